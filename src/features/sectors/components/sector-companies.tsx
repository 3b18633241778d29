import { Link } from 'react-router'
import { ChangeText } from '../../../components/change-text'
import { companyColumn, DataTable, figureColumn, type DataColumn } from '../../../components/data-table'
import { formatMoney } from '../../../lib/format'
import { topList, type ListedCompany } from '../sub-sector-figures'
import { SectorMovers, type MoverParts } from './sector-movers'

type List = Partial<Record<string, Partial<Record<string, unknown>> & { name?: unknown }>> | null | undefined

/** The parts of the report the company lists read. */
export interface CompaniesParts {
  companies?: {
    top_companies?: { top_mcap?: List; top_revenue?: List; top_profit?: List; top_growth?: List } | null
    top_change_companies?: MoverParts
  } | null
}

const LISTS = [
  { key: 'top_mcap', field: 'market_cap', title: 'Largest by market cap', label: 'Market cap', unit: 'IDR' },
  { key: 'top_revenue', field: 'revenue_ttm', title: 'Largest by revenue', label: 'Revenue (TTM)', unit: 'IDR' },
  { key: 'top_profit', field: 'profit_ttm', title: 'Largest by earnings', label: 'Earnings (TTM)', unit: 'IDR' },
  { key: 'top_growth', field: 'revenue_growth', title: 'Fastest revenue growth', label: 'Revenue growth', unit: '%' },
] as const

const columnsFor = (list: (typeof LISTS)[number]): DataColumn<ListedCompany>[] => [
  companyColumn('idx'),
  figureColumn({
    id: 'figure',
    label: list.label,
    unit: list.unit,
    value: (row) => row.figure,
    format: (figure) => (list.unit === '%' ? <ChangeText change={figure} /> : formatMoney(figure, 'IDR')),
  }),
]

/** The sub-sector's leading companies by size, revenue, earnings and growth, and its biggest movers. */
export function SectorCompanies({ report, slug }: { report: CompaniesParts; slug: string }) {
  const lists = report.companies?.top_companies
  return (
    <section className="panel" aria-labelledby="sector-companies-title">
      <h2 id="sector-companies-title">Companies</h2>
      <p>
        The leaders of each list;{' '}
        <Link to={`/companies?sub_sector=${encodeURIComponent(slug)}`}>rank every company of the sub-sector</Link>.
      </p>
      <div className="sector-lists">
        {LISTS.map((list) => (
          <div key={list.key}>
            <h3>{list.title}</h3>
            <DataTable
              label={list.title}
              columns={columnsFor(list)}
              rows={topList(lists?.[list.key], list.field)}
              rowKey={(row) => row.symbol}
              empty="The report lists no company here."
            />
          </div>
        ))}
      </div>
      <SectorMovers movers={report.companies?.top_change_companies} />
    </section>
  )
}
