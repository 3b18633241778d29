import { useId, useState } from 'react'
import { parseCompanyRef, type CompanyRef } from '../../../lib/companies/company-figures'
import { MAX_COMPARED_COMPANIES } from '../../../lib/companies/compare-path'
import { useCompareText } from '../text'

interface AddCompanyProps {
  companies: readonly CompanyRef[]
  onChange: (next: CompanyRef[]) => void
}

/** The companies compared, each removable, and a ticker field to add one (up to five). */
export function AddCompany({ companies, onChange }: AddCompanyProps) {
  const inputId = useId()
  const [text, setText] = useState('')
  // whether what was typed last could not be read as a ticker
  const [problem, setProblem] = useState(false)
  const t = useCompareText()
  const full = companies.length >= MAX_COMPARED_COMPANIES
  return (
    <form
      className="compare__companies"
      onSubmit={(event) => {
        event.preventDefault()
        const company = parseCompanyRef(text)
        if (company === null) {
          setProblem(true)
          return
        }
        setProblem(false)
        setText('')
        if (!companies.some((c) => c.market === company.market && c.symbol === company.symbol))
          onChange([...companies, company])
      }}
    >
      <ul className="compare__chips" aria-label={t('add.companies')}>
        {companies.map((company) => (
          <li key={`${company.market}:${company.symbol}`}>
            {company.symbol} <span className="muted">{company.market.toUpperCase()}</span>{' '}
            <button
              type="button"
              aria-label={t('add.remove', { symbol: company.symbol })}
              onClick={() => {
                onChange(companies.filter((c) => c !== company))
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId}>{t('add.label')}</label>{' '}
      <input
        id={inputId}
        value={text}
        disabled={full}
        placeholder={t('add.placeholder')}
        aria-invalid={problem}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        onChange={(event) => {
          setText(event.target.value)
        }}
      />{' '}
      <button type="submit" disabled={full || text.trim() === ''}>
        {t('add.submit')}
      </button>
      {full && <span className="muted"> {t('add.full')}</span>}
      {problem && (
        <p id={`${inputId}-problem`} role="alert">
          {t('add.problem')}
        </p>
      )}
    </form>
  )
}
