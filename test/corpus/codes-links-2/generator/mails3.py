from build import build
from mails2 import E, add

# 37 en email change confirmation, text-only
u = 'https://id.tallyfox.example/email-change/confirm/0f3c8d2a-71b4-4e59-b1d6-93a2c7e5f804'
add('l2-037.eml', u, sender='Tallyfox Accounts <accounts@tallyfox.example>', subject='Confirm your new email address',
    text=f'''Hi Priya,

You (or someone using your account) asked to change the email address on your Tallyfox account from p.shah@oldmail.example to agent.inbox@agents.example.

To confirm the change, open this link within 24 hours:
{u}

Until you confirm, we'll keep sending mail to p.shah@oldmail.example.

Tallyfox, 1 Poultry, London EC2R 8EJ''')

# 38 en accept invitation to shared document with generic "Open" button
u = 'https://docs.scribbleboard.example/invite/accept?code=Zr8Lq2Mx7Kt4Wb9N'
add('l2-038.eml', u, sender='Scribbleboard <share@scribbleboard.example>', subject='Hannah shared "Q1 launch plan" with you',
    html=f'''<div style="font-family:Arial;max-width:520px"><p><b>Hannah Ortiz</b> (hannah@brightlane.example) invited you to edit the board <b>Q1 launch plan</b>.</p><p style="background:#f4f4f5;padding:12px">"Can you add the press timeline before Friday? Thanks!"</p><p><a href="{u}" style="background:#4f46e5;color:#fff;padding:10px 22px;text-decoration:none">Open</a></p><p style="font-size:12px;color:#777">You'll need to create a free account to accept the invitation. Scribbleboard Inc., 500 3rd St, San Francisco</p></div>''')

# ---------------- traps (null) ----------------
# 39 en new sign-in notice, "if this was you, you don't need to do anything"
add('l2-039.eml', None, sender='Nimbus Notes <security@nimbusnotes.example>', subject='New sign-in to your Nimbus Notes account',
    html='''<div style="font-family:Arial;max-width:520px"><h3>New sign-in detected</h3><table><tr><td>Device</td><td>Firefox on macOS</td></tr><tr><td>Location</td><td>Lyon, France</td></tr><tr><td>Time</td><td>24 Nov 2026, 08:41 UTC</td></tr><tr><td>IP</td><td>203.0.113.48</td></tr></table>
<p>If this was you, you don't need to do anything.</p><p>If you don't recognise this activity, <a href="https://app.nimbusnotes.example/account/security?session=Qx8Lm2Rz7Kt4Wb9N">review your account activity</a> and change your password.</p></div>''')

# 40 de password changed notice with tokened reset link, no "if it was you" phrase
add('l2-040.eml', None, sender='Kontowelt <sicherheit@kontowelt.example>', subject='Ihr Passwort wurde geändert',
    html='''<div style="font-family:Arial;max-width:560px"><p>Hallo Markus,</p><p>das Passwort Ihres Kontowelt-Kontos wurde am 24.11.2026 um 09:02 Uhr geändert.</p><p>Falls Sie das nicht selbst waren, setzen Sie Ihr Passwort sofort zurück und kontaktieren Sie unseren Support unter 0800 555 0142:</p><p><a href="https://konto.kontowelt.example/passwort/zuruecksetzen?token=Rq8Lm2Zx7Kt4Wb9N" style="background:#b91c1c;color:#fff;padding:10px 18px;text-decoration:none">Passwort zurücksetzen</a></p><p style="font-size:11px;color:#888">Kontowelt GmbH · Friedrichstraße 68 · 10117 Berlin</p></div>''')

# 41 fr new connection notice
add('l2-041.eml', None, sender='Maison Crédit <alertes@maisoncredit.example>', subject='Nouvelle connexion à votre espace client', charset='iso-8859-1', cte='quoted-printable',
    text='''Bonjour Mme Lefèvre,

Une connexion à votre espace client a été effectuée le 24/11/2026 à 08:15 depuis un iPhone (Nantes).
Code de sécurité utilisé : 481 207

Si c'était bien vous, aucune action n'est nécessaire.
Sinon, contactez immédiatement notre service sécurité au 09 69 32 11 00.

Maison Crédit - 12 place de la Bourse - 44000 Nantes''')

# 42 es code used notice, html
add('l2-042.eml', None, sender='Vuelos Nube <cuenta@vuelosnube.example>', subject='Se usó tu código de verificación',
    html='''<div style="font-family:Arial;max-width:520px"><p>Hola, Marta:</p><p>El código de verificación <b>730 418</b> se usó hoy a las 11:02 para iniciar sesión en tu cuenta desde Chrome (Sevilla).</p><p>Si fuiste tú, puedes ignorar este correo. Si no reconoces este acceso, <a href="https://vuelosnube.example/cuenta/seguridad">protege tu cuenta</a>.</p></div>''')

