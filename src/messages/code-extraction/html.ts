/**
 * HTML helpers: plain-text rendering for the code finder, anchor extraction for the link
 * finder, and "prominent" snippets (big / bold / letter-spaced text, where templates put
 * the code).
 */
import { collapseWhitespace, holdsWideCharacter, needsNormalizingAt, normalizedLine, normalizeText, oneByteCopy } from './text-utils';

/** Bigger inputs are cut: verification mails are small, and this bounds the work per mail. */
export const MAX_HTML_LENGTH = 400_000;

// Patterns live at module level: a regular-expression literal inside a function builds a new
// RegExp object each time it is evaluated, which is garbage per call (per line, per element).
const RENDER_SPACE_RUN_RE = /[ \t\r\n\f]+/g;
const ENTITY_RE = /&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]{2,14}));?/gi;
const INVISIBLE_OPEN_RE = /<(?:style|script|head)/i;
const INVISIBLE_ELEMENT_RE = /<(style|script|head)\b[\s\S]*?<\/\1\s*>/gi;
const ANY_TAG_RE = /<[^>]*>/g;
/** The end of a tag cut at the start of a slice, and the start of one cut at its end. */
const TAG_TAIL_RE = /^[^<]*>/;
const TAG_HEAD_RE = /<[^>]*$/;
const STYLE_ATTRIBUTE_RE = /\bstyle\s*=\s*("[^"]*"|'[^']*')/i;
const LETTER_SPACING_RE = /letter-spacing\s*:\s*[1-9]/i;
const FONT_SIZE_RE = /font-size\s*:\s*(\d+(?:\.\d+)?)\s*(px|pt|em|rem)/i;
const EM_UNIT_RE = /r?em/i;

/**
 * Input types whose value is not text shown to the reader (form plumbing and buttons).
 * A read-only text field is how some templates show the code to copy.
 */
const NON_TEXT_INPUT_RE = /^(?:hidden|submit|button|reset|image|checkbox|radio|file|password)$/i;

function inputText(attributes: Record<string, string> | undefined): string {
  if (!attributes || NON_TEXT_INPUT_RE.test(attributes.type ?? 'text')) return '';
  return attributes.value?.trim() ?? '';
}

/** Elements whose start and end break the line: every table cell, paragraph and list item on its own line. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'caption', 'center', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'html', 'li', 'main', 'nav', 'ol', 'option', 'p', 'pre', 'section', 'summary',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

/** Elements whose content is never shown as text. */
const INVISIBLE_CONTENT_RE = /<!--[\s\S]*?(?:-->|$)|<(style|script|head|title|template|noscript|svg)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** Characters of a tag name after its first letter. */
function isTagNameChar(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x3a) || code === 0x2d; // a-z A-Z 0-9 : -
}

function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

/** True when source[start, end) holds only the characters breakLine collapses (space, tab, CR, LF, FF). */
function isCollapsibleSpace(source: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = source.charCodeAt(index);
    if (code !== 0x20 && code !== 0x0a && code !== 0x09 && code !== 0x0d && code !== 0x0c) return false;
  }
  return true;
}

/** BLOCK_TAGS and "input", by length and lower-cased first letter: the tag names htmlToText acts on. */
const KNOWN_TAGS_BY_KEY: Array<string[] | null> = new Array<string[] | null>(11 * 128).fill(null);
for (const name of [...BLOCK_TAGS, 'input']) {
  const key = name.length * 128 + name.charCodeAt(0);
  KNOWN_TAGS_BY_KEY[key] = [...(KNOWN_TAGS_BY_KEY[key] ?? []), name];
}

/**
 * The name of a block tag (or "input") spelled in source[start, end) in any case, else null;
 * compared in place, without copying or lower-casing the name (a template has thousands of tags).
 * Tag names hold ASCII letters, digits, ":" and "-" only, so lower-casing is "| 0x20" on letters.
 * The table is an array indexed by length and first letter (the caller passes a name that starts
 * with an ASCII letter): one indexed load per tag instead of a hash lookup.
 */
function knownTagAt(source: string, start: number, end: number): string | null {
  const length = end - start;
  if (length > 10) return null;
  const candidates = KNOWN_TAGS_BY_KEY[length * 128 + lowerAscii(source.charCodeAt(start))];
  if (!candidates) return null;
  for (const name of candidates) {
    let index = 1;
    while (index < length && lowerAscii(source.charCodeAt(start + index)) === name.charCodeAt(index)) index++;
    if (index === length) return name;
  }
  return null;
}

function lowerAscii(code: number): number {
  return code >= 0x41 && code <= 0x5a ? code | 0x20 : code;
}

/**
 * A rendered line with its runs of space, tab, CR, LF and FF collapsed to one space, trimmed. Most
 * lines hold none of those runs inside (a run at either end is trimmed away): one pass of
 * comparisons decides, instead of a replacement per line. Trimming first gives the same text,
 * since trim() removes every whitespace character at the ends and the runs inside stay as they are.
 */
function collapseLine(line: string): string {
  const trimmed = line.trim();
  let previous = 0;
  for (let index = 0; index < trimmed.length; index++) {
    const code = trimmed.charCodeAt(index);
    if (code === 0x0a || code === 0x09 || code === 0x0d || code === 0x0c || (code === 0x20 && previous === 0x20)) {
      return trimmed.replace(RENDER_SPACE_RUN_RE, ' ');
    }
    previous = code;
  }
  return trimmed;
}

/**
 * The HTML as the renderer reads it: every invisible element and comment (INVISIBLE_CONTENT_RE)
 * stands for one space, as if replaced by one, without building that string (a fresh copy of a
 * 100 KB mail costs more than rendering it). Positions stay those of the HTML; the renderer never
 * lands inside a hidden range, since a range starts at a "<" and every search skips its inside.
 * At a range's start the HTML holds "<" where the rendered string would hold " ": the renderer
 * only asks there whether the character is "/", a letter or a tag-name character, which neither is.
 */
class VisibleHtml {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  constructor(readonly html: string) {
    for (const match of html.matchAll(INVISIBLE_CONTENT_RE)) {
      this.starts.push(match.index);
      this.ends.push(match.index + match[0].length);
    }
  }

  /** The next `char` at or after `from` outside the hidden ranges, or -1. */
  indexOf(char: string, from = 0): number {
    let index = this.html.indexOf(char, from);
    // Past the last hidden range (a template's <head> and <style> come first) nothing is skipped.
    if (this.starts.length === 0 || from >= this.ends[this.ends.length - 1]) return index;
    for (let range = this.rangeAt(index); index >= 0 && range >= 0; range = this.rangeAt(index)) index = this.html.indexOf(char, this.ends[range]);
    return index;
  }

  /** html[start, end) with each hidden range in it replaced by one space. */
  slice(start: number, end: number): string {
    let range = this.firstRangeFrom(start);
    if (range < 0 || this.starts[range] >= end) return this.html.slice(start, end);
    let text = '';
    let at = start;
    for (; range < this.starts.length && this.starts[range] < end; range++) {
      text += `${this.html.slice(at, this.starts[range])} `;
      at = this.ends[range];
    }
    return at < end ? text + this.html.slice(at, end) : text;
  }

  /** True when the visible text of [start, end) holds only characters breakLine collapses. */
  isCollapsibleSpace(start: number, end: number): boolean {
    let range = this.firstRangeFrom(start);
    let at = start;
    for (; range >= 0 && range < this.starts.length && this.starts[range] < end; range++) {
      if (!isCollapsibleSpace(this.html, at, this.starts[range])) return false;
      at = this.ends[range];
    }
    return isCollapsibleSpace(this.html, at, end);
  }

