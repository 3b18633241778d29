import { DataTable, type DataTableProps } from './data-table'

export interface TitledTableProps<Row> extends Omit<DataTableProps<Row>, 'label'> {
  /** the heading shown above the table, and the table's accessible name unless `label` gives another */
  title: string
  label?: string
  /** the wrapper's class, e.g. `panel` */
  className?: string
}

/** A table under its own heading (h3), named by it, as a report's or a panel's tables are shown. */
export function TitledTable<Row>({ title, label = title, className, ...table }: TitledTableProps<Row>) {
  return (
    <div className={className}>
      <h3>{title}</h3>
      <DataTable label={label} {...table} />
    </div>
  )
}