# 43 ja login notification (Shift_JIS)
add('l2-043.eml', None, sender='みどり証券 <info@midori-sec.example>', subject='【みどり証券】ログインのお知らせ', charset='shift_jis', cte='base64', subject_charset='iso-2022-jp',
    text='''みどり証券をご利用いただきありがとうございます。

以下の日時にお客様のアカウントへのログインがありました。

日時：2026年11月24日 09:12
端末：iPhone（Safari）
認証方法：ワンタイムパスワード（582913）

ご本人によるログインの場合、本メールへの対応は不要です。
お心当たりがない場合は、至急パスワードを変更してください。
https://www.midori-sec.example/login

みどり証券株式会社　金融商品取引業者 関東財務局長（金商）第2251号''')

# 44 zh code used notice (GB2312)
add('l2-044.eml', None, sender='快递易 <notice@kuaidiyi.example>', subject='您的验证码已被使用', charset='gb2312', cte='base64',
    html='''<p>尊敬的用户：</p><p>您的验证码 <b>418 205</b> 已于 2026-11-24 10:31 被使用，用于在新设备上登录您的账户。</p><p>如果是您本人操作，请忽略此邮件；如非本人操作，请立即修改密码。</p><p>客服电话：400-600-1234</p>''')

# 45 ko new device sign-in notice (EUC-KR)
add('l2-045.eml', None, sender='바다은행 <alert@badabank.example>', subject='[바다은행] 새로운 기기에서 로그인되었습니다', charset='euc-kr', cte='base64',
    html='''<p>고객님, 안녕하세요.</p><p>2026년 11월 24일 09:55에 새로운 기기(Galaxy S24)에서 고객님의 계정에 로그인되었습니다. 인증번호 552 901이 사용되었습니다.</p><p>본인이 로그인한 경우 이 메일은 무시하셔도 됩니다. 본인이 아닌 경우 고객센터 1588-5000으로 연락해 주세요.</p>''')

# 46 ru expired code, no replacement (KOI8-R)
add('l2-046.eml', None, sender='ГосУслуги-Демо <noreply@gu-demo.example>', subject='Срок действия кода истёк', charset='koi8-r', cte='quoted-printable',
    text='''Здравствуйте!

Срок действия кода подтверждения 604 117 истёк. Код больше нельзя использовать.

Чтобы получить новый код, вернитесь в приложение и нажмите "Отправить код повторно".

Служба поддержки: 8 800 100-70-10''')

# 47 en expired code with "request a new code" link (tokened)
add('l2-047.eml', None, sender='Orbitly <no-reply@orbitly.example>', subject='Your Orbitly code has expired',
    html='''<div style="font-family:Arial;max-width:520px"><p>Hi Sam,</p><p>The verification code we sent you at 08:02 (<b>318 492</b>) has expired before it was used.</p><p>You can request a new one from the sign-in page:</p><p><a href="https://orbitly.example/signin?resend=1&amp;s=Kq8Lm2Rx7Zt4Wb9N">Go to sign-in</a></p><p style="font-size:12px;color:#777">Orbitly Ltd, 20 Eastbourne Terrace, London W2 6LG</p></div>''')

# 48 pt password changed successfully
add('l2-048.eml', None, sender='Mercadinho Online <nao-responda@mercadinho.example>', subject='Sua senha foi alterada com sucesso',
    html='''<div style="font-family:Arial;max-width:520px"><p>Olá, Beatriz!</p><p>A senha da sua conta foi alterada em 24/11/2026 às 10:45.</p><p>Se foi você, não precisa fazer nada.</p><p>Se não foi você, <a href="https://mercadinho.example/conta/recuperar?t=Pq8Lm2Rx7Kt4Wb9Z">recupere o acesso à sua conta</a> imediatamente.</p><p style="font-size:11px;color:#999">Mercadinho Online Ltda. · CNPJ 98.765.432/0001-10</p></div>''')

# 49 it new device signed in
add('l2-049.eml', None, sender='Poste Digitali <sicurezza@postedigitali.example>', subject='Accesso effettuato da un nuovo dispositivo',
    text='''Gentile cliente,

è stato effettuato un accesso al tuo conto da un nuovo dispositivo (Xiaomi 13, Napoli) il 24/11/2026 alle 09:37.
Il codice OTP 275 180 è stato utilizzato per autorizzare l'accesso.

Se sei stato tu, non devi fare nulla.
Se non riconosci questo accesso, chiama subito il numero verde 800 00 33 22.

Poste Digitali S.p.A. - Viale Europa 190, 00144 Roma - P.IVA 01114601006''')

