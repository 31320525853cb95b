from build import build
E = {}
def add(name, answer, **kw):
    E[name] = answer
    build(name, **kw)

FOOT_EN = '<p style="font-size:11px;color:#999">You received this email because you signed up at {host}. {addr}<br><a href="{unsub}">Unsubscribe</a> · <a href="{prefs}">Email preferences</a> · <a href="https://{host}/privacy">Privacy</a></p>'

# 1 en SendGrid-wrapped confirm, multipart, text has same URL
u = 'https://u4812907.ct.sendgrid.example/ls/click?upn=u001.kT9Qx2mL8vRz-2BfP4wYcN7dJ3hA5sE1gU6oI0bV-2FqXm9Lk2Tz8Rw4Pc&amp;__cf=Wq2'
ua = u.replace('&amp;', '&')
add('l2-001.eml', ua, sender='Fernway <hello@mail.fernway.example>', subject='Confirm your email for Fernway',
    html=f'''<html><body style="background:#f3f4f6;margin:0"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" style="background:#fff;border-radius:8px;font-family:Helvetica,Arial,sans-serif">
<tr><td style="padding:28px 32px"><img src="https://u4812907.ct.sendgrid.example/wf/open?upn=u001.Zx9" width="1" height="1" alt=""><h1 style="font-size:22px">Almost there, Robin!</h1>
<p>Please confirm that <b>agent.inbox@agents.example</b> is your email address so we can finish setting up your Fernway account.</p>
<p style="text-align:center;margin:28px 0"><a href="{u}" style="background:#0f766e;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:bold">Confirm email address</a></p>
<p style="font-size:13px;color:#555">This link expires in 24 hours. If you didn't create a Fernway account, you can ignore this message.</p></td></tr>
<tr><td style="padding:0 32px 24px">{FOOT_EN.format(host="fernway.example", addr="Fernway Labs Inc., 410 Townsend St, San Francisco, CA 94107", unsub="https://u4812907.ct.sendgrid.example/ls/click?upn=u001.Unsb8Kq2Lm9Xz4Rt7Wv", prefs="https://u4812907.ct.sendgrid.example/ls/click?upn=u001.Prf5Gh2Jk8Lm3Nb6Vc")}</td></tr></table></td></tr></table></body></html>''',
    text=f'''Almost there, Robin!

Please confirm that agent.inbox@agents.example is your email address so we can finish setting up your Fernway account.

Confirm email address ( {ua} )

This link expires in 24 hours. If you didn't create a Fernway account, you can ignore this message.

Fernway Labs Inc., 410 Townsend St, San Francisco, CA 94107
Unsubscribe ( https://u4812907.ct.sendgrid.example/ls/click?upn=u001.Unsb8Kq2Lm9Xz4Rt7Wv )''')

# 2 en Mandrill-tracked double opt-in for a newsletter
u = 'https://mandrillapp.example/track/click/30412276/lists.birdnotes.example?p=eyJzIjoiTXZ6X1dRa2JrS2VsVnFvM0pBTnBMVzBVR1E4IiwidiI6MSwicCI6IntcInVcIjozMDQxMjI3NixcInZcIjoxfSJ9'
add('l2-002.eml', u, sender='Bird Notes Weekly <news@birdnotes.example>', subject='Please confirm your subscription',
    html=f'''<div style="font-family:Georgia,serif;max-width:600px;margin:auto;color:#222"><h2>Bird Notes Weekly</h2>
<p>Hi there,</p><p>Someone (hopefully you) asked to receive Bird Notes Weekly at this address. We only send it to people who confirm, so please click below.</p>
<p><a href="{u}" style="display:inline-block;border:2px solid #222;padding:10px 18px;color:#222;text-decoration:none">Yes, subscribe me to this list.</a></p>
<p>If you received this by mistake, just delete it: you won't be subscribed if you don't click.</p>
<hr><p style="font-size:12px">Bird Notes · 12 Heron Lane · Norwich NR2 4PQ · UK</p></div>''')

