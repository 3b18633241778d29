import { render, waitFor } from '@testing-library/react'
import { Bar, BarChart } from 'recharts'
import { describe, expect, it } from 'vitest'
import { ChartFrame, HatchPattern, hatchedBarShape } from '.'

const ROWS = [
  { label: 'FY2025', value: 120, estimate: false },
  { label: 'FY2026', value: 150, estimate: true },
]

describe('hatchedBarShape', () => {
  it('fills a reported bar solid and an estimate with the hatch, outlined', async () => {
    const { container } = render(
      <ChartFrame title="Revenue" unit="IDR trillions, fiscal years" rows={ROWS} columns={[]}>
        {() => (
          <BarChart data={ROWS}>
            <defs>
              <HatchPattern id="hatch-test" stroke="#e07000" />
            </defs>
            <Bar
              dataKey="value"
              isAnimationActive={false}
              shape={hatchedBarShape({
                estimate: (index) => ROWS[index]?.estimate === true,
                fill: '#1060c0',
                patternId: 'hatch-test',
                outline: '#e07000',
              })}
            />
          </BarChart>
        )}
      </ChartFrame>,
    )
    const bars = () => [...container.querySelectorAll('.recharts-rectangle')]
    // recharts lays the bars out after its first paint
    await waitFor(() => {
      expect(bars()).toHaveLength(2)
    })
    expect(bars().map((bar) => [bar.getAttribute('fill'), bar.getAttribute('stroke')])).toEqual([
      ['#1060c0', 'none'],
      ['url(#hatch-test)', '#e07000'],
    ])
    expect(container.querySelector('pattern#hatch-test line')?.getAttribute('stroke')).toBe('#e07000')
  }, 15_000)
})
