/**
 * Small, pure text helpers shared by the code and link finders.
 */

/** Maximum length of the `text` context returned to callers. */
export const MAX_CONTEXT_LENGTH = 300;

/**
 * Makes digits and separators comparable across scripts and mail clients:
 * - every Unicode decimal digit (\p{Nd}: fullwidth "３９４８２０", Arabic-Indic "٤٠٦١٩٣", Persian,
 *   Devanagari "४८२९१७", Bengali, Thai, Myanmar, Khmer, …) becomes its ASCII digit, because
 *   code inputs accept ASCII; fullwidth letters become ASCII letters,
 * - invisible characters that templates sprinkle into text (zero-width space/joiners, soft
 *   hyphen, BOM, word joiner, invisible operators, direction marks and isolates, Mongolian vowel
 *   separator, combining grapheme joiner, Hangul fillers) are removed so they cannot split a code,
 * - exotic spaces become plain spaces, and Unicode hyphens become "-".
 * Fullwidth punctuation ("，" "：") is deliberately kept: turning "628475，10分钟" into
 * "628475,10" would make the code look like a decimal number.
 */
export function normalizeText(input: string): string {
  // Most text holds none of these characters: one scan decides, instead of one per replacement.
  if (!needsNormalizing(input)) return input;
  return input
    .replace(FULLWIDTH_LETTER_RE, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(NON_ASCII_DIGIT_RE, asciiDigit)
    .replace(INVISIBLE_RE, '')
    .replace(EXOTIC_SPACE_RE, ' ')
    .replace(UNICODE_HYPHEN_RE, '-')
    .replace(CARRIAGE_RETURN_RE, '\n');
}

// Patterns live at module level: a regular-expression literal inside a function builds a new
// RegExp object each time it is evaluated, which is garbage per call (per line, per candidate).
const FULLWIDTH_LETTER_RE = /[\uFF21-\uFF3A\uFF41-\uFF5A]/g;
const EXOTIC_SPACE_RE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\t\f\v]/g;
const UNICODE_HYPHEN_RE = /[\u2010\u2011\u2012\u2212]/g;
const CARRIAGE_RETURN_RE = /\r\n?/g;

const NON_ASCII_DIGIT_RE = /(?![0-9])\p{Nd}/gu;
/** Any character that one of normalizeText's replacements changes. */
const NEEDS_NORMALIZING_RE =
  /[\uFF21-\uFF3A\uFF41-\uFF5A\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u034F\u061C\u180E\u115F\u1160\u3164\uFFA0\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\t\f\v\u2010\u2011\u2012\u2212\r]|(?![0-9])\p{Nd}/u;

/**
 * False only when no replacement of normalizeText would change the text. ASCII characters are
 * checked by code (only tab, vertical tab, form feed and carriage return are replaced), the rare
 * others with the pattern: one pass of plain comparisons over mostly-ASCII text.
 */
function needsNormalizing(input: string): boolean {
  for (let index = 0; index < input.length; index++) {
    const code = input.charCodeAt(index);
    if (code < 0x80) {
      if (code === 0x09 || code === 0x0b || code === 0x0c || code === 0x0d) return true;
    } else {
      // Tried at this position without a copy; a digit outside the BMP is seen whole (u flag).
      NEEDS_NORMALIZING_AT_RE.lastIndex = index;
      if (NEEDS_NORMALIZING_AT_RE.test(input)) return true;
    }
  }
  return false;
}
const NEEDS_NORMALIZING_AT_RE = new RegExp(NEEDS_NORMALIZING_RE.source, 'uy');
const DIGIT_RE = /^\p{Nd}$/u;
const INVISIBLE_RE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u034F\u061C\u180E\u115F\u1160\u3164\uFFA0]/g;

/**
 * Value of a decimal digit of any script. Unicode allocates every script's digits as runs of
 * ten from zero to nine (some runs are adjacent: the mathematical digits are five runs in a row),
 * so the value is the distance from the start of the run, modulo ten.
 */
function asciiDigit(digit: string): string {
  const codePoint = digit.codePointAt(0) ?? 0;
  let offset = 0;
  while (offset < 60 && DIGIT_RE.test(String.fromCodePoint(codePoint - offset - 1))) offset++;
  return String(offset % 10);
}

/** Whitespace other than a single space between two other characters. */
const UNCOLLAPSED_RE = /[^\S ]|^ | $| {2}/;

