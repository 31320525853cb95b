from build import build
from mails1 import E, add

# 18 ar windows-1256 confirm button
u = 'https://hesabi.souqnour.example/ar/confirm-email?token=Zq8Lm2Rx7Kt4Wb9N'
add('l2-018.eml', u, sender='سوق النور <no-reply@souqnour.example>', subject='تأكيد بريدك الإلكتروني', charset='windows-1256', cte='base64',
    html=f'''<div dir="rtl" style="font-family:Tahoma;max-width:560px"><p>مرحباً أحمد،</p><p>شكراً لتسجيلك في سوق النور. يرجى الضغط على الزر أدناه لتأكيد عنوان بريدك الإلكتروني.</p>
<p><a href="{u}" style="background:#047857;color:#fff;padding:10px 22px;text-decoration:none">تأكيد البريد الإلكتروني</a></p><p style="font-size:12px;color:#888">ينتهي هذا الرابط خلال 24 ساعة. خدمة العملاء: 920000123</p></div>''')

# 19 he utf-8 button
u = 'https://app.kupatgemel.example/auth/verify/Wm7Qz2Lx9Rk4Tb8V'
add('l2-019.eml', u, sender='קופת גמל דיגיטלית <noreply@kupatgemel.example>', subject='אימות כתובת הדוא"ל שלך',
    html=f'''<div dir="rtl" style="font-family:Arial;max-width:560px"><p>שלום דנה,</p><p>כדי להשלים את פתיחת החשבון, יש לאמת את כתובת הדוא"ל שלך.</p>
<p><a href="{u}" style="background:#7c3aed;color:#fff;padding:10px 22px;text-decoration:none">אימות כתובת הדוא"ל</a></p><p style="font-size:12px;color:#888">הקישור בתוקף ל-48 שעות. מוקד שירות: ‎*3350</p></div>''')

# 20 th utf-8 html+text
u = 'https://account.sabaipay.example/th/verify?ref=Lq8Zm2Rx7Kt4Wb9P'
add('l2-020.eml', u, sender='SabaiPay <noreply@sabaipay.example>', subject='ยืนยันอีเมลของคุณสำหรับ SabaiPay',
    html=f'''<div style="font-family:Tahoma;max-width:560px"><p>สวัสดีคุณสมชาย</p><p>กรุณากดปุ่มด้านล่างเพื่อยืนยันอีเมลของคุณ ลิงก์นี้มีอายุ 24 ชั่วโมง</p><p><a href="{u}" style="background:#0ea5e9;color:#fff;padding:10px 22px;text-decoration:none">ยืนยันอีเมล</a></p><p style="font-size:12px;color:#888">บริษัท สบายเพย์ จำกัด โทร 02-555-0199</p></div>''',
    text=f'''สวัสดีคุณสมชาย

กรุณาเปิดลิงก์ด้านล่างเพื่อยืนยันอีเมลของคุณ (มีอายุ 24 ชั่วโมง)
{u}

บริษัท สบายเพย์ จำกัด โทร 02-555-0199''')

# 21 hi utf-8 html
u = 'https://portal.shikshasetu.example/hi/email/satyapan?token=Rx8Lm2Qz7Kt4Wb9N'
add('l2-021.eml', u, sender='शिक्षा सेतु <noreply@shikshasetu.example>', subject='अपना ईमेल पता सत्यापित करें',
    html=f'''<div style="font-family:'Nirmala UI';max-width:560px"><p>नमस्ते प्रिया,</p><p>शिक्षा सेतु पर पंजीकरण पूरा करने के लिए कृपया नीचे दिए गए बटन पर क्लिक करके अपना ईमेल पता सत्यापित करें।</p><p><a href="{u}" style="background:#ea580c;color:#fff;padding:10px 22px;text-decoration:none">ईमेल सत्यापित करें</a></p><p style="font-size:12px;color:#888">यह लिंक 24 घंटे तक मान्य है। हेल्पलाइन: 1800-180-5522</p></div>''')

# 22 tr wrapped link, text+html
u = 'https://t.ileti.kitapyurdu-demo.example/c/Mj7Qx2Lz9Rk4Tb8V-eyJ1IjoiaHR0cHMifQ'
add('l2-022.eml', u, sender='Kitapyeri <bilgi@kitapyeri.example>', subject='E-posta adresinizi doğrulayın',
    html=f'''<div style="font-family:Arial;max-width:560px"><p>Merhaba Elif,</p><p>Kitapyeri hesabınızı etkinleştirmek için e-posta adresinizi doğrulamanız gerekiyor.</p><p><a href="{u}" style="background:#dc2626;color:#fff;padding:10px 22px;text-decoration:none">E-postamı doğrula</a></p><p style="font-size:11px;color:#999">Kitapyeri A.Ş. · Mersis No: 0123456789000015 · Büyükdere Cad. No:201 Şişli/İstanbul · <a href="https://t.ileti.kitapyurdu-demo.example/u/Xk2">Abonelikten çık</a></p></div>''',
    text=f'''Merhaba Elif,

Kitapyeri hesabınızı etkinleştirmek için e-posta adresinizi doğrulamanız gerekiyor:
{u}

Kitapyeri A.Ş. · Büyükdere Cad. No:201 Şişli/İstanbul''')

