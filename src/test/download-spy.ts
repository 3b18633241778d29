import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

/** What a test sees of the files the page saved: their names and the blobs they were made from. */
export interface Downloads {
  /** the file names the browser would save, in order */
  names: string[]
  /** the spy on URL.createObjectURL: each call's first argument is a saved blob */
  createObjectUrl: MockInstance<(blob: Blob) => string>
}

/**
 * Records downloads for every test of the calling file: jsdom cannot navigate, so the anchor click that starts a
 * download only records the file's name, and object URLs are stand-ins. Restored after each test.
 */
export function spyOnDownloads(): Downloads {
  const downloads: Downloads = { names: [], createObjectUrl: vi.fn() }
  beforeEach(() => {
    downloads.createObjectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export')
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    downloads.names = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.names.push(this.download)
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
  return downloads
}
