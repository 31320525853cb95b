/**
 * Multilingual vocabulary used by the scorers. Everything here is data (regular
 * expressions); the scoring logic lives in code-candidates.ts and link-candidates.ts.
 *
 * Conventions:
 * - Words from scripts that separate words with spaces are wrapped in Unicode-aware
 *   boundaries (`B` … `E`) so that "code" does not match inside "barcode" or "encode".
 * - Chinese, Japanese, Korean, Thai, Arabic and Hebrew terms are matched as substrings,
 *   because those scripts attach particles/prefixes directly ("الرمز", "인증번호를").
 */

/** Start/end boundaries: not preceded/followed by a letter or digit of any script. */
import {
  ACTION_ACCEPT, ACTION_ACTIVATE, ACTION_APPROVE, ACTION_CONFIRM, ACTION_RESET, ACTION_SIGN_IN, ACTION_VERIFY, CODE_WORD_GENERIC, CODE_WORD_GENERIC_WHOLE, CODE_WORD_QUALIFIED,
  compileWhole, DO_NOT_SHARE, ENDING_IN, EXPIRES_IN, MINUTE_UNITS, OTHER_PURPOSE_LABELS, spelledOut, tableWords, TOKEN_PARAM_NAMES, URL_STEP_TOKENS,
} from './lexicon';
import { forTestOnly } from './test-patterns';

/**
 * The vocabulary matrix's words of one concept as one group: written out as literal words where they can be and merged
 * into a trie by common prefixes (forTestOnly), so that they cost a few first characters per position of a line, not one
 * check per word. Only the order of the matrix's own words changes (they follow the older lists' words, which keep their
 * priority); each is a whole word between boundaries, so a match's extent is the same.
 */
const factored = (words: readonly string[]): string[] => (words.length === 0 ? [] : [`(?:${forTestOnly(new RegExp(spelledOut(words).join('|'), 'iu')).source})`]);

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

const bounded = (alternatives: string[]): string => `${B}(?:${alternatives.join('|')})${E}`;
const unbounded = (alternatives: string[]): string => `(?:${alternatives.join('|')})`;

/**
 * Words that introduce a verification code ("verification code", "Bestätigungscode",
 * "验证码"…). Generic "code"/"PIN" are included; the qualifier lists below veto the
 * non-verification uses ("promo code", "error code", "code postal"…).
 */
const CODE_WORDS_SPACED = [
  // English
  'codes?', 'passcodes?', 'otps?', 'pins?', 'one[- ]time[- ]pass(?:word|code)s?', 'one[- ]time[- ]pins?',
  '2fa', 'mfa', 'two[- ]factor', 'security[- ]key', 'tac',
  // A key to type once to link or register an account ("Activation key: 7HKD-22QP-9XWM", "enter the registration key
  // below"); a product or licence key stays out (a purchase's key, kept and redeemed)
  // (Matched at the "k", behind which the qualifier is looked for: alternatives opening with other letters make
  // CODE_KEYWORD_RE try more places of every line.)
  '(?<=(?:activation|registration|enrol(?:l)?ment) )keys?',
  // "Your confirmation number is 6042. Enter it to confirm your email"; like "confirmation code",
  // it is a booking reference in transactional mails (see TRANSACTIONAL_PENALTY)
  'confirmation numbers?', // TAC: "transaction authorisation code" (Malaysian banks)
  // German compounds (plain "Code" is covered above; "TAN" is what German banks call an OTP)
  '(?:bestätigungs|bestaetigungs|verifizierungs|verifikations|sicherheits|anmelde|einmal|zugangs|aktivierungs|freischalt|prüf|login|registrierungs|authentifizierungs|authentifikations|anmeldungs|wiederherstellungs|autorisierungs|autorisations|freigabe|transaktions|identifikations|geräte|kontroll)-?codes?',
  'einmal-?passwort', 'einmalkennwort', 'm?tan', 'pushtan',
  // The TAN procedures of German, Austrian and Swiss banks ("Ihre mobileTAN: 718293", "smsTAN", "chipTAN")
  '(?:mobile|sms|push|photo|foto|chip|app|smart|e|i)-?tans?',
  // French / Spanish / Portuguese / Italian / Catalan
  'mot de passe (?:à usage unique|temporaire|unique)', 'c[oó]digos?', 'codic[ei]', 'codi',
  'clave (?:de (?:acceso|seguridad|verificaci[oó]n|activaci[oó]n|registro)|din[aá]mica|temporal|token)',
  // Argentine and other banks ask to "ingresá la clave 71940": a bare "clave" only right after an entry verb
  '(?<=(?:ingres[aá]|ingrese|introduce|introduzca|escrib[ea]|digit[ae]) (?:la |tu |su )?)clave', 'senha (?:tempor[aá]ria|de uso [uú]nico)',
  'password monouso',
  // Brazilian banks call a one-time code a "token" ("Seu token de acesso é 759301"); a bare
  // "token" is left out because English mail uses it for API tokens.
  'token (?:de|da) (?:acesso|acceso|segurança|seguridad|verificação|verificación|autenticação|autenticación|confirmação|confirmación)',
  // Dutch / Scandinavian / Finnish
  // ("controlecode": what Dutch government portals send to confirm an address, a4-acc)
  '(?:verificatie|bevestigings|beveiligings|inlog|toegangs|activerings|aanmeld|controle|eenmalige ?)codes?',
  '(?:engångs|verifierings|säkerhets|bekräftelse|inloggnings|aktiverings|engangs|bekræftelses|verifikations|sikkerheds|bekreftelses|verifiserings|sikkerhets)?kod(?:e|en|er)?',
  '(?:vahvistus|varmistus|varmennus|tunnistautumis|todennus|kirjautumis|aktivointi|kertakäyttö|turva)?koodi(?:si|n|a|lla|nne)?',
  '(?:vahvistus|varmistus|kertakäyttö|turva)tunnus(?:ta|si|ksi|en)?',
  // Polish / Czech / Slovak / Hungarian / Romanian / Turkish / Indonesian
  'kod(?:u|em|y|zie|unuz|unu|un|a|o|om|i)?', 'kodu(?:nuz)?d[uı]r', 'kód(?:u|em|ot|ja|od)?', 'kôd(?:a|om)?', 'kode(?:nya|mu|ku)?', 'kodnya', 'cod(?:ul)?',
  // Code words of further languages (a2-recall, a label probe of 80 languages): Irish "cód", Yoruba
  // "koodu", Somali "koodhka", Swahili "nambari ya kuthibitisha", Luxembourgish "Bestätegungscode", Tajik "рамз", Finnish "tunnusluku"
  // (each holds a substring CODE_KEYWORD_HINT_RE already lets through; Zulu "ikhodi" and Croatian "šifra" would need new ones, which cost every line)
  'cód', 'koodu', 'koodhka', 'nambari ya kuthibitisha', 'bestätegungscodes?', 'рамз\\p{L}*', 'tunnusluku',
  // Swahili ("msimbo wa uthibitishaji")
  'msimbo', 'nambari(?: yako)? ya uthibitisho',
  // English one-time tokens ("Your sign-in token: 552017"); a bare "token" is left out (API tokens)
  '(?:sign[- ]?in|log[- ]?in|verification|one[- ]time) tokens?',
  // Nigerian and other banks: "Your transaction token is 80317644" (a bare "token" stays out)
  'transaction tokens?',
  // Lithuanian / Latvian / Estonian
  'kod(?:as|ą|o|s)', '(?:kinnitus|turva|sisselogimis|ühekordne ?)?kood(?:i)?',
  // Slovenian, Croatian and Serbian cases ("Vaša koda za preverjanje", "Kodo vnesite", "evo koda"), Basque ("egiaztapen-kodea"),
  // Albanian, Icelandic, Maltese
  '(?:egiaztapen-?|berrespen-?|segurtasun-?)?kodea(?:k)?', 'kóð(?:i|inn|a|ann)', 'kodiċi',
  'hasło jednorazowe', 'tek kullanımlık şifre\\p{L}*',
  // "One-time password" in further languages (a bare "password" is never a code word: "reset your password")
  'jednorazowe hasło', 'egyszeri (?:jelszó|jelszava|jelszót|kód\\p{L}*)', 'jednorázové heslo', 'jednorazové heslo', 'engångslösenord\\p{L}*', 'engangs(?:kodeord|adgangskode|passord)\\p{L}*',
  'kertakäyttöi(?:nen|sen) salasan\\p{L}*', 'eenmalig(?:e)? wachtwoord', 'parol[aă] (?:unic[aă]|de unic[aă] folosin[țţ][aă])', 'contraseña (?:de un solo uso|temporal|única|dinámica)',
  'mật khẩu (?:một lần|dùng một lần)', 'kata sandi sekali pakai', 'jednokratn\\p{L}* lozink\\p{L}*',
  // Vietnamese
  'mã (?:xác (?:minh|nhận|thực)|otp|bảo mật|kích hoạt|đăng nhập|của bạn)',
  // A bare "mã" ("mã mới của bạn: 389682"); "mã đơn hàng", "mã giảm giá"… are vetoed below
  'mã',
  // Russian / Ukrainian / Bulgarian / Greek
  // Russian, Ukrainian, Bulgarian ("кодът"), Macedonian ("кодот"), Kazakh ("кодыңыз", "коды")
  'код(?:а|у|ом|ы|ыңыз|ың|ын|ът|от|ове|ів|ов)?', 'одноразов\\p{L}* парол\\p{L}*', 'κωδικ\\p{L}*',
];

const CODE_WORDS_UNSPACED = [
  // Chinese (simplified and traditional)
  '验证码', '驗證碼', '校验码', '校驗碼', '动态码', '動態碼', '确认码', '確認碼', '安全码', '安全碼', '认证码', '認證碼',
  '验证代码', '驗證代碼', '动态密码', '動態密碼', '动态口令', '動態口令', '一次性密码', '一次性密碼', '激活码', '激活碼', '啟用碼', '登录码', '登錄碼', '登入碼',
  // Japanese
  // "確認番号" (confirmation number) names a code to type or a booking's reference, as "confirmation number" does
  '認証コード', '確認コード', '認証番号', '確認番号', 'ワンタイムパスワード', 'ワンタイムコード', 'パスコード', '暗証番号', 'セキュリティコード', 'ログインコード', 'コード',
  // Korean
  '인증\\s?번호', '인증\\s?코드', '보안\\s?코드', '확인\\s?코드', '코드', '일회용\\s?비밀번호',
  // Thai, Hindi, Bengali, Arabic, Urdu, Hebrew, Persian
  'รหัส', 'ओटीपी', 'कोड', 'কোড', 'رمز', 'كود', 'کوڈ', 'کد', 'קוד',
  // Further scripts of South and South-East Asia, the Caucasus and Ethiopia (Gujarati, Gurmukhi,
  // Tamil, Telugu, Kannada, Malayalam, Sinhala, Myanmar, Khmer, Lao, Georgian, Armenian, Amharic)
  // Urdu "one-time PIN" ("آپ کا ون ٹائم پن (OTP): 2946")
  'ون ٹائم پن', 'او ٹی پی',
  // Latin code words glued to a Japanese or Korean particle (a4-acc): "PINは 8041 です", "OTPを入力", "PIN은 8041입니다"
  // (The boundary is looked for behind the three letters, not before them: a pattern opening with a lookbehind is
  // tried at every character of every line, one opening with letters only where they occur.)
  '(?:PIN|OTP|TAN|2FA|MFA)(?<![\\p{L}\\p{N}][\\s\\S]{3})(?=[はをがのでにもと은는을를이가의])',
  'કોડ', 'ਕੋਡ', 'குறியீடு', 'కోడ్', 'ಕೋಡ್', 'കോഡ്', 'කේත', 'ကုဒ်', 'កូដ', 'ລະຫັດ', 'კოდ', 'կոդ', 'ኮድ', 'ওটিপি',
];

/**
 * A cheap test that a line may hold a code word: a substring every spaced code word above
 * contains, or any letter of a script other than Latin (those words are many and short). A line
 * without it cannot match CODE_KEYWORD_RE, which is costly to run on every line of a newsletter.
 */
export const CODE_KEYWORD_HINT_RE = /cod|cód|kóð|kod|kód|kôd|kood|otp|pin|pass|2fa|mfa|factor|tac|tan|key|confirmation|clave|senha|token|msimbo|tunnus|nambari|mã|hasł|şifre|šifr|einmal|jelsz|heslo|lösenord|passord|salasan|wachtwoord|parol|contraseña|mật khẩu|kata sandi|lozink|[\u0370-\u03ff\u0400-\u04ff\u0530-\u1dff\u2e80-\uffff]/i;

/** The vocabulary matrix's code words (lexicon.ts), joined to the lists above. */
const MATRIX_CODE_WORDS = tableWords(CODE_WORD_GENERIC);
const MATRIX_QUALIFIED_CODE_WORDS = tableWords(CODE_WORD_QUALIFIED);

export const CODE_KEYWORD_RE = new RegExp(
  `${bounded([...CODE_WORDS_SPACED, ...factored([...MATRIX_QUALIFIED_CODE_WORDS.bounded, ...MATRIX_CODE_WORDS.bounded])])}|${unbounded([...CODE_WORDS_UNSPACED, ...factored([...MATRIX_QUALIFIED_CODE_WORDS.substrings, ...MATRIX_CODE_WORDS.substrings])])}`,
  'giu',
);

/**
 * A code word, or one and up to two words completing it, glued to the number after it ("Signing code4417 9023",
 * "Code de vérification3391 07"), as text
 * that a generator or a mail parser synthesises from a table prints a label cell and its value cell.
 */
export const GLUED_CODE_WORD_RE = new RegExp(`${B}(?:${CODE_WORDS_SPACED.join('|')})((?: \\p{L}{1,16}){0,2})(?=\\d{3})`, 'giu');
/** The words completing a glued code word are lower case ("de vérification", not "NICO" of "code NICO2026"): tested without the i flag. */
export const LOWER_CASE_WORDS_RE = /^(?: \p{Ll}+)*$/u;
/** A letter right before three digits: what GLUED_CODE_WORD_RE needs (one cheap test per line). */
export const LETTER_BEFORE_DIGITS_RE = /\p{L}\d{3}/u;

/**
 * Verbs that, directly before a number, ask the reader to type it: "Enter 748392 to sign in",
 * "Geben Sie 482913 ein", "Введите 482913".
 */
const ENTRY_VERBS = [
    'enter', 'entering', 'use', 'type', 'typing', 'input', 'paste', 'gib', 'geben sie', 'tippen sie', 'eingeben', 'einzugeben', 'eintippen', 'einzutippen', 'tippe', 'verwende', 'verwenden sie', 'nutze', 'saisissez', 'saisir', 'entrez', 'utilisez', 'introduce', 'introduzca', 'ingresa', 'ingrese', 'ingresá', 'usa', 'utiliza', 'digite', 'insira', 'use o', 'inserisci', 'inserire', 'utilizza', 'voer', 'vul', 'gebruik', 'wpisz', 'wprowadź', 'użyj', 'введите', 'введи', 'используйте', 'girin', 'gir', 'kullanın', 'masukkan', 'gunakan', 'nhập', 'ange', 'angiv', 'skriv inn',
    // Formal and further imperatives: "Inserisca 604918", "Tapez 482913", "Zadejte 551027"
    'inserisca', 'inserite', 'digiti', 'digita', 'immetta', 'immetti', 'tapez', 'indiquez', 'renseignez', 'escriba', 'teclee', 'informe', 'typ', 'vul in', 'podaj', 'zadejte', 'zadajte', 'adja meg', 'add meg', 'írja be', 'írd be', 'introduceți', 'introdu', 'skriv in', 'fyll i', 'indtast', 'tast inn', 'syötä', 'giriniz', 'введіть', 'вкажіть', 'укажите', 'πληκτρολογήστε', 'εισάγετε',
];

/** Typing verbs of scripts without spaces between words, and Arabic, Hebrew, Thai and Hindi ones ("请输入482913", "أدخل 482913"). */
const ENTRY_VERBS_UNSPACED = '输入|輸入|入力|입력|أدخل|ادخل|הזן|הזינו|הקלד|กรอก|ป้อน|दर्ज|लिखें';

// The code may stand in quotes ('Please enter "JH4-7PQ" when prompted', « Saisissez « 4KQ77P » »).
export const ENTRY_VERB_RE = new RegExp(`(?:${bounded(ENTRY_VERBS)}|${ENTRY_VERBS_UNSPACED})[\\s:："“„«‘'‚「]*$`, 'iu');

/** A typing verb right after the number, as verb-final languages put it ("482913 を入力してください", "482913을 입력하세요", "482913 दर्ज करें"). */
export const ENTRY_VERB_AFTER_RE = /^\s?(?:を|을|를)?\s?(?:入力|입력|दर्ज कर|girin|giriniz|লিখুন|দিন)/u;

/**
 * An entry verb anywhere in a stretch of text: "enter the confirmation code 5821" asks the
 * reader to type the number even though the verb does not touch it.
 */
export const ENTRY_VERB_ANYWHERE_RE = new RegExp(`${bounded(ENTRY_VERBS)}|${ENTRY_VERBS_UNSPACED}`, 'iu');

/**
 * Words that only ever name a code to type ("verification code", "OTP", "TAN", "验证码"), unlike
 * "confirmation code", "PIN" or "authorization code", which transactional mails also use for
 * booking references, booking PINs and card approval codes.
 */
export const VERIFICATION_WORD_RE = new RegExp(
  `${bounded(['otps?', 'one[- ]time', 'm?tan', '(?:mobile|sms|push|photo|foto|chip|app|smart|e|i)-?tans?', 'egyszeri', 'jednoráz\\p{L}*', 'engångs\\p{L}*', 'kertakäyttöi\\p{L}*', 'eenmalig\\p{L}*', 'un solo uso', 'uso [uú]nico', 'usage unique', 'sekali pakai', 'một lần', 'tac', 'de s[ée]curit[ée]', 'de seguridad', 'de segurança', 'di sicurezza', 'sicherheitscode', 'beveiligingscode', 'bezpieczeństwa', 'безопасности', '2fa', 'mfa', 'two[- ]factor', '2-step', 'two-step', 'passcode', 'security code', 'sign[- ]?in code', 'log[- ]?in code'])}|verif|einmal|jednorazow|одноразов|tek kullanımlık|验证|驗證|校验|校驗|动态|動態|一次性|認証|ワンタイム|인증|일회용|xác (?:minh|thực)|التحقق|للتحقق|لمرة واحدة|האימות|לאימות|אימות|חד[- ]פעמי|تایید|تأیید|یکبار مصرف|ยืนยันตัวตน|รหัสยืนยัน|ครั้งเดียว|सत्यापन|ওটিপি|যাচাই|تصدیقی|ellenőrző|egyszer használatos|uthibitisho|uthibitishaji|preverjanj|preverit|potrditv|provjer|провер|верификац|верифікац|pengesahan|μίας χρήσης|μιας χρήσης|bezpečnostn|biztonsági|de securitate|güvenlik|keamanan|ασφαλείας|امنیتی|sigurnosn|varnostn|за сигурност|безпеки|přihlašovací|prihlasovac|belépési|bejelentkezési|logowania|prijavn|activaci[oó]n|ativação|validaci[oó]n|validação|attivazione|convalida|de activare|aktivasyon|aktivační|aktiváló|egiaztapen|egiaztatze|berrespen|растау|пацвярдж|баталгаа|հաստատ|დადასტურ|ვერიფიკაც|staðfesting|kinnitus|patvirtinim|apstiprinājum|pagpapatunay|dilysu|ون ٹائم`,
  'iu',
);

/** Verbs that put a nearby number in a verification context ("… 482913 to verify your account"). */
export const VERIFY_VERB_RE = new RegExp(
  bounded([
    'verify', 'verifying', 'confirm', 'confirming', 'approve', 'authori[sz]e', 'sign[- ]?in', 'signing in', 'log[- ]?in', 'logging in', 'authenticate', 'two-step', '2-step',
    'verifizieren', 'bestätigen', 'anmelden', 'vérifier', 'confirmer', 'connecter', 'verificar', 'confirmar', 'verificare', 'confermare', 'accedere', 'bevestigen', 'inloggen', 'potwierdzić', 'zalogować', 'подтвердить', 'подтверждения', 'войти', 'doğrulamak',
    // Imperatives, as subjects ask ("Confirmez votre rendez-vous", "Bestätige deine E-Mail", "Confirma tu cita")
    'bestätige', 'verifiziere', 'confirmez', 'vérifiez', 'confirma', 'confirme', 'verifica', 'conferma', 'confermi', 'bevestig', 'verifieer', 'potwierdź', 'zweryfikuj', 'onaylayın', 'doğrulayın', 'bekräfta', 'bekræft', 'bekreft', 'vahvista', 'potvrďte', 'potvrzujte', 'erősítse meg', 'confirmați', 'xác nhận',
  ]),
  'iu',
);

/**
 * "Approve / authorise (a payment)" beyond English, in a subject: banks ask to type a code to
 * release a payment ("Zahlung freigeben", "Autoriser le paiement"), so such a subject announces a
 * code even though it names a payment. Only subjects are tested (VERIFY_VERB_RE runs on every line).
 */
export const APPROVE_VERB_RE = new RegExp(
  bounded([
    'freigeben', 'freigabe', 'autorisieren', 'genehmigen', 'approuver', 'autoriser', 'aprobar', 'autorizar', 'aprovar', 'autorizzare', 'approvare', 'goedkeuren', 'autoriseren', 'zatwierdź', 'zatwierdzić', 'autoryzuj', 'godkänn\\p{L}*', 'godkend\\p{L}*', 'godkjenn\\p{L}*', 'onayla\\p{L}*', 'подтвердите',
    // A payment batch or transfer waiting for release ("Payment batch approval", "Autorisation de virement")
    'approval', 'release', 'autorisation', 'aprobación', 'aprovação', 'autorizzazione', 'zatwierdzenie', 'godkännande', 'onay',
  ]),
  'iu',
);

/**
 * A subject asking to verify or confirm an e-mail address ("Verify your email to get delivery updates", "Bestätige
 * deine E-Mail-Adresse für Lieferupdates", "Confirma tu correo para recibir tu envío"): a step, never a receipt or
 * shipping notice, whatever it promises in return (a4-acc).
 */
