// Hand-written mails of codes-kinds-4 (see build.mjs). Each mail's expected answer follows
// notes/writer-brief.md: the code to type now (digits without separators, letter codes as printed),
// else the one-time link, else null.

const hiddenPreheader = (text) => `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${text}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
const pixel = (host) => `<img src="https://${host}/o/open.gif?m=8e21f0" width="1" height="1" alt="">`;

export const mails = [
  // ---- Codes beside payment / transaction details (TAN, 3-D Secure, OTP) ----
  {
    expected: '904417',
    from: '"Secure Checkout" <3ds@acs.cardnet-secure.example>',
    subject: 'Your one-time passcode for a purchase at NORDIC OUTDOOR',
    text: `Verify your purchase

Merchant:        NORDIC OUTDOOR AB
Amount:          SEK 2 349,00
Date:            24 Nov 2026 10:12
Card:            Visa **** 8820
Reference:       30117726

One-time passcode: 904417

Enter this passcode on the merchant's payment page. It is valid for 5 minutes and for this purchase only.
Never share it with anyone, including our staff.

CardNet Secure, 1 Harbour Street, Dublin D02 XK78, Ireland`,
    html: `<html><body style="font-family:Arial">${hiddenPreheader('Passcode for SEK 2 349,00 at NORDIC OUTDOOR AB')}
<table width="560" cellpadding="0" cellspacing="0" align="center"><tr><td style="padding:24px"><h2 style="margin:0">Verify your purchase</h2></td></tr>
<tr><td><table cellpadding="6" style="font-size:14px;color:#333">
<tr><td>Merchant</td><td>NORDIC OUTDOOR AB</td></tr>
<tr><td>Amount</td><td>SEK 2 349,00</td></tr>
<tr><td>Date</td><td>24 Nov 2026 10:12</td></tr>
<tr><td>Card</td><td>Visa **** 8820</td></tr>
<tr><td>Reference</td><td>30117726</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px">One-time passcode</td></tr>
<tr><td style="padding:0 24px;font-size:30px;font-weight:bold;letter-spacing:6px">904417</td></tr>
<tr><td style="padding:16px 24px;font-size:13px">Enter this passcode on the merchant's payment page. It is valid for 5 minutes and for this purchase only. Never share it with anyone, including our staff.</td></tr>
<tr><td style="padding:24px;font-size:11px;color:#888">CardNet Secure, 1 Harbour Street, Dublin D02 XK78, Ireland</td></tr></table>${pixel('mail.cardnet-secure.example')}</body></html>`,
  },
  {
    expected: '481927',
    from: 'Banque Rhodanienne <securite@banque-rhodanienne.example>',
    subject: 'Paiement en ligne : votre code de sécurité',
    charset: 'iso-8859-1',
    text: `Bonjour,

Vous effectuez un paiement en ligne :
  Commerçant : LIBRAIRIE DU PARC
  Montant : 149,90 EUR
  Date : 24/11/2026 à 10:41
  Carte : **** **** **** 5512

Pour valider ce paiement, saisissez le code ci-dessous sur la page de votre commerçant :

   48 19 27

Ce code est valable 10 minutes. Si vous n'êtes pas à l'origine de ce paiement, appelez le 04 72 00 18 18.

Banque Rhodanienne - SA au capital de 12 000 000 EUR - RCS Lyon 552 120 222`,
  },
  {
    expected: '520417',
    from: 'Banco Meseta <avisos@bancomeseta.example>',
    subject: 'Confirma tu compra',
    html: `<!DOCTYPE html><html><head><style>.c{font-size:26px;font-weight:700}</style></head><body>
<p>Hola Lucía:</p>
<p>Estás realizando una compra de <b>35,00 EUR</b> en AMAZON EU SARL con tu tarjeta terminada en 4410, el 24/11/2026 a las 11:02.</p>
<p>Tu código de seguridad para confirmar la compra es <span class="c">520 417</span>. No lo compartas con nadie.</p>
<p>Si no reconoces esta operación, llámanos al 900 100 200.</p>
<p style="font-size:11px;color:#999">Banco Meseta, S.A. · C/ Alcalá 120, 28009 Madrid · CIF A-28000001</p></body></html>`,
  },
  {
    expected: '18263549',
    from: 'Bank Wislany <powiadomienia@bankwislany.example>',
    subject: 'Kod SMS do przelewu - potwierdzenie',
    charset: 'iso-8859-2',
    text: `Szanowna Pani,

zlecono przelew:
Kwota: 1 250,00 PLN
Na rachunek: 12 1020 5558 1111 1234 5678 9012
Odbiorca: Spółdzielnia Mieszkaniowa "Zorza"
Tytuł: czynsz 11/2026

Kod do autoryzacji tej operacji:
18263549

Kod jest ważny przez 3 minuty. Nie podawaj go nikomu.

Bank Wiślany S.A., ul. Marszałkowska 58, 00-545 Warszawa, KRS 0000012345`,
  },
  {
    expected: '66241',
    from: 'Moravska banka <info@moravskabanka.example>',
    subject: 'Autorizace platby kartou',
    charset: 'windows-1250',
    text: `Dobrý den,

pro dokončení platby kartou zadejte ověřovací kód.

Obchodník: ALZA.EXAMPLE
Částka: 3 499,00 Kč
Karta: **** 7731
Datum: 24. 11. 2026 09:58

Ověřovací kód: 66241

Kód platí 5 minut. Pokud jste platbu neprováděli, kontaktujte nás na 800 200 300.

Moravská banka, a.s., IČO 25672720`,
  },
  {
    expected: '739105',
    from: 'Anadolu Bankasi <guvenlik@anadolubank.example>',
    subject: '3D Secure doğrulama',
    charset: 'iso-8859-9',
    text: `Sayın Müşterimiz,

**** 2290 ile biten kartınızla TRENDYOL.EXAMPLE işyerinde 1.249,90 TL tutarındaki işleminiz için 3D Secure doğrulama kodunuz: 739105

Bu kod 180 saniye geçerlidir. İşlem No: 884120937

Anadolu Bankası A.Ş. Mersis No: 0012345678900015`,
  },
  {
    expected: '604128',
    from: 'Banco Jacaranda <nao-responda@bancojacaranda.example>',
    subject: 'Confirme sua transferência Pix',
    html: `<html><body>${hiddenPreheader('Transferência Pix de R$ 850,00')}
