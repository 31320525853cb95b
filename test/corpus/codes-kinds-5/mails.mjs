// Hand-written template mails of codes-kinds-5 (see build.mjs), written by t-f on 2026-11-25 before the
// extractor was run on them. Each mail's expected answer follows test/corpus/writer-brief.md: the code to
// type now (digits without separators, letter codes as printed), else the one-time link, else null.
// Families: hidden preheaders that hold other numbers, anti-phishing codes beside the real code, "Ref"
// codes beside one-time codes, loyalty/member IDs, several buttons of which one is the action, tracked
// redirect links, and traps of the same templates with nothing to type.

const hidden = (text) =>
  `<div class="preheader" style="display:none!important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden">${text}${'&#847;&zwnj;&nbsp;'.repeat(12)}</div>`;
const pixel = (host) => `<img src="https://${host}/o/eJx4kM1OwzAQhF8l8p0k/0.gif" width="1" height="1" alt="" style="display:block;border:0">`;
const button = (href, label, color = '#111111') =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td align="center" bgcolor="${color}" style="border-radius:6px"><a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${label}</a></td></tr></table>`;
const rows = (pairs) =>
  `<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;color:#333;border-top:1px solid #eee">${pairs
    .map(([k, v]) => `<tr><td style="color:#777;border-bottom:1px solid #eee">${k}</td><td align="right" style="border-bottom:1px solid #eee">${v}</td></tr>`)
    .join('')}</table>`;
const shell = ({ lang = 'en', brand, color = '#222', preheader, body, footer }) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${brand}</title>
<style type="text/css">body{margin:0;padding:0}table{border-collapse:collapse}img{border:0;outline:none}@media only screen and (max-width:600px){.wrap{width:100%!important}.pad{padding:16px!important}}</style></head>
<body style="margin:0;background:#f4f4f4">${preheader ? hidden(preheader) : ''}
<table role="presentation" class="wrap" width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif">
<tr><td style="background:${color};padding:18px 24px;color:#fff;font-size:22px;font-weight:bold">${brand}</td></tr>
<tr><td class="pad" style="padding:24px;font-size:15px;line-height:1.5;color:#222">${body}</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;line-height:1.4;color:#888;background:#fafafa">${footer}</td></tr>
</table></body></html>`;
const big = (code, extra = '') => `<p style="font-size:30px;font-weight:bold;letter-spacing:6px;text-align:center;margin:18px 0${extra}">${code}</p>`;

