import { expect, type Locator, type Page } from '@playwright/test'

/** The report's price chart as a person uses it: its range, its studies, the chart and the table behind it. */
export class PriceChartPanel {
  readonly ranges: Locator
  readonly studies: Locator
  readonly figure: Locator
  readonly unit: Locator
  readonly table: Locator

  constructor(readonly page: Page) {
    this.ranges = page.getByRole('group', { name: 'Price range' })
    this.studies = page.getByRole('group', { name: 'Price chart studies' })
    this.figure = page.getByRole('figure', { name: 'Share price' })
    this.unit = this.figure.locator('.chart-frame__unit')
    this.table = page.getByRole('table', { name: 'Share price' })
  }

  range(name: string): Locator {
    return this.ranges.getByRole('button', { name, exact: true })
  }

  study(name: string): Locator {
    return this.studies.getByRole('button', { name, exact: true })
  }

  /** Turns a study or range on (or off) and waits for the button to say so. */
  async press(button: Locator, pressed = true): Promise<void> {
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', String(pressed))
  }

  async showTable(): Promise<void> {
    await this.figure.getByRole('button', { name: 'Show as table' }).click()
    await expect(this.table).toBeVisible()
  }

  async hideTable(): Promise<void> {
    await this.figure.getByRole('button', { name: 'Show as table' }).click()
    await expect(this.table).toBeHidden()
  }

  /** The column headers, each on one line ("MA 20 (IDR)") however the table wraps them. */
  async headers(): Promise<string[]> {
    const texts = await this.table.getByRole('columnheader').allInnerTexts()
    return texts.map((text) => text.replace(/\s+/g, ' ').trim())
  }

  /** The cells of the table's last row (the latest day). */
  async lastRow(): Promise<string[]> {
    return this.table.getByRole('row').last().locator('th, td').allInnerTexts()
  }

  /** The cells of the table's first day. */
  async firstRow(): Promise<string[]> {
    return this.table.getByRole('row').nth(1).locator('th, td').allInnerTexts()
  }
}
