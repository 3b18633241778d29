import type { ItemBody } from '../recognition/types'

/**
 * Particles and words of address from the regions of Indonesia, each a filler where the rest of the question is a
 * complete screen: they say who is asked or how, never what. A word that is also a content word, or one edit from
 * one, is kept out or read only inside a phrase that places it as a particle:
 * - "kali" (Medan: "very") is also "times" ("3 kali") and stays unknown;
 * - "beta" (Ambon: "I") is the stock's beta, a metric;
 * - "teh" (Sundanese topic particle) is also tea ("perusahaan teh" must not become every company), so only "teh ada",
 *   "teh apa", "teh mana" and "teh naon" go;
 * - "mi" (Makassar) is also noodles ("produsen mi"), so only after a question word ("ada mi", "mana mi");
 * - address words one edit from a content word stay out, so a typo of that word is never swallowed: "amang",
 *   "inang", "akang" (utang, tambang), "bung" (bunga), "kaka" (kaki, kaya), "ito" (IPO), "lur" and "dulur" ("luar"
 *   in "di luar", "dulu"), "dab" (dan), "gua" (dua), "nuhun" (tahun, turun).
 * The regional spellings of "not" ("ora", "kagak", "indak", "nyanda", "ndak") are negations, in conversation.ts's
 * negated phrases and in negations.ts, so a question never loses its "not".
 */
export const REGIONAL_PARTICLES: readonly (readonly [phrases: string, meaning: ItemBody])[] = [
  [
    [
      // Batak and Medan: "lae" (brother-in-law, any man), "awak" (I), "horas" (greeting)
      'lae|awak|awak mau|awak mau cari|awak cari|horas|horas lae|bah lae',
      // Sundanese: "punten" (excuse me), "mah" (topic), "atuh", "euy", "teteh", "neng",
      // "sok" (go ahead), "naon" (what)
      'punten|mah|atuh|euy|teteh|neng|sok|naon|punten teh|aja teh|teh ada|teh apa|teh mana|teh naon',
      // Javanese: "cak" (brother), "ae" (just), "opo ae" (what all), "sing" (yang), "le", "arek arek"
      'cak|ae|opo ae|sing|le|arek|arek arek|arek arek nanya|mas bro|mbak bro',
      // Betawi: "gue" (I), "lu"/"lo"/"elu" (you), "aje" (aja), "ape" (apa), "nyak"
      'gue|gw|lu|lo|elu|aje|ape|ape aje|nyak',
      // Makassar and Bugis: "ji", "ki" (polite you), "daeng" (address); "mi" only after a question word
      'ji|ki|daeng|ada mi|mana mi|apa mi|iye|tabe',
      // Minang: "uda" (brother), "uni" (sister), "ambo" (I)
      'uda|uni|ambo|ambo nak|ambo nak cari',
      // Bali: "bli" (brother), "mbok" (sister); eastern Indonesia: "sa" (saya), "ko" (kamu), "su" (sudah)
      'bli|mbok|sa|sa mau|sa mau cari|ko|su',
      // Banjar (Kalimantan Selatan): "ulun" (I), "pian" (you), "handak" (mau), "kah" (question particle); its
      // "nang" is "yang" (tokenize.ts); "tahu" alone is also tofu, so it goes only inside a request ("handak tahu")
      'ulun|pian|handak|kah|ulun handak|handak tahu|handak tau|ulun handak tahu|ulun handak melihat|handak melihat',
      'pian tahu|pian tahu kah|pian tau kah|tahu kah|tau kah|bubuhan pian|ulun handak cari|handak cari',
      // chat words of the internet generation: "bestie", "spill" (tell), "gaskeun" (let's go), "fr" (for real);
      // "gas" alone stays out, it is oil and gas
      'bestie|bestiee|besti|spill|spill dong|spill dong bestie|gaskeun|gaskan|fr|fr fr|no cap|wkwk|wkwkwk',
    ].join('|'),
    { kind: 'filler' },
  ],
  // an English request verb with an Indonesian suffix, as chat writes it ("tolong list-kan", "listin dong"): the
  // request itself, like "tampilkan"; an ordering verb ("sort-in") keeps its own reading
  ['list kan|listkan|listin|list in|list kan dong|listin dong|share kan|sharekan|share in', { kind: 'filler' }],
]