# 3 en Braze-style magic sign-in in a long marketing template (many links)
import random
random.seed(3)
prods = ''.join(f'<tr><td><a href="https://ablink.mail.tandem.example/ls/click?upn=prd{i:03d}{random.randrange(10**9,10**10)}Qx{i}Lm&amp;src=email"><img src="https://cdn.tandem.example/p/{i}.jpg" alt="" width="120"></a></td><td><a href="https://ablink.mail.tandem.example/ls/click?upn=prd{i:03d}T{random.randrange(10**8,10**9)}">Ride bundle #{i}</a><br>From $ {random.randrange(9,99)}.99 · SKU TND-{random.randrange(10000,99999)}</td></tr>' for i in range(1, 25))
u = 'https://ablink.mail.tandem.example/ls/click?upn=sgn8Vq2LmX9Rz4Tk7Wp3Jh6Dn1Bc5Fy0Ga-2F8MagicLnk'
add('l2-003.eml', u, sender='Tandem <ride@mail.tandem.example>', subject='Your Tandem sign-in link (and this week’s deals)',
    html=f'''<html><head><style>td{{font-family:Arial;font-size:14px}}</style></head><body>
<div style="display:none;max-height:0;overflow:hidden">Tap to sign in — link valid for 15 minutes. Plus 24 new ride bundles.</div>
<table width="600" align="center">
<tr><td colspan="2"><a href="https://ablink.mail.tandem.example/ls/click?upn=hdrLogo9Qx2"><img src="https://cdn.tandem.example/logo.png" alt="Tandem"></a></td></tr>
<tr><td colspan="2" style="padding:20px;background:#fef3c7"><b>Sign in to Tandem</b><br>You asked for a sign-in link for agent.inbox@agents.example. It works once and expires in 15 minutes.<br><br>
<a href="{u}" style="background:#111;color:#fff;padding:10px 22px;text-decoration:none">Sign in</a></td></tr>
<tr><td colspan="2"><h3>This week's bundles</h3></td></tr>
{prods}
<tr><td colspan="2" style="font-size:11px;color:#777"><a href="https://ablink.mail.tandem.example/ls/click?upn=fbk2">Facebook</a> · <a href="https://ablink.mail.tandem.example/ls/click?upn=igm3">Instagram</a> · <a href="https://ablink.mail.tandem.example/ls/click?upn=uns9Kq2Lm8Xz">Unsubscribe</a> · <a href="https://ablink.mail.tandem.example/ls/click?upn=hlp4Zx">Help center</a><br>Tandem Mobility GmbH, Torstraße 140, 10119 Berlin · HRB 201884 B</td></tr>
</table></body></html>''')

# 4 en HubSpot-style path token, generic button "Continue"
u = 'https://d2v8tf04.na1.hubspotlinks.example/Ctc/5E+113/d2v8tf04/VWl2kR4Qx1pLW7ZbT3q8Kn9hVW5mN8cM2Jv0bN1Xq7Rz3lSC4'
add('l2-004.eml', u, sender='Quillhouse <team@quillhouse.example>', subject='One more step to start your trial',
    html=f'''<table style="max-width:580px;margin:0 auto;font-family:'Segoe UI',sans-serif"><tr><td>
<p>Hi Morgan,</p><p>Thanks for starting a Quillhouse trial. To finish creating your workspace, confirm your email address by clicking the button below.</p>
<table><tr><td style="background:#ff7a59;border-radius:4px"><a href="{u}" style="color:#fff;display:block;padding:12px 30px;text-decoration:none">Continue</a></td></tr></table>
<p>Questions? Reply to this email or visit our <a href="https://d2v8tf04.na1.hubspotlinks.example/Ctc/5E+113/d2v8tf04/HelpCtr2">help center</a>.</p>
<p style="font-size:11px;color:#888">Quillhouse, 2 Canal Park, Cambridge, MA 02141 · <a href="https://hs.quillhouse.example/hs/manage-preferences/unsubscribe?d=eyJ1Ijo">Unsubscribe</a></p></td></tr></table>''')

# 5 de text-only ISO-8859-1 QP password reset, token in path
u = 'https://konto.stadtwerke-nord.example/passwort/neu/7f3k9Q2mZx8LwR4tB6'
add('l2-005.eml', u, sender='Stadtwerke Nord Kundenportal <portal@stadtwerke-nord.example>', subject='Neues Passwort für Ihr Kundenportal', charset='iso-8859-1', cte='quoted-printable',
    text=f'''Sehr geehrte Frau Brückner,

für Ihr Kundenkonto (Vertragskonto 4003 1188 27) wurde am 24.11.2026 um 08:52 Uhr ein neues Passwort angefordert.

Über den folgenden Link können Sie ein neues Passwort vergeben. Der Link ist 2 Stunden gültig:

{u}

Haben Sie kein neues Passwort angefordert? Dann können Sie diese E-Mail ignorieren; Ihr bisheriges Passwort bleibt gültig.

Mit freundlichen Grüßen
Ihre Stadtwerke Nord

Stadtwerke Nord GmbH · Hafenstraße 12 · 24103 Kiel
Geschäftsführer: Dr. Jens Öhlers · Amtsgericht Kiel HRB 5521''')

