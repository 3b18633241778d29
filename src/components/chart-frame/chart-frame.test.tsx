import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DataColumn } from '../data-table'
import { applyTheme } from '../../lib/theme'
import { formatFigure } from '../../lib/format'
import { ChartFrame, ChartTooltip, useChartColours, valueAxis } from '.'

interface Year {
  year: string
  earnings: number | null
}

const YEARS: Year[] = [
  { year: 'FY2023', earnings: 1.5e12 },
  { year: 'FY2024', earnings: -2.25e11 },
  { year: 'FY2025', earnings: null },
]

const COLUMNS: DataColumn<Year>[] = [
  { id: 'year', label: 'Year', value: (row) => row.year },
  { id: 'earnings', label: 'Earnings', unit: 'IDR', value: (row) => row.earnings, align: 'end' },
]

function EarningsChart({ rows = YEARS, minPoints }: { rows?: Year[]; minPoints?: number }) {
  return (
    <ChartFrame title="Earnings" unit="IDR, fiscal years" rows={rows} columns={COLUMNS} minPoints={minPoints}>
      {(colours) => (
        <BarChart data={rows.map((row) => ({ ...row, earnings: row.earnings === null ? null : row.earnings / 1e9 }))}>
          <XAxis dataKey="year" stroke={colours.axis} />
          <YAxis
            {...valueAxis(
              rows.map((row) => (row.earnings === null ? null : row.earnings / 1e9)),
              formatFigure,
            )}
            stroke={colours.axis}
          />
          <Tooltip content={<ChartTooltip format={String} />} />
          <Bar dataKey="earnings" fill={colours.series[0]} />
        </BarChart>
      )}
    </ChartFrame>
  )
}

// the palette is the app's stylesheet (tests run from the repository root): load it as the browser would
const stylesheet = document.createElement('style')
beforeAll(() => {
  stylesheet.textContent = readFileSync(join(process.cwd(), 'src/app/styles/charts.css'), 'utf8')
  document.head.append(stylesheet)
  applyTheme('light')
})
afterAll(() => {
  stylesheet.remove()
})

describe('ChartFrame', () => {
  it('states its title and unit, and shows the same rows as a table on request', async () => {
    const user = userEvent.setup()
    render(<EarningsChart />)
    const frame = screen.getByRole('figure', { name: 'Earnings' })
    expect(within(frame).getByText('IDR, fiscal years')).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()

    const toggle = within(frame).getByRole('button', { name: 'Show as table' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    const table = within(frame).getByRole('table', { name: 'Earnings' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(rows.slice(1)).toEqual([
      ['FY2023', '1500000000000'],
      ['FY2024', '-225000000000'],
      ['FY2025', '—'],
    ])
    expect(within(table).getByTitle('not reported')).toBeVisible()
    await user.click(toggle)
    expect(screen.queryByRole('table')).toBeNull()
    // the first recharts render is slow on a busy machine
  }, 15_000)

  it('shows the table directly, saying why, when there are fewer than two points to chart', () => {
    render(<EarningsChart rows={YEARS.slice(0, 1)} />)
    expect(screen.getByText('Too few points to chart.')).toBeVisible()
    expect(screen.getByRole('table', { name: 'Earnings' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull()
  })
})

function Swatches() {
  const colours = useChartColours()
  return <output aria-label="colours">{[...colours.series, colours.negative, colours.text].join(' ')}</output>
}

describe('useChartColours', () => {
  it('gives six distinct series colours and follows the theme between light and dark', async () => {
    render(<Swatches />)
    const light = screen.getByLabelText('colours').textContent.split(' ')
    expect(light).toHaveLength(8)
    expect(new Set(light.slice(0, 6)).size).toBe(6)
    expect(light[0]).toBe('#0072b2')
    expect(light[7]).toBe('#1b2420')

    await act(async () => {
      applyTheme('dark')
      // the theme is watched with a MutationObserver, which reports after the current task
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    const dark = screen.getByLabelText('colours').textContent.split(' ')
    expect(dark[0]).toBe('#56b4e9')
    expect(dark[7]).toBe('#e4ebe7')
    expect(dark.every((colour, index) => colour !== light[index])).toBe(true)
    applyTheme('light')
  })
})

describe('ChartTooltip', () => {
  it('states each value in full with the given format, and a missing one as not reported', () => {
    render(
      <ChartTooltip
        active
        label="FY2025"
        format={(value) => `IDR ${value.toLocaleString('en-US')}`}
        payload={[
          { name: 'Revenue', value: 1234567890123, color: '#000', dataKey: 'revenue', graphicalItemId: 'revenue' },
          { name: 'Earnings', value: undefined, color: '#111', dataKey: 'earnings', graphicalItemId: 'earnings' },
        ]}
      />,
    )
    expect(screen.getByText('FY2025')).toBeVisible()
    expect(screen.getByText('Revenue: IDR 1,234,567,890,123')).toBeVisible()
    expect(screen.getByTitle('not reported').parentElement?.textContent).toBe('Earnings: not reported')
  })
})

describe('a chart’s value axis', () => {
  it('shows round ticks with zero among them, written by the formatting module', async () => {
    const { container } = render(<EarningsChart />)
    const ticks = () =>
      [...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent)
    // recharts lays the value axis out after its first paint
    await waitFor(() => {
      expect(ticks()).toEqual(['−500', '0', '500', '1,000', '1,500'])
    })
  }, 15_000)
})
