import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screenerPath } from '../../../shared/api/screener'
import { renderApp } from '../../../test/render-app'
import { TextFilterEditor } from './text-filter-editor'

afterEach(() => {
  vi.restoreAllMocks()
})

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString())

const whereField = () => screen.getByLabelText<HTMLTextAreaElement>('Filter (where)')
const orderField = () => screen.getByLabelText<HTMLInputElement>('Order by')
const applyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Apply filter' })

/** The app at a URL, with the filter panel switched to text (the panel keeps that choice across commits). */
async function openScreener(url: string) {
  const app = renderApp(url)
  const modes = await screen.findByRole('group', { name: 'Edit the filter in' }, { timeout: 5000 })
  const text = within(modes).getByRole('button', { name: 'Text' })
  if (text.getAttribute('aria-pressed') !== 'true') await app.user.click(text)
  expect(await screen.findByLabelText('Filter (where)')).toBeVisible()
  return app
}

/** The alert that describes a field, and the characters it underlines. */
function problemOf(field: HTMLElement) {
  const alert = screen
    .getAllByRole('alert')
    .find((element) => (field.getAttribute('aria-describedby') ?? '').split(' ').includes(element.id))
  if (alert === undefined) throw new Error('no alert describes the field')
  return { alert, underlined: alert.querySelector('mark')?.textContent }
}

/** The total the results say they show: "Showing 1–50 of 539" → 539. */
async function shownTotal(): Promise<number> {
  const summary = await screen.findByText(/^Showing /)
  return Number(/of ([\d,]+)/.exec(summary.textContent)?.[1]?.replace(/,/g, ''))
}

async function apiTotal(where: string): Promise<number> {
  const response = await fetch(`/api${screenerPath('idx')}?where=${encodeURIComponent(where)}&limit=1`)
  const body = (await response.json()) as { pagination: { total_count: number } }
  return body.pagination.total_count
}

