from build import build
from mails3 import E, add

# ---- second batch (written after the first batch's tuning; scored untouched first) ----
# 57 ja magic link, html+text, ISO-2022-JP
u = 'https://app.kumo-note.example/auth/login-link?token=J7qX2mL9rK4tZ8wB&amp;utm_source=mail'
add('l2-057.eml', u.replace('&amp;', '&'), sender='くもノート <noreply@kumo-note.example>', subject='くもノートへのログインリンク', charset='iso-2022-jp', cte='7bit', subject_charset='iso-2022-jp',
    html=f'<p>佐藤 様</p><p>以下のボタンからくもノートにログインできます。このリンクの有効期限は15分です。</p><p><a href="{u}">ログインする</a></p><p>このメールに心当たりがない場合は、破棄してください。</p>',
    text=f'佐藤 様\n\n以下のリンクからくもノートにログインできます（有効期限15分）。\n{u.replace("&amp;", "&")}\n\nこのメールに心当たりがない場合は、破棄してください。')

# 58 ko password reset, EUC-KR, text-only
u = 'https://www.haneul-air.example/member/pw/reset?key=K8qL2mX9rT4wZ7vB'
add('l2-058.eml', u, sender='하늘항공 <webmaster@haneul-air.example>', subject='[하늘항공] 비밀번호 재설정 안내', charset='euc-kr', cte='base64',
    text=f'안녕하세요, 박지훈 회원님.\n\n비밀번호 재설정을 요청하셨습니다. 아래 링크를 클릭하여 새 비밀번호를 설정해 주세요. (30분간 유효)\n\n{u}\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.\n\n하늘항공 고객센터 1588-8000')

# 59 ar password reset, utf-8 html
u = 'https://accounts.masrafna.example/ar/reset-password/Rk8Lm2Qx7Zt4Wb9N'
add('l2-059.eml', u, sender='مصرفنا <no-reply@masrafna.example>', subject='إعادة تعيين كلمة المرور',
    html=f'<div dir="rtl"><p>عزيزي العميل،</p><p>تلقينا طلباً لإعادة تعيين كلمة المرور الخاصة بحسابك. اضغط على الزر التالي لاختيار كلمة مرور جديدة.</p><p><a href="{u}" style="background:#14532d;color:#fff;padding:10px 20px">إعادة تعيين كلمة المرور</a></p><p>إذا لم تطلب ذلك، تجاهل هذه الرسالة. الرابط صالح لمدة ساعة واحدة.</p></div>')

# 60 he invitation, generic "כניסה"? use "הצטרפות לצוות"
u = 'https://app.mishmarot.example/invites/7c1e9a42b8/join?sig=Hq8Lm2Rx7Kt4Wb9Z'
add('l2-060.eml', u, sender='משמרות <team@mishmarot.example>', subject='נועה הזמינה אותך לצוות "מוקד צפון"',
    html=f'<div dir="rtl"><p>היי,</p><p>נועה לוי הזמינה אותך להצטרף לצוות <b>מוקד צפון</b> במשמרות.</p><p><a href="{u}">הצטרפות לצוות</a></p><p>ההזמנה בתוקף ל-7 ימים.</p></div>')

# 61 th password reset text-only
u = 'https://member.thaitrip.example/reset-password?token=Th8Lm2Rx7Kt4Wb9N'
add('l2-061.eml', u, sender='ไทยทริป <noreply@thaitrip.example>', subject='รีเซ็ตรหัสผ่านของคุณ',
    text=f'เรียน คุณวิภา\n\nเราได้รับคำขอให้รีเซ็ตรหัสผ่านบัญชีของคุณ กรุณาคลิกลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่ (ลิงก์มีอายุ 1 ชั่วโมง)\n\n{u}\n\nหากคุณไม่ได้ขอ กรุณาเพิกเฉยต่ออีเมลนี้')