  /** Whether a hidden range starts in [start, end). */
  hasHiddenRange(start: number, end: number): boolean {
    if (this.starts.length === 0 || start >= this.ends[this.ends.length - 1]) return false;
    const range = this.firstRangeFrom(start);
    return range >= 0 && this.starts[range] < end;
  }

  /** The hidden range holding `index`, or -1. */
  private rangeAt(index: number): number {
    const range = this.firstRangeFrom(index);
    return range >= 0 && this.starts[range] <= index && index < this.ends[range] ? range : -1;
  }

  /** The first hidden range that ends after `index` (the one holding it, or the next), or -1. */
  private firstRangeFrom(index: number): number {
    let low = 0;
    let high = this.ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.ends[middle] <= index) low = middle + 1;
      else high = middle;
    }
    return low < this.ends.length ? low : -1;
  }
}

/**
 * Renders HTML (or an HTML fragment) to plain text, one visual block per line: every table
 * cell, paragraph, list item and `<br>` starts a new line (parsers of the mail's own text part
 * glue table cells together: "Your code482913"), text inside `<blockquote>` is prefixed with
 * "> " per level as mail clients quote, `<pre>` keeps its lines, images and scripts are
 * dropped, and a text field's value is its own line. A single linear pass over the tags: a
 * 100 KB newsletter renders in well under a millisecond, which a DOM-building renderer does not.
 *
 * The pass reads, at each "<", a tag (start, end or self-closing) or another "<…>" construct when
 * a ">" comes before the next "<", and otherwise skips the stray "<"; text runs up to the next
 * "<". Nothing scans past the next "<", so the pass stays linear on hostile input ("<<<<…"). A
 * ">" inside a quoted attribute value ends the tag early; mail templates do not write one there.
 */
export function htmlToText(html: string): string {
  return htmlToLines(html).join('\n');
}

/** The lines htmlToText joins: trimmed, none empty, none holding a line break. */
export function htmlToLines(html: string): string[] {
  const source = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  const visible = new VisibleHtml(source);
  const sink = new PlainLines(visible);
  walkHtml(source, visible, sink);
  return sink.lines;
}

/**
 * compactStrings(toNormalizedLines(htmlToLines(html)), html): the rendering's lines as the code
 * finder reads them (normalised, whitespace collapsed, lines without a letter or digit dropped,
 * one-byte strings where the mail holds a wide character), built with one string per line where
 * it can be. A line made only of plain text runs (no entity, no hidden range, no character that
 * trimming, collapsing or normalising would treat other than as itself, see FinalLines) is written
 * out once, collapsed, instead of being concatenated, trimmed, checked, normalised and copied to a
 * one-byte string in turn (those intermediate strings were about a third of a newsletter's garbage).
 * Every other line takes exactly the composed way.
 */
export function renderedLines(html: string): string[] {
  const source = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  const visible = new VisibleHtml(source);
  // compactStrings decides by the whole mail: a wide character past the cut still makes it copy.
  const sink = new FinalLines(visible, holdsWideCharacter(html));
  walkHtml(source, visible, sink);
  return sink.finish();
}

/** What walkHtml reports, in document order. */
interface LineSink {
  /** Whitespace between tags (only characters breakLine collapses), outside <pre>. */
  space(): void;
  /** A run of text source[start, end) (hidden ranges in it read as one space), not whitespace only unless inside <pre>. */
  text(start: number, end: number, pre: boolean, quoteDepth: number): void;
  /** A text field's value, on a line of its own. */
  valueLine(value: string, quoteDepth: number): void;
  /** A block boundary: the line so far, if any, is complete. */
  breakLine(quoteDepth: number): void;
}

/**
 * The line assembly of htmlToLines: text runs are decoded and concatenated, and each complete
 * line is collapsed (collapseLine) and prefixed with "> " per blockquote level.
 */
class PlainLines implements LineSink {
  readonly lines: string[] = [];
  private line = '';

  constructor(private readonly visible: VisibleHtml) {}

  space(): void {
    if (this.line) this.line += ' ';
  }

  text(start: number, end: number, pre: boolean, quoteDepth: number): void {
    const text = this.visible.slice(start, end);
    if (pre && text.includes('\n')) {
      const parts = decodeEntities(text).split('\n');
      parts.forEach((part, index) => {
        if (index > 0) this.breakLine(quoteDepth);
        this.line += part;
      });
    } else {
      this.line += decodeEntities(text);
    }
  }

  valueLine(value: string, quoteDepth: number): void {
    this.breakLine(quoteDepth);
    this.line = value;
    this.breakLine(quoteDepth);
  }

  breakLine(quoteDepth: number): void {
    if (!this.line) return;
    const text = collapseLine(this.line);
    if (text) this.lines.push(quoteDepth > 0 ? `${'> '.repeat(quoteDepth)}${text}` : text);
    this.line = '';
  }
}

/** The lines of the rendering in progress (FinalLines.count of them); emptied by FinalLines.finish. */
const LINES: string[] = [];
/** A space between two runs of the line (RUNS holds start, end pairs; a space is a pair with start -1). */
const SPACE_RUN = -1;
/** The runs of the line being assembled by FinalLines (start, end pairs). */
let RUNS = new Int32Array(256);
/** Scratch for a line written out by FinalLines: one byte per character, or two (UTF-16LE) for a line with a wide character. */
let LINE_BYTES = Buffer.alloc(4096);
/** Longer lines take the composed way. */
const MAX_WRITTEN_LINE = 32_768;

/**
 * The line assembly of renderedLines. A line is first kept as a list of runs (positions in the
 * source, and spaces); while every run is a plain one (see isPlainRun), the finished line is
 * written out directly. Such a line holds no character that collapseLine's trim or its collapsing,
 * normalizeText, toNormalizedLines or oneByteCopy would treat differently from how it is written
 * here: every run of [ \t\n\r\f] (and every space between runs) becomes one space, none at either
 * end, and every other character stays as it is. Then collapseLine gives that text, plainLine
 * judges it plain (toNormalizedLines keeps it as it is, when it holds a letter or digit), and
 * compactStrings copies it into a one-byte string exactly when it holds no wide character: the
 * string written here. As soon as a run is not plain (an entity, a hidden range, <pre>, a character
 * such as a no-break space, a soft hyphen or a line separator), the runs so far are replayed into
 * the concatenated line of PlainLines, which the composed steps then finish.
 */
class FinalLines implements LineSink {
  /** Lines so far in LINES (filled as an array grows by push, a long rendering reallocated it about ten times). */
  private count = 0;
  private readonly source: string;
  /** Pairs in RUNS (runs and spaces) of the line, while it is plain. */
  private runCount = 0;
  /** The line, concatenated as PlainLines does, once it is not plain; '' otherwise. */
  private line = '';
  private composed = false;

  constructor(
    private readonly visible: VisibleHtml,
    private readonly wide: boolean,
  ) {
    this.source = visible.html;
  }

  space(): void {
    if (this.composed) {
      if (this.line) this.line += ' ';
    } else if (this.runCount > 0) {
      this.pushRun(SPACE_RUN, SPACE_RUN);
    }
  }

  text(start: number, end: number, pre: boolean, quoteDepth: number): void {
    if (!this.composed && !pre && isPlainRun(this.source, start, end) && !this.visible.hasHiddenRange(start, end)) {
      this.pushRun(start, end);
      return;
    }
    this.compose();
    const text = this.visible.slice(start, end);
    if (pre && text.includes('\n')) {
      const parts = decodeEntities(text).split('\n');
      parts.forEach((part, index) => {
        if (index > 0) this.breakLine(quoteDepth);
        this.compose();
        this.line += part;
      });
    } else {
      this.line += decodeEntities(text);
    }
  }

