import type { IdxSubIndustry } from '../../../shared/catalogue'
import {
  CLOSING_WORDS,
  FUSED_SUFFIXES,
  INDUSTRY_WORDS,
  LEADING_WORDS,
  REAL_NAME_PHRASES,
  STATE_CLOSING_WORDS,
} from './name-words'
import type { Rng } from '../core/random'
import { words } from '../core/text'

/** Well-known real IDX tickers the demo never hands out, so no demo row is mistaken for a real company. */
export const DENIED_IDX_SYMBOLS: ReadonlySet<string> = new Set(
  words(`
    BBCA, BBRI, BMRI, BBNI, TLKM, ASII, BREN, AADI, ADRO, UNVR, ICBP, INDF, GOTO, ANTM, PGAS, PTBA, ITMG, BYAN,
    AMMN, TPIA, BRPT, CPIN, KLBF, HMSP, GGRM, UNTR, INCO, MDKA, SMGR, INTP, EXCL, ISAT, TOWR, MTEL, ARTO, BRIS,
    BBTN, MEDC, AKRA, JSMR, WIKA, PTPP, ADHI, WSKT, SIDO, MYOR, ACES, MAPI, AMRT, EMTK, BUKA, SCMA, MNCN, CUAN,
    PANI, DSSA, DCII, FILM, MSIN, BUMI, INKP, TKIM, ESSA, HRUM, INDY, PGEO, BNGA, NISP, MEGA, PNBN, BDMN, SRTG,
    SMMA, LPKR, BSDE, PWON, CTRA, SMRA, JPFA, TINS, GIAA, ERAA, MIKA, HEAL, SILO, BJTM, BJBR, NCKL, MBMA, RAJA
  `),
)

/** Letters the random tickers draw from (as real IDX tickers, rarely Q, V, X or Z). */
const TICKER_LETTERS = 'ABCDEFGHIJKLMNOPRSTUWY'
/** Random draws with one leading letter before it counts as used up and the next fallback takes over. */
const LEAD_ATTEMPTS = 200
const ALL_TICKERS = 26 ** 4

/** The n-th four-letter ticker in alphabetical order (AAAA is 0). */
function tickerAt(n: number): string {
  let ticker = ''
  for (let rest = n, i = 0; i < 4; i++, rest = Math.floor(rest / 26)) {
    ticker = String.fromCharCode(65 + (rest % 26)) + ticker
  }
  return ticker
}

/** Words of a company name that carry no letters for its ticker. */
const LEGAL_WORDS = new Set(['PT', 'Tbk', '(Persero)'])

/** Hands out unique fictional company names and tickers within one market. */
export class IdxNameRegistry {
  private readonly names = new Set<string>()
  private readonly symbols = new Set<string>()
  /** Leading letters whose random draws found nothing free once: later companies skip straight past them. */
  private readonly exhaustedLeads = new Set<string>()

  /** A unique name such as "PT Sinar Batu Bara Abadi Tbk" or "PT Bank Nusa Sejahtera (Persero) Tbk". */
  companyName(rng: Rng, subIndustry: IdxSubIndustry, persero: boolean): string {
    const isBank = subIndustry.industry.subSector.slug === 'banks'
    for (let attempt = 0; ; attempt++) {
      let core = isBank ? bankName(rng, persero) : businessName(rng, industryWords(subIndustry), persero)
      // a crowded sub-sector (large scales) runs out of three-word names; a fourth word widens the space
      if (attempt > 60) core = `${core} ${rng.pick(CLOSING_WORDS)}`
      const name = `PT ${core}${persero ? ' (Persero)' : ''} Tbk`
      if (isAcceptable(core) && !this.names.has(name)) {
        this.names.add(name)
        return name
      }
    }
  }

  /** A unique four-letter ticker with the ".JK" suffix, taken from the name's letters where possible. */
  symbol(rng: Rng, name: string): string {
    for (const candidate of symbolCandidates(name)) {
      if (this.claim(candidate)) return `${candidate}.JK`
    }
    const letters = name.replace(/[^A-Za-z]/g, '').toUpperCase()
    const lead = letters.charAt(0)
    if (!this.exhaustedLeads.has(lead)) {
      for (let attempt = 0; attempt < LEAD_ATTEMPTS; attempt++) {
        const source = attempt < 40 ? letters : TICKER_LETTERS
        const candidate = lead + rng.char(source) + rng.char(source) + rng.char(source)
        if (this.claim(candidate)) return `${candidate}.JK`
      }
      this.exhaustedLeads.add(lead)
    }
    // Every name starts with "PT", so the draws above only reach P???; past about 17,000 companies (scale 20 and
    // up) they run out. Then the bare name's initial leads, then any letter, then a scan that cannot miss.
    const initial = bareName(name)
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .charAt(0)
    if (initial !== '' && !this.exhaustedLeads.has(initial)) {
      for (let attempt = 0; attempt < LEAD_ATTEMPTS; attempt++) {
        const candidate = initial + rng.char(TICKER_LETTERS) + rng.char(TICKER_LETTERS) + rng.char(TICKER_LETTERS)
        if (this.claim(candidate)) return `${candidate}.JK`
      }
      this.exhaustedLeads.add(initial)
    }
    for (let attempt = 0; attempt < LEAD_ATTEMPTS; attempt++) {
      const candidate = [0, 1, 2, 3].map(() => rng.char(TICKER_LETTERS)).join('')
      if (this.claim(candidate)) return `${candidate}.JK`
    }
    const start = rng.int(0, ALL_TICKERS - 1)
    for (let i = 0; i < ALL_TICKERS; i++) {
      const candidate = tickerAt((start + i) % ALL_TICKERS)
      if (this.claim(candidate)) return `${candidate}.JK`
    }
    throw new RangeError('every four-letter IDX ticker is taken')
  }

