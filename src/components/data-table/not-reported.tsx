/** A value the source did not report: a dash that says so, never a zero. */
export function NotReported() {
  return (
    <span title="not reported" className="not-reported">
      —
    </span>
  )
}
