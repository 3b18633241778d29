import { useState, type ReactNode } from 'react'
import { useComponentsText } from './text'

interface NameFormProps {
  /** the name field's label, e.g. "New name for Banks" */
  label: ReactNode
  /** the draft the field opens with */
  initialName: string
  submitLabel: string
  /** the trimmed name, never blank */
  onSave: (name: string) => void
  /** the form is done: saved, cancelled, or (without `requireName`) submitted blank */
  onClose: () => void
  className?: string
  /** offer a Cancel button */
  cancellable?: boolean
  /** keep the form open and Save disabled while the name is blank, instead of closing on a blank submit */
  requireName?: boolean
  autoFocus?: boolean
}

/** A name typed for something kept in this browser (a watchlist, a saved screen): saving a new one or renaming. */
export function NameForm(props: NameFormProps) {
  const { label, initialName, submitLabel, onSave, onClose, className, cancellable, requireName, autoFocus } = props
  const [name, setName] = useState(initialName)
  const t = useComponentsText()
  const blank = name.trim() === ''
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        if (blank && requireName === true) return
        if (!blank) onSave(name.trim())
        onClose()
      }}
    >
      <label>
        {label}{' '}
        <input
          value={name}
          maxLength={200}
          autoFocus={autoFocus}
          onChange={(event) => {
            setName(event.target.value)
          }}
        />
      </label>{' '}
      <button type="submit" disabled={requireName === true && blank}>
        {submitLabel}
      </button>
      {cancellable === true && (
        <>
          {' '}
          <button type="button" onClick={onClose}>
            {t('cancel')}
          </button>
        </>
      )}
    </form>
  )
}
