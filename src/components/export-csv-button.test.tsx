import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ExportProgress } from '../lib/csv'
import { spyOnDownloads } from '../test/download-spy'
import { ExportCsvButton } from './export-csv-button'

const downloads = spyOnDownloads()

const COLUMNS = [
  { header: 'n', value: (row: number) => row },
  { header: 'half', value: (row: number) => row / 2 },
]

/** Rows fetched in pages of two; the third page waits until the signal aborts. */
async function pagedRows({ signal, onProgress }: { signal: AbortSignal; onProgress: (p: ExportProgress) => void }) {
  onProgress({ done: 2, total: 6 })
  onProgress({ done: 4, total: 6 })
  await new Promise((_, reject) => {
    signal.addEventListener('abort', () => {
      reject(new DOMException('cancelled', 'AbortError'))
    })
  })
  return [1, 2, 3, 4, 5, 6]
}

describe('ExportCsvButton', () => {
  it('downloads rows already on the client as a dated CSV with a byte order mark', async () => {
    const user = userEvent.setup()
    render(<ExportCsvButton fetchRows={() => Promise.resolve([1, 3])} columns={COLUMNS} fileStem="numbers" />)
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Exported 2 rows.')).toBeVisible()
    expect(downloads.names).toEqual([expect.stringMatching(/^numbers-\d{4}-\d{2}-\d{2}\.csv$/)])
    const blob = downloads.createObjectUrl.mock.calls[0]?.[0]
    expect(blob?.type).toBe('text/csv;charset=utf-8')
    // Blob.text() drops a leading byte order mark; the bytes show it
    const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(await blob?.text()).toBe('n,half\r\n1,0.5\r\n3,1.5\r\n')
  })

  it('shows progress across pages, and Cancel stops it without saving a file', async () => {
    const user = userEvent.setup()
    render(<ExportCsvButton fetchRows={pagedRows} columns={COLUMNS} fileStem="numbers" label="Export numbers" />)
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Export numbers' })
    await user.click(button)
    expect(button.disabled).toBe(true)
    const progress = await screen.findByRole<HTMLProgressElement>('progressbar', { name: 'Export progress' })
    expect([progress.value, progress.max]).toEqual([4, 6])
    expect(screen.getByText('Exported 4 of 6')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Cancel export' }))
    expect(await screen.findByText('Export cancelled; no file was saved.')).toBeVisible()
    expect(downloads.names).toEqual([])
    expect(button.disabled).toBe(false)
  })

  it('shows a failure next to the button', async () => {
    const user = userEvent.setup()
    render(
      <ExportCsvButton fetchRows={() => Promise.reject(new Error('disk full'))} columns={COLUMNS} fileStem="numbers" />,
    )
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The export failed: disk full')
    expect(downloads.names).toEqual([])
  })
})