  valueLine(value: string, quoteDepth: number): void {
    this.breakLine(quoteDepth);
    this.compose();
    this.line = value;
    this.breakLine(quoteDepth);
  }

  breakLine(quoteDepth: number): void {
    if (!this.composed) {
      if (this.runCount === 0) return;
      if (quoteDepth === 0) {
        const written = this.writeLine();
        if (written !== null) {
          this.runCount = 0;
          if (written) this.push(written);
          return;
        }
      }
      this.compose();
    }
    const line = this.line;
    this.line = '';
    this.composed = false;
    if (!line) return;
    const collapsed = collapseLine(line);
    if (!collapsed) return;
    const kept = normalizedLine(quoteDepth > 0 ? `${'> '.repeat(quoteDepth)}${collapsed}` : collapsed);
    if (kept !== null) this.push(this.wide ? oneByteCopy(kept) : kept);
  }

  /** The lines, in an array of their own; LINES keeps no reference to them. */
  finish(): string[] {
    const lines = LINES.slice(0, this.count);
    LINES.fill('', 0, this.count);
    return lines;
  }

  private push(line: string): void {
    LINES[this.count++] = line;
  }

  private pushRun(start: number, end: number): void {
    if (2 * this.runCount + 2 > RUNS.length) {
      const grown = new Int32Array(2 * RUNS.length);
      grown.set(RUNS);
      RUNS = grown;
    }
    RUNS[2 * this.runCount] = start;
    RUNS[2 * this.runCount + 1] = end;
    this.runCount++;
  }

  /** From here on the line is concatenated: the runs so far are appended as PlainLines would have. */
  private compose(): void {
    if (this.composed) return;
    this.composed = true;
    let line = '';
    for (let run = 0; run < this.runCount; run++) {
      const start = RUNS[2 * run];
      line += start === SPACE_RUN ? ' ' : this.source.slice(start, RUNS[2 * run + 1]);
    }
    this.line = line;
    this.runCount = 0;
  }

  /**
   * The plain line written out: its text with whitespace collapsed, '' when it is to be dropped
   * (empty, or no letter or digit), null when it is too long to write here.
   */
  private writeLine(): string | null {
    const source = this.source;
    // First pass: the length of the text once collapsed, what it holds, and whether it is one
    // stretch of the source as it stands (no whitespace to collapse, no tag in between).
    let length = 0;
    // Whitespace since the last character of the text: 0 none, 1 one plain space, 2 more, another kind, or a tag.
    let gap = 0;
    let wideChar = false;
    let asciiAlphanumeric = false;
    let first = -1;
    let last = -1;
    let collapses = false;
    for (let run = 0; run < this.runCount; run++) {
      const start = RUNS[2 * run];
      if (start === SPACE_RUN) {
        gap = 2;
        continue;
      }
      const end = RUNS[2 * run + 1];
      for (let index = start; index < end; index++) {
        const code = source.charCodeAt(index);
        if (code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0x0c) {
          gap = gap === 0 && code === 0x20 ? 1 : 2;
          continue;
        }
        if (length > 0) {
          if (gap > 0) length++;
          if (gap === 2 || index - last !== gap + 1) collapses = true;
        } else {
          first = index;
        }
        gap = 0;
        last = index;
        length++;
        if (code > 0xff) wideChar = true;
        else if (!asciiAlphanumeric) asciiAlphanumeric = (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
      }
    }
    if (length === 0) return '';
    let text: string;
    if (!collapses && (wideChar || !this.wide)) {
      // One stretch of the source, trimmed: a slice of it is the text.
      text = source.slice(first, last + 1);
    } else {
      if (length > MAX_WRITTEN_LINE) return null;
      const bytes = wideChar ? 2 * length : length;
      if (bytes > LINE_BYTES.length) LINE_BYTES = Buffer.alloc(Math.max(bytes, 2 * LINE_BYTES.length));
      const buffer = LINE_BYTES;
      let at = 0;
      let pendingSpace = false;
      for (let run = 0; run < this.runCount; run++) {
        const start = RUNS[2 * run];
        if (start === SPACE_RUN) {
          pendingSpace = at > 0;
          continue;
        }
        const end = RUNS[2 * run + 1];
        for (let index = start; index < end; index++) {
          let code = source.charCodeAt(index);
          if (code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0x0c) {
            pendingSpace = at > 0;
            continue;
          }
          if (pendingSpace) {
            pendingSpace = false;
            if (wideChar) {
              buffer[at++] = 0x20;
              buffer[at++] = 0;
            } else {
              buffer[at++] = 0x20;
            }
          }
          if (wideChar) {
            buffer[at++] = code & 0xff;
            code >>= 8;
          }
          buffer[at++] = code;
        }
      }
      text = buffer.toString(wideChar ? 'utf16le' : 'latin1', 0, at);
    }
    return asciiAlphanumeric || LETTER_OR_DIGIT_RE.test(text) ? text : '';
  }
}

/**
 * Whether the text run source[start, end) is plain for FinalLines: no "&" (no entity to decode),
 * and no character that trimming, collapsing or normalising treats other than as a letter of the
 * text: no control character but tab, line feed, form feed and carriage return (which collapse to
 * a space), no no-break space or soft hyphen, no surrogate, no line or paragraph separator, and
 * no other character that normalizeText replaces (exotic spaces, invisible characters, digits of
 * other scripts; tested as plainLine tests it). Every other whitespace character of trim() is one
 * normalizeText replaces, so none is left.
 */
function isPlainRun(source: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = source.charCodeAt(index);
    if (code < 0x80) {
      if (code === 0x26 || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) return false;
    } else if (code <= 0xff) {
      if (code === 0xa0 || code === 0xad) return false;
    } else if ((code >= 0xd800 && code <= 0xdfff) || code === 0x2028 || code === 0x2029 || needsNormalizingAt(source, index)) {
      return false;
    }
  }
  return true;
}

/** Whether the line holds a letter or a digit of any script (toNormalizedLines keeps only those). */
const LETTER_OR_DIGIT_RE = /[\p{L}\p{N}]/u;

/**
 * Walks the HTML once and reports text runs, text-field values and block boundaries to `sink`.
 *
 * The pass reads, at each "<", a tag (start, end or self-closing) or another "<…>" construct when
 * a ">" comes before the next "<", and otherwise skips the stray "<"; text runs up to the next
 * "<". Nothing scans past the next "<", so the pass stays linear on hostile input ("<<<<…"). A
 * ">" inside a quoted attribute value ends the tag early; mail templates do not write one there.
 */
