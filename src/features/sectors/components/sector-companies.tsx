import { Link } from 'react-router'
import { ChangeText } from '../../../components/change-text'
import { companyColumn, TitledTable, figureColumn, type DataColumn } from '../../../components/data-table'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import { useComponentsText } from '../../../components/text'
import { SectorsText, useSectorsText, type SectorsT } from '../text'
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
  { key: 'top_mcap', field: 'market_cap', unit: 'IDR' },
  { key: 'top_revenue', field: 'revenue_ttm', unit: 'IDR' },
  { key: 'top_profit', field: 'profit_ttm', unit: 'IDR' },
  { key: 'top_growth', field: 'revenue_growth', unit: '%' },
] as const

const columnsFor = (
  list: (typeof LISTS)[number],
  t: SectorsT,
  company: string,
  { formatMoney }: Formats,
): DataColumn<ListedCompany>[] => [
  companyColumn('idx', company),
  figureColumn({
    id: 'figure',
    label: t(`companies.figure.${list.key}`),
    unit: list.unit,
    value: (row) => row.figure,
    format: (figure) => (list.unit === '%' ? <ChangeText change={figure} /> : formatMoney(figure, 'IDR')),
  }),
]

/** The sub-sector's leading companies by size, revenue, earnings and growth, and its biggest movers. */
export function SectorCompanies({ report, slug }: { report: CompaniesParts; slug: string }) {
  const lists = report.companies?.top_companies
  const t = useSectorsText()
  const format = useFormat()
  const company = useComponentsText()('table.company')
  return (
    <section className="panel" aria-labelledby="sector-companies-title">
      <h2 id="sector-companies-title">{t('companies.title')}</h2>
      <p>
        <SectorsText
          id="companies.intro"
          components={{ 0: <Link to={`/companies?sub_sector=${encodeURIComponent(slug)}`} /> }}
        />
      </p>
      <div className="sector-lists">
        {LISTS.map((list) => (
          <TitledTable
            key={list.key}
            title={t(`companies.${list.key}`)}
            columns={columnsFor(list, t, company, format)}
            rows={topList(lists?.[list.key], list.field)}
            rowKey={(row) => row.symbol}
            empty={t('companies.empty')}
          />
        ))}
      </div>
      <SectorMovers movers={report.companies?.top_change_companies} />
    </section>
  )
}
