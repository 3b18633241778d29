/**
 * Stakes said as a sentence, rewritten into the words the grammar knows before the people rules read names:
 * "where the state owns more than half", "di mana negara memiliki lebih dari separuh saham", "dimiliki negara
 * lebih dari 50%" are the state-owned rule; "executives owning more than 0.1%", "direksi yang memiliki saham
 * lebih dari 1%" compare the executive stake. Only wordings whose meaning is exactly a rule are rewritten: "the
 * state owns at least half" (50% itself) or "more than 30%" are left, and refused as unknown words.
 */
const MORE = String.raw`(?:more than|over|above|lebih dari|di atas|diatas)`
const HALF = String.raw`(?:half|50\s*(?:%|percent|persen)|separuh|setengah)`
/** "owns a majority" is more than half, said in one word */
const MORE_THAN_HALF = String.raw`(?:${MORE}\s+${HALF}|(?:a|the)\s+majority(?:\s+stake)?|mayoritas)`
const STATE = String.raw`(?:the\s+)?(?:state|government|negara|pemerintah|pemerintah indonesia)`
const SHARES = String.raw`(?:\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?(?:shares|stock|equity|saham(?:nya)?|kepemilikan))?`

const STATE_OWNED: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:(?:where|in which|di mana|dimana)\s+)?${STATE}\s+(?:owns|holds|controls|has|memiliki|memegang|menguasai|punya)\s+${MORE_THAN_HALF}${SHARES}`,
    'giu',
  ),
  new RegExp(
    String.raw`\b(?:owned|held|controlled|dimiliki|dipegang|dikuasai)\s+(?:by\s+|oleh\s+)?${STATE}\s+${MORE}\s+${HALF}${SHARES}`,
    'giu',
  ),
  new RegExp(
    String.raw`\b${MORE}\s+${HALF}${SHARES}\s+(?:is\s+|are\s+)?(?:owned|held|controlled|dimiliki|dipegang|dikuasai)\s+(?:by\s+|oleh\s+)?${STATE}`,
    'giu',
  ),
  new RegExp(
    String.raw`\b(?:(?:sahamnya|saham)\s+)?mayoritas\s+(?:sahamnya\s+)?(?:dimiliki|dipegang|dikuasai)\s+(?:oleh\s+)?${STATE}`,
    'giu',
  ),
]

const COMPARE = String.raw`(more than|over|above|at least|less than|under|below|lebih dari|di atas|diatas|minimal|setidaknya|kurang dari|di bawah|dibawah)`
const EXECUTIVE_STAKE = new RegExp(
  String.raw`\b(?:(?:where|whose|with|yang|dengan|di mana|dimana)\s+)?(?:an?\s+|the\s+|any\s+|their\s+|its\s+)?` +
    String.raw`(?:executives?|directors?|insiders?|management|board members?|eksekutif|direksi|direktur|komisaris|manajemen|orang dalam)(?:nya)?\s+` +
    String.raw`(?:who\s+|yang\s+)?(?:own|owns|owning|hold|holds|holding|memiliki|memegang|pegang|megang|menguasai|punya)\s+` +
    String.raw`(?:(?:a\s+)?stakes?\s+(?:of\s+)?|saham(?:nya)?\s+)?${COMPARE}\s+(\d+(?:[.,]\d+)?)\s*(?:%|percent|persen)${SHARES}`,
  'giu',
)

/** The question with its stake sentences in the grammar's words; unchanged when it has none. */
export function readStakes(question: string): string {
  let text = question
  for (const pattern of STATE_OWNED) text = text.replace(pattern, ' state owned ')
  text = text.replace(
    EXECUTIVE_STAKE,
    (_whole, compare: string, amount: string) => ` executive stake ${compare} ${amount}% `,
  )
  return text === question ? question : text.replace(/\s+/gu, ' ').trim()
}