function walkHtml(source: string, visible: VisibleHtml, sink: LineSink): void {
  let quoteDepth = 0;
  let preDepth = 0;
  const length = source.length;
  let position = 0;
  // Where the next "<" and ">" are, found once per scan position rather than once per token.
  let nextOpen = visible.indexOf('<');
  let nextClose = -2;
  while (position < length) {
    if (nextOpen < position) nextOpen = visible.indexOf('<', position);
    if (nextOpen !== position) {
      // A run of text up to the next "<".
      const end = nextOpen < 0 ? length : nextOpen;
      if (preDepth === 0 && visible.isCollapsibleSpace(position, end)) {
        // Indentation between tags (most text runs of a template): breakLine would collapse it
        // to one space, or drop it at the start of a line, so it is not copied.
        position = end;
        sink.space();
        continue;
      }
      sink.text(position, end, preDepth > 0, quoteDepth);
      position = end;
      continue;
    }
    // At a "<": a construct when a ">" comes before the next "<".
    if (nextClose !== -1 && nextClose <= position) nextClose = visible.indexOf('>', position + 1);
    const followingOpen = visible.indexOf('<', position + 1);
    if (nextClose < 0 || (followingOpen >= 0 && followingOpen < nextClose)) {
      position++; // a stray "<"
      nextOpen = followingOpen;
      continue;
    }
    const tagEnd = nextClose;
    const closing = source.charCodeAt(position + 1) === 0x2f; // "/"
    const nameStart = position + (closing ? 2 : 1);
    position = tagEnd + 1;
    nextOpen = followingOpen;
    if (!isAsciiLetter(source.charCodeAt(nameStart))) continue; // comment, doctype, "</ >"
    let nameEnd = nameStart + 1;
    while (nameEnd < tagEnd && isTagNameChar(source.charCodeAt(nameEnd))) nameEnd++;
    const name = knownTagAt(source, nameStart, nameEnd);
    if (name === null) continue;
    if (name === 'input' && !closing) {
      const value = inputText(parseAttributes(visible.slice(nameEnd, tagEnd)));
      if (value) sink.valueLine(value, quoteDepth);
      continue;
    }
    if (name === 'input') continue;
    sink.breakLine(quoteDepth);
    if (name === 'blockquote') quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
    else if (name === 'pre') preDepth = Math.max(0, preDepth + (closing ? -1 : 1));
  }
  sink.breakLine(quoteDepth);
}

const ATTRIBUTE_PAIR_RE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of text.matchAll(ATTRIBUTE_PAIR_RE)) {
    attributes[attribute[1].toLowerCase()] = decodeAttribute(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
  }
  return attributes;
}

export interface Anchor {
  href: string;
  /** Visible text of the link (or the alt text of a linked image). */
  text: string;
  /** Plain text just before and after the link, for "click <a>here</a> to verify". */
  before: string;
  after: string;
  /** Position in the document; earlier links win ties. */
  order: number;
}

/**
 * The value of the first quoted alt attribute in `text`, as /\balt\s*=\s*(?:"([^"]*)"|'([^']*)')/i
 * finds it, by comparisons: only the value is copied (a linked image has no text of its own, and a
 * newsletter links one per product).
 */
function altValue(text: string): string | null {
  for (let at = 0; at + 3 <= text.length; at++) {
    if ((text.charCodeAt(at) | 0x20) !== 0x61 || (text.charCodeAt(at + 1) | 0x20) !== 0x6c || (text.charCodeAt(at + 2) | 0x20) !== 0x74) continue; // "alt"
    if (at > 0 && isAsciiWordChar(text.charCodeAt(at - 1))) continue;
    let index = at + 3;
    while (index < text.length && isJsWhitespace(text.charCodeAt(index))) index++;
    if (text.charCodeAt(index) !== 0x3d) continue; // "="
    index++;
    while (index < text.length && isJsWhitespace(text.charCodeAt(index))) index++;
    const quote = text.charCodeAt(index);
    if (quote !== 0x22 && quote !== 0x27) continue;
    const close = text.indexOf(quote === 0x22 ? '"' : "'", index + 1);
    if (close >= 0) return text.slice(index + 1, close);
  }
  return null;
}

/** Where findAltValue found the value (its last answer). */
const altBounds = { start: 0, end: 0 };

/** altValue(source.slice(start, end)) read in place: sets altBounds to the value's bounds; false when there is none. */
function findAltValue(source: string, start: number, end: number): boolean {
  for (let at = start; at + 3 <= end; at++) {
    if ((source.charCodeAt(at) | 0x20) !== 0x61 || (source.charCodeAt(at + 1) | 0x20) !== 0x6c || (source.charCodeAt(at + 2) | 0x20) !== 0x74) continue; // "alt"
    if (at > start && isAsciiWordChar(source.charCodeAt(at - 1))) continue;
    let index = at + 3;
    while (index < end && isJsWhitespace(source.charCodeAt(index))) index++;
    if (index >= end || source.charCodeAt(index) !== 0x3d) continue; // "="
    index++;
    while (index < end && isJsWhitespace(source.charCodeAt(index))) index++;
    if (index >= end) continue;
    const quote = source.charCodeAt(index);
    if (quote !== 0x22 && quote !== 0x27) continue;
    const close = source.indexOf(quote === 0x22 ? '"' : "'", index + 1);
    if (close >= 0 && close < end) {
      altBounds.start = index + 1;
      altBounds.end = close;
      return true;
    }
  }
  return false;
}

/** isOnlyTagsAndWhitespace(source.slice(start, end)), read in place. */
function isOnlyTagsAndWhitespaceIn(source: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = source.charCodeAt(index);
    if (code === 0x3c) {
      const close = source.indexOf('>', index + 1);
      if (close < 0 || close >= end) return false;
      index = close;
    } else if (!isJsWhitespace(code)) {
      return false;
    }
  }
  return true;
}

/** INVISIBLE_OPEN_RE.test(source.slice(start, end)) (/<(?:style|script|head)/i), read in place. */
function opensInvisibleIn(source: string, start: number, end: number): boolean {
  for (let open = source.indexOf('<', start); open >= 0 && open < end; open = source.indexOf('<', open + 1)) {
    for (const name of INVISIBLE_OPEN_NAMES) {
      if (open + 1 + name.length <= end && matchesIgnoringAsciiCase(source, open + 1, name)) return true;
    }
  }
  return false;
}
const INVISIBLE_OPEN_NAMES: readonly string[] = ['style', 'script', 'head'];

/** Named entities common in mail templates; the rest are rare enough not to matter here. */
const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", copy: '©', reg: '®', middot: '·', bull: '•',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', euro: '€',
  aacute: 'á', agrave: 'à', acirc: 'â', auml: 'ä', eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', iacute: 'í', icirc: 'î',
  oacute: 'ó', ocirc: 'ô', ouml: 'ö', uacute: 'ú', ugrave: 'ù', ucirc: 'û', uuml: 'ü', ccedil: 'ç', ntilde: 'ñ', szlig: 'ß',
  Eacute: 'É', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü',
  // Invisible characters and spaces that templates put inside codes ("58&shy;31&shy;92") and
  // preheaders ("&zwnj; &zwnj;"): decoded so that normalisation drops them as it drops the characters.
  shy: '\u00ad', zwnj: '\u200c', zwj: '\u200d', ZeroWidthSpace: '\u200b', NoBreak: '\u2060', lrm: '\u200e', rlm: '\u200f', thinsp: '\u2009', ensp: '\u2002', emsp: '\u2003',
  times: '×', deg: '°', trade: '™', pound: '£', yen: '¥', cent: '¢', sect: '§', atilde: 'ã', otilde: 'õ', aring: 'å', oslash: 'ø', aelig: 'æ',
  Aring: 'Å', Oslash: 'Ø', AElig: 'Æ', Ccedil: 'Ç', Ntilde: 'Ñ',
};

/** Decodes character references (numeric and common named ones). */
export function decodeEntities(value: string): string {
  let ampersand = value.indexOf('&');
  if (ampersand < 0) return value;
  // The common case, "&amp;" in URLs, without the pattern and its callback.
  while (ampersand >= 0 && value.startsWith('amp;', ampersand + 1)) ampersand = value.indexOf('&', ampersand + 5);
  if (ampersand < 0) return value.replaceAll('&amp;', '&');
  return value.replace(ENTITY_RE, (whole, hex?: string, dec?: string, name?: string) => {
    if (hex || dec) {
      const codePoint = parseInt(hex ?? dec ?? '', hex ? 16 : 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    }
    return (name && (NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()])) ?? whole;
  });
}

