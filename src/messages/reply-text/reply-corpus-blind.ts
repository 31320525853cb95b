import type { ReplyCase } from './reply-corpus';

/**
 * Written after the rules were frozen on `reply-corpus.ts`, and scored once before any change
 * (bench/RESULTS.md has that first score); kept apart so the README can report both.
 */
export const REPLY_CORPUS_BLIND: ReplyCase[] = [
  {
    id: 'blind-gmail-en-long', client: 'Gmail', lang: 'en', format: 'text',
    body: `Hey Sam,

I pushed a fix for the login bug. Could you test it on staging before lunch?
The branch is fix/login-timeout.

Thanks,
Priya

On Thu, Apr 2, 2026 at 9:41 PM Sam Lee <sam.lee@startup.example> wrote:

> Login times out after 30 seconds on staging.
>
> On Thu, Apr 2, 2026 at 9:00 PM Priya <priya@startup.example> wrote:
>
>> Anything broken?
`,
    expected: 'Hey Sam,\n\nI pushed a fix for the login bug. Could you test it on staging before lunch?\nThe branch is fix/login-timeout.',
  },
  {
    id: 'blind-outlook-en-html-nested', client: 'Outlook desktop', lang: 'en', format: 'html',
    body: `<html><body><div class="WordSection1"><p class="MsoNormal">Please go ahead with option B.<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p><p class="MsoNormal">Thanks<o:p></o:p></p><p class="MsoNormal">Mark<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p><div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in"><p class="MsoNormal"><b>From:</b> Ops Team &lt;ops@example.com&gt;<br><b>Sent:</b> Thursday, April 2, 2026 3:00 PM<br><b>To:</b> Mark &lt;mark@example.com&gt;<br><b>Cc:</b> Finance &lt;finance@example.com&gt;<br><b>Subject:</b> RE: Options<o:p></o:p></p></div></div><p class="MsoNormal">Option A or B?<o:p></o:p></p></div></body></html>`,
    expected: 'Please go ahead with option B.',
  },
  {
    id: 'blind-apple-de-html', client: 'Apple Mail', lang: 'de', format: 'html',
    body: `<html><body style="overflow-wrap: break-word;">Passt, danke dir!<div><br></div><div>Grüße</div><div>Tim<br id="lineBreakAtBeginningOfMessage"><div><br><blockquote type="cite"><div>Am 02.04.2026 um 15:00 schrieb Eva Klein &lt;eva@example.de&gt;:</div><br><div><div>Ich habe den Termin verschoben.</div></div></blockquote></div><br></div></body></html>`,
    expected: 'Passt, danke dir!',
  },
  {
    id: 'blind-iphone-pt-text', client: 'iOS Mail', lang: 'pt', format: 'text',
    body: `Combinado!

Enviado do meu iPhone

> Em 2 de abr. de 2026, à(s) 15:00, Bruno <bruno@example.com.br> escreveu:
>
> Amanhã às 9h?
`,
    expected: 'Combinado!',
  },
  {
    id: 'blind-thunderbird-es-text', client: 'Thunderbird', lang: 'es', format: 'text',
    body: `Hola Luis, ya está corregido en la versión 2.1.

El 2/4/26 a las 15:00, Luis Pérez escribió:
> Hay un error en la factura.
`,
    expected: 'Hola Luis, ya está corregido en la versión 2.1.',
  },
  {
    id: 'blind-owa-de-html', client: 'Outlook web', lang: 'de', format: 'html',
    body: `<div class="elementToProof" style="font-family: Aptos;">Ich bin ab Montag wieder im Büro.</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><b>Von:</b> Klaus &lt;klaus@example.de&gt;<br><b>Gesendet:</b> Donnerstag, 2. April 2026 15:00<br><b>An:</b> Eva<br><b>Betreff:</b> Urlaub</div><div>Wann bist du zurück?</div>`,
    expected: 'Ich bin ab Montag wieder im Büro.',
  },
  {
    id: 'blind-gmail-it-html', client: 'Gmail', lang: 'it', format: 'html',
    body: `<div dir="ltr">Perfetto, allora confermo per giovedì alle 10.</div><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">Il giorno gio 2 apr 2026 alle ore 15:00 Sara Conti &lt;<a href="mailto:sara@example.it">sara@example.it</a>&gt; ha scritto:<br></div><blockquote class="gmail_quote">Giovedì va bene?</blockquote></div>`,
    expected: 'Perfetto, allora confermo per giovedì alle 10.',
  },
  {
    id: 'blind-plain-best-regards-title', client: 'any', lang: 'en', format: 'text',
    body: `Dear Mr. Tanaka,

Thank you for your order #4471. It will ship on Monday.

Best regards,

Helen Park
Customer Support Lead
ACME Corp. | +44 20 7946 0000
`,
    expected: 'Dear Mr. Tanaka,\n\nThank you for your order #4471. It will ship on Monday.',
  },
  {
    id: 'blind-ru-gmail-html', client: 'Gmail', lang: 'ru', format: 'html',
    body: `<div dir="ltr">Отлично, договорились.</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">чт, 2 апр. 2026 г. в 15:00, Павел &lt;pavel@example.ru&gt;:<br></div><blockquote class="gmail_quote">Встречаемся в пятницу?</blockquote></div>`,
    expected: 'Отлично, договорились.',
  },
  {
    id: 'blind-pl-iphone', client: 'iOS Mail', lang: 'pl', format: 'text',
    body: `Jasne, będę.

Wysłane z iPhone'a

> Wiadomość napisana przez Kasia <kasia@example.pl> w dniu 02.04.2026, o godz. 15:00:
>
> Będziesz jutro?
`,
    expected: 'Jasne, będę.',
  },
  {
    id: 'blind-fr-outlook-mobile', client: 'Outlook Android', lang: 'fr', format: 'text',
    body: `Oui, je valide.

Obtenir Outlook pour Android
________________________________
De : Hugo <hugo@example.fr>
Envoyé : jeudi 2 avril 2026 15:00
À : Léa <lea@example.fr>
Objet : Validation

Tu valides ?
`,
    expected: 'Oui, je valide.',
  },
  {
    id: 'blind-interleaved-answers', client: 'mutt', lang: 'en', format: 'text',
    body: `On Thu, Apr 02, 2026 at 03:00:00PM +0200, Bob wrote:
> 1. Can you update the DNS?

Done.

> 2. And renew the certificate?

Renewed, valid until 2027.
`,
    expected: 'Done.\n\nRenewed, valid until 2027.',
  },
  {
    id: 'blind-zh-iphone', client: 'iOS Mail', lang: 'zh', format: 'text',
    body: `没问题。

发自我的iPhone

> 在 2026年4月2日，15:00，王磊 <wanglei@example.cn> 写道：
>
> 明天可以吗？
`,
    expected: '没问题。',
  },
  {
    id: 'blind-ja-outlook-html', client: 'Outlook desktop', lang: 'ja', format: 'html',
    body: `<div class="WordSection1"><p class="MsoNormal">承知いたしました。<o:p></o:p></p><p class="MsoNormal">よろしくお願いいたします。<o:p></o:p></p><p class="MsoNormal">山田<o:p></o:p></p><div style="border:none;border-top:solid #E1E1E1 1.0pt"><p class="MsoNormal"><b>差出人:</b> 佐藤 &lt;sato@example.jp&gt;<br><b>送信日時:</b> 2026年4月2日 15:00<br><b>宛先:</b> 山田<br><b>件名:</b> 会議</p></div><p class="MsoNormal">会議の件です。</p></div>`,
    expected: '承知いたしました。',
  },
  {
    id: 'blind-nl-outlook-original', client: 'Outlook desktop', lang: 'nl', format: 'text',
    body: `Akkoord.

-----Oorspronkelijk bericht-----
Van: Jeroen <jeroen@example.nl>
Verzonden: donderdag 2 april 2026 15:00
Aan: Femke
Onderwerp: Budget

Akkoord met het budget?
`,
    expected: 'Akkoord.',
  },
  {
    id: 'blind-no-quote-signoff-content', client: 'any', lang: 'en', format: 'text',
    body: `Hi,

Regards to your question about pricing: the plan costs 20 EUR per month.

Thanks,
Tom
`,
    expected: 'Hi,\n\nRegards to your question about pricing: the plan costs 20 EUR per month.',
  },
  {
    id: 'blind-proton', client: 'Proton Mail', lang: 'en', format: 'html',
    body: `<div style="font-family: Arial;">Received, thank you.</div><div class="protonmail_signature_block"><div class="protonmail_signature_block-proton">Sent with <a href="https://proton.me/">Proton Mail</a> secure email.</div></div><div class="protonmail_quote">On Thursday, April 2nd, 2026 at 15:00, Zoe &lt;zoe@example.com&gt; wrote:<br><blockquote class="protonmail_quote" type="cite">Did you get it?</blockquote></div>`,
    expected: 'Received, thank you.',
  },
  {
    id: 'blind-ko-outlook', client: 'Outlook desktop', lang: 'ko', format: 'text',
    body: `확인했습니다. 감사합니다.

보낸 사람: 이지은 <jieun@example.kr>
보낸 날짜: 2026년 4월 2일 목요일 오후 3:00
받는 사람: 박서준 <seojun@example.kr>
제목: 일정

일정 확인 부탁드립니다.
`,
    expected: '확인했습니다. 감사합니다.',
  },
];
