/** Latency figures of a sample, in milliseconds. */
export function summarise(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  return { n: sorted.length, median: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN }
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`

export function printRow(label: string, samples: readonly number[]) {
  const s = summarise(samples)
  console.log(
    `${label.padEnd(44)} n=${String(s.n).padStart(5)}  median ${ms(s.median).padStart(9)}  p90 ${ms(s.p90).padStart(9)}  p99 ${ms(s.p99).padStart(9)}  max ${ms(s.max).padStart(9)}`,
  )
}

/** `--name value` from the command line. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback
}