/** Decodes an attribute value (hrefs are mostly `&amp;`). */
export function decodeAttribute(value: string): string {
  const decoded = decodeEntities(value);
  // trim() removes exactly isJsWhitespace; most values have none at either end, and are kept as they are.
  return decoded.length > 0 && (isJsWhitespace(decoded.charCodeAt(0)) || isJsWhitespace(decoded.charCodeAt(decoded.length - 1))) ? decoded.trim() : decoded;
}

/**
 * Cheap plain text of a small HTML fragment, on one line. Used for link text and the text
 * around links, where only keywords matter; a full render per link would be too slow for
 * link-heavy newsletters.
 */
function fragmentText(fragment: string): string {
  // A linked image (most links of a newsletter) holds tags and whitespace only: no text to render.
  if (isOnlyTagsAndWhitespace(fragment) && !INVISIBLE_OPEN_RE.test(fragment)) return '';
  const withoutInvisible = fragment.replace(INVISIBLE_ELEMENT_RE, ' ');
  return collapseWhitespace(normalizeText(decodeEntities(withoutInvisible.replace(ANY_TAG_RE, ' '))));
}

/**
 * True when every character outside the "<…>" tags (as /<[^>]*>/g finds them) is whitespace:
 * fragmentText then renders nothing. A "<" without a ">" after it is text, and so is "&".
 */
function isOnlyTagsAndWhitespace(fragment: string): boolean {
  for (let index = 0; index < fragment.length; index++) {
    const code = fragment.charCodeAt(index);
    if (code === 0x3c) {
      const close = fragment.indexOf('>', index + 1);
      if (close < 0) return false;
      index = close;
    } else if (!isJsWhitespace(code)) {
      return false;
    }
  }
  return true;
}

/** What the anchors of one HTML body share: the source, and each anchor's four offsets in one array. */
interface AnchorSource {
  source: string;
  /** The source holds wide characters: texts cut from it are copied to one-byte strings (see compactStrings), as several patterns search each. */
  wide: boolean;
  /** Per anchor (by order): inner start, inner end, element start, element end. */
  positions: Int32Array;
}

/** The texts of an anchor that a scorer asked for. */
interface AnchorTexts {
  own?: string;
  before?: string;
  after?: string;
}

/**
 * An anchor whose text and surrounding text are rendered only when a scorer asks for them (most
 * links are discarded by their URL). A newsletter has hundreds: each object holds only its href,
 * its order and the texts asked for; the source and the offsets are shared.
 */
class LazyAnchor implements Anchor {
  /** The anchor's own text alone (the only one asked for, as a rule), or every text asked for. */
  private texts?: string | AnchorTexts;

  constructor(
    private readonly shared: AnchorSource,
    readonly href: string,
    readonly order: number,
  ) {}

  get text(): string {
    const texts = this.texts;
    if (typeof texts === 'string') return texts;
    if (texts?.own !== undefined) return texts.own;
    const own = this.ownText();
    if (texts) texts.own = own;
    else this.texts = own;
    return own;
  }

  /** What `text` renders: the inner HTML's text, else the alt text of a linked image. */
  private ownText(): string {
    const { source } = this.shared;
    const start = this.position(0);
    const end = this.position(1);
    if (isOnlyTagsAndWhitespaceIn(source, start, end) && !opensInvisibleIn(source, start, end)) {
      // fragmentText renders nothing (a linked image): read the alt text in place.
      if (!findAltValue(source, start, end)) return '';
      return this.plainAltText(altBounds.start, altBounds.end) ?? this.compact(collapseWhitespace(decodeAttribute(source.slice(altBounds.start, altBounds.end))));
    }
    const inner = source.slice(start, end);
    let text = fragmentText(inner);
    if (!text) {
      const alt = altValue(inner);
      text = alt === null ? '' : collapseWhitespace(decodeAttribute(alt));
    }
    return this.compact(text);
  }

  /**
   * this.compact(collapseWhitespace(decodeAttribute(source.slice(start, end)))) for an alt value
   * without "&", whitespace other than single spaces between words, or a character above U+00FF
   * (those steps then change nothing): the value as one string, written through a Latin-1 buffer
   * when the source is wide; null for any other value.
   */
  private plainAltText(start: number, end: number): string | null {
    const { source, wide } = this.shared;
    if (end - start > HREF_BYTES.length) return null;
    for (let index = start; index < end; index++) {
      const code = source.charCodeAt(index);
      if (code > 0xff || code === 0x26 || (code >= 0x09 && code <= 0x0d) || code === 0xa0) return null;
      if (code === 0x20 && (index === start || index === end - 1 || source.charCodeAt(index - 1) === 0x20)) return null;
    }
    if (!wide || start === end) return source.slice(start, end);
    for (let index = start; index < end; index++) HREF_BYTES[index - start] = source.charCodeAt(index);
    return HREF_BYTES.toString('latin1', 0, end - start);
  }

  private textsObject(): AnchorTexts {
    const texts = this.texts;
    if (texts === undefined) return (this.texts = {});
    if (typeof texts === 'string') return (this.texts = { own: texts });
    return texts;
  }

  // The slices may start or end inside a tag; those fragments are trimmed off first.
  get before(): string {
    const texts = this.textsObject();
    const start = this.position(2);
    return (texts.before ??= this.compact(fragmentText(this.shared.source.slice(Math.max(0, start - 600), start).replace(TAG_TAIL_RE, '')).slice(-200)));
  }

  get after(): string {
    const texts = this.textsObject();
    const end = this.position(3);
    return (texts.after ??= this.compact(fragmentText(this.shared.source.slice(end, end + 400).replace(TAG_HEAD_RE, '')).slice(0, 120)));
  }

  private position(which: number): number {
    return this.shared.positions[4 * this.order + which];
  }

  private compact(text: string): string {
    return this.shared.wide ? oneByteCopy(text) : text;
  }
}

/**
 * The `<a href>` elements of an HTML body, in document order. A newsletter has hundreds, and most are
 * discarded by their URL alone: every href is read at once, an anchor's object (and its texts) only
 * when a scorer gets past its URL.
 */
export interface Anchors {
  readonly length: number;
  /** The href of the anchor at `index` (its order). */
  href(index: number): string;
  /** The anchor at `index`, its texts rendered on demand: a new object per call, which the caller keeps. */
  at(index: number): Anchor;
}

class AnchorList implements Anchors {
  constructor(
    private readonly shared: AnchorSource | null,
    private readonly hrefs: string[],
  ) {}

  get length(): number {
    return this.hrefs.length;
  }

  href(index: number): string {
    return this.hrefs[index];
  }

  at(index: number): Anchor {
    if (!this.shared || index < 0 || index >= this.hrefs.length) throw new RangeError(`no anchor ${index}`);
    return new LazyAnchor(this.shared, this.hrefs[index], index);
  }
}

/** The anchors of a mail without HTML. */
export const NO_ANCHORS: Anchors = new AnchorList(null, []);

/** Newsletters can carry hundreds of links; a confirmation mail has a handful. */
const MAX_ANCHORS = 300;

/** The offsets of the anchors found so far, filled within one extractAnchors call and copied out at its end. */
const ANCHOR_POSITIONS = new Int32Array(4 * MAX_ANCHORS);

