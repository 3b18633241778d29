import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PanelState } from './panel-state'

const loaded = <Data,>(data: Data) => ({ data, error: null, isFetching: false, refetch: () => Promise.resolve() })

describe('a panel’s states', () => {
  it('says its empty sentence for an empty list, and shows the rows otherwise', () => {
    const { rerender } = render(
      <PanelState title="Top companies" query={loaded<string[]>([])} empty="No company qualifies.">
        {(rows) => (
          <ul aria-label="Rows">
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </PanelState>,
    )
    expect(screen.getByRole('status').textContent).toBe('No company qualifies.')
    expect(screen.queryByRole('list', { name: 'Rows' })).toBeNull()

    rerender(
      <PanelState title="Top companies" query={loaded(['BBCA'])} empty="No company qualifies.">
        {(rows) => (
          <ul aria-label="Rows">
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </PanelState>,
    )
    expect(screen.getByRole('listitem').textContent).toBe('BBCA')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('leaves an empty list to its children when it has no empty sentence', () => {
    render(
      <PanelState title="Movers" query={loaded<string[]>([])}>
        {(rows) => <p>{rows.length} movers</p>}
      </PanelState>,
    )
    expect(screen.getByText('0 movers')).toBeVisible()
  })
})
