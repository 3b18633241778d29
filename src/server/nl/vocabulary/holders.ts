/**
 * Who may be searched for by name, and which words only say what kind of holder is meant. Issue 47: a `like` on
 * holders, executives or affiliates is for a name (capitalised, quoted, "PT …", or one of the well-known groups
 * below, however typed); a lowercase phrase is no name ("controlled by founding families", "dikuasai konglomerat")
 * and is refused, since a search for it would answer a different question.
 */

/** Groups and owners Indonesian investors write in lowercase as often as not: "milik djarum", "owned by salim". */
export const KNOWN_HOLDERS: ReadonlySet<string> = new Set(
  (
    'djarum salim hartono lippo astra sinar mas barito saratoga indofood bakrie emtek mnc adaro tanoto ' +
    'danantara jardine riady thohir pangestu setiaatmadja'
  ).split(' '),
)

/**
 * Kinds of holder, not names: "founding families", "a conglomerate", "keluarga pendiri", "investor asing". A phrase
 * of these words alone describes whoever holds the shares, even in Title Case ("Founding Families").
 */
export const KINDS_OF_HOLDER: ReadonlySet<string> = new Set(
  (
    'family families founder founders founding conglomerate conglomerates tycoon tycoons billionaire billionaires ' +
    'group groups fund funds investor investors insider insiders institution institutions individual individuals ' +
    'public people person persons owner owners holder holders shareholder shareholders management managers ' +
    'government governments state enterprise enterprises sovereign wealth private equity company companies firm ' +
    'firms bank banks parent parents entrepreneurs insurers pension pensions employee employees wealthy rich ' +
    'powerful prominent famous influential well known ' +
    'keluarga pendiri konglomerat konglomerasi taipan miliarder orang investor institusi publik masyarakat dana ' +
    'pemilik pemegang saham grup kelompok perusahaan induk swasta karyawan pengusaha bumn negara pemerintah ritel ' +
    'institusional perorangan individu'
  ).split(' '),
)

/**
 * Where a holder comes from, said of a kind of holder: "Chinese investors", "Japanese funds", "investor Jepang",
 * "konglomerat Tiongkok". With kinds of holder only, such a phrase describes and is no name, however capitalised.
 */
export const ORIGINS_OF_HOLDER: ReadonlySet<string> = new Set(
  (
    'chinese china japanese japan singaporean singapore malaysian malaysia korean korea american america us usa ' +
    'european europe british uk indian india thai thailand taiwanese taiwan hong kong australian australia arab ' +
    'saudi emirati middle eastern western asian overseas offshore international global foreign foreigners local ' +
    'domestic indonesian indonesia tiongkok jepang singapura amerika eropa inggris arab asing lokal luar negeri ' +
    'dalam domestik mancanegara internasional global timur tengah barat'
  ).split(' '),
)