# 62 hi login link html
u = 'https://app.kisanmitra.example/login/link?t=Hn8Lm2Rx7Kt4Wb9Q'
add('l2-062.eml', u, sender='किसान मित्र <noreply@kisanmitra.example>', subject='किसान मित्र में लॉग इन करें',
    html=f'<p>नमस्ते राहुल जी,</p><p>आपने लॉग इन लिंक का अनुरोध किया था। नीचे दिए गए बटन पर क्लिक करके लॉग इन करें। यह लिंक 15 मिनट तक मान्य है।</p><p><a href="{u}">लॉग इन करें</a></p>')

# 63 fa verify email
u = 'https://hesab.ketabnak.example/fa/verify?code=Fa8Lm2Rx7Kt4Wb9N'
add('l2-063.eml', u, sender='کتابناک <noreply@ketabnak.example>', subject='تأیید نشانی ایمیل',
    html=f'<div dir="rtl"><p>سلام مریم عزیز،</p><p>برای تکمیل ثبت‌نام، لطفاً نشانی ایمیل خود را تأیید کنید.</p><p><a href="{u}">تأیید ایمیل</a></p><p>این پیوند تا ۲۴ ساعت معتبر است.</p></div>')

# 64 ms (Malay) verify, text+html
u = 'https://akaun.kedaiku.example/sahkan-emel?token=Ms8Lm2Rx7Kt4Wb9N'
add('l2-064.eml', u, sender='KedaiKu <noreply@kedaiku.example>', subject='Sahkan alamat e-mel anda',
    html=f'<p>Hai Aisyah,</p><p>Terima kasih kerana mendaftar. Sila klik butang di bawah untuk mengesahkan alamat e-mel anda.</p><p><a href="{u}">Sahkan e-mel</a></p>',
    text=f'Hai Aisyah,\n\nTerima kasih kerana mendaftar. Sila klik pautan di bawah untuk mengesahkan alamat e-mel anda:\n{u}')

# 65 tl (Filipino) verify, html
u = 'https://account.bayanihanpay.example/verify-email?t=Tl8Lm2Rx7Kt4Wb9N'
add('l2-065.eml', u, sender='BayanihanPay <noreply@bayanihanpay.example>', subject='I-verify ang iyong email address',
    html=f'<p>Kumusta, Juan!</p><p>Salamat sa pag-sign up. Pindutin ang button sa ibaba para i-verify ang iyong email address.</p><p><a href="{u}">I-verify ang email</a></p><p>Mag-e-expire ang link na ito sa loob ng 24 oras.</p>')

# 66 hr (Croatian) activation
u = 'https://racun.knjizara-jadran.example/aktivacija/Hr8Lm2Rx7Kt4Wb9N'
add('l2-066.eml', u, sender='Knjižara Jadran <info@knjizara-jadran.example>', subject='Aktivirajte svoj račun', charset='iso-8859-2', cte='quoted-printable',
    html=f'<p>Poštovani Ivane,</p><p>hvala na registraciji. Za aktivaciju računa kliknite na gumb ispod:</p><p><a href="{u}">Aktiviraj račun</a></p><p>Poveznica vrijedi 48 sati.</p>')

# 67 bg (Bulgarian) confirm, windows-1251
u = 'https://profil.knigi-bg.example/potvardi?token=Bg8Lm2Rx7Kt4Wb9N'
add('l2-067.eml', u, sender='Книги БГ <noreply@knigi-bg.example>', subject='Потвърдете имейл адреса си', charset='windows-1251', cte='base64',
    html=f'<p>Здравейте, Мария,</p><p>Моля, потвърдете имейл адреса си, за да завършите регистрацията.</p><p><a href="{u}">Потвърждаване на имейла</a></p>')