  private claim(candidate: string): boolean {
    if (!/^[A-Z]{4}$/.test(candidate) || this.symbols.has(candidate) || DENIED_IDX_SYMBOLS.has(candidate)) {
      return false
    }
    this.symbols.add(candidate)
    return true
  }
}

/** The name without "PT", "Tbk" and "(Persero)", as auction lists and e-mail domains write it. */
export function bareName(name: string): string {
  return name
    .split(' ')
    .filter((word) => !LEGAL_WORDS.has(word))
    .join(' ')
}

function industryWords(subIndustry: IdxSubIndustry): readonly string[] {
  const { industry } = subIndustry
  return (
    INDUSTRY_WORDS[subIndustry.slug] ??
    INDUSTRY_WORDS[industry.slug] ??
    INDUSTRY_WORDS[industry.subSector.slug] ?? ['Industri']
  )
}

function bankName(rng: Rng, persero: boolean): string {
  const lead = rng.pick(LEADING_WORDS)
  if (persero) return `Bank ${lead} ${rng.pick(STATE_CLOSING_WORDS)}`
  return rng.weighted([
    [`Bank ${lead} ${rng.pick(CLOSING_WORDS)}`, 70],
    [`Bank ${lead}${rng.pick(FUSED_SUFFIXES)}`, 15],
    [`Bank Syariah ${lead} ${rng.pick(CLOSING_WORDS)}`, 10],
    [`Bank Digital ${lead}`, 5],
  ])
}

function businessName(rng: Rng, industry: readonly string[], persero: boolean): string {
  const lead = rng.pick(LEADING_WORDS)
  const core = rng.pick(industry)
  if (persero) return `${lead} ${core} ${rng.pick(STATE_CLOSING_WORDS)}`
  const close = rng.pick(CLOSING_WORDS)
  return rng.weighted([
    [`${lead} ${core} ${close}`, 45],
    [`${lead} ${close} ${core}`, 25],
    [`${lead}${rng.pick(FUSED_SUFFIXES)} ${core}`, 20],
    [`${core} ${lead} ${close}`, 10],
  ])
}

/** No repeated word ("Nusantara Energi Nusantara"), no doubled stem ("Indoindo"), no real company's name. */
function isAcceptable(core: string): boolean {
  const parts = core.toLowerCase().split(' ')
  if (new Set(parts).size !== parts.length) return false
  if (parts.some((part) => /^(\w{3,})\1$/.test(part))) return false
  const lower = core.toLowerCase()
  return !REAL_NAME_PHRASES.some((phrase) => lower.includes(phrase))
}

/**
 * Tickers spelled from the name, best first: initials of four words, or the letters of fewer words spread
 * over four positions ("Sinar Kimia Abadi" → SKAB, SIKA, SKIA ...), as IDX tickers usually are.
 */
function symbolCandidates(name: string): string[] {
  const parts = bareName(name)
    .split(' ')
    .map((word) => word.replace(/[^A-Za-z]/g, '').toUpperCase())
    .filter((word) => word !== '')
  const spreads: Record<number, number[][]> = {
    1: [[4]],
    2: [
      [2, 2],
      [1, 3],
      [3, 1],
    ],
    3: [
      [1, 1, 2],
      [2, 1, 1],
      [1, 2, 1],
    ],
    4: [[1, 1, 1, 1]],
  }
  const candidates: string[] = []
  const take = (chosen: string[], spread: number[]) =>
    chosen.map((word, i) => word.slice(0, spread[i] ?? 1).padEnd(spread[i] ?? 1, word.slice(-1))).join('')
  const sets: string[][] = [parts.slice(0, 4)]
  if (parts.length > 4) sets.push([...parts.slice(0, 3), ...parts.slice(-1)])
  if (parts.length >= 3) sets.push([parts[0] ?? '', ...parts.slice(-2)], parts.slice(0, 2))
  for (const chosen of sets) {
    for (const spread of spreads[chosen.length] ?? []) candidates.push(take(chosen, spread))
  }
  // consonant skeletons keep the look of a ticker when the simple spreads are taken
  const consonants = parts.map((word) => word.charAt(0) + word.slice(1).replace(/[AEIOU]/g, '')).join('')
  for (let i = 1; i + 3 <= consonants.length; i++) candidates.push(consonants.charAt(0) + consonants.slice(i, i + 3))
  return candidates
}
