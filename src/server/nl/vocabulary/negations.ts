/**
 * Words that turn a phrase round ("never", "no longer", "belum pernah") or hedge it ("almost", "hampir"). Such a
 * word is never corrected into a known one ("never" is one letter from the filler "ever") and never left out of a
 * rewrite: either would offer the opposite of the question.
 */
export const NEGATIONS: ReadonlySet<string> = new Set(
  (
    'never nor neither none nothing nobody no not without lacking lacks hardly barely scarcely almost nearly ' +
    'stopped stop stops ceased longer unless except dont doesnt didnt isnt arent wasnt werent havent hasnt ' +
    'tidak tak nggak ngga gak ga enggak belum bukan tanpa pernah ora kagak indak nyanda ndak jarang hampir berhenti kecuali'
  ).split(' '),
)
