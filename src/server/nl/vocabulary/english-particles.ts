import type { ItemBody } from '../recognition/types'

/**
 * The particles, address words and requests of the Englishes investors here write, around a complete screen:
 * Indian ("kindly", "please do the needful", "sir", "please revert", "list out", "what all", a closing "itself"),
 * Filipino ("po", "naman", "salamat po", "kuya"), Singaporean and Malaysian ("can or not", "meh", "uncle here"),
 * Australian ("arvo", "worth a look") and American ("just checking", "real quick", "I am wanting to see"). Every
 * entry is a whole word or phrase that names no class, metric, number, condition or negation: "ate" alone (a verb)
 * and "only" (a restriction) are not here. "got" is a learner's "have" ("which REITs got yield above 6%"), as
 * "have" is a filler of the words table.
 */
export const ENGLISH_PARTICLES: readonly (readonly [phrases: string, meaning: ItemBody])[] = [
  [
    [
      // Indian English
      'please do the needful|kindly do the needful|do the needful|the needful|needful',
      'sir|madam|maam|sirji|sir ji|dear sir|dear madam|respected sir|respected madam|hello sir|hi sir|good day sir',
      'please revert|kindly revert|revert back|please revert back|kindly revert back|revert asap',
      'list out|kindly list out|please list out|tell|please tell|kindly tell|tell us|what all|which all|itself',
      'kindly share|please share|kindly help|please help|kindly suggest|please suggest|suggest me',
      // Filipino English
      'po|naman|salamat|salamat po|maraming salamat|maraming salamat po|kuya|ate po|hi po|hello po|pls po|thanks po',
      'thank you po|ty po|opo|sige po',
      // Singaporean and Malaysian English, and how Surabaya addresses a man ("cak")
      'can or not|can anot|can or cannot|meh|hor|sia|auntie|aunty|uncle|boss|bro here|uncle here|auntie here',
      'boss here|can help|can help me|help me|got|cak',
      // their exclamations, said first or last: "aiyo, which …", "walao, show me …"; never "walau" alone, which is
      // Indonesian "although", nor "wah", one letter from "was" and "way"
      'aiyo|aiyoh|aiyoyo|aiyah|aiya|haiya|haiyah|haiyoh|alamak|walao|walao eh|walaowei|walao wei|wah lau|wah lau eh',
      // Australian, British and American
      'arvo|this arvo|worth a look|are worth a look|is worth a look|worth a look at|might be worth a look',
      'just checking|checking|quick check|real quick|really quick|super quick|asap|kindly note',
      'i am wanting to see|im wanting to see|am wanting to see|wanting to see|i am wanting|im wanting',
      'i was wanting to see|was wanting to see|i am needing|im needing',
      // a screener's verb as the request: "filter for …", "filter banks with …"; never "filter out", which excludes
      'filter for|filter|please filter|filter for me|filter me|screen for me|screen me',
    ].join('|'),
    { kind: 'filler' },
  ],
]
