import { render, waitFor } from '@testing-library/react'
import { Bar, BarChart } from 'recharts'
import { describe, expect, it } from 'vitest'
import { formatFigure } from '../../lib/format'
import { ChartFrame, periodAxes, valueAxis } from '.'

const ROWS = [
  { label: 'FY2024', value: -225 },
  { label: 'FY2025', value: 1500 },
]

describe('periodAxes', () => {
  it('draws the period axis and the value axis with its round ticks from below zero', async () => {
    const { container } = render(
      <ChartFrame title="Earnings" unit="IDR billions, fiscal years" rows={ROWS} columns={[]}>
        {(colours) => (
          <BarChart data={ROWS}>
            {periodAxes(colours, {
              axis: valueAxis(
                ROWS.map((row) => row.value),
                formatFigure,
              ),
              tooltip: (value) => String(value),
            })}
            <Bar dataKey="value" fill={colours.series[0]} />
          </BarChart>
        )}
      </ChartFrame>,
    )
    const ticks = (axis: string) =>
      [...container.querySelectorAll(`.recharts-${axis}-tick-labels text`)].map((tick) => tick.textContent)
    // recharts lays the axes out after its first paint
    await waitFor(() => {
      expect(ticks('yAxis')).toEqual(['−500', '0', '500', '1,000', '1,500'])
    })
    expect(ticks('xAxis')).toEqual(['FY2024', 'FY2025'])
  }, 15_000)
})
