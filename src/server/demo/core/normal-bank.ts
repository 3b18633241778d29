import { rngFor, type Rng } from './random'

/**
 * Banks of random numbers that prices and volumes read instead of drawing their own. Every company's ten years of
 * closes and 52 weeks of volumes are drawn at start-up (for the all-time extremes, the market's daily capitalisation
 * and each day's most traded): a 100× market reads about 260 million of these, and Box–Muller cost 35 ns a normal
 * here (a logarithm, a root, a sine and a cosine for two) against about one for a read. Each company reads its own
 * way through a bank (BankDraws), so the walks of two companies are no more alike than two draws.
 */

/** 2^16 numbers, so that any odd stride visits every one before repeating. */
const BANK_SIZE = 1 << 16
const BANK_MASK = BANK_SIZE - 1
const NORMALS = new Map<number, Float64Array>()
const VOLUME_NOISE = new Map<number, Float64Array>()

/** The seed's bank of standard normal numbers, drawn once per process. */
export function normalBank(seed: number): Float64Array {
  let bank = NORMALS.get(seed)
  if (bank === undefined) {
    const rng = rngFor(seed, 'price-history-bank')
    bank = Float64Array.from({ length: BANK_SIZE }, () => rng.normal())
    NORMALS.set(seed, bank)
  }
  return bank
}

/** A day's volume noise, e^(z/2) for each of the seed's normals: log-normal, half a log unit wide. */
export function volumeNoiseBank(seed: number): Float64Array {
  let bank = VOLUME_NOISE.get(seed)
  if (bank === undefined) {
    bank = normalBank(seed).map((z) => Math.exp(0.5 * z))
    VOLUME_NOISE.set(seed, bank)
  }
  return bank
}

/** A company's way through a bank: a start and an odd stride, both drawn from the company's own stream. */
export class BankDraws {
  private cursor: number
  private readonly stride: number

  constructor(rng: Rng) {
    this.cursor = rng.int(0, BANK_MASK)
    this.stride = 2 * rng.int(0, BANK_MASK >> 1) + 1
  }

  /** The next number of `bank` on this way. */
  next(bank: Float64Array): number {
    const value = bank[this.cursor] ?? 0
    this.cursor = (this.cursor + this.stride) & BANK_MASK
    return value
  }
}
