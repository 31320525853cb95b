import { compile } from 'html-to-text';

/**
 * The text the sender wrote in this message: without quoted history, reply headers ("On … wrote:",
 * Outlook's "From: / Sent:" block, "-----Original Message-----", `gmail_quote`,
 * `blockquote type=cite`) and signatures ("-- " blocks, "Sent from my iPhone", a sign-off with
 * the name and title under it). General rules over the shape of a line, in the words of many
 * languages; scored against `reply-corpus.ts` (README, bench/RESULTS.md).
 *
 * Pure: no I/O. Cost is one pass over the lines, plus one HTML-to-text conversion for HTML mail.
 */
export interface ReplyTextInput {
  text?: string | null;
  html?: string | null;
}

/** Longest input looked at: the new text of a reply is at its top; history below this is not read. */
export const MAX_INPUT_CHARS = 512 * 1024;

/**
 * Containers that hold quoted history. Skipped (not cut at) so that answers written below a quote
 * (interleaved replies) stay.
 */
const QUOTE_SELECTORS = [
  'div.gmail_quote',
  'blockquote.gmail_quote',
  'div.gmail_signature',
  'span.gmail_signature_prefix',
  'blockquote[type=cite]',
  'div.moz-cite-prefix',
  'div.moz-signature',
  'div.yahoo_quoted',
  'div.protonmail_quote',
  'blockquote.protonmail_quote',
  'div.zmail_extra',
  'div.ms-outlook-mobile-signature',
  'div#Signature',
];

