import { describe, expect, it } from 'vitest'
import { createI18n, loadNamespaces, switchLanguage } from './catalogues'

describe('switching language', () => {
  it('loads every namespace open so far in the new language, then shows it', async () => {
    const i18n = createI18n('en')
    await loadNamespaces(i18n, ['app', 'components'])
    expect(i18n._('app.nav.market')).toBe('Market')
    await switchLanguage(i18n, 'id')
    expect(i18n.locale).toBe('id')
    expect(i18n._('app.nav.market')).toBe('Pasar')
    expect(i18n._('components.chart.showAsTable')).toBe('Tampilkan sebagai tabel')
    // a component gets the instance from Lingui's context as a proxy, another object: it switches all the same
    await switchLanguage(new Proxy(i18n, {}), 'en')
    expect(i18n._('components.chart.showAsTable')).toBe('Show as table')
  })
})