/** All `<a href>` elements with their text and surrounding text, in document order. */
export function extractAnchors(html: string): Anchors {
  const source = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  // Every link's URL is searched by several patterns: one-byte strings where the mail holds wide characters (see compactStrings).
  const wide = holdsWideCharacter(source);
  const shared: AnchorSource = { source, wide, positions: ANCHOR_POSITIONS };
  const hrefs: string[] = [];
  for (let from = 0; nextAnchorElement(source, from); from = anchorElement.end) {
    if (hrefs.length >= MAX_ANCHORS) break;
    if (!findHref(source, anchorElement.start + 2, anchorElement.attributesEnd)) continue;
    const href = wide
      ? (latin1Href(source, hrefValue.start, hrefValue.end) ?? oneByteCopy(decodeAttribute(source.slice(hrefValue.start, hrefValue.end))))
      : decodeAttribute(source.slice(hrefValue.start, hrefValue.end));
    const { start, attributesEnd, closeStart, end } = anchorElement;
    const at = 4 * hrefs.length;
    ANCHOR_POSITIONS[at] = attributesEnd + 1;
    ANCHOR_POSITIONS[at + 1] = closeStart;
    ANCHOR_POSITIONS[at + 2] = start;
    ANCHOR_POSITIONS[at + 3] = end;
    hrefs.push(href);
  }
  // The anchors outlive this call (their texts are rendered on demand): their offsets get an array of their own.
  shared.positions = ANCHOR_POSITIONS.slice(0, 4 * hrefs.length);
  return new AnchorList(shared, hrefs);
}

/**
 * decodeAttribute(source.slice(start, end)) as a one-byte string, built in one pass through a
 * Latin-1 buffer, for the common href: characters up to U+00FF, no whitespace at either end, and
 * every "&" opening "&amp;" (decodeEntities then replaces exactly those, left to right); null for
 * any other value (the caller decodes it the general way).
 */
function latin1Href(source: string, start: number, end: number): string | null {
  if (end - start > HREF_BYTES.length || end === start) return null;
  if (isJsWhitespace(source.charCodeAt(start)) || isJsWhitespace(source.charCodeAt(end - 1))) return null;
  let length = 0;
  for (let index = start; index < end; index++) {
    const code = source.charCodeAt(index);
    if (code > 0xff) return null;
    if (code === 0x26) {
      // "&": only "&amp;" is decoded here.
      if (!source.startsWith('amp;', index + 1) || index + 5 > end) return null;
      index += 4;
    }
    HREF_BYTES[length++] = code;
  }
  return HREF_BYTES.toString('latin1', 0, length);
}
/** Filled and read back within one latin1Href call; longer hrefs take the general way. */
const HREF_BYTES = Buffer.alloc(4096);

/** The element nextAnchorElement found last. */
const anchorElement = { start: 0, attributesEnd: 0, closeStart: 0, end: 0 };

/** Where findHref found the value (its last answer). */
const hrefValue = { start: 0, end: 0 };

/**
 * What /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i finds in source.slice(start, end), read in place (no slice, no match array): the
 * first "href" in any ASCII case with a word boundary before it (the slice's start is one), optional
 * whitespace, "=", optional whitespace, then a value in double quotes, in single quotes, or a run of
 * characters other than whitespace and ">", in that order of preference; a quote that does not
 * close within the range is the first character of an unquoted value, as the pattern backtracks to
 * that alternative. Sets hrefValue to the value's bounds (without quotes); false when there is none.
 */
function findHref(source: string, start: number, end: number): boolean {
  for (let at = start; at + 4 <= end; at++) {
    if ((source.charCodeAt(at) | 0x20) !== 0x68) continue; // "h"
    if ((source.charCodeAt(at + 1) | 0x20) !== 0x72 || (source.charCodeAt(at + 2) | 0x20) !== 0x65 || (source.charCodeAt(at + 3) | 0x20) !== 0x66) continue; // "ref"
    if (at > start && isAsciiWordChar(source.charCodeAt(at - 1))) continue;
    let index = at + 4;
    while (index < end && isJsWhitespace(source.charCodeAt(index))) index++;
    if (index >= end || source.charCodeAt(index) !== 0x3d) continue; // "="
    index++;
    while (index < end && isJsWhitespace(source.charCodeAt(index))) index++;
    if (index >= end) continue;
    const first = source.charCodeAt(index);
    if (first === 0x22 || first === 0x27) {
      const close = source.indexOf(first === 0x22 ? '"' : "'", index + 1);
      if (close >= 0 && close < end) {
        hrefValue.start = index + 1;
        hrefValue.end = close;
        return true;
      }
    }
    if (first === 0x3e) continue; // ">"
    let valueEnd = index + 1;
    while (valueEnd < end && !isJsWhitespace(source.charCodeAt(valueEnd)) && source.charCodeAt(valueEnd) !== 0x3e) valueEnd++;
    hrefValue.start = index;
    hrefValue.end = valueEnd;
    return true;
  }
  return false;
}

/** Bounds of the attribute text and of the inner HTML of an `<a>` element (ANCHOR_RE). */
const MAX_ANCHOR_PART = 4000;

/**
 * The next match of ANCHOR_RE (`/<a\b([^<>]{0,4000})>([\s\S]{0,4000}?)<\/a\s*>/gi`) at or after
 * `from`, found with indexOf: "<a" or "<A" not followed by a word character, at most 4,000
 * characters without "<" or ">" up to a ">", then the first "</a" (any case), optional
 * whitespace and ">" that starts within 4,000 characters. Where one part is missing, the search
 * goes on from the next "<", as the pattern does. Sets anchorElement (one object for all
 * anchors: the caller reads it before the next search); false when there is none.
 */
function nextAnchorElement(source: string, from: number): boolean {
  for (let start = source.indexOf('<', from); start >= 0; start = source.indexOf('<', start + 1)) {
    const letter = source.charCodeAt(start + 1);
    if (letter !== 0x61 && letter !== 0x41) continue; // "a", "A"
    if (isAsciiWordChar(source.charCodeAt(start + 2))) continue; // "\b" after the name
    const attributesEnd = indexOfEither(source, 0x3c, 0x3e, start + 2); // "<" or ">"
    if (attributesEnd < 0 || source.charCodeAt(attributesEnd) !== 0x3e || attributesEnd - (start + 2) > MAX_ANCHOR_PART) continue;
    const innerStart = attributesEnd + 1;
    // Each "<" up to the bound, not "</" (a search for that would run to the end of a mail without one, once per "<a").
    for (let closeStart = source.indexOf('<', innerStart); closeStart >= 0 && closeStart - innerStart <= MAX_ANCHOR_PART; closeStart = source.indexOf('<', closeStart + 1)) {
      if (source.charCodeAt(closeStart + 1) !== 0x2f) continue; // "/"
      const name = source.charCodeAt(closeStart + 2);
      if (name !== 0x61 && name !== 0x41) continue;
      let end = closeStart + 3;
      while (end < source.length && isJsWhitespace(source.charCodeAt(end))) end++;
      if (source.charCodeAt(end) === 0x3e) {
        anchorElement.start = start;
        anchorElement.attributesEnd = attributesEnd;
        anchorElement.closeStart = closeStart;
        anchorElement.end = end + 1;
        return true;
      }
    }
  }
  return false;
}

/** The first index at or after `from` holding either character code, or -1. */
function indexOfEither(source: string, first: number, second: number, from: number): number {
  for (let index = from; index < source.length; index++) {
    const code = source.charCodeAt(index);
    if (code === first || code === second) return index;
  }
  return -1;
}

