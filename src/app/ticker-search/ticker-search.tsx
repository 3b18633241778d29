import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useNavigate } from 'react-router'
import { WatchButton } from '../../components/watch-button'
import { useKeyboardShortcut } from '../../lib/keyboard'
import { useAppText } from '../text'
import { TICKER_SEARCH_FIELD, TICKER_SEARCH_PATH } from '../../shared/ticker-search'
import { tickerHref, tickerSuggestionsQuery } from './ticker-suggestions'

/**
 * "Search ticker": jumps to a company's report. A complete ticker (BBCA, bbca.jk, D05) goes straight there;
 * otherwise matching companies of both markets are offered as you type (arrow keys and Enter work). A real form:
 * before the app has hydrated it (or without JavaScript) it asks the server's `/search`, which answers the same way.
 */
export function TickerSearch() {
  const navigate = useNavigate()
  const inputId = useId()
  const listId = useId()
  const [text, setText] = useState('')
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const t = useAppText()
  // whether the typed text is no ticker: the words are drawn in the language shown, also after a switch
  const [problem, setProblem] = useState(false)
  const typed = useDeferredValue(text.trim())
  const { data: suggestions = [] } = useQuery({ ...tickerSuggestionsQuery(typed), placeholderData: keepPreviousData })
  const visible = open && typed.length >= 2 ? suggestions : []
  const input = useRef<HTMLInputElement>(null)
  // `/` from anywhere on the page, as on most sites with a search box
  useKeyboardShortcut('/', () => input.current?.focus())
  // what was typed into the server-rendered box before the app hydrated it: React keeps it on screen, the state
  // catches up with it (and offers its suggestions while the box has the focus)
  useEffect(() => {
    const box = input.current
    if (box === null || box.value === '') return
    setText(box.value)
    setOpen(box === document.activeElement)
  }, [])
  const highlighted = visible[active] ?? visible[0]

  const go = (href: string) => {
    setText('')
    setOpen(false)
    setActive(-1)
    setProblem(false)
    void navigate(href)
  }

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = visible[active]
    const href = chosen?.href ?? tickerHref(text) ?? visible[0]?.href
    if (href === undefined) setProblem(true)
    else go(href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (visible.length === 0 ? -1 : (current + step + visible.length) % visible.length))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <form className="ticker-search" role="search" action={TICKER_SEARCH_PATH} method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('tickerSearch.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name={TICKER_SEARCH_FIELD}
        placeholder={t('tickerSearch.label')}
        autoComplete="off"
        role="combobox"
        aria-expanded={visible.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${String(active)}` : undefined}
        aria-invalid={problem}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
          setProblem(false)
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // moving to the suggestion's Watch button keeps the suggestions open
          if (!event.currentTarget.form?.contains(event.relatedTarget)) setOpen(false)
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('tickerSearch.suggestions')}
        className="ticker-search__list"
        hidden={visible.length === 0}
      >
        {visible.map((suggestion, i) => (
          <li
            key={`${suggestion.market}:${suggestion.symbol}`}
            id={`${listId}-${String(i)}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(event) => {
              event.preventDefault() // keep focus, so the click lands before the list closes
              go(suggestion.href)
            }}
          >
            <span className="ticker-search__symbol">{suggestion.symbol}</span> {suggestion.companyName}
          </li>
        ))}
      </ul>
      {highlighted !== undefined && (
        // a pressed button keeps the focus where it was, so the list stays open under the click
        <div
          className="ticker-search__watch"
          onMouseDown={(event) => {
            event.preventDefault()
          }}
        >
          <WatchButton compact company={highlighted} />
        </div>
      )}
      {problem && (
        <p id={`${inputId}-problem`} role="alert" className="ticker-search__problem">
          {t('tickerSearch.problem')}
        </p>
      )}
    </form>
  )
}
