/**
 * IDX index codes, as written in `indices in [...]` (upper case), with the other ways people write them. A code
 * glued to its number and the spaced form tokenise alike (`LQ45`, `lq 45`), so only real variants are listed.
 */
export const INDICES: readonly (readonly [code: string, variants: readonly string[]])[] = [
  ['LQ45', []],
  ['IDX30', []],
  ['KOMPAS100', []],
  ['JII70', []],
  ['IDXHIDIV20', ['idx hidiv20', 'hidiv20', 'high dividend 20']],
  ['IDXBUMN20', ['idx bumn20', 'bumn20']],
  ['SRIKEHATI', ['sri kehati']],
  ['IDXESGL', ['idx esgl', 'esg leaders', 'idx esg leaders']],
  ['IDXG30', ['idx g30']],
  ['IDXQ30', ['idx q30']],
  ['IDXV30', ['idx v30']],
  ['ECONOMIC30', []],
  ['SMINFRA18', ['sm infra18']],
  ['FTSE', ['ftse indonesia']],
  ['IDXVESTA28', ['idx vesta28']],
]
