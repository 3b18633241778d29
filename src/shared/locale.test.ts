import { describe, expect, it } from 'vitest'
import { acceptLanguageTags, chooseLocale, cookieLocale, localeCookie, preferredLocale } from './locale'

describe('choosing the language', () => {
  it.each([
    ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'id'],
    ['en-GB,en;q=0.9,id;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,id;q=0.5', 'id'],
    ['en;q=0.3,id;q=0.8', 'id'],
    ['in', 'id'],
    ['id;q=0,en;q=0.1', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['de-DE', 'en'],
  ])('follows Accept-Language "%s" → %s', (header, locale) => {
    expect(preferredLocale(acceptLanguageTags(header))).toBe(locale)
  })

  it("follows the browser's languages in order", () => {
    expect(preferredLocale(['id-ID', 'en-US'])).toBe('id')
    expect(preferredLocale(['nl', 'en-GB', 'id'])).toBe('en')
    expect(preferredLocale([])).toBe('en')
  })

  it('prefers a remembered choice to the browser', () => {
    expect(chooseLocale('theme=dark; lang=en', ['id-ID'])).toBe('en')
    expect(chooseLocale('lang=id', ['en-US'])).toBe('id')
    expect(chooseLocale('lang=fr', ['id-ID'])).toBe('id')
    expect(chooseLocale(undefined, ['id-ID'])).toBe('id')
    expect(cookieLocale('xlang=id')).toBeUndefined()
  })

  it('remembers a choice for a year, for the whole dashboard', () => {
    expect(localeCookie('id')).toBe('lang=id; Path=/; Max-Age=31536000; SameSite=Lax')
  })
})
