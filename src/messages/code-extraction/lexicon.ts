/**
 * The vocabulary matrix: one table per concept, keyed by language, compiled once into pattern sources
 * that keywords.ts joins to its word lists (issue 12, g1-lexicon).
 *
 * Fresh writers kept bringing words of a language or an inflection the lists lacked (Turkish "şifreniz",
 * Arabic feminine "المنتهية بـ", a Dutch "controlecode", Indonesian "?kode=…"), each patched on its own.
 * Here every concept is written out for the same ~40 languages (en de fr es pt it nl sv da no fi pl cs sk hu ro
 * bg hr sl sr tr el ru uk ar he fa hi bn th vi id ms tl ja zh ko sw), so a gap shows as an empty cell,
 * and inflection is written once per language, not per word:
 * - agglutinative suffixes (Turkish, Finnish, Hungarian) as a stem and any letters after it (`şifre\p{L}*`),
 *   where no other word of the language starts with that stem;
 * - Slavic, Baltic and Romanian case endings as an explicit set (`kód(?:u|em|y|ů|…)`): `kód\p{L}*` would also
 *   take "kódování" (encoding), `код\p{L}*` "кодекс";
 * - Arabic clitics (ال, بـ, لـ, و) by matching Arabic, Hebrew and Persian words as substrings, gender by
 *   writing both forms (ـة/ـه);
 * - German, Dutch and Nordic compounds as a prefix table before the head noun (`…code`, `…kode`), never as
 *   "any letters before": "Rabattcode", "kortingscode", "postcode" are other codes.
 *
 * Words of scripts matched as substrings (SUBSTRING_LANGUAGES) are not bounded; all others are wrapped in
 * Unicode-aware boundaries, as keywords.ts does. The tables hold only what the older lists of keywords.ts lacked
 * (those lists stay the reference for what was there): a new language's word goes here.
 *
 * Cost: the compiled alternatives join patterns that already run (CODE_KEYWORD_RE only on lines passing
 * CODE_KEYWORD_HINT_RE, the link patterns on link texts and URLs, the label patterns on the characters before a
 * candidate). Every alternative opens with a literal letter, never with a lookbehind (which V8 tries at every
 * position), and every code word holds a substring the hint already lets through (lexicon.spec.ts checks it).
 */

export type Language =
  | 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl' | 'sv' | 'da' | 'no' | 'fi' | 'pl' | 'cs' | 'sk' | 'hu' | 'ro' | 'bg' | 'hr' | 'sl' | 'sr'
  | 'tr' | 'el' | 'ru' | 'uk' | 'ar' | 'he' | 'fa' | 'hi' | 'bn' | 'th' | 'vi' | 'id' | 'ms' | 'tl' | 'ja' | 'zh' | 'ko' | 'sw';

export const LANGUAGES: readonly Language[] = [
  'en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'sv', 'da', 'no', 'fi', 'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'hr', 'sl', 'sr',
  'tr', 'el', 'ru', 'uk', 'ar', 'he', 'fa', 'hi', 'bn', 'th', 'vi', 'id', 'ms', 'tl', 'ja', 'zh', 'ko', 'sw',
];

/** One concept: per language, pattern-source alternatives (regular-expression syntax, matched case-insensitively). */
export type Table = { readonly [L in Language]?: readonly string[] };

/**
 * Scripts whose words take particles and clitics without a space ("الرمز", "인증번호를", "验证码是") or that the older
 * lists match as substrings (Devanagari, Bengali): their words are not bounded.
 */
export const SUBSTRING_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['ar', 'he', 'fa', 'hi', 'bn', 'th', 'ja', 'zh', 'ko']);

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

/** The alternatives of a table's languages, bounded and as substrings, without repeats. */
export function tableWords(table: Table): { bounded: string[]; substrings: string[] } {
  const bounded = new Set<string>();
  const substrings = new Set<string>();
  for (const language of LANGUAGES) {
    for (const word of table[language] ?? []) (SUBSTRING_LANGUAGES.has(language) ? substrings : bounded).add(word);
  }
  return { bounded: [...bounded], substrings: [...substrings] };
}

/** A table as one pattern source (an alternation, to be wrapped in a group or joined with "|"). */
export function compileTable(...tables: Table[]): string {
  const bounded: string[] = [];
  const substrings: string[] = [];
  for (const table of tables) {
    const words = tableWords(table);
    bounded.push(...words.bounded);
    substrings.push(...words.substrings);
  }
  const parts: string[] = [];
  if (bounded.length > 0) parts.push(`${B}(?:${[...new Set(bounded)].join('|')})${E}`);
  if (substrings.length > 0) parts.push(`(?:${[...new Set(substrings)].join('|')})`);
  return parts.join('|');
}

/** The same, anchored: the whole text is one of the words (for GENERIC_CODE_WORD_RE, which tests a code word's own text). */
export function compileWhole(...tables: Table[]): string {
  const words = new Set<string>();
  for (const table of tables) for (const language of LANGUAGES) for (const word of table[language] ?? []) words.add(word);
  return [...words].join('|');
}

// ---------------------------------------------------------------------------------------
// Code words

/**
 * Generic code words ("code", "PIN", "šifra") with the inflections the older lists lacked. Generic: they do not say
 * what the code is for, so a purpose is looked for around them (GENERIC_CODE_WORD_RE).
 */