export const mails = [
  // 1. Food delivery, sign-in code; the hidden preheader names the last order and the sale, a Ref beside the code.
  {
    expected: '583106',
    from: '"Munchly" <no-reply@mail.munchly.example>',
    subject: 'Your Munchly sign-in code',
    html: shell({
      brand: 'Munchly',
      color: '#e6452e',
      preheader: 'Order #448201 was delivered · 20% off your next order with FEAST20',
      body: `<p>Hi Agent,</p><p>Use this code to sign in to Munchly on your new device:</p>${big('583 106')}
<p style="font-size:12px;color:#777;text-align:center">Ref: 77120-B · Requested 25 Nov 2026, 14:02</p>
<p>The code expires in 10 minutes. Munchly will never ask you for it by phone.</p>
${button('https://munchly.example/orders?utm_source=email', 'Track your last order', '#e6452e')}<br>
<p style="background:#fff4e5;padding:12px;border-radius:6px">Hungry again? Use <b>FEAST20</b> at checkout for 20% off.</p>`,
      footer: 'Munchly Ltd · 14 Market Row, London EC2A 4XY · <a href="https://munchly.example/unsubscribe?u=8812">Unsubscribe</a>',
    }),
  },
  // 2. Ride-hailing (de), anti-phishing code beside the one-time code.
  {
    expected: '704215',
    from: '"Fahrly" <sicherheit@fahrly.example>',
    subject: 'Dein Sicherheitscode für Fahrly',
    html: shell({
      lang: 'de',
      brand: 'Fahrly',
      color: '#0b3d91',
      preheader: 'Dein Code ist 10 Minuten gültig.',
      body: `<table role="presentation" width="100%" style="background:#eef3ff;border-radius:6px"><tr><td style="padding:10px;font-size:13px">Dein Anti-Phishing-Code: <b>KAROLA-38</b><br>Steht er nicht in dieser E-Mail, stammt sie nicht von uns.</td></tr></table>
<p>Hallo Agent,</p><p>jemand (hoffentlich du) möchte sich bei Fahrly anmelden. Gib diesen Sicherheitscode in der App ein:</p>${big('704215')}
<p>Der Code ist 10 Minuten gültig. Gib ihn niemals an Fahrer oder Dritte weiter.</p>
${rows([['Gerät', 'Pixel 8'], ['Ort', 'Berlin, DE'], ['Zeit', '25.11.2026, 15:41']])}`,
      footer: 'Fahrly Mobility GmbH · Torstraße 118 · 10119 Berlin · HRB 219904 B · <a href="https://fahrly.example/abmelden">Abmelden</a>',
    }),
  },
  // 3. Crypto exchange (es), withdrawal: anti-phishing code, withdrawal ID and amount beside the code.
  {
    expected: '319482',
    from: '"Nubex" <notificaciones@nubex.example>',
    subject: 'Confirma tu retiro de 0,25 BTC',
    html: shell({
      lang: 'es',
      brand: 'NUBEX',
      color: '#101820',
      preheader: 'Código antiphishing: Lince2044',
      body: `<p style="font-size:12px;color:#666">Código antiphishing: <b>Lince2044</b></p>
<p>Hola,</p><p>Has solicitado un retiro. Para confirmarlo, introduce este código de verificación en Nubex:</p>${big('319482')}
${rows([['ID de retiro', '88412093571'], ['Importe', '0,25 BTC'], ['Dirección', 'bc1q…7f3k'], ['Red', 'Bitcoin']])}
<p>El código caduca en 15 minutos. Si no has sido tú, bloquea tu cuenta de inmediato.</p>
${button('https://nubex.example/cuenta/bloquear?u=55129', 'Bloquear mi cuenta', '#c0392b')}`,
      footer: 'Nubex Digital S.L. · Calle de Serrano 41, 28001 Madrid · CIF B-88123456',
    }),
  },
  // 4. Crypto exchange (en), withdrawal confirmed by a button (tracked redirect with a one-time token), anti-phishing code.
  {
    expected: 'https://email.coinvale.example/ls/click?upn=u001.Kq7Xy2PzW9mR4tLsV8nB3cJ6hG1fD5aE0oI-2FwQ&t=wd_Zk82qX1',
    from: '"Coinvale" <do-not-reply@coinvale.example>',
    subject: 'Confirm your withdrawal request',
    html: shell({
      brand: 'Coinvale',
      color: '#1a1a2e',
      preheader: 'Withdrawal of 1,200.00 USDT to TRC20 address T9y…Qx2',
      body: `<p style="font-size:12px;color:#666">Anti-phishing code: <b>SILVERFOX-71</b></p>
<p>We received a request to withdraw funds from your Coinvale account.</p>
${rows([['Amount', '1,200.00 USDT'], ['Network', 'TRC20'], ['Address', 'T9yZ…Qx2'], ['Request ID', '7731904482']])}
<p>To confirm this withdrawal, click the button below within 30 minutes.</p>
${button('https://email.coinvale.example/ls/click?upn=u001.Kq7Xy2PzW9mR4tLsV8nB3cJ6hG1fD5aE0oI-2FwQ&t=wd_Zk82qX1', 'Confirm withdrawal', '#f0b90b')}
<p style="font-size:13px">Didn't request this? <a href="https://email.coinvale.example/ls/click?upn=u001.Lm3Zp8QwX2-2FvN&t=lock_Zk82qX1">Disable your account</a> immediately.</p>
${button('https://email.coinvale.example/ls/click?upn=u001.Ab9Kd2-2FmV7pQ', 'Download the app', '#444444')}`,
      footer: 'Coinvale Ltd, 9 Harbour Walk, Gibraltar GX11 1AA · <a href="https://coinvale.example/preferences">Email preferences</a>',
    }),
  },
  // 5. Streaming (fr), TV sign-in code: member ID and profile in the table, "Ref" of the request.
  {
    expected: '48271930',
    from: '"Flixora" <info@account.flixora.example>',
    subject: 'Connexion sur votre téléviseur',
    html: shell({
      lang: 'fr',
      brand: 'FLIXORA',
      color: '#b00710',
      preheader: 'Saisissez le code sur votre téléviseur pour vous connecter.',
      body: `<p>Bonjour Agent,</p><p>Une demande de connexion a été faite depuis un téléviseur Samsung. Pour vous connecter, saisissez ce code à 8 chiffres sur votre téléviseur :</p>${big('4827 1930')}
${rows([['Numéro de membre', '5521 0934 7710'], ['Profil', 'Agent'], ['Référence de la demande', 'TV-88120']])}
<p>Ce code expire dans 15 minutes.</p>
${button('https://www.flixora.example/browse', 'Parcourir le catalogue', '#b00710')}`,
      footer: 'Flixora International B.V. · Karperstraat 8, 1075 KZ Amsterdam · <a href="https://www.flixora.example/aide">Centre d\'aide</a>',
    }),
  },
  // 6. Dating app (en), e-mail verification through a tracked redirect; other buttons sell.
  {
    expected: 'https://click.mail.sparkd.example/f/a/Qm9vX2h3?p=eyJzIjoiVjI4In0&v=vrf_7KqW2xPz',
    from: '"Sparkd" <hello@mail.sparkd.example>',
    subject: 'One last step: verify your email',
    html: shell({
      brand: 'sparkd ♥',
      color: '#ff4f7b',
      preheader: '3 people liked your profile today!',
      body: `<p>Hey Agent!</p><p>Verify your email so we can keep your account safe and send you your matches.</p>
${button('https://click.mail.sparkd.example/f/a/Qm9vX2h3?p=eyJzIjoiVjI4In0&v=vrf_7KqW2xPz', 'Verify my email', '#ff4f7b')}<br>
<p style="text-align:center">3 people liked you today 👀</p>
${button('https://click.mail.sparkd.example/f/a/Y2hhcm1z?p=eyJzIjoiTDEyIn0', 'See who liked you', '#222222')}<br>
${button('https://click.mail.sparkd.example/f/a/Z29sZA?p=eyJzIjoiRzk5In0', 'Try Gold free for 7 days', '#d4a017')}`,
      footer: 'Sparkd Inc. · 500 Howard St, San Francisco, CA 94105 · <a href="https://click.mail.sparkd.example/f/a/dW5zdWI?p=eyJ1IjoxfQ">Unsubscribe</a>',
    }),
  },
  // 7. Airline booking (en), trap: PNR, e-ticket and check-in PIN beside "confirmation", nothing to type to verify.
  {
    expected: null,
    from: '"SkyMeridian" <booking@skymeridian.example>',
    subject: 'Booking confirmation K7Q2XM – London to Lisbon',
    html: shell({
      brand: 'SkyMeridian',
      color: '#003a70',
      preheader: 'Your booking reference is K7Q2XM',
      body: `<p>Thank you for booking with SkyMeridian.</p>
${rows([['Booking reference', '<b>K7Q2XM</b>'], ['E-ticket number', '125-2290417733'], ['Flight', 'SM 1482 · 12 Dec 2026 · LHR 07:40 → LIS 10:25'], ['Seat', '14C'], ['Check-in PIN', '4471']])}
<p>Online check-in opens 24 hours before departure. Use your booking reference and surname.</p>
${button('https://www.skymeridian.example/manage?pnr=K7Q2XM&ln=AGENT', 'Manage booking', '#003a70')}`,
      footer: 'SkyMeridian Airways Ltd · Registered in England 0441290 · <a href="https://www.skymeridian.example/privacy">Privacy</a>',
    }),
  },
  // 8. Loyalty (fr), one-time sign-in code below the member number and the points.
  {
    expected: '381920',
    from: '"Club Marée" <club@maree-epicerie.example>',
    subject: 'Votre code de connexion Club Marée',
    html: shell({
      lang: 'fr',
      brand: 'Club Marée',
      color: '#2a6f97',
      preheader: 'Vous avez 1 240 points · carte n° 2290 4471 0093 1185',
      body: `<p>Bonjour Agent,</p>
${rows([['N° de carte', '2290 4471 0093 1185'], ['Points', '1 240'], ['Statut', 'Argent']])}
<p>Voici votre code à usage unique pour accéder à votre espace fidélité :</p>${big('381920')}
<p>Il est valable 10 minutes. Ne le communiquez à personne.</p>
${button('https://club.maree-epicerie.example/offres', 'Voir mes offres', '#2a6f97')}`,
      footer: 'Marée Épicerie SAS · 3 rue du Port, 29200 Brest · RCS Brest 812 004 771',
    }),
  },
  // 9. Gift card (it), trap: card number and PIN to redeem.
  {
    expected: null,
    from: '"Bottega Viva" <regali@bottegaviva.example>',
    subject: 'Hai ricevuto una carta regalo da 50 €',
    html: shell({
      lang: 'it',
      brand: 'Bottega Viva',
      color: '#6a994e',
      preheader: 'Giulia ti ha inviato una carta regalo',
      body: `<p>Ciao Agent, Giulia ti ha inviato una carta regalo!</p>
${rows([['Numero carta', '6006 4912 7730 2214'], ['PIN', '8841'], ['Importo', '50,00 €'], ['Scadenza', '25/11/2027']])}
<p>Inserisci numero e PIN al momento del pagamento sul sito o mostrali in cassa.</p>
${button('https://bottegaviva.example/carta-regalo/saldo', 'Controlla il saldo', '#6a994e')}`,
      footer: 'Bottega Viva S.r.l. · Via Roma 12, 40121 Bologna · P.IVA 03312450378',
    }),
  },
  // 10. E-commerce (pt-BR), trap: order confirmation with a delivery code for the courier.
  {
    expected: null,
    from: '"Lojão Azul" <pedidos@lojaoazul.example>',
    subject: 'Pedido 7731-0045 confirmado',
    html: shell({
      lang: 'pt-BR',
      brand: 'Lojão Azul',
      color: '#1d4ed8',
      preheader: 'Previsão de entrega: 28/11',
      body: `<p>Olá, Agent! Recebemos seu pedido.</p>
${rows([['Pedido', '7731-0045'], ['Total', 'R$ 349,90'], ['Entrega prevista', '28/11/2026']])}
<p>Código de entrega: <b>5820</b><br>Informe este código ao entregador no momento da entrega.</p>
${button('https://lojaoazul.example/meus-pedidos/7731-0045', 'Acompanhar pedido', '#1d4ed8')}`,
      footer: 'Lojão Azul Comércio Ltda · CNPJ 12.345.678/0001-90 · Av. Paulista 1000, São Paulo',
    }),
  },
  // 11. E-commerce (ja), password reset through a tracked link among several buttons.
  {
    expected: 'https://t.mail.sakuramart.example/c/7Kq2Xy?u=https%3A%2F%2Fsakuramart.example%2Fpassword%2Freset%3Ftoken%3Dpr_9Xq2LmT7',
    from: 'さくらマート <info@mail.sakuramart.example>',
    subject: '【さくらマート】パスワード再設定のご案内',
    charset: 'utf-8',
    html: shell({
      lang: 'ja',
      brand: 'さくらマート',
      color: '#d6336c',
      preheader: '期間限定クーポン配布中',
      body: `<p>Agent 様</p><p>パスワード再設定のリクエストを受け付けました。下のボタンから新しいパスワードを設定してください（有効期限：24時間）。</p>
${button('https://t.mail.sakuramart.example/c/7Kq2Xy?u=https%3A%2F%2Fsakuramart.example%2Fpassword%2Freset%3Ftoken%3Dpr_9Xq2LmT7', 'パスワードを再設定する', '#d6336c')}<br>
<p>会員番号：8812-0094-71</p>
${button('https://t.mail.sakuramart.example/c/Pz81?u=https%3A%2F%2Fsakuramart.example%2Fsale', 'セール会場へ', '#333333')}`,
      footer: '株式会社さくらマート　東京都渋谷区神南1-2-3 · <a href="https://sakuramart.example/mail/stop">配信停止</a>',
    }),
  },
  // 12. Food delivery (pl), a promo code and an order number beside the login code.
  {
    expected: '5512',
    from: '"Pyszota" <konto@pyszota.example>',
    subject: 'Kod logowania Pyszota',
    html: shell({
      lang: 'pl',
      brand: 'Pyszota',
      color: '#ff6a00',
      preheader: 'Zamówienie nr 88120 dostarczone. Kod PIZZA20 czeka!',
      body: `<p>Cześć!</p><p>Twój kod logowania:</p>${big('5512')}
<p>Wpisz go w aplikacji. Kod wygasa za 5 minut.</p>
<p style="background:#fff3e0;padding:10px">-20% na następne zamówienie z kodem <b>PIZZA20</b> w koszyku.</p>
${rows([['Ostatnie zamówienie', 'nr 88120'], ['Restauracja', 'Pizzeria Roma']])}`,
      footer: 'Pyszota Sp. z o.o. · ul. Marszałkowska 10, 00-590 Warszawa · NIP 5252812345',
    }),
  },
  // 13. Crypto (tr), anti-phishing code beside the verification code, text part only.
  {
    expected: '552019',
    from: 'Kriptonya <guvenlik@kriptonya.example>',
    subject: 'Kriptonya doğrulama kodunuz',
    charset: 'iso-8859-9',
    text: `Kimlik avı önleme kodunuz: ATLAS-77

Merhaba,

Hesabınıza yeni bir cihazdan giriş yapılmak isteniyor.

Doğrulama kodunuz: 552019

Bu kod 3 dakika geçerlidir. Kimseyle paylaşmayın.

İşlem no: 4471902288
IP: 88.241.12.7 (İstanbul)

Kriptonya Bilişim A.Ş. - Levent, İstanbul`,
  },
  // 14. Wallet app (ar), a reference number beside the one-time code.
  {
    expected: '4471',
    from: 'Mahfazti <noreply@mahfazti.example>',
    subject: 'رمز التحقق لمحفظتي',
    html: shell({
      lang: 'ar',
      brand: 'محفظتي',
      color: '#0f766e',
      preheader: 'لا تشارك هذا الرمز مع أي شخص',
      body: `<div dir="rtl"><p>مرحباً،</p><p>رمز التحقق الخاص بك لتأكيد التحويل هو:</p>${big('4471')}
${rows([['الرقم المرجعي', '88213-77'], ['المبلغ', '250.00 ر.س'], ['المستفيد', 'أحمد س.']])}
<p>الرمز صالح لمدة 5 دقائق.</p></div>`,
      footer: 'شركة محفظتي المالية · الرياض · س.ت 1010223344',
    }),
  },
  // 15. Shopping (ko), 인증번호 beside an order number and a coupon code.
  {
    expected: '582013',
    from: '하나몰 <help@hanamall.example>',
    subject: '[하나몰] 본인확인 인증번호 안내',
    html: shell({
      lang: 'ko',
      brand: '하나몰',
      color: '#4338ca',
      preheader: '주문번호 2026112588120 배송 시작',
      body: `<p>안녕하세요, 고객님.</p><p>요청하신 본인확인 인증번호입니다.</p>${big('[582013]')}
<p>3분 이내에 입력해 주세요.</p>
${rows([['주문번호', '2026112588120'], ['쿠폰코드', 'HANA5000']])}`,
      footer: '(주)하나몰 · 서울특별시 강남구 테헤란로 123 · 사업자등록번호 220-81-12345',
    }),
  },
  // 16. E-commerce (zh-CN), 验证码 beside an order number and a hidden member number.
  {
    expected: '730418',
    from: '优选商城 <service@youxuan.example>',
    subject: '您的登录验证码',
    html: shell({
      lang: 'zh-CN',
      brand: '优选商城',
      color: '#e11d48',
      preheader: '会员号 88201944 · 双十二预热开启',
      body: `<p>尊敬的用户：</p><p>您正在登录优选商城，验证码为：</p>${big('730418')}
<p>验证码5分钟内有效，请勿泄露给他人。</p>
${rows([['最近订单号', '202611258812'], ['会员等级', '黄金会员']])}`,
      footer: '优选商城 · 上海市浦东新区世纪大道100号 · 客服电话 400-820-8820',
    }),
  },
  // 17. Marketplace (es), magic sign-in link through a tracked redirect; other buttons sell.
  {
    expected: 'https://links.mercadito.example/ls/click?upn=Zk81-2BqX7_Lm2pQ&tk=ml_4TqW9xZ2',
    from: '"Mercadito" <hola@mercadito.example>',
    subject: 'Tu enlace para iniciar sesión',
    html: shell({
      lang: 'es',
      brand: 'Mercadito',
      color: '#ffe600',
      preheader: 'Ofertas de hasta 40% te esperan',
      body: `<p>¡Hola!</p><p>Pulsa el botón para iniciar sesión en Mercadito. El enlace caduca en 15 minutos y solo funciona una vez.</p>
${button('https://links.mercadito.example/ls/click?upn=Zk81-2BqX7_Lm2pQ&tk=ml_4TqW9xZ2', 'Iniciar sesión', '#3483fa')}<br>
${button('https://links.mercadito.example/ls/click?upn=Of3rT4s', 'Ver ofertas', '#333333')}<br>
${button('https://links.mercadito.example/ls/click?upn=Ap9Dl', 'Descargar la app', '#333333')}`,
      footer: 'Mercadito S.R.L. · Av. Corrientes 1234, CABA · <a href="https://mercadito.example/baja">Darse de baja</a>',
    }),
  },
  // 18. Streaming (nl), trap: a notice that the e-mail address was changed; its link secures the account.
  {
    expected: null,
    from: '"Kijkbox" <account@kijkbox.example>',
    subject: 'Je e-mailadres is gewijzigd',
    html: shell({
      lang: 'nl',
      brand: 'Kijkbox',
      color: '#7c3aed',
      preheader: 'Was jij dit niet? Beveilig je account.',
      body: `<p>Hoi Agent,</p><p>Het e-mailadres van je Kijkbox-account is gewijzigd op 25-11-2026 om 15:12.</p>
${rows([['Klantnummer', '4471-2290-88'], ['Abonnement', 'Premium']])}
<p>Was jij dit? Dan hoef je niets te doen.</p><p>Was jij dit niet?</p>
${button('https://kijkbox.example/account/beveiligen?r=ch_7Kq2', 'Beveilig mijn account', '#7c3aed')}`,
      footer: 'Kijkbox B.V. · Postbus 1234, 1000 AB Amsterdam · KvK 81234567',
    }),
  },
  // 19. Airline loyalty (sv), verification code beside a membership number and a booking reference.
  {
    expected: '846201',
    from: '"Nordvinge" <flyerclub@nordvinge.example>',
    subject: 'Verifiera din e-postadress för FlyerClub',
    html: shell({
      lang: 'sv',
      brand: 'Nordvinge FlyerClub',
      color: '#0e7490',
      preheader: 'Medlemsnummer 88 120 447',
      body: `<p>Hej Agent!</p><p>Ange verifieringskoden nedan i appen för att bekräfta din e-postadress.</p>${big('846 201')}
${rows([['Medlemsnummer', '88 120 447'], ['Senaste bokning', 'QX7T2M'], ['Poäng', '12 400']])}
<p>Koden gäller i 30 minuter.</p>
${button('https://nordvinge.example/flyerclub/erbjudanden', 'Se medlemserbjudanden', '#0e7490')}`,
      footer: 'Nordvinge AB · Box 1200, 111 82 Stockholm · Org.nr 556677-8899',
    }),
  },
  // 20. Game (ru), two-factor code beside a player ID and an order number.
  {
    expected: '293817',
    from: 'Gromfall <support@gromfall.example>',
    subject: 'Код подтверждения входа',
    charset: 'koi8-r',
    text: `Здравствуйте, Agent!

Кто-то пытается войти в ваш аккаунт Gromfall с нового устройства.

Код подтверждения: 293817

Код действует 10 минут. Никому его не сообщайте.

ID игрока: 7733-0912-55
Последняя покупка: заказ N 4471902

Команда Gromfall`,
  },
  // 21. Food delivery (vi), OTP beside an order code and a discount code.
  {
    expected: '661903',
    from: 'GiaoNhanh <otp@giaonhanh.example>',
    subject: 'Mã OTP đăng nhập GiaoNhanh',
    html: shell({
      lang: 'vi',
      brand: 'GiaoNhanh',
      color: '#16a34a',
      preheader: 'Giảm 30% với mã NGON30',
      body: `<p>Xin chào,</p><p>Mã OTP để đăng nhập của bạn là:</p>${big('661903')}
<p>Mã có hiệu lực trong 5 phút. Không chia sẻ mã này cho bất kỳ ai.</p>
${rows([['Mã đơn hàng gần nhất', 'GN-2611-88120'], ['Mã giảm giá', 'NGON30']])}`,
      footer: 'Công ty TNHH GiaoNhanh · 123 Nguyễn Huệ, Q.1, TP.HCM',
    }),
  },
  // 22. Crypto newsletter (en), trap: the anti-phishing code in a market update, nothing to type.
  {
    expected: null,
    from: '"Coinvale Insights" <insights@coinvale.example>',
    subject: 'Weekly market update: BTC tops $98k',
    html: shell({
      brand: 'Coinvale Insights',
      color: '#1a1a2e',
      preheader: 'Your anti-phishing code: SILVERFOX-71',
      body: `<p style="font-size:12px;color:#666">Anti-phishing code: <b>SILVERFOX-71</b></p>
<h2>BTC tops $98,000</h2><p>Bitcoin rose 6.2% this week to close at $98,412. ETH followed with +4.1%.</p>
${rows([['BTC', '$98,412'], ['ETH', '$3,871'], ['SOL', '$241']])}
${button('https://coinvale.example/markets', 'Open markets', '#f0b90b')}`,
      footer: 'Coinvale Ltd, 9 Harbour Walk, Gibraltar GX11 1AA · <a href="https://coinvale.example/unsubscribe">Unsubscribe</a>',
    }),
  },
  // 23. Supermarket loyalty (de), trap: welcome to the club with member and card numbers; account link without token.
  {
    expected: null,
    from: '"FrischClub" <club@frischmarkt.example>',
    subject: 'Willkommen im FrischClub!',
    html: shell({
      lang: 'de',
      brand: 'FrischClub',
      color: '#15803d',
      preheader: 'Deine Mitgliedsnummer: 4471 2290',
      body: `<p>Hallo Agent,</p><p>schön, dass du dabei bist! Zeig deine Karte an der Kasse und sammle Punkte.</p>
${rows([['Mitgliedsnummer', '4471 2290'], ['Kartennummer', '9276 0012 4471 2290'], ['Startguthaben', '500 Punkte']])}
${button('https://frischmarkt.example/club/konto', 'Zum Kundenkonto', '#15803d')}`,
      footer: 'Frischmarkt GmbH · Hafenstraße 4 · 20457 Hamburg · Amtsgericht Hamburg HRB 112233',
    }),
  },
  // 24. Food delivery (hi), trap: a delivery OTP to tell the delivery partner.
  {
    expected: null,
    from: 'Khaana Express <orders@khaana.example>',
    subject: 'आपका ऑर्डर रास्ते में है',
    html: shell({
      lang: 'hi',
      brand: 'Khaana Express',
      color: '#dc2626',
      preheader: 'ऑर्डर ID 4471902288',
      body: `<p>नमस्ते Agent,</p><p>आपका ऑर्डर 20 मिनट में पहुंच जाएगा।</p>
${rows([['ऑर्डर ID', '4471902288'], ['कुल', '₹ 412']])}
<p>डिलीवरी के समय डिलीवरी पार्टनर को यह OTP बताएं: <b>4471</b></p>`,
      footer: 'Khaana Express Pvt Ltd · Bengaluru 560001',
    }),
  },
  // 25. Ticketing (fi), e-mail confirmation link (tracked) beside an order number; other buttons.
  {
    expected: 'https://click.lippu.example/u/8823?l=https%3A%2F%2Flippu.example%2Fvahvista%3Ft%3Dlp_Q7x2Kz',
    from: '"Lippupiste Pohjola" <asiakaspalvelu@lippu.example>',
    subject: 'Vahvista sähköpostiosoitteesi saadaksesi liput',
    html: shell({
      lang: 'fi',
      brand: 'Lippupiste Pohjola',
      color: '#1e3a8a',
      preheader: 'Tilausnumero 88120447',
      body: `<p>Hei Agent,</p><p>vahvista sähköpostiosoitteesi, niin lähetämme liput tilaukseesi.</p>
${button('https://click.lippu.example/u/8823?l=https%3A%2F%2Flippu.example%2Fvahvista%3Ft%3Dlp_Q7x2Kz', 'Vahvista sähköposti', '#1e3a8a')}<br>
${rows([['Tilausnumero', '88120447'], ['Tapahtuma', 'Joulukonsertti 18.12.2026'], ['Liput', '2 kpl']])}
${button('https://click.lippu.example/u/8824?l=https%3A%2F%2Flippu.example%2Ftapahtumat', 'Selaa tapahtumia', '#444444')}`,
      footer: 'Lippupiste Pohjola Oy · Mannerheimintie 1, 00100 Helsinki · Y-tunnus 1234567-8',
    }),
  },
  // 26. Ride-hailing (id), trap: a trip PIN to show the driver.
  {
    expected: null,
    from: 'JalanYuk <perjalanan@jalanyuk.example>',
    subject: 'Pengemudi kamu sedang menuju lokasi',
    html: shell({
      lang: 'id',
      brand: 'JalanYuk',
      color: '#00aa13',
      preheader: 'Budi · B 1234 XYZ · Toyota Avanza',
      body: `<p>Hai Agent,</p><p>Pengemudi kamu, Budi (B 1234 XYZ), tiba dalam 4 menit.</p>
<p>PIN perjalanan: <b>7720</b><br>Sebutkan PIN ini kepada pengemudi sebelum naik.</p>
${rows([['ID Perjalanan', 'JY-2611-88120'], ['Tarif', 'Rp 48.000']])}`,
      footer: 'PT JalanYuk Indonesia · Jakarta Selatan',
    }),
  },
  // 27. Hotel booking (de), a code for the app's login beside a booking number and a door PIN.
  {
    expected: '918273',
    from: '"Stayfair" <konto@stayfair.example>',
    subject: 'Dein Anmeldecode für Stayfair',
    html: shell({
      lang: 'de',
      brand: 'Stayfair',
      color: '#0f4c81',
      preheader: 'Buchung 4471-2290 · Check-in morgen',
      body: `<p>Hallo Agent,</p><p>hier ist dein Anmeldecode für die Stayfair-App:</p>${big('918273')}
<p>Er ist 10 Minuten gültig.</p>
${rows([['Buchungsnummer', '4471-2290'], ['Hotel', 'Hafenblick Hamburg'], ['Check-in', '26.11.2026']])}
${button('https://stayfair.example/buchungen/4471-2290', 'Buchung ansehen', '#0f4c81')}`,
      footer: 'Stayfair GmbH · Alsterufer 3 · 20354 Hamburg',
    }),
  },
  // 28. Game store (en), trap: a purchase receipt with a redeem key and an order number.
  {
    expected: null,
    from: '"Pixelvault" <receipts@pixelvault.example>',
    subject: 'Thanks for your Pixelvault purchase!',
    html: shell({
      brand: 'Pixelvault',
      color: '#111827',
      preheader: 'Order PV-88120447 · $29.99',
      body: `<p>Thanks for your purchase!</p>
${rows([['Order', 'PV-88120447'], ['Item', 'Hollow Keep – Deluxe Edition'], ['Total', '$29.99']])}
<p>Your product key:</p>${big('HK7Q-2XMP-9ZT4')}
<p>Redeem it in the Pixelvault launcher under Library &gt; Activate a product.</p>`,
      footer: 'Pixelvault Inc. · 1 Infinite Loop Rd, Austin, TX 78701',
    }),
  },
  // 29. Travel (it), verification code of the account beside a booking code (PNR) and a hidden preheader with a price.
  {
    expected: '640915',
    from: '"Viaggiamo" <account@viaggiamo.example>',
    subject: 'Il tuo codice di verifica Viaggiamo',
    html: shell({
      lang: 'it',
      brand: 'Viaggiamo',
      color: '#0369a1',
      preheader: 'Roma → Parigi da 39 € · codice prenotazione ZK4Q7P',
      body: `<p>Ciao Agent,</p><p>il tuo codice di verifica è:</p>${big('640915')}
<p>Inseriscilo nell'app entro 10 minuti per accedere al tuo account.</p>
${rows([['Codice prenotazione', 'ZK4Q7P'], ['Volo', 'FCO → CDG, 12/12/2026']])}`,
      footer: 'Viaggiamo S.p.A. · Via Nazionale 50, 00184 Roma · P.IVA 01234567890',
    }),
  },
  // 30. Telecom shop (cs), trap: order shipped, a pick-up code for the branch.
  {
    expected: null,
    from: '"MobilShop" <objednavky@mobilshop.example>',
    subject: 'Vaše objednávka je připravena k vyzvednutí',
    html: shell({
      lang: 'cs',
      brand: 'MobilShop',
      color: '#be123c',
      preheader: 'Objednávka 2026-88120',
      body: `<p>Dobrý den,</p><p>vaše objednávka č. 2026-88120 čeká na prodejně Praha – Anděl.</p>
<p>Kód pro vyzvednutí: <b>551029</b><br>Kód nahlaste na pokladně spolu s dokladem totožnosti.</p>
${button('https://mobilshop.example/prodejny/andel', 'Otevírací doba prodejny', '#be123c')}`,
      footer: 'MobilShop s.r.o. · Plzeňská 8, 150 00 Praha 5 · IČO 12345678',
    }),
  },

  // ---- Second batch (written after the first 30 were met): harder template renderings ----
  // 31. One digit per cell (a "code box" template), Ref on the line below, Outlook VML button for the app.
  {
    expected: '739204',
    from: '"Trainly" <no-reply@trainly.example>',
    subject: 'Your Trainly verification code',
    html: shell({
      brand: 'Trainly',
      color: '#0f766e',
      preheader: 'Your code expires in 10 minutes',
      body: `<p>Enter this code in the Trainly app to verify your account:</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="6"><tr>${'739204'.split('').map((d) => `<td style="border:1px solid #ccc;border-radius:4px;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold">${d}</td>`).join('')}</tr></table>
<p style="text-align:center;font-size:12px;color:#888">Ref. 20261125-4471</p>
<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="https://trainly.example/app" style="height:44px;width:200px" fillcolor="#0f766e"><center>Open the app</center></v:roundrect><![endif]-->
<!--[if !mso]><!-->${button('https://trainly.example/app', 'Open the app', '#0f766e')}<!--<![endif]-->`,
      footer: 'Trainly Ltd · 22 Canal St, Manchester M1 3HE',
    }),
  },
  // 32. Digits in letter-spaced spans, a member ID above, the text part with "Ref" on the code's line.
  {
    expected: '418205',
    from: '"Gymflow" <account@gymflow.example>',
    subject: 'Gymflow: sign-in code',
    text: `Member ID: GF-2290-4471

Your sign-in code: 418205 (Ref 8812)

It expires in 10 minutes. Never share it.`,
    html: shell({
      brand: 'Gymflow',
      color: '#9333ea',
      preheader: 'Member ID GF-2290-4471',
      body: `<p style="font-size:12px;color:#777">Member ID: GF-2290-4471</p><p>Your sign-in code:</p>
<p style="text-align:center">${'418205'.split('').map((d) => `<span style="display:inline-block;font-size:28px;font-weight:bold;padding:0 4px">${d}</span>`).join('')}</p>
<p style="text-align:center;font-size:12px;color:#888">Ref 8812</p><p>It expires in 10 minutes. Never share it.</p>`,
      footer: 'Gymflow GmbH · Rosenthaler Str. 40 · 10178 Berlin',
    }),
  },
  // 33. Greek shop: OTP in a table cell beside the order number and a voucher.
  {
    expected: '906132',
    from: 'Agorazo <info@agorazo.example>',
    subject: 'Κωδικός επαλήθευσης για την παραγγελία σας',
    html: shell({
      lang: 'el',
      brand: 'Agorazo',
      color: '#1e40af',
      preheader: 'Αριθμός παραγγελίας 7731-2290',
      body: `<p>Γεια σας,</p><p>Για να ολοκληρώσετε την πληρωμή, πληκτρολογήστε τον κωδικό επαλήθευσης:</p>
${rows([['Αριθμός παραγγελίας', '7731-2290'], ['Κωδικός επαλήθευσης', '<b style="font-size:22px">906132</b>'], ['Κουπόνι', 'AGORA10']])}
<p>Ο κωδικός λήγει σε 5 λεπτά.</p>`,
      footer: 'Agorazo Α.Ε. · Ερμού 10, 105 63 Αθήνα · ΑΦΜ 099887766',
    }),
  },
  // 34. Hebrew (RTL) food delivery: sign-in code beside a phone number and an order.
  {
    expected: '2841',
    from: 'MishlohaNow <noreply@mishloha.example>',
    subject: 'קוד כניסה למשלוחה',
    html: shell({
      lang: 'he',
      brand: 'משלוחה',
      color: '#f97316',
      preheader: 'הזמנה 88120 בדרך',
      body: `<div dir="rtl"><p>שלום,</p><p>קוד הכניסה שלך הוא:</p>${big('2841')}<p>הקוד בתוקף ל-5 דקות. אל תמסרו אותו לאף אחד.</p>
${rows([['מספר הזמנה', '88120'], ['שירות לקוחות', '03-5551234']])}</div>`,
      footer: 'משלוחה בע"מ · תל אביב',
    }),
  },
  // 35. Thai marketplace: OTP with a reference code (a "Ref" printed beside Thai OTPs), order number.
  {
    expected: '553901',
    from: 'TalatDee <otp@talatdee.example>',
    subject: 'รหัส OTP สำหรับเข้าสู่ระบบ',
    html: shell({
      lang: 'th',
      brand: 'TalatDee',
      color: '#ea580c',
      preheader: 'รหัสอ้างอิง KXPQ',
      body: `<p>รหัส OTP ของคุณคือ</p>${big('553901')}<p style="text-align:center">(รหัสอ้างอิง: KXPQ)</p><p>รหัสนี้มีอายุ 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น</p>
${rows([['หมายเลขคำสั่งซื้อ', '2611258812']])}`,
      footer: 'บริษัท ตลาดดี จำกัด · กรุงเทพฯ',
    }),
  },
  // 36. Code only in the subject and the hidden preheader; the body shows buttons only.
  {
    expected: '661027',
    from: '"Pocketbank Lite" <alerts@pocketlite.example>',
    subject: '661027 is your Pocket Lite code',
    html: shell({
      brand: 'Pocket Lite',
      color: '#111827',
      preheader: '661027 is your Pocket Lite code. It expires in 5 minutes.',
      body: `<p>Use the code in the subject line to finish signing in. It expires in 5 minutes.</p>
${button('https://pocketlite.example/help/codes', 'Why did I get this?', '#374151')}<br>
${button('https://pocketlite.example/security/lock?r=88', 'This wasn\'t me', '#b91c1c')}`,
      footer: 'Pocket Lite Ltd · 1 Bank St, London E14 5JP · Member number 4471 2290',
    }),
  },
  // 37. Trap: a booking confirmation whose "confirmation code" and door PIN sit in a table; a "Verify your email" banner for marketing without token.
  {
    expected: null,
    from: '"Casalia Stays" <reservations@casalia.example>',
    subject: 'Reservation confirmed – Casa Azul, 12–15 Dec',
    html: shell({
      brand: 'Casalia Stays',
      color: '#0e7490',
      preheader: 'Confirmation code HMZ4K7Q2',
      body: `<p>You're going to Lisbon! Your reservation is confirmed.</p>
${rows([['Confirmation code', 'HMZ4K7Q2'], ['Check-in', 'Sat, 12 Dec, 15:00'], ['Door code', '4471#'], ['Wi-Fi password', 'azul2026']])}
${button('https://casalia.example/trips/HMZ4K7Q2', 'View trip', '#0e7490')}`,
      footer: 'Casalia Inc. · 888 Brannan St, San Francisco, CA 94103',
    }),
  },
  // 38. Trap: a streaming receipt with an invoice number and a PIN to change the parental controls in settings.
  {
    expected: null,
    from: '"Vidora" <billing@vidora.example>',
    subject: 'Your Vidora receipt',
    html: shell({
      brand: 'VIDORA',
      color: '#7f1d1d',
      preheader: 'Invoice VD-2026-884120 · €12.99',
      body: `<p>Thanks for being a member.</p>${rows([['Invoice', 'VD-2026-884120'], ['Plan', 'Standard'], ['Amount', '€12.99'], ['Card', 'Visa •••• 4471']])}
<p>Parental controls PIN: 2290 (change it any time in Settings).</p>`,
      footer: 'Vidora B.V. · Herengracht 1, Amsterdam',
    }),
  },
  // 39. Magic link whose button text is an image; the text part gives the same URL; other tracked links.
  {
    expected: 'https://e.norrbok.example/c/eJyr5Q?tok=nb_7QpL2xZ9&dst=login',
    from: '"Norrbok" <hej@norrbok.example>',
    subject: 'Logga in på Norrbok',
    html: shell({
      lang: 'sv',
      brand: 'Norrbok',
      color: '#14532d',
      preheader: 'Länken gäller i 15 minuter',
      body: `<p>Hej! Klicka på knappen för att logga in. Länken gäller i 15 minuter och kan bara användas en gång.</p>
<p style="text-align:center"><a href="https://e.norrbok.example/c/eJyr5Q?tok=nb_7QpL2xZ9&amp;dst=login"><img src="https://cdn.norrbok.example/btn/logga-in.png" alt="Logga in" width="200" height="48"></a></p>
<p><a href="https://e.norrbok.example/c/eJyr6R?dst=nyheter">Veckans boktips</a> · <a href="https://e.norrbok.example/c/eJyr7S?dst=app">Ladda ner appen</a></p>`,
      footer: 'Norrbok AB · Sveavägen 20, 111 57 Stockholm',
    }),
  },
  // 40. Trap: a ride receipt with a trip code, a promo code and "Rate your driver" buttons.
  {
    expected: null,
    from: '"Rydo" <receipts@rydo.example>',
    subject: 'Your Tuesday evening trip with Rydo',
    html: shell({
      brand: 'Rydo',
      color: '#000000',
      preheader: 'Total €18.40 · Trip code RD-44712',
      body: `<p>Thanks for riding, Agent.</p>${rows([['Trip code', 'RD-44712'], ['Distance', '7.4 km'], ['Total', '€18.40']])}
<p>Get 15% off your next ride with code <b>RYDE15</b>.</p>
${button('https://rydo.example/rate?trip=RD-44712&s=5', 'Rate your driver', '#000000')}`,
      footer: 'Rydo B.V. · Stationsplein 1, Utrecht',
    }),
  },
];
