/**
 * A vocabulary probe for code extraction: short synthetic mails in many languages that must give a
 * known answer, listing those that do not. Three lists:
 * - labels: a code word as printed before a colon ("Ověřovací kód: 482913", and alone above the code);
 * - sentences: a code inside a sentence (copulas, code-first, typing verbs before or after it), both
 *   in the body and as the subject;
 * - traps: labelled numbers that are no code (promo, booking, tracking, customer, error, postal,
 *   order, invoice, case numbers, meeting passcodes, card/door/locker PINs): must give nothing;
 * - sent elsewhere: mails that say the code went by SMS or is in an app (masked phone numbers): nothing;
 * - purposes: a generic code word in ~25 languages, nothing under a neutral subject, the code once a sentence
 *   of the same language says what it is for (a lifetime, keeping it secret).
 *
 *   node -r @swc-node/register scripts/probe-code-vocabulary.ts
 */
import { extractVerificationCode } from '../src/messages/code-extraction/extract-verification-code';

const labels = [
  'Verification code', 'Security code', 'Login code', 'Sign-in code', 'Access code', 'Authentication code', 'Confirmation code', 'One-time code', 'Passcode', 'OTP', 'PIN',
  'Bestätigungscode', 'Sicherheitscode', 'Anmeldecode', 'Zugangscode', 'Einmalcode', 'Verifizierungscode', 'Freischaltcode', 'Login-Code', 'TAN',
  'Code de vérification', 'Code de confirmation', 'Code de sécurité', 'Code d\'accès', 'Code de connexion', 'Code unique',
  'Código de verificación', 'Código de seguridad', 'Código de acceso', 'Código de confirmación', 'Clave de acceso', 'Código de un solo uso',
  'Código de verificação', 'Código de segurança', 'Código de acesso', 'Código de confirmação', 'Token de acesso',
  'Codice di verifica', 'Codice di sicurezza', 'Codice di accesso', 'Codice OTP', 'Codice di conferma',
  'Verificatiecode', 'Beveiligingscode', 'Inlogcode', 'Bevestigingscode', 'Toegangscode', 'Eenmalige code',
  'Kod weryfikacyjny', 'Kod bezpieczeństwa', 'Kod dostępu', 'Kod potwierdzający', 'Kod jednorazowy', 'Kod SMS', 'Kod autoryzacyjny',
  'Ověřovací kód', 'Bezpečnostní kód', 'Přihlašovací kód', 'Overovací kód', 'Ellenőrző kód', 'Biztonsági kód', 'Megerősítő kód', 'Belépési kód', 'Egyszeri kód',
  'Cod de verificare', 'Cod de securitate', 'Codul de confirmare', 'Doğrulama kodu', 'Güvenlik kodu', 'Onay kodu', 'Tek kullanımlık şifre',
  'Verifieringskod', 'Säkerhetskod', 'Engångskod', 'Bekræftelseskode', 'Sikkerhedskode', 'Engangskode', 'Bekreftelseskode', 'Sikkerhetskode', 'Vahvistuskoodi', 'Turvakoodi', 'Kertakäyttökoodi',
  'Kode verifikasi', 'Kode OTP', 'Kode keamanan', 'Kod pengesahan', 'Mã xác minh', 'Mã OTP', 'Mã bảo mật', 'Mã xác nhận',
  'Код подтверждения', 'Код безопасности', 'Код доступа', 'Одноразовый пароль', 'Код верифікації', 'Код підтвердження', 'Код за потвърждение', 'Κωδικός επαλήθευσης', 'Κωδικός ασφαλείας', 'Κωδικός μίας χρήσης',
  '验证码', '驗證碼', '动态码', '校验码', '認証コード', '確認コード', 'ワンタイムパスワード', '認証番号', '인증번호', '인증 코드', '보안 코드',
  'รหัสยืนยัน', 'รหัส OTP', 'सत्यापन कोड', 'ओटीपी', 'যাচাইকরণ কোড', 'رمز التحقق', 'رمز التأكيد', 'کد تأیید', 'کد امنیتی', 'קוד אימות',
  'Msimbo wa uthibitisho', 'Verification PIN', 'Sigurnosni kod', 'Verifikacijski kod', 'Kod za potvrdu', 'Kinnituskood', 'Patvirtinimo kodas', 'Verifikācijas kods', 'Потвърдителен код',
  'Código de validación', 'Clave dinámica', 'Código OTP', 'Codice usa e getta', 'Varmennuskoodi', 'Tunnistautumiskoodi', 'Aktivierungscode', 'Code d\'activation', 'Código de activación', 'Kod aktywacyjny',
];

