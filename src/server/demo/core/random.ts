/**
 * Seeded randomness for the demo market. Nothing here reads the clock or Math.random: every value comes from a
 * stream named by (seed, purpose, keys), so one company's draws never shift when another part of the generator
 * changes or draws more numbers.
 */

type HashState = [number, number, number, number]

/** cyrb128, a fast, well-mixed 128-bit string hash (seeds sfc32): first the streaming part over `text`... */
function absorb(state: Readonly<HashState>, text: string): HashState {
  let [h1, h2, h3, h4] = state
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  return [h1, h2, h3, h4]
}

/** ...then the final avalanche into four 32-bit words. */
function finish([a, b, c, d]: Readonly<HashState>): HashState {
  let h1 = Math.imul(c ^ (a >>> 18), 597399067)
  let h2 = Math.imul(d ^ (b >>> 22), 2869860233)
  const h3 = Math.imul(h1 ^ (c >>> 17), 951274213)
  const h4 = Math.imul(h2 ^ (d >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  return [h1 >>> 0, h2 >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0]
}

const CYRB128_START: HashState = [1779033703, 3144134277, 1013904242, 2773480762]

/** A small seeded generator (sfc32) with the draws the demo needs. */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number
  /**
   * Box–Muller makes two independent normals; the second waits here for the next call. NaN when none waits (Box–Muller
   * never makes one): a field that only ever holds numbers is stored in place, where one that also holds null would
   * allocate a new number at every store, millions of times at start-up.
   */
  private spare = Number.NaN

  constructor(words: readonly [number, number, number, number]) {
    ;[this.a, this.b, this.c, this.d] = words
    // sfc32 needs a few rounds before nearby seeds decorrelate
    for (let i = 0; i < 12; i++) this.next()
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t0 = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t0) | 0
    return (t0 >>> 0) / 4294967296
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  /** Normal by Box–Muller. */
  normal(mean = 0, sd = 1): number {
    if (!Number.isNaN(this.spare)) {
      const z = this.spare
      this.spare = Number.NaN
      return mean + sd * z
    }
    const radius = Math.sqrt(-2 * Math.log(1 - this.next()))
    const angle = 2 * Math.PI * this.next()
    this.spare = radius * Math.sin(angle)
    return mean + sd * radius * Math.cos(angle)
  }

  /** Log-normal with the given median and log-space standard deviation. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma))
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length))
  }

  /** One character of `text` (ASCII alphabets only). */
  char(text: string): string {
    return text.charAt(Math.floor(this.next() * text.length))
  }

  /** Picks by relative weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0)
    let r = this.next() * total
    for (const [item, weight] of items) {
      r -= weight
      if (r < 0) return item
    }
    return at(items, items.length - 1)[0]
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = at(copy, i)
      copy[i] = at(copy, j)
      copy[j] = tmp
    }
    return copy
  }
}

/**
 * Hash states after "seed, purpose", by purpose, for the latest seed: thousands of streams share a few dozen
 * prefixes. Looked up by the purpose itself, a literal whose hash V8 keeps, not by a "seed, purpose" string built
 * and hashed again on every call (millions of calls at start-up).
 */
let prefixSeed = Number.NaN
let prefixes = new Map<string, HashState>()

/** The stream for one purpose (and optional keys such as a company's identity) under a seed. */
export function rngFor(seed: number, purpose: string, ...keys: readonly (string | number)[]): Rng {
  if (seed !== prefixSeed) {
    prefixSeed = seed
    prefixes = new Map()
  }
  let state = prefixes.get(purpose)
  if (!state) {
    state = absorb(CYRB128_START, `${seed}\u0000${purpose}\u0000`)
    prefixes.set(purpose, state)
  }
  return new Rng(finish(absorb(state, keys.length === 1 ? String(keys[0]) : keys.join('\u0000'))))
}

/** Element `index` of `items`; throws instead of returning undefined, which would be a generator bug. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new RangeError(`index ${index} outside 0..${items.length - 1}`)
  return item
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error below 1.5e-7): turns a normal draw into a uniform one. */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-x * x)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/** Points (u, value) of a distribution's quantile function, u ascending from 0 to 1. */
export type Quantiles = readonly (readonly [number, number])[]

/**
 * Reads a quantile function at `u` by piecewise-linear interpolation between the calibration points
 * (in log space when `log`, so heavy-tailed money amounts stay log-normal-ish between the points).
 */
export function quantileAt(points: Quantiles, u: number, log = false): number {
  const clamped = Math.min(1, Math.max(0, u))
  let i = 1
  while (i < points.length - 1 && clamped > (points[i]?.[0] ?? 1)) i++
  const [u0, v0] = points[i - 1] ?? [0, 0]
  const [u1, v1] = points[i] ?? [1, 0]
  const f = u1 === u0 ? 0 : (clamped - u0) / (u1 - u0)
  return log ? v0 * (v1 / v0) ** f : v0 + f * (v1 - v0)
}

/**
 * `n` values whose empirical quantiles match `points` closely (one draw per equal-probability stratum),
 * largest first. Assigning them by rank keeps the market-wide distribution on calibration whatever the tilts.
 */
export function stratifiedDescending(n: number, points: Quantiles, rng: Rng, log = false): number[] {
  const values: number[] = []
  for (let k = 0; k < n; k++) values.push(quantileAt(points, (k + rng.range(0.25, 0.75)) / n, log))
  return values.sort((x, y) => y - x)
}

/**
 * Each score's rank in ascending order (0 for the lowest; no score may be NaN), equal scores ordered by `tieBreak`
 * on their positions. Scores sort as plain numbers and each finds its rank by binary search, much faster than a
 * comparison sort over a hundred thousand items; only when two scores are equal does the comparison sort run, to
 * apply the tie-break.
 */
export function ascendingRanks(scores: Float64Array, tieBreak: (a: number, b: number) => number): Uint32Array {
  const sorted = scores.slice().sort()
  const ranks = new Uint32Array(scores.length)
  const tied = sorted.some((score, k) => k > 0 && score === sorted[k - 1])
  if (tied) {
    const order = Array.from(scores.keys()).sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0) || tieBreak(a, b))
    order.forEach((i, rank) => (ranks[i] = rank))
    return ranks
  }
  scores.forEach((score, i) => {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((sorted[middle] ?? 0) < score) low = middle + 1
      else high = middle
    }
    ranks[i] = low
  })
  return ranks
}