# 68 da reset, text-only
u = 'https://konto.cykelbutik.example/nulstil-adgangskode?token=Da8Lm2Rx7Kt4Wb9N'
add('l2-068.eml', u, sender='Cykelbutikken <noreply@cykelbutik.example>', subject='Nulstil din adgangskode', charset='iso-8859-1', cte='quoted-printable',
    text=f'Hej Mette,\n\nVi har modtaget en anmodning om at nulstille adgangskoden til din konto.\nKlik på linket herunder for at vælge en ny adgangskode:\n\n{u}\n\nLinket udløber om 1 time.\n\nCykelbutikken ApS, Nørrebrogade 44, 2200 København N')

# 69 no (Norwegian) magic login
u = 'https://min.turlaget.example/logg-inn/lenke?t=No8Lm2Rx7Kt4Wb9N'
add('l2-069.eml', u, sender='Turlaget <post@turlaget.example>', subject='Innloggingslenke til Turlaget',
    html=f'<p>Hei Ola,</p><p>Her er lenken du ba om for å logge inn. Den virker én gang og utløper om 20 minutter.</p><p><a href="{u}">Logg inn</a></p>')

# 70 sk (Slovak) verify
u = 'https://ucet.vlaky-sk.example/overenie?t=Sk8Lm2Rx7Kt4Wb9N'
add('l2-070.eml', u, sender='Vlaky SK <info@vlaky-sk.example>', subject='Overte svoju e-mailovú adresu',
    html=f'<p>Dobrý deň,</p><p>pre dokončenie registrácie overte svoju e-mailovú adresu kliknutím na tlačidlo nižšie.</p><p><a href="{u}">Overiť e-mail</a></p>')

# 71 lt (Lithuanian) confirm
u = 'https://paskyra.knygynas.example/patvirtinti?token=Lt8Lm2Rx7Kt4Wb9N'
add('l2-071.eml', u, sender='Knygynas <info@knygynas.example>', subject='Patvirtinkite el. pašto adresą',
    html=f'<p>Sveiki, Tomai,</p><p>Norėdami užbaigti registraciją, patvirtinkite savo el. pašto adresą.</p><p><a href="{u}">Patvirtinti el. paštą</a></p>')

# 72 ca (Catalan) reset
u = 'https://compte.llibreria.example/restablir-contrasenya?token=Ca8Lm2Rx7Kt4Wb9N'
add('l2-072.eml', u, sender='Llibreria Nord <hola@llibreria.example>', subject='Restableix la teva contrasenya',
    html=f'<p>Hola, Jordi,</p><p>Hem rebut una sol·licitud per restablir la contrasenya del teu compte. Fes clic al botó per triar-ne una de nova.</p><p><a href="{u}">Restableix la contrasenya</a></p>')

# 73 en Slack-style invitation, generic "Join now"? use "Accept"
u = 'https://join.chatterbox.example/t/ZQ8Lm2Rx7Kt4Wb9N/shared_invite/zt-2f8k'
add('l2-073.eml', u, sender='Chatterbox <feedback@chatterbox.example>', subject='Ines Alvarez has invited you to work with them in Chatterbox',
    html=f'<table><tr><td><h2>Join your team on Chatterbox</h2><p><b>Ines Alvarez</b> (ines@orchard-studio.example) has invited you to use Chatterbox with them, in a workspace called <b>Orchard Studio</b>.</p><p><a href="{u}" style="background:#4a154b;color:#fff;padding:12px 24px">Join Now</a></p><p style="color:#888">Once you join, you can send messages, share files and join calls with the team.</p></td></tr></table>')

# 74 en image-button (linked image with alt)
u = 'https://secure.pinetreebank.example/enroll/verify?t=IMg8Lm2Rx7Kt4Wb9N'
add('l2-074.eml', u, sender='Pinetree Bank <alerts@pinetreebank.example>', subject='Finish enrolling in online banking',
    html=f'<table width="600"><tr><td><p>Dear Alex,</p><p>You are one step away from accessing online banking. Please verify your email address.</p><a href="{u}"><img src="https://cdn.pinetreebank.example/btn-verify.png" alt="Verify email address" width="220" height="44"></a><p style="font-size:11px">Pinetree Bank, N.A. Member FDIC. Routing 021000089.</p></td></tr></table>')

