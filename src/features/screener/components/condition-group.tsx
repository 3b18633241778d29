import { useRef } from 'react'
import type { Catalogue } from '../../../shared/catalogue'
import { emptyCondition, emptyGroup, MAX_GROUP_DEPTH } from '../builder/model'
import type { GroupDraft, ItemDraft, Junction } from '../builder/model'
import { ConditionRow } from './condition-row'

export interface ConditionGroupProps {
  catalogue: Catalogue
  group: GroupDraft
  /** 0 for the builder's root, 1 for a group in it, ... */
  depth: number
  /** condition and group numbers in reading order (see numberItems) */
  numbers: ReadonlyMap<string, number>
  onChange: (group: GroupDraft) => void
  /** absent for the root, which cannot be removed */
  onRemove?: () => void
}

/**
 * A group of conditions joined by "all of" (and) or "any of" (or), holding conditions and, down to
 * MAX_GROUP_DEPTH, groups of its own.
 */
export function ConditionGroup({ catalogue, group, depth, numbers, onChange, onRemove }: ConditionGroupProps) {
  const name = depth === 0 ? 'the filter' : `group ${String(numbers.get(group.id))}`
  const suffix = depth === 0 ? '' : ` to ${name}`
  const setItems = (items: readonly ItemDraft[]) => {
    onChange({ ...group, items })
  }
  const replace = (item: ItemDraft) => {
    setItems(group.items.map((other) => (other.id === item.id ? item : other)))
  }
  const addButton = useRef<HTMLButtonElement>(null)
  const remove = (id: string) => () => {
    setItems(group.items.filter((other) => other.id !== id))
    // the removed row took the focus with it: keep it in the group
    addButton.current?.focus()
  }
  const other: Junction = group.op === 'and' ? 'or' : 'and'
  return (
    <div
      className={depth === 0 ? 'condition-group' : 'condition-group condition-group--nested'}
      role="group"
      aria-label={depth === 0 ? 'Conditions' : `Group ${String(numbers.get(group.id))}`}
    >
      <div className="condition-group__head">
        <span>
          Match{' '}
          <select
            aria-label={`Combine the conditions of ${name}`}
            value={group.op}
            onChange={(event) => {
              onChange({ ...group, op: event.target.value === 'or' ? 'or' : 'and' })
            }}
          >
            <option value="and">All of</option>
            <option value="or">Any of</option>
          </select>{' '}
          these conditions
        </span>
        {onRemove !== undefined && (
          <button type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove group
          </button>
        )}
      </div>
      {group.items.length === 0 && depth === 0 && <p className="muted">No conditions: every company is listed.</p>}
      <ol className="condition-group__items" data-junction={group.op}>
        {group.items.map((item) =>
          item.type === 'condition' ? (
            <ConditionRow
              key={item.id}
              catalogue={catalogue}
              draft={item}
              number={numbers.get(item.id) ?? 0}
              onChange={replace}
              onRemove={remove(item.id)}
            />
          ) : (
            <li key={item.id}>
              <ConditionGroup
                catalogue={catalogue}
                group={item}
                depth={depth + 1}
                numbers={numbers}
                onChange={replace}
                onRemove={remove(item.id)}
              />
            </li>
          ),
        )}
      </ol>
      <div className="condition-group__actions">
        <button
          ref={addButton}
          type="button"
          aria-label={`Add condition${suffix}`}
          onClick={() => {
            setItems([...group.items, emptyCondition()])
          }}
        >
          Add condition
        </button>
        {depth < MAX_GROUP_DEPTH && (
          <button
            type="button"
            aria-label={`Add group${suffix}`}
            onClick={() => {
              // a new group joins its conditions the other way, or it would add nothing its parent cannot say
              setItems([...group.items, emptyGroup(other, [emptyCondition()])])
            }}
          >
            Add group
          </button>
        )}
      </div>
    </div>
  )
}