# 6 fr windows-1252 invitation to team via Customer.io-like wrapped link
u = 'https://e.customeriomail.example/e/c/eyJlbWFpbF9pZCI6IlJQeUF3QVVCQUFHWnRGX3N5YlNhIiwiaHJlZiI6Imh0dHBzOi8vYXBwLnBsYW5pZmkuZXhhbXBsZSJ9/Kx82Lm'
add('l2-006.eml', u, sender='Planifi <notifications@planifi.example>', subject="Camille vous invite à rejoindre l'équipe « Atelier Lumière » sur Planifi", charset='windows-1252', cte='quoted-printable',
    html=f'''<div style="font-family:Arial;max-width:560px"><p>Bonjour,</p>
<p><b>Camille Roussel</b> vous a invité(e) à rejoindre l'équipe <b>Atelier Lumière</b> sur Planifi, l'outil de planning de votre atelier.</p>
<p><a href="{u}" style="background:#5b4bdb;color:#fff;padding:11px 24px;text-decoration:none;border-radius:5px">Rejoindre l'équipe</a></p>
<p style="color:#666">Cette invitation expire dans 7 jours. Vous ne connaissez pas Camille ? Ignorez simplement ce message.</p>
<p style="font-size:11px;color:#999">Planifi SAS · 18 rue de la Folie-Méricourt · 75011 Paris · RCS Paris 881 204 552<br><a href="https://e.customeriomail.example/unsubscribe/Rk2Lm9Qx">Se désabonner</a></p></div>''',
    text=f'''Bonjour,

Camille Roussel vous a invité(e) à rejoindre l'équipe Atelier Lumière sur Planifi.

Rejoindre l'équipe : {u}

Cette invitation expire dans 7 jours.
Planifi SAS · 18 rue de la Folie-Méricourt · 75011 Paris''')

# 7 es magic link with a request number and a 6-digit support PIN? no: reference
u = 'https://cuenta.tiendaluma.example/auth/enlace?token=Lm8Qx2Rz9Kt4Wp7Vb3Nh&amp;redir=%2Fpedidos'
add('l2-007.eml', u.replace('&amp;', '&'), sender='Tienda Luma <no-responder@tiendaluma.example>', subject='Tu enlace para entrar en Tienda Luma',
    html=f'''<div style="font-family:Verdana;font-size:14px;max-width:600px"><p>¡Hola, Lucía!</p>
<p>Has pedido entrar sin contraseña. Pulsa el botón para acceder a tu cuenta; el enlace caduca en 10 minutos y solo se puede usar una vez.</p>
<p style="text-align:center"><a href="{u}" style="background:#e11d48;color:#fff;padding:12px 26px;text-decoration:none;border-radius:24px">Entrar en mi cuenta</a></p>
<p style="font-size:12px;color:#666">Solicitud n.º 5530917 · 24/11/2026 10:14 (hora peninsular)</p>
<p style="font-size:11px;color:#999">Tienda Luma S.L. · CIF B-86221470 · Calle de Alcalá 211, 28028 Madrid · Atención al cliente 910 555 271</p></div>''')

# 8 pt-BR e-mail change confirmation
u = 'https://minhaconta.bancovale.example/email/alteracao/confirmar?t=7c2e9f10-4b8a-4d6e-9a21-5f3c8b7d2e41'
add('l2-008.eml', u, sender='Banco Vale <seguranca@bancovale.example>', subject='Confirme seu novo endereço de e-mail',
    html=f'''<table width="100%" style="font-family:Arial"><tr><td style="background:#004c3f;color:#fff;padding:16px">Banco Vale</td></tr>
<tr><td style="padding:20px"><p>Olá, Rafael.</p><p>Recebemos um pedido para alterar o e-mail de contato da sua conta (agência 0471, conta ****-82) para <b>agent.inbox@agents.example</b>.</p>
<p>Para concluir a alteração, confirme que este endereço é seu:</p>
<p><a href="{u}" style="background:#00a86b;color:#fff;padding:12px 22px;text-decoration:none">Confirmar alteração</a></p>
<p>Se você não fez esse pedido, ligue para 4004 1234 (capitais) ou 0800 555 0120.</p></td></tr>
<tr><td style="font-size:11px;color:#888;padding:20px">Banco Vale S.A. · CNPJ 12.345.678/0001-90 · Av. Paulista, 1500 · São Paulo/SP · CEP 01310-200</td></tr></table>''')