/** Collapses runs of whitespace and trims. */
export function collapseWhitespace(input: string): string {
  // Most lines are collapsed already: no whitespace but single inner spaces.
  if (!UNCOLLAPSED_RE.test(input)) return input;
  return input.replace(WHITESPACE_RUN_RE, ' ').trim();
}
const WHITESPACE_RUN_RE = /\s+/g;

/**
 * Splits text into trimmed, whitespace-collapsed lines, dropping empty lines and pure
 * decoration ("-----", "━━━━", "* * *") so that "the line above" means the line of text above.
 */
export function toLines(text: string): string[] {
  return keepTextLines(text.split('\n').map(collapseWhitespace));
}

/**
 * toLines(normalizeText(lines.join('\n'))) for lines that hold no line break (a rendering's
 * lines), without building and splitting that text again: every replacement of normalizeText
 * changes single characters and keeps them on their line. Works in place: `lines` is reused
 * and returned (callers pass a fresh rendering).
 */
export function toNormalizedLines(lines: string[]): string[] {
  let kept = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = normalizedLine(lines[index]);
    if (line !== null) lines[kept++] = line;
  }
  lines.length = kept;
  return lines;
}

/** One line (without a line break) as toNormalizedLines keeps it, or null when it drops it. */
export function normalizedLine(input: string): string | null {
  const plain = plainLine(input);
  if (plain === PLAIN_WITH_ALPHANUMERIC) return input;
  const line = plain === PLAIN ? input : collapseWhitespace(normalizeText(input));
  return LETTER_OR_DIGIT_RE.test(line) ? line : null;
}

/** Whether normalizeText would replace the character at `index` (not a surrogate), as plainLine tests it. */
export function needsNormalizingAt(text: string, index: number): boolean {
  NEEDS_NORMALIZING_AT_RE.lastIndex = index;
  return NEEDS_NORMALIZING_AT_RE.test(text);
}

/** plainLine's answers: normalizeText and collapseWhitespace would change the line, or not, and it holds an ASCII letter or digit. */
const NOT_PLAIN = 0;
const PLAIN = 1;
const PLAIN_WITH_ALPHANUMERIC = 2;

/**
 * Whether collapseWhitespace(normalizeText(line)) is the line itself, in one pass of comparisons
 * (most rendered lines are): no character needsNormalizing replaces (ASCII tab, vertical tab, form
 * feed, carriage return; others by the same sticky test), no other whitespace collapseWhitespace
 * acts on (line feed, U+2028, U+2029: every other non-ASCII whitespace is one normalizeText
 * replaces), no space at either end, no two spaces in a row. PLAIN_WITH_ALPHANUMERIC also tells that
 * the line holds an ASCII letter or digit, so LETTER_OR_DIGIT_RE would find one.
 */
