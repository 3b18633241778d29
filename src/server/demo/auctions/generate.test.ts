import { describe, expect, it } from 'vitest'
import { PHASES, PROVINCES } from './regions'
import { DEMO_AS_OF, generateDemoMarket } from '../index'
import { companySlug } from '../../../shared/catalogue/slug'

// auctions do not scale; a small market still holds the listed miners a few of them link to
const market = generateDemoMarket({ seed: 13, scale: 0.3 })
const { auctions } = market
const completed = auctions.filter((a) => a.auction_status === 'Lelang Selesai')
const unfinished = auctions.filter((a) => a.auction_status !== 'Lelang Selesai')
const COMMODITY_CODES = { Nickel: '212', Gold: '206', Copper: '207', Coal: '303' }

describe('mining licence auctions', () => {
  it('number about fifty over the eight real provinces, commodities and both area types', () => {
    expect(auctions).toHaveLength(50)
    const provinces = new Set(PROVINCES.map((p) => p.name))
    expect(new Set(auctions.map((a) => a.province))).toEqual(provinces)
    expect(new Set(auctions.map((a) => a.commodity_type))).toEqual(new Set(['Nickel', 'Coal', 'Gold', 'Copper']))
    const wiup = auctions.filter((a) => a.area_type === 'WIUP').length / auctions.length
    expect(wiup).toBeGreaterThan(0.65)
    expect(wiup).toBeLessThan(0.95)
    expect(unfinished.map((a) => a.auction_status)).toContain('Lelang Batal')
    expect(unfinished.map((a) => a.auction_status)).toContain('Lelang Gagal/Diulang')
  })

  it('write codes, decree numbers, KDI and areas in the real formats', () => {
    for (const a of auctions) {
      expect(a.wiup_code).toMatch(/^1[13467]\d{4}(212|206|207|303)20(2[3-6])\d{3}$/)
      expect(a.wiup_code.slice(6, 9)).toBe(COMMODITY_CODES[a.commodity_type])
      expect(a.license_number).toMatch(/^\d{1,3}\.K\/MB\.0[1-4]\/MEM(\.B)?\/20\d\d(-U2?)?$/)
      expect(a.kdi).toMatch(/^\d+$/)
      expect(Number(a.kdi)).toBeGreaterThanOrEqual(2.6e8)
      expect(Number(a.kdi)).toBeLessThanOrEqual(9.5e10)
      expect(a.licensed_area_ha).toBeGreaterThanOrEqual(162)
      expect(a.licensed_area_ha).toBeLessThanOrEqual(21050)
    }
    expect(new Set(auctions.map((a) => a.wiup_code)).size).toBe(auctions.length)
  })

  it('run the phases in order, with increasing start dates in 2023–2026', () => {
    for (const a of auctions) {
      a.phases.forEach((phase, i) => {
        expect(phase.order).toBe(i + 1)
        expect(phase.description).toBe(PHASES[i])
        expect(phase.end_date).toBeNull()
        if (i > 0) expect(phase.start_date > (a.phases[i - 1]?.start_date ?? '')).toBe(true)
        expect(phase.start_date >= '2023-01-01' && phase.start_date <= DEMO_AS_OF).toBe(true)
      })
    }
  })

  it('name a qualified winner on the start of "Penetapan Pemenang Lelang" for completed auctions only', () => {
    for (const a of completed) {
      expect(a.phases).toHaveLength(14)
      expect(a.winner).toBe(true)
      expect(a.winner_date).toBe(a.phases[12]?.start_date)
      const winner = a.participants.find((p) => p.company_name === a.company_name)
      expect(winner?.qualification_result).toBe('Lolos')
      expect(a.created_at > (a.winner_date ?? '')).toBe(true)
      expect(a.last_modified >= a.created_at && a.last_modified <= DEMO_AS_OF).toBe(true)
    }
    for (const a of unfinished) {
      expect(a.winner).toBe(false)
      expect([a.company_name, a.winner_date, a.company_slug]).toEqual([null, null, null])
      expect(a.phases.length).toBeLessThan(13)
    }
  })

  it('list 2–32 participants with 13-digit NIBs and reserved e-mail domains', () => {
    const nibs = auctions.flatMap((a) => a.participants.map((p) => p.NIB))
    expect(new Set(nibs).size).toBe(nibs.length)
    for (const a of auctions) {
      expect(a.participant_count).toBe(a.participants.length)
      expect(a.participants.length).toBeGreaterThanOrEqual(2)
      expect(a.participants.length).toBeLessThanOrEqual(32)
      for (const p of a.participants) {
        expect(p.NIB).toMatch(/^\d{13}$/)
        expect(p.email).toMatch(/^[a-z]+@[a-z0-9]+\.example$/)
        expect(p.company_name).not.toMatch(/\b(PT|Tbk|CV)\b/)
        expect(['Lolos', 'Tidak Lolos']).toContain(p.qualification_result)
      }
    }
  })

  it('link a few winners to the listed demo miners by slug', () => {
    const slugs = new Map(market.idx.companies.map((c) => [companySlug(c.snapshot.company_name ?? ''), c]))
    const linked = completed.filter((a) => a.company_slug !== null)
    expect(linked.length).toBeGreaterThan(0)
    expect(linked.length).toBeLessThan(completed.length / 2)
    for (const a of linked) {
      const company = slugs.get(a.company_slug ?? '')
      expect(company?.slugs.sector).toMatch(/^(energy|basic-materials)$/)
      expect(company?.snapshot.company_name).toContain(a.company_name)
    }
  })
})
