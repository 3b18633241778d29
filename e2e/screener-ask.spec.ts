import { screen } from './api'
import { expect, test } from './fixtures'
import { ScreenerPage } from './pages/screener-page'

test.describe('asking in plain language', () => {
  test('shows the translation, its results, and continues it in the builder', async ({ page, request }) => {
    const screener = new ScreenerPage(page)
    await screener.open()
    await screener.question.fill('top 5 banks by market cap')
    await screener.ask.click()

    await expect.poll(() => screener.url().searchParams.get('q')).toBe('top 5 banks by market cap')
    const answer = await screen(request, `q=${encodeURIComponent('top 5 banks by market cap')}`)
    const translated = answer.llm_translation?.translated_params
    if (translated === undefined) throw new Error('the service did not translate the question')
    const translation = page.getByRole('status', { name: 'Translation' })
    await expect(translation).toContainText(translated.where ?? '')
    await expect(translation).toContainText(translated.order_by ?? '')
    await expect(translation).toContainText(answer.llm_translation?.message ?? '')
    await expect.poll(() => screener.symbols()).toEqual(answer.results.map((row) => row.symbol))
    expect(answer.results).toHaveLength(5)

    await page.getByRole('button', { name: 'Edit in builder' }).click()
    // the URL leaves out what is the page's default (ordering by market cap, largest first)
    await expect.poll(() => screener.url().searchParams.get('where')).toBe(translated.where)
    expect(screener.url().searchParams.get('order_by') ?? '-market_cap').toBe(translated.order_by)
    expect(screener.url().searchParams.get('limit')).toBe('5')
    expect(screener.url().searchParams.has('q')).toBe(false)
    await expect(page.getByRole('combobox', { name: 'Field of condition 1' })).toHaveValue('Sub-sector')
    await expect.poll(() => screener.symbols()).toEqual(answer.results.map((row) => row.symbol))
  })

  test("shows the service's explanation when a question cannot be translated", async ({ page, consoleGuard }) => {
    consoleGuard.expectRefusal(/\/api\/v2\/companies\/\?/, 400)
    const screener = new ScreenerPage(page)
    await screener.open()
    // ('companies run by …' would be a question about executives' names: a translation)
    await screener.question.fill('companies with purple unicorns')
    await screener.ask.click()
    const explanation = page.getByRole('alert').filter({ hasText: 'purple' })
    await expect(explanation).toContainText('unicorns')
    await expect(explanation).toContainText('Try for example')
  })

  test('answers a question asked in Bahasa Indonesia, and says how it read it in Indonesian', async ({
    page,
    request,
  }) => {
    const question = 'bank dengan PER di bawah 15'
    const screener = new ScreenerPage(page)
    await screener.open()
    await screener.question.fill(question)
    await screener.ask.click()

    const answer = await screen(request, `q=${encodeURIComponent(question)}`)
    const translated = answer.llm_translation?.translated_params
    if (translated === undefined) throw new Error('the service did not translate the question')
    expect(translated.where).toContain("sub_sector = 'banks'")
    expect(answer.llm_translation?.message).toMatch(/^Bank dengan /)
    const translation = page.getByRole('status', { name: 'Translation' })
    await expect(translation).toContainText(answer.llm_translation?.message ?? '')
    await expect.poll(() => screener.symbols()).toEqual(answer.results.map((row) => row.symbol))
  })

  test('offers rewrites of a question it cannot read whole, and a clicked one is answered', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.expectRefusal(/\/api\/v2\/companies\/\?/, 400)
    const screener = new ScreenerPage(page)
    await screener.open()
    await screener.question.fill('bank dengan unicorn ungu')
    await screener.ask.click()
    const refusal = page.getByRole('alert').filter({ hasText: 'unicorn' })
    await expect(refusal).toContainText('Coba misalnya')
    const rewrite = refusal.getByRole('button').first()
    const suggested = (await rewrite.textContent()) ?? ''
    expect(suggested).not.toBe('')
    await rewrite.click()

    await expect.poll(() => screener.url().searchParams.get('q')).toBe(suggested)
    const answer = await screen(request, `q=${encodeURIComponent(suggested)}`)
    await expect(page.getByRole('status', { name: 'Translation' })).toContainText(answer.llm_translation?.message ?? '')
    await expect(refusal).toHaveCount(0)
    await expect.poll(() => screener.symbols()).toEqual(answer.results.map((row) => row.symbol))
  })
})
