/**
 * What a metric is: the names people use for it and the catalogue field each market answers it with.
 *
 * `current` is the latest snapshot (used when the question gives no year); `yearly` the field written with a fiscal
 * year (used when it does). A metric with only a yearly field defaults to the latest complete fiscal year; one
 * with only a current field ignores years, and the message says so. `null` for a market: refused there.
 */
export interface MetricFields {
  readonly current?: string
  readonly yearly?: string
}

export interface Metric {
  readonly id: string
  /** how a refusal names the metric: "ROE is not available for SGX-listed companies." */
  readonly name: string
  readonly phrases: readonly string[]
  readonly idx: MetricFields | null
  readonly sgx: MetricFields | null
}

export const current = (field: string): MetricFields => ({ current: field })
export const yearly = (field: string): MetricFields => ({ yearly: field })
export const both = (currentField: string, yearlyField: string): MetricFields => ({
  current: currentField,
  yearly: yearlyField,
})

export const metric = (
  id: string,
  name: string,
  phrases: string,
  idx: MetricFields | null,
  sgx: MetricFields | null,
): Metric => ({ id, name, phrases: phrases.split('|'), idx, sgx })
/** A metric both markets answer with the same fields, written once. */
export const metricOnBoth = (id: string, name: string, phrases: string, fields: MetricFields): Metric =>
  metric(id, name, phrases, fields, fields)