<table role="presentation" width="100%"><tr><td align="center">
<table width="520" style="border:1px solid #eee">
<tr><td style="background:#5b2a86;color:#fff;padding:16px;font-size:18px">Transferência Pix</td></tr>
<tr><td style="padding:16px">Valor: <b>R$ 850,00</b><br>Para: Joana M. Alves<br>Chave Pix: (11) 98765-4321<br>CPF: ***.482.913-**<br>Data: 24/11/2026</td></tr>
<tr><td style="padding:16px">Para concluir, digite o código abaixo no aplicativo:</td></tr>
<tr><td style="padding:8px 16px 24px;font-size:28px;letter-spacing:8px;font-family:monospace">604 128</td></tr>
<tr><td style="padding:16px;font-size:11px;color:#777">Banco Jacaranda S.A. — CNPJ 12.345.678/0001-90 — Av. Paulista, 1000, São Paulo/SP, CEP 01310-100</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    expected: '582914',
    from: 'sakura-card@mail.sakuracard.example',
    subject: '【さくらカード】本人認証（3Dセキュア）ワンタイムパスワードのお知らせ',
    charset: 'iso-2022-jp',
    cte: '7bit',
    text: `さくらカードをご利用いただきありがとうございます。

ご利用内容
　加盟店名：ＴＯＫＹＯ　ＳＨＯＰ
　利用金額：１２，８００円
　ご利用日時：２０２６年１１月２４日　１０：３２

ワンタイムパスワード：５８２９１４

有効期限は１０分です。このパスワードは他人に教えないでください。

株式会社さくらカード　〒100-0005 東京都千代田区丸の内1-1-1`,
  },
  {
    expected: '482913',
    from: 'Hanbit Card <noreply@hanbitcard.example>',
    subject: '[한빛카드] 결제 인증번호 안내',
    charset: 'euc-kr',
    text: `안녕하세요, 한빛카드입니다.

결제 정보
- 가맹점: 온라인마켓
- 결제금액: 58,900원
- 카드번호: 9430-****-****-1127
- 승인일시: 2026.11.24 10:21

인증번호 [482913] 를 입력하여 결제를 완료해 주세요.
인증번호는 3분간 유효합니다.

고객센터 1588-0000`,
  },
  {
    expected: '539120',
    from: 'service@bank-hexie.example',
    subject: '交易验证码',
    charset: 'gb2312',
    text: `尊敬的客户：

您正在进行尾号8823的银行卡网上支付，金额￥1,280.00，商户：京东商城。
验证码：539120，5分钟内有效，请勿泄露给他人。

如非本人操作，请致电95566。
和谐银行`,
  },
  {
    expected: '7391',
    from: 'Volga Bank <notify@volgabank.example>',
    subject: 'Подтверждение операции',
    charset: 'koi8-r',
    text: `Здравствуйте, Анна Сергеевна!

Перевод по номеру телефона
Сумма: 4 500,00 руб.
Получатель: Иван П.
Карта списания: *1234

Код подтверждения: 7391

Никому не сообщайте этот код, даже сотрудникам банка.
Горячая линия 8 800 100-10-10`,
  },
  {
    expected: '218504',
    from: 'Dnipro Bank <info@dniprobank.example>',
    subject: 'Код для підтвердження платежу',
    charset: 'windows-1251',
    text: `Вітаємо!

Ви здійснюєте оплату 1 320,00 грн на сайті ROZETKA.EXAMPLE карткою **** 6615.

Код для підтвердження платежу: 218 504

Код дійсний 5 хвилин. Нікому його не повідомляйте.

АТ "Дніпро Банк", ЄДРПОУ 14360570`,
  },
  {
    expected: '663018',
    from: 'Gulf Bank <alerts@gulfbank.example>',
    subject: 'رمز التحقق لعملية الشراء',
    charset: 'windows-1256',
    text: `عزيزي العميل،

عملية شراء بمبلغ 450.00 درهم لدى متجر نون
البطاقة المنتهية بـ 3391

رمز التحقق لمرة واحدة: 663018

صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص.
بنك الخليج - هاتف 800 4422`,
  },
  {
    expected: '771204',
    from: 'Trapeza Aigaiou <ebanking@trapeza-aigaiou.example>',
    subject: 'Κωδικός μιας χρήσης για αγορά',
    charset: 'iso-8859-7',
    text: `Αγαπητέ πελάτη,

Αγορά με κάρτα **** 5520
Έμπορος: SKROUTZ.EXAMPLE
Ποσό: 89,90 EUR

Κωδικός μιας χρήσης: 771 204

Ο κωδικός ισχύει για 5 λεπτά.
Τράπεζα Αιγαίου Α.Ε., ΑΦΜ 094014201`,
  },
  {
    expected: '482913',
    from: 'Bharat Pay <alerts@bharatpay.example>',
    subject: 'लेनदेन ओटीपी',
    text: `प्रिय ग्राहक,

आपके कार्ड XX4471 से ₹ 2,499.00 के भुगतान (व्यापारी: फ्लिपकार्ट) के लिए आपका ओटीपी ४८२९१३ है।
यह ओटीपी 10 मिनट के लिए मान्य है। इसे किसी के साथ साझा न करें।

भारत पे, टोल फ्री 1800 200 3344`,
  },
  {
    expected: '583920',
    from: 'Siam Bank <otp@siambank.example>',
    subject: 'รหัส OTP สำหรับทำรายการ',
    charset: 'windows-874',
    text: `เรียน ลูกค้า

ท่านกำลังโอนเงิน 5,000.00 บาท ไปยังบัญชี xxx-x-x4471-x

รหัส OTP คือ 583920 (Ref: KXPQ)
รหัสมีอายุ 5 นาที กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น

ธนาคารสยาม โทร 02 777 7777`,
  },
  {
    expected: '120394',
    from: 'Bank Nusantara <no-reply@banknusantara.example>',
    subject: 'Kode OTP transaksi',
    html: `<html><body><p>Yth. Bapak/Ibu,</p>
<table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><td>Jenis transaksi</td><td>Transfer antarbank</td></tr>
<tr><td>Nominal</td><td>Rp 2.750.000</td></tr>
<tr><td>Rekening tujuan</td><td>0881 2345 6789</td></tr>
<tr><td>No. Referensi</td><td>88201734</td></tr>
<tr><td>Kode OTP</td><td><b>120 394</b></td></tr>
</table>
<p>Masukkan kode OTP di atas untuk menyelesaikan transaksi. Berlaku 3 menit.</p>
<p style="font-size:11px">PT Bank Nusantara Tbk, terdaftar dan diawasi oleh OJK.</p></body></html>`,
  },
  // ---- Replies and forwards in many languages ----
  {
    expected: '739104',
    from: 'Sanne de Vries <sanne@studio-vries.example>',
    subject: 'RE: inlogcode portaal',
    text: `Hoi Mark,

De vorige werkte bij jou niet, dus ik heb een nieuwe aangevraagd. Deze komt net binnen:

73 91 04

Gr. Sanne

Van: Mark Jansen <mark@studio-vries.example>
Verzonden: dinsdag 24 november 2026 09:12
Aan: Sanne de Vries <sanne@studio-vries.example>
Onderwerp: inlogcode portaal

Hoi Sanne, de code 551 208 uit je vorige mail is verlopen. Kun je een nieuwe sturen?`,
  },
  {
    expected: '306718',
    from: 'Giulia Conti <giulia.conti@studiolegale.example>',
    subject: 'I: Codice di verifica PEC',
    text: `Ciao Marco, ti inoltro il codice: inseriscilo tu nel portale, io sono in udienza fino alle 13.

---------- Messaggio inoltrato ---------
Da: PEC Sicura <noreply@pecsicura.example>
Data: mar 24 nov 2026 alle ore 10:03
Oggetto: Codice di verifica PEC
A: <giulia.conti@studiolegale.example>

Gentile utente,
il codice di verifica per accedere alla tua casella PEC è 306718.
Il codice scade tra 15 minuti.

PEC Sicura S.p.A. - P.IVA 01234567890`,
  },
  {
    expected: 'Q7RM-2KX9',
    from: 'Erik Lund <erik.lund@byggfirma.example>',
    subject: 'SV: Aktiveringskod till tidrapporten',
    charset: 'iso-8859-1',
    text: `Hej Karin!

Jag har skapat en ny åt dig, den gamla är spärrad:

Koden är Q7RM-2KX9

Mvh Erik

Från: Karin Ek <karin.ek@byggfirma.example>
Skickat: den 23 november 2026 16:40
Till: Erik Lund <erik.lund@byggfirma.example>
Ämne: Aktiveringskod till tidrapporten

Hej, koden K4PL-7ZQ2 fungerar inte längre. /Karin`,
  },
  {
    expected: '5T8KQ2',
    from: 'Emre Yilmaz <emre@yazilimevi.example>',
    subject: 'YNT: VPN doğrulama kodu',
    text: `Merhaba Ayşe,

yeni kodu sistemden aldım, bunu dene: 5T8KQ2

Kolay gelsin,
Emre

Ayşe Demir <ayse@yazilimevi.example> şunu yazdı:
> Emre, 4K9PZ1 kodu hata veriyor, yenisini gönderebilir misin?
>
> Ayşe`,
  },
  {
    expected: '82910471',
    from: 'Jonas Weber <jonas.weber@kanzlei-weber.example>',
    subject: 'AW: Zugang Mandantenportal',
    charset: 'iso-8859-1',
    text: `Hallo Frau Krüger,

hier der Code, den ich gerade per SMS bekommen habe: 8291 0471
Bitte gleich eingeben, er gilt nur 10 Minuten.

Viele Grüße
Jonas Weber

Am 24.11.2026 um 10:05 schrieb Petra Krüger <p.krueger@kanzlei-weber.example>:
> Herr Weber, können Sie mir den Zugangscode schicken? Die SMS geht an Ihre Nummer (0171 4482913).`,
  },
  {
    expected: null,
    from: 'Carmen Ruiz <carmen.ruiz@gestoria.example>',
    subject: 'Re: Tu código de acceso a la sede',
    text: `Gracias Pablo, ya he podido entrar sin problema. Te aviso si necesito algo más.

Un saludo,
Carmen

El lun, 23 nov 2026 a las 17:20, Pablo Gil (<pablo.gil@gestoria.example>) escribió:
> Hola Carmen, tu código de acceso es 448 201, caduca en una hora.`,
  },
  {
    expected: '291406',
    from: 'Léa Martin <lea.martin@agence-lumen.example>',
    subject: 'TR: Votre code de connexion Factura',
    html: `<div>Salut Hugo, c'est pour le compte client, tu peux t'en occuper ?</div><div><br></div>
<div class="gmail_quote"><div>-------- Message transféré --------</div>
<div><b>De :</b> Factura &lt;noreply@factura.example&gt;<br><b>Date :</b> mardi 24 novembre 2026 à 10:20<br><b>Objet :</b> Votre code de connexion Factura<br><b>À :</b> lea.martin@agence-lumen.example</div><br>
<table><tr><td>Voici votre code de connexion :</td></tr><tr><td style="font-size:24px"><strong>291406</strong></td></tr><tr><td>Il expire dans 10 minutes.</td></tr>
<tr><td style="font-size:10px">Factura SAS · 12 rue de la Paix, 75002 Paris · RCS Paris 812 345 678</td></tr></table></div>`,
  },
  {
    expected: '640193',
    from: 'Oksana Kovalenko <oksana@agro-plus.example>',
    subject: 'Re: Код для входу в кабінет',
    charset: 'windows-1251',
    text: `Добрий день, Андрію!

Попередній код вже не діє, ось новий — 640193. Введіть його протягом 10 хвилин.

З повагою,
Оксана

пн, 23 лист. 2026 р. о 18:02 Андрій <andriy@agro-plus.example> пише:
> Оксано, код 118205 не спрацював. Надішліть, будь ласка, ще раз.`,
  },
  {
    expected: '4417',
    from: '"Tanaka Yui" <yui.tanaka@kaisha.example>',
    subject: 'Re: 共有フォルダの確認コード',
    charset: 'iso-2022-jp',
    cte: '7bit',
    text: `佐藤さん

お疲れさまです。新しい確認コードが届きました。
4417
です。よろしくお願いします。

田中

2026年11月24日(火) 9:40 Sato <sato@kaisha.example>:
> 田中さん、前回のコード 9052 は期限切れでした。`,
  },
  // ---- Unusual shapes, tables of numbers, subject-only, spaced, other scripts ----
  {
    expected: 'xk7-2m9-pq4',
    from: 'Pixelforge <security@pixelforge.example>',
    subject: 'Confirm your new device',
    text: `Hi Dana,

Someone (hopefully you) is signing in to Pixelforge from Firefox on Linux (Berlin, DE).

Device confirmation code:
xk7-2m9-pq4

Type it exactly as shown. It works once and expires in 20 minutes.

Pixelforge Inc. · 410 Townsend St, San Francisco, CA 94107`,
  },
  {
    expected: 'A7B-92C',
    from: 'Universidad del Sur <no-reply@campus.usur.example>',
    subject: 'Verificación de tu correo institucional',
    html: `<html><body><p>Estimado/a estudiante (DNI ****4913, expediente 20264471):</p>
<p>Para activar tu correo institucional introduce el siguiente código en el campus virtual:</p>
<p style="font-family:Courier New,monospace;font-size:22px;background:#f3f3f3;padding:10px;display:inline-block">A7B-92C</p>
<p>Aula 2.14 · Edificio B · Extensión 4471</p>
<p style="font-size:11px">Universidad del Sur · Av. de la Universidad 30, 41013 Sevilla</p></body></html>`,
  },
  {
    expected: '830611',
    from: 'Marketly <account@marketly.example>',
    subject: 'Verify your email to keep selling',
    html: `<html><body>${hiddenPreheader('Your listings are on hold until you verify')}
<h3>Your active listings</h3>
<table cellpadding="4" border="0">
<tr><th>Listing</th><th>ID</th><th>Price</th><th>Views</th></tr>
<tr><td>Road bike 54cm</td><td>204471</td><td>€ 420</td><td>318</td></tr>
<tr><td>Espresso machine</td><td>204588</td><td>€ 95</td><td>77</td></tr>
<tr><td>Desk lamp</td><td>205102</td><td>€ 18</td><td>41</td></tr>
</table>
<p>To keep them online, verify your email address with this code:</p>
<p style="font-size:26px;font-weight:bold">830611</p>
<p>Listings stay paused until you enter it. Seller no. 7720194</p>
<p style="font-size:11px;color:#999">Marketly B.V., Keizersgracht 100, 1015 CS Amsterdam, KvK 81234567</p></body></html>`,
  },
  {
    expected: '593017',
    from: 'Stadtportal <noreply@stadtportal.example>',
    subject: 'Ihr Bestätigungscode: 593017',
    text: `Guten Tag,

bitte geben Sie den Code aus dem Betreff dieser Nachricht im Bürgerportal ein, um Ihre E-Mail-Adresse zu bestätigen.

Vorgangsnummer: 2026-114471
Ihr Bürgerportal der Stadt Neuenstein
Rathausplatz 1, 74632 Neuenstein`,
  },
  {
    expected: '280471',
    from: 'Korimart <no-reply@korimart.example>',
    subject: '【コリマート】認証番号：280471',
    text: `コリマートをご利用いただきありがとうございます。
件名に記載の認証番号をアプリに入力してください。
有効期限：10分

※本メールは送信専用です。
株式会社コリマート　お問い合わせ 0120-444-555`,
  },
  {
    expected: '482913',
    from: 'Gamevault <noreply@gamevault.example>',
    subject: 'Gamevault login verification',
    html: `<html><body style="background:#111;color:#eee">
<p>Use the code below to finish signing in to Gamevault.</p>
<table cellspacing="6"><tr>
<td style="border:1px solid #555;font-size:28px;padding:8px">4</td><td style="border:1px solid #555;font-size:28px;padding:8px">8</td><td style="border:1px solid #555;font-size:28px;padding:8px">2</td>
<td style="border:1px solid #555;font-size:28px;padding:8px">9</td><td style="border:1px solid #555;font-size:28px;padding:8px">1</td><td style="border:1px solid #555;font-size:28px;padding:8px">3</td>
</tr></table>
<p>Player ID 10044712 · Region EU-West · Build 2.18.4</p>
<p style="font-size:10px">© 2026 Gamevault Entertainment Ltd.</p></body></html>`,
  },
  {
    expected: '582019',
    from: 'Nubo <naoresponda@nubo.example>',
    subject: 'Seu código Nubo',
    text: `582019 é o seu código de verificação do Nubo. Não compartilhe com ninguém.

Se não foi você, ignore esta mensagem.
Nubo Pagamentos S.A. — CNPJ 18.236.120/0001-58`,
  },
  {
    expected: '482019',
    from: 'Kela-palvelu <noreply@asiointi.example>',
    subject: 'Vahvistuskoodi',
    charset: 'iso-8859-1',
    text: `Hei,

kirjautuaksesi asiointipalveluun tarvitset vahvistuskoodin.

Vahvistuskoodisi:

482 019

Koodi on voimassa 10 minuuttia. Asiakasnumero 4471-2290.

Asiointipalvelu, PL 450, 00056 Helsinki`,
  },
  {
    expected: '482913',
    from: 'Sabz Bank <info@sabzbank.example>',
    subject: 'کد تأیید ورود',
    text: `مشتری گرامی،
کد تأیید ورود شما به اینترنت بانک: ۴۸۲۹۱۳
این کد تا ۲ دقیقه معتبر است.
شماره پشتیبانی: ۰۲۱-۸۸۴۴۵۵۶۶`,
  },
  {
    expected: 'F7K2Q',
    from: 'Steamy Guard <noreply@steamy.example>',
    subject: 'Your Steamy account: Access from new computer',
    text: `Dear gamer_4471,

Here is the Steamy Guard code you need to login to account gamer_4471:

F7K2Q

This email was generated because of a login attempt from a web or mobile device located at 84.112.20.7 (AT).

Steamy Support · 10400 NE 4th St, Bellevue, WA 98004`,
  },
  {
    expected: '7720',
    from: 'CoinHarbor <security@coinharbor.example>',
    subject: 'Confirm your withdrawal',
    html: `<html><body><p>You requested a withdrawal:</p>
<ul><li>Amount: 0.04120000 BTC</li><li>Address: bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</li><li>Network fee: 0.00001500 BTC</li><li>Request ID: 9920417</li></ul>
<p>Withdrawal confirmation code: <b>7720</b></p>
<p>If you did not request this, freeze your account immediately.</p></body></html>`,
  },
  {
    expected: '731942',
    from: 'Impots Direct <ne-pas-repondre@impots-direct.example>',
    subject: 'Votre code à usage unique',
    charset: 'iso-8859-15',
    text: `Madame, Monsieur,

Vous avez demandé à vous connecter à votre espace particulier.
Numéro fiscal : 1 23 45 678 901 23

Code à usage unique : 731942

Ce code est valable 10 minutes.

La Direction des services fiscaux`,
  },
  {
    expected: '731942',
    from: 'Praxisportal <no-reply@praxisportal.example>',
    subject: 'Ihr Einmalcode für das Patientenportal',
    text: `Liebe Frau Hoffmann,

Ihr Einmalcode lautet 73-19-42. Bitte geben Sie ihn ohne Bindestriche ein.

Termin: Do, 26.11.2026, 08:40 Uhr (Versichertennr. A123456789)

Ihre Praxis Dr. Berg, Telefon 089 2020 4471`,
  },
  {
    expected: '730194',
    from: 'PeopleDesk HR <hr-noreply@peopledesk.example>',
    subject: 'Your temporary PIN for PeopleDesk',
    text: `Hello Sam,

Your temporary PIN is 730194. Use it to sign in for the first time; you will then choose your own password.

Employee ID: 4410293
Start date: 1 December 2026
Location: Building 3, Floor 2, Desk 2-114

PeopleDesk HR`,
  },
  {
    expected: 'K7XQ9P2MZ4',
    from: 'Cloudvault <auth@cloudvault.example>',
    subject: 'Cloudvault recovery verification',
    text: `We received a request to recover access to your Cloudvault.

Recovery verification code: K7XQ9P2MZ4

Ticket 2026-11-4471 was opened for this request. Enter the code in the recovery form to continue.`,
  },
  // ---- Traps full of numbers and code words ----
  {
    expected: null,
    from: 'Modehaus Kranich <newsletter@modehaus-kranich.example>',
    subject: 'Black Friday: -30 % auf alles!',
    charset: 'windows-1252',
    html: `<html><body>${hiddenPreheader('Nur bis Sonntag')}
<h1>BLACK FRIDAY</h1><p>30 % Rabatt auf das gesamte Sortiment – nur bis 29.11.2026.</p>
<p>Ihr Gutscheincode:</p><p style="font-size:28px;font-weight:bold">BF2026-30</p>
<p>Einfach an der Kasse eingeben. Mindestbestellwert 50 €.</p>
<p>Art.-Nr. 448201 Wollmantel 189,00 € · Art.-Nr. 448377 Schal 39,95 €</p>
<p style="font-size:10px">Modehaus Kranich GmbH · Königstraße 12 · 70173 Stuttgart · HRB 724411 · <a href="https://modehaus-kranich.example/abmelden?u=8812">Abmelden</a></p></body></html>`,
  },
  {
    expected: null,
    from: 'ParcelPoint <powiadomienia@parcelpoint.example>',
    subject: 'Paczka czeka w automacie WAW22M',
    text: `Twoja paczka 620018304471229588 czeka w automacie WAW22M (ul. Grójecka 128, Warszawa).

Kod odbioru: 482913
Numer telefonu: 600 *** 412

Masz czas na odbiór do 27.11.2026, godz. 10:14.

ParcelPoint sp. z o.o., NIP 679-282-11-22`,
  },
  {
    expected: null,
    from: 'Kaigi Cloud <no-reply@kaigicloud.example>',
    subject: '会議招待: 週次定例ミーティング',
    text: `山本さんが会議に招待しています。

トピック: 週次定例ミーティング
日時: 2026年11月26日 10:00 東京

ミーティングに参加する
https://kaigicloud.example/j/84522910374?pwd=Qm9kTzRhZ1ZK

ミーティングID: 845 2291 0374
パスコード: 482913`,
  },
  {
    expected: null,
    from: 'Compte Nuage <securite@comptenuage.example>',
    subject: 'Vos codes de secours',
    html: `<html><body><p>Voici vos codes de secours. Chaque code ne peut être utilisé qu'une fois. Conservez-les en lieu sûr.</p>
<table><tr><td>4829-1037</td><td>5521-9904</td></tr><tr><td>7730-1842</td><td>1046-2295</td></tr><tr><td>8813-5570</td><td>3391-0628</td></tr></table>
<p>Généré le 24/11/2026.</p></body></html>`,
  },
  {
    expected: null,
    from: 'Volare Italia <prenotazioni@volareitalia.example>',
    subject: 'Conferma prenotazione volo VI 1184',
    text: `Gentile Sig.ra Bianchi,

la sua prenotazione è confermata.

Codice di prenotazione (PNR): K7XQ9P
Volo VI 1184 Roma FCO - Catania CTA
Data: 02/12/2026, partenza 07:45
Posto: 14C
Biglietto n. 055 2148829103

Check-in online da 48 ore prima della partenza.`,
  },
  {
    expected: null,
    from: 'Sparkasse Nordwest <info@sparkasse-nordwest.example>',
    subject: 'Ihr pushTAN-Verfahren wurde eingerichtet',
    charset: 'iso-8859-1',
    text: `Sehr geehrter Herr Albers,

Ihr pushTAN-Verfahren wurde am 24.11.2026 um 09:14 Uhr erfolgreich auf Ihrem neuen Gerät (iPhone 15) eingerichtet.

Auftragsnummer: 4829133
Kundennummer: 7701 2294

Falls Sie das nicht waren, rufen Sie uns unter 0541 331-0 an.

Sparkasse Nordwest`,
  },
  {
    expected: null,
    from: 'Tienda Sol <regalos@tiendasol.example>',
    subject: 'Tu tarjeta regalo de 50 €',
    text: `¡Hola! Marta te ha enviado una tarjeta regalo.

Número de la tarjeta: 4829 1937 5521 0042
PIN: 8841
Saldo: 50,00 €
Válida hasta: 24/11/2028

Canjéala en tiendasol.example o en cualquier tienda.`,
  },
  {
    expected: null,
    from: 'Hôte Camille <camille@chambres-lumiere.example>',
    subject: 'Infos pour votre arrivée demain',
    charset: 'iso-8859-1',
    text: `Bonjour Thomas,

Tout est prêt pour votre arrivée demain à partir de 15h.

Adresse : 18 rue des Tanneurs, 67000 Strasbourg
Le code de la porte d'entrée est 4829B, puis 2e étage, appartement 21.
Wi-Fi : Lumiere-21, mot de passe 77204415

Bon voyage !
Camille - 06 12 34 56 78`,
  },
  {
    expected: null,
    from: 'Nara Mall <no-reply@naramall.example>',
    subject: '[나라몰] 인증번호 유효시간 만료 안내',
    text: `고객님, 요청하신 인증번호 [482913]의 유효시간(3분)이 만료되었습니다.

인증을 계속하려면 앱에서 인증번호를 다시 요청해 주세요.

나라몰 고객센터 1544-0000`,
  },
  {
    expected: null,
    from: 'Energie Holland <facturen@energieholland.example>',
    subject: 'Uw factuur november 2026',
    text: `Beste klant,

Uw factuur van november staat klaar.

Klantnummer: 482913
Factuurnummer: 2026-114471
Betalingskenmerk: 7001 2345 6789 0123
Bedrag: € 142,18, wordt op 28-11-2026 afgeschreven van NL91 ABNA 0417 1643 00.

Energie Holland B.V.`,
  },
  {
    expected: null,
    from: 'Hotell Fjord <reception@hotellfjord.example>',
    subject: 'Välkommen till Hotell Fjord',
    text: `Hej Anna!

Välkommen! Ditt rum är 412 och incheckning sker från 15:00.

WiFi-nätverk: Fjord-Guest
WiFi-kod: 48291357

Frukost serveras 06:30-10:00. Bokningsnummer 2026-4471.`,
  },
  {
    expected: null,
    from: 'Shunfeng Express <notice@shunfeng.example>',
    subject: '您的包裹已到達取件點',
    charset: 'big5',
    text: `您好，

您的包裹已送達自助取件櫃。

運單號碼：SF1234567890
取件碼：4829
取件櫃地址：台北市信義區松仁路100號

請於3日內取件。`,
  },
  {
    expected: null,
    from: 'Ilk Telekom <fatura@ilktelekom.example>',
    subject: 'Kasım 2026 faturanız hazır',
    text: `Sayın Abonemiz,

Müşteri numaranız: 48291357
Fatura tutarı: 249,90 TL
Son ödeme tarihi: 05.12.2026
Hat numarası: 0532 448 20 13

Faturanızı uygulamadan ödeyebilirsiniz.`,
  },
  {
    expected: null,
    from: 'Northbank Security <security@northbank.example>',
    subject: 'We blocked a sign-in attempt',
    text: `Hi Priya,

Someone tried to sign in to your Northbank account from an unknown device (Lagos, NG) and asked for a one-time code.
We blocked the attempt. Do NOT enter or share the code 482913 that you may have received by SMS: it was requested by someone else.

No action is needed. If you want, change your password in the app.`,
  },
  {
    expected: null,
    from: 'Paulo Reis <paulo.reis@imobiliaria.example>',
    subject: 'Chaves e alarme do apartamento',
    text: `Olá Ana,

As chaves estão com o porteiro. O código do alarme é 4471 e o do portão da garagem é 829104.
Qualquer dúvida ligue: (21) 99876-5432.

Abraço,
Paulo`,
  },

  // ---- Second batch (written after the first batch was tuned on; scored untouched first) ----
  {
    expected: '583920',
    from: 'Ledgerline <no-reply@ledgerline.example>',
    subject: 'Correction: your Ledgerline verification code',
    text: `Hi Noor,

Correction to our email from 10:02: the verification code in it (482 913) was printed wrongly and will not work.

Your correct verification code is 583 920.

Sorry for the trouble,
Ledgerline · 88 Wharf Rd, London N1 7GR`,
  },
  {
    expected: '771042',
    from: 'Stadtwerke Elbtal <kundenportal@stadtwerke-elbtal.example>',
    subject: 'Korrektur: Ihr Freischaltcode',
    charset: 'iso-8859-1',
    text: `Sehr geehrte Frau Neumann,

in unserem Schreiben von heute Morgen wurde Ihnen versehentlich ein falscher Freischaltcode genannt. Bitte verwenden Sie stattdessen:

771042

Zählernummer: 1ESY1160482913
Vertragskonto: 2004471229

Stadtwerke Elbtal GmbH · Am Kraftwerk 3 · 01067 Dresden`,
  },
  {
    expected: '582019',
    from: 'Bottega Verde <clienti@bottegaverde.example>',
    subject: 'Il tuo codice di accesso: 582019',
    text: `Ciao Francesca,

grazie per il tuo ordine n. 48213920 del 23/11/2026 (totale 64,80 €).

Per vedere lo stato della spedizione accedi all'area clienti con il codice indicato nell'oggetto.

Bottega Verde S.r.l. - P.IVA 04218830964`,
  },
  {
    expected: '482913',
    from: 'Hostwave Support <support@hostwave.example>',
    subject: 'Your verification code',
    text: `Hello,

Your verification code: 482913
Your request ID: 583920
Account number: ****4471

Enter the verification code in the support chat so we can confirm it's you. Never tell us your password.

Hostwave Ltd.`,
  },
  {
    expected: '40718265',
    from: 'Mutuelle Horizon <espace@mutuelle-horizon.example>',
    subject: 'Code de vérification de votre espace adhérent',
    html: `<html><body><p>Madame, Monsieur,</p>
<p>N° adhérent : 10482913 &nbsp;|&nbsp; N° de sécurité sociale : 2 85 07 75 112 048 33</p>
<p>Votre code de vérification :</p><p style="font-size:24px"><strong>40718265</strong></p>
<p>Ce code à 8 chiffres est valable 15 minutes.</p>
<p style="font-size:10px">Mutuelle Horizon, régie par le Code de la mutualité, SIREN 775 671 878</p></body></html>`,
  },
  {
    expected: '582019',
    from: 'SkyMiles Club <club@skylane.example>',
    subject: 'Confirm your email and earn 500 bonus miles ✈',
    html: `<html><body style="font-family:Helvetica">${hiddenPreheader('One step left - plus 20% off your next flight with code FLY20')}
<table width="600" align="center"><tr><td><img src="https://img.skylane.example/hero.jpg" width="600" alt="Skylane"></td></tr>
<tr><td style="padding:20px"><h1>Almost there, Tom!</h1><p>Confirm your email address to activate your SkyMiles Club account and collect 500 bonus miles.</p>
<p>Your confirmation code:</p><p style="font-size:32px;font-weight:bold;color:#0a4">582019</p></td></tr>
<tr><td style="padding:20px;background:#f6f6f6"><h3>Winter sale</h3><p>Save 20% on flights to 120 destinations with promo code <b>FLY20</b> at checkout. Valid until 30/11/2026.</p>
<p>London → Lisbon from £49 · London → Oslo from £59</p></td></tr>
<tr><td style="font-size:10px;color:#999;padding:20px">Skylane Airways Ltd, 1 Airport Way, Crawley RH6 0NP. Member no. 7720194471. <a href="https://skylane.example/unsubscribe?m=7720194471">Unsubscribe</a></td></tr></table></body></html>`,
  },
  {
    expected: '804417',
    from: 'Instapic <security@mail.instapic.example>',
    subject: '804417 is your Instapic code',
    charset: 'euc-kr',
    html: `<html><body><table width="100%"><tr><td align="center">
<p style="font-size:16px">안녕하세요 minji_0412님,</p>
<p>로그인을 완료하려면 아래 코드를 입력하세요.</p>
<p style="font-size:30px;letter-spacing:4px">804417</p>
<p style="color:#888">요청하지 않으셨다면 이 메일을 무시하세요.</p>
<p style="color:#aaa;font-size:11px">&copy; Instapic, 1601 Willow Road, Menlo Park, CA 94025</p></td></tr></table></body></html>`,
  },
  {
    expected: '48291037',
    from: 'Vivaz Telecom <ativacao@vivaz.example>',
    subject: 'Ative seu novo chip',
    text: `Olá, Rafael!

Seu chip Vivaz (número (11) 94471-2290, ICCID 8955 1100 0012 3456 789) já está a caminho.

Quando ele chegar, informe no app o código de ativação:

4829 1037

Plano: Vivaz Controle 25 GB - R$ 59,99/mês
Protocolo de atendimento: 2026112448213`,
  },
  {
    expected: '7HJ2KQ',
    from: 'Aurora Air <checkin@auroraair.example>',
    subject: 'Online check-in: verify it is you',
    text: `Dear Ms Lindqvist,

You started online check-in for booking Q2X8LM (flight AU 318, Stockholm ARN - Reykjavik KEF, 26 Nov 2026).

To continue, enter this verification code on the check-in page:
7HJ2KQ

Booking reference: Q2X8LM
Seat: 17A · Baggage: 1 x 23 kg

Aurora Air hf., Reykjavik`,
  },
  {
    expected: '482913',
    from: 'TaxisNet <noreply@taxisnet.example>',
    subject: 'Κωδικός επαλήθευσης',
    charset: 'iso-8859-7',
    text: `Αγαπητέ χρήστη,

Για τη σύνδεσή σας στην εφαρμογή (ΑΦΜ: 094014201) χρησιμοποιήστε τον κωδικό επαλήθευσης:

482913

Ο κωδικός λήγει σε 10 λεπτά.
Ανεξάρτητη Αρχή Δημοσίων Εσόδων`,
  },
  {
    expected: '582019',
    from: 'USOS <usos@uczelnia.example>',
    subject: 'Kod weryfikacyjny USOS',
    charset: 'iso-8859-2',
    text: `Dzień dobry,

Nr albumu: 412345
Kierunek: Informatyka, rok 2

Twój kod weryfikacyjny do logowania w USOSweb: 582019

Kod jest ważny 10 minut.
Dział Kształcenia, pok. 214, tel. 71 320 44 71`,
  },
  {
    expected: '58203917',
    from: '1177 Journal <noreply@journal.example>',
    subject: 'Din engångskod',
    charset: 'iso-8859-1',
    text: `Hej!

Din engångskod för att logga in på journalen är 5820 3917.

Personnummer: 19850412-****
Vårdcentral: Söder, Götgatan 48, 118 26 Stockholm

Hälsningar,
Journaltjänsten`,
  },
  {
    expected: '582019',
    from: 'service@game-tianxia.example',
    subject: '天下遊戲 帳號驗證',
    charset: 'big5',
    text: `親愛的玩家您好：

您的遊戲帳號（ID：100447120）正在進行綁定手機操作。
您的驗證碼為【582019】，請於10分鐘內輸入。

天下遊戲客服中心 02-2700-4471`,
  },
  {
    expected: '771204',
    from: 'KriptoPara <guvenlik@kriptopara.example>',
    subject: 'Çekim işlemi onayı',
    text: `Merhaba,

0,0412 BTC çekim talebiniz alındı.
Adres: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq
İşlem ID: 9920417

Çekim onay kodunuz: 771204

Bu işlemi siz yapmadıysanız hesabınızı hemen dondurun.`,
  },
  {
    expected: '482913',
    from: 'Gosuslugi <no-reply@gosuslugi-portal.example>',
    subject: 'Код для входа',
    charset: 'windows-1251',
    text: `Ваш код [482-913] для входа на портал.

Никому не сообщайте код. Если вы не запрашивали вход, смените пароль.
СНИЛС: 112-233-445 95`,
  },
  {
    expected: '582019',
    from: 'Instagrom <security@instagrom.example>',
    subject: 'Connexion à Instagrom',
    charset: 'iso-8859-1',
    text: `582019 est votre code de vérification Instagrom.

Quelqu'un a essayé de se connecter à votre compte depuis Paris, France (24 novembre 2026, 10:41).

Instagrom, 1 Hacker Way, Menlo Park, CA 94025`,
  },
  {
    expected: '582019',
    from: 'eMAG <cont@emag.example>',
    subject: 'Verificare cont',
    charset: 'iso-8859-16',
    text: `Bună ziua,

Codul tău de verificare este:
582019

Comanda ta nr. 441229053 a fost înregistrată.
eMAG, Șos. Virtuții 148, București`,
  },
  {
    expected: '582019',
    from: 'Ugyfelkapu <ertesites@ugyfelkapu.example>',
    subject: 'Belépési kód',
    charset: 'iso-8859-2',
    text: `Tisztelt Felhasználó!

A belépéshez szükséges kódod: 5 8 2 0 1 9

Ügyfélazonosító: 4471-2290-01
Kérjük, ne add ki senkinek.`,
  },
  {
    expected: '582019',
    from: 'Souq Now <no-reply@souqnow.example>',
    subject: 'رمز التحقق',
    html: `<html dir="rtl"><body><p>مرحباً،</p><p>رمز التحقق الخاص بك هو <b style="font-size:22px">٥٨٢٠١٩</b></p><p>رقم الطلب: ٤٤١٢٢٩٠٥</p><p>صالح لمدة ١٠ دقائق.</p></body></html>`,
  },
  {
    expected: '582019',
    from: 'Dhaka Pay <otp@dhakapay.example>',
    subject: 'আপনার ওটিপি',
    text: `প্রিয় গ্রাহক,
আপনার ওটিপি: ৫৮২০১৯
লেনদেনের পরিমাণ: ৳ ২,৫০০.০০
হটলাইন: ১৬২৪৭`,
  },
  {
    expected: '582019',
    from: 'Krungthai Shop <noreply@ktshop.example>',
    subject: 'รหัสยืนยันการสมัครสมาชิก',
    text: `รหัสยืนยันของคุณคือ ๕๘๒๐๑๙
กรุณากรอกรหัสภายใน ๕ นาที
เลขที่สมาชิก ๑๐๐๔๔๗๑`,
  },
  {
    expected: '582019',
    from: 'service@xiaoyu-shop.example',
    subject: '注册验证码',
    charset: 'gbk',
    text: `您好！

您正在注册小鱼商城账号，验证码：５８２０１９，１０分钟内有效。

客服热线：400-820-4471`,
  },
  {
    expected: '582019',
    from: 'Rita Alves <rita.alves@contabil.example>',
    subject: 'Re: Código do portal da prefeitura',
    text: `Em seg., 23 de nov. de 2026 às 17:40, Bruno <bruno@contabil.example> escreveu:
> Rita, o código que você mandou ontem (118530) expirou. Consegue gerar outro?
>
> Bruno

Gerei agora. Segue o novo: 582019

Rita`,
  },
  {
    expected: '582019',
    from: 'Lukas Bauer <lukas@bauer-it.example>',
    subject: 'AW: Code für das Kundenportal',
    text: `Hi Tim,

Am 24.11.2026 um 09:50 schrieb Tim Berger <tim@bauer-it.example>:
> Kannst du mir den Code fürs Kundenportal schicken? Der alte (118530) geht nicht mehr.

Klar, hier ist der neue: 582019

> Und gilt der auch für das Testsystem?

Nein, dafür brauchst du einen eigenen.

Lukas`,
  },
  {
    expected: '582019',
    from: '"Suzuki Ken" <ken.suzuki@kaisha.example>',
    subject: '転送: 【ShopNavi】確認コードのお知らせ',
    charset: 'iso-2022-jp',
    cte: '7bit',
    text: `山田さん

確認お願いします。

-------- 転送されたメッセージ --------
差出人: ShopNavi <no-reply@shopnavi.example>
件名: 【ShopNavi】確認コードのお知らせ

確認コード：582019
有効期限：30分`,
  },
  {
    expected: '582019',
    from: 'Park Jisoo <jisoo.park@company.example>',
    subject: '전달: 인증번호 안내',
    charset: 'euc-kr',
    text: `팀장님, 요청하신 인증번호 메일 전달드립니다.

---------- 전달된 메시지 ---------
보낸사람: 공공포털 <noreply@gongong.example>
제목: 인증번호 안내

인증번호는 [582019] 입니다. 5분 이내에 입력해 주세요.`,
  },
  {
    expected: '582019',
    from: 'Dimas <dimas@startup-id.example>',
    subject: 'Re: kode login dashboard',
    text: `Bro, kodenya 582019 ya, buruan sebelum expired.

Pada Sel, 24 Nov 2026 pukul 10.02 Rani <rani@startup-id.example> menulis:
> Dim, minta kode login dashboard dong, punyaku ke HP kamu.`,
  },
  {
    expected: '582019',
    from: 'Chris Okafor <chris@finops.example>',
    subject: 'shared AWS login',
    text: `hey - the 2FA thing for the shared AWS account just came in to my phone: 582 019

go go go, it dies in like 30 sec

c`,
  },
  {
    expected: '582019',
    from: 'Bituach <noreply@bituach.example>',
    subject: 'קוד אימות',
    charset: 'windows-1255',
    text: `שלום,

קוד האימות שלך: 582019

מספר פוליסה: 44122905
שירות לקוחות: 03-7654321`,
  },
  {
    expected: null,
    from: 'Teams Kalender <no-reply@teams-kalender.example>',
    subject: 'Einladung: Quartalsplanung Q1',
    charset: 'iso-8859-1',
    text: `Sie wurden zu einer Besprechung eingeladen.

Quartalsplanung Q1
Donnerstag, 26. November 2026, 14:00-15:30

Jetzt an der Besprechung teilnehmen
Besprechungs-ID: 345 882 019 77
Kennung: Xy7Kq2

Einwahl per Telefon: +49 69 1200 4471, Konferenz-ID: 582 019 44#`,
  },
  {
    expected: null,
    from: 'Elektro Nord <abholung@elektronord.example>',
    subject: 'Ihre Bestellung ist abholbereit',
    charset: 'iso-8859-1',
    text: `Guten Tag Herr Öztürk,

Ihre Bestellung 4482913 liegt in unserer Filiale Hamburg-Altona zur Abholung bereit.

Ihr Abholcode: 582019
Bitte zeigen Sie den Abholcode und einen Ausweis an der Kasse.

Abholung bis: 01.12.2026
Elektro Nord GmbH · Große Bergstraße 212 · 22767 Hamburg`,
  },
  {
    expected: null,
    from: 'Brewbox <hello@brewbox.example>',
    subject: 'Your coffee is running low ☕ 15% off inside',
    html: `<html><body>${hiddenPreheader('Restock before Monday')}<h2>Time to restock?</h2>
<p>Your last order (#582019) is 4 weeks old. Use code <b>SAVE15</b> at checkout for 15% off.</p>
<table><tr><td>Ethiopia Yirgacheffe 250 g</td><td>SKU 440172</td><td>€ 12,90</td></tr><tr><td>Colombia Huila 1 kg</td><td>SKU 440391</td><td>€ 39,00</td></tr></table>
<p style="font-size:10px">Brewbox GmbH · <a href="https://brewbox.example/unsub?u=44712">Unsubscribe</a></p></body></html>`,
  },
  {
    expected: null,
    from: 'Acme ID <security@acmeid.example>',
    subject: 'Your new recovery codes',
    text: `You generated new recovery codes for your Acme ID. Each can be used once if you lose your phone. Your old codes no longer work.

1035 8271 44
5820 1937 02
7730 1842 19
1046 2295 83
8813 5570 61
3391 0628 47
2290 4471 05
6619 3304 28

Store them somewhere safe.`,
  },
  {
    expected: null,
    from: 'Vuelos Iberica <reservas@vuelosiberica.example>',
    subject: 'Confirmación de tu reserva X7K2QP',
    text: `¡Gracias por volar con nosotros!

Localizador: X7K2QP
Código de reserva: X7K2QP
Vuelo VI 6204 Madrid MAD - Tenerife Norte TFN
Salida: 03/12/2026 09:15
Número de billete: 075 2148829103

Factura n.º 2026/114471`,
  },
  {
    expected: null,
    from: 'Bank Wislany <wyciagi@bankwislany.example>',
    subject: 'Wyciąg z rachunku za listopad 2026',
    charset: 'iso-8859-2',
    text: `Szanowny Kliencie,

w załączniku przesyłamy wyciąg z rachunku.

Numer rachunku: 12 1020 5558 1111 1234 5678 9012
Saldo na dzień 24.11.2026: 8 412,19 PLN
Numer klienta: 48291037

Hasło do pliku PDF to Twój PESEL.`,
  },
  {
    expected: null,
    from: 'Compte Nuage <securite@comptenuage.example>',
    subject: 'Nouvelle connexion à votre compte',
    charset: 'iso-8859-1',
    text: `Bonjour,

Une nouvelle connexion à votre compte a eu lieu :
Appareil : iPhone 15
Adresse IP : 88.120.4.19
Date : 24/11/2026 à 10:41
Lieu : Lyon, France

Si c'était vous, vous n'avez rien à faire. Sinon, changez votre mot de passe.`,
  },
  {
    expected: null,
    from: 'Lernplattform <noreply@lernplattform.example>',
    subject: 'Ihr Code ist abgelaufen',
    text: `Hallo Jana,

Ihr Bestätigungscode 582019 ist abgelaufen und kann nicht mehr verwendet werden.
Fordern Sie in der App einen neuen Code an.

Ihre Lernplattform`,
  },
  {
    expected: null,
    from: 'Concorso Natale <concorso@supermercati-sole.example>',
    subject: 'Sei iscritto al Concorso di Natale!',
    text: `Ciao Marco,

la tua partecipazione è registrata.
Il tuo numero di partecipazione: 582019
Codice scontrino: 4471-2290-1183

Estrazione il 20/12/2026. In bocca al lupo!`,
  },
  {
    expected: null,
    from: 'Stagepass <tickets@stagepass.example>',
    subject: 'Your tickets for Nordic Lights Festival',
    html: `<html><body><p>Here are your tickets.</p>
<table border="1" cellpadding="6"><tr><th>Ticket</th><th>Ticket code</th><th>Seat</th></tr>
<tr><td>Adult</td><td>8H2K-Q7LM-3X9P</td><td>Row 12, Seat 14</td></tr>
<tr><td>Adult</td><td>5T7R-M2QK-8W4N</td><td>Row 12, Seat 15</td></tr></table>
<p>Show the QR code at the entrance. Order 20261124-4471.</p></body></html>`,
  },
  {
    expected: null,
    from: 'Tech Summit Tokyo <info@techsummit.example>',
    subject: '【受付完了】Tech Summit Tokyo 2026 参加登録',
    text: `このたびはお申し込みありがとうございます。

受付番号：582019
日時：2026年12月3日（木）10:00〜
会場：東京国際フォーラム ホールB7

当日は受付番号をお伝えください。`,
  },
  {
    expected: null,
    from: 'Autohuur Direct <reserveringen@autohuur.example>',
    subject: 'Uw reservering is bevestigd',
    text: `Beste meneer De Wit,

Reserveringsnummer: 582019
Ophalen: vrijdag 27 november 2026, 08:00, Schiphol
Auto: VW Golf of vergelijkbaar

De sleutel ligt in de sleutelkluis bij de ingang; de pincode van de sleutelkluis is 4471.`,
  },
  {
    expected: null,
    from: 'Yemeksepet <kampanya@yemek.example>',
    subject: 'Arkadaşını davet et, 100 TL kazan',
    text: `Merhaba Ayşe,

Davet kodun: AYSE2026
Arkadaşın ilk siparişinde bu kodu kullanırsa ikiniz de 100 TL indirim kazanırsınız.

Kampanya 31.12.2026'ya kadar geçerlidir.`,
  },

  // ---- Third batch (written after the second batch was tuned on; scored untouched first) ----
  {
    expected: '639104',
    from: 'Viettel Pay <noreply@viettelpay.example>',
    subject: 'Mã xác thực giao dịch',
    cte: 'base64',
    text: `Kính gửi Quý khách,

Quý khách đang thực hiện giao dịch chuyển tiền:
- Số tiền: 2.500.000 VND
- Tài khoản nhận: 0071 0004 4712
- Mã giao dịch: FT26329104417

Mã OTP: 639104 (hiệu lực 120 giây). Tuyệt đối không cung cấp mã này cho bất kỳ ai.`,
  },
  {
    expected: '772018',
    from: 'GCash <no-reply@gcash.example>',
    subject: 'Your GCash Authentication Code',
    text: `Hi Maria,

Ang iyong authentication code ay 772018. Huwag itong ibigay kahit kanino, kahit sa GCash employees.

Reference No. 9012 448 201
Amount: PHP 1,500.00`,
  },
  {
    expected: '482019',
    from: 'M-Pesa Online <mpesa@mpesa.example>',
    subject: 'Msimbo wako wa uthibitishaji',
    text: `Habari Amina,

Msimbo wako wa uthibitishaji ni 482019. Usimpe mtu yeyote msimbo huu.

Muamala: QK71XZ90PL, Kiasi: KSh 2,350.00`,
  },
  {
    expected: '550218',
    from: 'eUprava <noreply@euprava.example>',
    subject: 'Kod za prijavu',
    charset: 'windows-1250',
    text: `Poštovani,

vaš jednokratni kod za prijavu na portal eUprava je 550218.

JMBG: 0101990******
Kod vrijedi 5 minuta.`,
  },
  {
    expected: '918273',
    from: 'Postbank BG <info@postbank-bg.example>',
    subject: 'Код за потвърждение',
    charset: 'windows-1251',
    text: `Уважаеми клиенти,

Вашият код за потвърждение на плащането е 918273.
Сума: 120,00 лв. Търговец: EMAG.BG

Никога не споделяйте този код.`,
  },
  {
    expected: '340917',
    from: 'Swedbank LT <info@swedbank-lt.example>',
    subject: 'Patvirtinimo kodas',
    charset: 'iso-8859-13',
    text: `Sveiki,

Jūsų patvirtinimo kodas: 340917
Mokėjimo suma: 89,99 EUR
Gavėjas: UAB „Pigu“

Kodas galioja 5 minutes.`,
  },
  {
    expected: '4471',
    from: 'Telia EE <noreply@telia-ee.example>',
    subject: 'Sinu kinnituskood',
    charset: 'iso-8859-15',
    text: `Tere!

Sinu kinnituskood on 4471. Sisesta see iseteenindusse.

Kliendinumber: 10482913
Telia Eesti AS`,
  },
  {
    expected: '205817',
    from: 'Bank of Georgia <noreply@bog.example>',
    subject: 'ერთჯერადი კოდი',
    text: `ძვირფასო მომხმარებელო,

თქვენი ერთჯერადი კოდია: 205817

თანხა: 45.00 GEL`,
  },
  {
    expected: '662091',
    from: 'Daraz PK <noreply@daraz.example>',
    subject: 'تصدیقی کوڈ',
    text: `محترم صارف،

آپ کا تصدیقی کوڈ 662091 ہے۔ یہ کوڈ 10 منٹ کے لیے درست ہے۔
آرڈر نمبر: 114471229`,
  },
  {
    expected: '817204',
    from: 'Chennai Silks <otp@chennaisilks.example>',
    subject: 'உங்கள் OTP',
    text: `வணக்கம்,

உங்கள் சரிபார்ப்புக் குறியீடு: 817204
இது 5 நிமிடங்களுக்கு மட்டுமே செல்லுபடியாகும்.`,
  },
  {
    expected: '583012',
    from: 'Shoply <auth@shoply.example>',
    subject: 'Your Shoply sign-in code',
    html: `<!DOCTYPE html><html><head><style>@media (max-width:600px){.w{width:100%!important}}</style></head><body style="margin:0;background:#f4f4f7">
${hiddenPreheader('Code inside. Plus: 40% off winter jackets')}
<table class="w" width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:24px"><img src="https://cdn.shoply.example/logo.png" width="120" alt="Shoply"></td></tr>
<tr><td style="padding:0 24px">Hi Alex, here's the code to sign in:</td></tr>
<tr><td align="center"><table><tr>
<td style="font-size:32px;font-family:monospace;padding:4px 8px;border:1px solid #ddd">5</td><td style="font-size:32px;font-family:monospace;padding:4px 8px;border:1px solid #ddd">8</td><td style="font-size:32px;font-family:monospace;padding:4px 8px;border:1px solid #ddd">3</td>
<td style="font-size:32px;font-family:monospace;padding:4px 8px;border:1px solid #ddd">0</td><td style="font-size:32px;font-family:monospace;padding:4px 8px;border:1px solid #ddd">1</td><td style="font-size:32px;font-family:monospace;padding:4px 8px;border:1px solid #ddd">2</td>
</tr></table></td></tr>
<tr><td style="padding:24px"><h3>Picked for you</h3>
<table><tr><td>Parka "Nord" – SKU 440172 – € 149</td></tr><tr><td>Beanie – SKU 440188 – € 19</td></tr><tr><td>Gloves – SKU 440203 – € 29</td></tr></table></td></tr>
<tr><td style="padding:24px;font-size:10px;color:#999">Shoply Inc. · 500 Howard St, San Francisco, CA 94105 · <a href="https://shoply.example/prefs">Email preferences</a></td></tr></table></body></html>`,
  },
  {
    expected: '730581',
    from: 'Revolt Energy <account@revolt-energy.example>',
    subject: 'Verify your new email address',
    html: `<html><body>
<table border="0" cellpadding="8">
<tr><td><b>Account</b></td><td>RE-448201</td></tr>
<tr><td><b>Meter</b></td><td>S95B 204471</td></tr>
<tr><td><b>Tariff</b></td><td>Green Fix 24 (2026)</td></tr>
<tr><td><b>Verification code</b></td><td><b>730581</b></td></tr>
<tr><td><b>Expires</b></td><td>10:45 (GMT)</td></tr>
</table>
<p>Enter the verification code in the app to confirm your new email address.</p></body></html>`,
  },
  {
    expected: '482913',
    from: 'Ticketera <no-reply@ticketera.example>',
    subject: 'Código de verificación 482913',
    html: `<html><body><p>Hola,</p><p>Usa el código del asunto para terminar de crear tu cuenta.</p>
<p>Eventos cerca de ti:</p><ul><li>Concierto 12/12 · Entradas desde 35 €</li><li>Teatro 14/12 · Sala 3, fila 8</li></ul>
<p style="font-size:10px">Ticketera S.L. · CIF B-12345678 · Calle Mayor 10, 28013 Madrid</p></body></html>`,
  },
  {
    expected: '193847',
    from: 'DevHub <noreply@devhub.example>',
    subject: '[DevHub] Please verify your device',
    text: `Hey octo-4471!

A sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.

Device: Chrome on macOS
Verification code: 193847

If you did not attempt to sign in to your account, your password may be compromised. Visit https://devhub.example/settings/security to create a new, strong password for your DevHub account.

Thanks,
The DevHub Team`,
  },
  {
    expected: '604417',
    from: 'Nordea Mobil <noreply@nordea-mobil.example>',
    subject: 'Bekreft betaling',
    charset: 'iso-8859-1',
    text: `Hei,

Du er i ferd med å betale 1 299,00 kr til ELKJØP NORGE AS (kort som slutter på 8820).

Skriv inn denne koden i nettbutikken for å bekrefte betalingen:

604 417

Koden er gyldig i 5 minutter.`,
  },
  {
    expected: '290471',
    from: 'Sanna Virtanen <sanna.virtanen@yritys.example>',
    subject: 'VS: Kirjautumiskoodi',
    charset: 'iso-8859-1',
    text: `Moi Jukka,

tässä uusi koodi, edellinen vanheni jo: 290471

t. Sanna

Lähettäjä: Jukka Mäkinen <jukka@yritys.example>
Lähetetty: tiistai 24. marraskuuta 2026 9.14
Vastaanottaja: Sanna Virtanen <sanna.virtanen@yritys.example>
Aihe: Kirjautumiskoodi

Moi, koodi 118530 ei toimi enää.`,
  },
  {
    expected: '7K2QX9',
    from: 'Andrei Popescu <andrei.popescu@firma.example>',
    subject: 'RE: Cod acces platformă',
    charset: 'iso-8859-16',
    text: `Salut Ioana,

Am generat un cod nou pentru tine: 7K2QX9
Cel vechi (M4P8Z1) nu mai este valabil.

Andrei

De la: Ioana Ionescu <ioana@firma.example>
Trimis: luni, 23 noiembrie 2026 16:02
Către: Andrei Popescu <andrei.popescu@firma.example>
Subiect: Cod acces platformă

Bună, codul M4P8Z1 nu merge.`,
  },
  {
    expected: '582917',
    from: 'Ewa Nowak <ewa.nowak@biuro.example>',
    subject: 'PD: Kod weryfikacyjny ePUAP',
    charset: 'iso-8859-2',
    text: `Pani Kasiu, przesyłam dalej - proszę wpisać kod, ja jestem na spotkaniu.

-----Wiadomość oryginalna-----
Od: ePUAP <powiadomienia@epuap.example>
Wysłano: wtorek, 24 listopada 2026 10:02
Do: Ewa Nowak <ewa.nowak@biuro.example>
Temat: Kod weryfikacyjny ePUAP

Twój kod weryfikacyjny: 582917
Kod jest ważny 15 minut.`,
  },
  {
    expected: null,
    from: 'Lojas Ponto <ofertas@lojasponto.example>',
    subject: 'Só hoje: 15% OFF com o cupom',
    html: `<html><body><h2>Cupom exclusivo para você</h2><p>Use o código abaixo no carrinho:</p><p style="font-size:26px;font-weight:bold">PONTO15</p>
<p>Válido até 24/11/2026 23:59. Pedido mínimo R$ 199,00.</p><p>Smart TV 50" cód. 5521904 · R$ 2.199,00</p></body></html>`,
  },
  {
    expected: null,
    from: 'Zoomly <no-reply@zoomly.example>',
    subject: 'Invitation: Client review (Thu 26 Nov)',
    html: `<html><body><p>Maria is inviting you to a scheduled meeting.</p>
<p>Join meeting: <a href="https://zoomly.example/j/84522910374?pwd=Qm9kTzRhZ1ZK">https://zoomly.example/j/84522910374?pwd=Qm9kTzRhZ1ZK</a></p>
<p>Meeting ID: 845 2291 0374<br>Passcode: 582019</p>
<p>One tap mobile: +14086380968,,84522910374#,,,,*582019#</p></body></html>`,
  },
  {
    expected: null,
    from: 'KeyVault <security@keyvault.example>',
    subject: 'Two-factor authentication enabled',
    text: `Two-factor authentication is now on for your KeyVault account.

Save these backup codes in a safe place. Each works once.

  9f3k-2m7q   4xq8-7tz2   b7w2-9kd4
  m3p8-6rt1   q2z7-4vn9   h6c1-8jy5

If you lose your phone, you can sign in with one of them.`,
  },
  {
    expected: null,
    from: 'Rail Europa <tickets@raileuropa.example>',
    subject: 'Ihre Fahrkarte: Berlin Hbf - München Hbf',
    charset: 'iso-8859-1',
    text: `Guten Tag,

Auftragsnummer: 482913
Buchungscode: QX7K2M
Zug: ICE 1005, 26.11.2026, ab 09:04
Wagen 12, Platz 71

Bitte halten Sie den Buchungscode bei der Kontrolle bereit.`,
  },
  {
    expected: null,
    from: 'Shopeeko <noreply@shopeeko.example>',
    subject: 'Pesanan Anda telah dikirim',
    text: `Halo Budi,

Pesanan #2611244471829 telah dikirim.
No. Resi: JP4471829013
Kurir: J&T Express

Kode verifikasi penerimaan: 5820
Berikan kode ini kepada kurir saat paket diterima.`,
  },
  {
    expected: null,
    from: 'Mobilní operátor <info@operator.example>',
    subject: 'Vyúčtování služeb 11/2026',
    charset: 'iso-8859-2',
    text: `Dobrý den,

vyúčtování za listopad je připraveno.

Číslo smlouvy: 4471229013
Variabilní symbol: 582019
Částka k úhradě: 499,00 Kč
Splatnost: 08.12.2026`,
  },
  {
    expected: null,
    from: 'Konto Sicher <sicherheit@kontosicher.example>',
    subject: 'Ihr Passwort wurde geändert',
    charset: 'iso-8859-1',
    text: `Hallo Jan,

das Passwort Ihres Kontos wurde am 24.11.2026 um 10:12 Uhr geändert.
Vorgangs-ID: 582019

Waren Sie das nicht? Dann setzen Sie Ihr Passwort sofort zurück.`,
  },
  {
    expected: null,
    from: 'Glamour Box <hello@glamourbox.example>',
    subject: 'Witaj w Glamour Box! Twój kod powitalny w środku',
    charset: 'iso-8859-2',
    text: `Dziękujemy za zapis do newslettera!

Twój kod rabatowy na pierwsze zamówienie:
WITAJ10

Kod daje 10% zniżki przy zamówieniu od 100 zł.`,
  },
  {
    expected: null,
    from: 'Apteka Online <zamowienia@apteka.example>',
    subject: 'Recepta zrealizowana',
    charset: 'iso-8859-2',
    text: `Dzień dobry,

recepta o kodzie 4471 została zrealizowana w naszej aptece.
Numer zamówienia: 582019
Dziękujemy!`,
  },
  {
    expected: null,
    from: 'Learnly <team@learnly.example>',
    subject: 'Your weekly progress',
    html: `<html><body><h2>Great week, Jo!</h2><table><tr><td>Lessons</td><td>14</td></tr><tr><td>Minutes</td><td>482</td></tr><tr><td>Streak</td><td>913 days</td></tr><tr><td>XP</td><td>58,201</td></tr></table>
<p>Keep it up! Use the code you got from your teacher to join a class.</p></body></html>`,
  },

  // ---- Fourth batch (written after the third batch was tuned on; scored untouched first) ----
  {
    expected: '482913',
    from: 'Loja Azul <nao-responda@lojaazul.example>',
    subject: 'Seu código 482913',
    text: `Olá!

Use o código que está no assunto deste e-mail para confirmar seu cadastro.

Código de cliente: 5521-0093
Central de atendimento: 0800 771 4471`,
  },
  {
    expected: '306915',
    from: 'Commerzhaus Bank <sicherheit@commerzhaus.example>',
    subject: 'Neue Anmeldung bestätigen',
    charset: 'iso-8859-1',
    html: `<html><body><p>Guten Tag Herr Schmitt,</p><p>für die Anmeldung im Online-Banking auf einem neuen Gerät benötigen wir Ihre Bestätigung.</p>
<table style="border:1px solid #ccc"><tr><td style="padding:12px">Ihr Autorisierungscode:<br><span style="font-size:26px;font-weight:bold">306915</span></td></tr></table>
<p>Gerät: Firefox unter Windows · Zeitpunkt: 24.11.2026, 10:31 Uhr · Kundennummer 7701 2294</p>
<p style="font-size:10px">Commerzhaus Bank AG · Amtsgericht Frankfurt HRB 32000</p></body></html>`,
  },
  {
    expected: '771390',
    from: 'Telenova <sim@telenova.example>',
    subject: 'SIM replacement request',
    text: `Hi Jordan,

We received a request to replace the SIM card for 07700 900 482 (ICCID ending 3391).

To approve it, enter your one-time PIN: 771390

If you did not ask for a new SIM, call us immediately on 0800 077 4471. Your account number is 44120953.`,
  },
  {
    expected: '482913',
    from: 'Mailio <verify@mailio.example>',
    subject: 'Confirm your email and phone',
    text: `Almost done!

Your email verification code: 482913
We also texted a separate code to your phone (+44 •••• ••• 771). Enter that one in the second field.

Mailio`,
  },
  {
    expected: '482913',
    from: 'Cinemax Club <club@cinemax.example>',
    subject: 'Confirm your account',
    text: `Thanks for joining Cinemax Club! Please use the code (482913) within 10 minutes to confirm your account.

Member since: 24/11/2026 · Favourite cinema: Leeds, screen 7`,
  },
  {
    expected: '482913',
    from: 'Harbor Cloud <noreply@harborcloud.example>',
    subject: 'Harbor Cloud login',
    text: `Login code – 482913

Requested from 81.2.69.160 (Manchester, GB) at 10:02 UTC.
Harbor Cloud Ltd, 20 Station Road, Cambridge CB1 2JD`,
  },
  {
    expected: '482913',
    from: 'noreply@taobei.example',
    subject: '【淘贝】验证码',
    charset: 'gbk',
    text: `【淘贝】验证码【482913】，您正在登录淘贝账号，5分钟内有效。若非本人操作，请忽略。订单号：20261124004471`,
  },
  {
    expected: '482913',
    from: 'Kakao <noreply@kakao.example>',
    subject: '[카카오] 인증번호',
    text: `[Web발신]
[카카오] 인증번호 [482913]을 입력해주세요.
타인 노출 금지`,
  },
  {
    expected: '482913',
    from: 'Rakuraku Bank <info@rakuraku.example>',
    subject: '確認コードのお知らせ',
    text: `らくらく銀行をご利用いただきありがとうございます。

確認コード：４８２ ９１３

お取引番号：０００４４７１２
有効期限：１０分`,
  },
  {
    expected: '482913',
    from: 'Noon <no-reply@noon.example>',
    subject: 'رمز التحقق',
    text: `رمز التحقق الخاص بك هو \u200E482913\u200E
لا تشارك هذا الرمز مع أي شخص.
رقم الطلب: \u200EN-44712290\u200E`,
  },
  {
    expected: '918204',
    from: 'Versicherung Nordstern <kundenportal@nordstern.example>',
    subject: 'Ihr Zugang zum Kundenportal',
    charset: 'iso-8859-1',
    text: `Sehr geehrte Frau Klein,

Sie haben am 24.11.2026 die Registrierung für unser Kundenportal gestartet. Gemäß § 5 der Nutzungsbedingungen (Stand 01/2026) sowie der Datenschutzhinweise nach Art. 13 DSGVO bestätigen Sie die Registrierung, indem Sie den folgenden Code innerhalb von 30 Minuten im Portal eingeben: 918204. Bitte beachten Sie, dass Ihre Versicherungsscheinnummer 44-1290-553 nicht als Passwort verwendet werden darf.

Mit freundlichen Grüßen
Nordstern Versicherung AG · Vorstand: Dr. M. Hahn · HRB 12345`,
  },
  {
    expected: '5T7K9Q',
    from: 'Pixmate <hello@pixmate.example>',
    subject: 'Welcome to Pixmate! Verify your email',
    html: `<html><body>${hiddenPreheader('Verify your email and get 3 months Pro for free')}
<h1>Welcome aboard, Sam!</h1>
<p>Verify your email with this code:</p><p style="font-size:28px;letter-spacing:4px"><b>5T7K9Q</b></p>
<h2>Your starter pack</h2><p>Use code <b>PROFREE3</b> at checkout to get 3 months of Pro free.</p>
<p>Templates: 120+ · Fonts: 900+ · Storage: 5 GB</p>
<p style="font-size:10px"><a href="https://pixmate.example/unsubscribe">Unsubscribe</a> · Pixmate Ltd, Dublin</p></body></html>`,
  },
  {
    expected: '582904',
    from: 'Raiffeisen Online <info@raiffeisen-online.example>',
    subject: 'Bestätigung Ihrer neuen Telefonnummer',
    charset: 'iso-8859-2',
    text: `Sehr geehrter Kunde,

Sie haben Ihre Telefonnummer auf +43 664 44 71 290 geändert. Zur Bestätigung geben Sie bitte folgenden Code in Mein ELBA ein:
582904

Verfügernummer: 44712290`,
  },
  {
    expected: null,
    from: 'Stadtverwaltung <buergerservice@stadt.example>',
    subject: 'Ihr Antrag ist eingegangen',
    charset: 'iso-8859-1',
    text: `Sehr geehrte Frau Yilmaz,

Ihr Antrag auf einen Anwohnerparkausweis ist eingegangen.
Ihr Referenzcode: 482913
Bitte geben Sie diesen bei Rückfragen an.

Bearbeitungszeit: ca. 10 Werktage`,
  },
  {
    expected: null,
    from: 'Mailio Security <security@mailio.example>',
    subject: 'A sign-in code was requested',
    text: `Someone requested a sign-in code for your Mailio account at 10:02 UTC.

If this was you, use the code from the other email we just sent. If it wasn't you, you can ignore this message: nobody can sign in without the code.

Request ID: 482913`,
  },
  {
    expected: null,
    from: 'Kartenservice <karten@bank-mitte.example>',
    subject: 'Ihre neue Kreditkarte',
    charset: 'iso-8859-1',
    text: `Sehr geehrter Herr Brandt,

Ihre neue Kreditkarte ist unterwegs. Die PIN erhalten Sie separat per Post.

Kartennummer: **** **** **** 4471
Gültig bis: 11/30
Prüfnummer (CVC) finden Sie auf der Rückseite.`,
  },
  {
    expected: null,
    from: 'Lotto Nord <gewinn@lotto-nord.example>',
    subject: 'Ihr Gewinncode ist da!',
    charset: 'iso-8859-1',
    text: `Herzlichen Glückwunsch!

Ihr Gewinncode: 4829-1377
Lösen Sie ihn bis 31.12.2026 in einer Annahmestelle ein.`,
  },
  {
    expected: null,
    from: 'Finanzamt Online <noreply@finanzamt-online.example>',
    subject: 'Ihre Steuererklärung 2025',
    charset: 'iso-8859-1',
    text: `Guten Tag,

Ihre Steuererklärung 2025 ist eingegangen.
Steuer-ID: 12 345 678 901
Steuernummer: 21/815/08150
Transferticket: et482913a771

Der Bescheid wird Ihnen elektronisch zugestellt.`,
  },
  {
    expected: null,
    from: 'Fitlife Studio <hallo@fitlife.example>',
    subject: 'Dein Zugang zum Studio',
    charset: 'iso-8859-1',
    text: `Hi Lea,

willkommen bei Fitlife! Dein persönlicher Zugangscode für das Drehkreuz am Eingang lautet 482913 und bleibt für die gesamte Mitgliedschaft gültig.

Mitgliedsnummer: 100447`,
  },
  {
    expected: null,
    from: 'Netstream <account@netstream.example>',
    subject: 'Two-step verification turned off',
    text: `Two-step verification was turned off for your Netstream account on 24 Nov 2026 at 10:14.

If you did this, no further action is needed. If not, secure your account now.

Support case: 48291370`,
  },
  {
    expected: null,
    from: 'Unicampus <noreply@unicampus.example>',
    subject: 'Prüfungsanmeldung bestätigt',
    charset: 'iso-8859-1',
    text: `Liebe Studierende,

Ihre Anmeldung zur Prüfung "Statistik II" (Prüfungsnummer 482913) ist bestätigt.
Raum: H 1.04 · Datum: 12.02.2027, 10:00 Uhr
Matrikelnummer: 4471290`,
  },
  {
    expected: null,
    from: 'Sklep Domowy <sklep@domowy.example>',
    subject: 'Potwierdzenie zamówienia 482913',
    charset: 'iso-8859-2',
    text: `Dziękujemy za zamówienie!

Numer zamówienia: 482913
Kod potwierdzenia zamówienia: ZK-7731
Wartość: 249,00 zł

Śledzenie przesyłki pojawi się po nadaniu paczki.`,
  },
];