export const CODE_WORD_GENERIC: Table = {
  // "PIN-Code" is "PIN" and "Code"; the Nordic compounds are one word ("pinkoden")
  sv: ['pinkod(?:en|er)?', 'kod(?:erna)'],
  da: ['pinkode(?:n|r)?', 'kode(?:rne)'],
  no: ['pinkode(?:n|r)?', 'kode(?:ne)'],
  // Finnish cases and possessives (koodin, koodia, koodilla, koodisi, koodinne, koodiksi, koodista, koodit, koodeja), as
  // endings: not any letters ("tunnuslukulistasi" is a list of codes, "koodikirja" a code book)
  fi: ['(?:pin-?)?koodi(?:n|a|t|lla|lle|lta|ssa|sta|ksi|in)?(?:si|nne|mme|ni|nsa)?', 'koode(?:ja|ista|illa|ihin|jasi)', 'tunnusluku(?:a|si|nne|ni|nsa)?', 'tunnusluvu(?:n|lla|ksi|t|sta|ssa)(?:si|nne)?'],
  // Polish genitive plural and the other plural cases ("kodów", "kodami", "kodach")
  pl: ['kod(?:ów|ami|ach)'],
  // Czech and Slovak cases ("kódy", "kódů", "kódem", "kódom", "kódov", "kóde")
  cs: ['kód(?:y|ů|ům|ech|e|ech)'],
  sk: ['kód(?:om|ov|y|e|mi)'],
  // Hungarian suffixes ("kódot", "kódját", "kódoddal", "kódként", "kódhoz"), not "kódol…" (encoding)
  hu: ['kód(?:ot|ja|ját|jával|jához|jáért|od|odat|oddal|dal|unk|unkat|ra|ként|ban|ba|hoz|ok|okat|juk|jukat|otok|ját)'],
  // Romanian cases and plural ("codului", "codurile")
  ro: ['codului', 'coduri(?:le|lor)?'],
  // Croatian, Serbian, Bosnian "šifra" (a code, a PIN: "Vaša šifra za prijavu"), plural "kodovi"; Serbian Cyrillic
  hr: ['šifr(?:a|e|u|om|i|ama)', 'kod(?:ovi|ove|ova|ovima)'],
  sr: ['šifr(?:a|e|u|om|i|ama)', 'kod(?:ovi|ove|ova|ovima)', 'шифр(?:а|е|у|ом|и)', 'код(?:ови|ове|ова)'],
  sl: ['kod(?:e|i|ama|ah)'],
  // Russian and Ukrainian cases missing before ("в коде", "кодам", "коді", "кодами")
  ru: ['код(?:е|ам|ами|ах)'],
  uk: ['код(?:і|и|ові|ами|ах)'],
  bg: ['код(?:овете)'],
  // Turkish: "kodu" with any suffix ("kodunuzu", "kodunuzdur", "kodunu"), plural "kodlar…", and "şifre" with its suffixes
  // right before digits ("şifreniz: 290144"): Turkish banks call a one-time code a "şifre", but it is also a password, so
  // not a new, temporary, old or current one ("Yeni şifreniz: 482913", "Geçici şifreniz: Kx82mQ4z" are passwords, as
  // "Your new password: 482913" is in English). Qualified forms ("SMS şifresi", "3D Secure şifreniz") are in CODE_WORD_QUALIFIED.
  tr: ['kodu\\p{L}+', 'kodlar\\p{L}*', 'şifre(?<!(?:yeni|geçici|gecici|eski|mevcut|hesap|kullanıcı) şifre)(?:niz|nizi|nizdir|n|si|sidir)?(?=\\s*[:：]?\\s*\\d)'],
  tl: ['kodigo'],
  hi: ['पिन', 'पिन कोड'],
  bn: ['পিন'],
};

/** Generic code words as GENERIC_CODE_WORD_RE reads a code word's own text, where CODE_WORD_GENERIC looks around it. */
export const CODE_WORD_GENERIC_WHOLE: Table = {
  tr: ['şifre(?:niz|nizi|nizdir|n|si|sidir)?'],
};

/**
 * Code words that say what the code is for (verification, one-time, security, confirmation), beyond the older lists:
 * compounds of German, Dutch and the Nordic languages, a "confirmation key", one-time passwords in further inflections.
 */
