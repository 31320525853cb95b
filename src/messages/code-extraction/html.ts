/**
 * HTML helpers: plain-text rendering for the code finder, anchor extraction for the link
 * finder, and "prominent" snippets (big / bold / letter-spaced text, where templates put
 * the code).
 */
import { compile } from 'html-to-text';
import { collapseWhitespace, normalizeText } from './text-utils';

/** Bigger inputs are cut: verification mails are small, and this bounds the work per mail. */
export const MAX_HTML_LENGTH = 400_000;

const blockCell = { format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } };

/**
 * html-to-text renders layout tables by concatenating cells ("Your code" + "482913" becomes
 * "Your code482913"), which destroys exactly the structure we need. Rendering every table
 * part as a block puts each cell on its own line. Hrefs and images are dropped from the text
 * (links are extracted separately), headings keep their case (alphanumeric codes are
 * case-sensitive), and word-wrapping is off so long lines stay intact.
 */
/**
 * Input types whose value is not text shown to the reader (form plumbing and buttons).
 * A read-only text field is how some templates show the code to copy.
 */
const NON_TEXT_INPUT_RE = /^(?:hidden|submit|button|reset|image|checkbox|radio|file|password)$/i;

function inputText(attributes: Record<string, string> | undefined): string {
  if (!attributes || NON_TEXT_INPUT_RE.test(attributes.type ?? 'text')) return '';
  return attributes.value?.trim() ?? '';
}

const renderHtml = compile({
  wordwrap: false,
  formatters: {
    // html-to-text drops form fields; a text field's value is rendered as its own block.
    inputValue: (element, _walk, builder) => {
      const value = inputText(element.attribs);
      if (!value) return;
      builder.openBlock({ leadingLineBreaks: 1 });
      builder.addInline(value);
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
  // Real mail nests a few dozen levels at most; hostile input (thousands of unclosed tags)
  // would otherwise exhaust the stack in the recursive renderer.
  limits: { maxInputLength: MAX_HTML_LENGTH, maxDepth: 120 },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'input', format: 'inputValue' },
    { selector: 'style', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'table', ...blockCell },
    { selector: 'tr', ...blockCell },
    { selector: 'td', ...blockCell },
    { selector: 'th', ...blockCell },
  ],
});

/** Renders HTML (or an HTML fragment) to plain text, one visual block per line. */
export function htmlToText(html: string): string {
  const source = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  try {
    return renderHtml(source);
  } catch {
    // The extractor must never throw on malformed mail; a crude rendering is better than none.
    return decodeEntities(
      source
        .replace(/<(style|script|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
        .replace(/<(?:br|\/p|\/div|\/tr|\/td|\/h\d|\/li)\b[^>]*>/gi, '\n')
        .replace(/<[^>]*>/g, ' '),
    );
  }
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

const ANCHOR_RE = /<a\b([^>]*)>([\s\S]{0,4000}?)<\/a\s*>/gi; // bounded: an unclosed <a> must not scan the rest of the mail
const HREF_RE = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const ALT_RE = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** Named entities common in mail templates; the rest are rare enough not to matter here. */
const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", copy: '©', reg: '®', middot: '·', bull: '•',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', euro: '€',
  aacute: 'á', agrave: 'à', acirc: 'â', auml: 'ä', eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', iacute: 'í', icirc: 'î',
  oacute: 'ó', ocirc: 'ô', ouml: 'ö', uacute: 'ú', ugrave: 'ù', ucirc: 'û', uuml: 'ü', ccedil: 'ç', ntilde: 'ñ', szlig: 'ß',
  Eacute: 'É', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü',
};

/** Decodes character references (numeric and common named ones). */
export function decodeEntities(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]{2,8}));?/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (hex || dec) {
      const codePoint = parseInt(hex ?? dec ?? '', hex ? 16 : 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    }
    return (name && (NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()])) ?? whole;
  });
}

/** Decodes an attribute value (hrefs are mostly `&amp;`). */
export function decodeAttribute(value: string): string {
  return decodeEntities(value).trim();
}

/**
 * Cheap plain text of a small HTML fragment, on one line. Used for link text and the text
 * around links, where only keywords matter; a full render per link would be too slow for
 * link-heavy newsletters.
 */