/** Splits `total` into integer parts proportional to `weights` (largest remainder; ties go to the earlier). */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0)
  const exact = weights.map((w) => (sum === 0 ? 0 : (total * w) / sum))
  const parts = exact.map(Math.floor)
  let left = total - parts.reduce((s, p) => s + p, 0)
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1])
  for (const [, i] of order) {
    if (left <= 0) break
    parts[i] = at(parts, i) + 1
    left--
  }
  return parts
}

/** 2^52: from here on every double is a whole number, and adding a half could round to the even neighbour. */
const WHOLE_FROM = 2 ** 52

/**
 * Math.round, halves up, for the generator's loops: V8's Math.round cost 11 ns a call here against 1.4 ns for this
 * (measured on 10 M prices), and a 100× market rounds hundreds of millions of closes, caps and volumes at start-up.
 * The same answer for every value, except that a value just under ½ (0.49999999999999994, where adding ½ rounds up)
 * gives 1 and one between −½ and 0 gives 0, not −0.
 */
export function roundHalfUp(value: number): number {
  return Math.abs(value) < WHOLE_FROM ? Math.floor(value + 0.5) : value
}

/** Rounds to `digits` decimals. */
export function round(value: number, digits = 0): number {
  const f = 10 ** digits
  return roundHalfUp(value * f) / f
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