export const CODE_WORD_QUALIFIED: Table = {
  // "a case-sensitive confirmation key a3f9-7kq2", "your verification key"
  en: ['confirmation keys?', 'verification keys?', 'one[- ]time (?:keys?|tokens?)'],
  de: ['(?:validierungs|kopplungs|verknüpfungs|identitäts|pin|sms|bestätigungs-?sms|2fa|zwei-?faktor)-?codes?', 'einmal-?(?:codes?|pins?|kennwort)'],
  nl: ['(?:activatie|authenticatie|herstel|koppel|validatie|veiligheids|sms|pin|registratie|bevestiging|login|verificatie|eenmalige|tweestaps)-?codes?', 'eenmalig(?:e)? (?:code|pincode|wachtwoord)'],
  // Nordic compounds ("behörighetskod", "godkendelseskode", "påloggingskoden") and inflections ("koderna", "koderne", "kodene")
  sv: ['(?:behörighets|åtkomst|autentiserings|godkännande|verifikations|sms|engångs|inloggnings|säkerhets|bekräftelse|aktiverings)-?kod(?:en|er|erna)?'],
  da: ['(?:godkendelses|adgangs|sms|login|logon|engangs|verifikations|aktiverings|sikkerheds|bekræftelses)-?kode(?:n|r|rne)?'],
  no: ['(?:pålogging|innlogging|verifiserings|verifikasjons|godkjennings|tilgangs|aktiverings|sikkerhets|bekreftelses|engangs)s?-?kode(?:n|r|ne)?', 'sms-?kode(?:n|r|ne)?'],
  fi: ['(?:tunnistus|sisäänkirjautumis|suojaus|tekstiviesti|sms|vahvistus|varmenne|kertakäyttö)-?koodi(?:n|a|t|lla|lle|ssa|sta|ksi)?(?:si|nne)?', 'kertakäyttöi\\p{L}* (?:koodi|salasan)\\p{L}*'],
  es: ['clave (?:de un solo uso|única|otp|sms|de confirmación|de activación|de verificación|virtual|de autenticación|de operaciones)'],
  pt: ['senha (?:de acesso|sms|única|dinâmica|de verificação|de confirmação|otp|de transação)'],
  it: ['password (?:temporanea|usa e getta|una tantum|dinamica|otp)'],
  pl: ['hasł(?:o|a|em) jednorazow\\p{L}*', 'jednorazow\\p{L}* hasł\\p{L}*'],
  hu: ['egyszer használatos (?:jelszó|jelszav|kód)\\p{L}*'],
  bg: ['еднократ\\p{L}* парол\\p{L}*'],
  hr: ['jednokratn\\p{L}* (?:šifr\\p{L}*|kod\\p{L}*)'],
  sr: ['jednokratn\\p{L}* (?:šifr\\p{L}*|kod\\p{L}*)', 'једнократн\\p{L}* (?:лозинк\\p{L}*|код\\p{L}*|шифр\\p{L}*)'],
  // Turkish banks' one-time codes: "SMS şifreniz", "3D Secure şifresi", "doğrulama şifresi", "işlem şifresi"
  tr: ['(?:sms|doğrulama|onay|güvenlik|işlem|3d secure|3-?d|otp|dinamik|mobil|tek kullanımlık) şifre\\p{L}*'],
  ar: ['كلمة (?:المرور|السر) (?:لمرة واحدة|المؤقتة)', 'الرقم السري (?:المؤقت|لمرة واحدة)', 'رقم التحقق', 'رقم التأكيد'],
  he: ['סיסמ[הא] חד[- ]?פעמית'],
  fa: ['گذرواژه یکبار مصرف'],
  hi: ['वन टाइम पासवर्ड', 'पासकोड'],
  bn: ['ওয়ান টাইম পাসওয়ার্ড'],
  zh: ['授权码', '授權碼', '短信码', '短信碼'],
  sw: ['nambari ya siri ya mara moja', 'nambari ya kuthibitisha'],
};

// ---------------------------------------------------------------------------------------
// Link actions (buttons, link texts, the sentence around a link, the mail's purpose)

/** Verify an address or an account. */
export const ACTION_VERIFY: Table = {
  nl: ['verifieer', 'verifiëer'],
  no: ['verifiser', 'verifiser\\p{L}+'],
  sk: ['over(?:te|iť|enie)'],
  hr: ['verificiraj\\p{L}*', 'potvrdi(?:te)?'],
  sr: ['verifikuj\\p{L}*', 'верификуј\\p{L}*', 'верифик\\p{L}*'],
  sl: ['preveri(?:te)?', 'preverjanj\\p{L}*'],
  // (with the nouns a purpose phrase names the step by: "Pentru verificarea adresei accesați:")
  ro: ['verifică', 'verificați', 'verificaţi', 'verificarea', 'verificării'],
  id: ['verifikasikan', 'memverifikasi'],
  ms: ['sahkan', 'pengesahan'],
  tl: ['i-verify', 'beripikahin'],
  // Swahili verbs take their prefixes ("ku-thibitisha", "ili kuthibitisha", "thibitisha", "imethibitishwa")
  sw: ['(?:ku)?thibitish\\p{L}*', '(?:ku)?hakiki'],
  ar: ['تحقّق', 'توثيق', 'وثّق'],
  he: ['אמת', 'אמתו', 'אמת את'],
  fa: ['تایید', 'احراز هویت'],
  hi: ['सत्यापन', 'सत्यापित करें'],
  bn: ['যাচাই করুন'],
  th: ['ยืนยัน'],
};

/** Confirm an address, a sign-up, a subscription. */
export const ACTION_CONFIRM: Table = {
  ro: ['confirmă', 'confirmați', 'confirmaţi', 'confirma', 'confirmare(?:a)?', 'confirmării'],
  bg: ['потвърди(?:те)?'],
  ru: ['подтверди(?:те)?', 'подтверд\\p{L}*'],
  uk: ['підтверди(?:ти|ть)?'],
  el: ['επιβεβαίωσε', 'επιβεβαιώστε'],
  ar: ['أكّد', 'أكد', 'اكد', 'تأكيد', 'التأكيد'],
  he: ['אשר', 'אשרו', 'אישור'],
  fa: ['تأیید کنید', 'تایید کنید'],
  hi: ['पुष्टि करें'],
  bn: ['নিশ্চিত করুন', 'নিশ্চিত'],
  id: ['konfirmasikan', 'mengonfirmasi'],
  ms: ['mengesahkan'],
  tl: ['i-confirm', 'kumpirmahin'],
  sw: ['thibitisha'],
};

/** Activate an account or a device. */
export const ACTION_ACTIVATE: Table = {
  da: ['aktivér', 'aktiver'],
  nl: ['activeer', 'activeren'],
  fi: ['aktivoi', 'aktivoida'],
  tr: ['aktifleştir\\p{L}*', 'aktive et'],
  ru: ['активируй(?:те)?'],
  uk: ['активуй(?:те)?'],
  bg: ['активирай(?:те)?'],
  sr: ['активирај(?:те)?', 'aktiviraj(?:te)?'],
  ro: ['activați', 'activează', 'activare(?:a)?', 'activării'],
  el: ['ενεργοποίησε', 'ενεργοποιήστε'],
  ar: ['فعّل', 'تفعيل', 'التفعيل'],
  he: ['הפעל', 'הפעילו'],
  fa: ['فعال کردن', 'فعال‌سازی', 'فعالسازی'],
  hi: ['सक्रिय करें'],
  bn: ['সক্রিয় করুন'],
  th: ['เปิดใช้งาน'],
  id: ['aktifkan', 'aktivasi', 'mengaktifkan'],
  ms: ['aktifkan', 'pengaktifan'],
  tl: ['i-activate'],
  sw: ['wezesha', 'washa akaunti'],
};

