import type { ReactNode, Ref } from 'react'

interface DisclosureButtonProps {
  /** whether the part it shows is open */
  open: boolean
  /** the id of the part it shows and hides */
  controls: string
  onToggle: (open: boolean) => void
  /** for a part that hands the focus back to its button when it closes */
  ref?: Ref<HTMLButtonElement>
  children: ReactNode
}

/** The button of a disclosure (a menu or panel shown below it): it says whether that part is open, and toggles it. */
export function DisclosureButton({ open, controls, onToggle, ref, children }: DisclosureButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => {
        onToggle(!open)
      }}
    >
      {children}
    </button>
  )
}
