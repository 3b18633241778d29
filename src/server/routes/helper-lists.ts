import { Hono } from 'hono'
import { idxTaxonomy, sgxSubSectors } from '../../shared/catalogue'
import { NEWS_TAGS } from '../market/news-tags'

const byText =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b))

/** The slug lists the real API offers for building filters, in the same shapes, sorted by parent then child. */
export function helperListRoutes(): Hono {
  const app = new Hono({ strict: false })
  const subsectors = idxTaxonomy.subSectors
    .map((node) => ({ sector: node.sector.slug, subsector: node.slug }))
    .sort(byText((pair) => `${pair.sector}/${pair.subsector}`))
  const industries = idxTaxonomy.industries
    .map((node) => ({ subsector: node.subSector.slug, industry: node.slug }))
    .sort(byText((pair) => `${pair.subsector}/${pair.industry}`))
  const subindustries = idxTaxonomy.subIndustries
    .map((node) => ({ industry: node.industry.slug, sub_industry: node.slug }))
    .sort(byText((pair) => `${pair.industry}/${pair.sub_industry}`))
  const sgx = sgxSubSectors
    .map((node) => ({ sector: node.sector.slug, subsector: node.slug }))
    .sort(byText((pair) => `${pair.sector}/${pair.subsector}`))

  app.get('/v2/subsectors', (c) => c.json(subsectors))
  app.get('/v2/industries', (c) => c.json(industries))
  app.get('/v2/subindustries', (c) => c.json(subindustries))
  app.get('/v2/sgx/subsectors', (c) => c.json(sgx))
  const sgxSectors = [...new Set(sgxSubSectors.map((node) => node.sector.slug))].sort()
  app.get('/v2/sgx/sectors', (c) => c.json(sgxSectors))
  // the IDX list is a bare array, the SGX one an object: as the real service answers each
  app.get('/v2/tags', (c) => c.json([...NEWS_TAGS]))
  app.get('/v2/sgx/tags', (c) => c.json({ tags: [...NEWS_TAGS] }))
  return app
}
