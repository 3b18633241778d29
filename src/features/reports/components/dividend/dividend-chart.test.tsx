import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { dividendYears } from '../../api/dividend-selects'
import { DividendChart } from './dividend-chart'

const payment = (date: string, total: number) => ({ date, total, yield: 0.01 })

/** 2020 and 2023 paid, 2022 listed with no payment (a real nothing), 2021 absent from the history. */
const HISTORY = {
  '2023': { breakdown: [payment('2023-11-02', 60), payment('2023-05-10', 40)], total_dividend: 100, total_yield: 0.02 },
  '2020': { breakdown: [payment('2020-06-01', 80)], total_dividend: 80, total_yield: 0.018 },
  '2022': { breakdown: [], total_dividend: 0, total_yield: 0 },
}

describe('the dividend chart’s years', () => {
  it('has every year from the first to the last, a year the history skips not reported', () => {
    const years = dividendYears(HISTORY)
    expect(years.map((year) => year.label)).toEqual(['2020', '2021', '2022', '2023'])
    expect(years.map((year) => year.total)).toEqual([80, null, 0, 100])
    expect(years[3]?.payments).toEqual([40, 60])
    expect(dividendYears({})).toEqual([])
  })

  it('shows the skipped year in the table as not reported, and a year paid nothing as zero', async () => {
    const user = userEvent.setup()
    render(<DividendChart years={dividendYears(HISTORY)} currency="IDR" />)
    await user.click(screen.getByRole('button', { name: 'Show as table' }))
    const table = screen.getByRole('table', { name: 'Dividends per share' })
    const cells = (year: string) =>
      within(table)
        .getAllByRole('row')
        .find((row) => row.querySelector('td, th')?.textContent === year)
        ?.querySelectorAll('td, th')
    const skipped = [...(cells('2021') ?? [])].map((cell) => cell.textContent)
    expect(skipped.slice(1)).toEqual(['—', '—', '—'])
    const nothing = [...(cells('2022') ?? [])].map((cell) => cell.textContent)
    expect(nothing[1]).toBe('0')
    expect(nothing[2]).toMatch(/^Rp\s?0(\.00)?$/)
  })
})