# 23 vi
u = 'https://taikhoan.muasam-viet.example/xac-nhan-email?token=Vq8Lm2Rx7Kt4Wb9Z'
add('l2-023.eml', u, sender='Mua Sắm Việt <hotro@muasam-viet.example>', subject='Xác nhận địa chỉ email của bạn',
    html=f'''<div style="font-family:Arial;max-width:560px"><p>Xin chào Minh,</p><p>Cảm ơn bạn đã đăng ký tài khoản. Vui lòng nhấn vào nút bên dưới để xác nhận địa chỉ email.</p><p><a href="{u}" style="background:#16a34a;color:#fff;padding:10px 22px;text-decoration:none">Xác nhận email</a></p><p style="font-size:12px;color:#888">Liên kết có hiệu lực trong 24 giờ. Hotline 1900 6035</p></div>''')

# 24 id magic sign-in "Masuk"
u = 'https://akun.warungkita.example/masuk/tautan?token=Kq8Lm2Rx7Zt4Wb9N'
add('l2-024.eml', u, sender='WarungKita <noreply@warungkita.example>', subject='Tautan masuk ke WarungKita',
    html=f'''<div style="font-family:Arial;max-width:560px"><p>Hai Dewi,</p><p>Kamu meminta tautan untuk masuk tanpa kata sandi. Tautan ini hanya berlaku 15 menit dan hanya bisa dipakai sekali.</p><p><a href="{u}" style="background:#0d9488;color:#fff;padding:10px 22px;text-decoration:none">Masuk sekarang</a></p><p>Jika kamu tidak meminta tautan ini, abaikan email ini.</p><p style="font-size:11px;color:#999">PT Warung Kita Digital · Jl. Sudirman Kav. 52-53, Jakarta 12190</p></div>''')

# 25 sv text-only reset
u = 'https://konto.bokcirkeln.example/aterstall-losenord/Lx8Qm2Rz7Kt4Wb9N'
add('l2-025.eml', u, sender='Bokcirkeln <noreply@bokcirkeln.example>', subject='Återställ ditt lösenord', charset='iso-8859-1', cte='quoted-printable',
    text=f'''Hej Erik!

Vi har fått en begäran om att återställa lösenordet för ditt konto hos Bokcirkeln.
Klicka på länken nedan för att välja ett nytt lösenord. Länken gäller i 60 minuter.

{u}

Om du inte har begärt detta kan du bortse från mejlet.

Vänliga hälsningar
Bokcirkeln AB, Drottninggatan 71, 111 36 Stockholm, org.nr 556812-4471''')

# 26 cs
u = 'https://ucet.jizdenky-vlak.example/overeni-emailu?t=Zq8Lm2Rx7Kt4Wb9M'
add('l2-026.eml', u, sender='Jízdenky Vlak <info@jizdenky-vlak.example>', subject='Ověřte svou e-mailovou adresu', charset='iso-8859-2', cte='quoted-printable',
    html=f'''<p>Dobrý den,</p><p>děkujeme za registraci. Pro dokončení registrace prosím ověřte svou e-mailovou adresu.</p><p><a href="{u}">Ověřit e-mail</a></p><p>Odkaz je platný 24 hodin.</p><p style="font-size:11px">Jízdenky Vlak s.r.o., Wilsonova 300/8, 120 00 Praha 2, IČO 07241188</p>''')

# 27 hu
u = 'https://fiok.konyvtarkartya.example/aktivalas/Wq8Lm2Rx7Kt4Zb9N'
add('l2-027.eml', u, sender='Könyvtárkártya <ertesites@konyvtarkartya.example>', subject='Fiókja aktiválása', charset='iso-8859-2', cte='quoted-printable',
    html=f'''<p>Kedves Tóth Péter!</p><p>Köszönjük a regisztrációt. A fiók aktiválásához kattintson az alábbi gombra:</p><p><a href="{u}" style="background:#1e40af;color:#fff;padding:8px 18px">Fiók aktiválása</a></p><p>A link 48 óráig érvényes.</p><p style="font-size:11px">Fővárosi Könyvtár, 1088 Budapest, Szabó Ervin tér 1., Tel.: +36 1 555 0188</p>''')

