import type { ItemBody } from '../recognition/types'

/**
 * How Indonesian askers put a request before a complete screen, beyond conversation.ts's polite verbs: "saya sedang
 * mencari …", "tolong infokan …", "mohon dibantu carikan …", "boleh tahu …". Framing, never a
 * condition. Words that name something on their own stay out or come only inside a phrase that places them as a
 * request: "sedang" is also medium-sized, "tahu" is also tofu, "dibantu" may be "helped by the state". Every
 * "rekomendasi" stays unknown: it may be an analyst's recommendation ("saham yang ada rekomendasi beli"), which no
 * screen reads, so a question with it is refused.
 */
export const INDONESIAN_REQUESTS: readonly (readonly [phrases: string, meaning: ItemBody])[] = [
  [
    [
      'sedang mencari|sedang cari|sedang nyari|sedang mencarikan|saya sedang mencari|aku sedang mencari',
      'infokan|tolong infokan|mohon infokan|ada info|ada info dong|minta informasi|mohon informasi|ada informasi',
      'boleh tahu|boleh tau|pengen tahu|pengen tau|ingin tahu|ingin tau|mau tahu|mau tau',
      'mohon dibantu|bisa dibantu|tolong dibantu|bantu|bantu carikan|tolong bantu|bisa bantu|mohon bantu',
      'sebutin|tolong sebutin|saya butuh|aku butuh|butuh daftar|butuh info|perlu daftar|saya perlu',
      // a formal letter's request: "Bersama ini saya mohon daftar …", "saya memerlukan daftar …", "mohon dikirimkan
      // …", "daftarkan …" (list, as "tampilkan"); "diberikan" alone stays out, a dividend is "diberikan"
      'bersama ini|dengan ini|bersama surat ini|melalui surat ini|saya mohon|kami mohon|memerlukan|saya memerlukan',
      'kami memerlukan|memerlukan daftar|membutuhkan|saya membutuhkan|kami membutuhkan|diperlukan daftar|daftarkan',
      'tolong daftarkan|mohon daftarkan|mohon dikirimkan|dikirimkan|tolong kirimkan|kirimkan|mohon dikirim|kirim',
      'mohon diberikan daftar|mohon disediakan|disediakan|mohon dibuatkan daftar|dibuatkan daftar|yth|kepada yth',
    ].join('|'),
    { kind: 'filler' },
  ],
]
