import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../shared/locale'

/** Every catalogue as written (the app gets them compiled; here they are read as text). */
const FILES = import.meta.glob<Record<string, string>>('/src/**/messages/*.json', { eager: true, import: 'default' })

const byNamespace = new Map<string, Map<string, Record<string, string>>>()
for (const [file, messages] of Object.entries(FILES)) {
  const [, namespace = '', locale = ''] = /\/([^/]+)\/messages\/([^/]+)\.json$/.exec(file) ?? []
  const catalogues = byNamespace.get(namespace) ?? new Map<string, Record<string, string>>()
  catalogues.set(locale, messages)
  byNamespace.set(namespace, catalogues)
}
const namespaces = [...byNamespace.keys()].sort()

/**
 * The arguments and the numbered elements a message takes: a translation must take the same ones. A compiled
 * message is text, or a list of text and argument tokens (`[name]`, `[name, 'plural', { one: …, other: … }]`).
 */
function inputsOf(compiled: CompiledMessage): string[] {
  const found = new Set<string>()
  const walk = (part: unknown) => {
    if (typeof part === 'string') {
      for (const [, tag = ''] of part.matchAll(/<(\d+)\/?>/g)) found.add(`<${tag}>`)
    } else if (Array.isArray(part)) {
      for (const token of part as unknown[]) {
        if (!Array.isArray(token)) {
          walk(token)
          continue
        }
        const [name, , choices] = token as [unknown, unknown, unknown]
        found.add(String(name))
        // a plural's choices, beside its `offset`
        if (typeof choices === 'object' && choices !== null) for (const choice of Object.values(choices)) walk(choice)
      }
    }
  }
  walk(compiled)
  return [...found].sort()
}

describe('the message catalogues', () => {
  it('include the layout and the shared components', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['app', 'components']))
  })

  it.each(namespaces)('of %s exist in every language, with the same keys', (namespace) => {
    const catalogues = byNamespace.get(namespace)
    expect([...(catalogues?.keys() ?? [])].sort()).toEqual([...LOCALES].sort())
    const english = Object.keys(catalogues?.get('en') ?? {}).sort()
    for (const locale of LOCALES) expect(Object.keys(catalogues?.get(locale) ?? {}).sort()).toEqual(english)
  })

  it.each(namespaces)('of %s are valid ICU messages taking the same arguments in every language', (namespace) => {
    const catalogues = byNamespace.get(namespace)
    for (const [key, english] of Object.entries(catalogues?.get('en') ?? {})) {
      const expected = inputsOf(compileMessageOrThrow(english))
      for (const locale of LOCALES) {
        const message = catalogues?.get(locale)?.[key] ?? ''
        expect(message.trim(), `${namespace}.${key} (${locale})`).not.toBe('')
        expect(inputsOf(compileMessageOrThrow(message)), `${namespace}.${key} (${locale})`).toEqual(expected)
      }
    }
  })
})
