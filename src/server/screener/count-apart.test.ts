import { describe, expect, it } from 'vitest'
import { createTestServer } from '../testing/harness'

const { market } = createTestServer()

/** A server of its own: each has its own statements, and so its own memory of what they matched. */
const freshServer = () => createTestServer({ market }).get

const screen = (where: string, offset: number, orderBy = '-market_cap') =>
  `/v2/companies/?where=${encodeURIComponent(where)}&order_by=${encodeURIComponent(orderBy)}&limit=50&offset=${String(offset)}&include_query_values=true`

// A condition on the snapshot, ordered by market cap: the page can be read in order off the market-cap index, and a
// generous threshold matches most of the market, so after one run its matches are counted apart from its page.
const BROAD = 'pe_ttm < 40'
const SAME_SHAPE = 'pe_ttm < 35'

describe('a filtered page counted apart from its matches', () => {
  it.each([0, 100, 1_000_000])('answers page offset %i exactly as a first-time query does', async (offset) => {
    const first = await freshServer()(screen(BROAD, offset))
    const taught = freshServer()
    await taught(screen(SAME_SHAPE, 0)) // the shape's first run: counted by a window count, its matches remembered
    const again = await taught(screen(BROAD, offset))
    expect(first.status).toBe(200)
    expect(again).toEqual(first)
  })

  it('counts correctly when a shape that matched most of the market matches nothing', async () => {
    const taught = freshServer()
    await taught(screen(BROAD, 0))
    const none = await taught(screen('pe_ttm < -1000000', 0))
    expect(none.body).toMatchObject({ results: [], pagination: { total_count: 0 } })
    const broadAgain = await taught(screen(BROAD, 50))
    expect(broadAgain).toEqual(await freshServer()(screen(BROAD, 50)))
  })

  // Ordered by a figure no index holds in order: the page is sorted, and once its shape matched a quarter of the
  // market or more, it is read with a top-k sort and counted apart. Ties in the figure are ordered by symbol.
  it.each([0, 100, 1_000_000])(
    'answers a sorted page, offset %i, exactly as a first-time query does',
    async (offset) => {
      const sorted = (where: string) => screen(where, offset, 'esg_score')
      const first = await freshServer()(sorted("listing_date > '1990-12-31' and esg_score > 0"))
      const taught = freshServer()
      await taught(screen("listing_date > '1980-12-31' and esg_score > -1", 0, 'esg_score'))
      const again = await taught(sorted("listing_date > '1990-12-31' and esg_score > 0"))
      expect(first.status).toBe(200)
      expect(again).toEqual(first)
    },
  )
})