describe('text filter editor', () => {
  it('shows the exact error as you type, underlining the characters at fault, and never sends it', async () => {
    const app = await openScreener('/screener')
    await app.user.type(whereField(), 'pe_ttm < 15 and foo > 1')

    const { alert, underlined } = problemOf(whereField())
    expect(alert.textContent).toContain("Invalid field name 'foo'. Yearly fields use bracket notation: field[year].")
    expect(alert.textContent).toContain('(at position 16)')
    expect(underlined).toBe('foo')
    expect(whereField().getAttribute('aria-invalid')).toBe('true')
    expect(applyButton().disabled).toBe(true)
    await app.user.keyboard('{Control>}{Enter}{/Control}')
    expect(app.location()).toBe('/screener')
  })

  it('underlines a blank at the end when something is missing there', async () => {
    const app = await openScreener('/screener')
    await app.user.type(whereField(), 'pe_ttm <')
    const { alert, underlined } = problemOf(whereField())
    expect(alert.textContent).toContain("Expected a value after '<', found end of input. (at position 8)")
    expect(underlined).toBe('\u00a0')
  })

  it('checks order_by too, on its own field', async () => {
    const app = await openScreener('/screener')
    await app.user.clear(orderField())
    await app.user.type(orderField(), 'market_cap desc')
    const { alert, underlined } = problemOf(orderField())
    expect(alert.textContent).toContain(
      "Use a leading '-' for descending order, e.g. -market_cap; ascending is the default.",
    )
    expect(alert.textContent).toContain('(at position 11)')
    expect(underlined).toBe('desc')
    expect(orderField().getAttribute('aria-invalid')).toBe('true')
    expect(whereField().getAttribute('aria-invalid')).toBe('false')
    expect(applyButton().disabled).toBe(true)
  })

  it('commits the text as written with Apply, in one history entry, and the results follow', async () => {
    const app = await openScreener('/screener')
    const where = "market_cap > 1e12 and sub_sector = 'banks'"
    await app.user.type(whereField(), where)
    // typing alone never reaches the URL
    expect(app.location()).toBe('/screener')
    expect(applyButton().disabled).toBe(false)
    await app.user.click(applyButton())

    expect(app.searchParams().get('where')).toBe(where)
    expect(app.router.state.historyAction).toBe('PUSH')
    await waitFor(async () => {
      expect(await shownTotal()).toBe(await apiTotal(where))
    })
    const table = screen.getByRole('table', { name: 'Screener results' })
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
  })

  it('commits with Ctrl+Enter, and an empty filter removes the filter', async () => {
    const app = await openScreener('/screener?where=pe_ttm+%3C+5')
    await app.user.clear(whereField())
    await app.user.type(whereField(), 'pe_ttm < 8')
    await app.user.keyboard('{Control>}{Enter}{/Control}')
    expect(app.searchParams().get('where')).toBe('pe_ttm < 8')

    await app.user.clear(whereField())
    expect(whereField().getAttribute('aria-invalid')).toBe('false')
    await app.user.click(applyButton())
    expect(app.location()).toBe('/screener')
  })

  it('shows the service’s refusal on the field it names, until that text is edited', async () => {
    // the demo server accepts whatever the shared checker does; an upstream service may refuse more
    const refusal = {
      error: 'INVALID_WHERE_CLAUSE',
      message: 'This field is not available.',
      position: 9,
      parameter: 'where',
    }
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      urlOf(input).includes('where=')
        ? Promise.resolve(Response.json(refusal, { status: 400 }))
        : realFetch(input, init),
    )
    const app = await openScreener('/screener?where=pe_ttm+<+5+and+roe_ttm+>+0')

    const { alert, underlined } = await waitFor(() => problemOf(whereField()))
    expect(alert.textContent).toContain('This field is not available. (at position 9)')
    expect(underlined).toBe('5')
    expect(whereField().getAttribute('aria-invalid')).toBe('true')
    expect(applyButton().disabled).toBe(true)

    await app.user.type(whereField(), '.1')
    expect(whereField().getAttribute('aria-invalid')).toBe('false')
    expect(applyButton().disabled).toBe(false)
  })

  it('lists the market’s fields and writes the chosen name at the caret', async () => {
    const app = await openScreener('/screener')
    await app.user.type(whereField(), ' > 0.05')
    // the caret goes back to the start, where the field belongs
    whereField().setSelectionRange(0, 0)

    await app.user.click(screen.getByRole('button', { name: 'Fields' }))
    await app.user.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'dividend yield')
    const list = screen.getByRole('list', { name: /fields$/ })
    expect(within(list).getByText('Dividend yield (TTM)').tagName).toBe('SPAN')
    await app.user.click(within(list).getByRole('button', { name: 'yield_ttm' }))
    expect(whereField().value).toBe('yield_ttm > 0.05')
    expect(document.activeElement).toBe(whereField())

    // Enter in the search box searches; it does not apply the filter
    const search = screen.getByRole('searchbox', { name: 'Search fields' })
    await app.user.clear(search)
    await app.user.type(search, 'total revenue{Enter}')
    expect(app.location()).toBe('/screener')

    // a name goes into the field used last, replacing its selection; yearly fields come with the latest year
    await app.user.click(orderField())
    orderField().setSelectionRange(0, orderField().value.length)
    await app.user.click(within(list).getByRole('button', { name: 'revenue[2025]' }))
    expect(orderField().value).toBe('revenue[2025]')
    expect(whereField().value).toBe('yield_ttm > 0.05')
    await app.user.click(applyButton())
    expect(app.searchParams().get('where')).toBe('yield_ttm > 0.05')
    expect(app.searchParams().get('order_by')).toBe('revenue[2025]')
  })

  it('reports every edit of the draft to a parent that keeps it, and commits nothing', async () => {
    const user = userEvent.setup()
    const drafts: { where: string; orderBy: string }[] = []
    const commits: unknown[] = []
    render(
      <TextFilterEditor
        market="sgx"
        where=""
        orderBy="-market_cap"
        serverError={null}
        onCommit={(next) => commits.push(next)}
        onDraftChange={(draft) => drafts.push(draft)}
      />,
    )
    await user.type(whereField(), 'pe_ttm < 9')
    expect(drafts.at(-1)).toEqual({ where: 'pe_ttm < 9', orderBy: '-market_cap' })
    // pe_ttm is an IDX field: the SGX catalogue does not know it
    expect(problemOf(whereField()).underlined).toBe('pe_ttm')
    expect(commits).toEqual([])
  })
})
