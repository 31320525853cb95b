from build import build
from mails4 import E, add

# ---- third batch ----
u = 'https://gitforge.example/users/confirmation?confirmation_token=gF8xLm2Rq7Kt4Wb9Nz'
add('l2-088.eml', u, sender='GitForge <gitforge@mg.gitforge.example>', subject='Confirmation instructions',
    html=f'<p>Welcome, agent-7f3k!</p><p>You can confirm your email agent.inbox@agents.example through the link below:</p><p><a href="{u}">Confirm your account</a></p><p style="font-size:12px;color:#888">You\'re receiving this email because of your account on gitforge.example. <a href="https://gitforge.example/-/profile/notifications">Manage all notifications</a> · <a href="https://gitforge.example/help">Help</a></p>',
    text=f'Welcome, agent-7f3k!\n\nYou can confirm your email agent.inbox@agents.example through the link below:\n\n{u}\n\nYou\'re receiving this email because of your account on gitforge.example.')
u = 'https://cloudship.example/api/registration/login-confirm?token=cS8Lm2Rx7Kt4Wb9NqP&email=agent.inbox%40agents.example'
add('l2-089.eml', u, sender='Cloudship <notifications@cloudship.example>', subject='Cloudship Login Verification',
    html=f'<div style="font-family:Arial;max-width:480px"><h2>Verify your Cloudship login</h2><p>To complete the login process, please click the button below:</p><p><a href="{u.replace("&", "&amp;")}" style="background:#000;color:#fff;padding:12px 20px">VERIFY</a></p><p>Or copy and paste this URL into a new tab of your browser:</p><p><a href="{u.replace("&", "&amp;")}">{u.replace("&", "&amp;")}</a></p><p>If you didn\'t attempt to log in but received this email, please ignore it. Please verify that the following security code matches the one on your screen: <b>Lucky Otter</b></p></div>')
u = 'https://e.appmail.fitloop.example/e/c/eyJlbWFpbF9pZCI6IkRrOFhMbTJScTdLdDRXYjlOIn0/Fq8Lm2'
add('l2-090.eml', u, sender='Fitloop <hello@fitloop.example>', subject='Action required: confirm your email',
    html=f'<table width="600"><tr><td><img src="https://cdn.fitloop.example/hero.png" alt=""><h1>You\'re almost in!</h1><p>Tap below to confirm your email and start your 14-day free trial.</p><p><a href="{u}">Confirm</a></p><p><a href="https://e.appmail.fitloop.example/e/c/appstore1"><img src="https://cdn.fitloop.example/appstore.png" alt="Download on the App Store"></a> <a href="https://e.appmail.fitloop.example/e/c/gplay2"><img src="https://cdn.fitloop.example/gplay.png" alt="Get it on Google Play"></a></p><p style="font-size:11px">Fitloop Inc., 55 Water St, Brooklyn, NY 11201 · <a href="https://e.appmail.fitloop.example/unsubscribe/Fq8">Unsubscribe</a></p></td></tr></table>')
u = 'https://mein.versicherung-nord.example/registrierung/bestaetigen/De8Lm2Rx7Kt4Wb9N'
add('l2-091.eml', u, sender='Versicherung Nord <service@versicherung-nord.example>', subject='Ihre Registrierung bei Mein Nord',
    html=f'<p>Sehr geehrter Herr Kowalski,</p><p>vielen Dank für Ihre Registrierung. Um Ihre E-Mail-Adresse zu bestätigen, <a href="{u}">klicken Sie bitte hier</a>.</p><p>Versicherungsnummer: 44 120 883 7</p><p>Versicherung Nord AG · Am Sandtorkai 12 · 20457 Hamburg</p>')
