import type { Locator } from '@playwright/test'
import { expect, test, type ConsoleGuard } from './fixtures'
import type { ScreenerPage } from './pages/screener-page'

/** Asks a question the service refuses (a declared 400) and finds the refusal shown, by a word it quotes. */
async function askRefused(
  screener: ScreenerPage,
  guard: ConsoleGuard,
  question: string,
  quoted: string,
): Promise<Locator> {
  guard.expectRefusal(/\/api\/v2\/companies\/\?/, 400)
  await screener.open()
  await screener.askQuestion(question)
  return screener.page.getByRole('alert').filter({ hasText: quoted })
}

test.describe('asking in plain language', () => {
  test('shows the translation, its results, and continues it in the builder', async ({ page, screener }) => {
    await screener.open()
    await screener.askQuestion('top 5 banks by market cap')

    await expect.poll(() => screener.url().searchParams.get('q')).toBe('top 5 banks by market cap')
    const answer = await screener.answer(`q=${encodeURIComponent('top 5 banks by market cap')}`)
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

  test("shows the service's explanation when a question cannot be translated", async ({ consoleGuard, screener }) => {
    // ('companies run by …' would be a question about executives' names: a translation)
    const explanation = await askRefused(screener, consoleGuard, 'companies with purple unicorns', 'purple')
    await expect(explanation).toContainText('unicorns')
    await expect(explanation).toContainText('Try for example')
  })

  test('answers a question asked in Bahasa Indonesia, and says how it read it in Indonesian', async ({
    page,
    screener,
  }) => {
    const question = 'bank dengan PER di bawah 15'
    await screener.open()
    await screener.askQuestion(question)

    const answer = await screener.answer(`q=${encodeURIComponent(question)}`)
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
    consoleGuard,
    screener,
  }) => {
    const refusal = await askRefused(screener, consoleGuard, 'bank dengan unicorn ungu', 'unicorn')
    await expect(refusal).toContainText('Coba misalnya')
    const rewrite = refusal.getByRole('button').first()
    const suggested = (await rewrite.textContent()) ?? ''
    expect(suggested).not.toBe('')
    await rewrite.click()

    await expect.poll(() => screener.url().searchParams.get('q')).toBe(suggested)
    const answer = await screener.answer(`q=${encodeURIComponent(suggested)}`)
    await expect(page.getByRole('status', { name: 'Translation' })).toContainText(answer.llm_translation?.message ?? '')
    await expect(refusal).toHaveCount(0)
    await expect.poll(() => screener.symbols()).toEqual(answer.results.map((row) => row.symbol))
  })
})
