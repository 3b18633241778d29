import { useCallback } from 'react'
import { idxTaxonomy, type TaxonomyNode } from '../../shared/catalogue/idx-taxonomy'
import { sgxSubSectors } from '../../shared/catalogue/sgx-taxonomy'
import { slugify } from '../../shared/catalogue/slug'
import type messages from '../../shared/catalogue/messages/en.json'
import { useI18n } from './text'
import { useLateNamespace } from './use-late-namespace'

/** The levels of a classification, named as the screener's fields are (IDX-IC has four, SGX the first two). */
export type ClassificationLevel = 'sector' | 'sub_sector' | 'industry' | 'sub_industry'

/** Whether a field of the screener names a classification level (`sub_sector`), whose values have names shown. */
export const isClassificationLevel = (name: string): name is ClassificationLevel =>
  name === 'sector' || name === 'sub_sector' || name === 'industry' || name === 'sub_industry'

type ClassificationKey = keyof typeof messages & `${ClassificationLevel}.${string}`

/**
 * The namespace of a level's names: the classification names are loaded in two parts (lib/i18n/catalogues.ts), the
 * sectors and sub-sectors most pages name (`catalogue`) and the industries and sub-industries (`industries`).
 */
const INDUSTRIES = 'industries'
const NAMESPACE_OF: Readonly<Record<ClassificationLevel, string>> = {
  sector: 'catalogue',
  sub_sector: 'catalogue',
  industry: INDUSTRIES,
  sub_industry: INDUSTRIES,
}

/**
 * Whether the industries' names are there, loading them if not. A page that shows them on its first screen lists
 * them in the route table; any other loads them after hydration (the server and the hydrating browser draw no
 * industry there), for what opens later (the screener's value suggestions, a column chosen).
 */
const useIndustryNames = (): boolean => useLateNamespace(INDUSTRIES)

const NODES_BY_LEVEL: Readonly<Record<ClassificationLevel, readonly TaxonomyNode[]>> = {
  sector: [...idxTaxonomy.sectors, ...sgxSubSectors.map((node) => node.sector)],
  sub_sector: [...idxTaxonomy.subSectors, ...sgxSubSectors],
  industry: idxTaxonomy.industries,
  sub_industry: idxTaxonomy.subIndustries,
}

/**
 * Every classification the dashboard names, keyed as its catalogue (`sub_sector.banks`), found by slug or by
 * English name in any case: the service gives names ("Banks"), URLs give slugs ("banks"), and a few slugs are not
 * their name's (`diversified-forest`).
 */
const KEYS = new Map<string, ClassificationKey>(
  Object.entries(NODES_BY_LEVEL).flatMap(([level, nodes]) =>
    nodes.flatMap((node) => {
      const key = `${level}.${node.slug}` as ClassificationKey
      return [
        [`${level}.${node.slug}`, key],
        [`${level}.${node.name.toLowerCase()}`, key],
      ] as const
    }),
  ),
)

const keyOf = (level: ClassificationLevel, nameOrSlug: string): ClassificationKey | undefined => {
  const wanted = nameOrSlug.trim().toLowerCase()
  return KEYS.get(`${level}.${wanted}`) ?? KEYS.get(`${level}.${slugify(wanted)}`)
}

/**
 * A classification's name in the language shown: IDX-IC's own Indonesian names ("Bank", "Barang Konsumen
 * Primer"), from the `catalogue` namespace (src/shared/catalogue/messages). Takes the name the service gives or
 * the slug; a classification the taxonomy does not know (an upstream addition) keeps the name it was given.
 * ```ts
 * const classificationName = useClassificationName()
 * classificationName('sub_sector', 'banks') // "Banks" / "Bank"
 * ```
 */
export function useClassificationName(): (level: ClassificationLevel, nameOrSlug: string) => string {
  const { translate } = useI18n()
  const industries = useIndustryNames()
  return useCallback(
    (level, nameOrSlug) => {
      const key = keyOf(level, nameOrSlug)
      const namespace = NAMESPACE_OF[level]
      if (key === undefined || (namespace === INDUSTRIES && !industries)) return nameOrSlug
      return translate(`${namespace}.${key}`)
    },
    [translate, industries],
  )
}

/** The same name drawn inline: `<ClassificationName level="sector" of={overview.sector} />`. */
export function ClassificationName({ level, of }: { level: ClassificationLevel; of: string }) {
  return useClassificationName()(level, of)
}