# 75 es text-only with angle-bracketed URL wrapped over two lines
add('l2-075.eml', 'https://cuentas.ferreteria-sol.example/confirmar-correo?token=Es8Lm2Rx7Kt4Wb9N&email=agent.inbox%40agents.example', sender='Ferretería Sol <cuentas@ferreteria-sol.example>', subject='Confirma tu correo electrónico',
    text='Hola, Pablo:\n\nPara activar tu cuenta confirma tu correo electrónico en esta dirección:\n\n<https://cuentas.ferreteria-sol.example/confirmar-correo?token=Es8Lm2Rx7Kt4Wb9N&\nemail=agent.inbox%40agents.example>\n\nGracias,\nFerretería Sol')

# 76 fr text-only, mot de passe oublié with path token and a customer number
u = 'https://espace.mutuelle-azur.example/mdp/nouveau/Fr8Lm2Rx7Kt4Wb9N'
add('l2-076.eml', u, sender='Mutuelle Azur <ne-pas-repondre@mutuelle-azur.example>', subject='Mot de passe oublié', charset='iso-8859-1', cte='quoted-printable',
    text=f'Madame, Monsieur,\n\nVous avez demandé la réinitialisation du mot de passe de votre espace adhérent (n° adhérent 0048213920).\n\nPour définir un nouveau mot de passe, cliquez sur le lien suivant, valable 30 minutes :\n{u}\n\nSi vous n\'êtes pas à l\'origine de cette demande, ignorez ce message.\n\nMutuelle Azur - 8 quai du Port - 13002 Marseille')

# 77 pt (Portugal) device approval, html
u = 'https://conta.correios-rapidos.example/pt/dispositivos/aprovar?pedido=Pt8Lm2Rx7Kt4Wb9N'
add('l2-077.eml', u, sender='Correios Rápidos <seguranca@correios-rapidos.example>', subject='Novo dispositivo a tentar aceder à sua conta',
    html=f'<p>Olá Inês,</p><p>Um novo dispositivo (Firefox, Porto) está a tentar aceder à sua conta. Se foi a Inês, aprove o acesso:</p><p><a href="{u}">Aprovar dispositivo</a> · <a href="https://conta.correios-rapidos.example/pt/dispositivos/recusar?pedido=Pt8Lm2Rx7Kt4Wb9N">Não fui eu</a></p>')

# ---- second batch traps ----
add('l2-078.eml', None, sender='Chatterbox <feedback@chatterbox.example>', subject='You have joined Orchard Studio on Chatterbox',
    html='<p>Welcome aboard! You have successfully joined the <b>Orchard Studio</b> workspace.</p><p><a href="https://join.chatterbox.example/t/ZQ8Lm2Rx7Kt4Wb9N/open?src=welcome">Open Chatterbox</a></p><p>Tip: download the desktop app to stay in touch.</p>')
add('l2-079.eml', None, sender='Kumo Note <noreply@kumo-note.example>', subject='Two-step verification is now on',
    html='<p>Hi Sato,</p><p>Two-step verification was turned on for your account on 24 Nov 2026. From now on we will ask for a code from your authenticator app when you sign in.</p><p>If you made this change, no further action is needed. If you didn\'t, <a href="https://app.kumo-note.example/account/security?ref=Jq8Lm2Rx7Kt4Wb9N">review your security settings</a>.</p>')