const sentences = [
  '認証コードは482913です。', '인증번호는 482913입니다.', '您的验证码是482913，请勿泄露。', 'Doğrulama kodunuz: 482913', 'A kódod 482913, 10 percig érvényes.', 'Vahvistuskoodisi on 482913.',
  'Ο κωδικός σας είναι 482913.', 'رمز التحقق الخاص بك هو 482913', 'קוד האימות שלך הוא 482913', 'आपका सत्यापन कोड 482913 है।', 'รหัสยืนยันของคุณคือ 482913', 'Mã xác minh của bạn là 482913.',
  'Kode verifikasi Anda adalah 482913.', 'Twój kod weryfikacyjny to 482913.', 'Váš ověřovací kód je 482913.', 'Ваш код подтверждения — 482913.', 'Ваш код підтвердження: 482913.', 'Codul tău de verificare este 482913.',
  'Je verificatiecode is 482913.', 'Din verifieringskod är 482913.', 'Din bekræftelseskode er 482913.', 'Koden din er 482913.', 'Ihr Code lautet 482913.', 'Votre code est le 482913.', 'Tu código es el 482913.',
  'O seu código é 482913.', 'Il tuo codice è 482913.', 'আপনার যাচাইকরণ কোড হল 482913', 'آپ کا تصدیقی کوڈ 482913 ہے', 'کد تأیید شما 482913 است', 'Kod pengesahan anda ialah 482913.', 'Ang iyong code ay 482913.', 'Msimbo wako ni 482913.',
  '482913 is your verification code.', '482913 ist Ihr Bestätigungscode.', '482913 est votre code.', '482913 es tu código de Acme.', '482913 é o seu código.', '482913 è il tuo codice.', '482913 to Twój kod.', '482913 — ваш код.', '482913 je váš kód.', '482913 adalah kode Anda.',
  '482913 là mã của bạn.', '482913 คือรหัสของคุณ', '482913 是你的验证码', '482913 は認証コードです', '482913 은(는) 인증번호입니다', '482913 هو رمزك', '482913 הוא הקוד שלך', '482913 आपका ओटीपी है',
  'Enter 482913 to verify.', 'Geben Sie 482913 ein.', 'Saisissez 482913 pour continuer.', 'Introduce 482913 para continuar.', 'Digite 482913 para continuar.', 'Inserisci 482913 per continuare.', 'Wpisz 482913, aby kontynuować.', 'Введите 482913 для входа.',
  'Use 482913 to sign in.', 'Zadejte 482913.', 'Írja be: 482913', 'Ange 482913 för att logga in.', 'Syötä 482913.', 'Nhập 482913 để xác minh.', 'Masukkan 482913 untuk verifikasi.', '482913 を入力してください', '482913을 입력하세요', '请输入482913', 'أدخل 482913', 'הזן 482913', '482913 दर्ज करें', 'กรอก 482913',
  'Your login PIN: 4829', 'Security PIN is 4829.', 'Your one-time PIN is 482913.', 'Use code 482913 to log in.', 'Code: 482-913', 'Code: 482 913', 'Code: 48-29-13', 'Code: 4829 13',
];

