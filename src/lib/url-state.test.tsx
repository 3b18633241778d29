import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LinkProblems } from '../components/link-problems'
import { useUrlState, type UseUrlStateResult } from './url-state'
import { defineUrlState, urlParam } from '../shared/url-state'

interface ListSearch {
  province: string | null
  status: 'open' | 'closed' | 'all'
  qualified: boolean
  where: string
  limit: number
  page: number
}

const listSearch = defineUrlState<ListSearch>(
  {
    province: urlParam.optionalText('province'),
    status: urlParam.oneOf('status', ['open', 'closed', 'all'], 'all', 'status'),
    qualified: urlParam.boolean('qualified', false, 'qualified'),
    where: urlParam.text('where'),
    limit: urlParam.integer('limit', 20, { min: 1, max: 30, what: 'pageSize' }),
    page: { ...urlParam.integer('page', 1, { min: 1, max: 1000, what: 'page' }), resetsPage: false },
  },
  { pageKey: 'page' },
)

const DEFAULTS: ListSearch = { province: null, status: 'all', qualified: false, where: '', limit: 20, page: 1 }
const parse = (query: string) => listSearch.parse(new URLSearchParams(query))

describe('defineUrlState', () => {
  it('gives the defaults an empty URL', () => {
    expect(listSearch.serialise(DEFAULTS)).toBe('')
    expect(parse('')).toEqual({ state: DEFAULTS, problems: [] })
  })

  it('writes readable values, only those that differ from the defaults, and reads them back', () => {
    const state: ListSearch = {
      province: 'Maluku Utara',
      status: 'open',
      qualified: true,
      where: "sub_sector = 'coal' and area[2025] >= 1,000 & 50% + x#",
      limit: 30,
      page: 4,
    }
    const query = listSearch.serialise(state)
    expect(query).toBe(
      "province=Maluku+Utara&status=open&qualified=true&where=sub_sector+=+'coal'+and+area[2025]+%3E=+1,000+%26+50%25+%2B+x%23&limit=30&page=4",
    )
    expect(parse(query)).toEqual({ state, problems: [] })
    expect(listSearch.serialise({ ...DEFAULTS, page: 2 })).toBe('page=2')
  })

  it('reports each bad value with what would be valid, and uses the default for it', () => {
    const { state, problems } = parse('status=pending&qualified=yes&limit=99&page=0&province=Aceh')
    expect(state).toEqual({ ...DEFAULTS, province: 'Aceh' })
    expect(problems).toEqual([
      {
        key: 'status',
        parameter: 'status',
        reason: { code: 'unknownValue', subject: 'status', text: 'pending', values: ['open', 'closed', 'all'] },
      },
      {
        key: 'qualified',
        parameter: 'qualified',
        reason: { code: 'notTrueOrFalse', subject: 'qualified', text: 'yes' },
      },
      {
        key: 'limit',
        parameter: 'limit',
        reason: { code: 'notInRange', subject: 'pageSize', text: '99', min: 1, max: 30 },
      },
      { key: 'page', parameter: 'page', reason: { code: 'notInRange', subject: 'page', text: '0', min: 1, max: 1000 } },
    ])
    expect(parse('limit=2.5').problems).toHaveLength(1)
    expect(parse('limit=1e1').problems).toHaveLength(1)
  })
})

/** A page on the URL state: its state as text, a few commits, and the link problems. */
function ListPage() {
  const url: UseUrlStateResult<ListSearch> = useUrlState(listSearch)
  return (
    <>
      <output aria-label="state">{JSON.stringify(url.state)}</output>
      <LinkProblems problems={url.problems} onUseDefault={url.useDefault} />
      <button
        type="button"
        onClick={() => {
          url.commit({ page: url.state.page + 1 })
        }}
      >
        Next page
      </button>
      <button
        type="button"
        onClick={() => {
          url.commit({ status: 'open' })
        }}
      >
        Open only
      </button>
      <button
        type="button"
        onClick={() => {
          url.commit({ limit: 30 }, { replace: true })
        }}
      >
        30 per page
      </button>
      <button
        type="button"
        onClick={() => {
          // two choices before the page renders again, as a busy page sees two quick clicks
          url.commit({ status: 'open' })
          url.commit({ limit: 30 })
        }}
      >
        Open, 30 per page
      </button>
    </>
  )
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', Component: ListPage }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  const back = () => act(() => router.navigate(-1))
  const user = userEvent.setup()
  /** clicks the page's button of that name */
  const click = (name: string) => user.click(screen.getByRole('button', { name }))
  return { router, location, back, click, user }
}

describe('useUrlState', () => {
  it('pushes one history entry per commit and sends a new filter back to page 1', async () => {
    const app = renderAt('/list?where=x+>+1')
    await app.click('Next page')
    await app.click('Next page')
    expect(app.location()).toBe('/list?where=x+%3E+1&page=3')
    await app.click('Open only')
    expect(app.location()).toBe('/list?status=open&where=x+%3E+1')
    await app.back()
    expect(app.location()).toBe('/list?where=x+%3E+1&page=3')
    await app.back()
    expect(app.location()).toBe('/list?where=x+%3E+1&page=2')
  })

  it('adds no history entry for a commit that changes nothing, and replaces when asked', async () => {
    const app = renderAt('/list?status=open')
    await app.click('Next page')
    await app.click('Open only')
    // the status was already open: only the page reset changes the URL
    expect(app.location()).toBe('/list?status=open')
    await app.click('Open only')
    await app.click('30 per page')
    expect(app.location()).toBe('/list?status=open&limit=30')
    expect(app.router.state.historyAction).toBe('REPLACE')
    // back skips the no-op and the replaced entry: it lands on the page before the reset
    await app.back()
    expect(app.location()).toBe('/list?status=open&page=2')
  })

  it('builds a commit made before the page rendered the previous one on that one, not on the older state', async () => {
    const app = renderAt('/list?where=x')
    await app.click('Open, 30 per page')
    expect(app.location()).toBe('/list?status=open&where=x&limit=30')
    await app.back()
    expect(app.location()).toBe('/list?status=open&where=x')
    // back on an older entry, a commit starts from what that entry shows
    await app.click('Next page')
    expect(app.location()).toBe('/list?status=open&where=x&page=2')
  })

  it('explains a bad parameter and drops only that one with "Use the default"', async () => {
    const app = renderAt("/list?limit=99&status=nope&where=a+=+'b'&page=2")
    const problems = screen.getAllByRole('alert')
    expect(problems.map((problem) => problem.textContent)).toEqual([
      'The status "nope" in this link is unknown: it is one of open, closed, all.Use the default',
      'The page size "99" in this link is not valid: it must be a whole number from 1 to 30.Use the default',
    ])
    await app.user.click(screen.getAllByRole('button', { name: 'Use the default' })[1] as HTMLElement)
    expect(app.location()).toBe("/list?status=nope&where=a+=+'b'&page=2")
    expect(app.router.state.historyAction).toBe('REPLACE')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    await app.click('Use the default')
    expect(app.location()).toBe("/list?where=a+=+'b'&page=2")
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
