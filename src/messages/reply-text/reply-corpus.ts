/**
 * Replies as real clients write them (text and HTML parts), in many languages, with the text the
 * sender wrote in that message (`expected`): no quoted history, no reply header, no signature
 * (sign-off with name, `-- ` block, "Sent from my …"). Used by the unit test and by
 * `npm run bench -- reply-text`, which scores this module against the npm libraries.
 */
export interface ReplyCase {
  id: string;
  client: string;
  lang: string;
  format: 'text' | 'html';
  body: string;
  expected: string;
}

export const REPLY_CORPUS: ReplyCase[] = [
  // ---------------------------------------------------------------- Gmail (web), text parts
  {
    id: 'gmail-en-text', client: 'Gmail', lang: 'en', format: 'text',
    body: `Sounds good, see you at 3.

Best,
Anna

On Tue, Mar 3, 2026 at 10:12 AM Bob Smith <bob@example.com> wrote:

> Can we meet at 3?
> Bob
`,
    expected: 'Sounds good, see you at 3.',
  },
  {
    id: 'gmail-en-text-wrapped-header', client: 'Gmail', lang: 'en', format: 'text',
    body: `Yes, the build is green now.

On Wed, Nov 19, 2025 at 4:05 PM Christopher Montgomery-Williams <
christopher.montgomery-williams@very-long-company-name.example> wrote:

> Is the build fixed?
`,
    expected: 'Yes, the build is green now.',
  },
  {
    id: 'gmail-de-text', client: 'Gmail', lang: 'de', format: 'text',
    body: `Hallo Jan,

passt mir gut, ich bringe die Unterlagen mit.

Viele Grüße
Lena

Am Mo., 2. März 2026 um 09:14 Uhr schrieb Jan Becker <jan@example.de>:

> Hallo Lena,
> treffen wir uns morgen?
`,
    expected: 'Hallo Jan,\n\npasst mir gut, ich bringe die Unterlagen mit.',
  },
  {
    id: 'gmail-fr-text', client: 'Gmail', lang: 'fr', format: 'text',
    body: `Bonjour Marc,

Je confirme la livraison pour jeudi.

Cordialement,
Claire

Le jeu. 5 mars 2026 à 11:02, Marc Dubois <marc@example.fr> a écrit :

> Pouvez-vous confirmer la date ?
`,
    expected: 'Bonjour Marc,\n\nJe confirme la livraison pour jeudi.',
  },
  {
    id: 'gmail-es-text', client: 'Gmail', lang: 'es', format: 'text',
    body: `Perfecto, gracias por avisar.

Saludos,
Diego

El vie, 6 mar 2026 a las 8:30, Lucía Gómez (<lucia@example.es>) escribió:

> Mañana no hay reunión.
`,
    expected: 'Perfecto, gracias por avisar.',
  },
  {
    id: 'gmail-pt-text', client: 'Gmail', lang: 'pt', format: 'text',
    body: `Oi Ana, recebi o arquivo, obrigado!

Em sex., 6 de mar. de 2026 às 14:20, Ana Souza <ana@example.com.br> escreveu:

> Segue o arquivo em anexo.
`,
    expected: 'Oi Ana, recebi o arquivo, obrigado!',
  },
  {
    id: 'gmail-it-text', client: 'Gmail', lang: 'it', format: 'text',
    body: `Ciao Paolo,
va benissimo per me.

Il giorno lun 9 mar 2026 alle ore 10:00 Paolo Rossi <paolo@example.it> ha scritto:

> Ci vediamo lunedì?
`,
    expected: 'Ciao Paolo,\nva benissimo per me.',
  },
  {
    id: 'gmail-nl-text', client: 'Gmail', lang: 'nl', format: 'text',
    body: `Dank je, ik kijk er vanavond naar.

Op di 10 mrt 2026 om 12:00 schreef Pieter de Vries <pieter@example.nl>:

> Kun je de offerte bekijken?
`,
    expected: 'Dank je, ik kijk er vanavond naar.',
  },
  {
    id: 'gmail-pl-text', client: 'Gmail', lang: 'pl', format: 'text',
    body: `Dzięki, wszystko jasne.

wt., 10 mar 2026 o 12:00 Tomasz Nowak <tomasz@example.pl> napisał(a):

> Czy masz pytania?
`,
    expected: 'Dzięki, wszystko jasne.',
  },
  {
    id: 'gmail-ru-text', client: 'Gmail', lang: 'ru', format: 'text',
    body: `Добрый день!
Да, документы готовы.

вт, 10 мар. 2026 г. в 12:00, Иван Петров <ivan@example.ru>:

> Документы готовы?
`,
    expected: 'Добрый день!\nДа, документы готовы.',
  },
  {
    id: 'gmail-ja-text', client: 'Gmail', lang: 'ja', format: 'text',
    body: `承知しました。明日お送りします。

2026年3月10日(火) 12:00 田中太郎 <tanaka@example.jp>:

> 資料をお願いします。
`,
    expected: '承知しました。明日お送りします。',
  },
  {
    id: 'gmail-zh-text', client: 'Gmail', lang: 'zh', format: 'text',
    body: `好的，我明天发给你。

李明 <liming@example.cn> 于2026年3月10日周二 12:00写道：

> 请把报告发给我。
`,
    expected: '好的，我明天发给你。',
  },
  {
    id: 'gmail-sv-text', client: 'Gmail', lang: 'sv', format: 'text',
    body: `Tack, det fungerar nu.

Den tis 10 mars 2026 kl 12:00 skrev Erik Larsson <erik@example.se>:

> Fungerar inloggningen?
`,
    expected: 'Tack, det fungerar nu.',
  },
  {
    id: 'gmail-tr-text', client: 'Gmail', lang: 'tr', format: 'text',
    body: `Teşekkürler, aldım.

Ahmet Yılmaz <ahmet@example.com.tr>, 10 Mar 2026 Sal, 12:00 tarihinde şunu yazdı:

> Dosyayı aldın mı?
`,
    expected: 'Teşekkürler, aldım.',
  },
  {
    id: 'gmail-da-text', client: 'Gmail', lang: 'da', format: 'text',
    body: `Det lyder godt.

Den tir. 10. mar. 2026 kl. 12.00 skrev Mette Hansen <mette@example.dk>:

> Skal vi sige fredag?
`,
    expected: 'Det lyder godt.',
  },
  {
    id: 'gmail-cs-text', client: 'Gmail', lang: 'cs', format: 'text',
    body: `Díky, mám to.

út 10. 3. 2026 v 12:00 odesílatel Petr Novák <petr@example.cz> napsal:

> Poslal jsem ti to.
`,
    expected: 'Díky, mám to.',
  },
  // ---------------------------------------------------------------- Gmail, HTML parts
  {
    id: 'gmail-en-html', client: 'Gmail', lang: 'en', format: 'html',
    body: `<div dir="ltr">Thanks, merged it.<div><br></div><div>Anna</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue, Mar 3, 2026 at 10:12 AM Bob Smith &lt;<a href="mailto:bob@example.com">bob@example.com</a>&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex"><div dir="ltr">Can you merge PR 42?</div></blockquote></div>`,
    expected: 'Thanks, merged it.',
  },
  {
    id: 'gmail-de-html-signature', client: 'Gmail', lang: 'de', format: 'html',
    body: `<div dir="ltr"><div>Hallo Jan,</div><div><br></div><div>die Rechnung ist bezahlt.</div><div><br></div><div>Mit freundlichen Grüßen</div><div>Lena Schmidt</div><div><br></div><span class="gmail_signature_prefix">-- </span><br><div dir="ltr" class="gmail_signature">Lena Schmidt | Buchhaltung<br>Tel. +49 30 1234567</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">Am Mo., 2. März 2026 um 09:14 Uhr schrieb Jan Becker &lt;jan@example.de&gt;:<br></div><blockquote class="gmail_quote">Ist die Rechnung bezahlt?</blockquote></div>`,
    expected: 'Hallo Jan,\n\ndie Rechnung ist bezahlt.',
  },
  {
    id: 'gmail-fr-html-forwarded-below', client: 'Gmail', lang: 'fr', format: 'html',
    body: `<div dir="ltr">Voici le devis, merci de valider avant vendredi.<br></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">Le jeu. 5 mars 2026 à 11:02, Marc Dubois &lt;marc@example.fr&gt; a écrit&nbsp;:<br></div><blockquote class="gmail_quote">Envoyez-moi le devis.</blockquote></div>`,
    expected: 'Voici le devis, merci de valider avant vendredi.',
  },
  // ---------------------------------------------------------------- Outlook desktop
  {
    id: 'outlook-en-text', client: 'Outlook desktop', lang: 'en', format: 'text',
    body: `Hi Tom,

I've attached the signed contract.

Regards,
Sarah Connor
Head of Legal | Cyberdyne Systems
+1 555 0100

From: Tom Hardy <tom@example.com>
Sent: Monday, March 2, 2026 9:14 AM
To: Sarah Connor <sarah@example.com>
Subject: Contract

Hi Sarah, please send the signed contract.
`,
    expected: "Hi Tom,\n\nI've attached the signed contract.",
  },
  {
    id: 'outlook-en-original-message', client: 'Outlook desktop', lang: 'en', format: 'text',
    body: `Approved.

-----Original Message-----
From: Finance <finance@example.com>
Sent: Monday, March 2, 2026 9:14 AM
To: Sarah Connor
Subject: Budget request

Please approve the budget.
`,
    expected: 'Approved.',
  },
  {
    id: 'outlook-de-text', client: 'Outlook desktop', lang: 'de', format: 'text',
    body: `Hallo Herr Weber,

anbei das Protokoll.

Mit freundlichen Grüßen
Katrin Müller

Von: Thomas Weber <weber@example.de>
Gesendet: Montag, 2. März 2026 09:14
An: Katrin Müller <mueller@example.de>
Betreff: Protokoll

Schicken Sie mir bitte das Protokoll.
`,
    expected: 'Hallo Herr Weber,\n\nanbei das Protokoll.',
  },
  {
    id: 'outlook-fr-text', client: 'Outlook desktop', lang: 'fr', format: 'text',
    body: `C'est noté, merci.

De : Julie Martin <julie@example.fr>
Envoyé : lundi 2 mars 2026 09:14
À : Paul Bernard <paul@example.fr>
Objet : Réunion

La réunion est décalée à 15h.
`,
    expected: "C'est noté, merci.",
  },
  {
    id: 'outlook-es-text', client: 'Outlook desktop', lang: 'es', format: 'text',
    body: `De acuerdo, lo reviso hoy.

De: Carlos Ruiz <carlos@example.es>
Enviado: lunes, 2 de marzo de 2026 9:14
Para: Marta López <marta@example.es>
Asunto: Informe

¿Puedes revisar el informe?
`,
    expected: 'De acuerdo, lo reviso hoy.',
  },
  {
    id: 'outlook-nl-text', client: 'Outlook desktop', lang: 'nl', format: 'text',
    body: `Prima, tot dan.

Van: Sanne Jansen <sanne@example.nl>
Verzonden: maandag 2 maart 2026 09:14
Aan: Daan Bakker <daan@example.nl>
Onderwerp: Afspraak

Zullen we dinsdag afspreken?
`,
    expected: 'Prima, tot dan.',
  },
  {
    id: 'outlook-it-text', client: 'Outlook desktop', lang: 'it', format: 'text',
    body: `Ricevuto, grazie.

Da: Giulia Bianchi <giulia@example.it>
Inviato: lunedì 2 marzo 2026 09:14
A: Marco Verdi <marco@example.it>
Oggetto: Fattura

In allegato la fattura.
`,
    expected: 'Ricevuto, grazie.',
  },
  {
    id: 'outlook-pt-text', client: 'Outlook desktop', lang: 'pt', format: 'text',
    body: `Obrigado pelo retorno.

De: João Silva <joao@example.pt>
Enviado: segunda-feira, 2 de março de 2026 09:14
Para: Rita Costa <rita@example.pt>
Assunto: Proposta

Segue a proposta.
`,
    expected: 'Obrigado pelo retorno.',
  },
  {
    id: 'outlook-pl-text', client: 'Outlook desktop', lang: 'pl', format: 'text',
    body: `Dziękuję, potwierdzam.

Od: Anna Kowalska <anna@example.pl>
Wysłano: poniedziałek, 2 marca 2026 09:14
Do: Piotr Wiśniewski <piotr@example.pl>
Temat: Termin

Czy termin pasuje?
`,
    expected: 'Dziękuję, potwierdzam.',
  },
  {
    id: 'outlook-ru-text', client: 'Outlook desktop', lang: 'ru', format: 'text',
    body: `Спасибо, получил.

От: Ольга Смирнова <olga@example.ru>
Отправлено: 2 марта 2026 г. 9:14
Кому: Сергей Иванов <sergey@example.ru>
Тема: Счёт

Счёт во вложении.
`,
    expected: 'Спасибо, получил.',
  },
  {
    id: 'outlook-ja-text', client: 'Outlook desktop', lang: 'ja', format: 'text',
    body: `ご確認ありがとうございます。

差出人: 佐藤花子 <sato@example.jp>
送信日時: 2026年3月2日 9:14
宛先: 鈴木一郎 <suzuki@example.jp>
件名: 見積もり

見積もりをご確認ください。
`,
    expected: 'ご確認ありがとうございます。',
  },
  {
    id: 'outlook-zh-text', client: 'Outlook desktop', lang: 'zh', format: 'text',
    body: `收到，谢谢。

发件人: 王芳 <wangfang@example.cn>
发送时间: 2026年3月2日 9:14
收件人: 张伟 <zhangwei@example.cn>
主题: 合同

请查收合同。
`,
    expected: '收到，谢谢。',
  },
  {
    id: 'outlook-en-html', client: 'Outlook desktop', lang: 'en', format: 'html',
    body: `<html><body lang="EN-US"><div class="WordSection1"><p class="MsoNormal">Hi Tom,<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p><p class="MsoNormal">The invoice was paid yesterday.<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p><p class="MsoNormal">Kind regards,<o:p></o:p></p><p class="MsoNormal">Sarah<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in"><p class="MsoNormal"><b>From:</b> Tom Hardy &lt;tom@example.com&gt; <br><b>Sent:</b> Monday, March 2, 2026 9:14 AM<br><b>To:</b> Sarah Connor &lt;sarah@example.com&gt;<br><b>Subject:</b> Invoice<o:p></o:p></p></div><p class="MsoNormal"><o:p>&nbsp;</o:p></p><p class="MsoNormal">Was the invoice paid?<o:p></o:p></p></div></body></html>`,
    expected: 'Hi Tom,\n\nThe invoice was paid yesterday.',
  },
  {
    id: 'outlook-de-html', client: 'Outlook desktop', lang: 'de', format: 'html',
    body: `<html><body><div class="WordSection1"><p class="MsoNormal">Danke, erledigt.<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p><div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>Von:</b> Thomas Weber &lt;weber@example.de&gt; <br><b>Gesendet:</b> Montag, 2. März 2026 09:14<br><b>An:</b> Katrin Müller &lt;mueller@example.de&gt;<br><b>Betreff:</b> Aufgabe<o:p></o:p></p></div></div><p class="MsoNormal">Bitte erledigen.<o:p></o:p></p></div></body></html>`,
    expected: 'Danke, erledigt.',
  },
  // ---------------------------------------------------------------- Outlook on the web / new Outlook
  {
    id: 'owa-en-html', client: 'Outlook web', lang: 'en', format: 'html',
    body: `<html><body><div style="font-family: Aptos, sans-serif; font-size: 12pt;">Works for me, thanks!</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt"><b>From:</b> Bob Smith &lt;bob@example.com&gt;<br><b>Sent:</b> Tuesday, March 3, 2026 10:12<br><b>To:</b> Anna &lt;anna@example.com&gt;<br><b>Subject:</b> Friday</font><div>&nbsp;</div></div><div>Does Friday work?</div></body></html>`,
    expected: 'Works for me, thanks!',
  },
  {
    id: 'owa-en-text-underscores', client: 'Outlook web', lang: 'en', format: 'text',
    body: `Works for me, thanks!

Get Outlook for iOS<https://aka.ms/o0ukef>
________________________________
From: Bob Smith <bob@example.com>
Sent: Tuesday, March 3, 2026 10:12:55 AM
To: Anna <anna@example.com>
Subject: Friday

Does Friday work?
`,
    expected: 'Works for me, thanks!',
  },
  {
    id: 'owa-fr-html', client: 'Outlook web', lang: 'fr', format: 'html',
    body: `<div dir="ltr">Parfait, merci.</div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>De :</b> Julie Martin &lt;julie@example.fr&gt;<br><b>Envoyé :</b> lundi 2 mars 2026 09:14<br><b>À :</b> Paul<br><b>Objet :</b> Test</div><div>Bonjour</div>`,
    expected: 'Parfait, merci.',
  },
  {
    id: 'owa-es-html', client: 'Outlook web', lang: 'es', format: 'html',
    body: `<div>Listo, ya está subido.</div><div><br></div><div>Saludos cordiales,</div><div>Marta</div><hr><div id="divRplyFwdMsg"><b>De:</b> Carlos Ruiz<br><b>Enviado:</b> lunes, 2 de marzo de 2026 9:14<br><b>Para:</b> Marta<br><b>Asunto:</b> Archivo</div><div>¿Subiste el archivo?</div>`,
    expected: 'Listo, ya está subido.',
  },
  // ---------------------------------------------------------------- Apple Mail (macOS / iOS)
  {
    id: 'apple-en-text', client: 'Apple Mail', lang: 'en', format: 'text',
    body: `Great, I'll book the tickets.

> On 3 Mar 2026, at 10:12, Bob Smith <bob@example.com> wrote:
>
> Shall we go on Saturday?
`,
    expected: "Great, I'll book the tickets.",
  },
  {
    id: 'apple-en-html', client: 'Apple Mail', lang: 'en', format: 'html',
    body: `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body dir="auto">Great, I'll book the tickets.<div><br></div><div>Anna</div><div><br><blockquote type="cite">On 3 Mar 2026, at 10:12, Bob Smith &lt;bob@example.com&gt; wrote:<br><br></blockquote></div><blockquote type="cite"><div>Shall we go on Saturday?</div></blockquote></body></html>`,
    expected: "Great, I'll book the tickets.",
  },
  {
    id: 'iphone-en-html', client: 'iOS Mail', lang: 'en', format: 'html',
    body: `<html><body dir="auto">On my way, 10 minutes.<br><br><div dir="ltr">Sent from my iPhone</div><div dir="ltr"><br><blockquote type="cite">On Mar 3, 2026, at 10:12 AM, Bob &lt;bob@example.com&gt; wrote:<br><br></blockquote></div><blockquote type="cite"><div dir="ltr">Where are you?</div></blockquote></body></html>`,
    expected: 'On my way, 10 minutes.',
  },
  {
    id: 'iphone-de-text', client: 'iOS Mail', lang: 'de', format: 'text',
    body: `Bin gleich da.

Von meinem iPhone gesendet

> Am 03.03.2026 um 10:12 schrieb Jan Becker <jan@example.de>:
>
> Wo bist du?
`,
    expected: 'Bin gleich da.',
  },
  {
    id: 'iphone-fr-text', client: 'iOS Mail', lang: 'fr', format: 'text',
    body: `J'arrive dans 5 minutes.

Envoyé de mon iPhone

> Le 3 mars 2026 à 10:12, Marc Dubois <marc@example.fr> a écrit :
>
> Tu es où ?
`,
    expected: "J'arrive dans 5 minutes.",
  },
  {
    id: 'iphone-es-text', client: 'iOS Mail', lang: 'es', format: 'text',
    body: `Ya voy.

Enviado desde mi iPhone

> El 3 mar 2026, a las 10:12, Lucía <lucia@example.es> escribió:
>
> ¿Dónde estás?
`,
    expected: 'Ya voy.',
  },
  {
    id: 'iphone-it-text', client: 'iOS Mail', lang: 'it', format: 'text',
    body: `Arrivo subito.

Inviato da iPhone

> Il giorno 3 mar 2026, alle ore 10:12, Paolo <paolo@example.it> ha scritto:
>
> Dove sei?
`,
    expected: 'Arrivo subito.',
  },
  {
    id: 'iphone-nl-text', client: 'iOS Mail', lang: 'nl', format: 'text',
    body: `Ik kom eraan.

Verstuurd vanaf mijn iPhone

> Op 3 mrt. 2026 om 10:12 heeft Pieter <pieter@example.nl> het volgende geschreven:
>
> Waar ben je?
`,
    expected: 'Ik kom eraan.',
  },
  {
    id: 'iphone-ja-text', client: 'iOS Mail', lang: 'ja', format: 'text',
    body: `今向かっています。

iPhoneから送信

> 2026/03/03 10:12、田中太郎 <tanaka@example.jp>のメール:
>
> 今どこですか？
`,
    expected: '今向かっています。',
  },
  {
    id: 'iphone-ru-text', client: 'iOS Mail', lang: 'ru', format: 'text',
    body: `Уже еду.

Отправлено с iPhone

> 3 марта 2026 г., в 10:12, Иван <ivan@example.ru> написал(а):
>
> Ты где?
`,
    expected: 'Уже еду.',
  },
  // ---------------------------------------------------------------- Thunderbird
  {
    id: 'thunderbird-en-text', client: 'Thunderbird', lang: 'en', format: 'text',
    body: `On 03/03/2026 10:12, Bob Smith wrote:
> Did the backup finish?

Yes, at 02:00 as scheduled.

-- 
Anna Müller
Systems team
`,
    expected: 'Yes, at 02:00 as scheduled.',
  },
  {
    id: 'thunderbird-en-html', client: 'Thunderbird', lang: 'en', format: 'html',
    body: `<html><body><p>Yes, at 02:00 as scheduled.</p><div class="moz-signature">-- <br>Anna Müller<br>Systems team</div><div class="moz-cite-prefix">On 03/03/2026 10:12, Bob Smith wrote:<br></div><blockquote type="cite" cite="mid:abc@example.com">Did the backup finish?</blockquote></body></html>`,
    expected: 'Yes, at 02:00 as scheduled.',
  },
  {
    id: 'thunderbird-de-text', client: 'Thunderbird', lang: 'de', format: 'text',
    body: `Danke, ist angekommen.

Am 03.03.26 um 10:12 schrieb Jan Becker:
> Hast du die Datei bekommen?
`,
    expected: 'Danke, ist angekommen.',
  },
  {
    id: 'thunderbird-fr-html', client: 'Thunderbird', lang: 'fr', format: 'html',
    body: `<html><body><p>Merci, bien reçu.</p><div class="moz-cite-prefix">Le 03/03/2026 à 10:12, Marc Dubois a écrit&nbsp;:<br></div><blockquote type="cite">As-tu reçu le fichier ?</blockquote></body></html>`,
    expected: 'Merci, bien reçu.',
  },
  {
    id: 'thunderbird-interleaved-top', client: 'Thunderbird', lang: 'en', format: 'text',
    body: `Short answer: yes, ship it.

On 03/03/2026 10:12, Bob Smith wrote:
> Should we ship the release today?
> The tests are green.
`,
    expected: 'Short answer: yes, ship it.',
  },
  // ---------------------------------------------------------------- Mobile: Android, Outlook mobile, Samsung, Yahoo
  {
    id: 'android-gmail-en', client: 'Gmail Android', lang: 'en', format: 'text',
    body: `Thanks, I'll call you later.

On Tue, 3 Mar 2026, 10:12 Bob Smith, <bob@example.com> wrote:

> Call me when you can.
`,
    expected: "Thanks, I'll call you later.",
  },
  {
    id: 'samsung-en', client: 'Samsung Email', lang: 'en', format: 'text',
    body: `Sure, no problem.

Sent from my Samsung Galaxy smartphone.

-------- Original message --------
From: Bob Smith <bob@example.com>
Date: 03/03/2026 10:12 (GMT+01:00)
To: anna@example.com
Subject: Help

Can you help me move on Saturday?
`,
    expected: 'Sure, no problem.',
  },
  {
    id: 'outlook-ios-en', client: 'Outlook iOS', lang: 'en', format: 'text',
    body: `Yes please.

Get Outlook for iOS
________________________________
From: Bob Smith <bob@example.com>
Sent: Tuesday, March 3, 2026 10:12:00 AM
To: Anna <anna@example.com>
Subject: Coffee?

Coffee?
`,
    expected: 'Yes please.',
  },
  {
    id: 'outlook-android-de', client: 'Outlook Android', lang: 'de', format: 'text',
    body: `Ja, gerne.

Outlook für Android herunterladen
________________________________
Von: Jan Becker <jan@example.de>
Gesendet: Dienstag, März 3, 2026 10:12:00 AM
An: Lena <lena@example.de>
Betreff: Kaffee?

Kaffee?
`,
    expected: 'Ja, gerne.',
  },
  {
    id: 'yahoo-en-html', client: 'Yahoo Mail', lang: 'en', format: 'html',
    body: `<html><body><div class="ydp1"><div>I will be there at noon.</div><div><br></div></div><div id="yahoo_quoted_123" class="yahoo_quoted"><div style="font-family:Helvetica"><div>On Tuesday, March 3, 2026, 10:12:00 AM GMT+1, Bob Smith &lt;bob@example.com&gt; wrote:</div><div><br></div><div>When will you arrive?</div></div></div></body></html>`,
    expected: 'I will be there at noon.',
  },
  {
    id: 'android-sent-from', client: 'Android stock', lang: 'en', format: 'text',
    body: `Got it.

Sent from my Android device

On Mar 3, 2026 10:12 AM, Bob <bob@example.com> wrote:
Please confirm.
`,
    expected: 'Got it.',
  },
  // ---------------------------------------------------------------- Text-only, no history; signatures
  {
    id: 'plain-no-quote', client: 'any', lang: 'en', format: 'text',
    body: `Hello team,

The deploy window is moved to Thursday 18:00 UTC.
Please plan accordingly.
`,
    expected: 'Hello team,\n\nThe deploy window is moved to Thursday 18:00 UTC.\nPlease plan accordingly.',
  },
  {
    id: 'plain-dashdash-signature', client: 'mutt', lang: 'en', format: 'text',
    body: `The patch looks fine to me.

-- 
Jane Doe <jane@example.org>
PGP: 0xDEADBEEF
`,
    expected: 'The patch looks fine to me.',
  },
  {
    id: 'mutt-interleaved-header-first', client: 'mutt', lang: 'en', format: 'text',
    body: `* Bob Smith <bob@example.com> [2026-03-03 10:12]:
> Is the server up?

It is, I restarted it at nine.
`,
    expected: 'It is, I restarted it at nine.',
  },
  {
    id: 'plain-thanks-only', client: 'any', lang: 'en', format: 'text',
    body: `Thanks!

On Tue, Mar 3, 2026 at 10:12 AM Bob Smith <bob@example.com> wrote:
> Here is the report.
`,
    expected: 'Thanks!',
  },
  {
    id: 'plain-regards-multi', client: 'any', lang: 'en', format: 'text',
    body: `Hi Bob,

Attached is the Q1 report. Revenue is up 12 %.

Let me know if you need anything else.

Kind regards,
Sarah Connor
Finance Director
Cyberdyne Systems
`,
    expected: 'Hi Bob,\n\nAttached is the Q1 report. Revenue is up 12 %.\n\nLet me know if you need anything else.',
  },
  {
    id: 'plain-forward-kept', client: 'Gmail', lang: 'en', format: 'text',
    body: `FYI, see below.

---------- Forwarded message ---------
From: Alerts <alerts@example.com>
Date: Tue, Mar 3, 2026 at 10:12 AM
Subject: Disk almost full
To: <ops@example.com>

Disk /dev/sda1 is 95 % full.
`,
    expected: 'FYI, see below.',
  },
  {
    id: 'quoted-only-lines', client: 'generic', lang: 'en', format: 'text',
    body: `Agreed.

> Let's postpone the meeting.
> -- Bob
`,
    expected: 'Agreed.',
  },
  {
    id: 'sv-outlook', client: 'Outlook desktop', lang: 'sv', format: 'text',
    body: `Tack, jag återkommer.

Från: Erik Larsson <erik@example.se>
Skickat: den 2 mars 2026 09:14
Till: Anna <anna@example.se>
Ämne: Fråga

Har du tid?
`,
    expected: 'Tack, jag återkommer.',
  },
  {
    id: 'ko-gmail', client: 'Gmail', lang: 'ko', format: 'text',
    body: `네, 확인했습니다.

2026년 3월 10일 (화) 오후 12:00, 김민수 <minsu@example.kr>님이 작성:

> 확인 부탁드립니다.
`,
    expected: '네, 확인했습니다.',
  },
  {
    id: 'ar-gmail', client: 'Gmail', lang: 'ar', format: 'text',
    body: `شكرا، تم الاستلام.

في الثلاثاء، 10 مارس 2026 في 12:00 م، أحمد <ahmed@example.com> كتب:

> هل استلمت الملف؟
`,
    expected: 'شكرا، تم الاستلام.',
  },
  {
    id: 'fi-outlook', client: 'Outlook desktop', lang: 'fi', format: 'text',
    body: `Kiitos, selvä.

Lähettäjä: Matti Virtanen <matti@example.fi>
Lähetetty: maanantai 2. maaliskuuta 2026 9.14
Vastaanottaja: Liisa <liisa@example.fi>
Aihe: Kokous

Kokous siirtyy.
`,
    expected: 'Kiitos, selvä.',
  },
  {
    id: 'gmail-en-html-no-quote', client: 'Gmail', lang: 'en', format: 'html',
    body: `<div dir="ltr">Hi all,<div><br></div><div>The office is closed on Friday.</div><div><br></div><div>Cheers,</div><div>Ops</div></div>`,
    expected: 'Hi all,\n\nThe office is closed on Friday.',
  },
  {
    id: 'hu-gmail', client: 'Gmail', lang: 'hu', format: 'text',
    body: `Köszönöm, megkaptam.

Kovács Péter <peter@example.hu> ezt írta (időpont: 2026. márc. 10., K, 12:00):

> Megkaptad?
`,
    expected: 'Köszönöm, megkaptam.',
  },
  {
    id: 'uk-outlook', client: 'Outlook desktop', lang: 'uk', format: 'text',
    body: `Дякую, отримав.

Від: Олена Коваленко <olena@example.ua>
Надіслано: 2 березня 2026 р. 9:14
Кому: Андрій <andriy@example.ua>
Тема: Рахунок

Рахунок у вкладенні.
`,
    expected: 'Дякую, отримав.',
  },
];
