import type { ItemBody } from '../recognition/types'
import { preset, rank } from './words'

/**
 * How people talk to a screener rather than what they ask it, in English and Bahasa Indonesia: greetings,
 * politeness, "I'm looking for", "ada nggak", thanks, and everyday wordings of a concept ("most valuable", "don't
 * have any debt", "low P/B"). Negations are whole phrases here: "nggak" or "don't" alone stays unknown, so "bank
 * yang nggak bagi dividen" can never lose its "not" and turn into its opposite.
 */

/** "nggak", "gak", "tidak": every informal spelling of "not", for the negated phrases below. */
const NOT_ID = [
  'tidak',
  'nggak',
  'ngga',
  'gak',
  'ga',
  'enggak',
  'tak',
  'belum',
  'ora',
  'kagak',
  'indak',
  'nyanda',
  'ndak',
]

const negated = (phrases: readonly string[]): string =>
  NOT_ID.flatMap((not) => phrases.map((phrase) => `${not} ${phrase}`)).join('|')

export const CONVERSATION_WORDS: readonly (readonly [phrases: string, meaning: ItemBody])[] = [
  [
    [
      'hi|hey|hello|hiya|yo|ok|okay|pls|plz|please|thanks|thank you|thx|ty|cheers|many thanks|kindly',
      'thanks a lot|thanks so much|thank you very much|thank you so much|terima kasih banyak|makasih banyak',
      'im looking for|i am looking for|looking for|im after|i am after|im searching for|searching for',
      'im interested in|i am interested in|interested in|help me find|tell me|could you|can you|would you',
      'i need|i would like|id like|show us|let me see|lemme see|do you have|are there|is there|what are',
      'id love to see|i would love to see|id love to know|i would love to know|love to see|keen to see',
      'halo|hai|permisi|gan|agan|bro|sis|kak|bang|om|mas|mbak|makasih|terima kasih|trims|thanks ya|tq',
      'ada nggak|ada gak|ada ga|ada ngga|ada enggak|ada tidak|adakah|kasih lihat|kasih liat|kasih tau|kasih tahu',
      'lihatin|liat|tunjukin|cariin|nyari|lagi cari|lagi nyari|pengen|pengin|pingin|pengen lihat|mohon|bantu',
      'bantu cari|coba|sih|nih|tuh|banget|dong ya|yuk|boleh|gimana|bagaimana|so|well|um|uh|hmm|alright',
      'im curious|i am curious|im wondering|im hunting for|i am hunting for|hunting for|on the hunt for',
      'any ideas|any suggestions|any thoughts|good morning|good afternoon|good evening|morning|afternoon',
      'just curious|curious|out of curiosity|just wondering|wondering|i wonder|i was wondering|quick question',
      'penasaran|cuma penasaran|mau tahu|mau tau|ingin tahu|pengen tahu|pengen tau|numpang tanya|mau tanya|mau nanya',
      'nanya|nanya dong|kasih list|kasih daftar|kasihin|kasih dong|sekarang|kalau sekarang|terus|lalu',
      // who is asking and what they heard, not what they ask: "I'm new to investing", "saya pemula", "I heard"
      'im new to investing|i am new to investing|new to investing|im new here|im a beginner|i am a beginner',
      'saya pemula|aku pemula|masih pemula|pemula|i heard|ive heard|i have heard|id like to know|i would like to know',
      // what the asker is doing, before the class they name: "I'm researching toll road companies"
      'im researching|i am researching|im looking into|i am looking into|im studying|i am studying',
      'lagi riset|sedang riset|buat riset|untuk riset|lagi research|btw|by the way|fyi',
      'wants to know|wanted to know|want to know|needs to know|need to know|asked me|asks me',
      'i like to know|i want to know|actually|really|mana aja|apa aja|aja|kira kira|kasih|kasi|kasih aku|kasih saya',
      // "min" is a minimum before a number; after a greeting it is the admin being addressed
      // how Indonesians address whoever answers: "pak", "bu", "nak", "bro"; and "cek" (have a look at)
      'pak|bu|bapak|ibu|bpk|nak|anak anak|bos|kakak|adik|cek|cekin|tolong cek|coba cek|check|check out|dear|dear team|hi team',
      'thanks in advance|thank you in advance|sorry to bother you|sorry to bother|sorry|apologies|maaf',
      'maaf mengganggu|makasih sebelumnya|terima kasih sebelumnya|makasih ya|thanks so much in advance',
      'halo min|hai min|hi min|permisi min|pagi min|siang min|sore min|malam min|makasih min|thanks min|tq min',
      // a request before the screen: "could you send over …", "please pull up …", "we'd like to see …"
      'pull|pull up|pull out|send|send over|send me|send us|send through|share|bring up|dig up|run|run me',
      'we|we d|wed|we would|we would like|we d like|we d like to see|we would like to see|we need|we want',
      'would you be so kind as to|be so kind as to|would you kindly|be kind enough to|kind enough to',
      'may i see|may we see|may i have|may we have|may i get|may i ask for|may i please see|may i please have',
      'quick one|quick q|quick ask|one quick question|a quick one|good day|hiya all|hello all|hi all',
      // Indonesian chat particles and the ones addressed: "gaes", "cuy", "wkwk", "dong", "deh", "kok"
      'gaes|gais|guys|cuy|coy|dong|deh|kok|lho|loh|wkwk|wkwkwk|wkwkwkwk|haha|hahaha|hehe|sis|ya|yah',
      // North Sulawesi (Manado) Indonesian: "ngana" (you), the particles "kang", "dang", "jo", "tau" (do you know),
      // "kase tunjuk" (show), "so lama cari" (have long been looking for); "kita" is "saya" there, a framing word too
      'ngana|kang|dang|jo|tau|ngana tau|kase tunjuk|kasih tunjuk|so lama cari|so lama|so mo cari',
      // Pontianak Malay: "kamek" (saya), "kitak" (kamu), "bah", "ade tak"/"ade ke" (is there), "tau ke" (do you know);
      // never "tak" alone, which is the negation
      'kamek|kamek nak|kamek nak cari|kitak|kitak tau|kitak tau ke|bah|ade tak|ade ke|tau ke|tau tak|mane|mane yg|mane yang',
      // Javanese courtesy and question words: "monggo" (please), "nggih" (yes / please), "piye" (how), "opo" (what)
      'monggo|mangga|nggih|nggih pak|piye|opo|opo ada|matur nuwun|nuwun',
      // Malaysian and Singaporean English particles ("eh … lah"), and how Surabaya addresses anyone ("rek")
      'eh|lah|leh|lor|rek|ah',
      // a quiz's framing with no list after it asks the plain screen: "which of the following companies have …"
      'which of the following|of the following|the following companies|the following stocks',
      // who the question is for, and a casual opening: "a client is asking which …", "got any …"
      'a client is asking|my client is asking|client is asking|a client asked|my client asked|got any',
      // a hope said for a request: "was hoping you could show me …"
      'i was hoping|was hoping|im hoping|i am hoping|hoping|i was hoping you could|was hoping you could|hoping you could',
      // a reason given after the question that asks for nothing more: "biar aman gitu" (to be safe, you know)
      'biar aman|biar aman gitu|supaya aman|biar aman aja|gitu',
      // British and Australian courtesy: "G'day", "ta" (thanks), "reckon you could …", "lovely, now …", "keen on"
      'gday|gday mate|mate|ta|ta very much|cheers mate|lovely|brilliant|cracking|no worries|reckon|i reckon',
      'reckon you could|reckon you can|do you reckon you could|im keen on|i am keen on|keen on|im keen|i am keen',
      // who is asking, by trade, said before the question: "hey folks, blogger here, …"
      'folks|hey folks|hi folks|hello folks|blogger here|investor here|trader here|analyst here|student here',
      // a wish to look, said after the screen: "Keen to have a look."
      'keen to have a look|keen to take a look|keen to look|keen to check|have a look|take a look|would like to have a look',
      // who the asker is, said around the question: "I'm retired and live on dividends"
      'im retired|i am retired|retired|im a retiree|i am a retiree|retiree|pensioner|im a pensioner|pensiunan',
      'saya pensiunan|aku pensiunan|live on dividends|living on dividends|live off dividends|living off dividends',
      'live on my dividends|hidup dari dividen',
      // writerly framing and turns of a conversation: "I'm writing up a piece on …", "would love a list of", "ok next one"
      'writing up|write up|im writing up|i am writing up|a piece on|piece on|would love|id love|i would love',
      'would love a list of|love a list of|a list of|list of',
      'still have|still has|still having|so which|pada periode|selama periode|dalam periode|periode',
      // requests and courtesies around the screen: "kindly provide", "any chance you could", "if you don't mind"
      'identify|provide|display|kindly provide|please provide|any chance|any chance you could|is there any chance',
      'if you dont mind|if you do not mind|hi again|hello again|hey again|at the moment|for now|masing masing',
      // formal courtesies around a request: "I would be grateful if you could …", "if that is not too much trouble"
      'i would be grateful if you could|id be grateful if you could|would be grateful if you could|grateful if you could',
      'most grateful if you could|very grateful if you could|really grateful if you could|so grateful if you could',
      'most grateful for|very grateful for|really grateful for|i would be most grateful|id be most grateful|if you could|if you would|if you can|if you could please',
      'i would be grateful for|id be grateful for|would be grateful for|grateful for|i would be grateful|id be grateful',
      'i would appreciate it if you could|id appreciate it if you could|would appreciate it if you could',
      'appreciate it if you could|i would appreciate|id appreciate|i would really appreciate|much appreciated',
      'if that is not too much trouble|if thats not too much trouble|if it is not too much trouble',
      'if its not too much trouble|if that not too much trouble|if it not too much trouble|if not too much trouble|if that is no trouble|if its no trouble|if possible',
      'might you|might i ask you to|might i ask for|would you mind|do you mind|would you mind terribly',
      'pulling up|pulling|showing|showing me|showing us|finding me|fetching|bringing up|sending over|sharing',
      'with thanks|with many thanks|thank you kindly|thanks kindly|much obliged|kind regards|best regards|regards',
      // Indonesian greetings by the time of day, formal requests, and chat praise: "selamat pagi", "mohon ditampilkan"
      'selamat pagi|selamat siang|selamat sore|selamat malam|pagi|siang|sore|malam|pagi pagi',
      'mohon ditampilkan|ditampilkan|mohon tampilkan|tolong ditampilkan|mohon dicarikan|dicarikan|tolong carikan',
      'carikan|mohon info|minta info|minta tolong|mohon bantuannya|mantul|mantap|mantab|mantap jiwa|sip|siip',
      // bahasa baku, as a letter or a journalist asks: "Dengan hormat, …", "Saya ingin mengetahui …"
      'dengan hormat|hormat saya|mohon kiranya|kiranya|sudilah kiranya|sudilah|saya ingin mengetahui|ingin mengetahui',
      'mengetahui|sebutkan|tolong sebutkan|mohon disebutkan|disebutkan|disampaikan|mohon disampaikan|tunjukkan',
      // the older, more formal "hendak" (wish to) and the Muslim greeting that opens a message
      'saya hendak mengetahui|hendak mengetahui|hendak melihat|saya hendak|hendak|assalamualaikum|assalamu alaikum',
      'assalamualaikum wr wb|assalamualaikum warahmatullahi wabarakatuh|waalaikumsalam|wassalam|salam',
      // the polite request verbs in every form ("menampilkan", "bolehkah ditampilkan", "saya ingin melihat", "mohon
      // izin bertanya"): framing around the screen, never a condition of it
      'menampilkan|tampilin|melihat|mencari|mencarikan|tunjukkan|menunjukkan|bolehkah|bisakah|dapatkah|izin|mohon izin',
      'izin bertanya|mohon izin bertanya|bertanya|ingin bertanya|ingin melihat|saya ingin melihat|bantuannya',
      'atas perhatiannya|atas perhatian anda|atas perhatian bapak ibu|diucapkan terima kasih|terima kasih atas perhatiannya',
      // an exam's or a form's instruction to the reader: "Saudara diminta menampilkan …", "Anda dipersilakan mencari …"
      'saudara diminta|anda diminta|saudara diminta untuk|anda diminta untuk|saudara dipersilakan|anda dipersilakan',
      'dipersilakan|dipersilahkan|saudara dipersilahkan|anda dipersilahkan',
    ].join('|'),
    { kind: 'filler' },
  ],
  // nouns after a metric that add nothing: "revenue figure", "angka pendapatan"
  ['figure|number|level|score|rating|amount|values|data|multiple|multiples|angka|besaran', { kind: 'filler' }],
  // the most valuable company is the one the market values most: the largest market cap
  [
    'most valuable|most valued|biggest by value|largest by value|paling bernilai|paling berharga|nilai terbesar',
    rank(true, { defaultMetric: 'market_cap' }),
  ],
  // both directions at once say no order: refused rather than sorted one way
  [
    'high and low|highs and lows|high low|low and high|tinggi dan rendah|tinggi rendah',
    { kind: 'missing', explain: () => 'Could not tell which way to sort: the question asks for both directions.' },
  ],
  // "high ROE banks", "low-PB stocks", "ROE tinggi", "PBV rendah": a ranking by the metric named with them
  ['high|tinggi', rank(true)],
  ['low|rendah', rank(false)],
  ['berutang rendah|berutang kecil|sedikit berutang', preset('lowDebt')],
  ['berutang tinggi|berutang besar|banyak berutang', preset('highDebt')],
  ['bermargin tinggi|bermargin besar|bermargin tebal', preset('highMargin')],
  ['bermargin tipis|bermargin rendah|bermargin kecil', preset('thinMargin')],
  [
    'dont have any debt|dont have debt|do not have any debt|do not have debt|doesnt have any debt|doesnt have debt|' +
      'does not have any debt|does not have debt|carry no debt|carries no debt|have zero debt|has zero debt|' +
      negated(['punya utang', 'punya hutang', 'ada utang', 'berutang']),
    preset('debtFree'),
  ],
  [
    'arent profitable|isnt profitable|werent profitable|wasnt profitable|dont make money|doesnt make money|' +
      'do not make money|does not make money|dont make a profit|do not make a profit|' +
      negated(['untung', 'menguntungkan', 'profit', 'cuan']),
    { kind: 'state', state: 'lossMaking' },
  ],
  [
    negated(['bagi dividen', 'membagikan dividen', 'bayar dividen', 'membayar dividen', 'kasih dividen']),
    { kind: 'state', state: 'noDividend' },
  ],
]