function plainLine(line: string): number {
  let alphanumeric = false;
  const last = line.length - 1;
  for (let index = 0; index <= last; index++) {
    const code = line.charCodeAt(index);
    if (code < 0x80) {
      if (code === 0x20) {
        if (index === 0 || index === last || line.charCodeAt(index - 1) === 0x20) return NOT_PLAIN;
      } else if (code >= 0x09 && code <= 0x0d) {
        return NOT_PLAIN;
      } else if (!alphanumeric) {
        alphanumeric = (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
      }
    } else {
      if (code === 0x2028 || code === 0x2029) return NOT_PLAIN;
      NEEDS_NORMALIZING_AT_RE.lastIndex = index;
      if (NEEDS_NORMALIZING_AT_RE.test(line)) return NOT_PLAIN;
    }
  }
  return alphanumeric ? PLAIN_WITH_ALPHANUMERIC : PLAIN;
}

function keepTextLines(lines: string[]): string[] {
  return lines.filter((line) => LETTER_OR_DIGIT_RE.test(line));
}
const LETTER_OR_DIGIT_RE = /[\p{L}\p{N}]/u;

/**
 * Cuts `line` down to at most MAX_CONTEXT_LENGTH characters while keeping the part around
 * [start, end): first the sentence that contains it, then a window centred on it.
 */
export function contextAround(line: string, start: number, end: number): string {
  const collapsed = collapseWhitespace(line);
  if (collapsed.length <= MAX_CONTEXT_LENGTH) return collapsed;

  // Sentence boundaries: ". ", "! ", "? " and CJK full stops.
  const boundary = /[.!?](?=\s)|[。！？]/g;
  let sentenceStart = 0;
  let sentenceEnd = line.length;
  for (let match = boundary.exec(line); match; match = boundary.exec(line)) {
    const stop = match.index + match[0].length;
    if (stop <= start) sentenceStart = stop;
    else if (match.index >= end) {
      sentenceEnd = stop;
      break;
    }
  }
  const sentence = collapseWhitespace(line.slice(sentenceStart, sentenceEnd));
  if (sentence.length <= MAX_CONTEXT_LENGTH) return sentence;

  const half = Math.floor((MAX_CONTEXT_LENGTH - (end - start)) / 2);
  const from = Math.max(0, start - half);
  return collapseWhitespace(line.slice(from, from + MAX_CONTEXT_LENGTH));
}

/** Truncates to MAX_CONTEXT_LENGTH characters. */
export function clip(text: string): string {
  const collapsed = collapseWhitespace(text);
  return collapsed.length <= MAX_CONTEXT_LENGTH ? collapsed : collapsed.slice(0, MAX_CONTEXT_LENGTH - 1).trimEnd() + '…';
}

/**
 * Characters that glue a number to a word in scripts written with spaces (Latin, Greek,
 * Cyrillic). CJK, Hangul, Arabic and Hebrew are left out on purpose: "验证码是382910" and
 * "[582013]을" are normal there, so those scripts must not invalidate a neighbouring code.
 */
export const WORDISH = 'A-Za-z0-9_\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF';

/** Shortest line that can be a hard-wrapped part of a sentence (shorter ones are labels, headings, cells). */
const WRAPPED_LINE_MIN_LENGTH = 50;

/**
 * True when `line` is hard-wrapped into the line after it: plain-text parts are wrapped at 72–78
 * characters, so a long line that ends without closing its sentence ("…enter this one-time passcode
 * on the merchant's" / "checkout page:") continues on the next one. Lines are trimmed already.
 */
export function wrapsIntoNext(line: string): boolean {
  if (line.length < WRAPPED_LINE_MIN_LENGTH) return false;
  let at = line.length - 1;
  // A closing quote or bracket after the sentence's end: look at what it closes.
  while (at > 0 && CLOSING_MARKS.includes(line[at])) at--;
  return !SENTENCE_ENDS.includes(line[at]);
}

const CLOSING_MARKS = ')]}"\'»”’」』';
const SENTENCE_ENDS = '.!?:;。！？：；…।॥؟۔';

/**
 * The same strings (rendered lines, hrefs), each as V8 stores it most compactly: a slice of a
 * string that holds any character above U+00FF is stored with two bytes per character even when
 * the slice holds none, and every pattern and character loop over it runs its slower two-byte
 * variant (the candidate scan of a 100 KB template took 35 % longer on such lines). Each string
 * without such a character is copied through a Latin-1 buffer (oneByteCopy): Latin-1 holds exactly
 * the characters up to U+00FF, so every string keeps its exact value; the others are kept as they
 * are. Strings cut from a `text` without a wide character are one-byte already and are returned as
 * they are. (A JSON round trip does the same but leaves three times the garbage; one string read
 * back and sliced leaves slices, which character loops read more slowly than flat strings.)
 */
export function compactStrings(strings: string[], text: string): string[] {
  if (!holdsWideCharacter(text)) return strings;
  const result: string[] = new Array<string>(strings.length);
  for (let index = 0; index < strings.length; index++) result[index] = oneByteCopy(strings[index]);
  return result;
}

/** Whether `text` holds a character above U+00FF (so that V8 stores it, and every slice of it, with two bytes per character). */
export function holdsWideCharacter(text: string): boolean {
  return WIDE_CHARACTER_RE.test(text);
}
const WIDE_CHARACTER_RE = /[^\u0000-\u00ff]/;

/**
 * A fresh flat one-byte string with the value of `text`, through a Latin-1 scratch buffer; `text`
 * itself when it holds a wide character, is empty, or is longer than MAX_ONE_BYTE_COPY.
 */
export function oneByteCopy(text: string): string {
  if (text.length === 0 || text.length > MAX_ONE_BYTE_COPY || holdsWideCharacter(text)) return text;
  if (text.length > scratch.length) scratch = Buffer.alloc(Math.min(MAX_ONE_BYTE_COPY, 2 * text.length));
  return scratch.toString('latin1', 0, scratch.write(text, 0, 'latin1'));
}
const MAX_ONE_BYTE_COPY = 65_536;
/** Written and read back within one oneByteCopy call; grows to the longest string copied. */
let scratch = Buffer.alloc(1024);