/** Approve a sign-in, a device, a payment. */
export const ACTION_APPROVE: Table = {
  it: ['approva', 'approvare', 'autorizza'],
  sk: ['schváliť', 'schváľte'],
  hr: ['odobri(?:te)?'],
  sr: ['odobri(?:te)?', 'одобри(?:те)?'],
  sl: ['odobri(?:te)?'],
  bg: ['одобри(?:те)?'],
  ru: ['одобри(?:те)?'],
  uk: ['схвали(?:ти|ть)?'],
  ro: ['aprobă', 'aprobați'],
  el: ['έγκριση', 'εγκρίνετε'],
  tr: ['onayla\\p{L}*'],
  ar: ['موافقة', 'وافق', 'الموافقة'],
  he: ['אישור', 'אשר'],
  fa: ['تأیید', 'تایید'],
  hi: ['स्वीकृत करें', 'अनुमोदन'],
  th: ['อนุมัติ'],
  id: ['setujui', 'izinkan'],
  ms: ['luluskan', 'benarkan'],
  tl: ['aprubahan'],
  ja: ['承認'],
  zh: ['批准', '核准'],
  sw: ['idhinisha'],
};

/** Reset (set a new) password. */
export const ACTION_RESET: Table = {
  de: ['passwort (?:zurücksetzen|ändern|festlegen)', 'neues passwort'],
  nl: ['resetten', 'opnieuw instellen'],
  it: ['reimposta(?:re)?', 'ripristina (?:la )?password'],
  fi: ['palauta salasana', 'nollaa'],
  pl: ['ustaw (?:nowe )?hasło', 'zmień hasło'],
  cs: ['nastavit (?:nové )?heslo', 'obnovit heslo'],
  sk: ['obnoviť heslo', 'nastaviť (?:nové )?heslo'],
  hr: ['resetiraj\\p{L}*', 'nova lozinka'],
  sr: ['resetuj\\p{L}*', 'ресетуј\\p{L}*', 'nova lozinka', 'нова лозинка'],
  sl: ['ponastavi(?:te)?', 'novo geslo'],
  ro: ['resetează', 'resetați', 'parolă nouă', 'resetare(?:a)?', 'resetării'],
  bg: ['нулирай(?:те)?', 'нова парола'],
  ru: ['сбрось(?:те)?', 'восстанови(?:те)?'],
  uk: ['скинь(?:те)?', 'віднови(?:ти|ть)?'],
  el: ['επαναφορά', 'επαναφέρετε'],
  ar: ['إعادة ضبط', 'إعادة تعيين', 'كلمة مرور جديدة'],
  he: ['איפוס', 'סיסמה חדשה'],
  fa: ['بازنشانی', 'رمز عبور جدید'],
  hi: ['रीसेट', 'नया पासवर्ड'],
  bn: ['রিসেট', 'নতুন পাসওয়ার্ড'],
  th: ['รีเซ็ต', 'ตั้งรหัสผ่าน'],
  id: ['setel ulang', 'atur ulang', 'reset kata sandi'],
  ms: ['tetapkan semula', 'set semula'],
  tl: ['i-reset'],
  sw: ['weka upya', 'badilisha nenosiri'],
};

/** Sign in (magic links). */
export const ACTION_SIGN_IN: Table = {
  nl: ['log (?:je|u) in', 'inloggen'],
  sk: ['prihlásiť(?: sa)?', 'prihláste sa', 'prihlásenie'],
  hr: ['prijavi(?:te)? se'],
  sr: ['prijavi(?:te)? se', 'пријави(?:те)? се'],
  sl: ['prijavi(?:te)? se'],
  bg: ['влез(?:те)?', 'вход'],
  ru: ['войди(?:те)?', 'войти'],
  uk: ['увійди(?:ть)?', 'увійти'],
  ro: ['conectează-te', 'conectați-vă', 'autentifică-te', 'intră în cont'],
  hu: ['bejelentkezés', 'jelentkezz be', 'jelentkezzen be'],
  el: ['συνδεθείτε', 'σύνδεση'],
  tr: ['giriş yap\\p{L}*', 'oturum aç\\p{L}*'],
  ar: ['تسجيل الدخول', 'سجّل الدخول', 'سجل الدخول'],
  he: ['התחבר', 'התחברו', 'כניסה'],
  fa: ['ورود', 'وارد شوید'],
  hi: ['साइन इन', 'लॉग इन'],
  bn: ['লগ ইন', 'সাইন ইন'],
  th: ['เข้าสู่ระบบ'],
  id: ['masuk'],
  ms: ['log masuk'],
  tl: ['mag-log in', 'mag-sign in'],
  sw: ['ingia'],
};

/** Accept an invitation (the link creates the invited account). */
export const ACTION_ACCEPT: Table = {
  nl: ['uitnodiging accepteren', 'accepteer'],
  no: ['godta', 'aksepter'],
  sk: ['prijať(?: pozvánku)?'],
  hr: ['prihvati(?:te)?'],
  sr: ['prihvati(?:te)?', 'прихвати(?:те)?'],
  sl: ['sprejmi(?:te)?'],
  bg: ['приеми(?:те)?'],
  ro: ['acceptă', 'acceptați'],
  el: ['αποδοχή', 'αποδεχτείτε'],
  tr: ['daveti kabul et'],
  ar: ['قبول الدعوة'],
  he: ['קבל(?:ו)? את ההזמנה', 'אישור ההזמנה'],
  fa: ['پذیرش دعوت', 'پذیرفتن'],
  hi: ['आमंत्रण स्वीकार', 'स्वीकार करें'],
  bn: ['আমন্ত্রণ গ্রহণ'],
  th: ['ยอมรับคำเชิญ'],
  vi: ['chấp nhận'],
  id: ['terima undangan'],
  ms: ['terima jemputan'],
  tl: ['tanggapin'],
  sw: ['kubali'],
};

