/**
 * The vocabulary matrix (lexicon.ts, g1-lexicon): its tables cover the matrix's languages, its code words pass the
 * cheap line hint, and real-looking sentences of each concept in many languages are read as they should be, with
 * words that look alike but mean something else.
 */
import { CodeSource, extractVerificationCode } from './extract-verification-code';
import { CODE_KEYWORD_HINT_RE, CODE_KEYWORD_RE, GENERIC_CODE_WORD_RE, LINK_URL_STRONG_RE, LINK_URL_WEAK_RE, NEGATIVE_LABEL_RE, PURPOSE_EVIDENCE_RE } from './keywords';
import {
  ACTION_ACCEPT, ACTION_ACTIVATE, ACTION_APPROVE, ACTION_CONFIRM, ACTION_RESET, ACTION_SIGN_IN, ACTION_VERIFY, CODE_WORD_GENERIC, CODE_WORD_QUALIFIED,
  compileTable, DO_NOT_SHARE, ENDING_IN, EXPIRES_IN, LANGUAGES, literalWords, MINUTE_UNITS, OTHER_PURPOSE_LABELS, Table, tableWords,
} from './lexicon';

const codeOf = (source: CodeSource): string | null => extractVerificationCode(source)?.code ?? null;

const matchesWhole = (pattern: RegExp, text: string): boolean => {
  const copy = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  return copy.test(text);
};