const traps = [
  'Promo code: SAVE20', 'Gutscheincode: WINTER25', 'Rabattcode: 482913', 'Code promo : NOEL20', 'Code de réduction : 482913', 'Código promocional: VERANO15', 'Código de descuento: 482913', 'Cupom de desconto: 482913',
  'Codice sconto: 482913', 'Kortingscode: 482913', 'Kod rabatowy: 482913', 'Промокод: 482913', 'Indirim kodu: 482913', 'Mã giảm giá: 482913', '优惠码：482913', '優惠碼：482913', 'クーポンコード：482913', '할인 코드: 482913', 'كود الخصم: 482913', 'קוד קופון: 482913', 'รหัสส่วนลด: 482913', 'कूपन कोड: 482913',
  'Rabatkode: 482913', 'Rabattkod: 482913', 'Alennuskoodi: 482913', 'Kampanjakoodi: 482913', 'Slevový kód: 482913', 'Kuponkód: 482913', 'Cod de reducere: 482913', 'Kode promo: 482913', 'Kode voucher: 482913',
  'Booking code: QX7K2M', 'Buchungscode: QX7K2M', 'Code de réservation : QX7K2M', 'Código de reserva: QX7K2M', 'Codice di prenotazione: QX7K2M', 'Kod rezerwacji: QX7K2M', 'Код бронирования: QX7K2M', 'Rezervasyon kodu: QX7K2M', '予約番号：482913', '예약번호: 482913', '预订号：482913', 'رقم الحجز: 482913',
  'Tracking code: 482913', 'Sendungscode: 482913', 'Código de seguimiento: 482913', 'Kod przesyłki: 482913', 'Трек-код: 482913', 'Takip kodu: 482913', 'Mã vận đơn: 482913', '取件码：4829', '提货码：482913', 'Abholcode: 482913', 'Kod odbioru: 482913', 'Código de recogida: 482913',
  'Customer code: 482913', 'Kundencode: 482913', 'Code client : 482913', 'Código de cliente: 482913', 'Codice cliente: 482913', 'Klantcode: 482913', 'Kod klienta: 482913', 'Код клиента: 482913', 'Müşteri kodu: 482913',
  'Product code: 482913', 'Artikelcode: 482913', 'Error code: 482913', 'Fehlercode: 482913', 'Code erreur : 482913', 'Código de error: 482913', 'Kod błędu: 482913', 'Код ошибки: 482913', 'Hata kodu: 482913', 'エラーコード：482913', '오류 코드: 482913', '错误代码：482913',
  'Postcode: 482913', 'Code postal : 48291', 'Código postal: 48291', 'Kod pocztowy: 48-291', 'Почтовый индекс: 482913', 'Posta kodu: 48291', 'Referral code: ANNA2026', 'Empfehlungscode: ANNA2026', 'Invite code: ANNA2026', 'Einladungscode für Freunde: ANNA2026',
  'Order number 482913', 'Bestellnummer 482913', 'Numéro de commande 482913', 'Número de pedido 482913', 'Numero ordine 482913', 'Bestelnummer 482913', 'Numer zamówienia 482913', 'Номер заказа 482913', 'Sipariş numarası 482913', '注文番号 482913', '주문번호 482913', '订单号 482913', 'رقم الطلب 482913', 'מספר הזמנה 482913', 'หมายเลขคำสั่งซื้อ 482913', 'ऑर्डर नंबर 482913',
  'Meeting ID: 482 913 5521, Passcode: 7730', 'Besprechungs-ID: 482 913 5521, Kenncode: 7730', 'ID de réunion : 482 913 5521, Code secret : 7730', 'ID de reunión: 482 913 5521, Código de acceso: 7730', 'ミーティングID: 482 913 5521 パスコード: 7730',
  'Gift card PIN: 4471', 'Your door code is 4471', 'Wi-Fi password: 48291357', 'Parcel locker PIN: 4471', 'Your locker code is 4471',
  'Invoice number: 482913', 'Rechnungsnummer: 482913', 'Numéro de facture : 482913', 'Número de factura: 482913', 'Faktura nr 482913', 'Fatura no: 482913', 'Số hóa đơn: 482913', '发票号码：482913',
  'Ticket #482913', 'Case ID 482913', 'Vorgangsnummer 482913', 'Aktenzeichen 482913', 'Numéro de dossier 482913', 'Número de expediente 482913', 'Sygnatura 482913',
,
  // More labels of something else (case, user, bank, gift, redemption, order, account, product, customer codes)
  'Codice fiscale: RSSMRA80A41H501U', 'Codice pratica: 4471-2290', 'Codice POD: IT001E12345678', 'Codice IBAN: IT60X0542811101000000123456', 'Codice utente: 482913', 'Codice cliente 482913', 'Codice articolo: 482913', 'Codice di riferimento: 482913',
  'Vorgangscode: 482913', 'Aktionscode: SOMMER24', 'Zahlungscode: 482913', 'Aktenzeichen: 4 C 482/26', 'Kundencode: 482913', 'Bestellcode: 482913', 'Referenzcode: 482913', 'Freundschaftscode: ANNA24',
  'Code client : 482913', 'Code de parrainage : MARIE24', 'Code de suivi : 482913', 'Code guichet : 48291', 'Code banque : 30004', 'Code APE : 6201Z', 'Code pays : 33', 'Code article : 482913', 'Code commande : 482913', 'Code dossier : 482913',
  'Código de barras: 7891234567895', 'Código de referencia: 482913', 'Código de pedido: 482913', 'Código de regalo: 4829-1037', 'Código de canje: XK7Q-2M9P', 'Código do pedido: 482913', 'Código de rastreio: BR482913', 'Código do cliente: 482913',
  'Order code: 482913', 'Reference code: 482913', 'Account code: 482913', 'Voucher code: 4829-1037', 'Redemption code: XK7Q-2M9P', 
  'Kod zamówienia: 482913', 'Kod produktu: 482913', 'Kod pocztowy: 00-950', 'Kod promocyjny: ZIMA24', 'Код заказа: 482913', 'Код товара: 482913', 'Kod sprawy: 482913',
  '注文コード：482913', '商品コード：482913', '会員番号：482913', '주문 코드: 482913', '상품코드: 482913', '订单编号：482913', '商品编码：482913', '会员号：482913',
  'Sipariş kodu: 482913', 'Ürün kodu: 482913', 'Mã đơn hàng: 482913', 'Mã khách hàng: 482913', 'Mã sản phẩm: 482913', 'Kode pesanan: 482913', 'Kode produk: 482913', 'Kode pelanggan: 482913'
];