export const LINK_ACTIONS: readonly Table[] = [ACTION_VERIFY, ACTION_CONFIRM, ACTION_ACTIVATE, ACTION_APPROVE, ACTION_RESET, ACTION_SIGN_IN, ACTION_ACCEPT];

/**
 * Tokens of URLs' paths and queries naming a verification step, transliterated as URLs write them (no diacritics,
 * or percent-encoded): matched as substrings of the rest of a URL (LINK_URL_STRONG_RE).
 */
export const URL_STEP_TOKENS: Table = {
  // (Tokens the older pattern holds are left out: verif, confirm, activat, approv, bestaetig, potwierd, vahvist, potvr[dz] …)
  de: ['zuruecksetz', 'zurucksetz', 'freischalt'],
  nl: ['activeer'],
  fi: ['aktivoi', 'hyvaksy'],
  pl: ['weryfik', 'aktywuj'],
  cs: ['schval'],
  sk: ['schval', 'overenie'],
  hu: ['ellenoriz', 'jovahagy'],
  ro: ['activare'],
  hr: ['odobr', 'aktiviraj'],
  sr: ['odobr', 'aktiviraj'],
  sl: ['ponastav'],
  bg: ['aktivir'],
  ru: ['podtverd', 'aktivac'],
  uk: ['pidtverd', 'aktyvac'],
  tr: ['etkinlestir', 'aktiflestir'],
  it: ['reimposta'],
  ms: ['pengesahan', 'sahkan'],
  sw: ['thibitisha'],
};

/**
 * Query parameters that carry a one-time code or token, in further languages ("?kode=…" Indonesian and Danish,
 * "?codigo=…", "?codice=…", "?kod=…", "?koodi=…", "?clave=…", "?chave=…", "?klucz=…", "?anahtar=…").
 */
export const TOKEN_PARAM_NAMES: Table = {
  // ("cod", "ma", "cle", "sifra" left out: short or a password's name)
  es: ['codigo', 'clave'], pt: ['codigo', 'chave'], it: ['codice', 'chiave'], fr: ['jeton'], de: ['schluessel'], nl: ['sleutel'],
  sv: ['kod', 'nyckel'], da: ['kode', 'noegle'], no: ['kode', 'nokkel'], fi: ['koodi', 'avain'], pl: ['kod', 'klucz'], cs: ['kod', 'klic'], hu: ['kod', 'kulcs'],
  ro: ['cheie'], hr: ['kod'], tr: ['kod', 'anahtar'], id: ['kode', 'kunci'], ms: ['kod'],
};

// ---------------------------------------------------------------------------------------
// Labels of something else, masked cards, expiry, secrecy

/**
 * "Card/account ending in 4412": the number after it is a card's or an account's last digits (NEGATIVE_LABEL_RE).
 * Arabic in both genders ("المنتهي بـ" for an account, "المنتهية بـ" for a card) and in the present tense.
 */
export const ENDING_IN: Table = {
  en: ['ends? (?:in|with)', 'last (?:4|four) digits(?: of)?'],
  de: ['endend (?:auf|mit)', 'mit (?:der )?endung'],
  fr: ['se terminant par', 'finissant par'],
  es: ['terminada en', 'acabad[oa] en', 'con terminación'],
  pt: ['terminado em', 'terminada em', 'com final'],
  it: ['terminante (?:con|in)', 'che finisce (?:con|in)'],
  nl: ['eindigt op', 'eindigend (?:op|met)'],
  sv: ['som slutar (?:på|med)', 'slutsiffror(?:na)?'],
  da: ['der slutter (?:på|med)'],
  no: ['som slutter (?:på|med)'],
  fi: ['päättyy', 'päättyvä\\p{L}*'],
  pl: ['kończąc\\p{L}* się (?:na|cyframi)', 'zakończon\\p{L}* (?:na|cyframi)'],
  cs: ['končící (?:na|číslem)', 'končí na'],
  sk: ['končiac\\p{L}* na', 'končí na'],
  ro: ['care se termină (?:în|cu)', 'terminat[aă] în'],
  bg: ['завършващ\\p{L}* на', 'завършваща на'],
  hr: ['koj\\p{L}* završava (?:na|s)', 'završava na'],
  sr: ['koj\\p{L}* se završava (?:na|sa)', 'која се завршава на', 'који се завршава на'],
  sl: ['ki se konča (?:na|s)'],
  tr: ['ile biten', 'ile sonlanan', 'son (?:4|dört) hanesi'],
  el: ['που τελειώνει σε', 'με κατάληξη'],
  ru: ['оканчивающ\\p{L}* на', 'заканчивающ\\p{L}* на', 'последние (?:4|четыре) цифры'],
  uk: ['що закінчується на', 'закінчується на'],
  // ("بـ" or a bare "ب" right before the digits or the mask: "ينتهي بعد 5 دقائق" expires after five minutes)
  ar: ['(?:ال)?منتهي[ةه]?\\s?بـ?(?=\\s?[\\d٠-٩*•xX])', '[يت]نتهي\\s?بـ?(?=\\s?[\\d٠-٩*•xX])', 'آخر أربعة أرقام', 'آخر 4 أرقام'],
  he: ['המסתיים ב', 'המסתיימת ב', 'שמסתיים ב', 'שמסתיימת ב'],
  fa: ['منتهی به'],
  hi: ['अंतिम 4 अंक'],
  bn: ['শেষ 4 সংখ্যা'],
  th: ['ลงท้ายด้วย'],
  vi: ['có đuôi', 'đuôi số', 'kết thúc bằng'],
  id: ['berakhiran', 'yang berakhir dengan'],
  ms: ['berakhir dengan', 'berakhiran'],
  tl: ['nagtatapos sa'],
  ja: ['下4桁', '末尾'],
  zh: ['尾号', '尾號', '末四位', '后四位', '後四位'],
  ko: ['끝자리', '뒷자리'],
  sw: ['inayoishia', 'unaoishia'],
};