/** A character of `\w` (and so of `\b`) without the u flag. */
function isAsciiWordChar(code: number): boolean {
  return isAsciiAlphanumeric(code) || code === 0x5f;
}

/** A character of `\s`: JavaScript whitespace and line terminators. */
function isJsWhitespace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

function isAsciiAlphanumeric(code: number): boolean {
  return isAsciiLetter(code) || (code >= 0x30 && code <= 0x39);
}

/**
 * Calls `visit` for every start tag directly followed by a short text (1–60 characters) that ends
 * where the next tag starts: "<b>482913</b>", and in "<p>Code: <b>482913</b>" both "Code: " and
 * "482913". The tag name is letters and digits followed by a non-word character; its attributes
 * (at most 4,000 characters) hold no "<" or ">". Every "<" is tried, found with indexOf; nothing
 * is copied until the tag and its text pass the cheap tests.
 */
function forEachTextElement(source: string, visit: (nameStart: number, nameEnd: number, close: number, next: number) => void): void {
  let open = source.indexOf('<');
  // The first ">" at or after the last name's end, found again only once passed: one search per
  // ">" rather than per tag (and no rescan to the end of a mail without one, once per "<").
  let close = -2;
  while (open >= 0) {
    const next = source.indexOf('<', open + 1);
    if (next < 0) return;
    if (isAsciiLetter(source.charCodeAt(open + 1))) {
      let nameEnd = open + 2;
      while (nameEnd < next && isAsciiAlphanumeric(source.charCodeAt(nameEnd))) nameEnd++;
      if (source.charCodeAt(nameEnd) !== 0x5f) {
        // "_" after the name: no word boundary there.
        if (close !== -1 && close < nameEnd) close = source.indexOf('>', nameEnd);
        const textLength = next - close - 1;
        if (close >= 0 && close <= next && close - nameEnd <= 4000 && textLength >= 1 && textLength <= 60) visit(open + 1, nameEnd, close, next);
      }
    }
    open = next;
  }
}

/**
 * Whether the text source[start, end) can be the prominent form of a candidate: it must hold a
 * code character (an ASCII digit or capital, "&#" or any non-ASCII character: fullwidth digits and
 * capitals among them), and no ASCII character that its comparable form would keep
 * and that no candidate's comparable form holds. A candidate's token is made of ASCII letters,
 * digits, spaces and hyphens, so its comparable form holds [A-Z0-9] only; decoding entities,
 * normalizeText and comparable() never remove or change an ASCII character other than
 * whitespace, "-" and those of an entity ("&", "#", ";", letters, digits). So a text holding
 * any other ASCII character ("$19.00", "Step 1:", "50%") could never be looked up: it is not
 * stored, which changes no answer.
 */
function mayBeCodeText(source: string, start: number, end: number): boolean {
  let codeChar = false;
  for (let index = start; index < end; index++) {
    const code = source.charCodeAt(index);
    if (code > 0x7f || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a)) codeChar = true;
    else if (code === 0x26) codeChar ||= source.charCodeAt(index + 1) === 0x23; // "&#"
    else if (!((code >= 0x61 && code <= 0x7a) || code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0x2d || code === 0x23 || code === 0x3b)) return false;
  }
  return codeChar;
}

