import { expect, type Page } from '@playwright/test'

/**
 * The views a person went through, each an address and the rows it showed, to walk again with back and forward.
 * `rows` reads the rows the page shows now (once it shows those of the current request).
 */
export class ViewHistory {
  private readonly views: { url: string; rows: string[] }[] = []

  constructor(
    private readonly page: Page,
    private readonly rows: () => Promise<string[]>,
  ) {}

  /**
   * Remembers the view shown. Each step changes the rows; waiting for that (not just the URL) avoids reading the
   * previous rows in the moment between the URL changing and the page re-rendering.
   */
  async remember(): Promise<void> {
    const previous = this.views.at(-1)?.rows
    if (previous !== undefined) await expect.poll(this.rows).not.toEqual(previous)
    this.views.push({ url: this.page.url(), rows: await this.rows() })
  }

  /** The rows of the last view remembered. */
  lastRows(): string[] | undefined {
    return this.views.at(-1)?.rows
  }

  /** Goes back to the first view and forward to the last, each step showing the address and rows remembered. */
  async walkBackAndForward(atFirst: () => Promise<void> = async () => {}): Promise<void> {
    const last = this.views.length - 1
    for (let index = last - 1; index >= 0; index -= 1) {
      await this.page.goBack()
      await this.expectView(index)
    }
    await atFirst()
    for (let index = 1; index <= last; index += 1) {
      await this.page.goForward()
      await this.expectView(index)
    }
  }

  private async expectView(index: number): Promise<void> {
    await expect.poll(() => this.page.url()).toBe(this.views[index]?.url)
    await expect.poll(this.rows).toEqual(this.views[index]?.rows)
  }
}
