import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PanelState } from './panel-state'

const loaded = <Data,>(data: Data) => ({ data, error: null, isFetching: false, refetch: () => Promise.resolve() })

/** A panel of companies' symbols that has a sentence for when none qualifies. */
const symbolsPanel = (symbols: string[]) => (
  <PanelState title="Top companies" query={loaded(symbols)} empty="No company qualifies.">
    {(rows) => (
      <ul aria-label="Symbols">
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    )}
  </PanelState>
)

describe('a panel’s states', () => {
  it('says its empty sentence for an empty list, and shows the rows otherwise', () => {
    const { rerender } = render(symbolsPanel([]))
    expect(screen.getByRole('status').textContent).toBe('No company qualifies.')
    expect(screen.queryByRole('list', { name: 'Symbols' })).toBeNull()

    rerender(symbolsPanel(['BBCA']))
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