# 9 it device approval
u = 'https://account.cittapass.example/dispositivi/approva?req=Qz7Lm2Kx9Rw4Tb8Vn&amp;d=ipad'
add('l2-009.eml', u.replace('&amp;', '&'), sender='CittàPass <sicurezza@cittapass.example>', subject='Nuovo dispositivo: confermi che sei tu?',
    html=f'''<div style="font-family:Helvetica;max-width:520px"><h3>Richiesta di accesso da un nuovo dispositivo</h3>
<p>Qualcuno sta cercando di accedere al tuo account CittàPass da un <b>iPad</b> (Bologna, IT) alle 09:41 del 24/11/2026.</p>
<p>Se sei tu, approva l'accesso:</p>
<p><a href="{u}" style="background:#1d4ed8;color:#fff;padding:10px 20px;text-decoration:none">Sì, sono io</a> &nbsp; <a href="https://account.cittapass.example/dispositivi/nega?req=Qz7Lm2Kx9Rw4Tb8Vn" style="color:#b91c1c">No, blocca l'accesso</a></p>
<p style="font-size:12px;color:#777">La richiesta scade tra 10 minuti.</p></div>''')

# 10 nl generic button "Ga verder"
u = 'https://mijn.fietsdeel.example/e/2Wq9Lx7Kz3Rm8Tp4Vb'
add('l2-010.eml', u, sender='Fietsdeel <hallo@fietsdeel.example>', subject='Welkom bij Fietsdeel!',
    html=f'''<div style="font-family:Arial;max-width:560px"><p>Hoi Sanne,</p><p>Leuk dat je je hebt aangemeld bij Fietsdeel. Klik op de knop hieronder om je e-mailadres te bevestigen, dan kun je meteen je eerste fiets reserveren.</p>
<p><a href="{u}" style="background:#f97316;color:#fff;padding:12px 24px;text-decoration:none;border-radius:6px">Ga verder</a></p>
<p>Tot snel!<br>Team Fietsdeel</p><p style="font-size:11px;color:#999">Fietsdeel B.V. · Oudegracht 190 · 3511 NR Utrecht · KvK 80441273</p></div>''')

# 11 pl text-only ISO-8859-2 invitation
u = 'https://app.zadaniownik.example/zaproszenia/8b2f6c1e9d/akceptuj?k=Wm4Rz8Qx2Lt7'
add('l2-011.eml', u, sender='Zadaniownik <powiadomienia@zadaniownik.example>', subject='Marta Kowalczyk zaprasza Cię do projektu "Remont biura"', charset='iso-8859-2', cte='quoted-printable',
    text=f'''Cześć,

Marta Kowalczyk zaprasza Cię do projektu "Remont biura" w Zadaniowniku.

Aby dołączyć, zaakceptuj zaproszenie:
{u}

Zaproszenie jest ważne przez 14 dni.

--
Zadaniownik sp. z o.o., ul. Długa 44/46, 00-241 Warszawa
NIP 525-28-11-902''')

# 12 ru KOI8-R, wrapped redirect link
u = 'https://click.mail.knigomir.example/redir?u=aHR0cHM6Ly9rbmlnb21pci5leGFtcGxlL2NvbmZpcm0_dD1MbTJRejhSeDRL&amp;h=9f2c1a'
add('l2-012.eml', u.replace('&amp;', '&'), sender='Книгомир <info@knigomir.example>', subject='Подтвердите адрес электронной почты', charset='koi8-r', cte='base64',
    html=f'''<div style="font-family:Arial;max-width:600px"><p>Здравствуйте, Анна!</p>
<p>Спасибо за регистрацию в интернет-магазине "Книгомир". Чтобы завершить регистрацию, подтвердите адрес электронной почты.</p>
<p><a href="{u}" style="background:#c0392b;color:#fff;padding:12px 24px;text-decoration:none">Подтвердить</a></p>
<p style="color:#777;font-size:12px">Если вы не регистрировались, просто удалите это письмо. ООО "Книгомир", ИНН 7701234567, Москва, ул. Тверская, д. 7. Тел. 8 800 555-35-35</p></div>''')

