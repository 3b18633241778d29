import { openDemoMarket } from './src/server/db/open'
const t = performance.now()
const m = openDemoMarket({ seed: 1, scale: 1 })
console.log('built', (performance.now() - t).toFixed(0), 'ms')
const db = m.db
for (const t of ['idx_trading', 'idx_most_traded', 'idx_subsector_daily']) console.log(t, db.prepare(`SELECT count(*) FROM ${t}`).pluck().get())
console.log(db.prepare(`SELECT * FROM idx_trading ORDER BY chg_1d DESC LIMIT 3`).all())
console.log(db.prepare(`SELECT * FROM idx_most_traded WHERE grp='' AND adjusted=0 ORDER BY date DESC, rank LIMIT 3`).all())
console.log(db.prepare(`SELECT * FROM idx_subsector_daily WHERE sub_sector_slug='banks' ORDER BY date DESC LIMIT 2`).all())
console.log(db.prepare(`SELECT sum(market_cap) FROM idx_companies WHERE sub_sector_slug='banks'`).pluck().get())