add('l2-092.eml', 'https://micuenta.aguasdelsur.example/restablecer?token=Es9Lm2Rx7Kt4Wb9N', sender='Aguas del Sur <noresponder@aguasdelsur.example>', subject='Restablecer contraseña',
    text='Estimado cliente:\n\nPara restablecer su contraseña de la Oficina Virtual utilice este enlace: <https://micuenta.aguasdelsur.example/restablecer?token=Es9Lm2Rx7Kt4Wb9N>\n\nNúmero de contrato: 3002 1184 55\n\nAguas del Sur S.A.')
u = 'https://newsletter.cucinafacile.example/optin/conferma/It8Lm2Rx7Kt4Wb9N'
add('l2-093.eml', u, sender='Cucina Facile <ricette@cucinafacile.example>', subject='Manca solo un passo',
    html=f'<p>Ciao!</p><p>Per ricevere le nostre ricette ogni settimana, conferma la tua iscrizione alla newsletter.</p><p><a href="{u}">Sì, iscrivimi</a></p><p style="font-size:11px">Cucina Facile S.r.l. · P.IVA 01234567890</p>')
u = 'https://conta.vaitrem.example/ativar/Br8Lm2Rx7Kt4Wb9N'
add('l2-094.eml', u, sender='VaiTrem <contato@vaitrem.example>', subject='Ative sua conta VaiTrem',
    html=f'<p>Olá, Camila!</p><p>Falta pouco: ative sua conta para comprar passagens com desconto.</p><p><a href="{u}">Ativar conta</a></p><p>CPF cadastrado: ***.482.913-**</p>')
u = 'https://my.tabi-hotel.example/account/email/change/confirm?t=Jp8Lm2Rx7Kt4Wb9N'
add('l2-095.eml', u, sender='旅ホテル予約 <info@tabi-hotel.example>', subject='メールアドレス変更の確認', charset='iso-2022-jp', cte='7bit', subject_charset='iso-2022-jp',
    text=f'旅ホテル予約をご利用いただきありがとうございます。\n\nメールアドレスの変更を受け付けました。\n下記URLにアクセスして、変更を完了してください。\n\n{u}\n\n※このURLの有効期限は24時間です。\n会員番号：8820 4471')
u = 'https://t.mail.xiezuo.example/c/zh8Lm2Rx7Kt4Wb9N?r=invite'
add('l2-096.eml', u, sender='协作空间 <noreply@xiezuo.example>', subject='李娜邀请您加入"产品部"团队', charset='gb2312', cte='base64',
    html=f'<p>您好，</p><p>李娜 邀请您加入协作空间中的"产品部"团队。</p><p><a href="{u}">接受邀请</a></p><p>邀请将在 7 天后失效。</p>')
u = 'https://secure.hanbit-pay.example/login/approve?req=Ko8Lm2Rx7Kt4Wb9N'
add('l2-097.eml', u, sender='한빛페이 <security@hanbit-pay.example>', subject='[한빛페이] 새 기기 로그인 요청', charset='euc-kr', cte='base64',
    html=f'<p>새 기기(Chrome, Windows)에서 로그인 요청이 있습니다.</p><p>본인이 요청한 경우 아래 버튼을 눌러 승인해 주세요.</p><p><a href="{u}">로그인 승인하기</a></p><p>요청은 10분 후 만료됩니다.</p>')
u = 'https://team.zadachnik.example/invite/Ru8Lm2Rx7Kt4Wb9N/accept'
add('l2-098.eml', u, sender='Задачник <noreply@zadachnik.example>', subject='Приглашение в команду «Логистика»',
    html=f'<p>Здравствуйте!</p><p>Ольга Петрова приглашает вас в команду «Логистика» в Задачнике.</p><p><a href="{u}">Принять приглашение</a></p>')
u = 'https://hesap.yolbilet.example/sifre/yenile?token=Tr8Lm2Rx7Kt4Wb9N'
add('l2-099.eml', u, sender='YolBilet <destek@yolbilet.example>', subject='Şifre sıfırlama talebi',
    html=f'<p>Merhaba Mehmet,</p><p>Hesabınız için şifre sıfırlama talebinde bulundunuz.</p><p><a href="{u}">Şifremi sıfırla</a></p><p>Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın.</p>')
