import { seriousViolations } from '../axe'
import { expect, type Locator } from '@playwright/test'
import { DashboardPage } from './dashboard-page'

/** A company report as a person uses it: the header, the section navigation, the section's charts and tables. */
export class ReportPage extends DashboardPage {
  readonly heading = this.page.getByRole('heading', { level: 1 })
  readonly sections = this.page.getByRole('navigation', { name: 'Report sections' })
  readonly sectionHeading = this.page.getByRole('heading', { level: 2 }).first()
  readonly priceRange = this.page.getByRole('group', { name: 'Price range' })

  open(path: string): Promise<void> {
    return this.visit(path, '', this.heading)
  }

  section(name: string): Locator {
    return this.sections.getByRole('link', { name, exact: true })
  }

  async openSection(name: string): Promise<void> {
    await this.section(name).click()
    await expect(this.page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  }

  table(name: string): Locator {
    return this.page.getByRole('table', { name, exact: true })
  }

  /** The cells of a table's row whose first cell reads `label`. */
  async rowCells(table: string, label: string): Promise<string[]> {
    const row = this.table(table)
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: label, exact: true }) })
    return row.first().locator('th, td').allInnerTexts()
  }

  /** A chart's frame, found by its title. */
  chart(title: string): Locator {
    return this.page
      .locator('figure, section, div')
      .filter({ has: this.page.getByText(title, { exact: true }) })
      .last()
  }

  /** Waits until no section shows a skeleton (a report's sections load in parallel; on a busy machine, slowly). */
  async settled(): Promise<void> {
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
  }

  seriousViolations(): Promise<string[]> {
    return seriousViolations(this.page)
  }
}