/** Markers after which an HTML body is only history (clients that always put the answer on top). */
const HTML_CUT_MARKERS = [
  /<div[^>]+id=["']?appendonsend\b/i,
  /<div[^>]+id=["']?divRplyFwdMsg\b/i,
  /<hr[^>]+id=["']?stopSpelling\b/i,
  /<div[^>]+id=["']?mail-editor-reference-message-container\b/i,
  /<div[^>]+class=["']?OutlookMessageHeader\b/i,
];

export function extractReplyText(input: ReplyTextInput): string {
  const html = input.html?.trim() ? input.html : '';
  if (html) {
    const fromHtml = replyTextOfPlain(htmlToText(html));
    if (fromHtml) return fromHtml;
  }
  return replyTextOfPlain(input.text ?? '');
}

/**
 * html-to-text's converter for reply text, compiled once: `convert(html, options)` compiles the
 * options (selectors and all) on every call, which cost more than the conversion of a small mail.
 */
let converter: ((html: string) => string) | null = null;
function htmlConverter(): (html: string) => string {
  converter ??= compile({
    wordwrap: false,
    selectors: [
      ...QUOTE_SELECTORS.map((selector) => ({ selector, format: 'skip' })),
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  });
  return converter;
}

function htmlToText(html: string): string {
  let source = html.length > MAX_INPUT_CHARS ? html.slice(0, MAX_INPUT_CHARS) : html;
  let cut = source.length;
  for (const marker of HTML_CUT_MARKERS) {
    const match = marker.exec(source);
    if (match && match.index < cut) cut = match.index;
  }
  source = source.slice(0, cut);
  try {
    return htmlConverter()(source);
  } catch {
    return source.replace(/<[^>]*>/g, ' ');
  }
}

// ------------------------------------------------------------------ line rules

/** Words that end an attribution line ("… wrote:") in many languages. */
const WROTE =
  /(wrote|writes|schrieb|schreibt|a écrit|a ecrit|escribió|escribio|escreveu|ha scritto|scrisse|schreef|heeft .{0,40}geschreven|skrev|skriver|napisał\(a\)|napisał|napisała|napsal\(a\)|napsal|написал\(а\)|написал|написала|написав|kirjoitti|írta|yazdı|的邮件|写道|寫道|のメール|님이 작성|كتب|έγραψε|scrie|rašė|pisze|odesílatel.*napsal)(\s+[^:：]{1,80})?\s*[:：]?\s*$/i;
/** Starts of attribution lines that carry no "wrote" word. */
const ATTRIBUTION_START = /^(on|am|le|el|em|il giorno|il|op|den|w dniu|dne|в|у|el día|le \w+\.? \d)/i;
const HAS_ADDRESS = /<[^<>\s@]+@[^<>\s]+>|\b[^\s<>@]+@[^\s<>@]+\.[a-z]{2,}\b/i;
const HAS_DATE_OR_TIME = /\b\d{1,2}[:.]\d{2}\b|\b(19|20)\d{2}\b|\d{4}年/;

/** First field of an Outlook-style header block, and the fields that follow it. */
const HEADER_FROM = /^\s*\*?(from|von|de|da|van|od|от|від|från|fra|frá|lähettäjä|feladó|kimden|差出人|发件人|寄件者|보낸 사람|من|Από|De la)\s*\*?\s*[:：]/i;
const HEADER_FIELD =
  /^\s*\*?(sent|date|to|cc|subject|gesendet|datum|an|betreff|envoyé|envoye|date|à|a|objet|enviado|fecha|para|asunto|assunto|inviato|data|oggetto|verzonden|verstuurd|aan|onderwerp|wysłano|wysłane|do|temat|отправлено|дата|кому|тема|надіслано|skickat|till|ämne|sendt|til|emne|lähetetty|vastaanottaja|aihe|elküldve|címzett|tárgy|gönderildi|kime|konu|送信日時|宛先|件名|日付|发送时间|收件人|主题|寄件日期|收件者|主旨|보낸 날짜|받는 사람|제목|تاريخ|إلى|الموضوع|Στάλθηκε|Προς|Θέμα)\s*\*?\s*[:：]/i;
/**
 * A line of a mail's header block ("From: …", "Sent: …", "Subject: …", "To: …" in the languages of the
 * clients), also ">"-quoted: the fields under a forward's or a reply's separator, in whatever order a
 * client prints them (code extraction reads a forwarded mail's header block as one unit).
 */
export function isHeaderFieldLine(line: string): boolean {
  const unquoted = line.charCodeAt(0) === 0x3e || line.charCodeAt(0) === 0x20 ? line.replace(LEADING_QUOTE_MARKS, '') : line;
  return HEADER_FIELD.test(unquoted) || HEADER_FROM.test(unquoted);
}
const LEADING_QUOTE_MARKS = /^[\s>]+/;

/** "-----Original Message-----", "-------- Original message --------", "---------- Forwarded message ---------" … */
const SEPARATOR = /^\s*-{2,}\s*[^-\s][^-]{2,60}?\s*-{2,}\s*$/;
const UNDERSCORES = /^\s*_{10,}\s*$/;
const QUOTED = /^\s*>/;

/** "Sent from my iPhone" and its cousins: a line that ends what the sender wrote. */
const SENT_FROM =
  /^\s*(sent from (my|mail|outlook|yahoo|the)\b.*|sent with .{1,30}|sent via .{1,40}|((get|obtenir|obtener|obter|baixar|scarica|download)\s+)?outlook (for|pour|para|per|für|voor|dla) .{1,20}|outlook für .{1,20} herunterladen|von meinem .{1,40} gesendet|gesendet von .{1,40}|envoyé de mon .{1,40}|envoyé depuis .{1,40}|enviado desde mi .{1,40}|enviado do meu .{1,40}|enviado de meu .{1,40}|inviato da .{1,40}|verstuurd vanaf mijn .{1,40}|verzonden vanaf mijn .{1,40}|verzonden met .{1,40}|wysłane z .{1,40}|отправлено с .{1,40}|надіслано з .{1,40}|skickat från .{1,40}|sendt fra .{1,40}|lähetetty .{1,40}:sta|iphoneから送信|androidから送信|从我的.{1,20}发送|发自我的.{1,20}|發自我的.{1,20}|내 .{1,20}에서 보냄)\s*\.?\s*(<[^>]*>)?\s*$/i;

/** Sign-offs: a line of only these words ends the text when just a short signature follows. */
const SIGN_OFF = new RegExp(
  '^\\s*(' +
    [
      'best', 'best regards', 'best wishes', 'kind regards', 'warm regards', 'regards', 'many thanks', 'thanks', 'thank you', 'thanks again', 'thx', 'cheers', 'sincerely', 'yours sincerely', 'yours truly', 'all the best', 'br', 'rgds',
      'viele grüße', 'viele grüsse', 'beste grüße', 'liebe grüße', 'freundliche grüße', 'mit freundlichen grüßen', 'mit freundlichen grüssen', 'mfg', 'lg', 'gruß', 'grüße', 'danke',
      'cordialement', 'bien cordialement', 'bien à vous', 'salutations', 'amicalement', 'merci', 'bonne journée',
      'saludos', 'saludos cordiales', 'un saludo', 'atentamente', 'gracias', 'un abrazo',
      'atenciosamente', 'cumprimentos', 'abraços', 'obrigado', 'obrigada',
      'cordiali saluti', 'saluti', 'distinti saluti', 'grazie', 'buona giornata',
      'met vriendelijke groet', 'met vriendelijke groeten', 'vriendelijke groet', 'groeten', 'groet', 'mvg',
      'pozdrawiam', 'z poważaniem', 'serdecznie pozdrawiam', 'dziękuję',
      'с уважением', 'всего доброго', 'спасибо', 'з повагою',
      'med vänlig hälsning', 'vänliga hälsningar', 'hälsningar', 'mvh', 'med venlig hilsen', 'venlig hilsen', 'hilsen', 'vennlig hilsen',
      'ystävällisin terveisin', 'terveisin', 's pozdravem', 'üdvözlettel', 'saygılarımla', 'iyi çalışmalar',
      'よろしくお願いします', 'よろしくお願いいたします', '此致', '谢谢', '감사합니다', 'مع التحية', 'شكرا',
    ].join('|') +
    ')\\s*[,.!。！、]*\\s*$',
  'i',
);
const SIGNATURE_DELIMITER = /^--\s?$/;
/** A signature after a sign-off: a few short lines (name, title, company, phone). */
const MAX_SIGNATURE_LINES = 6;
const MAX_SIGNATURE_LINE = 72;

function nextNonEmpty(lines: string[], from: number): string | undefined {
  for (let i = from; i < lines.length; i++) if (lines[i]!.trim()) return lines[i];
  return undefined;
}

/** An attribution ("On …, X wrote:") starting at line i, spread over at most 3 lines; returns how many lines it takes. */
function attributionAt(lines: string[], i: number): number {
  const first = lines[i]!.trim();
  if (!first || QUOTED.test(first) || first.length > 300) return 0;
  let joined = '';
  for (let n = 1; n <= 3 && i + n - 1 < lines.length; n++) {
    const line = lines[i + n - 1]!.trim();
    if (!line && n > 1) break;
    joined = n === 1 ? line : `${joined} ${line}`;
    if (joined.length > 400) break;
    // Attribution lines end with a colon in every client seen; only then look for the verb,
    // in the tail only (bounded work on long lines).
    if (!/[:：]\s*$/.test(joined)) continue;
    const wrote = WROTE.test(joined.slice(-160));
    const quotedNext = QUOTED.test(nextNonEmpty(lines, i + n) ?? '');
    if (wrote && (HAS_DATE_OR_TIME.test(joined) || HAS_ADDRESS.test(joined) || ATTRIBUTION_START.test(joined) || quotedNext)) return n;
    // No verb (Gmail in Russian, Japanese, Chinese…): "<date>, <name> <address>:" followed by a quote.
    if (/[:：]\s*$/.test(joined) && HAS_ADDRESS.test(joined) && HAS_DATE_OR_TIME.test(joined) && quotedNext) return n;
  }
  return 0;
}

/** An Outlook-style header block ("From:" then Sent/To/Subject…) starting at line i. */
function headerBlockAt(lines: string[], i: number): boolean {
  if (!HEADER_FROM.test(lines[i]!)) return false;
  let fields = 0;
  for (let k = i + 1; k < Math.min(lines.length, i + 7); k++) {
    if (HEADER_FIELD.test(lines[k]!)) fields++;
  }
  return fields >= 2;
}

function isSeparator(lines: string[], i: number): boolean {
  const line = lines[i]!;
  if (SEPARATOR.test(line)) {
    // A separator that introduces a header block or a forwarded/original message.
    const next = nextNonEmpty(lines, i + 1) ?? '';
    return HEADER_FROM.test(next) || HEADER_FIELD.test(next) || /original|forward|ursprüngliche|origine|original|originale|oorspronkelijk|oryginalna|исходное|пересылаемое|weitergeleitete|transféré|reenviado|inoltrato|doorgestuurd|przekazana|alkuperäinen|ursprungligt|videresendt|原始邮件|転送|元のメッセージ/i.test(line);
  }
  if (UNDERSCORES.test(line)) return HEADER_FROM.test(nextNonEmpty(lines, i + 1) ?? '');
  return false;
}

const COLON_END = /[:：]\s*$/;
/** Characters without which a line is no header field, separator or quote (see HEADER_FROM, SEPARATOR, UNDERSCORES, QUOTED). */
const MARKS = /[:：>_-]/;

/** Plain text: drop history and signature, keep what is left tidy. */
export function replyTextOfPlain(text: string): string {
  const source = text.length > MAX_INPUT_CHARS ? text.slice(0, MAX_INPUT_CHARS) : text;
  // Each replace only when it has something to replace (most bodies reach here with LF only).
  const unixLines = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const lines = (unixLines.includes('\u00a0') ? unixLines.replace(/\u00a0/g, ' ') : unixLines).split('\n');
  // A header block starts at a line with a colon, a separator is dashes or underscores, a quote
  // starts with ">", and an attribution ends with a colon on one of its (at most 3) lines: lines
  // with none of these characters skip those rules, so plain prose costs one test per line.
  const marked = new Array<boolean>(lines.length);
  const colonEnd = new Array<boolean>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    marked[i] = MARKS.test(lines[i]!);
    colonEnd[i] = marked[i]! && COLON_END.test(lines[i]!);
  }
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (marked[i] && (headerBlockAt(lines, i) || isSeparator(lines, i))) break;
    const attribution = colonEnd[i] || colonEnd[i + 1] || colonEnd[i + 2] ? attributionAt(lines, i) : 0;
    if (attribution) {
      // Followed by a ">" quote: drop the attribution, the quote goes below (answers may follow it).
      if (QUOTED.test(nextNonEmpty(lines, i + attribution) ?? '')) {
        i += attribution - 1;
        continue;
      }
      break;
    }
    if (marked[i] && QUOTED.test(line)) continue;
    kept.push(line);
  }
  return tidy(stripSignature(kept));
}

function stripSignature(lines: string[]): string[] {
  let end = lines.length;
  for (let i = 0; i < end; i++) {
    if (SIGNATURE_DELIMITER.test(lines[i]!) || SENT_FROM.test(lines[i]!)) {
      end = i;
      break;
    }
  }
  let body = lines.slice(0, end);
  // Last sign-off with only a short signature under it.
  for (let i = body.length - 1; i >= 0; i--) {
    if (!SIGN_OFF.test(body[i]!)) continue;
    const after = body.slice(i + 1).filter((l) => l.trim());
    const shortSignature = after.length <= MAX_SIGNATURE_LINES && after.every((l) => l.trim().length <= MAX_SIGNATURE_LINE);
    const before = body.slice(0, i).some((l) => l.trim());
    if (shortSignature && before) body = body.slice(0, i);
    break;
  }
  // A bare name closing the text ("…\n\nAnna"): one to three capitalised words on a line of their own.
  const last = lastNonEmptyIndex(body);
  if (last > 0 && !body[last - 1]!.trim() && BARE_NAME.test(body[last]!) && body.slice(0, last).some((l) => l.trim())) body = body.slice(0, last);
  return body;
}

const BARE_NAME = /^\s*\p{Lu}[\p{L}'’.-]*(\s+\p{Lu}[\p{L}'’.-]*){0,2}\s*$/u;

function lastNonEmptyIndex(lines: string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.trim()) return i;
  return -1;
}

function tidy(lines: string[]): string {
  return lines
    .map((l) => l.trimEnd()) // the same characters as /\s+$/, without trying the pattern at every space
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