/**
 * Numbers of other things, named before them (NEGATIVE_LABEL_RE): an order, an invoice, a tracking number, a customer
 * number, a phone. Only the languages and forms the older list lacked.
 */
export const OTHER_PURPOSE_LABELS: Table = {
  // Customers and phones only as number compounds ("Kundennummer", "رقم العميل"): "Code for the customer area: 4471",
  // "kod wysłany na telefon: 482913", "ke telepon Anda: 482913", "إلى هاتفك" name where a code goes, not the number.
  // Not "račun"/"рахунок" (an invoice and an account: "kod za vaš račun").
  it: ['numero d[’\']ordine', 'tracciamento', 'numero verde', 'blocco carte'],
  // Service and emergency lines ("Sperr-Notruf: 116 116", "Infolinia: 801 555 200", "Opposition : 0 892 705 705"): a phone,
  // whatever the mail says of a PIN above it
  en: ['emergency (?:line|number)', 'lost (?:or stolen )?cards?'],
  de: ['\\p{L}*-?notruf\\p{L}*', 'sperr-?hotline', 'servicetelefon', 'referenz'],
  fr: ['opposition', 'ligne d[’\']urgence', 'service client'],
  es: ['línea de atención', 'atención al cliente'],
  pt: ['central de atendimento', 'sac', 'referência'],
  // (Compounds ending in "nummer" — ordernummer, klantnummer, kundnummer, fakturanummer — are read by the older list's
  // "…nummer" rule for nl, sv, da, no and de.)
  nl: ['track(?:[- ]?and[- ]?trace|ingcode)', 'referentie'],
  fi: ['tilausnumero', 'laskun numero', 'asiakasnumero', 'seurantanumero', 'puhelinnumero', 'viite(?:numero)?'],
  pl: ['przesyłk\\p{L}*', 'infolinia', 'infolinii', 'referencj\\p{L}*'],
  cs: ['objednávk\\p{L}*', 'faktur\\p{L}*', 'zásilk\\p{L}*', 'infolinka', 'infolinky'],
  sk: ['objednávk\\p{L}*', 'faktúr\\p{L}*', 'zásielk\\p{L}*', 'infolinka'],
  hu: ['rendelés\\p{L}*', 'számla\\p{L}*', 'csomag\\p{L}*', 'ügyfélszolgálat\\p{L}*', 'hivatkozási szám'],
  ro: ['comand[aă]', 'comenzii', 'factur[aă]', 'facturii', 'referinț\\p{L}*'],
  bg: ['поръчка', 'фактура', 'пратка'],
  hr: ['narudžb\\p{L}*', 'pošiljk\\p{L}*'],
  sr: ['narudžbin\\p{L}*', 'porudžbin\\p{L}*', 'pošiljk\\p{L}*', 'поруџбин\\p{L}*', 'пошиљк\\p{L}*'],
  sl: ['naročil\\p{L}*', 'pošiljk\\p{L}*'],
  tr: ['fatura\\p{L}*', 'takip (?:no|numarası)', 'müşteri (?:no|numarası)', 'referans(?: no)?'],
  el: ['παραγγελί\\p{L}*', 'τιμολογ\\p{L}*', 'αποστολ\\p{L}*', 'τηλ\\.'],
  ru: ['счёт-фактур\\p{L}*', 'накладн\\p{L}*', 'трек-номер\\p{L}*', 'тел\\.', 'референс'],
  uk: ['замовлен\\p{L}*', 'накладн\\p{L}*', 'тел\\.'],
  ar: ['رقم الطلب', 'رقم الفاتورة', 'رقم التتبع', 'رقم الشحنة', 'رقم العميل', 'رقم الهاتف'],
  he: ['מספר הזמנה', 'מספר חשבונית', 'מספר משלוח', 'מספר לקוח'],
  fa: ['شماره سفارش', 'شماره فاکتور', 'کد رهگیری', 'شماره مشتری'],
  hi: ['ऑर्डर', 'चालान', 'ट्रैकिंग'],
  bn: ['অর্ডার', 'চালান', 'ট্র্যাকিং'],
  th: ['หมายเลขคำสั่งซื้อ', 'ใบแจ้งหนี้', 'หมายเลขพัสดุ'],
  vi: ['đơn hàng', 'hóa đơn', 'mã vận đơn', 'vận đơn', 'sđt'],
  id: ['pesanan', 'tagihan', 'resi'],
  ms: ['pesanan', 'invois', 'penjejakan'],
  tl: ['resibo'],
  ja: ['注文番号', '請求書番号', '追跡番号', 'お問い合わせ番号', '顧客番号', '会員番号'],
  zh: ['订单号', '訂單號', '发票号', '發票號', '运单号', '運單號', '快递单号', '客户号', '客戶號', '会员号', '會員號'],
  ko: ['주문번호', '송장번호', '운송장', '고객번호', '회원번호'],
  sw: ['namba ya oda'],
  // "Reference" beyond en/fr/es/it (t-f): a template's request reference under a subject naming a code sent by SMS
  // ("Referenz: 881244", "Referentie", "Referens", "Referencja", "Referans", "Referência", "Viite").
  sv: ['referens'], no: ['referanse'],
};

