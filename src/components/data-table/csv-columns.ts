import type { CsvColumn } from '../../lib/csv'
import { headerText, type DataColumn } from './data-column'

/** The columns of a data table as CSV columns: header "label (unit)", the raw value, not what the cell shows. */
export const csvColumnsOf = <Row>(columns: readonly DataColumn<Row>[]): CsvColumn<Row>[] =>
  columns.map((column) => ({ header: headerText(column), value: column.value }))
