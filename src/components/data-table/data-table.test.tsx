import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DataTable, sortRows, TitledTable, type DataColumn, type SortState } from '.'
import { textsByRole } from '../../test/texts'

interface Mine {
  name: string
  province: string
  area: number | null
}

const MINES: Mine[] = [
  { name: 'Bukit Asam', province: 'Sumatera Selatan', area: 1200 },
  { name: 'Kaltim Prima', province: 'Kalimantan Timur', area: null },
  { name: 'Adaro', province: 'Kalimantan Selatan', area: 35800.5 },
  { name: 'Berau', province: 'Kalimantan Timur', area: 118 },
]

const COLUMNS: DataColumn<Mine>[] = [
  { id: 'name', label: 'Name', value: (mine) => mine.name, sortable: true },
  { id: 'province', label: 'Province', description: 'Where the licence lies', value: (mine) => mine.province },
  { id: 'area', label: 'Area', unit: 'ha', value: (mine) => mine.area, align: 'end', sortable: true },
]

/** A page that keeps its rows on the client and its sort in its own state, as a page without server sort would. */
function ClientSorted({ rows, hidden }: { rows: Mine[] | undefined; hidden?: string[] }) {
  const [sort, setSort] = useState<SortState | null>(null)
  return (
    <DataTable
      label="Mines"
      columns={COLUMNS}
      rows={rows === undefined ? undefined : sortRows(rows, COLUMNS, sort)}
      rowKey={(mine) => mine.name}
      sort={sort}
      onSortChange={setSort}
      hiddenColumnIds={hidden}
      skeletonRows={4}
      empty={<p>No mines match.</p>}
    />
  )
}

const table = () => screen.getByRole('table', { name: 'Mines' })
const header = (name: RegExp) => within(table()).getByRole('columnheader', { name })
const firstColumn = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

/** Clicks a column's sort button: its header then says which way it sorts, and the rows come in that order. */
async function sortOn(
  user: ReturnType<typeof userEvent.setup>,
  column: RegExp,
  sort: 'ascending' | 'descending',
  names: string[],
) {
  await user.click(within(table()).getByRole('button', { name: column }))
  expect(header(column).getAttribute('aria-sort')).toBe(sort)
  expect(firstColumn()).toEqual(names)
}

describe('DataTable', () => {
  it('states units in headers, right-aligns numbers and marks what is not reported', () => {
    render(<ClientSorted rows={MINES} />)
    expect(textsByRole(table(), 'columnheader')).toEqual(['Name', 'Province', 'Area (ha)'])
    expect(header(/Province/).getAttribute('title')).toBe('Where the licence lies')
    expect(header(/Area/).className).toBe('num')
    const missing = within(table()).getByTitle('not reported')
    expect(missing.textContent).toBe('—')
    expect(missing.closest('td')?.className).toBe('num')
    // a column that is not sortable has no button
    expect(within(header(/Province/)).queryByRole('button')).toBeNull()
  })

  it('sorts numbers largest first, then the other way, with aria-sort and missing values last both ways', async () => {
    const user = userEvent.setup()
    render(<ClientSorted rows={MINES} />)
    expect(header(/Area/).getAttribute('aria-sort')).toBeNull()
    await sortOn(user, /Area/, 'descending', ['Adaro', 'Bukit Asam', 'Berau', 'Kaltim Prima'])
    await sortOn(user, /Area/, 'ascending', ['Berau', 'Bukit Asam', 'Adaro', 'Kaltim Prima'])
  })

  it('sorts text from A first and moves aria-sort to the column sorted on', async () => {
    const user = userEvent.setup()
    render(<ClientSorted rows={MINES} />)
    await user.click(within(table()).getByRole('button', { name: /Area/ }))
    await sortOn(user, /Name/, 'ascending', ['Adaro', 'Berau', 'Bukit Asam', 'Kaltim Prima'])
    expect(header(/Area/).getAttribute('aria-sort')).toBeNull()
    await sortOn(user, /Name/, 'descending', ['Kaltim Prima', 'Bukit Asam', 'Berau', 'Adaro'])
  })

  it('scrolls inside a region a keyboard reaches, named after its table', async () => {
    const user = userEvent.setup()
    render(<ClientSorted rows={MINES} />)
    const region = screen.getByRole('region', { name: 'Mines' })
    expect(region.contains(table())).toBe(true)
    // the first Tab stop is the scrolling box itself, so arrow keys scroll a wide table sideways
    await user.tab()
    expect(document.activeElement).toBe(region)
  })

  it('shows skeleton rows while loading and says it is busy', () => {
    render(<ClientSorted rows={undefined} />)
    expect(table().getAttribute('aria-busy')).toBe('true')
    // skeleton rows are hidden from assistive technology; only the header row is announced
    expect(within(table()).getAllByRole('row')).toHaveLength(1)
    expect(table().querySelectorAll('tbody tr.skeleton-row')).toHaveLength(4)
    expect(table().querySelectorAll('tbody tr.skeleton-row:first-child td')).toHaveLength(3)
  })

  it('shows the empty slot across the table when there are no rows', () => {
    render(<ClientSorted rows={[]} />)
    expect(table().getAttribute('aria-busy')).toBe('false')
    const cell = screen.getByText('No mines match.').closest('td')
    expect(cell?.colSpan).toBe(3)
  })

  it('hides the columns it is told to hide', () => {
    const { rerender } = render(<ClientSorted rows={MINES} hidden={['province']} />)
    expect(textsByRole(table(), 'columnheader')).toEqual(['Name', 'Area (ha)'])
    expect(within(table()).queryByText('Sumatera Selatan')).toBeNull()
    rerender(<ClientSorted rows={MINES} hidden={[]} />)
    expect(within(table()).getByText('Sumatera Selatan')).toBeVisible()
  })
})

describe('sortRows', () => {
  it('keeps ties in their order and leaves rows as given without a sort', () => {
    const rows = [...MINES, { name: 'Arutmin', province: 'Kalimantan Selatan', area: 1200 }]
    expect(sortRows(rows, COLUMNS, { columnId: 'area', descending: true }).map((mine) => mine.name)).toEqual([
      'Adaro',
      'Bukit Asam',
      'Arutmin',
      'Berau',
      'Kaltim Prima',
    ])
    expect(sortRows(rows, COLUMNS, null)).toEqual(rows)
    expect(sortRows(rows, COLUMNS, { columnId: 'unknown', descending: false })).toEqual(rows)
  })
})

describe('TitledTable', () => {
  it('heads the table with its title and names the table by it, or by the label given instead', () => {
    const { rerender } = render(
      <TitledTable title="Largest mines" columns={COLUMNS} rows={MINES} rowKey={(mine) => mine.name} />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Largest mines' })).toBeVisible()
    expect(within(screen.getByRole('table', { name: 'Largest mines' })).getAllByRole('row')).toHaveLength(
      MINES.length + 1,
    )
    rerender(
      <TitledTable title="Mines" label="Mines by area" columns={COLUMNS} rows={MINES} rowKey={(mine) => mine.name} />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Mines' })).toBeVisible()
    expect(screen.getByRole('table', { name: 'Mines by area' })).toBeVisible()
    expect(screen.queryByRole('table', { name: 'Mines' })).toBeNull()
  })
})
