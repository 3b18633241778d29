import type { RowData } from '@tanstack/react-table'

// TanStack Table's documented way to type `columnDef.meta` (https://tanstack.com/table/v8/docs/api/core/column-def#meta):
// every column the data table builds carries its alignment and header tooltip here, read back without a cast.
declare module '@tanstack/react-table' {
  // the type parameters must match TanStack's own declaration for the interfaces to merge
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align: 'start' | 'end'
    description: string | undefined
    sortable: boolean
    sortDescendingFirst: boolean
  }
}