u = 'https://konto.bilety-pl.example/email/zmiana/potwierdz?t=Pl8Lm2Rx7Kt4Wb9N'
add('l2-100.eml', u, sender='Bilety PL <konto@bilety-pl.example>', subject='Potwierdź zmianę adresu e-mail', charset='iso-8859-2', cte='quoted-printable',
    html=f'<p>Dzień dobry,</p><p>otrzymaliśmy prośbę o zmianę adresu e-mail w Twoim koncie na ten adres.</p><p><a href="{u}">Potwierdź</a></p><p>Jeśli to nie Ty, zignoruj tę wiadomość.</p>')
u = 'https://links.brightpath.example/ls/click?upn=rmd9Kq2Lm8Xz4Rt7WbQ'
add('l2-101.eml', u, sender='BrightPath <team@brightpath.example>', subject='Reminder: please verify your email',
    html=f'<p>Hi there,</p><p>You haven\'t verified your email yet. Verify it to keep full access to your BrightPath account.</p><p><a href="{u}">Verify now</a></p><p><a href="https://links.brightpath.example/ls/click?upn=unsb">Unsubscribe</a></p>')
# traps
add('l2-102.eml', None, sender='GitForge <gitforge@mg.gitforge.example>', subject='A new personal access token was created',
    html='<p>Hi agent-7f3k,</p><p>A new personal access token named <b>ci-deploy</b> was created for your account.</p><p>If you did not do this, <a href="https://gitforge.example/-/user_settings/personal_access_tokens?ref=gF8xLm2Rq7">review your tokens</a>.</p>')
add('l2-103.eml', None, sender='Acme Cloud <hello@acmecloud.example>', subject='Welcome to Acme Cloud – your account is ready',
    html='<p>Your account is ready. Log in any time to create your first project.</p><p><a href="https://console.acmecloud.example/login">Log in</a></p>')
add('l2-104.eml', None, sender='Versicherung Nord <service@versicherung-nord.example>', subject='Neues Gerät angemeldet',
    html='<p>Sehr geehrter Herr Kowalski,</p><p>am 24.11.2026 um 10:15 Uhr hat sich ein neues Gerät (iPhone) bei Mein Nord angemeldet.</p><p><a href="https://mein.versicherung-nord.example/sicherheit/sperren?t=De8Lm2Rx7Kt4Wb9Q">Das war ich nicht</a></p>')
add('l2-105.eml', None, sender='Aguas del Sur <noresponder@aguasdelsur.example>', subject='Su contraseña se ha restablecido correctamente',
    html='<p>Estimado cliente:</p><p>Su contraseña de la Oficina Virtual se ha restablecido correctamente. Ya puede iniciar sesión con la nueva contraseña.</p><p><a href="https://micuenta.aguasdelsur.example/entrar?ref=Es9Lm2Rx7Kt4Wb9Q">Iniciar sesión</a></p>')
add('l2-106.eml', None, sender='Fitloop <hello@fitloop.example>', subject='Votre compte a été vérifié',
    html='<p>Bonjour,</p><p>Votre adresse e-mail a bien été vérifiée. Vous pouvez maintenant commencer votre essai gratuit.</p><p><a href="https://e.appmail.fitloop.example/e/c/start9Kq2Lm8X">Commencer</a></p>')
add('l2-107.eml', None, sender='Cloudship <notifications@cloudship.example>', subject='Your order has shipped',
    html='<p>Your order #CS-48213 has shipped and will arrive on Friday.</p><p>Not at home? <a href="https://cloudship.example/orders/CS-48213/delivery/confirm?token=cS8Lm2Rx7Kt4Wb9NqZ">Confirm a new delivery address</a></p>')