function fragmentText(fragment: string): string {
  const withoutInvisible = fragment.replace(/<(style|script|head)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return collapseWhitespace(normalizeText(decodeEntities(withoutInvisible.replace(/<[^>]*>/g, ' '))));
}

/** Newsletters can carry hundreds of links; a confirmation mail has a handful. */
const MAX_ANCHORS = 300;

/** All `<a href>` elements with their text and surrounding text, in document order. */
export function extractAnchors(html: string): Anchor[] {
  const source = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  const anchors: Anchor[] = [];
  for (const match of source.matchAll(ANCHOR_RE)) {
    if (anchors.length >= MAX_ANCHORS) break;
    const hrefMatch = HREF_RE.exec(match[1]);
    if (!hrefMatch) continue;
    const href = decodeAttribute(hrefMatch[1] ?? hrefMatch[2] ?? hrefMatch[3] ?? '');
    const inner = match[2];
    let text = fragmentText(inner);
    if (!text) {
      const alt = ALT_RE.exec(inner);
      text = alt ? collapseWhitespace(decodeAttribute(alt[1] ?? alt[2] ?? '')) : '';
    }
    const start = match.index ?? 0;
    const end = start + match[0].length;
    anchors.push({
      href,
      text,
      // The slices may start or end inside a tag; those fragments are trimmed off first.
      before: fragmentText(source.slice(Math.max(0, start - 600), start).replace(/^[^<]*>/, '')).slice(-200),
      after: fragmentText(source.slice(end, end + 400).replace(/<[^>]*$/, '')).slice(0, 120),
      order: anchors.length,
    });
  }
  return anchors;
}

// The closing "<" is a lookahead so that the next element's tag is still there to match: "<p>Code: <b>482913</b>".
const TEXT_ELEMENT_RE = /<([a-z][a-z0-9]*)\b([^>]*)>([^<]{1,60})(?=<)/gi;
const INPUT_RE = /<input\b([^>]{0,2000})>/gi;
const ATTRIBUTE_RE = /\b([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const PROMINENT_TAGS = new Set(['h1', 'h2', 'h3', 'strong', 'b', 'code', 'kbd', 'big', 'samp', 'tt']);

/** True when an inline style makes text stand out: large font or letter-spacing. */
function isProminentStyle(attributes: string): boolean {
  const style = /\bstyle\s*=\s*("[^"]*"|'[^']*')/i.exec(attributes)?.[1] ?? '';
  if (/letter-spacing\s*:\s*[1-9]/i.test(style)) return true;
  const size = /font-size\s*:\s*(\d+(?:\.\d+)?)\s*(px|pt|em|rem)/i.exec(style);
  if (!size) return false;
  const value = parseFloat(size[1]);
  const px = size[2].toLowerCase() === 'pt' ? value * 1.33 : /r?em/i.test(size[2]) ? value * 16 : value;
  return px >= 20;
}

/**
 * Texts that the HTML renders prominently (bold, headings, monospace, large or
 * letter-spaced, and the values of large text fields). Returned in "comparable" form: without spaces and hyphens, upper-cased.
 */
export function findProminentTexts(html: string): Set<string> {
  const source = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  const result = new Set<string>();
  for (const match of source.matchAll(TEXT_ELEMENT_RE)) {
    const tag = match[1].toLowerCase();
    if (!PROMINENT_TAGS.has(tag) && !isProminentStyle(match[2])) continue;
    const text = comparable(normalizeText(decodeAttribute(match[3])));
    if (text) result.add(text);
  }
  // A large read-only text field holding the code.
  for (const match of source.matchAll(INPUT_RE)) {
    if (!isProminentStyle(match[1])) continue;
    const attributes: Record<string, string> = {};
    for (const attribute of match[1].matchAll(ATTRIBUTE_RE)) {
      attributes[attribute[1].toLowerCase()] = decodeAttribute(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    const text = comparable(normalizeText(inputText(attributes)));
    if (text) result.add(text);
  }
  return result;
}

/** Canonical form used to compare a candidate with prominent snippets. */
export function comparable(text: string): string {
  return text.replace(/[\s\-–—]+/g, '').toUpperCase();
}
