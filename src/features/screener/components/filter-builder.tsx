import { useMemo } from 'react'
import type { Catalogue, FieldSpec } from '../../../shared/catalogue'
import { numberItems } from '../builder/model'
import type { BuilderDraft } from '../builder/model'
import { ConditionGroup } from './condition-group'
import { OrderByEditor } from './order-by-editor'

export interface FilterBuilderProps {
  catalogue: Catalogue<FieldSpec>
  draft: BuilderDraft
  onChange: (draft: BuilderDraft) => void
}

/** The visual filter: groups of conditions, then the sort keys. Controlled: the panel holds the draft. */
export function FilterBuilder({ catalogue, draft, onChange }: FilterBuilderProps) {
  const numbers = useMemo(() => numberItems(draft.where), [draft.where])
  return (
    <div className="filter-builder">
      <ConditionGroup
        catalogue={catalogue}
        group={draft.where}
        depth={0}
        numbers={numbers}
        onChange={(where) => {
          onChange({ ...draft, where })
        }}
      />
      <OrderByEditor
        catalogue={catalogue}
        keys={draft.orderBy}
        onChange={(orderBy) => {
          onChange({ ...draft, orderBy })
        }}
      />
    </div>
  )
}