/** Mails that only say where the code went (SMS, an authenticator app): subject and body; nothing to type from them. */
const sentElsewhere: Array<[string, string]> = [
  ['Your verification code', 'We sent a verification code to your phone number ending in 4471. Enter it in the app to continue.'],
  ['Ihr Bestätigungscode', 'Wir haben Ihnen einen Bestätigungscode per SMS an die Nummer +49 171 ***4471 gesendet.'],
  ['Votre code', 'Un code de vérification a été envoyé au 06 ** ** 44 71. Saisissez-le dans l\'application.'],
  ['Tu código', 'Te hemos enviado un código por SMS al número terminado en 4471.'],
  ['Seu código', 'Enviamos um código de verificação para o celular (11) *****-4471.'],
  ['Il tuo codice', 'Ti abbiamo inviato un codice via SMS al numero che termina con 4471.'],
  ['Twój kod', 'Wysłaliśmy kod weryfikacyjny SMS-em na numer kończący się na 4471.'],
  ['Ваш код', 'Мы отправили код подтверждения на номер +7 *** ***-44-71.'],
  ['認証コード', '認証コードをご登録の電話番号（末尾4471）にSMSで送信しました。'],
  ['인증번호', '인증번호를 휴대폰(010-****-4471)으로 발송했습니다.'],
  ['验证码', '验证码已发送至尾号4471的手机，请查收。'],
  ['Your code', 'Open the authenticator app and enter the 6-digit code shown there. Request ID: 582019.'],
  ['Doğrulama kodu', 'Doğrulama kodunuz 0532 *** 44 71 numaralı telefonunuza SMS ile gönderildi.'],
  ['Mã xác minh', 'Mã xác minh đã được gửi tới số điện thoại kết thúc bằng 4471.'],
  ['Your code', 'Your code will arrive by SMS within 2 minutes. Reference: 20261124-4471.'],
  ['Security code', 'Never share your security code. Our staff will never ask for it. Case number 482913.'],
];

/**
 * What a code is for: a generic code word ("Your code is", "Ihr Code lautet", "Msimbo wako ni") names a code
 * to type only when the mail says what it is for. Each sentence gives nothing under a neutral subject, and
 * the code once a sentence of the same language gives it a lifetime, asks to keep it secret or names signing in.
 */
