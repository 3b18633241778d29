const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 0 })
const SMALL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 })

/** A figure already in its stated scale ("IDR billions"): 71,203.3; a minus sign for negatives; null stays null. */
export function formatScaled(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || Number.isNaN(value)) return undefined
  const text = (Math.abs(value) < 10 ? SMALL : NUMBER).format(Math.abs(value))
  return value < 0 ? `−${text}` : text
}