# 50 nl already confirmed welcome with generic button
add('l2-050.eml', None, sender='Fietsdeel <hallo@fietsdeel.example>', subject='Je e-mailadres is bevestigd',
    html='''<div style="font-family:Arial;max-width:560px"><p>Hoi Sanne,</p><p>Je e-mailadres is bevestigd. Je kunt nu inloggen en je eerste fiets reserveren.</p><p><a href="https://mijn.fietsdeel.example/dashboard?s=Lq8Zm2Rx7Kt4Wb9N" style="background:#f97316;color:#fff;padding:12px 24px;text-decoration:none">Ga verder</a></p><p style="font-size:11px;color:#999">Fietsdeel B.V. · Oudegracht 190 · 3511 NR Utrecht</p></div>''')

# 51 en "your email has been verified" with Continue button
add('l2-051.eml', None, sender='Quillhouse <team@quillhouse.example>', subject='Your email is verified',
    html='''<table style="max-width:580px;margin:0 auto;font-family:Arial"><tr><td><p>Hi Morgan,</p><p>Thanks for verifying your email address. Your workspace is ready: click below to sign in and invite your team.</p><table><tr><td style="background:#ff7a59"><a href="https://d2v8tf04.na1.hubspotlinks.example/Ctc/5E+113/d2v8tf04/WsRdy7Kq2Lm9Xz4Rt8Vb" style="color:#fff;display:block;padding:12px 30px;text-decoration:none">Continue</a></td></tr></table></td></tr></table>''')

# 52 tr password changed
add('l2-052.eml', None, sender='Kitapyeri <guvenlik@kitapyeri.example>', subject='Şifreniz değiştirildi',
    html='''<p>Merhaba Elif,</p><p>Kitapyeri hesabınızın şifresi 24.11.2026 10:12'de değiştirildi.</p><p>Bu işlemi siz yaptıysanız herhangi bir işlem yapmanıza gerek yok.</p><p>Bu işlemi siz yapmadıysanız <a href="https://kitapyeri.example/sifre-sifirla?token=Mq8Lm2Rx7Kt4Wb9Z">şifrenizi sıfırlayın</a>.</p>''')

# 53 vi password changed
add('l2-053.eml', None, sender='Mua Sắm Việt <baomat@muasam-viet.example>', subject='Mật khẩu của bạn đã được thay đổi',
    text='''Xin chào Minh,

Mật khẩu tài khoản Mua Sắm Việt của bạn vừa được thay đổi lúc 10:05 ngày 24/11/2026.

Nếu đây là bạn, bạn có thể bỏ qua email này.
Nếu không phải bạn, hãy đặt lại mật khẩu ngay: https://taikhoan.muasam-viet.example/dat-lai-mat-khau?token=Vq8Lm2Rx7Kt4Wb9Q

Hotline 1900 6035''')

# 54 ar signed in notice
add('l2-054.eml', None, sender='سوق النور <security@souqnour.example>', subject='تم تسجيل الدخول إلى حسابك', charset='windows-1256', cte='base64',
    html='''<div dir="rtl"><p>مرحباً أحمد،</p><p>تم تسجيل الدخول إلى حسابك في سوق النور من جهاز جديد (آيفون، الرياض) بتاريخ 24/11/2026 الساعة 09:20 باستخدام رمز التحقق 660 218.</p><p>إذا كنت أنت من قام بذلك، فلا داعي لاتخاذ أي إجراء.</p><p>خدمة العملاء: 920000123</p></div>''')

# 55 pl account activated, login link
add('l2-055.eml', None, sender='Zadaniownik <powiadomienia@zadaniownik.example>', subject='Twoje konto zostało aktywowane', charset='iso-8859-2', cte='quoted-printable',
    text='''Cześć Tomek,

Twoje konto w Zadaniowniku zostało aktywowane. Możesz się teraz zalogować:
https://app.zadaniownik.example/logowanie

Miłej pracy!
Zadaniownik sp. z o.o.''')

# 56 en sign-in blocked notice, review link tokened
add('l2-056.eml', None, sender='PebbleCloud <security@pebblecloud.example>', subject='We blocked a sign-in attempt',
    html='''<div style="font-family:Arial;max-width:520px"><p>We blocked a sign-in attempt to your PebbleCloud account from an unrecognised device in São Paulo, BR, because the wrong verification code was entered three times.</p><p>Your account is safe. If this was you, you can try again in 30 minutes.</p><p><a href="https://accounts.pebblecloud.example/activity?ref=Hq8Lm2Rx7Kt4Wb9Z">Check recent activity</a></p></div>''')