# 13 uk windows-1251 password reset, token in path, text+html
u = 'https://kabinet.teplomerezha.example/vidnovlennia/skynuty/Xq8Lm2Rz4Kt9Wv7B'
add('l2-013.eml', u, sender='Тепломережа <noreply@teplomerezha.example>', subject='Відновлення пароля до особистого кабінету', charset='windows-1251', cte='base64',
    html=f'''<p>Шановний абоненте!</p><p>Ми отримали запит на відновлення пароля до особистого кабінету (особовий рахунок № 1102458).</p><p>Щоб встановити новий пароль, натисніть кнопку нижче. Посилання діє 1 годину.</p><p><a href="{u}">Скинути пароль</a></p><p>Якщо ви не надсилали запит, проігноруйте цей лист.</p><p>Гаряча лінія: 0 800 300 474</p>''',
    text=f'''Шановний абоненте!

Ми отримали запит на відновлення пароля до особистого кабінету (особовий рахунок № 1102458).

Щоб встановити новий пароль, перейдіть за посиланням (діє 1 годину):
{u}

Якщо ви не надсилали запит, проігноруйте цей лист.
Гаряча лінія: 0 800 300 474''')

# 14 ja ISO-2022-JP text-only, URL on its own line
u = 'https://members.hoshizora-kippu.example/register/verify?key=b7Q2xL9mR4tK8wZ3&mail=agent.inbox%40agents.example'
add('l2-014.eml', u, sender='ほしぞらきっぷ会員事務局 <info@hoshizora-kippu.example>', subject='【ほしぞらきっぷ】メールアドレスのご確認', charset='iso-2022-jp', cte='7bit', subject_charset='iso-2022-jp',
    text=f'''山田 花子 様

ほしぞらきっぷ会員サービスへの仮登録ありがとうございます。
以下のURLをクリックして、本登録を完了してください。

{u}

※URLの有効期限は24時間です。
※お心当たりのない場合は、本メールを破棄してください。

----------------------------------------
ほしぞらきっぷ会員事務局
〒100-0005 東京都千代田区丸の内1-9-1
TEL 03-5555-0142（10:00〜18:00）
----------------------------------------''')

# 15 zh-CN GBK html-only activation
u = 'https://passport.yunxiangbook.example/account/activate/Yx9Qm2Lk8Rz4Tw7V?from=mail'
add('l2-015.eml', u, sender='云享读书 <service@yunxiangbook.example>', subject='请激活您的云享读书账户', charset='gbk', cte='base64',
    html=f'''<div style="font-family:'Microsoft YaHei';font-size:14px;max-width:600px"><p>亲爱的用户：</p><p>感谢您注册云享读书！请点击以下链接激活您的账户（24小时内有效）：</p>
<p><a href="{u}">{u}</a></p><p>如果链接无法点击，请将其复制到浏览器地址栏中打开。</p><p style="color:#999;font-size:12px">客服热线：400-820-5566　　本邮件由系统自动发出，请勿回复。</p></div>''')

# 16 zh-TW Big5 verify, button
u = 'https://id.taiyangtv.example/verify-email?t=Qm7Lx2Rz9Kw4Tb8N'
add('l2-016.eml', u, sender='太陽影音 <noreply@taiyangtv.example>', subject='請驗證您的電子郵件地址', charset='big5', cte='base64',
    html=f'''<table style="font-family:'Microsoft JhengHei';max-width:560px"><tr><td><p>您好：</p><p>請點擊下方按鈕驗證您的電子郵件地址，完成太陽影音會員註冊。</p>
<p><a href="{u}" style="background:#f59e0b;color:#fff;padding:10px 24px;text-decoration:none">驗證電子郵件</a></p><p style="font-size:12px;color:#888">此連結將於 30 分鐘後失效。太陽影音股份有限公司　客服專線 (02) 2555-0188</p></td></tr></table>''')

# 17 ko EUC-KR html, button
u = 'https://member.haneulmart.example/auth/email/confirm?code=8f2aK9xQ7mLz3R'
add('l2-017.eml', u, sender='하늘마트 <no-reply@haneulmart.example>', subject='[하늘마트] 이메일 인증을 완료해 주세요', charset='euc-kr', cte='base64',
    html=f'''<div style="font-family:'Malgun Gothic';max-width:600px"><p>안녕하세요, 김민지 고객님.</p><p>아래 버튼을 눌러 이메일 인증을 완료해 주세요. 인증 링크는 24시간 동안 유효합니다.</p>
<p><a href="{u}" style="background:#2563eb;color:#fff;padding:12px 24px;text-decoration:none">이메일 인증하기</a></p>
<p style="font-size:11px;color:#999">(주)하늘마트 | 서울특별시 강남구 테헤란로 152 | 사업자등록번호 220-81-62517 | 고객센터 1588-0000</p></div>''')
