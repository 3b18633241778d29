import { useRef } from 'react'
import type { Catalogue, FieldSpec } from '../../../shared/catalogue'
import { emptyCondition, emptyGroup, MAX_GROUP_DEPTH } from '../builder/model'
import type { GroupDraft, ItemDraft, Junction } from '../builder/model'
import { ScreenerText, useScreenerText } from '../text'
import { ConditionRow } from './condition-row'

export interface ConditionGroupProps {
  catalogue: Catalogue<FieldSpec>
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
  const t = useScreenerText()
  const number = numbers.get(group.id) ?? 0
  const root = depth === 0
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
      aria-label={root ? t('group.conditions') : t('group.name', { number })}
    >
      <div className="condition-group__head">
        <span>
          <ScreenerText
            id="group.match"
            components={{
              0: (
                <select
                  aria-label={root ? t('group.combineFilter') : t('group.combineGroup', { number })}
                  value={group.op}
                  onChange={(event) => {
                    onChange({ ...group, op: event.target.value === 'or' ? 'or' : 'and' })
                  }}
                >
                  <option value="and">{t('group.allOf')}</option>
                  <option value="or">{t('group.anyOf')}</option>
                </select>
              ),
            }}
          />
        </span>
        {onRemove !== undefined && (
          <button type="button" aria-label={t('group.removeGroup', { number })} onClick={onRemove}>
            {t('group.remove')}
          </button>
        )}
      </div>
      {group.items.length === 0 && root && <p className="muted">{t('group.empty')}</p>}
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
          aria-label={root ? t('group.addCondition') : t('group.addConditionTo', { number })}
          onClick={() => {
            setItems([...group.items, emptyCondition()])
          }}
        >
          {t('group.addCondition')}
        </button>
        {depth < MAX_GROUP_DEPTH && (
          <button
            type="button"
            aria-label={root ? t('group.addGroup') : t('group.addGroupTo', { number })}
            onClick={() => {
              // a new group joins its conditions the other way, or it would add nothing its parent cannot say
              setItems([...group.items, emptyGroup(other, [emptyCondition()])])
            }}
          >
            {t('group.addGroup')}
          </button>
        )}
      </div>
    </div>
  )
}