export const EMAIL_STEP_SUBJECT_RE = new RegExp(
  `${bounded(['verify', 'confirm', 'bestätige', 'bestätigen sie', 'verifiziere', 'confirmez', 'confirme', 'vérifiez', 'confirma', 'verifica', 'conferma', 'bevestig', 'potwierdź', 'подтвердите', 'doğrulayın'])}` +
    `\\s+(?:\\p{L}+\\s+){0,2}(?:e-?mail\\p{L}*|adresse|address|correo|courriel|indirizzo|e-?postadres|adres\\p{L}*|почту|e-?posta)`,
  'iu',
);

/**
 * A password named in a subject ("Pedido de nova senha", "Reset your password"): such a mail is
 * never a receipt, even when a word of its subject also means "order" ("pedido").
 */
export const PASSWORD_SUBJECT_RE = new RegExp(
  bounded([
    'password', 'passwort', 'kennwort', 'mot de passe', 'contraseña', 'senha', 'wachtwoord', 'hasła?', 'heslo', 'jelszó', 'parola', 'parol[aăei]', 'lösenord', 'adgangskode', 'passord', 'salasana', 'şifre\\p{L}*', 'kata sandi', 'mật khẩu', 'пароль', 'пароля', 'κωδικ\\p{L}* πρόσβασης',
  ]) + '|パスワード|密码|密碼|비밀번호|كلمة المرور|סיסמה|รหัสผ่าน|पासवर्ड',
  'iu',
);

/**
 * Signing in, as a subject names a code's purpose (t-f): "Код для входу в «Посилка+»", "Your login code for ParcelPal",
 * "Anmeldecode für die Paket-App", "Code de connexion Colis Express". A code for signing in is never a receipt's or a
 * parcel's reference, whatever the app's name holds ("Посилка", "Parcel", "Paket"). Not "access": a booking's access code.
 */
export const SIGN_IN_WORD_RE = new RegExp(
  `${bounded([
    'sign(?:ing)?[- ]?in', 'log(?:ging)?[- ]?in', 'login', 'anmelde\\p{L}*', 'anmeldung', 'login-?code', 'einlogg\\p{L}*', 'connexion', 'inicio de sesión', 'iniciar sesión', 'inloggen', 'inlogcode', 'inlog',
    'logowani\\p{L}*', 'вход\\p{L}*', 'вхід\\p{L}*', 'входу', 'giriş kod\\p{L}*', 'giriş yap\\p{L}*', 'oturum aç\\p{L}*', 'přihlá\\p{L}*', 'prihlás\\p{L}*', 'bejelentkez\\p{L}*', 'kirjautu\\p{L}*', 'inloggning\\p{L}*', 'innlogging\\p{L}*', 'logga in', 'logg inn', 'log ind',
    'đăng nhập', 'log masuk', 'σύνδεσ\\p{L}*', 'conectare', 'autentificare',
  ])}|ログイン|登录|登錄|登入|로그인|تسجيل الدخول|התחברות|เข้าสู่ระบบ`,
  'iu',
);

/**
 * Subjects of transactional mails (bookings, orders, receipts, payments, shipping). Their
 * "confirmation code" is a booking reference (PNR) and their "confirmation" links open the
 * order, not a sign-up.
 */
/** A card purchase, transaction or payment, and words that report it approved (for TRANSACTIONAL_SUBJECT_RE). */
const CARD_EVENT = [
  'purchase', 'transaction', 'card payment', 'compra', 'transação', 'transacción', 'transacao', 'pagamento', 'achat', 'transaktion', 'kartenzahlung', 'umsatz', 'acquisto', 'transazione', 'aankoop', 'transactie',
  'zakup', 'transakcja', 'płatność', 'покупка', 'операция', 'оплата', 'satın alma', 'işlem\\p{L}*', 'köp', 'ostos', 'vásárlás', 'tranzakció', 'nákup', 'transakce', 'pembelian', 'transaksi', 'giao dịch', 'συναλλαγή', 'αγορά',
].join('|');
const APPROVED = [
  'approved', 'authori[sz]ed', 'aprovad[ao]', 'aprobad[ao]', 'autorizad[ao]', 'realizad[ao]', 'genehmigt', 'autorisiert', 'acceptée?', 'autorisée?', 'approvato', 'autorizzat[ao]', 'goedgekeurd', 'geautoriseerd',
  'zatwierdzon\\p{L}*', 'autoryzowan\\p{L}*', 'одобрен\\p{L}*', 'проведен\\p{L}*', 'onaylandı', 'godkänd', 'hyväksytty', 'jóváhagyva', 'schválen\\p{L}*', 'disetujui', 'berhasil', 'thành công', 'được duyệt', 'εγκρίθηκε',
].join('|');

export const TRANSACTIONAL_SUBJECT_RE = new RegExp(
  `${bounded([
    'booking', 'reservation', 'reservierung', 'buchung', 'réservation', 'reserva', 'prenotazione', 'itinerary', 'e-ticket', 'boarding', 'flight', 'flug', 'trip', 'receipt', 'invoice', 'rechnung', 'facture', 'factura',
    // Receipts of an application or a payment ("Ricevuta di presentazione domanda"): their control codes are references
    'ricevuta', 'quittung', 'reçu', 'recibo', 'comprovante', 'kvitto', 'kvittering', 'kuitti', 'nyugta', 'makbuz', 'квитанци\\p{L}*', 'biên lai', 'potwierdzenie złożenia',
    'shipped', 'shipment', 'versandt', 'expédiée', 'delivery', 'lieferung', 'livraison', 'envío', 'sendung', 'paket', 'ride',
    // Gift cards ("Tu tarjeta regalo de 50 €"): their numbers and PINs are redeemed, not typed to verify
    'gift ?cards?', '\\p{L}*gutschein\\p{L}*', 'geschenk\\p{L}*', 'carte[- ]cadeau', 'tarjeta regalo', 'cart[ãa]o[- ]presente', 'vale[- ]presente', 'buono regalo', 'gift ?card', 'cadeaukaart', 'cadeaubon', 'karta podarunkowa', 'подарочн\\p{L}* карт\\p{L}*', 'hediye kart\\p{L}*', 'presentkort', 'gavekort', 'lahjakort\\p{L}*', 'dárkov\\p{L}* karta', 'ajándékkártya',
    'carta regalo', 'tarjeta de regalo', 'karta prezentow\\p{L}*', 'cheque[- ]cadeau', 'card cadou', 'darčekov\\p{L}* kart\\p{L}*', 'poklon[- ]kartic\\p{L}*', 'kartu hadiah', 'thẻ quà tặng', 'δωροκάρτ\\p{L}*', 'подарунков\\p{L}* карт\\p{L}*', 'gift voucher',
    // Parcels ("Twoja paczka jest w drodze", "Ihr Paket kommt", "Votre colis"): their PINs open a locker or reschedule a delivery
    // Registered letters held for pickup ("Raccomandata in giacenza", "Einschreiben", "lettre recommandée")
    'raccomandata', 'giacenza', 'einschreiben', 'lettre recommandée', 'recommandé', 'carta certificada', 'list polecony', 'заказное письмо',
    'parcel', 'colis', 'paquete', 'pacco', 'pakket', 'pakke', 'paczk\\p{L}*', 'przesyłk\\p{L}*', 'zásilk\\p{L}*', 'csomag\\p{L}*', 'посылк\\p{L}*', 'посилк\\p{L}*', 'kargo\\p{L}*', 'encomenda', 'gói hàng', 'bưu kiện', 'paketti\\p{L}*', 'δέμα\\p{L}*', 'colet\\p{L}*',
    'orders?', 'bestellbestätigung', 'bestellung', 'commande', 'pedido', 'ordine', 'bestelling', 'zamówienie', 'заказ', 'sipariş',
    'payment', 'zahlung', 'paiement', 'pago',
    // Thanks for a purchase (a4-acc): "Thank you for your Vapor purchase!", "Danke für Ihren Einkauf", "Gracias por tu compra"
    'thank(?:s| you) for your (?:\\p{L}+ )?(?:purchase|order)', 'danke für (?:ihren|deinen) (?:\\p{L}+ )?(?:einkauf|kauf)', 'merci pour votre (?:\\p{L}+ )?achat', 'gracias por (?:tu|su) (?:\\p{L}+ )?compra',
    'obrigad[oa] pela (?:sua )?compra', 'grazie per il (?:tuo |suo )?acquisto', 'bedankt voor je (?:\\p{L}+ )?aankoop', 'dziękujemy za zakup', 'спасибо за покупку',
    // A card purchase reported as approved ("Compra aprovada no cartão final 7731", "Purchase approved"): its
    // authorisation code is the card network's reference. (A purchase to confirm, "Confirma tu compra", asks for a code.)
    `(?:${CARD_EVENT})\\s+(?:\\p{L}+\\s+){0,2}(?:${APPROVED})`, `(?:${APPROVED})\\s+(?:\\p{L}+\\s+){0,2}(?:${CARD_EVENT})`,
    // Bills ("Счёт за ноябрь", "Your bill is ready"): a payment code for a terminal is a reference, nothing to type to verify;
    // receipts and proofs of a transfer ("Comprovante de Pix enviado"): their authentication codes identify the transfer
    'bill', 'comprovante', 'comprobante', 'justificatif', 'beleg', 'zahlungsbeleg', 'kvitto', 'kvittering', 'kuitti', 'nyugta', 'квитанци\\p{L}*', 'чек', 'makbuz', 'dekont', 'potwierdzenie (?:przelewu|płatności|transakcji)', 'bukti (?:transfer|pembayaran)', 'biên lai', 'ricevuta', 'счёт', 'счет', 'рахунок', 'fattura', 'factuur', 'faktura', 'rachunek', 'fatura\\p{L}*', 'számla', 'lasku', 'hóa đơn', 'tagihan',
    // Appointments ("Your DMV appointment is confirmed", "Terminbestätigung"): their check-in codes are typed at a kiosk
    'appointments?', 'termin\\p{L}*', 'rendez-vous', 'cita', 'appuntamento', 'afspraak', 'wizyt\\p{L}*', 'запис\\p{L}* на при[её]м', 'randevu\\p{L}*', 'consulta marcada', 'ajanvara\\p{L}*', 'időpont\\p{L}*',
    // Bookings and orders in further languages (Greek, Czech/Slovak, Hungarian, Finnish, Nordic,
    // Romanian, Polish, Russian/Ukrainian, Dutch, Indonesian/Malay, Vietnamese)
    'κράτησ\\p{L}*', 'παραγγελί\\p{L}*', 'πτήσ\\p{L}*', 'rezervac\\p{L}*', 'objednávk\\p{L}*', 'foglalás\\p{L}*', 'rendelés\\p{L}*', 'varaus\\p{L}*', 'tilaus\\p{L}*',
    'bokning\\p{L}*', 'beställning\\p{L}*', 'bestilling\\p{L}*', 'rezervar\\p{L}*', 'comand[aă]', 'comenzii', 'rezerwacj\\p{L}*', 'zamówieni\\p{L}*', 'бронировани\\p{L}*', 'бронюванн\\p{L}*', 'замовленн\\p{L}*',
    'boeking', 'reservering', 'prenotazion\\p{L}*', 'pemesanan', 'pesanan', 'tempahan', 'đặt chỗ', 'đơn hàng', 'đặt phòng', 'vé máy bay',
  ])}|购买|購買|購入|구매|결제 완료|账单|帳單|請求書|청구서|فاتورة|预约|預約|診察|진료 예약|موعد|礼品卡|禮品卡|ギフトカード|기프트\\s?카드|상품권|بطاقة هدية|订单|訂單|预订|預訂|包裹|快递|快遞|荷物|お届け|택배|소포|طرد|شحنت|משלוח|חביל|พัสดุ|注文|予約|配送|주문|예약|발송|حجز|طلبك|הזמנ|การจอง|คำสั่งซื้อ|बुकिंग|ऑर्डर`,
  'iu',
);

/**
 * Qualifiers that turn a code word into something else when they sit right before it
 * ("promo code", "booking code", "error code", "QR code").
 */
export const QUALIFIER_BEFORE_RE = new RegExp(
  `${B}(?:promo(?:tional)?|discount|coupon|voucher|gift|referral|check-?in|kiosk|boarding|pnr|branch|department|filial|bankleit|ticket|fahrkarten|fahrschein|invite|invitation|postal|zip|post|area|country|dialing|error|status|exit|source|qr|bar|dress|tracking|booking|reservation|reference|sort|swift|bic|hs|tax|product|item|wi-?fi|wlan|door|gate|garage|alarm|locker|safe|building|keypad|lockbox|key ?box|tür|haustür|tor|garagentor|schließfach|schlüsselkasten|style|colou?r|offer|redeem|redemption|pickup|pick-up|collection|abhol|abhol-|claim|serial|seriennummer|série|serie|order|account|ürün|customer|client|member|card|gift card|трек|müşteri|your (?:own|source)|fehler|rabatt|gutschein|aktions|indirim|posta|kupon|hata|rezervasyon|promosyon|sipariş|kargo|takip|foglalási|rendelési|kedvezmény\\p{L}*|nyomkövetési|irányító|slevov\\p{L}*|zľavov\\p{L}*|poštovní|ταχυδρομικ\\p{L}*|εκπτωτικ\\p{L}*|बुकिंग|ऑर्डर|ट्रैकिंग|कूपन|डिस्काउंट|할인|쿠폰|추천|초대|예약|주문|배송|クーポン|割引|招待|プロモーション|予約|注文|追跡|郵便|优惠|兑换|邀请|折扣|取件|提货|预订|預訂|订单|訂單|邮政|郵政|エラー|오류|에러|错误|錯誤|シリアル|ギフト|引換|特典|キャンペーン|시리얼|선물|礼包|序列|兌換|禮包|商品|상품|제품|会員|회원|`+
    // A loyalty programme's reward (t-f): "Show this reward code at the till or enter it in the app", "Prämien-Code", "ödül kodu"
    `rewards?|prize|perk|prämien|belohnungs|beloning|ödül|` +
    // An anti-phishing code (t-f): a phrase the reader chose, printed in every genuine mail of an exchange or a bank
    // ("Anti-phishing code: SILVERFOX-71", "Anti-Phishing-Code", "Kimlik avı önleme kodunuz", "Антифишинговый код", "フィッシング対策コード")
    `anti-?phishing|phishing|kimlik avı önleme|oltalama karşıtı|антифишинг\\p{L}*|антифішинг\\p{L}*|フィッシング対策|피싱\\s?방지|防钓鱼|防釣魚|` +
    // Codes of another purpose: a customer's, student's or employee's, a group's or class's, a meal's, an entry's, a
    // driver's or vendor's, a subscriber's or contract's ("student code", "Mitarbeiter-Code", "müşteri kodu", "学生码")
    `library|bibliothek|biblioth[eè]que|biblioteca|bibliotheek|biblioteka|kirjasto|kütüphane|canteen|mensa|kantine|teslimat|kurye|student|pupil|employee|staff|personnel|group|class|course|exam|meal|lunch|food|canteen|cafeteria|entry|entrance|admission|event|festival|concert|parking|vehicle|driver|hand-?over|courier|delivery|vendor|supplier|partner|dealer|agent|store|shop|subscriber|contract|policy|patient|insurance|loyalty|bonus|campaign|project|room|seat|table|route|timetable|schedule|school|company|region|zone|membership|` +
    `kunden|mitglieds?|schüler|studenten|mitarbeiter|gruppen|essens|einlass|eintritts|veranstaltungs|park|fahrer|übergabe|liefer|vertrags|klant|leden|medewerker|groep|öğrenci|personel|çalışan|grup|üye|abone|bilet|kampanya|ügyfél|hallgatói|tanulói|dolgozói|csoport|` +
    `客户|客戶|会员|會員|学生|學生|员工|員工|工号|團體|团体|取餐|入场|入場|` +
    // A parcel's pick-up at a store counter ("取貨驗證碼", "受取コード", "수령 코드"): shown at the counter, never typed
    `取貨|取货|提貨|领货|領貨|受取|受け取り|수령|픽업|门票|門票|推荐|推薦|お客様|社員|学籍|チケット|団体|紹介|고객|학생|학번|직원|사원|단체|입장|티켓|ग्राहक|छात्र|कर्मचारी|सदस्य|टिकट|रेफरल)[\\s-]*$`,
  'iu',
);

/** Qualifiers that turn a code word into something else when they follow it ("code postal"). */
export const QUALIFIER_AFTER_RE = new RegExp(
  `^\\s*(?:πρόσβασ\\p{L}*(?!\\s+μ[ιί]ας\\s+χρήσης)|pnr|подразделени\\p{L}*|филиала|отделени\\p{L}*|підрозділ\\p{L}*|відділенн\\p{L}*|(?:de |d['’]|da |di |del )?(?:agence|agência|agencia|sucursal|filiale|oddziału|pobočky)(?![\\p{L}\\p{N}])|(?:de |di |do |du |del )?(?:check-?in|ticket|billets?|billetes?|bilhetes?|biglietto|biglietti)|d['’]enregistrement|de embarque|d['’]imbarco|of conduct|review|base|snippet|editor|block|repositor|changes?|promo|postal|postale|(?:de |di |do |du )?(?:produs|produit|producto|prodotto|produto|produktu|article|articolo|artículo|artigo|artikel|artykułu)|(?:d[aeo]s? |du |del |della |dell['’]|de la |de l['’]|van de |voor de )?(?:alarm[ea]?|allarme|porta|porte|portão|portail|portal|portone|puerta|portón|cancello|garag\\p{L}*|wi-?fi|casier|taquilla|armadietto|cofre|coffre|caja fuerte|cassaforte|deur|poort|kluis|immeuble|edificio|prédio|palazzo|cadeado)(?![\\p{L}\\p{N}])|do (?:drzwi|bramy|domofonu|sejfu|skrytki)|(?:de |di )?(?:retrait|recogida|retirada|retiro|ritiro)|odbioru|получения|(?:к|от) (?:двери|домофон\\p{L}*|сейф\\p{L}*)|domofonu|wi-?fi|wlan|promotionnel|promocional|promozionale|de r[ée]duction|r[ée]duction|avantage|cadeau|parrainage|client|cliente|(?:d['’]|de |di |do |da )?(?:erreur|error|errore|prenotazione|reserva|r[ée]servation|rastreamento|rastreo|seguimiento|suivi|commande|pedido|ordine|barras|descuento|cup[oó]n|referencia|cliente|reducere)|voucher|przesyłki|klienta|клиента|товара|заказа|sprawy|produk|pelanggan|(?:di |de |do |du )?(?:pratica|utente|guichet|banque|regalo|canje|presente|resgate)|(?:di controllo |de control |de contrôle )?(?:(?:della |de la |del |du )?(?:ricevuta|recibo|reçu|quittung|receipt))|fiscale|sconto|a barre|rabatowy|pocztowy|promocyjny|rezerwacji|błędu|kreskowy|скидки|купона|ошибки|бронирования|заказа|города|страны|البريدي|الخصم|الترويجي|تخفیف|پستی|đơn hàng|vận đơn|giảm giá|giao dịch|khách hàng|sản phẩm|hóa đơn|tham chiếu|bưu điện|khuyến mãi|bưu chính|vùng|quốc gia|lỗi|đặt chỗ|vé|localizador|(?:da |de )?(?:encomenda|reserva)|κράτησ\\p{L}*|παραγγελί\\p{L}*|έκπτωσ\\p{L}*|κουπονι\\p{L}*|αποστολ\\p{L}*|rezervace|rezervácie|objednávky|zásilky|zľavy|slevy|rezervării|comenzii|reducere|pemesanan|pesanan|booking|kupon|diskon|tempahan|бронюванн\\p{L}*|замовленн\\p{L}*|знижк\\p{L}*|відстеженн\\p{L}*|отслеживани\\p{L}*|الحجز|الطلب|التتبع|الشحن\\p{L}*|القسيمة|رزرو|سفارش|رهگیری|پیگیری|הזמנה|הנחה|קופון|מעקב|การจอง|ส่วนลด|ไปรษณีย์|คำสั่งซื้อ|ติดตาม|คูปอง|`+
    // Codes of another purpose, qualified after the code word ("código de estudiante", "κωδικός πελάτη", "kod pracownika",
    // "код сотрудника", "mã sinh viên", "kode karyawan", "รหัสนักศึกษา", "קוד לקוח", "رمز العميل", "کد مشتری")
    `(?:de |d['’]|da |di |do |du |del |della |dello |dell['’]|des |dos |das )?(?:estudiante|alumno|alumna|aluno|aluna|étudiant\\p{L}*|élève|studente|studenti|empleado|funcion[aá]rio|employé|salarié|dipendente|grupo|groupe|gruppo|turma|curso|cours|corso|comida|refeição|repas|pasto|pranzo|almuerzo|entrada|entrée|ingresso|socio|sócio|membro|miembro|adhérent|abonné|abonado|assinante|afiliado|conductor|motorista|chauffeur|autista|entrega|livraison|consegna|matr[ií]cula|matricola|evento|événement|festival|concierto|concert|concerto|estacionamento|estacionamiento|parking|parcheggio|turno|classe|clase|comedor|cantina|mensa|cantine|refeitório|biblioteca|bibliothèque|biblioteka|biblioteki|knihovny|библиотек\\p{L}*|stołówki|столовой|jídelny)(?![\\p{L}\\p{N}])|` +
    // An anti-phishing code, the qualifier after the code word (t-f): "código antiphishing", "code anti-hameçonnage", "kod antyphishingowy"
    `(?:de |d['’]|di |do )?(?:anti-?phishing|anti-hameçonnage|antyphishing\\p{L}*|antifishing)(?![\\p{L}\\p{N}])|` +
    // A loyalty programme's reward, the qualifier after the code word (t-f): "code de récompense", "código de recompensa", "codice premio", "kod nagrody", "код награды"
    `(?:de |da |di |do |del )?(?:récompense|recompensa|premio|prêmio|beloning)(?![\\p{L}\\p{N}])|nagrody|nagrodę|наград\\p{L}*|винагород\\p{L}*|` +
    // A code for opening a locker, a box or a door (t-e): "code to open the locker", "Code zum Öffnen des Fachs", "code d'ouverture du casier",
    // "código de apertura de la taquilla", "kod do otwarcia skrytki", "код для открытия ячейки", "קוד לפתיחת הלוקר", "رمز لفتح الخزانة"
    `(?:to open|for opening|zum öffnen|d['’]ouverture|pour ouvrir|de apertura|para abrir|di apertura|per aprire|de abertura|do otwarcia|для открытия|для відкриття|pro otevření|na otvorenie|voor het openen van)` +
    `(?: (?:the|your|des|der|dem|du|de la|de l['’]|le|la|el|del|de|il|lo|dell['’]|della|dello|do|da|o|a|het|twojej|twojego|вашей|вашего))?\\s*` +
    `(?:locker\\p{L}*|lockbox|box|compartment|door|gate|safe|cabinet|\\p{L}*fach\\p{L}*|packstation|tür|casier|consigne|porte|boîte|taquilla|casillero|puerta|armadietto|cassetta|porta|cacifo|armário|skrytk\\p{L}*|paczkomat\\p{L}*|szafk\\p{L}*|drzwi|ячейк\\p{L}*|постамат\\p{L}*|двер\\p{L}*|шкафчик\\p{L}*|kluis\\p{L}*|schránk\\p{L}*)(?![\\p{L}\\p{N}])|` +
    `לפתיחת (?:ה)?(?:לוקר|תא|דלת|שער|כספת|ארונית)|لفتح (?:ال)?(?:خزانة|باب|بوابة|صندوق)|` +
    // A door's or gate's code, the qualifier after the code word (a4-acc): "PIN ke dveřím", "kód od dveří", "kod do drzwi",
    // "code de la porte", "código de la puerta", "codice del portone", "код от двери", "Code für die Tür"
    `(?:ke dveřím|k dverám|od dveří|do dveří|od dverí|ke vchodu|do drzwi|do bramy|de (?:la )?porte|d['’]entrée de l['’]immeuble|de (?:la )?puerta|del portal|da porta|do portão|del portone|della porta|от двери|от подъезда|для двери|für die (?:tür|haustür)|zur (?:tür|haustür)|for the (?:door|gate|front door))(?![\\p{L}\\p{N}])|` +
    `(?:klienta|studenta|ucznia|pracownika|grupy|posiłku|wejścia|biletu|członka|abonenta|kierowcy|zákazníka|studenta|zaměstnance|skupiny|vstupu|člena|zákazníka|ügyfél|` +
    `клиента|клієнта|студента|сотрудника|співробітника|работника|працівника|группы|групи|абонента|участника|учасника|члена|договора|договору|водителя|водія|пропуска|перепустки|` +
    `πελάτη|πελατών|φοιτητή|μαθητή|υπαλλήλου|εργαζομένου|ομάδας|τμήματος|μέλους|συνδρομητή|εισιτηρίου|οδηγού|` +
    `mahasiswa|siswa|pegawai|karyawan|grup|kelompok|anggota|member|tiket|referal|referral|` +
    `sinh viên|học sinh|nhân viên|nhóm|lớp|thành viên|giới thiệu|ưu đãi|dự thưởng|tài xế)(?![\\p{L}\\p{N}])|` +
    `ลูกค้า|นักศึกษา|นักเรียน|พนักงาน|สมาชิก|กลุ่ม|ตั๋ว|ผู้ขับ|العميل|الطالب|الموظف|المجموعة|العضوية|التذكرة|السائق|לקוח|סטודנט|תלמיד|עובד|קבוצה|חבר|כרטיס|נהג|مشتری|دانشجو\\p{L}*|کارمند\\p{L}*|اشتراک|عضویت|بلیط|راننده|` +
    // South Slavic purposes after "kod"/"koda" (a2-recall): product, order, customer, discount, parcel ("kod proizvoda", "koda za popust"); Irish "cód poist" (postcode)
    `(?:za )?(?:proizvoda|artikla|narudžb\\p{L}*|kupca|kupona|popust\\p{L}*|izdelka|naročil\\p{L}*|pošiljke|paketa|računa|rezervacije|poist)(?![\\p{L}\\p{N}]))`,
  'iu',
);