/**
 * A lifetime in minutes (PURPOSE_EVIDENCE_RE: a one-time code lives for minutes; "valid for 30 days" says nothing):
 * the unit after a number, in every language of the matrix. Most were in the older pattern; Finnish partitive
 * "minuuttia" ("voimassa 10 minuuttia"), Filipino "minuto", Arabic dual "دقيقتين" and Hebrew "דק'" were not.
 */
export const MINUTE_UNITS: Table = {
  en: ['min', 'mins', 'minutes?'], de: ['minuten'], fr: ['minutes?'], es: ['minutos?'], pt: ['minutos?'], it: ['minuti', 'minuto'], nl: ['minuten', 'minuut'],
  sv: ['minuter', 'minut'], da: ['minutter'], no: ['minutter'], fi: ['minuut\\p{L}*', 'min\\.'], pl: ['minut\\p{L}*'], cs: ['minut\\p{L}*'], sk: ['minút\\p{L}*', 'minut\\p{L}*'],
  hu: ['perc\\p{L}*'], ro: ['minute', 'minut(?:e|ul)?'], bg: ['минут\\p{L}*'], hr: ['minut\\p{L}*'], sl: ['minut\\p{L}*'], sr: ['minut\\p{L}*', 'минут\\p{L}*'],
  tr: ['dakika\\p{L}*', 'dk'], el: ['λεπτ\\p{L}*'], ru: ['минут\\p{L}*'], uk: ['хвилин\\p{L}*'], vi: ['phút'], id: ['menit'], ms: ['minit'], tl: ['minuto'], sw: ['dakika'],
  ar: ['دقائق', 'دقيقة', 'دقيقتين'], he: ['דקות', 'דק[\'׳]'], fa: ['دقیقه'], hi: ['मिनट'], bn: ['মিনিট'], th: ['นาที'], ja: ['分', '分間'], zh: ['分钟', '分鐘'], ko: ['분'],
};

/**
 * "Expires in …", in the languages the older pattern lacked (it holds en de fr es pt it nl pl ru uk cs hu fi no da
 * sv ro el hr sr id vi tr with their prepositions).
 */
export const EXPIRES_IN: Table = {
  sl: ['poteče (?:čez|v|po)'], bg: ['изтича (?:след|за)'], sk: ['vyprší (?:o|za|po)'], ms: ['tamat tempoh (?:dalam|selepas)'], tl: ['mag-e-expire (?:sa|pagkalipas ng)'],
  // Swahili puts the unit before the number ("baada ya dakika 5") and the class prefix on the verb ("msimbo utaisha")
  sw: ['[ui]taisha (?:baada ya|ndani ya)', '[ui]takwisha (?:baada ya|ndani ya)', 'dakika \\d{1,3}'],
  ar: ['ينتهي (?:خلال|بعد)', 'تنتهي (?:صلاحيته|صلاحيتها)? ?(?:خلال|بعد)', 'صالح(?:ة)? لمدة'], he: ['יפוג בעוד', 'בתוקף למשך', 'בתוקף ל-?\\s?\\d'],
  fa: ['منقضی می‌?شود', 'معتبر (?:است|خواهد بود)'], th: ['หมดอายุใน', 'ใช้ได้ภายใน'], hi: ['में समाप्त हो जाएगा', 'के लिए मान्य'], bn: ['মেয়াদ শেষ', 'বৈধ থাকবে'],
};