const purposes: Array<[string, string]> = [
  ['Your code is 482913.', 'It expires in 10 minutes.'],
  ['Ihr Code lautet 482913.', 'Er ist 10 Minuten gültig.'],
  ['Votre code est le 482913.', 'Ne le partagez avec personne.'],
  ['Tu código es el 482913.', 'No lo compartas con nadie.'],
  ['O seu código é 482913.', 'Não compartilhe este código com ninguém.'],
  ['Il tuo codice è 482913.', 'Non condividere questo codice.'],
  ['Je code is 482913.', 'Deel deze code met niemand.'],
  ['Twój kod: 482913.', 'Nikomu go nie podawaj.'],
  ['Váš kód je 482913.', 'Platí 10 minut.'],
  ['Ваш код: 482913.', 'Никому его не сообщайте.'],
  ['Ваш код: 482913.', 'Нікому не повідомляйте цей код.'],
  ['Kodunuz: 482913.', 'Kimseyle paylaşmayın.'],
  ['Koden din er 482913.', 'Del den ikke med nogen.'],
  ['Koodisi on 482913.', 'Älä jaa koodia kenellekään.'],
  ['A kódod: 482913.', 'Ne add ki senkinek.'],
  ['Codul tău este 482913.', 'Nu îl comunica nimănui.'],
  ['Ο κωδικός σας είναι 482913.', 'Μην τον μοιραστείτε με κανέναν.'],
  ['Kode Anda 482913.', 'Jangan berikan kode ini kepada siapa pun.'],
  ['Mã của bạn là 482913.', 'Không chia sẻ mã này.'],
  ['Msimbo wako ni 482913.', 'Usishiriki msimbo huu.'],
  ['コード：482913', '有効期限は10分です。'],
  ['코드: 482913', '타인에게 알려주지 마세요.'],
  ['رمزك هو 482913.', 'لا تشارك هذا الرمز مع أحد.'],
  ['הקוד שלך הוא 482913.', 'אל תשתפו את הקוד.'],
  ['รหัสของคุณคือ 482913', 'ห้ามบอกรหัสนี้แก่ผู้อื่น'],
  ['आपका कोड 482913 है।', 'इसे किसी के साथ साझा न करें।'],
];

const misses: string[] = [];
for (const [sentence, purpose] of purposes) {
  const bare = extractVerificationCode({ subject: 'Information', text: `Hello,\n\n${sentence}\n\nBest regards` })?.code;
  const told = extractVerificationCode({ subject: 'Information', text: `Hello,\n\n${sentence} ${purpose}\n\nBest regards` })?.code;
  if (bare || told !== '482913') misses.push(`purpose ${sentence} / ${purpose}: bare=${bare} with purpose=${told}`);
}
// Labels and sentences probe the vocabulary: their mails say what the code is for (a sign-in).
for (const label of labels) {
  const inline = extractVerificationCode({ subject: 'Sign in to your account', text: `${label}: 482913` })?.code;
  const below = extractVerificationCode({ subject: 'Sign in to your account', text: `Hello,\n\n${label}:\n\n482913\n\nThanks` })?.code;
  if (inline !== '482913' || below !== '482913') misses.push(`label ${label}: inline=${inline} below=${below}`);
}
for (const sentence of sentences) {
  const want = /\b4829\b/.test(sentence) && !/482913|482 913|482-913|48-29-13|4829 13/.test(sentence) ? '4829' : '482913';
  const body = extractVerificationCode({ subject: 'Sign in to your account', text: `Hello,\n\n${sentence}\n\nThanks` })?.code;
  const subject = extractVerificationCode({ subject: sentence, text: 'See the subject.' })?.code;
  if (body !== want || subject !== want) misses.push(`sentence ${sentence}: body=${body} subject=${subject}`);
}
for (const trap of traps) {
  const got = extractVerificationCode({ subject: 'Information', text: `Hello,\n\n${trap}\n\nBest regards` })?.code;
  if (got) misses.push(`trap ${trap}: ${got}`);
}
for (const [subject, text] of sentElsewhere) {
  const got = extractVerificationCode({ subject, text: `Hello,\n\n${text}\n\nBest regards` })?.code;
  if (got) misses.push(`sent elsewhere ${text}: ${got}`);
}
console.log(misses.join('\n'));
console.log(`purposes ${purposes.length}, labels ${labels.length}, sentences ${sentences.length}, traps ${traps.length}, sent elsewhere ${sentElsewhere.length}: ${misses.length} misses`);