/**
 * Labels that say "this number is something else": order/invoice/ticket/reference numbers,
 * phone numbers, postcodes, company registration numbers, meeting IDs… Checked in the few
 * characters before a candidate.
 */
/**
 * Before a phone word: a preposition of arrival and a possessive or article (one more word may qualify the phone), as in
 * "to my phone", "sur mon téléphone", "al teléfono", "no meu telefone", "на мой телефон": the phone names the channel a
 * code came by, not the number after it.
 */
const PHONE_CHANNEL_BEFORE =
  "(?<!(?:to|on|via|by|in|into|onto|over|through|from|sur|par|au|à|vers|auf|aufs|an|ans|über|per|al|en|a|por|no|na|ao|para|pelo|sul|nel|al|op|naar|на|в|по) (?:(?:my|your|the|his|her|their|our|mon|ma|ton|ta|son|sa|votre|notre|le|la|mein|meine|meinem|mein|dein|deinem|sein|seinem|ihr|ihrem|das|dem|mi|tu|su|el|il|mio|tuo|suo|lo|meu|teu|seu|o|mój|moim|mojego|мой|моём|моем|мой) )?(?:\\p{L}+ )?)";

export const NEGATIVE_LABEL_RE = new RegExp(
  `${bounded([
    'order', 'order (?:no|number|id)', 'bestellung(?:en)?', 'bestell(?:nummer|nr)', 'commande', 'pedido', 'ordine', 'bestelling', 'zamówieni\\p{L}*', 'заказ\\p{L}*', 'sipariş\\p{L}*',
    'invoice', 'rechnung(?:snummer)?', 'facture', 'factura', 'fattura', 'factuur', 'faktur\\p{L}*', 'счёт', 'счет', 'receipt', 'quittung', 'reçu', 'recibo', 'ricevuta',
    'ticket', 'case', 'request', 'tracking(?: number)?', 'sendungs(?:nummer)?', 'parcel', 'shipment', 'colis', 'envío', 'spedizione',
    'reference(?: number)?s?', 'ref', 'pnr', 'record locator', 'localizador', 'référence', 'referencia', 'riferimento', 'booking', 'reservation', 'réservation', 'reserva', 'prenotazione', 'dossier',
    'transaction', 'transaktion', 'account(?: number| no)?', 'acct', 'konto', 'kontonummer', 'girokonto', 'customer(?: number| no| id)?', 'kunden(?:nummer|nr)', 'client', 'member(?:ship)?(?: number| no| id)?', 'mitglied\\p{L}*',
    'id', 'nr', 'nº', 'n°', 'no\\.', 'nr\\.',
    // "number" as a label in languages that put it first ("Numer klienta: 5521904", "Número de pedido"); the
    // English word is left out: "Enter the number 4107 on your TV" asks to type it
    'numer\\p{L}*', 'número', 'numéro', 'numero', 'nummer',
    // Compounds ending in "number" (Lieferantennummer, Kundennummer, klantnummer, kundnummer): a TAN ("Transaktionsnummer") excepted
    '\\p{L}{3,}(?<!transaktions|transaktion|bestätigungs|verifizierungs|sicherheits)nummer', 'номер\\p{L}*', 'číslo', 'čísla', 'nomor', 'numara\\p{L}*', 'numărul', 'αριθμός',
    // Identifiers ("Ügyfélazonosító: 4471-2290-01", "Kundenkennung", "identifiant client")
    '\\p{L}*azonosító\\p{L}*', 'kennung', 'kundenkennung', 'identifiant(?: client)?', 'identificador', 'identificativo', 'identyfikator', 'идентификатор',
    // "sent to my phone: 582 019" names the channel, not the number
    // ("it just came to the shared phone: 731 045" too: one word may qualify the phone)
    // … and so does the phone a code came to in other languages ("vient d'arriver sur mon téléphone pro : c'est le 55 81 02",
    // "me llegó al teléfono del trabajo", "è arrivato sul telefono", "chegou no meu telefone", "пришёл на мой телефон")
    `${PHONE_CHANNEL_BEFORE}(?:phone|telephone|telefon|téléphone|teléfono|telefone|telefono|телефон)`, 'tel', 'tel\\.', 'fax', 'call(?: us)?(?: at)?', 'hotline', 'ext', 'ext\\.', 'durchwahl', 'kundenservice', 'customer service', 'helpline', 'linha de apoio',
    'postcode', 'zip', 'zip code', 'plz', 'cep', 'cp', 'p\\.?\\s?o\\.? box', 'postfach', 'suite', 'apt', 'ص\\.ب\\.?',
    'hrb', 'hra', 'kvk(?:-nummer)?', 'nip', 'regon', 'krs', 'cif', 'cnpj', 'cpf', 'rcs(?: \\p{L}+)?', 'siret', 'siren', 'p\\.?\\s?iva', 'partita iva', 'ust-?id(?:nr)?\\.?', 'vat', 'tva', 'iban', 'bic', 'mersis(?: no)?', 'abn', 'org\\.?\\s?nr\\.?', 'ič', 'ičo', 'dič', 'icp',
    'ending(?: in| with)?', 'endet (?:auf|mit)', 'endend auf', 'terminant par', 'terminado en', 'que termina en', 'terminando (?:em|con)', 'che termina con', 'eindigend op', 'kończący się na', 'last (?:4|four) digits', 'kết thúc bằng', 'berakhir dengan', 'ile biten', 'заканчивающ\\p{L}* на', 'закінчується на', 'končící na', 'végződő', 'που λήγει σε', 'som slutar på', 'der ender på', 'som ender på', 'joka päättyy',
    // Version control and CI identifiers in a tracker's or CI's notification ("Commit: 9f3a2c71 "Increase verification code length"",
    // "Pipeline #118204", "Revision 40291833"): hashes and run numbers, never codes (t-e)
    'commit', 'commit sha', 'sha', 'revision', 'pipeline', 'changeset', 'merge request', 'pull request',
    // A session or device number ("Session 482210 started on iPhone", "Sitzung 482210", "sesión 482210", "сеанс 482210")
    'session', 'sitzung', 'sesión', 'sessão', 'sessione', 'sessie', 'sesja', 'сеанс', 'сессия', 'oturum', 'relácie', 'relace',
    'meeting id', 'webinar id', 'conference id', 'flight', 'flug', 'vol', 'vuelo', 'volo', 'seat', 'platz', 'voiture', 'wagen', 'train', 'zug', 'treno', 'tren', 'trein', 'comboio', 'pociąg\\p{L}*', 'поезд\\p{L}*', 'tåg', 'juna', 'vonat', 'vlak', 'version', 'build', 'commit', 'sha', 'sha-?1', 'revision', 'changeset', 'error', 'fehler', 'erreur', 'errore',
    ...factored([...tableWords(ENDING_IN).bounded, ...tableWords(OTHER_PURPOSE_LABELS).bounded]),
  ])}|${unbounded([...factored([...tableWords(ENDING_IN).substrings, ...tableWords(OTHER_PURPOSE_LABELS).substrings]), '电话', '電話', '전화', '고객센터', '客服', '사업자등록번호', '订单', '注文', '주문', '〒', '#', '尾号', '尾號', '末尾', '끝자리', '끝번호'])}`,
  'giu',
);

/** Things that appear on footer/legal lines; numbers there are addresses or registration data. */
export const FOOTER_LINE_RE = new RegExp(
  `©|\\(c\\) ?\\d{4}|${bounded([
    'copyright', 'all rights reserved', 'alle rechte vorbehalten', 'tous droits réservés', 'todos los derechos reservados',
    'registered office', 'handelsregister', 'amtsgericht', 'registergericht', 'geschäftsführer', 'vorstand', 'capitale sociale', 'sitz der gesellschaft',
    'street', 'st', 'avenue', 'ave', 'road', 'rd', 'blvd', 'boulevard', 'straße', 'strasse', 'str', 'rue', 'quai', 'via', 'viale', 'calle', 'avenida', 'av', 'ul', 'plaza', 'floor',
    // (French "Suite à votre appel" is "following your call", no address)
    'suite(?!\\s+(?:à|a|au|aux|de|du|des)\\s)',
    // (An issue key is no company: "ticket is INC-20931", "AB-4471".)
    'gmbh', 'ag(?![-‐]\\d)', 'inc(?![-‐]\\d)', 'llc', 'ltd', 'ltda', 'limited', 'plc', 'b\\.v', 'bv', 'nv', 's\\.a', 's\\.l', 's\\.p\\.a', 's\\.r\\.l', 'sas', 'sarl', 'oy(?![-‐]\\d)', 'ab(?![-‐]\\d)', 'a\\.ş', 'ооо', 'kft', 'pt', 'tbk', 'sp\\. z o\\.o',
  ])}|版权所有|株式会社|有限公司|\\(주\\)|〒`,
  'iu',
);

/** Units and currencies that, right after a number, say it is a quantity or an amount. */
export const UNIT_AFTER_RE = new RegExp(
  `^\\s?(?:%|‰|€|\\$|£|¥|円|元|₩|원|₽|₺|₹|${bounded([
    'px', 'pt', 'em', 'ms', 's', 'secs?', 'seconds?', 'min', 'mins', 'minutes?', 'minuten', 'minutos', 'minuti', 'minut\\p{L}*', 'минут\\p{L}*', 'dakika', 'dk',
    'h', 'hrs?', 'hours?', 'stunden', 'std', 'heures?', 'horas?', 'ore', 'uur', 'godz\\p{L}*', 'час\\p{L}*', 'saat', 'days?', 'tage?n?', 'jours?', 'días?', 'dias?', 'giorni', 'dagen', 'dni', 'gün',
    'kb', 'mb', 'gb', 'tb', 'mhz', 'ghz', 'kg', 'g', 'km', 'm', 'mi', 'miles?', 'lbs?', 'oz', 'kcal', 'cal',
    'rows?', 'users?', 'people', 'attendees', 'members', 'followers', 'views', 'likes', 'megapixels?', 'gpus?', 'stars?', 'points?', 'pts', 'punkte',
    'eur', 'usd', 'gbp', 'chf', 'pln', 'zł', 'руб\\p{L}*', 'tl', 'kr', 'sek', 'nok', 'dkk', 'czk', 'kč', 'huf', 'ft', 'ron', 'lei', 'inr', 'rs', 'aed', 'sar', 'jpy', 'cny',
  ])}|分|分钟|分間|분|小时|時間|시간|天|日|일|دقائق|دقيقة|ريال|درهم)`,
  'iu',
);

/** Month and weekday names: a year next to them is part of a date. */
export const DATE_WORD_RE = new RegExp(
  `${bounded([
    'jan(?:uary|uar|vier)?', 'feb(?:ruary|ruar)?', 'févr(?:ier)?', 'mar(?:ch|s|zo)?', 'märz', 'apr(?:il|ile)?', 'avril', 'abril', 'may', 'mai', 'mayo', 'maggio', 'jun(?:e|i|io)?', 'juin', 'jul(?:y|i|io)?', 'juillet', 'luglio', 'aug(?:ust)?', 'août', 'agosto',
    'sep(?:t|tember|tembre|tiembre)?', 'settembre', 'oct(?:ober|obre|ubre)?', 'okt(?:ober)?', 'ottobre', 'nov(?:ember|embre|iembre)?', 'dec(?:ember)?', 'dez(?:ember)?', 'décembre', 'diciembre', 'dicembre', 'enero', 'febrero', 'gennaio', 'febbraio', 'aprile', 'giugno',
    'mon(?:day)?', 'tue(?:sday)?', 'wed(?:nesday)?', 'thu(?:rsday)?', 'fri(?:day)?', 'sat(?:urday)?', 'sun(?:day)?', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche',
    'marca', 'kwietnia', 'maja', 'czerwca', 'марта', 'апреля', 'мая', 'января', 'февраля',
  ])}|\\d{4}年|\\d+月|\\d+일|${bounded(['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند', 'محرم', 'رمضان', 'شوال'])}`,
  'iu',
);

/**
 * Conference dial-in context: a "passcode"/"PIN" there opens a meeting, it does not verify an account. So does the
 * session code of a remote support session (a4-acc: "invited you to a remote support session", "Fernwartungssitzung"; not a remote maintenance portal).
 */
