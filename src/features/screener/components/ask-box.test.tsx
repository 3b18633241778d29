import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../test/render-app'

const askField = () => screen.getByLabelText<HTMLInputElement>('Ask in plain language')

/** The app at a URL, once the lazily loaded screener is on screen. */
async function openScreener(url: string) {
  const app = renderApp(url)
  expect(await screen.findByLabelText('Ask in plain language')).toBeVisible()
  return app
}

/** The translation panel's where, order_by and limit, as shown. */
function shownTranslation(panel: HTMLElement) {
  const value = (term: string) => within(panel).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
  return { where: value('where'), orderBy: value('order_by'), limit: value('limit') }
}

describe('ask box', () => {
  it('commits a question to the URL and shows what the service understood', async () => {
    const app = await openScreener('/screener')
    await app.user.type(askField(), 'top 3 banks by market cap')
    expect(app.location()).toBe('/screener')
    await app.user.click(screen.getByRole('button', { name: 'Ask' }))
    expect(app.searchParams().get('q')).toBe('top 3 banks by market cap')

    const message = await screen.findByText('Banks ranked by market cap, largest first, top 3.')
    const panel = message.parentElement ?? message
    expect(shownTranslation(panel)).toEqual({
      where: "sub_sector = 'banks' and market_cap is not null",
      orderBy: '-market_cap',
      limit: '3',
    })
    expect(askField().value).toBe('top 3 banks by market cap')
  })

  it('hands the translation to the structured filter with “Edit in builder”', async () => {
    const app = await openScreener('/screener?q=banks+with+lowest+P/E')
    await app.user.click(await screen.findByRole('button', { name: 'Edit in builder' }))
    const params = app.searchParams()
    expect(params.get('q')).toBeNull()
    // the lowest P/E means the cheapest of the profitable: a loss-maker's negative P/E is not cheap
    expect(params.get('where')).toBe("sub_sector = 'banks' and pe_ttm > 0")
    expect(params.get('order_by')).toBe('pe_ttm')
    expect(params.get('limit')).toBe('10')
  })

  it('asks an example question with one click', async () => {
    const app = await openScreener('/screener?market=sgx')
    const examples = screen.getByRole('list', { name: 'Example questions' })
    await app.user.click(within(examples).getByRole('button', { name: 'top 10 REITs by dividend yield' }))
    expect(app.searchParams().get('q')).toBe('top 10 REITs by dividend yield')
    expect(app.searchParams().get('market')).toBe('sgx')
    expect(await screen.findByText('REITs ranked by forward dividend yield, highest first, top 10.')).toBeVisible()
  })

  it('shows the service’s refusal, naming the words it did not understand, with its examples to click', async () => {
    const app = await openScreener('/screener?q=companies+with+purple+unicorns')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      "Could not understand 'purple', 'unicorns'. Try for example: 'top 10 companies by market cap', " +
        "'top 10 banks by market cap' or 'dividend payers in LQ45 with P/E below 15'.",
    )
    expect(askField().getAttribute('aria-invalid')).toBe('true')
    expect(askField().getAttribute('aria-describedby')).toBe(alert.id)

    await app.user.click(within(alert).getByRole('button', { name: 'top 10 banks by market cap' }))
    expect(app.searchParams().get('q')).toBe('top 10 banks by market cap')
    expect(await screen.findByText('Banks ranked by market cap, largest first, top 10.')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