# 28 fi
u = 'https://tili.kirjastokortti.example/vahvista?token=Mq8Lm2Rx7Kt4Wb9Z'
add('l2-028.eml', u, sender='Kirjastokortti <noreply@kirjastokortti.example>', subject='Vahvista sähköpostiosoitteesi',
    html=f'''<p>Hei Aino,</p><p>Vahvista sähköpostiosoitteesi, niin voit varata kirjoja verkossa.</p><p><a href="{u}">Vahvista sähköpostiosoite</a></p><p>Linkki on voimassa 24 tuntia.</p>''',
    text=f'''Hei Aino,

Vahvista sähköpostiosoitteesi, niin voit varata kirjoja verkossa:
{u}

Linkki on voimassa 24 tuntia.''')

# 29 el ISO-8859-7
u = 'https://logariasmos.odigos-poleis.example/epivevaiosi?t=Rq8Lm2Zx7Kt4Wb9N'
add('l2-029.eml', u, sender='Οδηγός Πόλεων <noreply@odigos-poleis.example>', subject='Επιβεβαίωση διεύθυνσης email', charset='iso-8859-7', cte='base64', subject_charset='iso-8859-7',
    html=f'''<p>Γεια σας Νίκο,</p><p>Για να ολοκληρώσετε την εγγραφή σας, επιβεβαιώστε τη διεύθυνση email σας.</p><p><a href="{u}">Επιβεβαίωση email</a></p><p>Ο σύνδεσμος ισχύει για 24 ώρες. Τηλ. 210 555 0142</p>''')

# 30 ro
u = 'https://cont.librariaveche.example/confirmare-email?token=Tq8Lm2Rx7Zk4Wb9N'
add('l2-030.eml', u, sender='Librăria Veche <contact@librariaveche.example>', subject='Confirmă adresa de e-mail',
    html=f'''<p>Bună, Andrei!</p><p>Mulțumim că ți-ai creat cont. Confirmă adresa de e-mail apăsând butonul de mai jos:</p><p><a href="{u}" style="background:#9333ea;color:#fff;padding:8px 18px">Confirmă adresa</a></p><p style="font-size:11px">Librăria Veche SRL · CUI RO31244108 · Str. Lipscani 21, București</p>''')

# 31 en verify link under /preferences path (looks like settings)
u = 'https://app.ledgerline.example/preferences/email/verify?token=Nq8Lm2Rx7Kt4Wb9Z&amp;uid=88213'
add('l2-031.eml', u.replace('&amp;', '&'), sender='Ledgerline <no-reply@ledgerline.example>', subject='Verify your new notification address',
    html=f'''<div style="font-family:Arial;max-width:560px"><p>Hi Jordan,</p><p>You added <b>agent.inbox@agents.example</b> as the address for Ledgerline notifications. Verify it to start receiving alerts there.</p>
<p><a href="{u}" style="background:#111827;color:#fff;padding:10px 20px;text-decoration:none">Verify address</a></p><p style="font-size:12px;color:#666">Didn't do this? <a href="https://app.ledgerline.example/settings/notifications">Review your notification settings</a>.</p></div>''')

# 32 en sign-in approval "Yes, it's me" / "No, secure my account"
u = 'https://accounts.pebblecloud.example/approve/s/4e1d9b27c6?sig=Hq8Lm2Rx7Kt4Wb9Z'
add('l2-032.eml', u, sender='PebbleCloud <security@pebblecloud.example>', subject='Are you trying to sign in?',
    html=f'''<div style="font-family:-apple-system,Arial;max-width:520px"><p>Someone is trying to sign in to your PebbleCloud account from <b>Chrome on Windows</b> near Leeds, UK.</p>
<p>Was this you?</p><p><a href="{u}" style="background:#16a34a;color:#fff;padding:10px 18px;text-decoration:none">Yes, it's me</a> <a href="https://accounts.pebblecloud.example/approve/deny/4e1d9b27c6?sig=Hq8Lm2Rx7Kt4Wb9Z" style="background:#dc2626;color:#fff;padding:10px 18px;text-decoration:none">No, secure my account</a></p>
<p style="font-size:12px;color:#666">This request expires in 5 minutes.</p></div>''')

# 33 en GitHub-style invitation, text-only, tokenless invitation page
u = 'https://git.forgehub.example/orgs/harbor-labs/invitation'
add('l2-033.eml', u, sender='ForgeHub <noreply@forgehub.example>', subject='@dkato has invited you to join the @harbor-labs organization',
    text=f'''@dkato has invited you to join the @harbor-labs organization on ForgeHub. Head over to {u} to check out @harbor-labs's profile.

This invitation will expire in 7 days.

To accept or decline this invitation, visit
{u}

Note: This invitation was intended for agent.inbox@agents.example. If you were not expecting this invitation, you can ignore this email.

---
ForgeHub, Inc. ・88 Colin P Kelly Jr Street・San Francisco, CA 94107''')

