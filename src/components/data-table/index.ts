export { DataTable, type DataTableProps } from './data-table'
export { headerText, nextSort, sortRows, type CellValue, type DataColumn, type SortState } from './data-column'
export { csvColumnsOf } from './csv-columns'
export { TableScroll } from './table-scroll'
