import { useId, useState } from 'react'
import { parseCompanyRef, type CompanyRef } from '../../../lib/companies/company-figures'
import { MAX_COMPARED_COMPANIES } from '../../../lib/companies/compare-path'

interface AddCompanyProps {
  companies: readonly CompanyRef[]
  onChange: (next: CompanyRef[]) => void
}

/** The companies compared, each removable, and a ticker field to add one (up to five). */
export function AddCompany({ companies, onChange }: AddCompanyProps) {
  const inputId = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const full = companies.length >= MAX_COMPARED_COMPANIES
  return (
    <form
      className="compare__companies"
      onSubmit={(event) => {
        event.preventDefault()
        const company = parseCompanyRef(text)
        if (company === null) {
          setProblem('Type an IDX ticker (4 letters, e.g. BBCA) or an SGX ticker (3 characters, e.g. D05).')
          return
        }
        setProblem(null)
        setText('')
        if (!companies.some((c) => c.market === company.market && c.symbol === company.symbol))
          onChange([...companies, company])
      }}
    >
      <ul className="compare__chips" aria-label="Companies compared">
        {companies.map((company) => (
          <li key={`${company.market}:${company.symbol}`}>
            {company.symbol} <span className="muted">{company.market.toUpperCase()}</span>{' '}
            <button
              type="button"
              aria-label={`Remove ${company.symbol}`}
              onClick={() => {
                onChange(companies.filter((c) => c !== company))
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId}>Add a company</label>{' '}
      <input
        id={inputId}
        value={text}
        disabled={full}
        placeholder="Ticker"
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : `${inputId}-problem`}
        onChange={(event) => {
          setText(event.target.value)
        }}
      />{' '}
      <button type="submit" disabled={full || text.trim() === ''}>
        Add
      </button>
      {full && <span className="muted"> Five companies at most.</span>}
      {problem !== null && (
        <p id={`${inputId}-problem`} role="alert">
          {problem}
        </p>
      )}
    </form>
  )
}