export const MEETING_CONTEXT_RE =
  /remote (?:support|assistance|desktop|control) session|support session|fernwartungssitzung|session d['’]assistance|assistance à distance|soporte remoto|sesión de soporte|assistenza remota|sessione di assistenza|zdalnej pomocy|сеанс\p{L}* удал[её]нн\p{L}*|meeting[- ]id|webinar id|conference id|dial[- ]in|one tap mobile|join (?:zoom|the meeting|by phone|with google meet)|besprechungs-id|id (?:de|da) (?:la )?(?:r[ée]uni[oó]n|reunião)|id (?:della )?riunione|vergader-id|identyfikator spotkania|id schůzky|toplantı (?:kimliği|id)|идентификатор конференции|идентификатор встречи|\/j\/\d{9,11}\?pwd=|会议号|会議 ?ID|ミーティング ?ID|회의 ?ID|미팅 ?ID|会议 ?ID|meet\.google\.com\/|zoom\.us\/j\/|teams\.microsoft\.com\/l\/meetup-join/iu;

/** Marketing context: a "code" on such a line is a discount code. */
export const PROMO_CONTEXT_RE = new RegExp(
  `${bounded([
    'checkout', 'check-out', 'off', 'save', 'sale', 'discount', 'coupon', 'shop now', 'rabatt', 'gutschein', 'réduction', 'remise', 'promo', 'descuento', 'rebaja', 'sconto', 'korting', 'rabat', 'zniżk\\p{L}*', 'скидк\\p{L}*', 'indirim', 'kupon',
    // Compounds of a coupon or discount with "code" (t-e): "add meg a kuponkódot", "gib den Gutscheincode ein", "Rabattcode",
    // "kortingscode", "rabattkod", "alennuskoodi", "slevový kód", "kod rabatowy", "промокод" (not "kedvezményezett", a payee)
    'kupon\\p{L}+', 'gutschein\\p{L}+', 'rabatt\\p{L}+', 'rabatkode\\p{L}*', 'kedvezmény(?:kód\\p{L}*|t|es|ek|eket)?', 'kortingscode\\p{L}*', 'alennuskoodi\\p{L}*', 'slevov\\p{L}*', 'zľavov\\p{L}*', 'rabatow\\p{L}*', 'promocyjn\\p{L}*', 'promokod\\p{L}*', 'промокод\\p{L}*', 'akciós kód\\p{L}*',
    // Coupons and the shopping cart ("Use o código abaixo no carrinho", "im Warenkorb", "dans votre panier")
    'cupom', 'cupons', 'cup[oó]n', 'cupones', 'carrinho', 'carrito', 'panier', 'warenkorb', 'carrello', 'winkelwagen', 'koszyk\\p{L}*', 'корзин\\p{L}*', 'sepet\\p{L}*', 'varukorg\\p{L}*', 'kundvagn\\p{L}*',
    // Referral programmes ("Refer a friend with code SB-REF-88Q2K and both get $20"): their codes are shared, not typed to verify
    'refer (?:a |your )?friends?', 'referral', 'invite (?:a |your )?friends?', 'parrain\\p{L}*', 'freunde werben', 'werben sie', 'indique (?:um |seus )?amig\\p{L}*', 'invita a (?:un |tus )?amig\\p{L}*', 'invita (?:un |i tuoi )?amic\\p{L}*', 'nodig (?:een |je )?vrienden? uit', 'poleć znajom\\p{L}*', 'пригласи(?:те)? друз\\p{L}*', 'приведи(?:те)? друга', 'arkadaşını davet et', 'ajak teman', 'giới thiệu bạn bè', 'bjud in (?:en )?vän\\p{L}*',
    // Discounts and offers in Vietnamese, Indonesian/Malay, Thai ("Ưu đãi thành viên mới: giảm 200.000đ … với mã CHAOBAN200")
    'giảm giá', 'giảm', 'ưu đãi', 'khuyến mãi', 'diskon', 'potongan harga', 'ส่วนลด', 'โปรโมชั่น',
    // Redeeming a pack, a gift or a voucher ("Redeem it in-game under Store > Redeem:"): its code is spent in a shop, not typed to verify
    'redeem', 'redeem it', 'einlösen', 'einzulösen', 'canjear', 'canjéalo', 'resgatar', 'riscatta(?:re|lo)?', 'inwisselen', 'in-game', 'im spiel', 'en el juego', 'no jogo', 'nel gioco', 'dans le jeu',
    'black friday', 'cyber monday', 'soldes', 'rebajas', 'saldi', 'uitverkoop', 'wyprzedaż\\p{L}*', 'распродаж\\p{L}*', 'promoç\\p{L}*', 'liquidação',
    // Discount codes named as one word (t-d: "geben Sie den Gutscheincode HERBST25 ein", "el código promocional OTONO25")
    'gutscheincode\\p{L}*', 'rabattcode\\p{L}*', 'aktionscode\\p{L}*', 'promocional\\p{L}*', 'promozional\\p{L}*', 'promotionnel\\p{L}*', 'kortingscode\\p{L}*', 'rabatow\\p{L}*', 'промокод\\p{L}*', 'promosyon\\p{L}*', 'promocode\\p{L}*',
  ])}|%\\s?(?:off|rabatt|de r[ée]duction|de descuento)|(?<![\\p{L}\\p{N}])[-–−]\\s?\\d{1,2}\\s?%|折扣|优惠|割引|クーポン|プレゼント|キャンペーン|할인|쿠폰|이벤트|خصم|邀请好友|推荐好友|友達紹介|友だち紹介|친구 초대|دعوة صديق`,
  'iu',
);

/**
 * The places of PROMO_CONTEXT_RE, a checkout and a cart: a payment is confirmed there as well ("Use 641 022 to log in to
 * Quickpay and finish checkout"), so they sell only beside an offer.
 */
export const PROMO_PLACE_RE = new RegExp(
  bounded(['checkout', 'check-out', 'carrinho', 'carrito', 'panier', 'warenkorb', 'carrello', 'winkelwagen', 'koszyk\\p{L}*', 'корзин\\p{L}*', 'sepet\\p{L}*', 'varukorg\\p{L}*', 'kundvagn\\p{L}*']),
  'giu',
);

/**
 * Text between a keyword and a candidate that still counts as a direct label:
 * "code: 123456", "code is 123456", "Code lautet 123456", "验证码是382910", "인증번호 [582013]",
 * and a one-word complement in Romance languages: "code de connexion : 48 26 17".
 */
export const DIRECT_LABEL_GAP_RE =
  /^[)）\]】」』]?[\s:：=\-–—[(【「『"'“]*(?:(?:de|di|da|do|du|del|della|d['’])\s?\p{L}+\s*)?(?:(?:anda|kamu|awak|của bạn)(?!\p{L})\s*)?(?:(?:is|are|ist|lautet|est|es|é|è|er|är|je|jest|este|on|ir|yra|ni|olarak|là|adalah|ialah|είναι|це|это|是|为|為|は|가|이|هو|הוא)[\s:：]*)?[\s:：=\-–—[(【「『"'“#]*$/iu;

/**
 * Subjects of forwards (Outlook's "FW:", "WG:", "TR:", "RV:", "I:", "ENC:", "VB:", "PD:", "İLT:"…):
 * the first header block in the body introduces the forwarded message, which is content. A tag or a
 * warning may come first ("[EXT] TR: …"; after a dash only the longer prefixes: "PHISHING WARNING - Fwd: …").
 */
export const FORWARD_SUBJECT_RE =
  /^\s*(?:fwd?|wg|tr|rv|i|enc|doorst|vb|vl|pd|ilt|i̇lt|İlt|továbbítás|пересл|переслано|转发|轉寄|転送|전달)\s*:|^\s*[[【][^\]】\n]{1,40}[\]】]\s*(?:fwd?|wg|tr|rv|i|enc|doorst|vb|vl|pd|ilt|továbbítás|пересл|переслано|转发|轉寄|転送|전달)\s*:|^[^:：\n]{1,60}?\s[-–—|]\s+(?:fwd?|wg|enc|doorst|továbbítás|пересл|переслано|转发|轉寄|転送|전달)\s*:/iu;

/** Subjects of replies: numbers in threads are discussion, unless the writer sends a fresh verification code. */
// Also (a2-recall) Hungarian "Vá:"/"Válasz:", Croatian/Serbian "Odg:", Latvian/Lithuanian "Atb:"/"Ats:", Arabic "رد:",
// Hebrew "תשובה:"/"השב:", Japanese "返信:", and a full-width colon ("回复：", "Re：").
export const REPLY_SUBJECT_RE = /^\s*(?:re|r|aw|antw|sv|vs|ynt|rif|odp|res|vá|válasz|odg|atb|ats|回复|回覆|답장|返信|رد|תשובה|השב)\s*(?:\[\d+\])?\s*[:：]/iu;

// ---------------------------------------------------------------------------------------
// Links

/**
 * Verify / confirm / activate / reset / sign-in / password words of further languages (Greek,
 * Czech, Slovak, Hungarian, Finnish, Danish, Norwegian, Swedish, Romanian, Serbian, Croatian,
 * Ukrainian, Indonesian, Malay, Vietnamese, Swahili), used both on buttons and as mail context.
 */
const LINK_WORDS_MORE_SPACED = [
  'κωδικ\\p{L}* πρόσβασης', 'αλλαγ\\p{L}* (?:του )?κωδικού', 'νέο κωδικό', 'ενεργοπο\\p{L}*', 'επιβεβα\\p{L}*', 'επαλ[ηή]θευ\\p{L}*', 'επαναφορ\\p{L}*', 'συνδ[εέ]θ\\p{L}*', 'σύνδεση',
  'ověř\\p{L}*', 'potvr[dzď]\\p{L}*', 'aktivuj\\p{L}*', 'aktivova\\p{L}*', 'obnov\\p{L}*', 'hesl[oa]', 'přihl[aá]s\\p{L}*', 'overi\\p{L}*',
  'megerősít\\p{L}*', 'aktivál\\p{L}*', 'visszaállít\\p{L}*', 'jelszó\\p{L}*', 'jelszav\\p{L}*', 'bejelentkez\\p{L}*',
  'vahvista\\p{L}*', 'aktivoi\\p{L}*', 'kirjaudu', 'kirjautu\\p{L}*', 'salasan\\p{L}*', 'nollaa',
  'bekræft\\p{L}*', 'bekreft\\p{L}*', 'aktiver', 'nulstil\\p{L}*', 'tilbakestill\\p{L}*', 'återställ\\p{L}*', 'adgangskode', 'passord', 'logg inn', 'log ind',
  'confirmă', 'activează', 'resetează', 'parol[aeă]\\p{L}*', 'autentific\\p{L}*',
  'lozink\\p{L}*', 'aktiviraj\\p{L}*', 'prijavi(?:te)? se',
  'підтверд\\p{L}*', 'активува\\p{L}*', 'увійти', 'відновити', 'скинути',
  // Polish infinitives and nouns ("Aby zresetować hasło", "weryfikacja", "zalogować się")
  'z?resetowa\\p{L}*', 'zweryfikowa\\p{L}*', 'weryfikacj\\p{L}*', 'zalogowa\\p{L}*', 'hasł\\p{L}*',
  // Russian stems beyond the imperatives ("подтверждения", "сброса пароля", "активации")
  'подтвержд\\p{L}*', 'сброс\\p{L}* парол\\p{L}*', 'восстановлени\\p{L}* парол\\p{L}*', 'активаци\\p{L}*',
  // "complete (your) registration" in other languages: the link that finishes a sign-up
  'dokonč\\p{L}* registr[aá]c\\p{L}*', 'registrierung abschließen', 'finalise[rz]? (?:votre |ton )?inscription', 'compl[eé]t(?:ar|e|a) (?:(?:tu|su|o|seu|sua) )?(?:registro|cadastro)',
  'conclu(?:ir|a) (?:o |seu |sua )?(?:registro|cadastro)', 'completa(?:re)? (?:la )?registrazione', 'заверш\\p{L}* регистраци\\p{L}*', 'заверш\\p{L}* реєстраці\\p{L}*', 'dokończ\\p{L}* rejestracj\\p{L}*',
  // Object first, as Slavic word order allows ("Registraci dokončíte kliknutím na odkaz", "Регистрацию завершите по ссылке")
  'registr[aá]c\\p{L}* dokonč\\p{L}*', 'rejestracj\\p{L}* dokończ\\p{L}*', 'регистраци\\p{L}* заверш\\p{L}*', 'реєстраці\\p{L}* заверш\\p{L}*',
  'kaydınızı tamamla\\p{L}*', 'registratie (?:te )?voltooien', 'befejez\\p{L}* regisztráci\\p{L}*', 'finaliza(?:ți|ti) înregistrarea', 'ολοκλ\\p{L}* (?:την |της )?εγγραφ\\p{L}*', 'hoàn tất đăng ký', 'selesaikan pendaftaran',
  // Bulgarian, Lithuanian, Latvian, Estonian, Catalan, Slovenian, Icelandic, Albanian, Macedonian, Azerbaijani, Kazakh, Uzbek
  'потвърд\\p{L}*', 'активир\\p{L}*', 'нулир\\p{L}*', 'парола(?:та)?', 'patvirtin\\p{L}*', 'aktyvuo\\p{L}*', 'slaptažod\\p{L}*', 'prisijung\\p{L}*', 'apstiprin\\p{L}*', 'aktivizē\\p{L}*', 'parol\\p{L}*', 'pieslēg\\p{L}*', 'kinnita\\p{L}*', 'aktiveeri\\p{L}*', 'parool\\p{L}*', 'logi sisse',
  // Armenian, Georgian, Basque, Belarusian, Mongolian, Filipino, Welsh, Maltese
  'հաստատ\\p{L}*', 'ակտիվացն\\p{L}*', 'գաղտնաբառ\\p{L}*', 'մուտք', 'დადასტურ\\p{L}*', 'გააქტიურ\\p{L}*', 'პაროლ\\p{L}*', 'შესვლ\\p{L}*', 'egiaztatu', 'berretsi', 'baieztatu', 'aktibatu', 'pasahitz\\p{L}*', 'saioa hasi',
  'пацвердз\\p{L}*', 'пацвярдж\\p{L}*', 'баталгаажуул\\p{L}*', 'нууц үг', 'kumpirmahin', 'i-verify', 'i-activate', 'cadarnhau', 'dilysu', 'ikkonferma', 'ivverifika',
  'restabl\\p{L}*', 'contrasenya', 'inicia(?:r)? (?:la )?sessió', 'potrdi\\p{L}*', 'geslo', 'gesla', 'staðfest\\p{L}*', 'virkja\\p{L}*', 'lykilorð\\p{L}*', 'konfirmo\\p{L}*', 'fjalëkalim\\p{L}*', 'потврд\\p{L}*', 'təsdiq\\p{L}*', 'растау', 'tasdiqla\\p{L}*',
  // Verb forms beyond the infinitives and imperatives above, approvals and invitations: read both on
  // buttons and as the mail's purpose ("aktiviere deinen Zugang", "Confirmați adresa", "aprove o acesso", "hat dich eingeladen")
  'aktivier\\p{L}*', 'bestätig\\p{L}*', 'verifizier\\p{L}*', 'melde? (?:dich|sich) an', 'logg?e? (?:dich|sich) ein', 'me connecter', 'activez', 'conferm\\p{L}*', 'verific\\p{L}*', 'confirmați', 'confirmaţi', 'activați', 'resetați', 'log (?:je|u) in', 'meld (?:je|u) aan', 'bevestig\\p{L}*', 'activeer', 'activeert', 'для входа', 'вход\\p{L}* в (?:аккаунт|систему|личный кабинет|профиль)', 'войдите',
  'ative', 'ativa', 'ative (?:sua|a) conta', 'activa (?:tu|su) cuenta', 'aktivacij\\p{L}*', 'overte', 'overiť', 'logge? (?:inn|ind)', 'mengesahkan', 'pengesahan',
  'aprove', 'aprueba', 'approuvez', 'genehmige', 'keur goed', 'godkänn', 'hyväksy', 'ha compartido', 'a partagé', 'hat (?:dir|ihnen) \\p{L}+ (?:geteilt|freigegeben)', 'ha condiviso', 'compartilhou', 'heeft (?:je|u) .{0,30}gedeeld',
  '(?:has |have )?invited you', 'invites you', 'invitation to join', 'hat (?:dich|sie) (?:\\p{L}+ )?eingeladen', 'vous a invité\\p{L}*', 'vous invite à rejoindre', 't[e’\']\\s?(?:ha )?invit(?:ado|ó)', 'ti ha invitato', 'te convidou', 'convidou você', 'heeft je uitgenodigd', 'zaprasza (?:cię|pana|panią|ciebie)', 'zaprosił\\p{L}*', 'pozval\\p{L}*', 'meghívott', 'meghívást', 'kutsui sinut', 'har bjudit in dig', 'har inviteret dig', 'har invitert deg', '(?:sizi|seni) davet etti', 'пригласил\\p{L}*', 'запросив\\p{L}*', 'запросила',
  'approva', 'me connecter', 'masuk', 'mengaktifkan', 'aktivasi', 'kata sandi', 'kata laluan', 'sahkan', 'setel ulang', 'atur ulang', 'đặt lại', 'mật khẩu', 'đăng nhập', 'kích hoạt', 'thibitisha',
];
const LINK_WORDS_MORE_UNSPACED = [
  // Arabic prefixes attach to the word ("لإعادة تعيين كلمة المرور"), so these are unbounded.
  'إعادة تعيين', 'استعادة', 'كلمة المرور', 'كلمة السر', 'تسجيل الدخول',
  // Japanese / Chinese / Korean: finishing a registration, setting a new password
  '登録を完了', '登録完了', '(?:変更|手続き|手続|認証|設定|本人確認)を完了', '完成验证', '完成驗證', '完成绑定', '(?:인증|변경|가입)을 완료', '승인', '本人確認', '完成注册', '完成註冊', '找回密码', '重设密码', '重設密碼', '设置新密码', '新しいパスワード', 'パスワードを(?:設定|変更|再設定)', '새 비밀번호', '비밀번호(?:를)? ?(?:재설정|변경|설정)', '新密码', '新密碼', '啟動', '启用', '啟用', '開通', '开通', '活性化', '활성화', '가입을 완료', '가입 완료',
  'הפעל', 'איפוס', 'סיסמ', 'התחבר', 'ยืนยัน', 'รหัสผ่าน', 'เข้าสู่ระบบ', 'पुष्टि', 'सत्यापित', 'पासवर्ड', 'تأیید', 'فعال‌?سازی', 'رمز عبور', 'پاس ورڈ', 'تصدیق', 'لاگ ان'];
/** The vocabulary matrix's link actions (lexicon.ts): verify, confirm, activate, approve, reset, sign in, accept an invitation. */
const MATRIX_LINK_ACTIONS = [ACTION_VERIFY, ACTION_CONFIRM, ACTION_ACTIVATE, ACTION_APPROVE, ACTION_RESET, ACTION_SIGN_IN, ACTION_ACCEPT].map(tableWords);
const LINK_WORDS_MORE = `${bounded([...LINK_WORDS_MORE_SPACED, ...spelledOut(MATRIX_LINK_ACTIONS.flatMap((words) => words.bounded))])}|${unbounded([...LINK_WORDS_MORE_UNSPACED, ...spelledOut(MATRIX_LINK_ACTIONS.flatMap((words) => words.substrings))])}`;

/**
 * What a mail with a one-time link is for, beyond verifying and resetting: joining a workspace or
 * team, answering an event invitation, opening a shared document, activating or verifying in
 * further languages. Read both as link action words and as the mail's purpose.
 */
const LINK_PURPOSE_SPACED = [
  'rsvp', 'join (?:the )?(?:event|workspace|team)', '(?:open|view|access) (?:the |your )?(?:documents?|files?|shared \\p{L}+)', 'shared (?:a |the )?(?:document|file|folder)?.{0,40}with you',
  'invited you', 'invitation',
  // An invite as a noun ("the guest invite for the workspace", "invite link for huddlechat", "te paso la invitación") (t-e)
  '(?:the|an|your|my|guest|team|workspace) invite', 'invite (?:link|url|e-?mail)', 'invitaci[oó]n', 'convite', 'einladungslink', 'lien d[’\']invitation', 'link (?:di|de) (?:invito|convite)', 'finish(?:ing)? (?:signing up|your sign-?up|creating your account|setting up your account)', 'complete (?:your )?sign-?up', 'vous invite', 'te invita', 'ti invita', 'je participe', 'participe', '(?:open|follow|use) (?:this|the following|the) link', 'zusagen', 'teilnahme', 'einladung', 'dokument öffnen', 'beitreten', 'participer', 'ouvrir le document', 'participar', 'abrir (?:el |o )?documento', 'partecipa(?:re)?', 'invito', 'apri (?:il )?documento', 'deelnemen', 'uitnodiging',
  'zaprosz\\p{L}*', 'připojit se', 'pozvánk\\p{L}*', 'verifiera', 'verifisere', 'verificer', 'gå med', 'csatlakoz\\p{L}*', 'aktiválás\\p{L}*', 'aktiválj\\p{L}*', 'aktivál\\p{L}*', 'megerősít\\p{L}*', 'liity', 'kutsu\\p{L}*', 'vahvista', 'aktivoi',
  'alătur\\p{L}*', 'invitați\\p{L}*', 'присоединиться', 'приглашени\\p{L}*', 'пригласил\\p{L}*', 'приєднатися', 'запрошення', 'підтвердити', 'підтвердіть', 'katıl', 'davet\\p{L}*', 'giriş yap\\p{L}*', 'giriş bağlantı\\p{L}*',
  'bergabung', 'undangan', 'mengundang', 'terima undangan', 'tham gia', 'lời mời', 'mời bạn', 'πρόσκληση', 'συμμετοχή', 'επαναφορά', 'επιβεβαίωση', 'ενεργοποίηση',
  // Validating an address (a2-recall): "Validez votre adresse e-mail", "Valide seu e-mail", "Convalida il tuo indirizzo"
  'valider', 'validez', 'validar', 'valide', 'valida', 'convalida\\p{L}*', 'validare',
  // Hungarian verbs whose prefix "meg" follows the imperative (a4-acc): "Erősítsd meg az e-mail címed", "Igazold a címed"
  'erősítsd meg', 'erősítse meg', 'erősítsék meg', 'igazold', 'igazolja', 'hitelesítsd', 'hitelesítse',
];
const LINK_PURPOSE_UNSPACED = [
  '邀请', '邀請', '加入', '接受', '打开文档', '招待', '参加', '참여', '초대', '수락', 'הזמנה', 'הצטרפ',
  // Hebrew sign-in (a2-recall): "כניסה ל-…" (sign in to), "להיכנס לחשבון" (to enter the account), "התחברות"
  'כניסה', 'להיכנס', 'היכנס', 'התחבר', 'دعوة', 'انضم', 'قبول', 'เชิญ', 'เข้าร่วม',
  'सक्रिय', 'आमंत्रण', 'शामिल', 'यাচাই', 'যাচাই', 'সক্রিয়', 'আমন্ত্রণ', 'যোগ দিন', 'পাসওয়ার্ড', 'लॉग इन', 'সাইন ইন',
];
const LINK_PURPOSE = `${bounded(LINK_PURPOSE_SPACED)}|${unbounded(LINK_PURPOSE_UNSPACED)}`;

/**
 * Verbs on buttons and link text that ask the reader to verify / confirm / activate /
 * reset / sign in.
 */
export const LINK_ACTION_RE = new RegExp(
  `${bounded([
    'verify', 'verifying', 'verification', 'confirm', 'confirming', 'confirmation', 'activate', 'activating', 'activation', 'validate', 'reset', 'sign[- ]?in', 'log[- ]?in', 'magic link',
    'authori[sz]e', 'choose a new password', 'set (?:a |your )?(?:new )?password', 'create (?:a |your )?(?:new )?password', 'complete (?:your )?registration',
    // "(Set a) new password" on reset buttons, and Malay "log masuk" (sign in)
    'нов\\p{L}* пароль', 'новий пароль', 'neues passwort', 'nouveau mot de passe', 'nuova password', 'nowe hasło', 'yeni şifre', 'nytt lösenord', 'ny adgangskode', 'nytt passord', 'uusi salasana', 'új jelszó', 'log masuk',
    'bestätigen', 'bestätige', 'verifizieren', 'aktivieren', 'freischalten', 'zurücksetzen', 'zurückzusetzen', 'anmelden', 'anzumelden', 'anmelde-?links?', 'einloggen', 'einzuloggen', 'passwort',
    'confirmer', 'vérifier', 'valider', 'activer', 'réinitialis\\p{L}*', '(?:se|vous|te) connecter', 'connexion',
    'verificar', 'confirmar', 'confirme', 'confirma', 'confirmez', 'vérifiez', 'activar', 'ativar', 'validar', 'restablecer', 'redefinir', 'iniciar sesión', 'entrar', 'acceder',
    'recuperar (?:(?:a|la|sua|su|tu) )?(?:senha|contraseña|conta|cuenta)', 'nova senha', 'nueva contraseña',
    'conferma', 'confermare', 'verifica', 'attiva', 'attivare', 'reimposta(?:re|zione)?', 'accedi', 'accedere', 'link di accesso',
    'bevestig(?:en)?', 'verifiëren', 'activeren', 'inloggen', 'aanmelden',
    'potwierd[zź]\\p{L}*', 'aktywuj\\p{L}*', 'aktywow\\p{L}*', 'zaloguj\\p{L}*', 'resetuj', 'zresetuj', 'zweryfikuj',
    'bekräfta', 'bekræft', 'bekreft', 'aktivera', 'logga in',
    'подтвердить', 'подтвердите', 'активировать', 'войти', 'сбросить', 'восстановить',
    'doğrula\\p{L}*', 'onayla\\p{L}*', 'etkinleştir\\p{L}*', 'giriş yap\\p{L}*', 'sıfırla\\p{L}*',
    // Accepting an invitation creates the invited account ("Accept invitation", Devise/Clerk/Auth0 invites)
    'accept (?:the |this |your |my )?invit\\p{L}*', 'aceptar (?:la )?invitación', 'aceitar (?:o )?convite', 'accepter l[’\']invitation', 'einladung annehmen', 'accetta (?:l[’\'])?invito',
    'xác minh', 'xác nhận', 'kích hoạt', 'verifikasi', 'konfirmasi', 'aktifkan',
    'wachtwoord (?:opnieuw )?(?:in ?stellen|herstellen|resetten|wijzigen)', 'nieuw wachtwoord',
    // Double opt-in buttons ("Yes, subscribe me to this list", "Ja, ich möchte den Newsletter erhalten")
    'yes,? subscribe(?: me)?', 'subscribe me', 'ja,? ich möchte', 'oui,? je (?:m[’\']abonne|souhaite)', 'sí,? (?:quiero|suscribirme|suscríbeme)', 'sim,? (?:quero|inscrever)', 'sì,? (?:voglio|iscrivimi)', 'ja,? (?:ik wil|schrijf me in)', 'tak,? (?:chcę|zapisz)',
    // One-click approval of a sign-in attempt ("Was this you?" → "Yes, it was me" / "Approve")
    'approve', 'yes,? (?:it|this|that) (?:was|is) me', 'it was me', 'yes,? it[’\']s me', 'it[’\']s me', 'sì,? (?:sono|ero) io', 'sí,? (?:soy|fui|era) yo', 'sim,? (?:sou|fui|era) eu', 'oui,? c[’\']est moi', 'ja,? (?:das bin ich|ik ben het|dat ben ik|det (?:var|er) jeg|det var jag)', 'tak,? to (?:ja|byłem ja|byłam ja)', 'да,? это (?:я|был я|была я)', 'так,? це (?:я|був я|була я)', 'evet,? (?:bendim|benim)', 'ya,? (?:ini )?saya', 'có,? (?:đó )?là tôi', 'ναι,? ήμουν εγώ', 'ano,? (?:to )?jsem (?:byl|byla )?já', 'igen,? én voltam', 'kyllä,? se olin minä', 'da,? (?:eu )?am fost eu',
    // "Approve" in further languages (sign-in and new-device approvals)
    'godkänn\\p{L}*', 'godkend\\p{L}*', 'godkjenn\\p{L}*', 'genehmigen', 'freigeben', 'approuve[rz]?', 'aprobar', 'aprueba', 'aprovar', 'aprove', 'approva(?:re)?', 'goedkeuren', 'keur goed', 'zatwierd[zź]\\p{L}*', 'schválit', 'schvalte', 'jóváhagy\\p{L}*', 'hyväksy\\p{L}*', 'одобрить', 'разрешить', 'схвалити', 'aprobă', 'onaylıyorum', 'phê duyệt', 'setujui',
    // Invitations to a team or workspace: the link creates the invited account
    'accept', 'accepter', 'aceptar', 'aceitar', 'accetta(?:re)?', 'annehmen', 'accepteren', 'akceptuj\\p{L}*', 'přijmout', 'elfogad\\p{L}*', 'hyväksy kutsu', 'acceptera', 'принять', 'прийняти', 'kabul et',
    'join (?:now|(?:the |this |my |our )?(?:team|workspace|organi[sz]ation|project|group|board))',
    // "To join, click:" under an invitation (t-f): "Aby dołączyć, kliknij:", "Pour rejoindre l'équipe, cliquez :", "Para unirte, haz clic:"
    // (not a meeting, a call or a stream: "Click here to join the meeting")
    'to join(?! (?:the |this |our |my |your |a |an )?(?:meeting|call|webinar|session|conference|event|stream|broadcast|class|lesson|lecture|live|zoom|teams|room|chat|discussion|conversation|community))', '(?:aby|żeby) dołączyć', 'pour (?:la |le )?rejoindre', 'para unir(?:te|se)', 'per unirti', 'um beizutreten', 'om (?:je )?aan te sluiten', 'om lid te worden', 'para (?:se )?juntar', 'чтобы присоединиться', 'щоб приєднатися', 'katılmak için',
    'dołącz\\p{L}* do (?:zespołu|zespol\\p{L}*|firmy|projektu)', '(?:team|workspace) beitreten', 'rejoindre (?:l[’\']équipe|l[’\']espace)', 'unirse al (?:equipo|espacio)', 'entrar (?:na|para a) equipe', 'ja,? (?:das|ich) war(?:en)? ich', 'oui,? c[’\']était moi', 'sí,? (?:fui yo|era yo)', 'sim,? (?:fui eu|era eu)',
  ])}|${LINK_WORDS_MORE}|${LINK_PURPOSE}|验证|驗證|确认|確認|激活|登录|登入|重置|有効化|認証|ログイン|再設定|本登録|인증|확인|로그인|재설정|تأكيد|تفعيل|تحقق|تسجيل الدخول|אימות|אישור|אשר`,
  'iu',
);

/**
 * Button and link texts that say only "go on" ("Continue", "Open", "Weiter", "继续", "Click here"):
 * the purpose of such a button is in the sentence around it ("Click the button below to confirm
 * your e-mail address"), which then labels the button. "Learn more" or "Shop now" are not among them.
 */
export const GENERIC_BUTTON_RE = new RegExp(
  `^[\\s»›→>▶➔]*(?:${[
    'continue', 'proceed', 'go', 'go on', 'go ahead', 'ga (?:verder|door)', 'verder gaan', 'next', 'open', 'open link', 'start', 'get started', 'let[’\']s go', '(?:click|tap) here', 'here', 'this link', 'link', 'button',
    'weiter', 'fortfahren', 'öffnen', 'los geht[’\']s', 'hier', 'continuer', 'ouvrir', 'ici', 'cliquez ici', 'continuar', 'abrir', 'aquí', 'haz clic aquí', 'clique aqui', 'aqui', 'continua', 'prosegui', 'apri', 'qui', 'clicca qui',
    'doorgaan', 'verder', 'openen', 'dalej', 'kontynuuj', 'otwórz', 'tutaj', 'продолжить', 'далее', 'открыть', 'перейти', 'здесь', 'продовжити', 'відкрити', 'перейти', 'devam(?: et)?', 'aç', 'buraya tıklayın',
    'lanjutkan', 'buka', 'di sini', 'tiếp tục', 'mở', 'tại đây', 'fortsätt', 'öppna', 'fortsæt', 'åbn', 'fortsett', 'åpne', 'jatka', 'avaa', 'tovább', 'megnyitás', 'kattints ide', 'kattintson ide', 'itt', 'pokračovat', 'otevřít', 'zde', 'continuă', 'deschide', 'aici',
    'συνέχεια', 'συνέχισε', 'άνοιγμα', 'εδώ', '继续', '繼續', '打开', '打開', '前往', '点击这里', '點擊這裡', '続ける', '開く', '次へ', 'こちら', '계속', '계속하기', '열기', '여기', 'متابعة', 'فتح', 'اضغط هنا', 'המשך', 'פתח', 'לחצו כאן', 'ดำเนินการต่อ', 'เปิด', 'คลิกที่นี่', 'जारी रखें', 'खोलें', 'यहाँ क्लिक करें',
  ].join('|')})(?:[\\s.!»›→>▶➔]|&(?:rarr|raquo|rsaquo|gt|nbsp);)*$`,
  'iu',
);

/**
 * The noun "link" (or "URL") in many languages: in a reply, the writer who sets a URL apart under
 * "Here's the link they sent" passes on the link to use.
 */
export const LINK_NOUN_RE = new RegExp(
  `${bounded(['links?', 'url', 'enlace', 'lien', 'collegamento', 'liga', 'hivatkozás\\p{L}*', 'ссылк\\p{L}*', 'посилання', 'bağlantı\\p{L}*', 'tautan', 'pautan', 'liên kết', 'länk(?:en)?', 'lenke(?:n)?', 'linkki\\p{L}*', 'odkaz\\p{L}*', 'σύνδεσμ\\p{L}*', 'linkul', 'linku', 'linkiem', 'linkje'])}|链接|連結|リンク|링크|رابط|קישור|ลิงก์|लिंक`,
  'iu',
);

/** URL fragments (path or query) of verification / confirmation / reset / magic-link endpoints. */
const LINK_URL_STRONG_OLDER =
  /verif|confirm|activat|potvard|patvirtin|apstiprin|kinnita|restablir|contrasenya|potrdi|losenord|aterstall|nulstil|tilbakestill|passord|adgangskode|salasana|palauta|heslo|overeni|overit|aktival|onayla|akceptuj|skynut|vidnov|sbros|podtverzhd|kata-?sandi|mat-?khau|satyapan|epivevaio|activeren|activar|ativar|attiva|aktivier|validat|magic|reset|passwor|recover|opt-?in|bestaetig|best%c3%a4tig|potwierd|dogrula|doğrula|conferma|restablecer|reinitialis|redefinir|sifirla|s%c4%b1f%c4%b1rla|bevestig|bekraeft|bekreft|bekrafta|vahvist|potvr[dz]|megerosit|aktivace|aktywac|aktivering|xac-?(?:nhan|minh)|kich-?hoat|dat-?lai-?mat-?khau|verifikasi|konfirmasi|aktivasi|wachtwoord|haslo|parol[ae]|sifre|senha|contrasena|mot-?de-?passe|invit[\w/-]*\/accept|\/invitations?(?=[/?#]|$)|\/(?:documents?|files?)\/access|accept[-_]?invit|\/accept(?=[/?#]|$)|zaprosz|einladung|convite|invitaci|uitnodig|jelszo|visszaallit|wachtwoord|approv|godkann|godkend|godkjenn|genehmig|freigabe|aprobar|aprovar|goedkeur|zatwierd/i;
export const LINK_URL_STRONG_RE = new RegExp(`${LINK_URL_STRONG_OLDER.source}|${tableWords(URL_STEP_TOKENS).bounded.join('|')}`, 'i');

/** Weaker URL hints: sign-in callbacks and one-time tokens. */
/** One-time code or token parameters in further languages ("?kode=…", "?codigo=…"): lexicon.ts. */
export const TOKEN_PARAMS = tableWords(TOKEN_PARAM_NAMES).bounded.join('|');
export const LINK_URL_WEAK_RE = new RegExp(`invit|rsvp|log-?in|sign-?in|sign_in|auth|callback|connexion|anmeld|inlog|accedi|acceso|entrar|kirjaudu|prihlas|logowan|zaloguj|giris|masuk|dang-?nhap|vhod|bejelentkez|logga-?in|logg-?inn|log-?ind|magic|[?&](?:token|key|ticket|code|t|k|${TOKEN_PARAMS})=|\\/(?:token|key)\\/`, 'i');

/**
 * Words (in link text, or in a URL's path and query) of links that are never the one to
 * click: unsubscribe, settings, legal, help, feedback, "view in browser", package tracking.
 */
export const LINK_NEGATIVE_RE = new RegExp(
  `unsub|opt-?out|optout|abmeld|abbestell|d[ée]sabonn|d[ée]sinscri|darse de baja|baja-newsletter|disiscri|afmeld|wypisz|отпис|退订|配信停止|수신\\s?거부|abonelik|preferences|preference-center|email-settings|settings/notifications|manage[-_ ]?(?:notifications?|preferences|subscriptions?|e-?mails?|settings|your|my|all|order)|/manage(?:[/?#]|$)|privacy|privacidad|datenschutz|impressum|imprint|/legal|${bounded(['legal', 'terms', 'conditions', 'policy', 'policies', 'cgu', 'help', 'help center', 'support', 'contact', 'contact us', 'faq', 'assistenza', 'pomoc', 'ayuda', 'hilfe', 'aide', 'feedback', 'blog'])}|/(?:help|support|contact|faq|blog)(?:[-/?#]|$)|/j/\\d{8,}|[?&]pwd=|[?&](?:r|rsvp|response|answer|reply)=(?:no|n|decline\w*|maybe)(?:&|$)|contact-|view in browser|webversion|web version|view online|online version|im browser|navigateur|not[_-]?my[_-]?account|/deny(?:[/?#]|$)|${bounded(['deny', 'no,? (?:it|this|that) (?:was|is)n[’\']?t me', 'no,? (?:it|this|that) was not me', 'not me', 'secure (?:my |your )?account', 'no,? (?:non )?(?:sono|ero) (?:stato )?io', 'blocca\\p{L}*', 'no,? no (?:soy|fui|era) yo', 'bloquear', 'não fui eu', 'bloquear acesso', 'ce n[’\']était pas moi', 'bloquer', 'das war(?:en)? (?:ich|wir) nicht', '(?:zugriff |anmeldung )?(?:blockieren|sperren|ablehnen)', 'dat was ik niet', 'blokkeren', 'to nie (?:ja|byłem ja|byłam ja)', 'zablokuj', 'это (?:был )?не я', 'заблокировать', 'це не я', 'заблокувати', 'ben değilim', 'engelle', 'bukan saya', 'blokir', 'không phải tôi', 'chặn', 'δεν ήμουν εγώ', 'nejsem to já', 'zablokovat', 'nem én voltam', 'letilt\\p{L}*', 'en ollut minä', 'estä', 'nu am fost eu', 'blochea\\p{L}*', 'det var inte jag', 'blockera', 'det var ikke mig', 'det var ikke meg', 'blokker'])}|/(?:deny|reject|decline|block|nega|rifiuta|rechazar|ablehnen|refuser)(?:[/?#]|$)|不是我|非本人|本人ではない|본인이 아닙니다|ليس أنا|זה לא אני|remove[_-]?(?:your[_-]?)?email|revoke|resend|/cancel(?:[/?#]|$)|/undo(?:[/?#]|$)|cancel[_-](?:change|request|email[_-]?change)|${bounded(['cancel (?:this|the) (?:change|request)', 'undo (?:this|the) change', 'revert', 'änderung (?:rückgängig machen|widerrufen|abbrechen)', 'annuler (?:cette|la) (?:modification|demande)', 'cancelar (?:este|el|la|esta) (?:cambio|solicitud|alteração|pedido)', 'annulla (?:questa|la) (?:modifica|richiesta)'])}|/report|disable|tracknum|trackingnumber|sendungsverfolgung|piececode|/track(?:ing)?(?:[/?#]|$)(?!click)|track (?:your|my|package|order|shipment)|sendung verfolgen|suivre (?:mon|votre) colis|rastrear|seguimiento`,
  'iu',
);

/** Hosts whose links are profile/marketing pages unless the path says otherwise. */
export const NEGATIVE_HOST_RE =
  /^(?:[\w-]+\.)*(?:twitter\.com|x\.com|facebook\.com|instagram\.com|linkedin\.com|youtube\.com|t\.me|tiktok\.com|pinterest\.com|apps\.apple\.com|itunes\.apple\.com|play\.google\.com)$|^(?:help|support|status|blog)\./i;

/** Image and open-tracking pixel URLs ("pixel" as a word: "pixelboard.dev" is a product). */
export const IMAGE_URL_RE =
  /\.(?:png|jpe?g|gif|svg|webp|ico|bmp)(?:[?#]|$)|\/(?:wf\/)?open(?:[/?]|$)|\/o\/|(?<![a-z])(?:pixel|beacon|spacer)(?![a-z])/i;

/**
 * Mail-level context that makes a link worth returning: the mail is about verifying an
 * address, confirming a sign-up/subscription, resetting a password or signing in.
 */
export const LINK_MAIL_CONTEXT_RE = new RegExp(
  `${bounded([
    'verify', 'verification', 'confirm', 'confirmation', 'activate', 'activation', 'validate', 'reset', 'sign[- ]?in', 'log[- ]?in', 'magic link', 'password', 'opt-?in', 'authori[sz]e',
    'bestätigen', 'bestätige', 'bestätigung', 'verifizieren', 'aktivieren', 'zurücksetzen', 'zurückzusetzen', 'passwort', 'anmeldung', 'anmelden', 'anzumelden', 'anmelde-?links?', 'einloggen', 'einzuloggen',
    'confirmer', 'confirmez', 'vérifier', 'vérifiez', 'activer', 'réinitialiser', 'mot de passe', 'connexion', '(?:se|vous|te) connecter',
    'verificar', 'verifica', 'confirmar', 'confirme', 'confirma', 'activar', 'ativar', 'restablece', 'restablecer', 'contraseña', 'senha', 'redefinir', 'iniciar sesión',
    'conferma', 'confermare', 'attiva', 'reimposta(?:re|zione)?', 'accedi', 'accedere', 'link di accesso',
    'bevestig', 'bevestigen', 'verifiëren', 'activeer', 'activeren', 'wachtwoord', 'inloggen',
    'potwierd[zź]\\p{L}*', 'aktywuj\\p{L}*', 'aktywow\\p{L}*', 'hasło', 'bekräfta', 'aktivera', 'lösenord', 'logga in', 'inloggning\\p{L}*', 'logg inn', 'log ind',
    'подтвердите', 'подтверждение', 'подтвердить', 'активировать', 'парол\\p{L}*', 'войти', 'вход\\p{L}*', 'відновлен\\p{L}*', 'сброс\\p{L}*',
    'doğrulayın', 'doğrula', 'onayla', 'şifre\\p{L}*', 'sıfırla\\p{L}*',
    'accept (?:the |this |your |my )?invit\\p{L}*', 'aceptar (?:la )?invitación', 'aceitar (?:o )?convite', 'accepter l[’\']invitation', 'einladung annehmen', 'accetta (?:l[’\'])?invito',
    'xác minh', 'xác nhận', 'verifikasi', 'konfirmasi',
    'approve', 'approval', 'godkänn\\p{L}*', 'godkend\\p{L}*', 'godkjenn\\p{L}*', 'genehmigen', 'freigeben', 'approuver', 'aprobar', 'aprovar', 'approvare', 'goedkeuren', 'zatwierd[zź]\\p{L}*', 'schválit', 'jóváhagy\\p{L}*', 'hyväksy\\p{L}*', 'одобрить', 'схвалити',
    'link mágico', 'enlace mágico', 'lien magique', 'magischer link', 'link magico', 'link para entrar', 'log masuk', 'entrar n[ao] (?:sua |tua )?conta', 'entrar en (?:tu |su )?cuenta',
    // Signing in in the words the code side knows ("Twój link do logowania", "Přihlašovací odkaz", "Kirjautumislinkki"):
    // a magic link's mail names the step so.
  ])}|${LINK_WORDS_MORE}|${LINK_PURPOSE}|${SIGN_IN_WORD_RE.source}|验证|驗證|确认|確認|激活|绑定|重置|密码|認証|ログイン|パスワード|인증|확인|재설정|비밀번호|تأكيد|تفعيل|تحقق|אימות|邀请您|邀请你|邀請您|招待されました|초대했습니다|초대합니다`,
  'iu',
);

// ---------------------------------------------------------------------------------------
// Replies, forwards and stale codes

/**
 * Words that call a code expired, old, previous or no longer valid, in its own sentence:
 * "The code 482913 we sent earlier has expired", "Der alte Code 561517 ist nicht mehr gültig".
 * Present tense ("expires in 10 minutes", "läuft in 10 Minuten ab") is not among them.
 */
export const STALE_CODE_RE = new RegExp(
  `${bounded([
    // "before it expired", "sebelum expired" (Indonesian chat) speak of a code still valid
    '(?<!(?:before|sebelum|sblm|until|till) (?:it |its |dia )?)expired', 'has expired', 'no longer (?:valid|works?|active|usable)', 'not valid any ?more', 'invalid(?:ated)?', 'disregard', 'previous(?:ly)?', 'old(?:er)?', 'earlier', 'superseded', 'replaced', 'revoked', 'cancel(?:l)?ed', 'storniert', 'annulé', 'cancelado', 'annullato', 'geannuleerd', 'anulowan\\p{L}*', 'отмен[её]н\\p{L}*', 'বাতিল', 'আগের', 'পুরনো', 'रद्द',
    'abgelaufen', 'nicht mehr gültig', 'ungültig', 'alte[nrs]?', 'vorherige[nrs]?', 'bisherige[nrs]?', 'zuvor',
    'a expiré', 'expiré', 'n[’\']est plus (?:valable|valide)', 'ancien', 'précédent(?:e|ement)?', 'invalide',
    'ha caducado', 'caducado', 'ha expirado', 'expirado', 'caducó', 'expiró', 'venció', 'ya no es válido', 'anterior(?:mente)?', 'antigu[oa]',
    'expirou', 'venceu', 'caducou', 'não é mais válido', 'não vale mais', 'antigo',
    'è scaduto', 'scaduto', 'non è più valido', 'vecchio', 'precedente(?:mente)?',
    'is verlopen', 'verlopen', 'niet meer geldig', 'oude', 'vorige', 'eerder',
    'wygasł\\p{L}*', 'nieważny', 'stary', 'poprzedni\\p{L}*', 'wcześniej',
    'истёк', 'истек', 'больше не действ\\p{L}*', 'недействител\\p{L}*', 'стар\\p{L}*', 'предыдущ\\p{L}*', 'ранее',
    'більше не (?:дійсний|діє)', 'недійсн\\p{L}*', 'старий', 'попередн\\p{L}*', 'раніше',
    'süresi dol\\p{L}*', 'artık geçerli değil', 'geçersiz', 'eski', 'önceki', 'daha önce',
    'har gått ut', 'gått ut', 'gäller inte (?:längre|längre)', 'ogiltig', 'gamla', 'tidigare',
    'vypršel', 'již neplatí', 'neplatný', 'starý', 'předchozí', 'dříve',
    'kedaluwarsa', 'sudah tidak berlaku', 'tidak berlaku lagi', 'lama', 'sebelumnya',
    'đã hết hạn', 'hết hạn', 'không còn hiệu lực', 'cũ', 'trước đó',
    // Danish/Norwegian, Finnish, Hungarian, Greek, Romanian
    'tidligere', 'gamle', 'udløbet', 'utløpt', 'ikke længere gyldig', 'virker ikke længere', 'ikke lenger gyldig', 'fungerer ikke lenger',
    'aiempi', 'aiemmin', 'edellinen', 'vanha', 'vanhentunut', 'ei ole enää voimassa', 'ei enää kelpaa',
    'korábbi', 'előző', 'régi', 'lejárt', 'már nem érvényes', 'érvénytelen',
    'προηγούμεν\\p{L}*', 'παλι[όά]\\p{L}*', 'έληξε', 'δεν ισχύει', 'άκυρ\\p{L}*',
    'expirat', 'nu mai este valabil', 'vechi',
    // Timed out, invalidated, deactivated ("został unieważniony", "non vale più", "gilt nicht mehr")
    'timed out', 'no longer (?:counts|applies)', 'deactivated', 'disabled', 'non vale più', 'ya no vale', 'ne vaut plus', 'ne fonctionne plus', 'gilt nicht mehr', 'funktioniert nicht mehr', 'geldt niet meer', 'werkt niet meer', 'ya no funciona', 'não funciona mais', 'non funziona più',
    'ungültig gemacht', 'entwertet', 'deaktiviert', 'invalidé\\p{L}*', 'désactivé\\p{L}*', 'invalidad[oa]', 'desactivad[oa]', 'desativad[oa]', 'invalidat[oa]', 'disattivat[oa]', 'ongeldig gemaakt', 'gedeactiveerd',
    'unieważni\\p{L}*', 'dezaktywowan\\p{L}*', 'już nieaktualn\\p{L}*', 'nieaktualn\\p{L}*', 'деактивирован\\p{L}*', 'деактивовано', 'zneplatněn\\p{L}*', 'neplatn\\p{L}*', 'ogiltigförklara\\p{L}*', 'ugyldig\\p{L}*', 'kelpaamaton', 'geçersiz kılın\\p{L}*', 'nu mai e valabil', 'invalidat\\p{L}*',
    // Withdrawn, void or wrong: a correction names the invalid code ("The code 482913 in our last e-mail was wrong")
    'withdrawn', 'retracted', 'void(?:ed)?', 'wrong', 'incorrect(?:ly)?', 'erroneous(?:ly)?', 'by mistake', '(?:sent|issued) in error', 'mistakenly', 'typo',
    'falsch\\p{L}*', 'fehlerhaft\\p{L}*', 'irrtümlich\\p{L}*', 'versehentlich\\p{L}*', 'zurückgezogen', 'widerrufen', 'erroné\\p{L}*', 'incorrect\\p{L}*', 'par erreur', 'retiré\\p{L}*', 'annulé\\p{L}*',
    'err[oó]ne[oa]\\p{L}*', 'incorrect[oa]s?', 'por error', 'por engano', 'anulad[oa]s?', 'retirad[oa]s?', 'errad[oa]s?', 'incorret[oa]s?', 'errat[oa]', 'sbagliat[oa]', 'per errore', 'ritirat[oa]',
    'onjuist\\p{L}*', 'verkeerde?', 'per ongeluk', 'ingetrokken', 'błędn\\p{L}*', 'nieprawidłow\\p{L}*', 'omyłkowo', 'wycofan\\p{L}*', 'неверн\\p{L}*', 'ошибочн\\p{L}*', 'по ошибке', 'отозван\\p{L}*', 'аннулирован\\p{L}*',
    'невірн\\p{L}*', 'помилков\\p{L}*', 'помилково', 'відкликан\\p{L}*', 'скасован\\p{L}*', 'yanlış\\p{L}*', 'hatalı', 'iptal edil\\p{L}*', 'felaktig\\p{L}*', 'av misstag', 'återkallad', 'forkert\\p{L}*', 'feil', 'ved en fejl', 'ved en feil', 'tilbagekaldt', 'annullert',
    'väär\\p{L}*', 'virheelli\\p{L}*', 'vahingossa', 'peruttu', 'mitätöity', 'chybn\\p{L}*', 'nesprávn\\p{L}*', 'omylem', 'zrušen\\p{L}*', 'hibás\\p{L}*', 'téves\\p{L}*', 'tévedésből', 'visszavon\\p{L}*', 'érvénytelenít\\p{L}*',
    'greșit\\p{L}*', 'gresit\\p{L}*', 'eronat\\p{L}*', 'din greșeală', 'anulat\\p{L}*', 'λάθος', 'λανθασμέν\\p{L}*', 'ακυρώθηκε', 'ακυρωμέν\\p{L}*', 'salah', 'keliru', 'dibatalkan', 'nhầm', 'bị hủy', 'đã hủy', 'pogrešn\\p{L}*', 'poništen\\p{L}*', 'greškom',
  ])}|הקודם|הישן|פג תוקף|אינו תקף|לא תקף|เดิม|ก่อนหน้า|หมดอายุ|ใช้ไม่ได้|有効期限が切れ|期限切れ|無効|古い|以前|已过期|已過期|过期|過期|已失效|失效|旧的|舊的|之前|만료되었|만료된|유효하지 않|이전|انتهت صلاحية|منتهي(?![ةه]?\\s*ب)|لم يعد صالح|القديم|السابق|समाप्त हो चुका|अब मान्य नहीं|पुराना|पिछला|पहले भेजा|错误的|錯誤的|作废|作廢|已取消|撤回|誤った|誤り|間違った|間違い|取り消|잘못된|잘못 발송|취소된|خاطئ|ملغى|تم إلغاء|שגוי|בוטל|ผิดพลาด|ยกเลิก|गलत`,
  'iu',
);

/**
 * Words that say a code was already used, in its own sentence: security notices report a code that
 * someone entered ("The verification code 558201 was entered at 10:02", "kódot (381 046) …
 * sikeresen felhasználták"). Such a code is spent; nothing asks the reader to type it.
 */
export const SPENT_CODE_RE = new RegExp(
  `${bounded([
    'was (?:just |already |successfully )?(?:entered|used|redeemed|typed|submitted)',
    // "You signed in using code 552081", "Code used: 558102", "code utilisé pour vous connecter"
    '(?:signed|logged) in(?: (?:to|on|from) [\\p{L}\\p{N} .-]{1,30}?)? (?:with|using) (?:the |this |your |a )?(?:\\p{L}+ )?(?:code|otp|passcode)', 'used to (?:sign|log) ?in', '(?:code|otp|pin|passcode|password) used\\s*[:：]', 'used (?:code|otp|pin|passcode)',
    'verwendete[rn]? code', '(?:zur|für die) anmeldung (?:verwendet|genutzt|benutzt)', 'code utilisé', 'utilisé pour (?:vous )?connecter', 'c[oó]digo (?:utilizado|usado)', '(?:usado|utilizado) para (?:iniciar sesión|entrar|acessar|fazer login)', '(?:iniciaste|inició) sesión con',
    'codice utilizzato', 'utilizzato per accedere', '(?:hai|ha) effettuato l[’\']accesso con', 'gebruikte code', 'użyt\\p{L}* (?:kod|do logowania)', 'zalogowano', 'использованн\\p{L}* код', 'использован\\p{L}* для входа', '(?:вход (?:был )?выполнен|выполнен вход)', 'використан\\p{L}* код',
    'kullanılan kod', 'giriş yapıldı', 'använd(?:a)? kod(?:en)?', 'brugt(?:e)? kode', 'použit\\p{L}* kód', 'felhasznált kód', 'kode yang (?:telah |sudah )?digunakan', 'digunakan untuk masuk', 'cod(?:ul)? folosit',
    'đã (?:được )?(?:sử dụng|dùng|nhập)', 'đã đăng nhập (?:bằng|với)', 'were (?:entered|used)', 'has (?:already )?been (?:entered|used|redeemed)', 'have been (?:entered|used)', 'successfully (?:entered|used)',
    'wurde (?:\\p{L}+ )?(?:eingegeben|verwendet|benutzt|genutzt)', 'eingegeben wurde', 'verwendet wurde', 'ist (?:\\p{L}+ )?verbraucht', 'verbraucht', 'is (?:now )?used up', 'has been consumed',
    'a été (?:utilisé|saisi|entré)e?', 'ont été (?:utilisé|saisi)s?',
    '(?:fue|ha sido) (?:usado|utilizado|introducido|ingresado)', 'se (?:usó|utilizó|introdujo|ingresó)',
    '(?:foi|foram) (?:usado|utilizado|inserido|digitado)s?',
    '(?:è stato|sono stati) (?:usato|utilizzato|inserito)i?',
    '(?:is|werd|werden) (?:gebruikt|ingevoerd)',
    '(?:został|zostały|została|zostało) (?:użyt|wprowadzon|wpisan|zrealizowan|wykorzystan)\\p{L}*', 'użyto', 'wprowadzono', 'zrealizowano',
    'wurde (?:\\p{L}+ )?eingelöst', 'a été échangé', '(?:fue|ha sido) canjeado', 'foi resgatado', 'è stato riscattato', 'is verzilverd',
    '(?:byl|byla|bylo) (?:použit|zadán)\\p{L}*',
    'felhasználták', 'felhasználásra került', 'megadták', 'beírták',
    '(?:användes|angavs|har använts|har angetts)', '(?:blev|er blevet) (?:brugt|indtastet)', '(?:ble|har blitt) (?:brukt|tastet inn|oppgitt)',
    '(?:käytettiin|syötettiin|on käytetty)', 'kullanıldı', 'girildi',
    '(?:был|была|было) (?:использован|введ[её]н)\\p{L}*', 'використано', '(?:був|була) (?:використан|введен)\\p{L}*',
    'a fost (?:folosit|introdus)', 'χρησιμοποιήθηκε', '(?:telah|sudah) (?:digunakan|dimasukkan)',
  ])}|被使用|被用于|被用於|已使用的|使用済み|使用された(?:コード|認証|ワンタイム)|사용된 (?:인증|코드|일회용)|(?<![请請])通[过過]\\S{0,4}(?:验证码|驗證碼)\\S{0,12}(?:完成|成功)(?:登录|登入|登錄)|已(?:用于|用於)(?:登录|登入|登錄)|(?:登录|登入|登錄)成功|成功(?:登录|登入|登錄)|でログインしました|使用してログイン|ログイン(?:しました|されました|がありました)|로그인(?:했습니다|되었습니다|하셨습니다)|تم تسجيل الدخول|התחברת|เข้าสู่ระบบสำเร็จ|लॉग इन किया गया|使用されました|入力されました|已被使用|已使用|已被输入|已輸入|사용되었습니다|입력되었습니다|تم استخدام|נעשה שימוש|ถูกใช้|उपयोग किया गया|दर्ज किया गया`,
  'iu',
);

/**
 * A reply's writer reporting their own attempt with a code, or that it fails: "I entered the code:
 * 448 201 (but it says error)", "ich habe den Code eingegeben", "j'ai saisi le code", "no funciona".
 * A reply that repeats the code of its quoted history in such a sentence discusses it; one that
 * repeats it otherwise ("that one works - use 558 120", "el código que tengo que poner es el 904 726")
 * confirms the code to type.
 */
export const TRIED_CODE_RE = new RegExp(
  `${bounded([
    "i(?: have|['’]ve)?(?: just| already| also)? (?:entered|typed|tried|used|input|put in|pasted|submitted)", "(?:does|did|do)(?: not|n['’]t) work", "(?:is|was)(?: not|n['’]t) (?:working|accepted|valid)", 'not working', "won['’]t work", 'keeps? failing', '(?:keep|keeps|kept) getting', 'invalid code', '(?:does|did) it fail', 'it fails', 'got an error', 'error message',
    'habe (?:\\p{L}+ ){0,4}(?:eingegeben|eingetippt|versucht|probiert|benutzt|verwendet)', 'funktioniert (?:\\p{L}+ )?nicht', 'klappt (?:\\p{L}+ )?nicht', 'geht (?:\\p{L}+ )?nicht', 'fehlermeldung',
    "j['’]ai (?:\\p{L}+ ){0,2}(?:saisi|entré|tapé|essayé|utilisé|rentré)", 'ne (?:fonctionne|marche) pas', "message d['’]erreur",
    '(?:he|ya he) (?:introducido|puesto|metido|probado|usado|escrito|ingresado)', 'puse', 'probé', 'metí', 'ingresé', 'introduje', 'no funciona', 'no me funciona',
    'digitei', 'coloquei', 'tentei', 'inseri', 'não funciona', 'não funcionou',
    'ho (?:\\p{L}+ )?(?:inserito|provato|digitato|usato)', 'non funziona',
    'heb (?:\\p{L}+ ){0,3}(?:ingevoerd|geprobeerd|ingetypt|gebruikt)', 'werkt niet',
    'wpisał(?:em|am)', 'wprowadził(?:em|am)', 'próbował(?:em|am)', 'użył(?:em|am)', 'nie działa',
    'ввел(?:а)?', 'ввёл', 'попробовал(?:а)?', 'пробовал(?:а)?', 'не работает', 'не подходит', 'ввів', 'ввела', 'не працює',
    'girdim', 'denedim', 'çalışmıyor', 'har (?:angett|skrivit in|provat|testat)', 'fungerar inte', 'zadal(?:a)? jsem', 'nefunguje', 'beírtam', 'megadtam', 'próbáltam', 'nem működik',
  ])}|入力しましたが|使えません|输入了|不能用|无效|입력했는데|작동하지 않|لا يعمل|לא עובד`,
  'iu',
);

/**
 * Words that call a code fixed or permanent, in its own sentence: "PIN …: 4471 (stały dla Twojego
 * konta)", "your permanent door code", "Ihr fester Abhol-PIN". A one-time code never is; such a PIN
 * (a parcel locker's, a door's, a card's) is nothing to type to verify.
 */
export const FIXED_CODE_RE = new RegExp(
  `${bounded([
    'permanent', 'fixed', 'static', "(?:does|will)(?: not|n['’]t) change", 'never changes', 'stays the same', 'always the same', 'reusable', 'same (?:for|on) every',
    // "… und bleibt für die gesamte Mitgliedschaft gültig", "valid for your whole membership"
    'remains valid (?:for|during|throughout) (?:the |your )?(?:entire|whole)', 'valid (?:for|during|throughout) (?:the |your )?(?:entire|whole) (?:membership|stay|contract|subscription)', 'bleibt (?:\\p{L}+ ){0,4}gültig', 'für die gesamte (?:mitgliedschaft|vertragslaufzeit|laufzeit|dauer)',
    'pour toute la durée', 'durante (?:toda|todo) (?:la|el|a|o) (?:membresía|contrato|estancia|estadia|assinatura)', 'per tutta la durata', 'gedurende (?:het hele|de hele|uw hele) (?:lidmaatschap|verblijf)', 'na cały okres',
    'dauerhaft\\p{L}*', 'feste[nrs]?', 'ändert sich nicht', 'bleibt (?:immer )?gleich', 'immer gleich', 'gleichbleibend\\p{L}*', 'permanente?', 'fixe', 'ne change pas', 'reste (?:toujours )?(?:le|la) même',
    'fij[oa]', 'no cambia', 'fix[oa]', 'não muda', 'fiss[oa]', 'non cambia', 'vaste', 'blijft (?:altijd )?(?:hetzelfde|gelijk)', 'wijzigt niet',
    'stał[ayey]', 'stałe', 'nie zmienia się', 'trval\\p{L}*', 'stál[aáéý]', 'nemění se', 'állandó', 'nem változik', 'постоянн\\p{L}*', 'постійн\\p{L}*', 'не меняется', 'не змінюється',
    'sabit', 'kalıcı', 'değişmez', 'ändras inte', 'ændres ikke', 'endres ikke', 'pysyvä', 'ei muutu', 'nu se schimbă', 'μόνιμ\\p{L}*', 'σταθερ\\p{L}*', 'permanen', 'cố định', 'vĩnh viễn',
  ])}|固定|永久|不变|不變|変わりません|고정|영구|ثابت|دائم|קבוע|ถาวร|คงที่|स्थायी`,
  'iu',
);

/**
 * Telling the reader not to type a code: "Do NOT enter the code 482913 (someone else requested it)",
 * "Geben Sie den Code nicht ein", "n'utilisez pas ce code". "Do not share it" is no such sentence
 * (every code mail says it), and a condition ("if you did not ask for it, do not …", CONDITIONAL_RE)
 * keeps the code the one to type for the reader who did.
 */
export const NOT_TO_USE_RE = new RegExp(
  `${bounded([
    "do(?: not|n['’]t) (?:enter|use|type|input)", 'nicht (?:eingeben|verwenden|benutzen|eintippen)', '(?:geben|tippen) sie [^.!?:]{0,60}nicht ein',
    "ne (?:le |la )?(?:saisissez|tapez|utilisez|entrez) pas", "n['’]utilisez pas", 'no (?:lo |la )?(?:introduzcas|introduzca|uses|use|utilices|utilice|escribas|ingreses|ingrese)',
    'não (?:o |a )?(?:digite|use|utilize|insira|informe)', 'non (?:lo |la )?(?:inserire|usare|utilizzare|digitare|inserisca|usi)', '(?:voer|gebruik) (?:\\p{L}+ ){0,3}niet (?:in)?',
    'nie (?:wpisuj|wprowadzaj|używaj)', 'не (?:вводите|используйте)', 'girmeyin', 'kullanmayın', 'ange inte', 'använd inte', 'nezadávejte', 'ne adja meg',
  ])}|入力しないで|使用しないで|请勿输入|請勿輸入|不要输入|입력하지 마`,
  'iu',
);

/**
 * Nothing to type: "You don't need to enter it anywhere, just show it to the driver", "Sitä ei tarvitse
 * syöttää mihinkään". Read in the code's sentence and the one after it: a code shown to a driver, a
 * gate or a desk is no code to type.
 */
export const NO_NEED_TO_ENTER_RE = new RegExp(
  `${bounded([
    "(?:no need|(?:do(?: not|n['’]t)|won['’]t) (?:need|have)) to (?:enter|type|input|use)", 'nowhere to (?:enter|type)', '(?:müssen|musst) (?:sie|du) (?:ihn |es |den code )?nirgends(?:wo)? eingeben', 'nirgends (?:eingeben|einzugeben)', 'nicht eingegeben werden',
    'pas besoin de (?:le |la )?(?:saisir|taper|entrer)', '(?:no hace falta|no es necesario|no necesitas|no tienes que) (?:introducir|ingresar|escribir|teclear)(?:lo|la)?', 'não (?:é necessário|precisa(?:s)?(?: de)?) (?:digitar|inserir|introduzir)',
    'non (?:è necessario|serve|occorre|devi) (?:inserir|digitar)\\p{L}*', '(?:hoeft|hoef) (?:\\p{L}+ ){0,3}niet (?:in te voeren|te typen)', 'nie (?:musisz|trzeba) (?:go |jej )?(?:nigdzie )?(?:wpisywać|wprowadzać|podawać)',
    'не нужно (?:никуда )?вводить', 'не потрібно (?:нікуди )?вводити', 'girmenize gerek (?:yok|bulunmuyor)', 'behöver (?:inte|inte någonstans) (?:ange|skriva in)', '(?:behøver|trenger) (?:du )?ikke (?:å )?(?:indtaste|taste inn|skrive inn|oppgi)',
    'ei (?:tarvitse|tarvitsee) (?:syöttää|kirjoittaa|näppäillä)', 'nemusíte (?:ho )?(?:nikam )?(?:zadávat|vyplňovat)', 'nem kell (?:sehol )?(?:megadni|beírni)', 'nu (?:trebuie|este nevoie) să (?:îl )?introduc\\p{L}*', 'δεν χρειάζεται να (?:τον |το )?(?:πληκτρολογήσετε|εισάγετε)',
    // "the code is not used online" (a port-out or a store's code, given at a counter)
    '(?:code|it|pin) (?:is|will be) not (?:used|entered|needed) online', '(?:code|it|pin) (?:cannot|can[’\']t) be (?:used|entered) online', 'nicht online (?:verwendet|eingegeben)', 'ne s[’\']utilise pas en ligne', 'no se usa en línea', 'não é usado online',
    'tidak perlu (?:di)?(?:masukkan|ketik\\p{L}*|input)', 'không cần (?:phải )?nhập', 'nije (?:potrebno|nužno) (?:ga )?(?:unositi|upisivati)', 'ne trebate (?:ga )?(?:nigdje )?(?:unositi|upisivati)',
  ])}|入力(?:する)?(?:必要はありません|不要)|无需输入|無需輸入|不需要输入|입력할 필요(?:가|는)? 없`,
  'iu',
);

/** A condition opening a clause: "if you did not request it, do not enter it" keeps the code for the reader who did. */
/**
 * A person correcting or retracting what they just sent, between two codes of one text: "sorry, wrong one",
 * "ignore the previous code", "scratch that", "I hit resend", "that one's dead", "vergiss den", "j'ai redemandé un
 * code", "pedí otro", "me equivoqué", "ho chiesto di rimandarlo", "opnieuw aangevraagd", "wysłałem ponownie" (with
 * STALE_CODE_RE's words: wrong, old, previous, no longer valid …). The code after it replaces the one before it.
 */
export const CORRECTION_RE = new RegExp(
  `${bounded([
    'my bad', 'scratch that', 'correction', 'wrong one', 'ignore', 'forget', 'never ?mind', 'nvm', 'dead', '(?:hit|pressed|clicked|tapped) (?:on )?["“]?re-?send', 're-?sent', 'requested (?:another|a new)', 'asked for (?:another|a new)', 'sent (?:another|a new)', 'got (?:another|a new)',
    'vergiss', 'ignorier\\p{L}*', 'korrektur', 'tippfehler', 'erneut (?:angefordert|gesendet|geschickt)', 'nochmal (?:angefordert|gesendet|geschickt)', 'neu angefordert',
    'oublie[zr]?', 'ignore[zr]', 'redemandé', 'renvoyé', 'demandé un autre',
    'olvida(?:lo)?', 'ignóralo', 'ignora(?:lo)?', 'me equivoqué', 'corrección', 'ped[ií] otro', 'reenvi\\p{L}*', 'solicité otro',
    'dimentica(?:lo)?', 'ignoralo', 'mi sono sbagliat[oa]', 'correzione', 'rimand\\p{L}*', 'richiesto un altro', 'chiesto (?:di rimandarlo|un altro)',
    'esquece', 'ignore', 'me enganei', 'correção', 'pedi outro', 'reenviei',
    'vergeet', 'negeer', 'correctie', 'opnieuw (?:aangevraagd|verstuurd|gestuurd)',
    'zignoruj', 'zapomnij', 'pomyłka', 'poprawka', '(?:wysłał(?:em|am)|poprosił(?:em|am)) (?:ponownie|o nowy)',
    'игнорируй\\p{L}*', 'забудь\\p{L}*', 'ошиб(?:ся|лась)', 'исправление', 'запросил(?:а)? (?:новый|ещё)', 'повторно',
    'boşver', 'unut', 'glöm', 'glem', 'unohda', 'zapomeň', 'felejtsd el', 'ignoră', 'abaikan', 'bỏ qua',
  ])}|無視して|忽略|무시하세요|تجاهل|התעלם|ไม่ต้องสนใจ|अनदेखा`,
  'iu',
);

/** An apology ("sorry", "Entschuldigung", "perdón"): a correction only beside a stale word ("sorry, wrong one"). */
export const APOLOGY_RE = new RegExp(
  `${bounded(['sorry', 'oops', 'whoops', 'entschuldigung', 'pardon', 'désolée?', 'perd[oó]n', 'perdona', 'lo siento', 'scusa(?:te)?', 'desculp[ae]', 'foi mal', 'przepraszam', 'sorki', 'извин\\p{L}*', 'простите', 'özür dilerim', 'förlåt', 'beklager', 'anteeksi', 'promiň', 'bocsi', 'scuze', 'maaf', 'xin lỗi'])}|すみません|ごめん|对不起|抱歉|죄송|آسف|סליחה|ขอโทษ|माफ़`,
  'iu',
);

/**
 * "if", read for corrections ("If you did not ask for it, ignore this e-mail", "Nếu bạn không yêu cầu, vui lòng bỏ qua",
 * "אם לא ביקשת, התעלם"): CONDITIONAL_RE's words without those that are other words elsewhere (Hungarian "ha" is Spanish
 * and Italian "has", "se" a Spanish pronoun, "als" and "om" Dutch and Swedish prepositions), and further languages'.
 */
export const CORRECTION_CONDITION_RE = new RegExp(`${bounded(['if', 'unless', 'wenn', 'falls', 'si', 'indien', 'jeśli', 'jeżeli', 'если', 'eğer', 'jos', 'dacă', 'εάν', 'αν', 'nếu', 'jika', 'kalau', 'apabila', 'sekiranya', 'agar', 'yadi', 'kung', 'ikiwa', 'kama'])}|אם |إذا|اذا|إن لم|ถ้า|หาก|अगर|यदि|만약|만일|若|如果|もし`, 'iu');

export const CONDITIONAL_RE = new RegExp(bounded(['if', 'unless', 'wenn', 'falls', 'si', 'se', 'als', 'indien', 'jeśli', 'jeżeli', 'если', 'eğer', 'om', 'jos', 'ha', 'dacă', 'εάν', 'αν']) + '|如果|もし|場合|경우', 'iu');

/**
 * A code the reader hands over to a courier or driver ("Berikan kode ini kepada kurir", "Share this
 * PIN with your driver", "Zeigen Sie den Code dem Zusteller"): it proves the delivery or the ride to
 * that person; nothing asks the reader to type it.
 */
export const HAND_OVER_RE = new RegExp(
  `${bounded([
    '(?:to|with) (?:the |your )?(?:courier|driver|delivery (?:person|driver|agent|partner)|rider|cashier|staff|attendant|receptionist|doorman)', 'tell (?:him|her|them) (?:this|the)', '(?:show|present) (?:it|this(?: \\p{L}+)?(?: code)?|the(?: \\p{L}+)? code) (?:at|to)',
    // A code labelled for the courier or driver (t-f): "Verificatiecode voor de bezorger: 4409", "Code für den Fahrer", "code pour le livreur", "kod dla kuriera"
    // (not the courier's own app: "your verification code for the Driver app")
    '(?:for|voor|für|pour|para|per|dla|для) (?:the |your |de |je |den |die |dem |le |la |votre |ton |el |tu |su |il |o |a |seu |twojego )?(?:courier|driver|delivery (?:person|driver|agent|partner)|rider|bezorger|koerier|chauffeur|zusteller\\p{L}*|fahrer\\p{L}*|kurier|paketboten|livreur|coursier|repartidor|mensajero|corriere|fattorino|autista|entregador|motorista|kuriera|kierowcy|курьера|водителя)(?!\\s*(?:app|portal|account|konto|compte|cuenta|conta|\\p{L}*-?app))',
    '(?:muestra|muéstralo|muestre|presenta|preséntalo) (?:el código |este código )?(?:en|a|al)', 'díctalo', 'al cajero', 'en (?:la )?caja', 'mostre (?:o código )?(?:no|na|ao)', 'mostra (?:il codice )?(?:alla|al|in)', '(?:zeigen|zeige|nennen|nenne) (?:sie |du )?(?:den code |ihn |diesen code )?(?:an der|am|dem|der)', 'an der kasse',
    '(?:montrez|présentez|montre|présente)(?:-le)? (?:ce code |le code )?(?:à|au|en)', 'à la caisse', 'toon (?:de code |deze code )?(?:aan|bij)', 'pokaż (?:kod |go )?(?:kierowcy|kurierowi|przy|w)', 'покажите (?:код )?(?:курьеру|водителю|на|в)', 'назовите (?:код )?курьеру',
    'kuryeye', 'kurye\\p{L}* geldiğinde', '(?:ona|kuryeye|sürücüye) (?:\\p{L}+ ){0,3}söyle\\p{L}*', 'göster\\p{L}*', '(?:dem|der) (?:zusteller\\p{L}*|fahrer\\p{L}*|kurier|paketboten|lieferanten)', '(?:au|à votre) (?:livreur|chauffeur|coursier)',
    '(?:al|a tu|a su) (?:repartidor|conductor|mensajero|corriere|autista|fattorino)', '(?:ao|para o) (?:entregador|motorista)', 'aan de (?:bezorger|koerier|chauffeur)', 'kurierowi', 'kierowcy', 'dostawcy',
    'курьеру', 'водителю', 'kuryeye', 'sürücüye', '(?:kepada|ke) (?:kurir|sopir|pengemudi)', 'cho (?:shipper|tài xế)', 'futárnak', 'sofőrnek', 'řidiči', 'kurýrovi', 'kuljettajalle', 'lähetille', 'till (?:budet|föraren|chauffören)', 'til (?:budet|sjåføren|chaufføren)',
  ])}|डिलीवरी (?:पार्टनर|एजेंट|बॉय) को|(?:ड्राइवर|राइडर|कूरियर|कैप्टन) को|ডেলিভারি (?:পার্টনারকে|এজেন্টকে)|ড্রাইভারকে|配達員に|ドライバーに|(?:告诉|告知|出示给|提供给|交给)(?:司机|快递员|配送员)|(?:告訴|出示給|提供給)(?:司機|快遞員)|배달원에게|기사님께|للمندوب|للسائق|לשליח|לנהג|ให้(?:คนขับ|ไรเดอร์)`,
  'iu',
);

/** A negation in a hand-over sentence ("Никому его не сообщайте — даже курьеру", "never give it to the driver"). */
export const NEGATION_RE = new RegExp(
  `${bounded(['not', 'never', 'no one', 'nobody', "don['’]t", 'nicht', 'niemals', 'niemand\\p{L}*', 'nie', 'не', 'никому', 'ne', 'jamais', 'personne', 'no', 'nunca', 'nadie', 'não', 'ninguém', 'non', 'mai', 'nessuno', 'niet', 'nooit', 'asla', 'kimse\\p{L}*', 'jangan', 'không', 'soha', 'senkinek', 'nikdy', 'nikomu', 'aldrig', 'ingen', 'älä', 'ikke', 'aldri'])}|नहीं|न करें|न दें|न बताएं|मत (?:बताएं|दें|करें)|করবেন না|দেবেন না|বলবেন না|不要|请勿|請勿|勿|しないで|마세요|말고|لا تشارك|لا تعط|אל תמסור|ห้าม|อย่า`,
  'iu',
);

/** Words that call a code new or fresh: "Your new code is 519203", "Ihr neuer Code". */
export const FRESH_CODE_RE = new RegExp(
  `${bounded([
    'new', 'fresh', 'replacement', 'neue[nrs]?', 'nouveau', 'nouvelle', 'nuev[oa]', 'nov[oa]', 'nuov[oa]', 'nieuwe', 'now[ya]', 'nowy', 'нов\\p{L}*', 'yeni', 'ny', 'nya', 'nový', 'nová', 'baru', 'mới',
    'nye', 'nytt?', 'uusi', 'új', 'νέο[ςυ]?', 'νέα', 'noul', 'nou',
    // "they sent another: 883 120", "mi hanno mandato un altro"
    'another', 'noch einen', 'einen weiteren', 'un autre', 'otro', 'outro', 'un altro', 'nog een', 'kolejny', 'ещё один', 'еще один', 'başka bir', 'en till', 'en anden', 'en annen', 'toinen', 'další', 'egy másik', 'altul',
    // A correction's right code: "the correct code is 582019", "The right one is 440981", "der richtige Code", "le bon code"
    // ("valid" is left out: "valid for 10 minutes" calls no code new)
    '(?:correct|right) (?:one|code|number)', 'richtige[nrs]?', 'korrekte[nrs]?', 'bon code', 'le bon', 'correct[oa]', 'corret[oa]', 'corrett[oa]', 'juiste', 'poprawn\\p{L}*', 'prawidłow\\p{L}*',
    'правильн\\p{L}*', 'doğru', 'rätt[a]?', 'riktig[ea]?', 'oikea', 'správn\\p{L}*', 'helyes', 'corect\\p{L}*', 'σωστ\\p{L}*', 'đúng', 'ispravn\\p{L}*',
  ])}|החדש|ใหม่|新しい|新的|新验证码|新驗證碼|새 |جديد|الجديد|नया|नई|正确|正確|正しい|올바른|الصحيح|הנכון|ถูกต้อง|सही`,
  'iu',
);

/**
 * The attribution line that opens quoted history: "On Tue, … Alex <a@b.example> wrote:",
 * "Am … schrieb …:", "Le … a écrit :", and the clients that print only a date and an address
 * followed by a colon ("вт, 14 окт. 2025 г. в 09:12, Имя <a@b.example>:").
 */
export const REPLY_ATTRIBUTION_RE =
  /(?<!\p{L})(?:wrote|schrieb|a écrit|escribió|escreveu|ha scritto|schreef|skrev|napsal\p{L}*|napisał\p{L}*(?:\(a\))?|написал\p{L}*(?:\(а\))?|пише|şunu yazdı|menulis|đã viết|kirjoitti|έγραψε|εγραψε|írta|a scris|写道|寫道|님이 작성|كتب|ने लिखा)\s*[:：]?\s*$/iu;

/** An attribution that names only a date and an address: "вт, 14 окт. 2025 г. в 09:12, Имя <a@b.example>:". */
export const REPLY_ADDRESS_ATTRIBUTION_RE = /^(?=.*\d).{0,160}<[^<>\s]+@[^<>\s]+>\s*(?:\p{L}+\s*)?[:：]\s*$/u;

/** Outlook's and other clients' separator of quoted history. */
export const ORIGINAL_MESSAGE_RE =
  /^[\s>]*-{2,}\s*(?:original message|ursprüngliche nachricht|message d['’]origine|mensaje original|mensagem original|messaggio originale|oorspronkelijk bericht|oryginalna wiadomość|wiadomość oryginalna|původní zpráva|pôvodná správa|eredeti üzenet|ursprungligt meddelande|oprindelig meddelelse|opprinnelig melding|alkuperäinen viesti|orijinal mesaj|mesaj original|mesajul original|αρχικό μήνυμα|исходное сообщение|оригинальное сообщение|оригінальне повідомлення|вихідне повідомлення|pesan asli|thư gốc|原始邮件|原始郵件|元のメッセージ|원본 메시지|الرسالة الأصلية|הודעה מקורית)\s*-{2,}/iu;

/** "From: …" / "Von: …" / "De : …" header line of a quoted or forwarded message. */
export const HEADER_FROM_RE = /^[\s>*]*(?:from|von|de(?: la)?|da|van|od|от|від|kimden|från|fra|dari|từ|feladó|lähettäjä|afsender|avsender|expeditor|odesílatel|αποστολέας|από|gönderen|pengirim|người gửi|השולח|שולח|מאת|差出人|发件人|寄件者|보낸\s?사람|من|प्रेषक)\s*[:：]\s*\S/iu;

/** "Sent: …" (or "Date: …", as Outlook for Mac and others print it) header line that follows "From:" in quoted history. */
export const HEADER_SENT_RE = /^[\s>*]*(?:date|datum|dato|data|fecha|dátum|päivämäärä|tarih|ημερομηνία|tanggal|ngày|日付|日期|날짜|תאריך|التاريخ|дата|sent|gesendet|envoyé|enviado(?: el)?|enviada|inviato|verzonden|wysłano|wysłane|отправлено|надіслано|gönderildi|gönderilme tarihi|skickat|sendt|odesláno|odoslané|elküldve|küldve|lähetetty|trimis|στάλθηκε|απεστάλη|dikirim|đã gửi|נשלח|送信日時|发送时间|發送時間|傳送時間|보낸 날짜|تاريخ الإرسال|أرسلت|भेजा गया)\s*[:：]/iu;

/** The "Subject:" field of a quoted or forwarded mail's header block, in the clients' languages; group 1 is the subject. */
export const HEADER_SUBJECT_RE = /^[\s>*]*(?:subject|betreff|objet|asunto|assunto|oggetto|onderwerp|temat|тема|ämne|emne|aihe|tárgy|konu|předmět|predmet|subiect|θέμα|perihal|subjek|chủ đề|件名|主题|主旨|제목|الموضوع|נושא|विषय)\s*\*?\s*[:：]\s*(.{1,300})$/iu;

/**
 * A forwarder's or replier's word that the mail they pass on is a fraud ("It is a PHISHING attempt", "Das ist Betrug",
 * "c'est une arnaque", "es un intento de estafa"): its codes are not to be entered (read in the new text only).
 */
export const FRAUD_WORD_RE = new RegExp(
  `${bounded([
    'phishing', 'phish(?:y|ed)?', 'scam(?:mer)?s?', 'fraud(?:ulent)?', 'betrug\\p{L}*', 'betrüger\\p{L}*', 'hameçonnage', 'arnaque\\p{L}*', 'escroquerie', 'frauduleu\\p{L}*', 'estafa', 'fraude', 'fraudulent[oa]', 'golpe',
    'truffa', 'fraudolent\\p{L}*', 'oplichting', 'oplicht\\p{L}*', 'oszust\\p{L}*', 'wyłudz\\p{L}*', 'мошенни\\p{L}*', 'фишинг\\p{L}*', 'шахра\\p{L}*', 'dolandırıcı\\p{L}*', 'oltalama',
    'bedrägeri\\p{L}*', 'nätfiske', 'svindel', 'huijau\\p{L}*', 'podvod\\p{L}*', 'csalás\\p{L}*', 'adathalász\\p{L}*', 'înșelăciune', 'penipuan', 'lừa đảo', 'απάτη',
  ])}|詐欺|フィッシング|诈骗|詐騙|钓鱼|釣魚|사기|피싱|احتيال|تصيد|הונאה|פישינג|หลอกลวง|फ़िशिंग|धोखाधड़ी`,
  'iu',
);

/** Lines that open a forwarded message (its content is the mail the reader wants). */
export const FORWARD_MARKER_RE =
  /forwarded message|begin forwarded message|weitergeleitete nachricht|anfang der weitergeleiteten nachricht|début du message réexpédié|comienzo del mensaje reenviado|inizio messaggio inoltrato|início da mensagem reencaminhada|begin doorgestuurd bericht|vidarebefordrat brev|message transféré|mensaje reenviado|mensagem encaminhada|messaggio inoltrato|doorgestuurd bericht|przekazana wiadomość|пересланное сообщение|переслане повідомлення|přeposlaná zpráva|preposlaná správa|továbbított üzenet|vidarebefordrat meddelande|videresendt meddelelse|videresendt melding|edelleenlähetetty viesti|iletilen mesaj|mesaj redirecționat|προωθημένο μήνυμα|pesan yang diteruskan|pesanan dimajukan|tin nhắn đã chuyển tiếp|전달된 메시지|הודעה שהועברה|الرسالة المعاد توجيهها|रिसेंड किया गया संदेश|转发的邮件|轉寄的郵件|転送されたメッセージ/iu;

/**
 * "If this was you, you can ignore this e-mail" / "there's nothing else to do": the mail reports
 * something that already happened (a sign-in, a password change, a code that was used), and asks
 * nothing of the reader who did it. Its codes are spent and its links are ways out. (A mail asking
 * to type a code says "if this wasn't you, ignore it" instead.) Tested on a mail's whole text, only
 * when a code or link could otherwise be the answer.
 */
const IF_IT_WAS_YOU = [
  'if (?:this|it|that) was (?:really |indeed )?you', 'if you made (?:this|that|these) changes?',
  '(?:wenn|falls) (?:sie|du) (?:das|dies|es) (?:selbst )?(?:waren|warst)', '(?:wenn|falls) (?:sie|du) (?:diese änderung|dies|das) (?:selbst )?vorgenommen (?:haben|hast)',
  'si c[’\']était (?:bien )?vous', 'si vous êtes à l[’\']origine de (?:cette|ce)', 'si (?:fuiste tú|fue usted|has sido tú|eras tú|lo hiciste tú)', 'se (?:foi você|foi mesmo você|era você)',
  'se (?:sei stato tu|sei stata tu|è stato lei|eri tu)', '(?:als|indien) (?:jij|je|u) dit (?:zelf )?(?:was|bent|bent geweest)', 'als dit (?:jij|u) was',
  'jeśli to (?:ty|pan|pani|byłeś ty|byłaś ty)', 'если это (?:были )?вы', 'якщо це (?:були )?ви', 'bu (?:işlemi |girişi )?siz (?:yaptıysanız|gerçekleştirdiyseniz)', 'bu sizseniz',
  '(?:jika|kalau) (?:ini|itu) (?:adalah )?anda', 'nếu (?:đây|đó|đấy) (?:là|chính là) bạn', 'om det var du', 'hvis det var (?:dig|deg)', 'jos (?:se|tämä) olit sinä', 'ha (?:ön|te) volt(?:ál)?',
  'pokud jste to (?:byl|byla|byli) vy', 'ak ste to boli vy', 'dacă (?:ați fost|ai fost) (?:dumneavoastră|dvs\\.?|tu)', '(?:αν|εάν) ήσασταν εσείς',
];
const NOTHING_TO_DO = [
  'ignore', 'disregard', 'nothing', 'no (?:further |other )?(?:action|steps?)', 'no need', '(?:don[’\']t|do not) need', 'all set',
  'ignorieren', 'nichts', 'keine (?:weiteren )?(?:schritte|maßnahmen|aktion)', 'ignorer', 'ignorez', 'rien', 'aucune action', 'ignora\\p{L}*', 'nada', 'ninguna acción', 'no (?:tienes|necesitas|es necesario)',
  'ignore\\p{L}*', 'nenhuma ação', 'não (?:precisa|é necessário)', 'nulla', 'niente', 'nessuna azione', 'non (?:devi|deve|è necessario)', 'negeren', 'negeer', 'niets',
  'zignoruj\\p{L}*', 'nic', 'nie (?:musisz|trzeba)', 'игнорир\\p{L}*', 'проигнорир\\p{L}*', 'ничего', 'не (?:нужно|требуется)', 'ігнор\\p{L}*', 'проігнор\\p{L}*', 'нічого', 'не (?:потрібно|треба)',
  'dikkate almay\\p{L}*', 'yok say\\p{L}*', 'gerek yok', 'herhangi bir işlem', 'abaikan', 'tidak perlu', 'không cần', 'bỏ qua', 'ignorera', 'inget', 'ingen åtgärd', 'behöver (?:du )?inte',
  'ignorere', 'ignorer', 'intet', 'ingenting', 'trenger (?:du |dere )?ikke', 'behøver (?:du |i )?ikke', 'müssen sie nichts', 'musst du nichts', 'ohita', 'ei tarvitse', 'figyelmen kívül', 'nincs (?:további )?teendő', 'semmi', 'ignorovat', 'ignorujte', 'není třeba', 'nimic', 'nu este nevoie',
  'αγνοήσ\\p{L}*', 'δεν χρειάζεται', 'τίποτα',
];
const NOTHING_TO_DO_GAP = '[^.!?。！？,，;\\n\\d]{0,20}[,，、:：]?\\s*[^.!?。！？,，;\\n\\d]{0,30}?';
/**
 * A sentence of its own that says the reader has nothing to do ("Purchase authenticated … Authorization code: 084219 … No
 * action is needed."): opening its line or after a full stop (not "Not you? No action is needed", not "If you did not
 * ask, no action is needed": a condition's answer), and ending right after.
 */
const NO_ACTION_SENTENCES = [
  'no (?:further |other )?action (?:is |was )?(?:needed|required|necessary)(?: (?:on your part|from you|by you))?', 'you (?:don[’\']t|do not) need to do anything(?: else)?',
  '(?:es ist )?keine (?:weitere )?(?:aktion|handlung|maßnahme) (?:ist )?(?:erforderlich|notwendig|nötig)', '(?:sie müssen|du musst) nichts (?:weiter )?tun',
  'aucune action n[’\']est (?:requise|nécessaire)(?: de votre part)?', 'vous n[’\']avez rien à faire', 'no (?:se requiere|es necesaria) ninguna acción(?: por tu parte| por su parte)?', 'no (?:es necesario|necesitas|tienes que) hacer nada',
  'non è richiesta alcuna azione', 'non (?:devi|deve) fare nulla', 'nenhuma ação é necessária', 'não é necessário fazer nada', '(?:er is )?geen actie (?:vereist|nodig)', '(?:je|u) hoeft niets te doen',
  'nie musisz nic robić', 'nie jest wymagane żadne działanie', 'никаких действий не требуется', 'ничего делать не нужно', 'ніяких дій не потрібно', 'ingen åtgärd krävs', 'du behöver inte göra något',
  'herhangi bir işlem yapmanıza gerek yok\\p{L}*', 'tidak (?:ada )?tindakan (?:yang )?diperlukan', 'anda tidak perlu melakukan apa pun', 'nemusíte nic dělat', 'není nutná žádná akce',
];
export const NOTHING_TO_DO_RE = new RegExp(
  `${bounded(IF_IT_WAS_YOU)}${NOTHING_TO_DO_GAP}${bounded(NOTHING_TO_DO)}` +
    `|(?:^|[.!。]\\s+)${unbounded(NO_ACTION_SENTENCES)}\\s*(?:[.!。](?:\\s|$)|$)` +
    `|(?:如果|若|如)(?:这|這)?是(?:您|你)?本人(?:操作|登录|登錄|登入)?[，,、]?\\s*(?:请|請)?(?:忽略|无需|無需|不用|不需要)` +
    '|(?:ご本人|お客様ご自身)(?:による|の)?(?:操作|ログイン|ご利用)(?:の場合|であれば|でしたら)[、,]?[^。\\n]{0,20}(?:破棄|無視|不要|必要はありません)' +
    '|본인(?:이|이 직접)?\\s?(?:로그인|요청|변경|시도)?한?\\s?(?:경우|것이라면|이라면|이시라면|이 맞다면)[,\\s]*[^.\\n]{0,20}(?:무시|필요(?:가|는)? 없|별도의 조치)' +
    '|(?:إذا كنت (?:أنت )?(?:من قام|قمت))[^.\\n]{0,30}(?:تجاهل|لا (?:داعي|حاجة)|لا يلزم)|אם (?:זה )?היית(?:ם)? את(?:ה|ם)?[^.\\n]{0,30}(?:להתעלם|אין צורך)' +
    '|(?:หาก|ถ้า)เป็นคุณ[^.\\n]{0,30}(?:ไม่ต้อง|เพิกเฉย)|(?:यदि|अगर) (?:यह )?आप(?:ने)? (?:थे|ही थे|किया)[^।.\\n]{0,30}(?:अनदेखा|आवश्यकता नहीं|कुछ (?:भी )?(?:करने|नहीं))',
  'iu',
);

/**
 * A subject that reports a change as done: the password was changed, the address verified, the
 * account activated, a code used. Such a mail is a notice; the links it offers ("reset your
 * password", "continue to your dashboard") are no step to complete. "Reset your password" or
 * "Verify your email" ask for one and are not among them.
 */
export const DONE_SUBJECT_RE = new RegExp(
  `${bounded([
    '(?:password|passcode) (?:was|has been|is) (?:changed|reset|updated)', '(?:password|email|e-mail|email address|account) (?:change|reset|update)d? (?:successfully|confirmed)', 'password changed',
    '(?:e-?mail(?: address)?|account|address) (?:is|was|has been) (?:now )?(?:verified|confirmed|activated)', '(?:e-?mail|account|address) verified', 'account activated',
    '(?:code|passcode) (?:was|has been) (?:just )?(?:used|entered)',
    // A device, sign-in or request that was approved ("A new device was authorized on your account")
    '(?:device|sign-?in|log-?in|request|session|app) (?:was|has been) (?:successfully )?(?:authori[sz]ed|approved|connected|added|linked)', '(?:gerät|anmeldung) (?:wurde|ist) (?:erfolgreich )?(?:autorisiert|genehmigt|freigegeben|hinzugefügt|verbunden)', '(?:appareil|connexion) (?:a été|est) (?:autorisée?|approuvée?|ajoutée?)', '(?:dispositivo|inicio de sesión) (?:ha sido|fue) (?:autorizad[oa]|aprobad[oa]|añadid[oa])', 'dispositivo (?:foi )?(?:autorizado|aprovado|adicionado)',
    'passwort (?:wurde|ist) (?:erfolgreich )?(?:geändert|zurückgesetzt)', 'passwort geändert', '(?:e-mail-adresse|konto) (?:wurde|ist) (?:erfolgreich )?(?:bestätigt|verifiziert|aktiviert)',
    'mot de passe (?:a été|est) (?:modifié|changé|réinitialisé)', 'mot de passe modifié', '(?:adresse e-mail|compte) (?:a été|est) (?:confirmée?|vérifiée?|activée?)',
    'contraseña (?:ha sido|fue|se ha) (?:cambiad[oa]|modificad[oa]|restablecid[oa]|actualizad[oa])', 'contraseña (?:cambiada|actualizada)', '(?:correo|cuenta) (?:ha sido|fue) (?:verificad[oa]|confirmad[oa]|activad[oa])',
    'senha (?:foi )?(?:alterada|redefinida|atualizada)', '(?:e-mail|conta) (?:foi )?(?:verificad[oa]|confirmad[oa]|ativad[oa])',
    'password (?:è stata )?(?:modificata|cambiata|reimpostata)', '(?:e-mail|account) (?:è stat[oa] )?(?:verificat[oa]|confermat[oa]|attivat[oa])',
    'wachtwoord (?:is )?(?:gewijzigd|aangepast|gereset)', '(?:e-mailadres|account) (?:is )?(?:bevestigd|geverifieerd|geactiveerd)',
    'hasło (?:zostało )?(?:zmienione|zresetowane)', 'konto (?:zostało )?aktywowane', 'adres e-mail (?:został )?potwierdzony',
    'пароль (?:был |успешно )?(?:изменён|изменен|сброшен)', 'пароль змінено', 'пароль було змінено', '(?:адрес|аккаунт|учётная запись) (?:подтвержд[её]н|активирован)\\p{L}*',
    'şifreniz (?:başarıyla )?(?:değiştirildi|sıfırlandı)', 'hesabınız (?:doğrulandı|etkinleştirildi)', 'mật khẩu (?:của bạn )?(?:đã được |đã )?thay đổi', '(?:email|tài khoản) (?:của bạn )?đã được (?:xác (?:minh|nhận)|kích hoạt)',
    'kata sandi (?:anda )?(?:telah |sudah |berhasil )?diubah', 'lösenord(?:et)? (?:ditt )?(?:har )?ändrats', 'adgangskode(?:n)? (?:din )?(?:er |blev )?ændret', 'passord(?:et)? (?:ditt )?(?:er |ble )?endret', 'salasana (?:on )?vaihdettu',
    'heslo (?:bylo )?změněno', 'jelszó (?:sikeresen )?megváltozott', 'jelszavát megváltoztatták', 'parola (?:a fost )?schimbată', 'ο κωδικός (?:πρόσβασης )?(?:σας )?άλλαξε',
  ])}|パスワード(?:が|を)?(?:変更|再設定)(?:されました|しました|完了)|(?:登録|認証)が完了しました|密码已(?:修改|更改|重置|变更)|密碼已(?:變更|修改|重設)|(?:邮箱|郵箱|账户|帳戶)已(?:验证|驗證|激活|啟用)|비밀번호가 (?:변경|재설정)되었습니다|인증이 완료되었습니다|تم تغيير كلمة (?:المرور|السر)|تم تأكيد|הסיסמה (?:שלך )?(?:שונתה|אופסה)|เปลี่ยนรหัสผ่าน(?:แล้ว|สำเร็จ)|पासवर्ड बदल (?:दिया गया|गया)`,
  'iu',
);

// ---------------------------------------------------------------------------------------
// What a code is for

/**
 * Code words that say nothing of what the code is for: "code", "PIN", "kod", "код", "コード". Any other
 * code word ("verification code" aside, which VERIFICATION_WORD_RE reads: "Bestätigungscode",
 * "kinnituskood", "Varmennuskoodi", "parolă unică", "TAN") names a code that verifies its reader.
 */
const GENERIC_CODE_WORD_OLDER =
  /^(?:codes?|pins?|c[oó]digos?|codic[ei]|codi|clave|kod\p{L}*|kód\p{L}*|kôd\p{L}*|kode\p{L}*|cod(?:ul)?|msimbo|kood(?:i)?|koodi(?:si|n|a|lla|nne)?|mã(?: của bạn)?|код\p{L}*|κωδικ\p{L}*|confirmation numbers?|確認番号|暗証番号|コード|코드|รหัส|कोड|কোড|رمز|كود|کوڈ|کد|קוד|કોડ|ਕੋਡ|குறியீடு|కోడ్|ಕೋಡ್|കോഡ്|කේත|ကုဒ်|កូដ|ລະຫັດ|კოდ|կոդ|ኮድ)$/iu;
export const GENERIC_CODE_WORD_RE = new RegExp(`${GENERIC_CODE_WORD_OLDER.source.slice(0, -2)}|${compileWhole(CODE_WORD_GENERIC, CODE_WORD_GENERIC_WHOLE)})$`, 'iu');

/**
 * Evidence that a number near it is a code that verifies the reader, beyond the verification words
 * (VERIFICATION_WORD_RE), verify verbs (VERIFY_VERB_RE) and typing verbs (ENTRY_VERB_ANYWHERE_RE): a
 * lifetime in minutes ("valid for 10 minutes", "läuft in 15 Minuten ab", "有效期5分钟"), a warning to
 * keep it secret ("Do not share this code", "Nicht weitergeben", "请勿泄露"), signing in, activating,
 * resetting a password, a new device, two-step sign-in. A "customer code", a ticket's entry code or a
 * meal voucher's code comes with none of them: a generic code word ("code", "PIN", "kod", "код") names
 * a code to type only when its neighbourhood says what it is for.
 */
/**
 * What a code is for, in the words of languages whose code word is generic and that the list below lacked (a2-recall,
 * a probe of code labels in 80 languages under a neutral subject): texted ("kod SMS", "SMS-kód"), one-time
 * ("jednokratni kod", "еднократен код", "vienreizējais kods", "μίας χρήσης"; not Romanian "cod unic", a company's registration number) and verifying or confirming
 * ("Təsdiq kodu", "Tasdiqlash kodi", "Код пацверджання", "Код за потврда", "Kod pengesahan", "Koodhka xaqiijinta").
 */
const PURPOSE_WORDS_MORE = [
  'sms', 'jednokratn\\p{L}*', 'еднократ\\p{L}*', 'једнократ\\p{L}*', 'vienreizēj\\p{L}*', 'vienkartin\\p{L}*', 'μίας χρήσης', 'ühekordne', 'eenmalig\\p{L}*',
  'təsdiq\\p{L}*', 'tasdiq\\p{L}*', 'tassyklam\\p{L}*', 'ырастоо', 'пацвярдж\\p{L}*', 'пацвердж\\p{L}*', 'потврд\\p{L}*', 'тасдиқ\\p{L}*', 'piştrast\\p{L}*', 'pengesahan', 'sahkan',
  'xaqiij\\p{L}*', 'tabbatar\\p{L}*', 'ijẹrisi', 'qinisekis\\p{L}*', 'kuthibitisha', 'fíoraithe', 'dilysu', 'staðfesting\\p{L}*', 'bestäteg\\p{L}*', 'vátta\\p{L}*', 'растау', 'баталгаажуулах',
];
/** The same in scripts matched as substrings (Tamil, Telugu, Nepali/Marathi, Gujarati, Gurmukhi, Kannada, Malayalam, Sinhala, Khmer, Lao, Burmese, Amharic, Persian, Urdu). */
const PURPOSE_WORDS_MORE_UNSPACED = 'சரிபார்ப்பு|ధృవీకరణ|प्रमाणीकरण|पडताळणी|ચકાસણી|ਪੁਸ਼ਟੀ|ಪರಿಶೀಲನ|സ്ഥിരീകരണ|සත්‍යාපන|ផ្ទៀងផ្ទាត់|ຢືນຢັນ|အတည်ပြု|ማረጋገጫ|تایید|تأیید|تصدیق';

/** The vocabulary matrix's lifetimes and warnings to keep a code secret (lexicon.ts). */
const MATRIX_MINUTES = tableWords(MINUTE_UNITS);
const MATRIX_PURPOSE = [EXPIRES_IN, DO_NOT_SHARE].map(tableWords);
const MATRIX_PURPOSE_BOUNDED = [`\\d{1,3}\\s?(?:${MATRIX_MINUTES.bounded.join('|')})`, ...spelledOut(MATRIX_PURPOSE.flatMap((words) => words.bounded))];
const MATRIX_PURPOSE_UNBOUNDED = [`\\d{1,3}\\s?(?:${MATRIX_MINUTES.substrings.join('|')})`, ...spelledOut(MATRIX_PURPOSE.flatMap((words) => words.substrings))];

export const PURPOSE_EVIDENCE_RE = new RegExp(
  `${bounded([...PURPOSE_WORDS_MORE, ...MATRIX_PURPOSE_BOUNDED])}|${unbounded(MATRIX_PURPOSE_UNBOUNDED)}|${PURPOSE_WORDS_MORE_UNSPACED}|${bounded([
    // A lifetime in minutes or seconds: one-time codes expire within the hour
    '\\d{1,3}\\s?(?:min|mins|minutes?|minuten|minutos?|minuti|minuter|minutter|minuut|min[uú]t\\p{L}*|минут\\p{L}*|хвилин\\p{L}*|dakika\\p{L}*|perc\\p{L}*|minuuti\\p{L}*|λεπτ\\p{L}*|menit|minit|phút|dk|sec\\p{L}*|sek\\p{L}*|секунд\\p{L}*|saniye)',
    '(?:expires?|expiring|expira|expire|scade|verloopt|vervalt|verfällt|läuft|wygaśnie|wygasa|истекает|спливає|vyprší|lejár|vanhenee|utløper|udløber|går ut|expiră|λήγει|istječe|ističe|kedaluwarsa|hết hạn) (?:in|dans|en|em|tra|fra|über|za|через|за|içinde|om|após|after|nach|within|dalam|sau)',
    // Keeping it secret
    "do(?: not|n['’]t) (?:share|disclose|forward|give|tell|reveal)", 'never (?:share|disclose|give|tell)', 'no one (?:at|from) \\p{L}+ will', 'keep (?:it|this(?: code)?) (?:secret|private|confidential|to yourself)', 'only you', 'for your eyes only',
    'nicht weiter(?:geben|zugeben|leiten)', 'niemals weiter\\p{L}*', '(?:an )?niemanden weiter', 'niemandem', 'geheim', 'teilen sie (?:\\p{L}+ ){0,3}nicht', 'teile (?:\\p{L}+ ){0,3}nicht',
    'ne (?:le |la )?(?:partagez|communiquez|transmettez|donnez) (?:jamais|pas|à personne)', 'ne jamais (?:le |la )?(?:partager|communiquer|transmettre)', 'confidentiel\\p{L}*',
    'no (?:lo |la )?(?:compartas|comparta|compartan|reveles|revele|des|dé)', 'nunca (?:lo |la )?(?:compartas|comparta|pediremos|te pediremos|solicitaremos)', 'confidencial', 'não (?:o |a )?(?:compartilhe|partilhe|compartilhar|partilhar|forneça|informe|repasse)', 'nunca (?:o |a )?(?:compartilhe|partilhe)',
    'non (?:lo |la )?(?:condividere|condivida|comunicare|comunichi|divulgare|rivelare)', 'riservat\\p{L}*', 'deel (?:\\p{L}+ ){0,3}(?:met niemand|niet)', 'nooit (?:\\p{L}+ ){0,2}(?:delen|doorgeven)', 'met niemand',
    'nie (?:udostępniaj|podawaj|przekazuj|pokazuj)', 'nikomu', 'никому', 'нікому', 'не (?:сообщайте|передавайте|говорите|повідомляйте|передавайте)',
    'kimseyle (?:paylaşma\\p{L}*)', 'paylaşmayın\\p{L}*', 'kimseye', 'dela (?:den |koden )?(?:inte|aldrig)', 'lämna (?:inte|aldrig) ut', 'del (?:den |koden )?(?:ikke|aldri|aldrig)', 'ikke del', 'med (?:nogen|noen|någon)', 'älä (?:jaa|kerro|luovuta|anna)', 'kenellekään',
    'nesdílejte', 'nesdělujte', 'nikomu', 'nezdieľajte', 'neposkytujte', 'ne (?:ossza|adja|add) (?:meg|ki|tovább)', 'senkivel', 'senkinek', 'nu (?:îl |il |o )?(?:distribui|comunica|dezvălui|împărtăș)\\p{L}*', 'nimănui',
    'μην (?:το |τον )?(?:μοιραστείτε|αποκαλύψετε|δώσετε|κοινοποιήσετε)', 'jangan (?:berikan|bagikan|sebarkan|beritahu\\p{L}*|kongsi\\p{L}*)', 'rahasia\\p{L}*', 'không (?:chia sẻ|cung cấp|tiết lộ)', 'ne dijeli\\p{L}*', 'nikome', 'не споделяйте', 'никому не', 'nesidalinkite', 'niekam', 'usishiriki', 'huwag ibahagi',
    'avec personne', 'à personne', 'à qui que ce soit',
    // Confirming (a confirmation code names a code to type; a booking's is a transactional mail's reference, which TRANSACTIONAL_SUBJECT_RE catches)
    'confirmation code', 'code de confirmation', 'c[oó]digo de confirma\\p{L}*', 'codice di conferma', 'потвър[дж]\\p{L}*', 'potvrzovací', 'potvrdzovací',
    // Unlocking or porting a number or a device ("Your unlock code is 4817209356", "Freischaltcode", "código de portabilidad")
    'unlock\\p{L}*', 'entsperr\\p{L}*', 'débloc\\p{L}*', 'débloqu\\p{L}*', 'desbloque\\p{L}*', 'sblocc\\p{L}*', 'ontgrendel\\p{L}*', 'odblok\\p{L}*', 'разблокир\\p{L}*', 'lås upp', 'låse opp', 'avaa lukitus', 'feloldás\\p{L}*', 'porting', 'port (?:your|my) number', 'portabilit\\p{L}*', 'portabilidad', 'portabilidade', 'rufnummernmitnahme', 'przeniesieni\\p{L}* numeru', 'перенос\\p{L}* номера', 'nummerbehoud',
    // Sent by text message: "Kod SMS", "SMS code", "código por SMS"
    'sms', 'security (?:pin|code|number|key)',
    // Verifying, in languages whose code word is generic ("Az ellenőrző kódja", "msimbo wa uthibitishaji")
    'ellenőrz\\p{L}*', 'hitelesít\\p{L}*', 'uthibitish\\p{L}*', 'pagpapatunay', 'beküld\\p{L}*',
    // Passwords and secret keys: a code that stands for one verifies its owner ("Clave", "Senha", "Hasło")
    'passwords?', 'passwort', 'kennwort', 'mot de passe', 'contraseña', 'clave', 'senha', 'wachtwoord', 'hasł\\p{L}*', 'heslo', 'jelsz\\p{L}*', 'parol[aăei]', 'lösenord', 'adgangskode', 'passord', 'salasan\\p{L}*', 'şifre\\p{L}*', 'kata sandi', 'mật khẩu', 'парол\\p{L}*', 'lozink\\p{L}*',
    // A new phone or device ("Ο κωδικός σας για την εφαρμογή στο νέο κινητό", "de pe telefonul nou")
    'new (?:phone|mobile|device)', 'neue[ns]? (?:gerät|handy|telefon|smartphone)', 'nouvel (?:appareil|téléphone)', 'nuevo (?:dispositivo|teléfono|móvil)', 'novo (?:dispositivo|celular|telemóvel|telefone)', 'nuovo (?:dispositivo|telefono|cellulare)', 'nieuwe? (?:apparaat|telefoon)',
    'now(?:ym|e|ego) (?:urządzeni\\p{L}*|telefon\\p{L}*)', 'нов\\p{L}* (?:устройств\\p{L}*|телефон\\p{L}*)', 'yeni (?:cihaz|telefon)\\p{L}*', '(?:telefonul|dispozitivul) nou', 'νέ[οα] (?:κινητό|συσκευή|τηλέφωνο)', 'nový (?:telefon|mobil|zařízení)', 'új (?:eszköz|telefon)\\p{L}*',
    // Signing in, activating, resetting a password, a new device, two-step sign-in
    'sign(?:ing)?[- ]?in', 'sign[- ]?on', 'sign(?:ing)?[- ]?up', 'access', 'acceso', 'accès', 'zugang', 'zugriff', 'toegang', 'dostęp\\p{L}*', 'доступ\\p{L}*', 'erişim', 'åtkomst', 'adgang', 'tilgang', 'pääsy', 'přístup\\p{L}*', 'prístup\\p{L}*', 'hozzáférés\\p{L}*', 'acces', 'akses', 'truy cập',
    // Approving or confirming something (Turkish "onay", Slovak and Czech "overenie", "ověření")
    'onay\\p{L}*', 'over(?:enie|ovací|ovacia|iť)', 'ověř\\p{L}*', 'potvrd\\p{L}*', 'potvrz\\p{L}*', 'weryfik\\p{L}*', 'potwierdz\\p{L}*', 'doğrula\\p{L}*', 'verific\\p{L}*', 'verifi\\p{L}*', 'vérifi\\p{L}*', 'bestätig\\p{L}*', 'подтвер\\p{L}*', 'підтвер\\p{L}*', 'megerősít\\p{L}*', 'vahvist\\p{L}*', 'bekräft\\p{L}*', 'bekræft\\p{L}*', 'bekreft\\p{L}*', 'bevestig\\p{L}*', 'conferm\\p{L}*', 'confirm(?!ation)\\p{L}*', 'xác (?:nhận|minh)', 'επιβεβαί\\p{L}*', 'επαλήθευ\\p{L}*', 'konfirm\\p{L}*', 'potrdi\\p{L}*', 'patvirtin\\p{L}*', 'kinnita\\p{L}*', 'thibitish\\p{L}*', 'uthibitisho', 'log(?:ging)?[- ]?in', 'login', 'activat\\p{L}*', 'reset (?:your |the )?password', 'new (?:device|browser|login)', 'two[- ]step', '2-step', 'two[- ]factor', '2fa', 'mfa', 'identity', 'authenticat\\p{L}*', 'authori[sz]\\p{L}*',
    'anmeld\\p{L}*', 'einlogg\\p{L}*', 'aktivier\\p{L}*', 'aktiver\\p{L}*', 'aktiv(?:ointi|oi|ace|ovat|uj|ál|ásás)\\p{L}*', 'freischalt\\p{L}*', 'neue[nms]? gerät\\p{L}*', 'identität', 'authentifizier\\p{L}*', 'autorisier\\p{L}*', 'freigeb\\p{L}*',
    'connexion', 'connecter', 'activ(?:er|ez|ation)', 'authentifi\\p{L}*', 'identité', 'nouvel appareil',
    'iniciar sesión', 'inicio de sesión', 'acced\\p{L}*', 'activ(?:ar|a|e)', 'autentica\\p{L}*', 'identidad', 'entrar', 'acess\\p{L}*', 'ativ(?:ar|e|a|ação)', 'identidade', 'login',
    'accesso', 'accedi', 'attiv\\p{L}*', 'identità', 'inloggen', 'aanmelden', 'activeren', 'logowani\\p{L}*', 'zaloguj\\p{L}*', 'aktyw\\p{L}*', 'tożsamoś\\p{L}*', 'uwierzytelni\\p{L}*', 'autoryz\\p{L}*',
    'вход\\p{L}*', 'войти', 'авториз\\p{L}*', 'активац\\p{L}*', 'вхід\\p{L}*', 'увійти', 'giriş', 'oturum', 'etkinleştir\\p{L}*', 'kimlik', 'inloggning\\p{L}*', 'logga in', 'logg inn', 'log ind', 'kirjau\\p{L}*', 'tunnistau\\p{L}*',
    'přihlá\\p{L}*', 'prihlás\\p{L}*', 'bejelentkez\\p{L}*', 'autentific\\p{L}*', 'conectare', 'σύνδεσ\\p{L}*', 'ταυτοποί\\p{L}*', 'masuk', 'log masuk', 'đăng nhập', 'xác thực', 'prijav\\p{L}*', 'вписване', 'prisijung\\p{L}*', 'ingia', 'mag-log in',
  ])}|(?:有效|有効|유효|만료)[^。.\\n]{0,12}\\d{1,3}\\s?(?:分|분)|\\d{1,3}\\s?(?:分钟|分鐘|分間|分以内|분|دقائق|دقيقة|דקות|นาที|मिनट|মিনিট|منٹ|دقیقه)|请勿|請勿|切勿|不要(?:告诉|告訴|泄露|洩露|透露|分享)|他人に|第三者に|教えないで|共有しないで|타인에게|공유하지|알려주지|لا تشارك|لا تعط|لا تُشارك|אל תשתפ|אל תמסור|ห้าม(?:บอก|เปิดเผย)|อย่า(?:บอก|เปิดเผย)|साझा न|शेयर न|শেয়ার করবেন না|登录|登錄|登入|ログイン|로그인|تسجيل الدخول|התחברות|เข้าสู่ระบบ|लॉग इन|ورود|激活|啟用|开通|開通|有効化|활성화|تفعيل|本人確認|身份验证|身份驗證|본인\\s?확인|التحقق|تحقق|التأكيد|تأكيد|לאימות|האימות|אימות|תאימות|تایید|تأیید|یکبار|تصدیق|যাচাই|সত্যাপন|पुष्टि|सत्यापन|ยืนยัน|パスワード|密码|密碼|비밀번호|كلمة المرور|סיסמ|รหัสผ่าน|पासवर्ड|رمز عبور`,
  'iu',
);

/**
 * A sentence that opens with a token and goes on to give its lifetime ("482913 is valid for 5 min", "482913 ist
 * 10 Minuten gültig", "482913 expira en 5 minutos"): only a one-time code lives for minutes, so the sentence
 * names it as a code word would (a4-acc, terse mails without a code word).
 */
export const LIFETIME_AFTER_RE = new RegExp(
  '^\\s*(?:[-–—:,]\\s*)?(?:(?:is|ist|est|es|é|è|är|er|je|jest|este|on|ir|là|wird|will be|stays?)\\s+)?(?:(?:valid|good|active|gültig|valable|v[aá]lid[oa]|geldig|giltig|gyldig|ważny|platn[ýáé]|действител\\p{L}*|дійсн\\p{L}*|geçerli|berlaku|có hiệu lực|voimassa|érvényes|valabil|expires?|expira|scade|verloopt|verfällt|läuft ab|wygasa|истекает|спливає)\\s+)' +
    '(?:\\p{L}+\\s+){0,3}\\d{1,3}\\s?(?:min|mins|minutes?|minuten|minutos?|minuti|minuter|minutter|minuut|min[uú]t\\p{L}*|минут\\p{L}*|хвилин\\p{L}*|dakika\\p{L}*|perc\\p{L}*|minuuti\\p{L}*|menit|phút|sec\\p{L}*|sek\\p{L}*|секунд\\p{L}*)(?![\\p{L}])' +
    // Verb-final: "482913 ist 10 Minuten gültig", "is 10 minuten geldig".
    '|^\\s*(?:[-–—:,]\\s*)?(?:ist|is|är|er|je|jest|on)?\\s*(?:noch\\s+|nog\\s+)?\\d{1,3}\\s?(?:minuten|minuter|minutter|min\\p{L}*|perc\\p{L}*|dakika\\p{L}*)\\s+(?:lang\\s+)?(?:gültig|geldig|giltig|gyldig|ważny|platn\\p{L}*|érvényes|geçerli|voimassa)',
  'iu',
);