describe('the vocabulary matrix (lexicon.ts)', () => {
  describe('tables', () => {
    it('compile to valid patterns, with every alternative usable alone', () => {
      for (const table of [CODE_WORD_GENERIC, CODE_WORD_QUALIFIED, ACTION_VERIFY, ACTION_CONFIRM, ACTION_ACTIVATE, ACTION_APPROVE, ACTION_RESET, ACTION_SIGN_IN, ACTION_ACCEPT, ENDING_IN, OTHER_PURPOSE_LABELS, MINUTE_UNITS, EXPIRES_IN, DO_NOT_SHARE]) {
        expect(() => new RegExp(compileTable(table), 'iu')).not.toThrow();
        for (const language of LANGUAGES) for (const word of table[language] ?? []) expect(() => new RegExp(word, 'iu')).not.toThrow();
      }
    });

    it('no alternative opens with a lookbehind (V8 tries it at every position of every line)', () => {
      for (const table of [CODE_WORD_GENERIC, CODE_WORD_QUALIFIED]) {
        for (const word of [...tableWords(table).bounded, ...tableWords(table).substrings]) expect(word.startsWith('(?<')).toBe(false);
      }
    });

    it('cover the languages of the matrix for the concepts every mail needs', () => {
      const covered = (tables: Table[]) => LANGUAGES.filter((language) => tables.some((table) => (table[language] ?? []).length > 0));
      expect(covered([MINUTE_UNITS])).toEqual(LANGUAGES);
      expect(covered([DO_NOT_SHARE]).length).toBe(LANGUAGES.length);
      expect(covered([ENDING_IN]).length).toBeGreaterThanOrEqual(LANGUAGES.length - 2);
      expect(covered([ACTION_VERIFY, ACTION_CONFIRM, ACTION_ACTIVATE, ACTION_APPROVE, ACTION_RESET, ACTION_SIGN_IN, ACTION_ACCEPT]).length).toBeGreaterThanOrEqual(30);
    });
  });

  describe('literal words (compiled into tries)', () => {
    it.each<[string, string[] | null]>([
      ['kod(?:ów|ami|ach)', ['kodów', 'kodami', 'kodach']],
      ['sms-?kode(?:n)?', ['sms-koden', 'sms-kode', 'smskoden', 'smskode']],
      ['[ui]taisha', ['utaisha', 'itaisha']],
      ['one[- ]time key', ['one-time key', 'one time key']],
      ['tel\\.', ['tel.']],
      ['kodu\\p{L}+', null],
      ['(?<=a)b', null],
      ['a|b?', null], // an empty word is no word
      ['x*', null],
    ])('%s', (pattern, words) => {
      expect(literalWords(pattern)?.sort() ?? null).toEqual(words?.sort() ?? null);
    });

    it('every written-out word matches its pattern as a whole, and nothing else the pattern matches is lost', () => {
      for (const table of [CODE_WORD_GENERIC, CODE_WORD_QUALIFIED, ENDING_IN, OTHER_PURPOSE_LABELS, DO_NOT_SHARE]) {
        for (const word of [...tableWords(table).bounded, ...tableWords(table).substrings]) {
          const pattern = new RegExp(`^(?:${word})$`, 'iu');
          for (const literal of literalWords(word) ?? []) expect([word, literal, pattern.test(literal)]).toEqual([word, literal, true]);
        }
      }
    });
  });

  describe('code words', () => {
    // Inflected and compound code words of the matrix, each in the words a sender writes around it.
    const samples: Array<[string, string]> = [
      ['tr', "3D Secure şifreniz: 290144"], ['tr', 'SMS şifresi 551902 olarak gönderildi'], ['tr', 'Doğrulama kodunuzu kimseyle paylaşmayın'], ['tr', 'kodunuzdur'],
      ['fi', 'Koodisi on 482913'], ['fi', 'syötä koodi sovellukseen'], ['fi', 'Vahvistuskoodisi: 551902'], ['fi', 'tunnuslukusi'],
      ['hu', 'Add meg a kódot: 482913'], ['hu', 'a kódodat senkinek ne add ki'], ['hu', 'egyszer használatos jelszava'],
      ['pl', 'Nie podawaj kodów nikomu'], ['pl', 'hasła jednorazowego'], ['cs', 'Platnost kódů je 10 minut'], ['sk', 'Zadajte kódom'],
      ['ro', 'Valoarea codului este 482913'], ['hr', 'Vaša šifra za prijavu je 4821'], ['sr', 'Ваша шифра је 4821'], ['sr', 'jednokratna šifra'],
      ['ru', 'в коде ошибка'], ['uk', 'Не передавайте коді'], ['bg', 'кодовете'],
      ['sv', 'pinkoden'], ['sv', 'Din behörighetskod: 4821'], ['da', 'Din godkendelseskode er 4821'], ['no', 'Påloggingskoden din er 4821'],
      ['nl', 'Je activatiecode: 4821'], ['nl', 'herstelcode'], ['de', 'Ihr Validierungscode lautet 4821'], ['de', 'Kopplungscode'],
      ['en', 'type the following confirmation key'], ['en', 'your verification key'],
      ['es', 'tu clave de un solo uso'], ['pt', 'sua senha de acesso'], ['it', 'la password temporanea'],
      ['ar', 'كلمة المرور لمرة واحدة'], ['he', 'סיסמה חד פעמית'], ['fa', 'گذرواژه یکبار مصرف'], ['hi', 'आपका पिन 4821 है'], ['zh', '您的授权码是 4821'], ['tl', 'Ang iyong kodigo ay 4821'],
    ];
    it.each(samples)('%s: "%s" holds a code word, and passes the line hint', (_language, text) => {
      expect(text.search(CODE_KEYWORD_RE)).toBeGreaterThanOrEqual(0);
      expect(CODE_KEYWORD_HINT_RE.test(text)).toBe(true);
    });

    // Words that look alike and are no code word.
    const lookAlikes: Array<[string, string]> = [
      ['hu', 'UTF-8 kódolás'], ['cs', 'kódování znaků'], ['fi', 'tunnuslukulistasi'], ['fi', 'koodikirja'], ['ru', 'Кодекс'], ['pl', 'kodeks pracy'],
      ['tr', 'Kodaman bir şirket'], ['id', 'Terima kasih'], ['de', 'Ihr Rabattcode'], ['nl', 'uw kortingscode'], ['nl', 'Postcode'],
    ];
    it.each(lookAlikes)('%s: "%s" holds no code word', (_language, text) => {
      expect(text.search(CODE_KEYWORD_RE)).toBe(-1);
    });

    it.each([['şifreniz'], ['kodów'], ['kódot'], ['šifra'], ['codului'], ['koodisi'], ['pinkoden'], ['kodigo']])('"%s" is a generic code word: what it is for is read around it', (word) => {
      expect(GENERIC_CODE_WORD_RE.test(word)).toBe(true);
    });
    it.each([['Validierungscode'], ['godkendelseskode'], ['confirmation key'], ['hasła jednorazowego']])('"%s" names its purpose', (word) => {
      expect(GENERIC_CODE_WORD_RE.test(word)).toBe(false);
    });

    it.each<[string, CodeSource, string]>([
      ['tr, a 3-D Secure "şifreniz" beside a masked card and an amount', { subject: 'İşlem doğrulama', text: '4921 **** **** 5531 numaralı kartınızla 1.249,90 TL tutarındaki alışverişiniz için 3D Secure şifreniz: 551093\nİşlem No: 88231004' }, '551093'],
      ['tr, "SMS şifresi"', { subject: 'Bankam', text: 'İnternet şubesine giriş için SMS şifreniz 402198. Bu şifreyi kimseyle paylaşmayınız.' }, '402198'],
      ['hr, "šifra za prijavu"', { subject: 'Prijava', text: 'Vaša jednokratna šifra za prijavu je 730412. Vrijedi 5 minuta.' }, '730412'],
      ['sr (Cyrillic), "шифра"', { subject: 'Пријава', text: 'Ваша шифра за пријаву: 604219\nНе делите је ни са ким.' }, '604219'],
      ['fi, partitive lifetime "10 minuuttia" beside a generic "koodi"', { subject: 'Tervetuloa', text: 'Koodisi: 551204\nKoodi on voimassa 10 minuuttia.' }, '551204'],
      ['hu, "kódot" with a suffix', { subject: 'Belépés', text: 'Írja be ezt a kódot: 918273. A kód 10 percig érvényes.' }, '918273'],
      ['pl, genitive plural in the warning', { subject: 'Logowanie', text: 'Twój kod: 660142\nNie przekazuj kodów nikomu.' }, '660142'],
      ['ro, "codului"', { subject: 'Autentificare', text: 'Valoarea codului de autentificare: 558120. Nu îl comunica nimănui.' }, '558120'],
      ['da, "godkendelseskode"', { subject: 'MitID', text: 'Din godkendelseskode er 802211.' }, '802211'],
      ['no, "påloggingskoden"', { subject: 'Innlogging', text: 'Påloggingskoden din er 448120.' }, '448120'],
      ['nl, "activatiecode"', { subject: 'Welkom', text: 'Je activatiecode: 773019' }, '773019'],
      ['de, "Validierungscode"', { subject: 'Konto', text: 'Ihr Validierungscode lautet 330917.' }, '330917'],
      ['en, a case-sensitive confirmation key', { subject: 'New sign-in', text: 'To continue, type the following confirmation key exactly as shown: k7q2-9fza' }, 'k7q2-9fza'],
      ['he, "one-time password"', { subject: 'כניסה', text: 'הסיסמה החד פעמית שלך: 602913' }, '602913'],
      ['zh, "authorisation code" of a mail client', { subject: '邮箱客户端', text: '您的授权码为：731904，请在客户端中输入。' }, '731904'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });

    it.each<[string, CodeSource]>([
      ['tr, a temporary password (as "Your temporary password" in English)', { subject: 'Geçici şifreniz', text: 'Geçici şifreniz: Kx82mQ4z\nLütfen giriş yaptıktan sonra değiştirin.' }],
      ['tr, a new numeric password (as "Your new password: 482913")', { subject: 'Yeni şifreniz', text: 'Yeni şifreniz: 482913\nGiriş yaptıktan sonra değiştirin.' }],
      ['tr, a password changed (no number to type)', { subject: 'Şifreniz değiştirildi', text: 'Hesabınızın şifresi 24.11.2026 tarihinde değiştirildi. Bu işlemi siz yapmadıysanız bizi arayın.' }],
      ['fi, a list of codes posted, numbered by its series', { subject: 'Pankin tiedote', text: 'Uusi tunnuslukulistasi (sarja 0441) on postitettu kotiosoitteeseesi. Se saapuu 3-5 arkipäivässä.' }],
      ['hu, an encoding in a newsletter', { subject: 'Hírlevél', text: 'Az új verzió a UTF-8 kódolást használja. Letöltés: 2026' }],
      ['ru, a law code', { subject: 'Новости', text: 'Статья 1259 Гражданского кодекса РФ' }],
    ])('%s → null', (_name, source) => {
      expect(codeOf(source)).toBeNull();
    });
  });

  describe('"ending in": a masked card or account is no code', () => {
    const endings: Array<[string, string]> = [
      ['ar, feminine', 'بالبطاقة المنتهية بـ 4412'], ['ar, masculine', 'الحساب المنتهي بـ 4471'], ['ar, present', 'بطاقتك التي تنتهي بـ 4412'],
      ['he', 'בכרטיס המסתיים ב-4412'], ['en', 'your card ends in 4412'], ['de', 'Karte endend auf 4412'], ['fr', 'carte se terminant par 4412'],
      ['es', 'tarjeta terminada en 4412'], ['pt', 'cartão com final 4412'], ['it', 'carta terminante con 4412'], ['nl', 'kaart eindigend op 4412'],
      ['pl', 'karta kończąca się na 4412'], ['ru', 'карта, оканчивающаяся на 4412'], ['tr', 'son 4 hanesi 4412'], ['id', 'kartu berakhiran 4412'],
      ['vi', 'thẻ có đuôi 4412'], ['th', 'บัตรลงท้ายด้วย 4412'], ['zh', '尾号4412'], ['ja', '下4桁 4412'], ['sw', 'kadi inayoishia 4412'],
    ];
    /** Whether a label of something else ends right before the text's four digits. */
    const labelsDigits = (text: string): boolean => {
      const digits = text.search(/[\d٠-٩]{4}/);
      const pattern = new RegExp(NEGATIVE_LABEL_RE.source, 'giu');
      for (const match of text.matchAll(pattern)) {
        const end = (match.index ?? 0) + match[0].length;
        if (end <= digits && /^[\s:：-]*$/.test(text.slice(end, digits))) return true;
      }
      return false;
    };
    it.each(endings)('%s: "%s" labels the digits', (_language, text) => {
      expect(labelsDigits(text)).toBe(true);
    });

    it('ar, "expires after 5 minutes" is no "ending in"', () => {
      expect(labelsDigits('الرمز ينتهي بعد 5555 ثانية')).toBe(false);
    });

    it.each<[string, CodeSource, string]>([
      ['ar, the purchase OTP after a card "المنتهية بـ"', { subject: 'رمز التحقق', text: 'رمز التحقق لعملية شراء بمبلغ 120.00 ريال بالبطاقة المنتهية بـ 7731 هو: 602184' }, '602184'],
      ['ar, the card phrase with the code first', { subject: 'عملية شراء', text: 'رمز التحقق 602184 لعملية شراء بالبطاقة المنتهية بـ 7731. لا تشارك الرمز مع أحد.' }, '602184'],
      ['he, a card "המסתיים ב-" above the code', { subject: 'אימות רכישה', text: 'רכישה בסך 120 ש"ח בכרטיס המסתיים ב-7731\nקוד האימות: 602184' }, '602184'],
      ['sw, a card "inayoishia"', { subject: 'Uthibitisho', text: 'Nambari ya kuthibitisha kwa malipo ya kadi inayoishia 7731 ni 602184.' }, '602184'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('numbers of other things', () => {
    it.each<[string, CodeSource, string]>([
      ['fi, an order number above the code', { subject: 'Vahvistus', text: 'Tilausnumero: 7720319\nVahvistuskoodisi on 551904.' }, '551904'],
      ['sv, an order number above the code', { subject: 'Bekräfta', text: 'Ordernummer: 7720319\nDin verifieringskod: 551904' }, '551904'],
      ['ar, "رقم الطلب" above the code', { subject: 'رمز التحقق', text: 'رقم الطلب: 7720319\nرمز التحقق: 551904' }, '551904'],
      ['vi, a bill of lading above the code', { subject: 'Xác minh', text: 'Mã vận đơn: 77203191\nMã xác minh của bạn là 551904' }, '551904'],
      ['ja, an order number beside the code', { subject: '認証', text: '注文番号 7720319 の確認のため、認証コード 551904 を入力してください。' }, '551904'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });

    it.each<[string, CodeSource]>([
      ['fi, only an order number', { subject: 'Tilausvahvistus', text: 'Kiitos tilauksestasi!\nTilausnumero: 7720319' }],
      ['cs, only a parcel number', { subject: 'Zásilka', text: 'Číslo zásilky: 77203191\nDoručíme ji zítra.' }],
      ['zh, only a waybill number', { subject: '发货通知', text: '您的订单已发货，运单号：77203191' }],
      ['de, a card blocking line under a PIN warning', { subject: 'Ihre neue Karte ist unterwegs', text: 'Ihre bisherige PIN bleibt gültig. Bitte teilen Sie Ihre PIN niemals jemandem mit.\n\nSperr-Notruf: 116 116' }],
      ['pl, a helpline under a PIN warning', { subject: 'Nowa karta', text: 'Nigdy nie podawaj nikomu kodu PIN.\nInfolinia: 801 555 200' }],
      ['fr, a card blocking line', { subject: 'Votre nouvelle carte', text: 'Ne communiquez jamais votre code confidentiel.\nOpposition : 0892 705 705' }],
    ])('%s → null', (_name, source) => {
      expect(codeOf(source)).toBeNull();
    });

    it('a customer area or a phone named after the code word stays the code\'s place, not its label', () => {
      expect(codeOf({ subject: 'Acceso', text: 'Código de acceso al Área Cliente: 482913' })).toBe('482913');
      expect(codeOf({ subject: 'Kode OTP', text: 'Kode OTP dikirim ke telepon Anda: 482913' })).toBe('482913');
    });
  });

  describe('purpose around a generic code word: lifetimes and secrecy', () => {
    const purpose: Array<[string, string]> = [
      ['fi', 'Koodi on voimassa 10 minuuttia'], ['tl', 'Mag-e-expire ito sa loob ng 5 minuto'], ['ar', 'صالح لمدة دقيقتين'], ['he', 'הקוד יפוג בעוד 5 דק\''],
      ['sl', 'Koda poteče čez 10 minut'], ['bg', 'Кодът изтича след 5 минути'], ['sw', 'Msimbo utaisha baada ya dakika 5'],
      ['sr', 'Ne delite ga ni sa kim'], ['sl', 'Kode ne delite z nikomur'], ['fa', 'این کد را در اختیار کسی قرار ندهید'], ['ar', 'يرجى عدم مشاركة الرمز'],
      ['he', 'אין למסור את הקוד'], ['th', 'ห้ามแชร์รหัสนี้'], ['id', 'Rahasiakan kode ini'], ['tl', 'Huwag ibigay ang code'], ['ms', 'Jangan dedahkan kod ini'],
      ['en', 'We will never ask for this code'], ['pl', 'Nigdy nie podawaj tego kodu'], ['hr', 'Ne dijelite ovaj kod'], ['cs', 'Nikomu ho nesdělujte'],
    ];
    it.each(purpose)('%s: "%s" says what the code is for', (_language, text) => {
      expect(PURPOSE_EVIDENCE_RE.test(text)).toBe(true);
    });

    it.each([['valid for 30 days'], ['Statistik 2025: 40 Tage'], ['Terima kasih atas pesanan Anda']])('"%s" says nothing of a code', (text) => {
      expect(PURPOSE_EVIDENCE_RE.test(text)).toBe(false);
    });
  });

  describe('link actions and URL tokens', () => {
    it.each<[string, CodeSource, string]>([
      ['it, "Autorizza accesso" on an approval link', { subject: 'Nuovo accesso', html: '<p>Qualcuno sta accedendo al tuo account da un nuovo dispositivo.</p><p><a href="https://login.esempio.example/accedi/ok?req=55ab91fe22c0">Autorizza accesso</a></p>' }, 'https://login.esempio.example/accedi/ok?req=55ab91fe22c0'],
      ['id, an e-mail verification link whose query names the code "kode"', { subject: 'Verifikasi email', text: 'Silakan klik tautan berikut untuk memverifikasi alamat email Anda: https://anggota.example/verifikasi-email?kode=Ks9x2LmQ&id=4471' }, 'https://anggota.example/verifikasi-email?kode=Ks9x2LmQ&id=4471'],
      ['sk, "Prihlásiť sa" on a magic link', { subject: 'Prihlásenie', html: '<p>Kliknite na tlačidlo nižšie.</p><p><a href="https://app.example.sk/m/Xk29LmQw7RtP4vZb">Prihlásiť sa</a></p>' }, 'https://app.example.sk/m/Xk29LmQw7RtP4vZb'],
      ['hr, "Odobri" a sign-in', { subject: 'Odobrite prijavu', html: '<p>Je li to bila vaša prijava?</p><p><a href="https://id.example.hr/p/Zk3mQ81xLpT4">Odobri</a></p>' }, 'https://id.example.hr/p/Zk3mQ81xLpT4'],
      ['sl, "Ponastavi geslo"', { subject: 'Geslo', html: '<p><a href="https://id.example.si/g/Zk3mQ81xLpT4">Ponastavi geslo</a></p>' }, 'https://id.example.si/g/Zk3mQ81xLpT4'],
      ['sw, "Thibitisha" an address', { subject: 'Karibu', html: '<p>Bofya hapa chini ili kuthibitisha barua pepe yako.</p><p><a href="https://app.example.co.tz/e/Zk3mQ81xLpT4">Thibitisha</a></p>' }, 'https://app.example.co.tz/e/Zk3mQ81xLpT4'],
      ['th, "เปิดใช้งาน" an account', { subject: 'เปิดใช้งานบัญชีของคุณ', html: '<p><a href="https://app.example.co.th/a/Zk3mQ81xLpT4">เปิดใช้งานบัญชี</a></p>' }, 'https://app.example.co.th/a/Zk3mQ81xLpT4'],
      ['fa, "ورود" with a one-time link', { subject: 'لینک ورود', html: '<p><a href="https://app.example.ir/l/Zk3mQ81xLpT4">ورود به حساب</a></p>' }, 'https://app.example.ir/l/Zk3mQ81xLpT4'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });

    it.each([['https://x.example/weryfikacja?t=1'], ['https://x.example/schvalit/abc'], ['https://x.example/podtverdit-email'], ['https://x.example/ellenorizes/1'], ['https://x.example/passwort-zuruecksetzen/1']])('%s names a step', (url) => {
      expect(LINK_URL_STRONG_RE.test(url)).toBe(true);
    });
    it.each([['https://x.example/v?kode=Ks9x2LmQ'], ['https://x.example/v?codigo=Ks9x2LmQ'], ['https://x.example/v?codice=Ks9x2LmQ'], ['https://x.example/v?koodi=Ks9x2LmQ']])('%s carries a code parameter', (url) => {
      expect(LINK_URL_WEAK_RE.test(url)).toBe(true);
    });

    it.each<[string, CodeSource]>([
      ['id, "Terima kasih" is thanks, not "accept"', { subject: 'Terima kasih', html: '<p>Terima kasih telah berbelanja.</p><p><a href="https://toko.example/p/1234">Terima kasih</a></p>' }],
      ['th, a cookie banner\'s "accept"', { subject: 'ข่าวสาร', html: '<p>ข่าวสารประจำเดือน</p><p><a href="https://news.example.co.th/cookies">ยอมรับ</a></p>' }],
    ])('%s → null', (_name, source) => {
      expect(codeOf(source)).toBeNull();
    });
  });

  it('the generic-word test reads a code word\'s whole text', () => {
    expect(matchesWhole(GENERIC_CODE_WORD_RE, 'kod')).toBe(true);
    expect(matchesWhole(GENERIC_CODE_WORD_RE, 'kodowanie znaków')).toBe(false);
  });
});