add('l2-080.eml', None, sender='Haneul Air <webmaster@haneul-air.example>', subject='[하늘항공] 비밀번호가 변경되었습니다', charset='euc-kr', cte='base64',
    text='안녕하세요, 박지훈 회원님.\n\n회원님의 비밀번호가 2026-11-24 10:12에 변경되었습니다.\n본인이 변경하신 경우 이 메일은 무시하셔도 됩니다.\n본인이 변경하지 않았다면 아래 링크에서 비밀번호를 재설정해 주세요.\nhttps://www.haneul-air.example/member/pw/reset?key=K8qL2mX9rT4wZ7vC\n\n하늘항공 고객센터 1588-8000')
add('l2-081.eml', None, sender='Masrafna <no-reply@masrafna.example>', subject='تم تسجيل دخول جديد إلى حسابك',
    html='<div dir="rtl"><p>عزيزي العميل،</p><p>تم تسجيل الدخول إلى حسابك من جهاز جديد (سامسونج، القاهرة) يوم 24/11/2026 الساعة 10:40.</p><p>إذا كنت أنت من قام بذلك، فلا حاجة لأي إجراء. إذا لم تكن أنت، اتصل بنا فوراً على 19000.</p></div>')
add('l2-082.eml', None, sender='Ferretería Sol <cuentas@ferreteria-sol.example>', subject='Tu correo ha sido confirmado',
    html='<p>¡Listo, Pablo! Tu correo electrónico ha sido confirmado y tu cuenta ya está activa.</p><p><a href="https://cuentas.ferreteria-sol.example/entrar?ref=Es8Lm2Rx7Kt4Wb9Q">Ir a mi cuenta</a></p>')
add('l2-083.eml', None, sender='Turlaget <post@turlaget.example>', subject='Passordet ditt er endret',
    text='Hei Ola,\n\nPassordet for kontoen din ble endret 24.11.2026 kl. 10:55.\n\nHvis det var deg, trenger du ikke gjøre noe.\nHvis ikke, kan du tilbakestille passordet her:\nhttps://min.turlaget.example/glemt-passord?t=No8Lm2Rx7Kt4Wb9Q\n\nHilsen Turlaget')
add('l2-084.eml', None, sender='Pinetree Bank <alerts@pinetreebank.example>', subject='Your email address was changed',
    html='<p>Dear Alex,</p><p>The email address on your online banking profile was changed to a***@agents.example on 24 Nov 2026.</p><p>If you did not make this change, call us at 1-800-555-0150 right away.</p>')
add('l2-085.eml', None, sender='Vlaky SK <info@vlaky-sk.example>', subject='Platnosť odkazu vypršala',
    html='<p>Dobrý deň,</p><p>odkaz na overenie e-mailovej adresy, ktorý sme vám poslali včera, už vypršal. Nový odkaz si môžete vyžiadať po prihlásení.</p><p><a href="https://ucet.vlaky-sk.example/prihlasenie">Prihlásiť sa</a></p>')
add('l2-086.eml', None, sender='Knygynas <info@knygynas.example>', subject='Jūsų el. paštas patvirtintas',
    html='<p>Sveiki, Tomai,</p><p>Jūsų el. pašto adresas sėkmingai patvirtintas. Dabar galite prisijungti ir užsisakyti knygų.</p><p><a href="https://paskyra.knygynas.example/prisijungti?ref=Lt8Lm2Rx7Kt4Wb9Q">Prisijungti</a></p>')
add('l2-087.eml', None, sender='Cykelbutikken <nyhed@cykelbutik.example>', subject='Black Friday: 30 % på alle cykelhjelme',
    html='<p>Kun i weekenden: 30 % rabat på alle hjelme.</p><p><a href="https://links.cykelbutik.example/c/Da8Lm2Rx7Kt4Wb9N/bf">Se tilbuddene</a></p><p>Log ind for at se dine personlige tilbud: <a href="https://links.cykelbutik.example/c/Da8Lm2Rx7Kt4Wb9Q/login">Log ind</a></p><p><a href="https://links.cykelbutik.example/c/unsub">Afmeld nyhedsbrev</a></p>')
