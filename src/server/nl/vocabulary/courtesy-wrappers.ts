import type { ItemBody } from '../recognition/types'

/**
 * More of the words that wrap a complete screen and ask nothing of it, in both languages (conversation.ts holds
 * the first of them): British requests and hedges ("I should be grateful for", "I'd be obliged if you could",
 * "please advise"), casual American openings ("hook me up with", "I'm looking at"), apologies for the question,
 * whose role the asker writes in ("as a retail investor": "retail" there names a kind of investor, never the Retail
 * sector), and Indonesian hedges and drawn-out particles ("kalau bisa", "yaa"). Every entry is a whole phrase, so
 * none of its words becomes a typo target alone, and none names a class, metric, number, condition or negation.
 */
export const COURTESY_WRAPPERS: readonly (readonly [phrases: string, meaning: ItemBody])[] = [
  [
    [
      // "I should be grateful for …": the older British form of "I would be grateful"
      'i should be grateful for|should be grateful for|i should be grateful if you could|should be grateful if you could',
      'i should be grateful|should be grateful|i should be most grateful|i should be most grateful for',
      'i would be obliged if you could|id be obliged if you could|would be obliged if you could|obliged if you could',
      'i would be obliged for|id be obliged for|i would be obliged|id be obliged|i should be obliged|much obliged for',
      'please advise|kindly advise|please advise which|kindly advise which|could you advise|can you advise',
      'could you advise which|can you advise which|please let me know|kindly let me know|let me know',
      'hook me up with|hook us up with|can you hook me up with|im looking at|i am looking at|were looking at',
      // apologies for the question itself: "sorry for simple question", "maaf pertanyaan sederhana"
      'sorry for simple question|sorry for the simple question|sorry for basic question|sorry for the basic question',
      'sorry for the silly question|sorry for the dumb question|sorry if this is a basic question|sorry for asking',
      'sorry for the newbie question|sorry for newbie question|apologies for the basic question',
      'maaf pertanyaan sederhana|maaf pertanyaannya sederhana|maaf pertanyaan dasar|maaf pertanyaan pemula',
      'maaf kalau pertanyaannya sederhana|maaf kalau pertanyaannya dasar|maaf nanya|maaf mau nanya|maaf ganggu',
      // the kind of investor or trustee the asker is: a role, never a class of company
      'retail investor|a retail investor|retail investors|as a retail investor|individual investor|institutional investor',
      'pension trustee|a pension trustee|as a pension trustee|trustee|fund manager|portfolio manager|investor ritel',
      // Indonesian hedges and drawn-out particles: "kalau bisa, tolong …", "… ya kak", "… yaa"
      'kalau bisa|kalo bisa|klo bisa|jika bisa|bila bisa|kalau boleh|kalo boleh|jika memungkinkan|kalau memungkinkan',
      'yaa|yaaa|ya kak|ya gan|ya min|ya pak|ya bu|dongg|donk|plis|pliss|please ya|tolong ya|thanks ya kak',
      // more requests and hedges: "at your convenience", "mind pulling up …", "what have you got for …"
      'at your convenience|at your earliest convenience|when convenient|when you get a chance|when you have a moment',
      'mind pulling up|mind showing me|mind listing|mind finding|mind sharing|would you mind pulling up',
      'what have you got for|what have you got on|what do you have for|what do you have on|what youve got for',
      'just wanted to ask|wanted to ask|i wanted to ask|just want to ask|i just want to ask|may i ask|can i ask',
      'if you dont mind me asking|if i may ask|if i may|good afternoon team|good morning team|hello team|hey team',
      'morning team|afternoon team|hi everyone|hello everyone|morning all|afternoon all',
      // first-person requests before a screen: "I am searching …", "we're screening for …", "looking to find …"
      'i am searching for|i am searching|im searching|we are searching for|were searching for|i am after',
      'screening for|were screening for|we are screening for|im screening for|i am screening for',
      'looking to find|im looking to find|i am looking to find|were looking to find|we are looking to find',
      'trying to find|im trying to find|i am trying to find|were trying to find|we are trying to find',
      'do you know|do you happen to know|would like to know|would like to see|would love to know',
      // the kind of investor the asker is: "I am a long-term investor; …", "as a value investor"
      'long term investor|a long term investor|longterm investor|value investor|a value investor|income investor',
      'an income investor|dividend investor|a dividend investor|i am a long term investor|im a long term investor',
      'i am a value investor|im a value investor|i am a dividend investor|im a dividend investor',
      'i am an income investor|im an income investor|i am a retail investor|im a retail investor',
    ].join('|'),
    { kind: 'filler' },
  ],
  // who asked for the screen in Indonesian: "atasan saya minta …", "klien saya nanya …"
  [
    ['atasan saya', 'dosen saya', 'dosen pembimbing saya', 'klien saya', 'nasabah saya', 'manajer saya', 'teman saya']
      .flatMap((who) =>
        ['minta', 'nanya', 'tanya', 'bertanya', 'mau tahu', 'ingin tahu', 'menanyakan'].map((verb) => `${who} ${verb}`),
      )
      .join('|'),
    { kind: 'filler' },
  ],
]