# 34 de double opt-in wrapped, text+html
u = 'https://news.gartenfreunde.example/r/Lm8Qz2Rx7Kt4Wb9V/optin'
add('l2-034.eml', u, sender='Gartenfreunde Newsletter <newsletter@gartenfreunde.example>', subject='Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    html=f'''<div style="font-family:Arial;max-width:560px"><p>Hallo,</p><p>vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick:</p><p><a href="{u}" style="background:#15803d;color:#fff;padding:10px 20px;text-decoration:none">Anmeldung bestätigen</a></p><p>Ohne Bestätigung erhalten Sie keine weiteren E-Mails von uns.</p><p style="font-size:11px;color:#888">Gartenfreunde e.V. · Kleingartenweg 3 · 04109 Leipzig · VR 4412 · <a href="https://www.gartenfreunde.example/datenschutz">Datenschutz</a></p></div>''',
    text=f'''Hallo,

vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung:
{u}

Gartenfreunde e.V. · Kleingartenweg 3 · 04109 Leipzig''')

# 35 es-MX device/sign-in approval
u = 'https://seguridad.pagafacil.example/mx/aprobar?solicitud=7QzLm2Rx8Kt4Wb9N'
add('l2-035.eml', u, sender='PagaFácil <seguridad@pagafacil.example>', subject='¿Intentas iniciar sesión?',
    html=f'''<div style="font-family:Arial;max-width:520px"><p>Hola, Diego:</p><p>Detectamos un intento de inicio de sesión en tu cuenta desde un Samsung Galaxy S23 en Guadalajara, Jal.</p><p>Si fuiste tú, apruébalo para continuar:</p><p><a href="{u}" style="background:#2563eb;color:#fff;padding:10px 18px;text-decoration:none">Aprobar inicio de sesión</a></p><p>Si no fuiste tú, no hagas nada y cambia tu contraseña.</p><p style="font-size:11px;color:#888">PagaFácil S.A.P.I. de C.V. · Av. Reforma 222, CDMX · 55 5555 0101</p></div>''')

# 36 en long marketing template asking to verify to unlock discount (verify link among 40 links)
prods = ''.join(f'<td width="33%"><a href="https://links.shop.nordhaus.example/els/v2/{i}Xq{i*7919}Lm/prod"><img src="https://img.nordhaus.example/{i}.jpg" alt="Item {i}"></a><br><a href="https://links.shop.nordhaus.example/els/v2/{i}Tq{i*104729}Rz/prod">Wool throw {i}</a> €{39+i}</td>' + ('</tr><tr>' if i % 3 == 0 else '') for i in range(1, 31))
u = 'https://links.shop.nordhaus.example/els/v2/vfy9Kq2Lm8Xz4Rt7Wb/verify-email'
add('l2-036.eml', u, sender='Nordhaus <hello@shop.nordhaus.example>', subject='Welcome to Nordhaus – verify your email to unlock 10% off',
    html=f'''<html><body><table width="640" align="center" style="font-family:Arial">
<tr><td colspan="3" style="text-align:center;padding:20px"><a href="https://links.shop.nordhaus.example/els/v2/logo1Zq"><img src="https://img.nordhaus.example/logo.png" alt="NORDHAUS"></a><br><a href="https://links.shop.nordhaus.example/els/v2/nav1">New in</a> | <a href="https://links.shop.nordhaus.example/els/v2/nav2">Living</a> | <a href="https://links.shop.nordhaus.example/els/v2/nav3">Bedroom</a> | <a href="https://links.shop.nordhaus.example/els/v2/nav4">Sale</a></td></tr>
<tr><td colspan="3" style="background:#f5f0e8;padding:30px;text-align:center"><h1>Welcome to Nordhaus</h1><p>Verify your email address to activate your account and unlock 10% off your first order.</p><p><a href="{u}" style="background:#222;color:#fff;padding:14px 30px;text-decoration:none">Verify my email</a></p></td></tr>
<tr>{prods}</tr>
<tr><td colspan="3" style="font-size:11px;color:#888;text-align:center"><a href="https://links.shop.nordhaus.example/els/v2/soc1">Instagram</a> · <a href="https://links.shop.nordhaus.example/els/v2/soc2">Pinterest</a> · <a href="https://links.shop.nordhaus.example/els/v2/unsub9Xq">Unsubscribe</a><br>Nordhaus ApS · Vesterbrogade 149 · 1620 København V · CVR 39 12 44 71</td></tr></table></body></html>''')