/** Whether source[start, end) spells one of PROMINENT_TAGS, in any case. */
function isProminentTagAt(source: string, start: number, end: number): boolean {
  const length = end - start;
  if (length > 6) return false; // "strong"
  for (let tag = 0; tag < PROMINENT_TAGS.length; tag++) {
    const name = PROMINENT_TAGS[tag];
    if (name.length !== length) continue;
    let index = 0;
    while (index < length && lowerAscii(source.charCodeAt(start + index)) === name.charCodeAt(index)) index++;
    if (index === length) return true;
  }
  return false;
}
const INPUT_RE = /<input\b([^>]{0,2000})>/gi;
const ATTRIBUTE_RE = /\b([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const PROMINENT_TAGS: readonly string[] = ['h1', 'h2', 'h3', 'strong', 'b', 'code', 'kbd', 'big', 'samp', 'tt'];

/** Whether `needle` (lower-case ASCII) is spelled at source[at…] in any ASCII case. */
function matchesIgnoringAsciiCase(source: string, at: number, needle: string): boolean {
  for (let index = 0; index < needle.length; index++) {
    if (lowerAscii(source.charCodeAt(at + index)) !== needle.charCodeAt(index)) return false;
  }
  return true;
}

/** True when an inline style makes text stand out: large font or letter-spacing. */
function isProminentStyle(attributes: string): boolean {
  const style = STYLE_ATTRIBUTE_RE.exec(attributes)?.[1] ?? '';
  if (LETTER_SPACING_RE.test(style)) return true;
  const size = FONT_SIZE_RE.exec(style);
  if (!size) return false;
  const value = parseFloat(size[1]);
  const px = size[2].toLowerCase() === 'pt' ? value * 1.33 : EM_UNIT_RE.test(size[2]) ? value * 16 : value;
  return px >= 20;
}

/**
 * Texts that the HTML renders prominently (bold, headings, monospace, large or
 * letter-spaced, and the values of large text fields). Returned in "comparable" form: without spaces and hyphens, upper-cased.
 */
export function findProminentTexts(html: string): ProminentTexts {
  const source = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  // Texts in plain form (most) are kept as their place in the source and the hash of their
  // comparable form; the others as strings.
  let others: Set<string> | undefined;
  let count = 0;
  // The first "-" at or after the last attributes searched: elements come in document order and
  // their attributes do not overlap, so each "-" of the mail is found once.
  let dash = -2;
  /**
   * False when attributes source[start, end) cannot make text prominent: isProminentStyle needs
   * "letter-spacing" or "font-size" (in any case) in them, and both words hold a "-". Checked in
   * place, so that the many elements styled otherwise (or not at all) are not copied and parsed.
   */
  const mayHaveProminentStyle = (start: number, end: number): boolean => {
    if (dash !== -1 && dash < start) dash = source.indexOf('-', start);
    for (; dash >= 0 && dash < end; dash = source.indexOf('-', dash + 1)) {
      if (dash - 6 >= start && dash + 8 <= end && matchesIgnoringAsciiCase(source, dash - 6, 'letter-spacing')) return true;
      if (dash - 4 >= start && dash + 5 <= end && matchesIgnoringAsciiCase(source, dash - 4, 'font-size')) return true;
    }
    return false;
  };
  forEachTextElement(source, (nameStart, nameEnd, close, next) => {
    // Codes hold a digit or a capital, and nothing but letters, digits, spaces and hyphens; other
    // texts need no style check.
    if (!mayBeCodeText(source, close + 1, next)) return;
    if (!isProminentTagAt(source, nameStart, nameEnd) && !(mayHaveProminentStyle(nameEnd, close) && isProminentStyle(source.slice(nameEnd, close)))) return;
    if (scanPlainComparable(source, close + 1, next)) {
      if (PLAIN_SCAN.length === 0) return;
      if (3 * count + 3 > PROMINENT_ENTRIES.length) {
        const grown = new Int32Array(2 * PROMINENT_ENTRIES.length);
        grown.set(PROMINENT_ENTRIES);
        PROMINENT_ENTRIES = grown;
      }
      PROMINENT_ENTRIES[3 * count] = close + 1;
      PROMINENT_ENTRIES[3 * count + 1] = next;
      PROMINENT_ENTRIES[3 * count + 2] = PLAIN_SCAN.hash;
      count++;
      return;
    }
    const text = comparable(normalizeText(decodeAttribute(source.slice(close + 1, next))));
    if (text) (others ??= new Set<string>()).add(text);
  });
  // A large read-only text field holding the code.
  for (const match of source.matchAll(INPUT_RE)) {
    if (!isProminentStyle(match[1])) continue;
    const attributes: Record<string, string> = {};
    for (const attribute of match[1].matchAll(ATTRIBUTE_RE)) {
      attributes[attribute[1].toLowerCase()] = decodeAttribute(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    const text = comparable(normalizeText(inputText(attributes)));
    if (text) (others ??= new Set<string>()).add(text);
  }
  return new ProminentTextSet(source, PROMINENT_ENTRIES.slice(0, 3 * count), others);
}

/** The comparable forms of a mail's prominent texts (findProminentTexts): only asked whether it holds one. */
export interface ProminentTexts {
  has(text: string): boolean;
}

/** Entries found so far by findProminentTexts (start, end, hash of the comparable form per text), copied out at its end. */
let PROMINENT_ENTRIES = new Int32Array(3 * 256);

/**
 * What a Set of the comparable forms answers, without a string per text or a growing hash set (a
 * newsletter sets hundreds of product names in bold): the plain texts are an open-addressing table
 * of their hashes over their places in the source, compared in place on a hash match; the other
 * texts a Set.
 */
class ProminentTextSet implements ProminentTexts {
  /** Slots of entries (index + 1; 0 is empty), a power of two at least twice the entries. */
  private readonly table: Int32Array;

  constructor(
    private readonly source: string,
    private readonly entries: Int32Array,
    private others: Set<string> | undefined,
  ) {
    const count = entries.length / 3;
    let size = 8;
    while (size < 2 * count) size *= 2;
    const table = new Int32Array(count === 0 ? 0 : size);
    this.table = table;
    const mask = size - 1;
    for (let entry = 0; entry < count; entry++) {
      const hash = entries[3 * entry + 2];
      let placed = false;
      for (let probe = 0; probe <= MAX_PROBES; probe++) {
        const slot = (hash + probe) & mask;
        const other = table[slot] - 1;
        if (other < 0) {
          table[slot] = entry + 1;
          placed = true;
          break;
        }
        // The same text again (a newsletter repeats its bold labels): kept once, as a Set would.
        if (entries[3 * other + 2] === hash && this.sameText(other, entry)) {
          placed = true;
          break;
        }
      }
      // A crowd of different texts with one hash (crafted, as FNV allows): the text as a string
      // instead, so that no insertion or lookup probes more than MAX_PROBES + 1 slots.
      if (!placed) (this.others ??= new Set<string>()).add(this.text(entry));
    }
  }

  has(text: string): boolean {
    if (this.others?.has(text)) return true;
    const table = this.table;
    if (table.length === 0) return false;
    const hash = stringHash(text);
    const mask = table.length - 1;
    // Every entry sits within MAX_PROBES slots of its hash's slot.
    for (let probe = 0; probe <= MAX_PROBES; probe++) {
      const entry = table[(hash + probe) & mask] - 1;
      if (entry < 0) return false;
      if (this.entries[3 * entry + 2] === hash && plainComparableEquals(this.source, this.entries[3 * entry], this.entries[3 * entry + 1], text)) return true;
    }
    return false;
  }

  /** The comparable form of an entry's text, as a string. */
  private text(entry: number): string {
    const length = writeComparable(this.source, this.entries[3 * entry], this.entries[3 * entry + 1], COMPARABLE_A);
    return COMPARABLE_A.toString('latin1', 0, length);
  }

  /** Whether two entries' texts have the same comparable form. */
  private sameText(a: number, b: number): boolean {
    const length = writeComparable(this.source, this.entries[3 * a], this.entries[3 * a + 1], COMPARABLE_A);
    if (writeComparable(this.source, this.entries[3 * b], this.entries[3 * b + 1], COMPARABLE_B) !== length) return false;
    for (let index = 0; index < length; index++) if (COMPARABLE_A[index] !== COMPARABLE_B[index]) return false;
    return true;
  }
}

/** How far from its hash's slot ProminentTextSet places an entry (and so how far a lookup looks). */
const MAX_PROBES = 16;

/** The comparable form of the plain text source[start, end) (see scanPlainComparable), written to `out` (ASCII bytes); its length. */
function writeComparable(source: string, start: number, end: number, out: Buffer): number {
  let length = 0;
  for (let index = start; index < end; index++) {
    const code = source.charCodeAt(index);
    if ((code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0x2d || code > 0x7f) continue;
    out[length++] = code >= 0x61 && code <= 0x7a ? code - 0x20 : code;
  }
  return length;
}
/** Scratch for writeComparable (plain texts are at most MAX_PLAIN_TEXT characters). */
const COMPARABLE_A = Buffer.alloc(256);
const COMPARABLE_B = Buffer.alloc(256);

/** FNV-1a over the UTF-16 code units of `text`; scanPlainComparable hashes a text's comparable form the same way. */
function stringHash(text: string): number {
  let hash = FNV_OFFSET;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME);
  return hash;
}
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;

/**
 * Whether comparable(normalizeText(decodeAttribute(text))) for the text source[start, end) can be
 * read in one pass: when it holds no "&" (no entity to decode) and no character but ASCII,
 * no-break spaces and en and em dashes (most texts of a template). For those characters the three
 * steps remove whitespace (tab to carriage return, space, no-break space) and "-", "–", "—", and
 * upper-case "a"–"z"; nothing else changes. Then PLAIN_SCAN holds the length and stringHash of that
 * comparable form; false otherwise.
 */
function scanPlainComparable(source: string, start: number, end: number): boolean {
  if (end - start > MAX_PLAIN_TEXT) return false;
  let length = 0;
  let hash = FNV_OFFSET;
  for (let index = start; index < end; index++) {
    const code = source.charCodeAt(index);
    if (code === 0x26 || (code > 0x7f && code !== 0xa0 && code !== 0x2013 && code !== 0x2014)) return false; // "&", or a character the steps may change
    if ((code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0x2d || code > 0x7f) continue; // removed
    hash = Math.imul(hash ^ (code >= 0x61 && code <= 0x7a ? code - 0x20 : code), FNV_PRIME);
    length++;
  }
  PLAIN_SCAN.length = length;
  PLAIN_SCAN.hash = hash;
  return true;
}
/** scanPlainComparable's answer (read before the next call). */
const PLAIN_SCAN = { length: 0, hash: 0 };
/** Texts of elements are at most 60 characters (forEachTextElement); the bound only keeps the scan short. */
const MAX_PLAIN_TEXT = 256;

/** Whether the comparable form of the plain text source[start, end) (see scanPlainComparable) is `text`. */
function plainComparableEquals(source: string, start: number, end: number, text: string): boolean {
  let at = 0;
  for (let index = start; index < end; index++) {
    const code = source.charCodeAt(index);
    if ((code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0x2d || code > 0x7f) continue;
    if (at >= text.length || text.charCodeAt(at) !== (code >= 0x61 && code <= 0x7a ? code - 0x20 : code)) return false;
    at++;
  }
  return at === text.length;
}

/** Canonical form used to compare a candidate with prominent snippets. */
export function comparable(text: string): string {
  // Most candidates are digits and capitals only, already in that form.
  if (isDigitsAndCapitals(text)) return text;
  return text.replace(SPACES_AND_DASHES_RE, '').toUpperCase();
}
const SPACES_AND_DASHES_RE = /[\s\-–—]+/g;

function isDigitsAndCapitals(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!((code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a))) return false;
  }
  return true;
}