/** Keep it secret: "do not share this code" (PURPOSE_EVIDENCE_RE), the forms the older list lacked. */
export const DO_NOT_SHARE: Table = {
  en: ['(?:never|do not|don[’\']t) (?:send|show|read out)', 'keep (?:it|this|the code) safe', 'will never ask (?:you )?for'],
  de: ['gib (?:\\p{L}+ ){0,3}nicht weiter', 'niemals (?:\\p{L}+ ){0,3}(?:weiter|mit)', 'geben sie (?:\\p{L}+ ){0,3}nicht weiter'],
  fr: ['ne (?:le |la )?communiquez (?:jamais|pas)', 'ne (?:le |la )?divulguez'],
  es: ['no (?:lo |la )?(?:compartas|comparta|reveles|revele|facilites|facilite|proporciones|proporcione)', 'nunca (?:lo |la )?compartas'],
  pt: ['não (?:o |a )?(?:revele|divulgue|passe)', 'nunca (?:o |a )?(?:revele|forneça|informe)'],
  it: ['non (?:lo |la )?(?:fornire|fornisca|dare|dire|inoltrare)', 'mai (?:a )?nessuno'],
  nl: ['deel (?:deze|de) code (?:nooit|niet)', 'geef (?:\\p{L}+ ){0,2}(?:nooit|niet) door'],
  sv: ['dela aldrig', 'lämna aldrig ut', 'ge aldrig'],
  da: ['del aldrig', 'giv aldrig', 'videregiv (?:ikke|aldrig)'],
  no: ['del aldri', 'gi aldri', 'oppgi aldri'],
  fi: ['älä anna', 'älä jaa', 'älä kerro', 'älä luovuta'],
  pl: ['nie (?:udostępniaj|przekazuj|podawaj|ujawniaj)\\p{L}*', 'nigdy nie (?:podawaj|przekazuj|udostępniaj)\\p{L}*'],
  cs: ['nikomu (?:ho |jej )?(?:nesdělujte|nesdílejte|neposílejte)', 'nesdělujte', 'nikdy nesdílejte'],
  sk: ['nikomu (?:ho )?(?:neposkytujte|nezdieľajte|neposielajte)', 'neposkytujte'],
  hu: ['ne (?:ossza|adja|add|oszd) (?:meg|ki|tovább)', 'senkivel ne'],
  ro: ['nu (?:îl |il |o )?(?:comunica|divulga|da|dați|trimite)\\p{L}*', 'nu (?:îl |il )?împărtăși\\p{L}*'],
  bg: ['не (?:го )?(?:споделяйте|казвайте|давайте)', 'никому'],
  hr: ['ne (?:ga )?(?:dijelite|dajte|odajte|otkrivajte)', 'nikome ne'],
  sr: ['ne (?:ga )?(?:delite|dajte|otkrivajte)', 'не (?:га )?(?:делите|дајте|откривајте)', 'nikome ne', 'никоме не'],
  sl: ['ne (?:ga )?(?:delite|posredujte|razkrijte)', 'nikomur'],
  tr: ['kimseye (?:söyleme|vermeyin|iletme)\\p{L}*', 'paylaşmayınız'],
  el: ['μην (?:το |τον )?(?:κοινοποιείτε|δίνετε|αποκαλύπτετε|μοιράζεστε)', 'σε κανέναν'],
  ru: ['не (?:сообщайте|передавайте|говорите|показывайте|пересылайте)', 'никому не'],
  uk: ['не (?:повідомляйте|передавайте|кажіть|показуйте)', 'нікому не'],
  ar: ['لا تشارك', 'لا تشاركي', 'لا تشاركوا', 'لا تفصح', 'لا تُفصح', 'لا تعطِ', 'لا تعطي', 'لا تعط', 'لا ترسل', 'يرجى عدم مشاركة', 'عدم مشاركة', 'لا تخبر'],
  he: ['אל תשתפ', 'אל תמסר', 'אל תמסור', 'אל תעביר', 'אין למסור', 'אין לשתף'],
  fa: ['در اختیار (?:کسی|دیگران) قرار ندهید', 'به اشتراک نگذارید', 'با کسی به اشتراک', 'به هیچ کس'],
  hi: ['किसी के साथ साझा न', 'किसी को न (?:बताएं|दें)', 'साझा न करें', 'शेयर न करें'],
  bn: ['কারো সাথে শেয়ার করবেন না', 'কাউকে দেবেন না', 'শেয়ার করবেন না'],
  th: ['ห้ามบอก', 'ห้ามเปิดเผย', 'อย่าบอก', 'อย่าเปิดเผย', 'ห้ามแชร์', 'อย่าแชร์'],
  vi: ['không (?:chia sẻ|cung cấp|tiết lộ|đưa)', 'tuyệt đối không'],
  id: ['jangan (?:berikan|bagikan|sebarkan|beritahu|kasih)\\p{L}*', 'rahasiakan'],
  ms: ['jangan (?:kongsi|dedahkan|berikan)\\p{L}*'],
  tl: ['huwag (?:ibahagi|ibigay|sabihin)'],
  ja: ['他人に', '第三者に', '教えないで', '共有しないで'],
  zh: ['请勿', '請勿', '切勿', '不要(?:告诉|告訴|泄露|洩露|透露|分享|转发|轉發)'],
  ko: ['타인에게', '공유하지', '알려주지', '노출하지'],
  sw: ['usishiriki', 'usimpe mtu', 'usimwambie mtu'],
};

// ---------------------------------------------------------------------------------------
// Compiling for speed

/**
 * The literal words an alternative stands for, when it is made only of letters, small groups ("kod(?:ów|ami)"), optional
 * pieces ("koodi(?:si)?", "sms-?kode") and small classes ("[ui]taisha"): up to 128 of them. Null for anything else
 * ("\p{L}*", "\s", "\d", a lookaround). Words written out so become literal alternatives that forTestOnly merges into one
 * trie with the others: a long list then costs a few first characters per position, not one check per word.
 */
export function literalWords(pattern: string): string[] | null {
  let at = 0;
  const fail = (): null => null;
  const alternation = (): string[] | null => {
    let result: string[] = [];
    for (;;) {
      const sequence = parseSequence();
      if (sequence === null) return null;
      result = result.concat(sequence);
      if (pattern[at] !== '|') return result;
      at++;
    }
  };
  const parseSequence = (): string[] | null => {
    let words = [''];
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') {
      let piece: string[] | null;
      const char = pattern[at];
      if (char === '(') {
        if (!pattern.startsWith('(?:', at)) return fail();
        at += 3;
        piece = alternation();
        if (piece === null || pattern[at] !== ')') return fail();
        at++;
      } else if (char === '[') {
        const close = pattern.indexOf(']', at);
        const body = pattern.slice(at + 1, close);
        // (a "-" only first or last: "[- ]"; no ranges, negations or escapes)
        if (close < 0 || /[\\^]/.test(body) || /.-./.test(body) || body.length > 4) return fail();
        piece = [...body];
        at = close + 1;
      } else if (char === '\\') {
        const next = pattern[at + 1];
        if (!next || !'.-/\'’'.includes(next)) return fail();
        piece = [next];
        at += 2;
      } else if ('*+{}.^$?'.includes(char)) {
        return fail();
      } else {
        piece = [char];
        at++;
      }
      if (pattern[at] === '?') {
        if (pattern[at + 1] === '?' || pattern[at + 1] === '<' || pattern[at + 1] === '=' || pattern[at + 1] === '!') return fail();
        piece = [...piece, ''];
        at++;
      }
      if (pattern[at] === '*' || pattern[at] === '+' || pattern[at] === '{') return fail();
      const joined: string[] = [];
      for (const word of words) for (const tail of piece) joined.push(word + tail);
      if (joined.length > 128) return fail();
      words = joined;
    }
    return words;
  };
  const words = alternation();
  if (words === null || at !== pattern.length || words.some((word) => word.length === 0)) return null;
  return [...new Set(words)];
}

/** A list of alternatives with each one written out as its literal words where it can be (literalWords). */
export function spelledOut(alternatives: readonly string[]): string[] {
  const escape = (word: string): string => word.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  return alternatives.flatMap((alternative) => literalWords(alternative)?.map(escape) ?? [alternative]);
}
