/**
 * Finds verification-code candidates in lines of text and scores them.
 *
 * A candidate is a token that *could* be a code (4–8 digits, "123 456", "K7XQ-9P2M", …).
 * Its score adds up evidence that it *is* the code: a keyword right before it ("code: "),
 * a keyword line just above it, standing alone on its line, being rendered prominently in
 * the HTML. Evidence against it is subtracted: it is labelled as something else ("Order",
 * "Tel.", "HRB"), followed by a unit or currency, looks like a year, sits in a footer line,
 * in a meeting invitation or next to promotional wording. Only candidates that reach
 * CODE_THRESHOLD are considered at all.
 */
import { comparable } from './html';
import {
  CODE_KEYWORD_HINT_RE,
  CODE_KEYWORD_RE,
  DATE_WORD_RE,
  DIRECT_LABEL_GAP_RE,
  ENTRY_VERB_AFTER_RE,
  ENTRY_VERB_ANYWHERE_RE,
  ENTRY_VERB_RE,
  LIFETIME_AFTER_RE,
  FOOTER_LINE_RE,
  FORWARD_MARKER_RE,
  FRAUD_WORD_RE,
  APOLOGY_RE,
  CONDITIONAL_RE,
  CORRECTION_RE,
  CORRECTION_CONDITION_RE,
  GLUED_CODE_WORD_RE,
  LETTER_BEFORE_DIGITS_RE,
  LOWER_CASE_WORDS_RE,
  FIXED_CODE_RE,
  FRESH_CODE_RE,
  GENERIC_CODE_WORD_RE,
  HAND_OVER_RE,
  HEADER_FROM_RE,
  HEADER_SENT_RE,
  MEETING_CONTEXT_RE,
  NEGATION_RE,
  NOT_TO_USE_RE,
  NO_NEED_TO_ENTER_RE as NO_NEED_TO_ENTER_WORDS_RE,
  PURPOSE_EVIDENCE_RE as PURPOSE_EVIDENCE_WORDS_RE,
  NEGATIVE_LABEL_RE,
  PROMO_CONTEXT_RE,
  PROMO_PLACE_RE,
  QUALIFIER_AFTER_RE as QUALIFIER_AFTER_WORDS_RE,
  ORIGINAL_MESSAGE_RE,
  QUALIFIER_BEFORE_RE as QUALIFIER_BEFORE_WORDS_RE,
  REPLY_ADDRESS_ATTRIBUTION_RE,
  REPLY_ATTRIBUTION_RE,
  SIGN_IN_WORD_RE,
  SPENT_CODE_RE,
  STALE_CODE_RE as STALE_CODE_WORDS_RE,
  TRIED_CODE_RE,
  UNIT_AFTER_RE,
  VERIFICATION_WORD_RE as VERIFICATION_WORDS_RE,
  VERIFY_VERB_RE,
  APPROVE_VERB_RE,
} from './keywords';
import { CODE_FEATURE_WEIGHTS, CODE_THRESHOLD, CodeFeatures, scoreCodeFeatures } from './model';
import { isHeaderFieldLine } from '../reply-text/reply-text';
import { prefixTester } from './test-patterns';
import { contextAround, WORDISH, wrapsIntoNext } from './text-utils';
import { forTestOnly } from './test-patterns';

// The long word alternations this file only tests (never matches for a position): prefix-merged copies (see forTestOnly).
const NO_NEED_TO_ENTER_RE = forTestOnly(NO_NEED_TO_ENTER_WORDS_RE);
const PURPOSE_EVIDENCE_RE = forTestOnly(PURPOSE_EVIDENCE_WORDS_RE);
const QUALIFIER_AFTER_RE = forTestOnly(QUALIFIER_AFTER_WORDS_RE);
const QUALIFIER_BEFORE_RE = forTestOnly(QUALIFIER_BEFORE_WORDS_RE);
const STALE_CODE_RE = forTestOnly(STALE_CODE_WORDS_RE);
const VERIFICATION_WORD_RE = forTestOnly(VERIFICATION_WORDS_RE);

export { CODE_THRESHOLD };

/**
 * Penalty for candidates of transactional mails (receipts, orders, bookings): their labelled
 * numbers ("Authorization code", "PIN code", "Confirmation code") are references. It is
 * waived when the mail asks the reader to type the number ("enter the code 5821 to confirm
 * your order") or calls it a verification code / OTP / TAN: nobody is asked to type a booking
 * reference or a card approval code.
 */
/** Where a document comes from; the subject is a one-line document. */
export type DocumentKind = 'subject' | 'body';

/** Which part of the mail a document renders. */
export type DocumentSource = 'subject' | 'text' | 'html';

/**
 * One document of a mail. A class, not an object literal: a literal of four properties shares its hidden class
 * with every object of the process built as `{}` with the same first property, and Node's GC performance
 * entries (`detail: { kind, flags }`) turned that `kind` from a string into a number: every optimised
 * function reading a document was thrown away ("code dependencies"), even after thousands of messages.
 */
export class ScanDocument {
  constructor(
    public kind: DocumentKind,
    public source: DocumentSource,
    public lines: string[],
    /** Rank of the document; lower wins ties between equally good candidates. */
    public order: number,
  ) {}
}

export interface ScanContext {
  /** Comparable forms of the texts that the HTML renders big/bold/letter-spaced. */
  prominent: { has(text: string): boolean };
  /** The mail is a reply ("Re: …"): numbers in it are discussion, except a fresh verification code. */
  isReply: boolean;
  /** The mail is a forward ("FW: …", "RV: …"): its first header block opens the forwarded message. */
  isForward: boolean;
  /** The subject names a code ("Your verification code"): supports a bare code in the body. */
  subjectNamesCode: boolean;
  /** The subject advertises a sale or a discount ("Black Friday: -30 % en todo con tu código"). */
  promoSubject?: boolean;
  /** Whether the mail's links pass the token as the user's or account's id ("…&uid=K2QH7T"). */
  isLinkIdentifier?: (token: string) => boolean;
  /** A reply whose subject names a code ("Re: Billing console login code?"): the thread is about one. */
  threadNamesCode?: boolean;
  /** The subject is about a booking/order/receipt: its "confirmation code" is a reference. */
  transactional: boolean;
  /** Whether the mail says that whoever did what it reports has nothing to do ("If this was you, ignore this e-mail"). */
  nothingToDo?: () => boolean;
  /** Whether the subject says what a code is for (PURPOSE_EVIDENCE_RE and the verification words). */
  subjectSaysPurpose?: () => boolean;
  /** Whether the subject or the opening of a body says what a code is for: read for candidates of the subject. */
  mailSaysPurpose?: () => boolean;
}

type Shape = 'numeric' | 'grouped' | 'range' | 'irregular' | 'pairs' | 'alphanumeric' | 'letters' | 'lowercase' | 'prefixed' | 'spaced' | 'spacedAlphanumeric' | 'spelled';

export interface CodeCandidate {
  /** Normalised code, as the user must type it. */
  code: string;
  /** The token as printed. */
  raw: string;
  score: number;
  /** The evidence the score was computed from. */
  features: CodeFeatures;
  source: DocumentSource;
  /** Line or sentence the code came from (computed on demand: only the winner needs it). */
  contextText(): string;
  kind: DocumentKind;
  /** Position, for deterministic tie-breaking. */
  documentOrder: number;
  lineIndex: number;
  start: number;
}

interface RawCandidate {
  code: string;
  raw: string;
  shape: Shape;
  lineIndex: number;
  start: number;
  end: number;
  isolated: boolean;
}

interface Keyword {
  start: number;
  end: number;
}

const NO_KEYWORDS: Keyword[] = Object.freeze([]) as unknown as Keyword[];

// LineInfo's bit field: two marks, then a (known, value) pair of bits per cached signal.
const IN_QUOTED_SECTION = 1;
const CONTINUES_PREVIOUS = 2;
const VERIFY_VERB_BIT = 4;
const FOOTER_BIT = 16;
const PROMO_BIT = 64;
const DATE_WORD_BIT = 256;
const MEETING_BIT = 1024;
const PURPOSE_BIT = 16384;
/** The masked line is the line itself (it holds nothing to mask): no LineDetails needed for it. */
const MASKED_IS_RAW = 4096;
/** The line holds no code word, vetoed or not (it fails CODE_KEYWORD_HINT_RE): no LineDetails needed for it. */
const NO_KEYWORDS_BIT = 8192;

/** What a line keeps beyond its text and bits, only for the few lines with something to mask or a code word (the bits move in with them). */
interface LineDetails {
  bits: number;
  masked: string | undefined;
  keywords: Keyword[] | undefined;
  vetoed: Keyword[] | undefined;
}

/**
 * One line and its signals. Each signal is computed on first use and kept: a long newsletter has
 * hundreds of lines, and only those around a candidate are ever asked about.
 */
class LineInfo {
  // The cached boolean signals and the two marks share one small integer (two bits per signal:
  // known, value): five optional fields of their own made each line's object about 40 % larger,
  // and a long newsletter builds hundreds of lines per message. Most lines hold no URL or address
  // and no code word: their masked text is the line and their keyword lists are empty, which two
  // more bits say; the others keep those in one details object, which then holds the bits too: one
  // field (`state`) is the bits or that object (two fields per line, not five).
  private state: number | LineDetails = 0;

  constructor(readonly raw: string) {}

  private get bits(): number {
    const state = this.state;
    return typeof state === 'number' ? state : state.bits;
  }
  private set bits(value: number) {
    const state = this.state;
    if (typeof state === 'number') this.state = value;
    else state.bits = value;
  }
  private get details(): LineDetails | undefined {
    const state = this.state;
    return typeof state === 'number' ? undefined : state;
  }

  /** The line comes after a reply header: the quoted history of a reply. */
  get inQuotedSection(): boolean {
    return (this.bits & IN_QUOTED_SECTION) !== 0;
  }
  set inQuotedSection(value: boolean) {
    this.bits = value ? this.bits | IN_QUOTED_SECTION : this.bits & ~IN_QUOTED_SECTION;
  }
  /** The line above is hard-wrapped into this one: both are one sentence (plain-text parts only). */
  get continuesPrevious(): boolean {
    return (this.bits & CONTINUES_PREVIOUS) !== 0;
  }
  set continuesPrevious(value: boolean) {
    this.bits = value ? this.bits | CONTINUES_PREVIOUS : this.bits & ~CONTINUES_PREVIOUS;
  }

  /** The line with URLs and e-mail addresses blanked out (same length as raw). */
  get masked(): string {
    if ((this.bits & MASKED_IS_RAW) !== 0) return this.raw;
    const known = this.details?.masked;
    if (known !== undefined) return known;
    const masked = maskLine(this.raw);
    if (masked === this.raw) this.bits |= MASKED_IS_RAW;
    else this.detailsObject().masked = masked;
    return masked;
  }
  /** Code words, in order of position. */
  get keywords(): Keyword[] {
    if ((this.bits & NO_KEYWORDS_BIT) !== 0) return NO_KEYWORDS;
    if (this.details?.keywords === undefined) this.findKeywords();
    return this.details?.keywords ?? NO_KEYWORDS;
  }
  /** Code words vetoed by a qualifier ("promo code"); they act as negative labels. */
  get vetoedKeywords(): Keyword[] {
    if ((this.bits & NO_KEYWORDS_BIT) !== 0) return NO_KEYWORDS;
    if (this.details?.vetoed === undefined) this.findKeywords();
    return this.details?.vetoed ?? NO_KEYWORDS;
  }

  private detailsObject(): LineDetails {
    const state = this.state;
    if (typeof state !== 'number') return state;
    const details: LineDetails = { bits: state, masked: undefined, keywords: undefined, vetoed: undefined };
    this.state = details;
    return details;
  }
  get hasVerifyVerb(): boolean {
    return this.signal(VERIFY_VERB_BIT, VERIFY_VERB_RE, this.masked);
  }
  get isFooter(): boolean {
    return this.signal(FOOTER_BIT, FOOTER_LINE_RE, this.raw);
  }
  get isPromo(): boolean {
    return this.signal(PROMO_BIT, PROMO_CONTEXT_RE, this.raw);
  }
  get isQuoted(): boolean {
    // ">> 63 80 21 <<", "> 482913 <": arrows around a line point at it; a quote is never closed so.
    return (this.raw.charCodeAt(0) === 62 /* > */ || LEADING_QUOTE_RE.test(this.raw)) && !CLOSED_ARROWS_RE.test(this.raw);
  }
  get hasDateWord(): boolean {
    return this.signal(DATE_WORD_BIT, DATE_WORD_RE, this.raw);
  }
  get isMeeting(): boolean {
    return this.signal(MEETING_BIT, MEETING_CONTEXT_RE, this.raw);
  }
  /** The line says what a code is for: verifying, signing in, a lifetime in minutes, keeping it secret (hasPurposeEvidence). */
  get saysPurpose(): boolean {
    if ((this.bits & PURPOSE_BIT) === 0) {
      const masked = this.masked;
      const value = this.hasQualifiedCodeWord() || this.hasVerifyVerb || VERIFICATION_WORD_RE.test(masked) || ENTRY_VERB_ANYWHERE_RE.test(masked) || PURPOSE_EVIDENCE_RE.test(masked);
      this.bits |= value ? PURPOSE_BIT | (PURPOSE_BIT << 1) : PURPOSE_BIT;
    }
    return (this.bits & (PURPOSE_BIT << 1)) !== 0;
  }

  /** A code word that says what the code is for ("Bestätigungscode", "kinnituskood"), not a generic one ("code", "PIN"). */
  private hasQualifiedCodeWord(): boolean {
    const keywords = this.keywords;
    for (let index = 0; index < keywords.length; index++) {
      if (!GENERIC_CODE_WORD_RE.test(this.masked.slice(keywords[index].start, keywords[index].end))) return true;
    }
    return false;
  }

  /** A cached pattern test: `bit` says it is known, the bit above it holds its value. */
  private signal(bit: number, pattern: RegExp, text: string): boolean {
    if ((this.bits & bit) === 0) this.bits |= pattern.test(text) ? bit | (bit << 1) : bit;
    return (this.bits & (bit << 1)) !== 0;
  }

  private findKeywords(): void {
    const masked = this.masked;
    // Most lines name no code: they share one empty list.
    if (!CODE_KEYWORD_HINT_RE.test(masked)) {
      this.bits |= NO_KEYWORDS_BIT;
      return;
    }
    const keywords: Keyword[] = [];
    const vetoedKeywords: Keyword[] = [];
    // An exec loop, not matchAll: matchAll clones the pattern for every line, and a clone of this large
    // alternation cost about ten times the search itself (corpora: ~75 -> ~6 µs per mail). The pattern's
    // lastIndex is 0 before (it is only used here and by search, which restores it) and after (exec ends on null).
    CODE_KEYWORD_RE.lastIndex = 0;
    for (let match = CODE_KEYWORD_RE.exec(masked); match !== null; match = CODE_KEYWORD_RE.exec(masked)) {
      const start = match.index;
      const end = start + match[0].length;
      if (end === start) CODE_KEYWORD_RE.lastIndex = end + ((masked.codePointAt(end) ?? 0) > 0xffff ? 2 : 1);
      // A segment of a path or branch name ("feature/otp-length-8", "src/otp/verify.ts") names no code.
      if (start > 0 && masked.charCodeAt(start - 1) === 0x2f /* / */ && PATH_SEGMENT_AFTER_RE.test(masked.slice(end, end + 2))) continue;
      const vetoed =
        QUALIFIER_BEFORE_RE.test(masked.slice(Math.max(0, start - 30), start)) ||
        QUALIFIER_AFTER_RE.test(masked.slice(end, end + 30)) ||
        qualifiedBeforeAside(masked, start);
      (vetoed ? vetoedKeywords : keywords).push({ start, end });
    }
    const details = this.detailsObject();
    details.keywords = keywords;
    details.vetoed = vetoedKeywords;
  }
}

/** What follows a path segment: a hyphenated, slashed or dotted continuation ("otp-length", "otp/verify", "otp.ts"). */
const PATH_SEGMENT_AFTER_RE = /^[-/._][\p{L}\p{N}]/u;

/**
 * A qualifier before a bracketed aside that ends right before the code word: "Key box (left of the door) code: 0915",
 * "Tür (Hintereingang) Code". The aside is at most 40 characters.
 */
function qualifiedBeforeAside(masked: string, start: number): boolean {
  let close = start - 1;
  while (close >= 0 && masked.charCodeAt(close) === 0x20) close--;
  if (close < 0 || (masked[close] !== ')' && masked[close] !== '）')) return false;
  const open = Math.max(masked.lastIndexOf('(', close), masked.lastIndexOf('（', close));
  if (open < 0 || close - open > 40) return false;
  return QUALIFIER_BEFORE_RE.test(masked.slice(Math.max(0, open - 30), open));
}

// ---------------------------------------------------------------------------------------
// Token patterns

/** Characters that must not touch a numeric code on the left. */
const NUMERIC_BEFORE =
  // Glued to a word, an amount, a path… ("#" is not here: "Order #48213" and "#333333" are
  // caught by the label check, which lets "code: #482913" through.)
  `(?<![${WORDISH}@$€£¥₹+=/\\\\.,&%-])` +
  // masked card/phone number "****4821", "••• 4821", "xx 4821" ("*482913*" and a Markdown "**482913**" after a space or colon are emphasis)
  '(?<!(?:[*•xX]{3}|[•xX]{2}|\\*[•xX]|[•xX]\\*|(?<![\\s:：(]|^)\\*\\*)[ -]?)' +
  '(?<!\\d\\s?[–—-]\\s?)' + // second half of a range: "1996-2025", "8:00–20:00"
  '(?<!\\d[ :])' + // continuation of a phone number or a time: "030 120 300", "10:30"
  '(?<!(?:EUR|USD|GBP|CHF|PLN|CAD|AUD|INR|IDR|VND|HUF|Rs\\.?|Rp\\.?|R\\$)\\s?)';

/** Characters that must not touch a numeric code on the right. */
const NUMERIC_AFTER =
  `(?![${WORDISH}%‰€$£¥₹])` + // glued to a word, a percentage or a currency
  '(?![.,:/]\\d)' + // decimal, time or date continues: "19.99", "10:30", "03/14"
  '(?![ -]\\d)' + // another digit group follows: phone numbers, IBANs, meeting IDs
  '(?! ?(?:[*•xX]{3}|[•xX]{2}))' + // masked digits follow: "0532 *** 44 71" (not a closing Markdown "**")
  '(?!-\\p{L})'; // compound like "1200-person"

/**
 * Numeric codes: plain 4–10 digits, or any grouping that senders print for readability: two to
 * four groups of 2–5 digits joined by one and the same separator, a space or a hyphen ("123 456",
 * "123-456", "1234 5678", "48 29 13", "58-21-90", "481-902-736", "8204-1937-55", "50382 91746").
 * The grouped form comes first so that "384 291" is taken as a whole; a grouping is a code shape
 * only with 6–10 digits in all and when it is no date (see isCodeGrouping).
 * A new alternative may need mayStartNumeric (which digit runs can start a match) to change too;
 * code-candidates.spec.ts checks the two agree.
 */
const NUMERIC_RE = new RegExp(
  `${NUMERIC_BEFORE}(\\d{2,5}([ .-])\\d{2,5}(?:\\2\\d{2,5}){0,2}(?:\\2\\d)?|\\d{4,10})${NUMERIC_AFTER}`,
  'gu',
);

/**
 * Two hyphenated numbers of the same length, the second above the first by at most half a step of the
 * first group's leading digit ("114-118", "2210-2236"): a range of seats, spaces, pages or rooms. A code's
 * random groups read so once in twenty or more, and then a code word labels them (findCodeCandidates).
 */
function isNumericRange(raw: string): boolean {
  const hyphen = raw.indexOf('-');
  if (hyphen < 0 || raw.length !== 2 * hyphen + 1) return false;
  const from = Number(raw.slice(0, hyphen));
  const to = Number(raw.slice(hyphen + 1));
  return to > from && to - from <= 10 ** (hyphen - 2);
}

/** An ISO 8601 date and time, extended or basic ("2026-11-10T10", "20261110T1044"). */
const ISO_DATE_TIME_RE = /^(?:19|20)\d{2}(?:-(?:0[1-9]|1[0-2])-|(?:0[1-9]|1[0-2]))(?:0[1-9]|[12]\d|3[01])T\d{2}/;

/** A grouping of digits that prints a date ("2024-03-14", "14-03-2024"), not a code. */
const DATE_GROUPS_RE = /^(?:(?:19|20)\d{2}[ .-](?:0[1-9]|1[0-2])[ .-](?:0[1-9]|[12]\d|3[01])|(?:0[1-9]|[12]\d|3[01])[ .-](?:0[1-9]|1[0-2])[ .-](?:19|20)\d{2})$/;

/**
 * Code generators group digits evenly, the last group at most shorter ("481 902 736", "8204-1937-55");
 * a longer group after a shorter one ("555-0142", "089 555 70 41") is how phone numbers are written.
 */
function isRegularGrouping(raw: string): boolean {
  let previous = -1;
  let start = 0;
  for (let index = 0; index <= raw.length; index++) {
    if (index < raw.length && isAsciiDigit(raw.charCodeAt(index))) continue;
    const length = index - start;
    if (previous >= 0 && length > previous) return false;
    if (previous >= 0 && length < previous && index < raw.length) return false;
    previous = length;
    start = index + 1;
  }
  return true;
}

/** Grouped digits count as a code shape with 6–10 digits in all, and when they print no date. */
function isCodeGrouping(raw: string, digits: number): boolean {
  if (digits < 6 || digits > 10 || DATE_GROUPS_RE.test(raw)) return false;
  // Dots ("482.913", "48.29.17") group codes evenly; unevenly they print decimals ("1234.56"), and
  // "24.11.26" is a date.
  if (raw.includes('.')) return EVEN_DOTTED_RE.test(raw) && !DOTTED_DATE_RE.test(raw);
  return true;
}
const EVEN_DOTTED_RE = /^(?:\d{2}(?:\.\d{2}){2,3}|\d{3}(?:\.\d{3}){1,2}|\d{4}\.\d{4}|\d{5}\.\d{5})$/;
const DOTTED_DATE_RE = /^(?:(?:0[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\.\d{2}|\d{2}\.(?:0[1-9]|1[0-2])\.(?:0[1-9]|[12]\d|3[01]))$/;

/** NUMERIC_RE anchored where it is tried (sticky). */
export const NUMERIC_AT_RE = new RegExp(NUMERIC_RE.source, 'uy');

function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isAsciiUpper(code: number): boolean {
  return code >= 0x41 && code <= 0x5a;
}

function isAsciiLower(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

/**
 * Whether a match of NUMERIC_AT_RE can start at `at`, the start of a run of ASCII digits, by the
 * run's length alone: every alternative starts with two to ten digits followed by a non-digit.
 * A run of one digit starts none; two or three digits only a grouping (a space or hyphen and a
 * digit follow); more than ten none (the digit after the tenth is a word character). Most digit
 * runs of a long mail (prices, sizes, percentages) are one to three digits: the pattern with its
 * lookbehinds is not tried there.
 */
export function mayStartNumeric(text: string, at: number): boolean {
  let end = at + 1;
  while (end < text.length && isAsciiDigit(text.charCodeAt(end))) end++;
  const length = end - at;
  if (length === 1 || length > 10) return false;
  if (length >= 4) return true;
  const separator = text.charCodeAt(end);
  return (separator === 0x20 || separator === 0x2d || separator === 0x2e) && isAsciiDigit(text.charCodeAt(end + 1));
}

/** Which token patterns can match a (masked) line at all: one pass of comparisons instead of a pattern test per shape. */
export interface LineShapes {
  /** An ASCII digit. */
  digit: boolean;
  /** An upper-case ASCII letter: ALPHANUMERIC_RE needs one (a digit and a capital, or four capitals). */
  upper: boolean;
  /** A run of [A-Za-z0-9-] holding a lower-case letter and a digit: what MIXED_CASE_RE needs. */
  mixedRun: boolean;
  /** "X X X X" (capitals or digits, single spaces): what SPACED_LINE_RE needs. */
  spacedRun: boolean;
  /** What ALPHANUMERIC_HINT_RE finds: four capitals in a row, or a capital and a digit at most 35 apart in one run of [A-Z0-9-]. */
  alphanumericHint: boolean;
  /** What PREFIX_HINT_RE finds: a capital, "-" and a digit. */
  prefixHint: boolean;
  /** A colon (":" or "："): SPACED_ALPHANUMERIC_RE needs one. */
  colon: boolean;
}

export function lineShapes(text: string): LineShapes {
  let digit = false;
  let upper = false;
  let mixedRun = false;
  let runLower = false;
  let runDigit = false;
  let spaced = 0; // length of the current "X X …" chain, in characters
  let spacedRun = false;
  // ALPHANUMERIC_HINT_RE (/[A-Z]{4}|[A-Z][A-Z0-9-]{0,34}\d|\d[A-Z0-9-]{0,34}[A-Z]/) by comparisons: within
  // a run of [A-Z0-9-] (from runStart), four capitals in a row, or a digit at most 35 after the run's
  // last capital, or a capital at most 35 after its last digit (the nearest pair decides).
  let alphanumericHint = false;
  let runStart = 0;
  let capitals = 0;
  let lastUpper = -1;
  let lastDigit = -1;
  let prefixHint = false;
  let colon = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const isDigit = isAsciiDigit(code);
    const isUpper = isAsciiUpper(code);
    const isLower = isAsciiLower(code);
    if (isDigit) digit = true;
    if (isUpper) upper = true;
    if (isUpper) {
      if (++capitals >= 4 || (lastDigit >= runStart && index - lastDigit <= 35)) alphanumericHint = true;
      lastUpper = index;
    } else if (isDigit) {
      capitals = 0;
      if (lastUpper >= runStart && index - lastUpper <= 35) alphanumericHint = true;
      lastDigit = index;
      // PREFIX_HINT_RE (/[A-Z]-\d/).
      if (index >= 2 && text.charCodeAt(index - 1) === 0x2d && isAsciiUpper(text.charCodeAt(index - 2))) prefixHint = true;
    } else {
      capitals = 0;
      if (code !== 0x2d) runStart = index + 1;
      if (code === 0x3a || code === 0xff1a) colon = true;
    }
    if (isDigit || isUpper || isLower || code === 0x2d) {
      runLower ||= isLower;
      runDigit ||= isDigit;
      if (runLower && runDigit) mixedRun = true;
    } else {
      runLower = false;
      runDigit = false;
    }
    // An even position of the chain holds a capital or digit, an odd one a space.
    if (spaced % 2 === 0 ? isDigit || isUpper : code === 0x20) {
      spaced++;
      if (spaced >= 7) spacedRun = true;
    } else {
      spaced = isDigit || isUpper ? 1 : 0;
    }
  }
  // One object for every line: the caller reads it before asking about the next line.
  LINE_SHAPES.digit = digit;
  LINE_SHAPES.upper = upper;
  LINE_SHAPES.mixedRun = mixedRun;
  LINE_SHAPES.spacedRun = spacedRun;
  LINE_SHAPES.alphanumericHint = alphanumericHint;
  LINE_SHAPES.prefixHint = prefixHint;
  LINE_SHAPES.colon = colon;
  return LINE_SHAPES;
}
const LINE_SHAPES: LineShapes = { digit: false, upper: false, mixedRun: false, spacedRun: false, alphanumericHint: false, prefixHint: false, colon: false };

/**
 * The matches of a global pattern, as `text.matchAll(pattern)` gives them, without matchAll's copy of the
 * pattern on every call: V8 builds the copy anew each time, which for the per-line patterns below cost more
 * than the search (c5-cost). The pattern's lastIndex is 0 between matches and on return, as matchAll leaves
 * it; only patterns used nowhere else with a lastIndex of their own (exec, test) are walked so.
 */
function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray, void, undefined> {
  let from = 0;
  for (;;) {
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (match === null) return;
    from = pattern.lastIndex;
    if (match[0].length === 0) from += pattern.unicode && (text.codePointAt(from) ?? 0) > 0xffff ? 2 : 1;
    pattern.lastIndex = 0;
    yield match;
  }
}

/** Upper-case alphanumeric codes, optionally in hyphen-separated groups ("ZT8K4Q", "K7XQ-9P2M"). */
const ALPHANUMERIC_RE = new RegExp(
  `(?<![${WORDISH}@#$/\\\\.=&%-])([A-Z0-9]{2,12}(?:-[A-Z0-9]{2,6}){1,3}|[A-Z0-9]{4,12})(?![${WORDISH}]|-[A-Za-z0-9])`,
  'gu',
);

/**
 * Upper-case codes without a digit ("JRVKC", as Steam Guard prints them) count only when they
 * cannot be a word: 5–8 letters with at most one vowel. Generators that avoid spelling words
 * leave vowels out of their alphabet; upper-case words and acronyms of that length mostly
 * carry two or more.
 */
const LETTERS_CODE_SHAPES: ReadonlyArray<{ shape: RegExp; maxVowels: number }> = [
  { shape: /^[A-Z]{5,8}$/, maxVowels: 1 },
  // Device codes in two hyphenated groups of four letters ("WDJB-MJHT"): no word is shaped so.
  { shape: /^[A-Z]{4}-[A-Z]{4}$/, maxVowels: 2 },
  // Word codes of three or four short words ("TAPE-MULE-KITE"), printed beside a magic link by
  // senders who make codes easy to type: believed, as every letters code, only beside a code word.
  { shape: /^[A-Z]{3,6}(?:-[A-Z]{3,6}){2,3}$/, maxVowels: 24 },
];

/** Two letters and two digits, not all letters before all digits nor after ("K4R7", "4KR7", "K47R"; not "AB12", "12AB"). */
const SHORT_MIXED_CODE_RE = /^(?=(?:[A-Z]*\d){2}[A-Z]*$)(?![A-Z]{2}\d{2}$|\d{2}[A-Z]{2}$)[A-Z0-9]{4}$/;

const GROUP_BEFORE_RE = /[A-Z0-9]{3,4} $/;
const GROUP_AFTER_RE = /^ [A-Z0-9]{3,4}(?![A-Za-z0-9])/;

/** The token is one of several space-separated groups of 3–4 capitals and digits ("7XK9 2MQP 4RTD ZW8L"). */
function inSpacedGroups(masked: string, candidate: RawCandidate): boolean {
  return GROUP_BEFORE_RE.test(masked.slice(Math.max(0, candidate.start - 5), candidate.start)) || GROUP_AFTER_RE.test(masked.slice(candidate.end, candidate.end + 6));
}

function isShortMixedCode(raw: string): boolean {
  return SHORT_MIXED_CODE_RE.test(raw);
}

function isLettersCode(raw: string): boolean {
  const vowels = raw.match(VOWEL_RE)?.length ?? 0;
  return LETTERS_CODE_SHAPES.some(({ shape, maxVowels }) => shape.test(raw) && vowels <= maxVowels);
}

/**
 * Alphanumeric codes with lower-case letters ("sx8c4g5b", also in hyphen-separated groups such as
 * "q7rx-m2kd"), as some senders print them. Lower-case
 * tokens are mostly words, ids and hashes, so these are only believed close to a code word.
 */
const MIXED_CASE_RE = new RegExp(
  `(?<![${WORDISH}@#$/\\\\.=&%-])([A-Za-z0-9]{3,6}(?:-[A-Za-z0-9]{3,6}){1,3}|[A-Za-z0-9]{6,12})(?![${WORDISH}]|-[A-Za-z0-9])`,
  'gu',
);

/**
 * Codes printed with a short letter prefix, as Google/Facebook do in SMS ("G-482913"), also with the digits in two
 * groups of three ("F-528 310", as e-signature and bank screens print them): the digits are typed.
 */
const PREFIXED_RE = new RegExp(
  `(?<![${WORDISH}@#$/\\\\.-])([A-Z]{1,2})-(\\d{3} \\d{3}(?![ -]?\\d)|\\d{4,8})(?![${WORDISH}]|[-.,/:]\\d)`,
  'gu',
);
const PREFIXED_SHAPE_RE = /^[A-Z]{1,2}-\d{4,8}$/;

/** A letter prefix that belongs to the code: two letters before only four digits ("QX-5521"); "G-482913", "FB-48213" are senders' tags. */
function isOwnPrefix(letters: string, digits: string): boolean {
  return letters.length === 2 && digits.length === 4;
}

/** Upper-case letters and digits in two or three space-separated groups of 3–4 right after a colon: "PIN de Cl@ve: XQR 882". */
const SPACED_ALPHANUMERIC_RE = /[:：]\s*((?:[A-Z0-9]{3,4} ){1,2}[A-Z0-9]{3,4})(?! ?[\p{L}\p{N}])/u;
const LETTER_AND_DIGIT_RE = /^(?=.*[A-Z])(?=.*\d)/;

/** A line made only of single characters separated by spaces: "4 8 2 9 1 3" (one span per digit). */
const SPACED_LINE_RE = /^[^\p{L}\p{N}]*((?:[A-Z0-9] ){3,7}[A-Z0-9])[^\p{L}\p{N}]*$/u;
/** Spaced digits after a colon or a word inside a sentence ("kódod: 5 8 2 0 1 9", "Your code is 4 8 2 9 1 3"; a word ending in a vowel sign: "ओटीपी 5 8 2 7 4 1 है"; a bracketed label: "【確認コード】 4 8 1 2 0 9"). */
const SPACED_LABELLED_RE = /(?:[:：】\]]|(?<=[\p{L}\p{M}]))\s+((?:\d ){3,7}\d)(?![\p{L}\p{N}])/u;

/** A cheap test that a line may hold a candidate of any shape. */
const MAY_HOLD_CODE_RE = /[0-9]|[A-Z]{2}/;

/** A line holding a single character: one table cell per digit. */
const SINGLE_CHAR_LINE_RE = /^[^\p{L}\p{N}]*([A-Z0-9])[^\p{L}\p{N}]*$/u;

/**
 * URLs, bare domains with a path, URL paths and e-mail addresses: their digits are never
 * codes. Label lengths are bounded (as in DNS) so that long hyphenated tokens cannot make
 * the pattern backtrack quadratically.
 */
const MASK_RE =
  /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}\/[^\s<>"]*|(?<!\S)\/[\w.~%-]+(?:\/[\w.~%-]*)*|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/giu;

/** Shapes of alphanumerics that are references rather than codes: "PO48213", "R0024829137", "65W". */
const REFERENCE_SHAPE_RE = /^(?:[A-Z]{1,4}\d{3,}|\d{2,}[A-Z]{1,3}|[A-Z]+\d{1,2}|[A-Z]{1,3}\d{5,}[A-Z]{1,3})$/;

/** Issue keys, advisory and case ids ("PROJ-4821", "CVE-2025-24813", "CS-67-0219-441"): a word, then numbers. */
const ISSUE_KEY_RE = /^[A-Z]{3,}(?:-\d+)+$|^[A-Z]{1,2}(?:-\d+){2,}$/;

/** An identity number's shape: letters and nine or more digits ("A012349876Z", "CM12345678901"). */
const IDENTITY_PIN_VALUE_RE = /^(?=.*\p{L})(?=(?:\D*\d){9})[\p{L}\d]+$/u;
const PIN_WORD_RE = /^(?:pin|pin-?code|pin number|nin)$/iu;

/** A hyphenated name with a capitalised word in it ("N26-Login", "Windows-11", "Tesla-App"): a product or a feature, not a code (codes are upper or lower case, never a capitalised word). */
const NAME_COMPOUND_RE = /(?:^|-)\p{Lu}\p{Ll}{3,}(?:-|$)/u;

/**
 * A substring every match of EXAMPLE_BEFORE_RE holds ("e.g", "like", "example", "test", "测试", …): a cheap first test,
 * as EXAMPLE_BEFORE_RE ends in `$` and opens with a lookbehind in one branch, so it is tried at every place of the text
 * before every candidate. (Every "… de test", "testwert…", "wartość testow…" holds "test"; "vector/valor de prueba" their first word.)
 */
const EXAMPLE_HINT_RE = /e\.\s?g|like|such as|example|instance|z\.\s?b\.|exempl|ejemplo|esempio|bijvoorbeeld|np\.|например|test|fixture|dummy|placeholder|sample|beispielwert|vector|valor|тестов|テスト用|测试|테스트/iu;
/** Words that, right before a number, make it an example: "codes like 123456", "(e.g. 000000)". */
const EXAMPLE_PENALTY = 40;
const EXAMPLE_BEFORE_RE =
  /(?:\be\.\s?g\.?|\blike|\bsuch as|\bfor (?:example|instance)|\bexample|\bz\.\s?b\.|\bpar exemple|\bpor ejemplo|\bpor exemplo|\bad esempio|\bbijvoorbeeld|\bnp\.|например|(?<![\p{L}])(?:test ?vectors?|test (?:values?|data|case|fixture|number)|fixtures?|dummy|placeholder|sample (?:values?|codes?|otp)|testvektor\p{L}*|testwert\p{L}*|beispielwert\p{L}*|vecteur de test|valeur de test|vector de prueba|valor de prueba|vettore di test|valore di test|testwaarde|wartość testow\p{L}*|тестов\p{L}* (?:вектор\p{L}*|значени\p{L}*)|テスト用|测试用例|测试向量|테스트 벡터))[\s:,(\["'“]*$/iu;

/**
 * A test framework's failure message around a number: "AssertionError: expected code "40291833" to match /^\d{6}$/"
 * (Chai), "expected:<482913> but was:<482931>" (JUnit), "assert '4821' == '482'" (pytest), "Expected: "482913"" /
 * "Received: …" (Jest), "got 40291833, want …" (Go): a CI notification quotes test data, not a code to type.
 */
const ASSERTION_LINE_RE =
  /(?<![\p{L}])(?:assertion ?error|assert(?:equals|that)?\s*[(' "]|expected\b.{1,60}\bto (?:match|equal|be|have|contain|include)\b|expected:\s*<|but was:?\s*<|^\s*(?:expected|received|actual)\s*:|to(?:Be|Equal|Match)\(|\bgot\b.{1,40}\bwant\b)/iu;

/** A line that introduces an example: "A message might look like this:", "zum Beispiel:", "por ejemplo:". */
const EXAMPLE_INTRO_RE =
  /(?:look(?:s)? like (?:this|the following)|such as|for (?:example|instance)|e\.\s?g\.|(?:zum|als) beispiel|z\.\s?b\.|etwa so|so aussehen|par exemple|ressembler à ceci|comme ceci|por ejemplo|como este|por exemplo|ad esempio|come questo|bijvoorbeeld|er zo uitzien|na przykład|np\.|wyglądać tak|например|выглядеть так|наприклад|örneğin|esimerkiksi|till exempel|for eksempel|például|například|de exemplu|contohnya|misalnya|ví dụ|例えば|例如|比如|예를 들어|예시|مثال|לדוגמה|παράδειγμα|ตัวอย่าง|उदाहरण)[^.!?。:：]{0,30}[:：]\s*$/iu;

/** One word after a code word, then a colon: " подтверждения: ". */
const ONE_WORD_LABEL_GAP_RE = /^\s*\p{L}[\p{L}\p{M}'’-]*\s*[:：]\s*$/u;

/** Text after a code word that finishes its clause with a colon, without a sentence break: " to confirm your email: ". */
// An arrow ends the clause as a colon does ("Code for the vendor portal just came through -> 88 53 07").
const LABEL_CLAUSE_GAP_RE = /^\s*[^\s.!?。！？:：]+(?:\s+[^\s.!?。！？:：]+)+\s*(?:[:：]|->|=>|→|➜)\s*$/u;

/**
 * Text after a code word that ends its sentence's verb phrase with a copula right before the
 * candidate: "OTP for transaction of USD 1,249.00 … on card ending 4417 is 903214". The code
 * word is the subject of the sentence and the number its complement. A point is a sentence
 * break unless a digit follows it (an amount).
 */
const COPULA_GAP_RE = /^(?:[^.!?。！？\n]|\.\d)*?\s(?:is|ist|lautet|est|es|é|è|är|er|je|jest|este|on|ir|yra|adalah|ialah|là|είναι|это|це)\s*[:：]?\s*$/iu;

/** "Confirmation number": a code word outside transactional mails only. */
const CONFIRMATION_NUMBER_RE = /^(?:confirmation numbers?|確認番号)$/iu;

/** A purpose clause opened by a verify verb: "to verify your", "for confirming the". */
const PURPOSE_CLAUSE_RE = new RegExp(`\\b(?:to|for)\\s+(?:${VERIFY_VERB_RE.source})`, 'iu');

/**
 * A preposition of purpose right after a code word (after a closing bracket): "OTP) for booking", "código para la reserva", "Code für die Buchung";
 * also after the word completing the code word ("code de confirmation pour accéder à votre Espace Client", "código de verificación para tu cuenta").
 */
const PURPOSE_PREPOSITION_RE = /^[\s)\]）]*(?:(?:de|d[’']|di|da|do|del|du|of)\s*\p{L}+\s+)?(?:for|to|para|pour|für|zum|zur|per|voor|om|för|til|do|dla|pro|na|для|за|için|untuk|cho|για)\s/iu;

/** "number" ending the text before a candidate ("zadejte číslo ", "el número: "), in the languages whose labels put it first. */
const NUMBER_WORD_END_RE = /(?<![\p{L}\p{N}])(?:number|numer|numeru|número|numéro|numero|nummer|nummeret|numret|номер|číslo|číslem|nomor|numara\p{L}*|numărul|αριθμό|számot|numeroa|番号|번호)[\s:：]*$/iu;

/** A sentence's end, then a word opening the next sentence. */
const SENTENCE_THEN_WORD_RE = /^[^\p{L}\p{N}]*[.!?。！？]\s+\p{Lu}\p{Ll}+\s/u;

/** Text between a label and the candidate that holds another number: the label names that number. */
const NUMBER_IN_GAP_RE = /\d/u;

/** A line that introduces what follows: it ends with a colon. */
const INSTRUCTION_LINE_RE = /[:：]\s*$/u;

const YEAR_RE = /^(?:19|20)\d{2}$/;
const HIJRI_YEAR_RE = /^1[34]\d{2}$/;
const COMPACT_DATE_RE = /^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/;

// Patterns used inside functions live here: a regular-expression literal inside a function builds
// a new RegExp object each time it is evaluated, which is garbage per line and per candidate.
const LEADING_QUOTE_RE = /^\s*>/;
const CLOSED_ARROWS_RE = /^\s*>+[^<>]+<+\s*$/;
const VOWEL_RE = /[AEIOU]/g;
const MAY_MASK_RE = /[/@]|www\./i;
const ONLY_PUNCTUATION_RE = /^[\s\p{P}\p{S}]*$/u;
const PAIRS_RE = /^\d{2}([ .-])\d{2}(?:\1\d{2}){1,2}$/;
const SINGLE_DIGIT_TAIL_RE = /[ .-]\d$/;
/** Digit pairs and a last single digit ("19-77-40-2"); other groupings ending in one digit ("8842 1190 3") are references. */
const PAIRS_AND_DIGIT_RE = /^\d{2}([ .-])\d{2}(?:\1\d{2}){0,2}\1\d$/;
const GROUP_SEPARATOR_RE = /[ .-]/;
const GROUP_SEPARATORS_RE = /[ .-]/g;
/** What lineShapes' alphanumericHint and prefixHint compute by comparisons (code-candidates.spec.ts checks that they agree). */
export const ALPHANUMERIC_HINT_RE = /[A-Z]{4}|[A-Z][A-Z0-9-]{0,34}\d|\d[A-Z0-9-]{0,34}[A-Z]/;
const MIXED_HINT_RE = /[a-z][A-Za-z0-9-]{0,34}\d|\d[A-Za-z0-9-]{0,34}[a-z]/;
export const PREFIX_HINT_RE = /[A-Z]-\d/;
const HYPHENS_RE = /-/g;
const SPACES_RE = / /g;
const ASCII_DIGIT_RE = /\d/;
const ASCII_DIGITS_RE = /\d/g;
const ASCII_LETTERS_RE = /[A-Za-z]/g;
const UPPER_RE = /[A-Z]/;
const LOWER_RE = /[a-z]/;
const CODE_CHAR_RE = /[A-Z0-9]/;
const ALL_DIGITS_RE = /^\d+$/;
const COLON_RE = /[:：]/u;
const ENDS_WITH_COLON_RE = /[:：]\s*$/u;
const LABEL_END_RE = /(?:[:：]|->|=>|→)\s*$/u;
const LAST_SENTENCE_RE = /[^.!?。！？]*$/u;
const LAST_SHORT_SENTENCE_RE = /[^.!?。]*$/u;
const LAST_CLAUSE_RE = /[^.!?。！？;；।۔؟]*$/u;
// A point followed by a number continues the sentence ("2026.11.24. 23:17-kor").
const CLAUSE_END_RE = /[.!?。！？;；।۔؟](?:\s(?!\d)|$)|$/u;
const SENTENCE_STOP_RE = /[.!?。]|$/u;
const OPENS_SENTENCE_RE = /(?:^|[.!?。]\s)[^\p{L}\p{N}]*$/u;
const DIGIT_OR_STOP_RE = /[\d.!?]/u;
const CLOSING_BRACKET_RE = /[\]】]/;
const CONFIRMATION_NUMBER_WORDS_RE = /confirmation numbers?|確認番号/giu;
const NON_SPACE_RE = /\S/;
const LOWER_CASE_LETTER_RE = /\p{Ll}/u;
const LETTER_RE = /\p{L}/u;
const LETTERS_AND_DIGITS_RE = /[\p{L}\p{N}]/gu;
const GLUED_WORD_RE = /^\d{3,}[A-Z]?[a-z]+$|^[A-Z]?[a-z]+\d{3,}$|^(?=[A-Z]*\d)[A-Z0-9]{4,}[A-Z][a-z]+$/;
const LIST_MARKER_RE = /^\s*(?:\d{1,2}[.)]|[-•*·▪◦])\s*/u;

// ---------------------------------------------------------------------------------------
// Line analysis

function maskLine(line: string): string {
  // Every masked form holds "/", "@" or "www.".
  if (!MAY_MASK_RE.test(line)) return line;
  return line.replace(MASK_RE, (match) => ' '.repeat(match.length));
}

function analyseLine(raw: string): LineInfo {
  return new LineInfo(raw);
}

/** True when the token is alone on its line, apart from punctuation ("Code:" is not alone). */
function isIsolated(line: string, start: number, end: number): boolean {
  if (line.length - (end - start) > 16) return false; // cheap exit for long lines
  // The two sides are read in place; only a surrogate pair that the cut would join needs the copy.
  if (start > 0 && end < line.length && isHighSurrogate(line.charCodeAt(start - 1)) && isLowSurrogate(line.charCodeAt(end))) {
    return ONLY_PUNCTUATION_RE.test(line.slice(0, start) + line.slice(end));
  }
  return isOnlyPunctuation(line, 0, start) && isOnlyPunctuation(line, end, line.length);
}

/** ONLY_PUNCTUATION_RE on line[from, to), without a copy: ASCII by comparisons, other characters with a sticky test. */
function isOnlyPunctuation(line: string, from: number, to: number): boolean {
  for (let index = from; index < to; ) {
    const code = line.charCodeAt(index);
    if (code < 0x80) {
      if (!isAsciiSpaceOrPunctuation(code)) return false;
      index++;
      continue;
    }
    PUNCTUATION_AT_RE.lastIndex = index;
    if (!PUNCTUATION_AT_RE.test(line)) return false;
    index = PUNCTUATION_AT_RE.lastIndex;
  }
  return true;
}
const PUNCTUATION_AT_RE = /[\s\p{P}\p{S}]/uy;

/** An ASCII character of [\s\p{P}\p{S}]: tab to carriage return, space, and every printable character but letters and digits. */
function isAsciiSpaceOrPunctuation(code: number): boolean {
  return (code >= 0x09 && code <= 0x0d) || (code >= 0x20 && code <= 0x2f) || (code >= 0x3a && code <= 0x40) || (code >= 0x5b && code <= 0x60) || (code >= 0x7b && code <= 0x7e);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Index of the last keyword ending at or before `position` (-1 if none); keywords are sorted. */
function lastKeywordBefore(keywords: Keyword[], position: number): number {
  let low = 0;
  let high = keywords.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (keywords[middle].end <= position) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Mask letters (three or more X or *) before the visible digits of an identifier. */
const MASKED_ID_RE = /^(?:[xX*•]{3,}[ -]?)+\d{2,}$/;

/** All raw candidates of one document, in reading order. */
function collectRawCandidates(lines: LineInfo[]): RawCandidate[] {
  const found: RawCandidate[] = [];
  const push = (lineIndex: number, raw: string, start: number, code: string, shape: Shape): void => {
    // "XXXXXX8812", "xxxx-4471": a masked card, phone or personal number, never a code to type.
    if (MASKED_ID_RE.test(code)) return;
    const end = start + raw.length;
    found.push({ code, raw, shape, lineIndex, start, end, isolated: isIsolated(lines[lineIndex].masked, start, end) });
  };

  lines.forEach((line, lineIndex) => {
    // Every shape holds a digit or two capitals in a row; most lines of a long mail hold neither.
    if (!MAY_HOLD_CODE_RE.test(line.raw)) return;
    const text = line.masked;
    const shapes = lineShapes(text);
    // The matches of NUMERIC_RE, found faster: a match can only start where a run of digits starts
    // (a digit right after a digit is glued to it), so the pattern with its five lookbehinds is
    // tried there only instead of at every character of the line. Its lookarounds are empty, so a
    // match is its capture group, and `test` builds no match array.
    if (shapes.digit) for (let next = 0, after = 0; next < text.length; ) {
      if (!isAsciiDigit(text.charCodeAt(next))) {
        next++;
        continue;
      }
      // The start of a run of ASCII digits (what /\d+/g finds): the loop steps over whole runs.
      const at = next;
      next++;
      while (next < text.length && isAsciiDigit(text.charCodeAt(next))) next++;
      // Not inside the last match.
      if (at < after || !mayStartNumeric(text, at)) continue;
      NUMERIC_AT_RE.lastIndex = at;
      if (!NUMERIC_AT_RE.test(text)) continue;
      after = NUMERIC_AT_RE.lastIndex;
      const raw = text.slice(at, after);
      // Dotted groups of three or four ("100.000", "2.750.000") are mostly amounts: like uneven groupings,
      // they are believed only right after a code word ("Código: 482.913").
      // A last group of one digit ("19-77-40-2", as a person copies an SMS) is believed only right after a code word, as phone-like groupings are.
      let shape: Shape = PAIRS_RE.test(raw) ? 'pairs' : GROUP_SEPARATOR_RE.test(raw) ? (isRegularGrouping(raw) && !raw.includes('.') && !SINGLE_DIGIT_TAIL_RE.test(raw) ? 'grouped' : 'irregular') : 'numeric';
      const code = shape === 'numeric' ? raw : raw.replace(GROUP_SEPARATORS_RE, '');
      if (shape !== 'numeric' && !isCodeGrouping(raw, code.length)) continue;
      if (shape === 'irregular' && SINGLE_DIGIT_TAIL_RE.test(raw) && !PAIRS_AND_DIGIT_RE.test(raw)) continue;
      // "spaces 114-118", "Seiten 210-236": two hyphenated numbers of one length, the second a little above the first,
      // print a range (see isNumericRange), believed as a code only beside a code word.
      if (shape === 'grouped' && isNumericRange(raw)) shape = 'range';
      push(lineIndex, raw, at, code, shape);
    }
    // Cheap necessary conditions keep the lookbehind-heavy patterns off lines that cannot match.
    // (Bounded runs: an unbounded /\d[A-Z0-9-]*[A-Z]/ would rescan long runs from every digit.)
    const alphanumericPossible = shapes.alphanumericHint;
    if (alphanumericPossible) for (const match of matchesOf(ALPHANUMERIC_RE, text)) {
      const raw = match[1];
      const letters = raw.replace(HYPHENS_RE, '');
      if (isLettersCode(raw)) {
        push(lineIndex, raw, match.index ?? 0, raw, 'letters');
        continue;
      }
      // Purely numeric tokens are handled above; other codes need at least one digit.
      // Four characters only when letters and digits alternate, two of each ("K4R7", "9W2K"): "A320", "MP34", "X509" are
      // models and references. Believed only right next to a code word (see findCodeCandidates).
      if (!ASCII_DIGIT_RE.test(raw) || !UPPER_RE.test(raw) || (letters.length < 5 && !isShortMixedCode(raw)) || letters.length > 16) continue;
      if (PREFIXED_SHAPE_RE.test(raw) && !isOwnPrefix(raw.slice(0, raw.indexOf('-')), raw.slice(raw.indexOf('-') + 1))) continue; // "G-482913" is handled as a prefixed code
      // An ISO 8601 date and time ("2026-11-10T10:44:08Z", "20261110T104408Z") is a timestamp, never a code.
      if (ISO_DATE_TIME_RE.test(raw)) continue;
      push(lineIndex, raw, match.index ?? 0, raw, 'alphanumeric');
    }
    const mixedPossible = shapes.mixedRun && MIXED_HINT_RE.test(text);
    if (mixedPossible) for (const match of matchesOf(MIXED_CASE_RE, text)) {
      const raw = match[1];
      // Two digits at least, or one for a token alone on its line ("bxq7mt" under "enter this code:").
      const minDigits = raw.length === text.trim().length ? 1 : 2;
      if (!LOWER_RE.test(raw) || (raw.match(ASCII_DIGITS_RE)?.length ?? 0) < minDigits || (raw.match(ASCII_LETTERS_RE)?.length ?? 0) < 2) continue;
      // A number or an upper-case code glued to a word ("8823It", "Code482913", "R3MX7PThe"), as text
      // synthesised from HTML prints them, is no mixed code.
      if (GLUED_WORD_RE.test(raw)) continue;
      push(lineIndex, raw, match.index ?? 0, raw, 'lowercase');
    }
    if (shapes.prefixHint) for (const match of matchesOf(PREFIXED_RE, text)) {
      // Two letters before four digits ("QX-5521") are part of a short code, typed as printed (ALPHANUMERIC_RE takes it).
      if (isOwnPrefix(match[1], match[2])) continue;
      push(lineIndex, match[0], match.index ?? 0, match[2].replace(SPACES_RE, ''), 'prefixed');
    }
    // An upper-case code printed in spaced groups right after a label ("PIN de Cl@ve: XQR 882"), typed without the spaces.
    const spacedAlphanumeric = shapes.upper && shapes.digit && shapes.colon ? SPACED_ALPHANUMERIC_RE.exec(text) : null;
    if (spacedAlphanumeric && LETTER_AND_DIGIT_RE.test(spacedAlphanumeric[1])) {
      const raw = spacedAlphanumeric[1];
      push(lineIndex, raw, (spacedAlphanumeric.index ?? 0) + spacedAlphanumeric[0].length - raw.length, raw.replace(SPACES_RE, ''), 'spacedAlphanumeric');
    }
    const spaced = shapes.spacedRun ? SPACED_LINE_RE.exec(text) ?? SPACED_LABELLED_RE.exec(text) : null;
    if (spaced && ASCII_DIGIT_RE.test(spaced[1])) {
      push(lineIndex, spaced[1], text.indexOf(spaced[1]), spaced[1].replace(SPACES_RE, ''), 'spaced');
    }
  });

  // One cell per character: 4–8 consecutive single-character lines.
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && lines[j].raw.length <= 16 && SINGLE_CHAR_LINE_RE.test(lines[j].masked)) j++;
    const run = j - i;
    if (run >= 4 && run <= 8) {
      const code = lines
        .slice(i, j)
        .map((line) => SINGLE_CHAR_LINE_RE.exec(line.masked)?.[1] ?? '')
        .join('');
      if (ASCII_DIGIT_RE.test(code)) {
        const start = lines[i].masked.search(CODE_CHAR_RE);
        found.push({ code, raw: code, shape: 'spaced', lineIndex: i, start, end: start + 1, isolated: true });
      }
    }
    i = Math.max(j, i + 1);
  }
  return found;
}

// ---------------------------------------------------------------------------------------
// Scoring

const SHAPE_BASE: Record<Shape, number> = { numeric: 0, grouped: 5, range: 5, irregular: 0, pairs: 0, alphanumeric: -5, letters: -10, lowercase: -10, prefixed: 0, spaced: 0, spacedAlphanumeric: -5, spelled: 0 };

/**
 * A key of one word and one number ("HBX-4427", "WXYZ-1234") as device-flow and CLI sign-ins print
 * their user codes: a reference shape (ISSUE_KEY_RE), unless a code word labels it and its sentence
 * asks to type it (see typedKey).
 */
const DEVICE_KEY_RE = /^[A-Z]{3,5}-\d{3,5}$/;

/** Lower-case hex digits, optionally grouped by hyphens. */
const LOWER_HEX_RE = /^(?:[0-9a-f]+-)*[0-9a-f]+$/;

/** A body of at most this many non-empty lines is a short note. */
const SHORT_NOTE_LINES = 5;

function nonEmptyLines(lines: LineInfo[]): number {
  let count = 0;
  for (let index = 0; index < lines.length && count <= SHORT_NOTE_LINES; index++) if (NON_SPACE_RE.test(lines[index].raw)) count++;
  return count;
}

function shapeScore(candidate: RawCandidate, typedKey = false): number {
  let score = SHAPE_BASE[candidate.shape];
  const digits = candidate.code.length;
  if (ALL_DIGITS_RE.test(candidate.code)) {
    // Six digits is by far the most common OTP length; 4–5 digits collide with years,
    // postcodes and house numbers more often.
    if (digits === 6) score += 10;
    else if (digits >= 9) score -= 5;
    else if (digits >= 7) score += 5;
  }
  if (candidate.shape === 'alphanumeric') {
    if (candidate.raw.includes('-')) score += 5;
    if (REFERENCE_SHAPE_RE.test(candidate.raw) || (ISSUE_KEY_RE.test(candidate.raw) && !(typedKey && DEVICE_KEY_RE.test(candidate.raw)))) score -= 25;
  }
  if (candidate.raw.includes('-') && NAME_COMPOUND_RE.test(candidate.raw)) score -= 50;
  // Seven or more lower-case hex digits ("9c1f4ab", "9c1a-44d7-b2e0") print a commit, a request or an envelope id: a code
  // generator's alphabet of 36 letters and digits stays within a-f once in 300 codes of seven.
  if (candidate.shape === 'lowercase' && candidate.code.length >= 7 && LOWER_HEX_RE.test(candidate.code)) score -= 25;
  return score;
}

interface KeywordEvidence {
  score: number;
  /** A code word sits right before the candidate ("code: 123456"). */
  direct: boolean;
  /** For a direct label, the text between the code word and the candidate (": ", " is "). */
  directGap: string;
  /** End of the nearest positive keyword before the candidate on the same line (-1 if none). */
  nearestBefore: number;
  /**
   * An instruction naming the code ends in a colon right before the candidate ("please enter
   * the following verification code in the window where you began creating your account: 847302"):
   * words inside that clause ("account") are not labels of the candidate.
   */
  clauseLabel: boolean;
  /** The code word is the subject of a sentence ending in "is" right before the candidate. */
  copula: boolean;
  /** A typing verb asks for "the number" right before the candidate ("zadejte na stránce číslo 58 20 13"): that word is no label. */
  typedNumber: boolean;
  /** The nearest code word before the candidate on its line ('' if none). */
  wordBefore: string;
}

const KEYWORD_EVIDENCE: KeywordEvidence = { score: 0, direct: false, directGap: '', nearestBefore: -1, clauseLabel: false, copula: false, typedNumber: false, wordBefore: '' };

/** ENTRY_VERB_AFTER_RE on the characters after a candidate, copied only where the pattern can match (most candidates are followed by no typing verb). */
const entryVerbAfter = prefixTester(ENTRY_VERB_AFTER_RE);

/** Scores of a code word on the line one, two and three lines above the candidate. */
const ABOVE_SCORES: readonly number[] = [40, 28, 18];

/** How strongly code words near the candidate say "this is the code" (the answer is valid until the next call). */
function keywordEvidence(lines: LineInfo[], candidate: RawCandidate): KeywordEvidence {
  const line = lines[candidate.lineIndex];
  let score = 0;
  let direct = false;
  let directGap = '';
  let nearestBefore = -1;
  let clauseLabel = false;
  let copula = false;
  let wordBefore = '';

  // Only the nearest code word on each side matters: evidence fades with distance.
  const beforeIndex = lastKeywordBefore(line.keywords, candidate.start);
  // Without one before it on its line, the code word that ends the line wrapped into it ("…please
  // use" / "731904 when the portal asks for your access code") is as close.
  const wrapped = beforeIndex < 0 ? wrappedKeyword(lines, candidate) : null;
  if (beforeIndex >= 0 || wrapped) {
    const text = wrapped ? wrapped.text : line.masked;
    const keyword = wrapped ? wrapped.keyword : line.keywords[beforeIndex];
    const start = wrapped ? wrapped.start : candidate.start;
    // A code word on the line above is farther than any label on this line (see negativeFeatures).
    nearestBefore = wrapped ? -1 : keyword.end;
    wordBefore = text.slice(keyword.start, keyword.end);
    const gap = text.slice(keyword.end, start);
    if (gap.length <= 2 || (gap.length <= 24 && DIRECT_LABEL_GAP_RE.test(gap))) {
      direct = true;
      directGap = gap;
      score = 65;
    } else if (gap.length <= 30 && ONE_WORD_LABEL_GAP_RE.test(gap)) {
      // "Код подтверждения: 5820", "kod weryfikacyjny: 4821", "Code Bestätigung: …": one word that
      // completes the code word, then a colon. (Qualifiers that make it something else, "code
      // postal:", "Codice cliente:", veto the code word itself; labels in the word still count.)
      score = 60;
    } else if ((gap.length <= 40 || (gap.length <= 64 && !NUMBER_IN_GAP_RE.test(gap))) && LABEL_CLAUSE_GAP_RE.test(gap)) {
      // "Enter this code to confirm your email: R9MX2C": the clause that names the code ends
      // in a colon right before the candidate, so it labels it almost as directly as "code:".
      // A single word in between ("code promo:", "کد تخفیف:") qualifies the code word instead.
      score = 60;
      clauseLabel = true;
    } else if (gap.length <= 90 && LABEL_CLAUSE_GAP_RE.test(gap) && ENTRY_VERB_ANYWHERE_RE.test(sentenceOf(text, keyword.start))) {
      // A longer clause still labels the code when the sentence asks the reader to type it.
      score = 60;
      clauseLabel = true;
    } else if (gap.length <= 100 && COPULA_GAP_RE.test(gap)) {
      score = 55;
      copula = true;
    } else {
      score = gap.length <= 40 ? 50 : gap.length <= 100 ? 35 : 20;
    }
  }
  const after = line.keywords[beforeIndex + 1];
  if (after && after.start >= candidate.end) {
    // "482913 is your Instagram code"; when the code opens the line (as subjects do:
    // "W8KD2M – your Acme login code") it is as clearly labelled as "code: 482913".
    const gap = after.start - candidate.end;
    // A bracketed sender tag may come first: "【Acme】482913 is your code", "[Acme] 482913 …".
    const leads = LEADING_TEXT_RE.test(line.masked.slice(0, candidate.start));
    // A brand name and a qualifier may stand between ("K9W2 - your Minelands verification code").
    score = Math.max(score, gap <= 40 && leads ? 55 : gap <= 40 ? 45 : gap <= 100 ? 30 : 15);
  } else if (!after) {
    // The sentence hard-wrapped into the next line names it there ("604381 is je" / "verificatiecode voor Klik.").
    const next = lines[candidate.lineIndex + 1];
    const first = next?.continuesPrevious ? next.keywords[0] : undefined;
    if (first) {
      const gap = line.masked.length - candidate.end + 1 + first.start;
      if (gap <= 40 && !SENTENCE_BREAK_RE.test(`${line.masked.slice(candidate.end)} ${next.masked.slice(0, first.start)}`)) score = Math.max(score, 45);
    }
  }

  // "482913 is valid for 5 min": a token opening its line whose sentence gives its lifetime in minutes.
  if (score < 45 && LEADING_TEXT_RE.test(line.masked.slice(0, candidate.start)) && LIFETIME_AFTER_RE.test(line.masked.slice(candidate.end, candidate.end + 60))) score = 45;
  // "Enter 748392 to sign in": a typing verb right before the number (or ending the line wrapped into it).
  let typedNumber = false;
  if (ENTRY_VERB_RE.test(textBefore(lines, candidate, 25)) || entryVerbAfter(line.masked, candidate.end, 12)) {
    score = Math.max(score, 50);
  } else if (NUMBER_WORD_END_RE.test(line.masked.slice(Math.max(0, candidate.start - 16), candidate.start))) {
    // "Pro dokončení registrace zadejte na stránce žádosti číslo 58 20 13", "introduzca en la web el número 4821":
    // a typing verb earlier in the clause asks for the number named right before the candidate.
    const clause = line.masked.slice(Math.max(0, candidate.start - 90), candidate.start);
    if (ENTRY_VERB_ANYWHERE_RE.test(clause.slice(clause.search(LAST_CLAUSE_RE)))) {
      score = Math.max(score, 50);
      typedNumber = true;
    }
  }
  // "the vendor portal finally sent the verification thing to my phone: 551902": a clause that names a
  // verification without a code word and ends in a colon right before the candidate labels it as "code:" does.
  if (score < 50 && endsLabel(line.masked, candidate.start)) {
    const before = line.masked.slice(Math.max(0, candidate.start - 90), candidate.start);
    const clause = before.slice(before.search(LAST_CLAUSE_RE));
    // (A label of something else inside it still names the number: "… is done for account: 84730211".)
    if (LABEL_END_RE.test(clause) && VERIFICATION_WORD_RE.test(clause)) score = 50;
  }
  // "Token: 318 642", "seu token é 4471": a bare "token" right before a short number names a bank's one-time code (an API
  // token is long and never digits only, so the word is no code word of its own; see CODE_WORDS).
  if (score < 50 && candidate.start >= 5 && candidate.code.length <= 8 && ALL_DIGITS_RE.test(candidate.code) && TOKEN_LABEL_RE.test(line.masked.slice(Math.max(0, candidate.start - 28), candidate.start))) score = 50;
  // "The card issuer sent the 3-D Secure code to my phone. It's 481902.": a sentence that is only a pronoun and a
  // copula gives the code the sentence before it named.
  // (Asked only when the few characters before it end in a copula: most numbers of a mail have none.)
  if (score < 55 && POINTING_TAIL_RE.test(line.masked.slice(Math.max(0, candidate.start - 16), candidate.start)) && pointsBackToCodeWord(lines, candidate)) score = 55;
  // "… 482913 to verify your account": weak on its own, decisive with other evidence.
  if (line.hasVerifyVerb) score = Math.max(score, 30);

  // A keyword line just above ("Your verification code:" / blank / "482913").
  const above = ABOVE_SCORES;
  for (let distance = 1; distance <= above.length; distance++) {
    const previous = lines[candidate.lineIndex - distance];
    if (!previous) break;
    if (previous.keywords.length > 0) {
      // A code word already followed by a code on its own line labels that one: in text that
      // hard-wraps the HTML ("Or enter this code: TQ7M2R © 2026 … CA" / "94105") the next line
      // only continues the sentence. A code word whose sentence ends before a candidate inside a
      // paragraph ("… deactivates these codes. Pipeline, Inc. · 25 First Street," / "MA 02141")
      // names something else.
      if (!labelsOwnLine(previous) && (candidate.isolated || !sentenceEndsBetween(lines, previous, candidate))) {
        // A sentence hard-wrapped over two lines is one line above ("…enter this one-time passcode
        // on the merchant's" / "checkout page:" / "738204").
        const sameSentence = distance === 2 && lines[candidate.lineIndex - 1].continuesPrevious;
        score = Math.max(score, above[sameSentence ? 0 : distance - 1]);
      }
      break;
    }
  }

  // "482913" followed by "This is your verification code" — only for a code on its own line.
  // An instruction line ending in a colon right above a code that stands alone ("Enter the
  // following in your terminal:" / "K4P9WQ", "Type this number on your TV:" / "4107") asks the
  // reader to type exactly that line, whatever word it uses for the code.
  const instruction = lines[candidate.lineIndex - 1];
  // The instruction may be hard-wrapped over two lines ("Syötä" / "palveluun alla oleva vahvistustunnus:").
  if (
    candidate.isolated &&
    instruction &&
    INSTRUCTION_LINE_RE.test(instruction.masked) &&
    (ENTRY_VERB_ANYWHERE_RE.test(instruction.masked) || (instruction.continuesPrevious && ENTRY_VERB_ANYWHERE_RE.test(lines[candidate.lineIndex - 2].masked)))
  ) {
    score = Math.max(score, 40);
  }

  const next = lines[candidate.lineIndex + 1];
  // The line below pointing back at it ("R8VJ4" / "That is your login code for Pixel Keep", "Das ist dein Anmeldecode")
  // names it as the line above does.
  if (candidate.isolated && next && next.keywords.length > 0) score = Math.max(score, BACK_REFERENCE_RE.test(next.masked) ? 40 : 20);

  // One object for every candidate: findCodeCandidates reads it before asking about the next one.
  const evidence = KEYWORD_EVIDENCE;
  evidence.score = score;
  evidence.direct = direct;
  evidence.directGap = directGap;
  evidence.nearestBefore = nearestBefore;
  evidence.clauseLabel = clauseLabel;
  evidence.copula = copula;
  evidence.typedNumber = typedNumber;
  evidence.wordBefore = wordBefore;
  return evidence;
}

/**
 * A sentence of only a pronoun and a copula right before the candidate ("It's 481902.", "Er lautet 481902.", "C'est
 * 481902.", "Es el 481902.", "To 481902.") whose previous sentence names a code without giving one: the pronoun is that
 * code ("The card issuer sent the 3-D Secure code to my phone instead of yours. It's 481902."). The previous sentence
 * may start on an earlier line (up to one blank line between).
 */
function pointsBackToCodeWord(lines: LineInfo[], candidate: RawCandidate): boolean {
  const line = lines[candidate.lineIndex];
  const from = Math.max(0, candidate.start - 160);
  const own = line.masked.slice(from, candidate.start);
  const sentenceAt = own.search(LAST_SENTENCE_RE);
  if (sentenceAt >= own.length - 1) return false;
  if (!POINTING_COPULA_RE.test(own.slice(sentenceAt))) return pointsBackInSentence(line, from + sentenceAt, candidate.start);
  // The previous sentence: the text before this one on the line, after the sentence break before it.
  const head = own.slice(0, Math.max(0, sentenceAt - 1));
  const previousAt = head.search(LAST_SENTENCE_RE);
  for (const keyword of line.keywords) {
    if (keyword.start >= from + previousAt && keyword.end <= from + sentenceAt) return !CODE_AFTER_KEYWORD_RE.test(line.masked.slice(keyword.end, from + sentenceAt));
  }
  // It starts on an earlier line: the line above holds no sentence break after its last code word.
  if (previousAt > 0 || SENTENCE_BREAK_RE.test(head)) return false;
  let index = candidate.lineIndex - 1;
  if (index >= 0 && !NON_SPACE_RE.test(lines[index].masked) && sentenceAt === 0) index--;
  const previous = lines[index];
  if (!previous || previous.keywords.length === 0 || previous.isQuoted !== line.isQuoted) return false;
  const rest = previous.masked.slice(previous.keywords[previous.keywords.length - 1].end);
  return !SENTENCE_BREAK_RE.test(rest) && !CODE_AFTER_KEYWORD_RE.test(rest);
}

/**
 * The same within one sentence: a clause naming a code without giving one, then a colon or a dash, then only a pronoun
 * and a copula ("Le code pour valider le compte vient d'arriver sur mon téléphone : c'est le 55 81 02", "The code for
 * the portal just came to my phone - it's 558 102", "Der Code ist gerade gekommen: er lautet 5581").
 */
function pointsBackInSentence(line: LineInfo, sentenceStart: number, at: number): boolean {
  const sentence = line.masked.slice(sentenceStart, at);
  let breakAt = -1;
  let breakEnd = -1;
  COLON_OR_DASH_RE.lastIndex = 0;
  for (let match = COLON_OR_DASH_RE.exec(sentence); match; match = COLON_OR_DASH_RE.exec(sentence)) {
    breakAt = match.index;
    breakEnd = match.index + match[0].length;
  }
  if (breakAt < 0 || !POINTING_COPULA_RE.test(sentence.slice(breakEnd))) return false;
  for (const keyword of line.keywords) {
    if (keyword.start >= sentenceStart && keyword.end <= sentenceStart + breakAt) return !CODE_AFTER_KEYWORD_RE.test(line.masked.slice(keyword.end, sentenceStart + breakAt));
  }
  return false;
}
const COLON_OR_DASH_RE = /\s?[:：]\s*|\s[-–—]\s/gu;

/** A bare "token" labelling what follows: "Token: ", "token é ", "Token lautet ". */
const TOKEN_LABEL_RE = /(?<![\p{L}\p{N}_-])token(?:\s*(?:[:：=]|(?:is|é|es|est|ist|lautet|era)\s*[:：]?)?|(?:\s+(?:de\s+)?[\p{L}\d]{1,8}){1,2}\s*[:：])\s*$/iu;
/** The end of POINTING_COPULA_RE, for the characters right before a candidate. */
const POINTING_TAIL_RE = /(?:['’]s|\sis|ist|lautet|est|(?:^|\s)(?:es|to|de|el|o|le|il|är|er)|è|é|jest|это|он|це|bu|ini|itu)\s*[:：]?\s*$/iu;

/** A pronoun and a copula, alone as a sentence (what LAST_SENTENCE_RE cuts before a candidate). */
const POINTING_COPULA_RE =
  /^\s*(?:it['’]s|it is|that['’]s|that is|this is|here it is:?|es ist|er ist|er lautet|der lautet|das ist|c['’]est|c['’]est le|il s['’]agit de|es|es el|è|è il|é|é o|het is|hij is|die is|det är|den är|det er|den er|to|to jest|jest to|это|он|це|bu|ini|itu)\s*[:：]?\s*$/iu;

/** Whether the text before `at` ends in a colon or an arrow (spaces aside): compared in place, it is asked for most numbers of a mail. */
function endsLabel(text: string, at: number): boolean {
  let index = at - 1;
  while (index >= 0 && (text.charCodeAt(index) === 0x20 || text.charCodeAt(index) === 0xa0)) index--;
  if (index < 0) return false;
  const code = text.charCodeAt(index);
  return code === 0x3a /* : */ || code === 0xff1a /* ： */ || code === 0x3e /* > of -> => */ || code === 0x2192 /* → */ || code === 0x279c /* ➜ */;
}

/**
 * The code word ending the line that is hard-wrapped into the candidate's line, when only
 * punctuation-free text stands between ("…please use" / "731904 when …"): the joined text, the
 * keyword's position in it and the candidate's.
 */
function wrappedKeyword(lines: LineInfo[], candidate: RawCandidate): { text: string; keyword: Keyword; start: number } | null {
  const line = lines[candidate.lineIndex];
  if (!line.continuesPrevious) return null;
  const previous = lines[candidate.lineIndex - 1];
  const keyword = previous.keywords[previous.keywords.length - 1];
  const own = line.masked.slice(0, candidate.start);
  // A label of its own on the line ("Assignee: agent7f3k") names the candidate instead.
  if (!keyword || labelsOwnLine(previous) || SENTENCE_BREAK_RE.test(own) || COLON_RE.test(own)) return null;
  return { text: `${previous.masked} ${own}`, keyword, start: previous.masked.length + 1 + own.length };
}

/** A sentence break inside a line: a full stop, question or exclamation mark followed by more text. */
const SENTENCE_BREAK_RE = /[.!?。！？।؟]\s/u;

/** Up to `length` characters before the candidate, preceded by the line wrapped into its line when the sentence started there. */
function textBefore(lines: LineInfo[], candidate: RawCandidate, length: number): string {
  const line = lines[candidate.lineIndex];
  const own = line.masked.slice(Math.max(0, candidate.start - length), candidate.start);
  if (!line.continuesPrevious || candidate.start >= length || SENTENCE_BREAK_RE.test(own)) return own;
  return `${lines[candidate.lineIndex - 1].masked} ${own}`.slice(-length);
}

/** True when the sentence of the last code word of `previous` ends before the candidate. */
function sentenceEndsBetween(lines: LineInfo[], previous: LineInfo, candidate: RawCandidate): boolean {
  const last = previous.keywords[previous.keywords.length - 1];
  return SENTENCE_BREAK_RE.test(previous.masked.slice(last.end)) || SENTENCE_BREAK_RE.test(lines[candidate.lineIndex].masked.slice(0, candidate.start));
}

/**
 * For a code alone on its line, the sentence that introduces it: the last sentence of the line
 * above (with the line wrapped into it) when that line ends in a colon ("Voici un nouveau code de
 * réactivation, valable jusqu'à 18h00 :" / "Q4TN-8WZK"); '' otherwise.
 */
function introducingSentence(lines: LineInfo[], candidate: RawCandidate): string {
  const above = lines[candidate.lineIndex - 1];
  if (!candidate.isolated || !above || !INSTRUCTION_LINE_RE.test(above.masked)) return '';
  const text = above.continuesPrevious ? `${lines[candidate.lineIndex - 2].masked} ${above.masked}` : above.masked;
  return text.slice(text.search(LAST_SENTENCE_RE));
}

/** A code-like token (4+ digits, or an upper-case code with a digit) after the line's last code word. */
// Digits inside a user name or handle ("account gamer_4471:") are not such a token.
const CODE_AFTER_KEYWORD_RE = /(?<![\p{L}\p{N}_@])(?:\d{4,8}|(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{4,}(?:-[A-Z0-9]{2,6})*)(?![\p{L}\p{N}_@])/u;

function labelsOwnLine(line: LineInfo): boolean {
  const last = line.keywords[line.keywords.length - 1];
  const rest = line.masked.slice(last.end);
  // "the verification code below …": the code word points to what follows the line, whatever
  // number the rest of the line holds ("… รหัสยืนยันด้านล่าง … หมายเลข RS 4410 2938" / "8" "3" "0" …).
  if (BELOW_RE.test(rest.slice(0, 32))) return false;
  // "… para firmar el documento "Exp. 2026/4471" es:" / "H7K-42M": a line ending in a colon introduces the next one,
  // whatever number its own words hold.
  if (ENDS_WITH_COLON_RE.test(rest)) return false;
  return CODE_AFTER_KEYWORD_RE.test(rest);
}

/** "below" within a few characters after a code word (no number between), in the corpus languages. */
const BELOW_RE =
  /^[^\d]{0,16}?(?:below|underneath|unten(?:stehend\p{L}*)?|ci-dessous|abajo|abaixo|qui sotto|sotto|hieronder|hierunder|nedan|nedenfor|nedenstående|alla|poniżej|níže|nižšie|alább|lejjebb|mai jos|ниже|нижче|aşağıda\p{L}*|di bawah|dưới đây|下記|以下|下面|如下|아래|ด้านล่าง|ข้างล่าง|नीचे|নিচে|أدناه|למטה|παρακάτω)/iu;

/** Nothing but punctuation, or a bracketed tag, before a candidate. */
const LEADING_TEXT_RE = /^[^\p{L}\p{N}]*(?:[[【(（「][^\]】)）」]{1,40}[\]】)）」][^\p{L}\p{N}]*)?$/u;

/** The sentence of `text` up to `position` (from the last sentence break before it). */
function sentenceOf(text: string, position: number): string {
  const before = text.slice(Math.max(0, position - 120), position);
  return before.slice(before.search(LAST_SENTENCE_RE));
}

/** "verification code" and its translations: never the word for a meeting's passcode. */
const VERIFICATION_NAMED_RE = /verif|v[ée]rif|bestätigung|подтвержд|验证|認証|인증/iu;

/** A short label line ("Customer number", "Numer licznika:", "Codice cliente") naming something other than a code. */
function isLabelOfSomethingElse(line: LineInfo | undefined): boolean {
  if (!line || line.raw.length > 30 || DIGIT_OR_STOP_RE.test(line.raw) || line.keywords.length > 0) return false;
  // A code word qualified into something else ("Codice cliente", "Booking code") labels as much.
  if (line.vetoedKeywords.length === 0 && line.raw.search(NEGATIVE_LABEL_RE) < 0) return false;
  return !line.hasVerifyVerb && !ENTRY_VERB_ANYWHERE_RE.test(line.masked) && !VERIFICATION_WORD_RE.test(line.masked);
}

/** A clause that enters its number in a register (REGISTERED_RE) and says nothing of verifying. */
function inRegisterClause(text: string): boolean {
  if (!REGISTERED_RE.test(text)) return false;
  const clause = lastClause(text);
  return REGISTERED_RE.test(clause) && !VERIFICATION_WORD_RE.test(clause);
}

/** The last clause of a text (after its last full stop, semicolon or question mark). */
function lastClause(text: string): string {
  return text.slice(text.search(LAST_CLAUSE_RE));
}

/**
 * Entered in a register, in the words of legal footers: "registered in/with/under/at", "inscrito en", "inscrite au",
 * "iscritta all'", "eingetragen im/beim/unter", "ingeschreven bij/in", "wpisana do", "zapsaná v", "зарегистрирован в",
 * "terdaftar di", "kayıtlı"; a register named ("Registro Mercantil", "Handelsregister", "Albo", "Registre du commerce").
 * Not "your registered phone" (no preposition after it).
 */
const REGISTERED_RE =
  /(?<![\p{L}])(?:(?:registered|incorporated|authori[sz]ed|regulated|licensed)\s+(?:in|with|under|at|by)|inscrit[oa]s?\s+(?:en|no|na|em)|inscrite?s?\s+(?:au|à|en|sous)|registrad[oa]s?\s+(?:en|no|na|em|con|sob|ante)|iscritt[oa]\s+(?:al|all['’]|nel|nell['’]|presso)|eingetragen\s+(?:im|beim|bei|unter|in)|ingeschreven\s+(?:bij|in|onder)|wpisan[aey]?\s+(?:do|w|pod)|zapsan[áaé]?\s+(?:v|u|pod)|зарегистрирован\p{L}*\s+(?:в|под)|внесен\p{L}*\s+в\s+реестр|terdaftar\s+(?:di|pada|dengan)|kayıtlı|tescilli|registro mercantil|registro de entidades|registro del banco|handelsregister|registre du commerce|registro delle imprese|albo\s+(?:delle|dei|degli)|kamer van koophandel)(?![\p{L}])/iu;

/**
 * A verb of sending and, closing its clause right before the candidate, the preposition of where to: the number is the
 * address ("forwarding them to 7726", "text STOP to 88022", "die SMS an 7726", "envoyez STOP au 36111", "reenvíalos al
 * 7726", "inoltrali al 7726", "encaminhe para 7726", "stuur door naar 7726", "wyślij SMS na 8080", "skicka till 72007",
 * "перешлите на 7726").
 */
/** The preposition SENT_TO_RE ends in, for the characters right before a candidate. */
const SENT_TO_TAIL_RE = /(?:^|\s)(?:to|an|au|à|al|ao|para|naar|na|till|til|на|number|nummer|numéro|número|numero|numer|номер)\s*$/iu;
const SENT_TO_RE =
  /(?<![\p{L}])(?:forward\p{L}*|send\p{L}*|sent|text(?:ing)?|reply|replying|report\p{L}*|sms|weiterleit\p{L}*|leiten|leite|schick\p{L}*|envo[iy]\p{L}*|transf[eé]r\p{L}*|transmet\p{L}*|reenv[ií]\p{L}*|env[ií]\p{L}*|mand\p{L}*|inoltr\p{L}*|invi\p{L}*|encaminh\p{L}*|stuur\p{L}*|verstuur\p{L}*|wyślij|prześlij|wysyłając|skicka|vidarebefordra|videresend|отправ\p{L}*|перешл\p{L}*|пересыл\p{L}*|надішл\p{L}*)(?:\s+[^\s.!?:：;]+){0,4}\s+(?:to|an|au|à|al|ao|para|naar|na|till|til|на)\s+(?:(?:the )?(?:number|nummer|numéro|número|numero|numer|номер)\s+)?$/iu;

/** An opening bracket right after a word: the code word opens an aside about what the sentence just named. */
const ASIDE_BEFORE_RE = /\p{L}\s?\($/u;

/** A comma or semicolon ends the label's clause, and a short clause follows up to the candidate. */
const LABEL_THEN_TYPED_RE = /^[^,;，、]{0,40}[,;，、]\s*[^,;，、\d]{1,40}$/u;

/** Evidence that the candidate is some other number (label, unit, year, footer, meeting…). */
function negativeFeatures(lines: LineInfo[], candidate: RawCandidate, keywords: KeywordEvidence, features: CodeFeatures, quotesHistory: boolean): void {
  const line = lines[candidate.lineIndex];

  // Nearest label before the candidate, if it is closer than the nearest code word.
  // Labels starting in the 30 characters before it, matched in the line itself so that the label's
  // lookbehinds see the words before the window ("over the phone, it went to his mobile: …").
  const head = line.masked.slice(0, candidate.start);
  let labelEnd = -1;
  NEGATIVE_LABEL_RE.lastIndex = Math.max(0, candidate.start - 30);
  for (let match = NEGATIVE_LABEL_RE.exec(head); match; match = NEGATIVE_LABEL_RE.exec(head)) {
    if (match[0].length === 0) NEGATIVE_LABEL_RE.lastIndex++;
    // "#" marks order and ticket numbers, unless a code word labels the number directly ("code: #482913").
    if (match[0] === '#' && keywords.direct) continue;
    labelEnd = match.index + match[0].length;
  }
  // "Your OTP for account verification is 4820163": a label followed by a verification word
  // qualifies that word, not the number.
  if (labelEnd >= 0 && VERIFICATION_WORD_RE.test(line.masked.slice(labelEnd, candidate.start))) labelEnd = -1;
  for (const vetoed of line.vetoedKeywords) {
    if (vetoed.end <= candidate.start && candidate.start - vetoed.end <= 30) labelEnd = Math.max(labelEnd, vetoed.end);
  }
  // A label inside a bracketed tag that closes before the candidate names the sender, not the
  // number: "[Civic ID] 715204 is your verification code".
  if (labelEnd >= 0 && CLOSING_BRACKET_RE.test(line.masked.slice(labelEnd, candidate.start))) {
    const before = line.masked.slice(0, labelEnd);
    if (Math.max(before.lastIndexOf('['), before.lastIndexOf('【')) > Math.max(before.lastIndexOf(']'), before.lastIndexOf('】'))) labelEnd = -1;
  }
  // A label followed by another number labels that number: "card ending 4417 is 903214".
  if (labelEnd >= 0 && NUMBER_IN_GAP_RE.test(line.masked.slice(labelEnd, candidate.start))) labelEnd = -1;
  // A label that ends its sentence labels nothing in the next one: "it was sent in error. Use 553120 instead".
  // ("Order no. 4821", "Tel. 030 …": no sentence follows the abbreviation's point.)
  if (labelEnd >= 0 && SENTENCE_THEN_WORD_RE.test(line.masked.slice(labelEnd, candidate.start))) labelEnd = -1;
  // "the code to verify your phone number is 7725": a label inside a purpose clause ("to verify …")
  // is that verb's object; the code word stays the subject of "is".
  // So is a label in a purpose phrase right after the code word: "Your One Time Password (OTP) for booking the ticket is 774519".
  if (labelEnd >= 0 && keywords.copula && (PURPOSE_CLAUSE_RE.test(line.masked.slice(keywords.nearestBefore, labelEnd)) || PURPOSE_PREPOSITION_RE.test(line.masked.slice(keywords.nearestBefore, labelEnd)))) labelEnd = -1;
  // The word "number" that a typing verb asks for ("zadejte … číslo 58 20 13") names the candidate itself.
  if (labelEnd >= 0 && keywords.typedNumber && NUMBER_WORD_END_RE.test(line.masked.slice(Math.max(0, labelEnd - 16), candidate.start))) labelEnd = -1;
  // A clause ends after the label and a typing verb asks for the candidate: "To confirm the change of your salary
  // account, enter 884920 in PeopleDesk", "Para confirmar la cuenta nómina, introduce 884920": the label is the clause's.
  if (labelEnd >= 0 && LABEL_THEN_TYPED_RE.test(line.masked.slice(labelEnd, candidate.start)) && ENTRY_VERB_RE.test(line.masked.slice(labelEnd, candidate.start))) labelEnd = -1;
  if (labelEnd >= 0 && labelEnd > keywords.nearestBefore && !keywords.clauseLabel) features.negativeLabel = 1;
  // An institution's code in a register ("Inscrito en el Registro del Banco de España con el código 0049", "registered with
  // the Financial Conduct Authority under code 1234", "iscritta all'Albo delle banche con il codice 5387"): the sentence says
  // whose entry the number is.
  else if (keywords.direct && inRegisterClause(textBefore(lines, candidate, 120))) features.negativeLabel = 1;
  // A number something is sent to is a phone number or a short code, not a code to type: "Report scam texts by
  // forwarding them to 7726", "Text STOP to 88022", "leiten Sie die SMS an 7726 weiter", "envoyez STOP au 36111".
  else if (!keywords.direct && SENT_TO_TAIL_RE.test(head.slice(Math.max(0, candidate.start - 24))) && SENT_TO_RE.test(head.slice(Math.max(0, candidate.start - 60)))) features.negativeLabel = 1;
  // A bracketed aside naming the identifier of the thing just named: "Máster Universitario en Ciberseguridad (código
  // 4314471)", "the Hollow Keep bundle (code 4471)", "Studiengang Informatik (Kennziffer/Code 4314471)".
  else if (keywords.direct && keywords.nearestBefore > 0 && ASIDE_BEFORE_RE.test(line.masked.slice(Math.max(0, keywords.nearestBefore - keywords.wordBefore.length - 3), keywords.nearestBefore - keywords.wordBefore.length)) && line.masked[candidate.end] === ')') features.negativeLabel = 1;
  // "PIN: A012349876Z" (a tax PIN, a national identity number): a PIN is a short number; letters around nine or more
  // digits under that word make an identifier, not a code to type.
  if (keywords.direct && IDENTITY_PIN_VALUE_RE.test(candidate.code) && PIN_WORD_RE.test(keywords.wordBefore)) features.negativeLabel = 1;
  // A value cell under its label cell ("Numer klienta" / "5521904", "Order ID" / "48213"): a short
  // line that only names something else labels the value alone below it.
  if (candidate.isolated && !keywords.direct && isLabelOfSomethingElse(lines[candidate.lineIndex - 1])) features.negativeLabel = 1;
  const exampleBefore = line.masked.slice(Math.max(0, candidate.start - 20), candidate.start);
  if (EXAMPLE_HINT_RE.test(exampleBefore) && EXAMPLE_BEFORE_RE.test(exampleBefore)) features.example = 1;
  // A test failure quoted by a CI notification: its numbers are test data.
  else if (keywords.score > 0 && ASSERTION_LINE_RE.test(line.masked)) features.example = 1;
  // A line introduced as an example ("A message might look like this:" / "> Harbourline: Your one-time code is 482 193.").
  else if (candidate.lineIndex > 0 && EXAMPLE_INTRO_RE.test(lines[candidate.lineIndex - 1].masked)) features.example = 1;
  // A message cited as an example: 'then a text arrives with a message like "Your code is 336 120"', 'eine SMS wie „Ihr Code
  // lautet 336 120“', 'un message du type « Votre code est 336 120 »'.
  // The code word inside the citation labels the example, not a code of the reader's.
  // (A citation's code word labels it inside the quotation: asked only of candidates a code word names.)
  else if (keywords.score >= 40 && quotedAsExample(lines, candidate)) {
    features.example = 1;
    features.codeWord = 0;
  }

  if (UNIT_AFTER_RE.test(line.masked.slice(candidate.end, candidate.end + 12))) features.unitAfter = 1;
  // A footer hard-wrapped over lines ("Pipeline, Inc. · 25 First Street, 2nd Floor ·" / "Cambridge, MA 02141").
  // A code labelled directly before a footer that the text part glued to its line ("Or enter this
  // code: TQ7M2R © 2026 Example Inc. · 1 Market St") is not in the footer: only what follows the mark is.
  const footerAfterLabelledCode = (keywords.direct || keywords.clauseLabel) && !FOOTER_LINE_RE.test(line.raw.slice(0, candidate.start));
  if ((line.isFooter && !footerAfterLabelledCode) || (line.continuesPrevious && line.keywords.length === 0 && lines[candidate.lineIndex - 1].isFooter)) features.footerLine = 1;
  // Promotional wording ("use code SPRING at checkout"), unless the code word labels the number
  // directly and the line is about verifying ("enter the confirmation code 5821 on the checkout page
  // to confirm this order"): discount codes are never "verified".
  // The verb must be the code's own sentence's: "Enter it in the app to sign in. Plus: 20% off today with code SAVE20 at
  // checkout." verifies with another sentence (t-f).
  // Nor when the line's only promotional words are a checkout or a cart and the code's own clause says it verifies or signs
  // in ("Use 641 022 to log in to Quickpay and finish checkout", "Utilisez 641022 pour vous connecter et valider votre panier").
  if (
    line.isPromo &&
    !(keywords.direct && line.hasVerifyVerb && VERIFY_VERB_RE.test(sentenceAround(line.masked, candidate.start, candidate.end, line.masked.slice(Math.max(0, candidate.start - 160), candidate.start)))) &&
    !(verifiesAfter(line.masked, candidate.end) && !PROMO_CONTEXT_RE.test(line.raw.replace(PROMO_PLACE_RE, ' ')))
  ) {
    features.promoLine = 1;
  }
  // A code alone under a promotional line ("Use code WELCOME at checkout for 20% off" / "SAVE20") is one too,
  // and so is one between "Use code" and "at checkout for 25% off" on the line below.
  const above = lines[candidate.lineIndex - 1];
  const below = lines[candidate.lineIndex + 1];
  let promoNeighbours = 0;
  // A promotional line right above also qualifies a code its own line only names ("Get 15% off" /
  // "Use code EATS15 on your next order").
  // A sentence hard-wrapped into the line above verifies as much as that line ("To approve the
  // payment, enter this one-time passcode on the merchant's" / "checkout page:" / "738204").
  // The same holds for promotional wording ("Use the code below at checkout to save 20% on the" / "whole shop:").
  const wrappedAbove = above?.continuesPrevious ? lines[candidate.lineIndex - 2] : undefined;
  // A label line naming the code ("Your confirmation code:") takes the verb of the sentence before it
  // ("Confirm your email address to activate your account.").
  // So does a label line that calls the code a verification or sign-in code ("Voici ton code de vérification pour lier ton
  // compte :" / "W7N4-XQ2B" / "Saisis-le dans le jeu …", "Votre code de connexion" / "552019" / "-10 % avec le code
  // BIENVENUE10"): an in-game place to type it, or a sale below it, sells nothing of it (t-f).
  const aboveVerifies = (): boolean =>
    !!above &&
    (above.hasVerifyVerb ||
      !!wrappedAbove?.hasVerifyVerb ||
      (above.keywords.length > 0 && !above.isPromo && (!!lines[candidate.lineIndex - 2]?.hasVerifyVerb || VERIFICATION_NAMED_RE.test(above.masked) || SIGN_IN_WORD_RE.test(above.masked))));
  if (!line.isPromo && above && (above.isPromo || wrappedAbove?.isPromo) && !aboveVerifies() && (candidate.isolated || !line.hasVerifyVerb)) promoNeighbours++;
  // A code that the sentence above asks to type by its code word ("… enter this claim code in the launcher:" / "WX4-19R")
  // is not the discount code a sale's line below offers ("… use RIDGE15 at checkout for 15% off").
  if (candidate.isolated && !line.isPromo && below?.isPromo && !below.hasVerifyVerb && !aboveVerifies() && !introAsksToType(lines, candidate)) promoNeighbours++;
  if (promoNeighbours) features.promoNeighbour = promoNeighbours;
  // A mail that is neither a reply nor a forward quotes with ">" what a chat or a tracker passes on under its attribution
  // ("Mia Torres in #ops:" / "> @agent the verification code for the dashboard is 883201"): that is its content.
  if (line.isQuoted && (quotesHistory || line.inQuotedSection || !quotesChatMessage(lines, candidate.lineIndex))) features.quotedLine = 1;
  if (line.inQuotedSection) features.quotedSection = 1;

  // Solar Hijri and Hijri years (1300–1499) read as years only beside a month name ("فروردین 1403").
  if (candidate.shape === 'numeric' && HIJRI_YEAR_RE.test(candidate.code) && line.hasDateWord && !keywords.direct) features.yearNearDate = 1;
  if (candidate.shape === 'numeric' && YEAR_RE.test(candidate.code)) {
    // A year; an explicit label ("PIN: 2046", "Use this code to reset your password: 2096")
    // still wins, but only just.
    if (keywords.direct || keywords.clauseLabel) features.yearLabelled = 1;
    else features.yearBare = 1;
    if (!keywords.direct && line.hasDateWord) features.yearNearDate = 1;
  }
  if (candidate.shape === 'numeric' && COMPACT_DATE_RE.test(candidate.code)) features.compactDate = 1;

  // A nearby dial-in or meeting-ID line makes a "passcode" a meeting's; a number a code word
  // labels on its own line that also says "verification" ("Your verification code is 120938")
  // stays a verification code.
  // The same holds for a code alone under the line that names it ("… ilagay ang 9-digit verification
  // code na ito:" / "518-203-774") when that line is no meeting line either.
  const namedVerification =
    !line.isMeeting &&
    ((keywords.direct && VERIFICATION_NAMED_RE.test(line.masked)) ||
      // "the code they emailed me is 2 7 5 5 0 1, it's for your login": a code its own sentence names for signing in.
      ((keywords.direct || keywords.copula) && line.hasVerifyVerb) ||
      (candidate.isolated && keywords.score >= 40 && !!above && !above.isMeeting && VERIFICATION_NAMED_RE.test(above.masked)));
  for (let offset = -4; offset <= 4; offset++) {
    const neighbour = lines[candidate.lineIndex + offset];
    if (neighbour?.isMeeting && !(offset !== 0 && namedVerification)) {
      features.meeting = 1;
      break;
    }
  }

  // "The code 482913 we sent earlier has expired", "Your new code is 519203".
  const sentence = sentenceAround(line.masked, candidate.start, candidate.end, textBefore(lines, candidate, 160));
  // The tests below only lower a score: they are asked only of candidates that can still reach the
  // threshold with every bonus still to come (most numbers of a mail cannot).
  const canWin = scoreCodeFeatures(features) + MAX_LATER_BONUS >= CODE_THRESHOLD;
  if (STALE_CODE_RE.test(sentence) && !freshAfterStale(sentence, candidate.raw) && !staleOfLaterCode(sentence, candidate.raw) && !CORRECTED_NOT_RE.test(line.masked.slice(candidate.end, candidate.end + 40)) && !staleOfOtherOne(sentence, candidate.raw)) features.staleMention = 1;
  // "ok the code is 284 691" / "wait no, that's the old one from this morning": the next sentence takes it back.
  else if (canWin && takenBackAfter(lines, candidate)) features.staleMention = 1;
  // "The verification code 558201 was entered at 10:02": a security notice reports a spent code.
  else if (SPENT_CODE_RE.test(sentence) || (canWin && SPENT_CODE_RE.test(nextSentenceAboutCode(below?.continuesPrevious ? `${line.masked} ${below.masked}` : line.masked, candidate.end)))) {
    features.spentMention = 1;
  }
  // "Do NOT enter or share the code 482913": a code the reader is told not to use (not "if you did not ask, do not …").
  else if (canWin && NOT_TO_USE_RE.test(sentence) && !CONDITIONAL_RE.test(sentence)) features.notToUse = 1;
  // "Your code is 4821. You don't need to enter it anywhere - just show it at the door.": nothing to type.
  // The line below may say so too ("If you did request this, visit a store with your ID; the code is not used online.").
  else if (canWin && (NO_NEED_TO_ENTER_RE.test(sentence) || saysNoNeedToEnter(nextSentence(below?.continuesPrevious ? `${line.masked} ${below.masked}` : line.masked, candidate.end)) || (!!below && saysNoNeedToEnter(below.masked)))) features.notToUse = 1;
  // "Kode verifikasi penerimaan: 5820" / "Berikan kode ini kepada kurir": a code handed over to a courier or driver.
  // Not when the sentence forbids it ("Никому его не сообщайте — даже курьеру").
  // For a code alone on its line, the sentence introducing it counts too ("When Tomasz arrives, tell him this hand-over code so he can complete the" / "delivery:" / "8 2 6 1").
  else if (canWin && (handsOver(sentence) || (!!below && handsOver(below.masked)) || (candidate.isolated && handsOver(sentenceBefore(lines, candidate))))) features.handOver = 1;
  // "PIN …: 4471 (stały dla Twojego konta)": a fixed PIN (a locker's, a door's) is no one-time code.
  // The sentence after it may say so of it ("Your PIN is 8205. It is permanent …").
  else if (canWin && (FIXED_CODE_RE.test(sentence) || FIXED_CODE_RE.test(line.masked.slice(candidate.end, candidate.end + 80)) || (candidate.isolated && FIXED_CODE_RE.test(sentenceBefore(lines, candidate))))) {
    features.fixedMention = 1;
  }
  // The sentence introducing a code on its own line may call it new ("Here is your new code:" / "519203").
  else if (FRESH_CODE_RE.test(sentence) || FRESH_CODE_RE.test(introducingSentence(lines, candidate))) features.freshMention = 1;
  // "Numero carta: 6034 9100 2245 8817" / "PIN: 4471", "Numer karty SIM (ICCID): 8948 …" / "Kod PIN: 1234": the PIN (or PUK)
  // of a card whose number is printed beside it (a gift card, a SIM card) is that card's, fixed, no code to type now.
  if (canWin && !features.fixedMention && pinOfPrintedCard(lines, candidate)) features.fixedMention = 1;
}

/** A verify or sign-in verb in the sentence after a code ("641 022 to log in", "641022, um die Zahlung … zu bestätigen"). */
function verifiesAfter(text: string, end: number): boolean {
  const after = text.slice(end, end + 80);
  const clause = after.slice(0, after.search(CLAUSE_END_RE));
  return VERIFY_VERB_RE.test(clause) || SIGN_IN_WORD_RE.test(clause);
}

/** A PIN or PUK word labels the candidate, and a line within three of it prints a card's full number. */
function pinOfPrintedCard(lines: LineInfo[], candidate: RawCandidate): boolean {
  if (!PIN_BEFORE_RE.test(lines[candidate.lineIndex].masked.slice(Math.max(0, candidate.start - 30), candidate.start))) return false;
  for (let index = Math.max(0, candidate.lineIndex - 3); index <= candidate.lineIndex + 3 && index < lines.length; index++) {
    if (CARD_NUMBER_LINE_RE.test(lines[index].masked)) return true;
  }
  return false;
}
const PIN_BEFORE_RE = /(?<![\p{L}])(?:pin|puk|пин|пак|پین)\d?(?![\p{L}])[^\d\n]{0,20}$/iu;
/** A card named, then its full number (12 digits or more, in groups or not): "Numero carta: 6034 9100 2245 8817". */
const CARD_NUMBER_LINE_RE =
  /(?<![\p{L}])(?:card|cards|carta|carte|cart[ãa]o|tarjeta|kart[aeuyı]?|kaart|kort(?:et)?|kártya|карт\p{L}*|κάρτα\p{L}*|thẻ|iccid|sim|カード|卡|카드|بطاقة|כרטיס)(?![\p{L}])[^\d\n]{0,40}\d{4}[ -]?\d{4}[ -]?\d{4}/iu;

/** The text hands a code over to a person (HAND_OVER_RE) and does not forbid it. */
function handsOver(text: string): boolean {
  return HAND_OVER_RE.test(text) && !NEGATION_RE.test(text);
}

/** The sentence introducing a code alone on its line asks to type it by its code word, and sells nothing. */
function introAsksToType(lines: LineInfo[], candidate: RawCandidate): boolean {
  const above = lines[candidate.lineIndex - 1];
  if (!above || above.isPromo || (above.continuesPrevious && lines[candidate.lineIndex - 2].isPromo)) return false;
  const intro = introducingSentence(lines, candidate);
  // Any code word counts, even one qualified into another purpose ("enter this claim code in the launcher:"): the
  // sentence asks to type it, and sells nothing.
  return !!intro && ENTRY_VERB_ANYWHERE_RE.test(intro) && intro.search(CODE_KEYWORD_RE) >= 0;
}

/**
 * The sentence after the candidate's (on its line, or the next non-empty line) refers back to it and calls it
 * old or wrong: "284 691" / "wait no, that's the old one", "das ist der alte", "c'est l'ancien", "ese es el
 * anterior". Not "This one replaces the old one" (no copula before the stale word).
 */
function takenBackAfter(lines: LineInfo[], candidate: RawCandidate): boolean {
  const line = lines[candidate.lineIndex].masked;
  const after = line.slice(candidate.end, candidate.end + 160);
  const stop = after.search(CLAUSE_END_RE);
  let next = stop >= 0 && stop < after.length ? after.slice(stop + 1).trimStart() : '';
  if (!next) {
    for (let index = candidate.lineIndex + 1; index <= candidate.lineIndex + 2 && index < lines.length; index++) {
      if (NON_SPACE_RE.test(lines[index].masked)) {
        next = lines[index].masked.trimStart();
        break;
      }
    }
  }
  const match = BACK_REFERENCE_RE.exec(next.slice(0, 120));
  // What it calls it comes within the next few words ("… the old one", "… der alte").
  return !!match && STALE_CODE_RE.test(next.slice(match[0].length, match[0].length + 24));
}

/** A sentence opening that refers back to the code just named, up to its copula. */
const BACK_REFERENCE_RE = new RegExp(
  '^(?:(?:wait|sorry|oops|no|nope|actually|ah|hmm+|ugh|argh|ok|okay|nein|halt|moment|non|attends|perdón|espera|desculpa|espera|scusa|aspetta|nee|wacht|przepraszam|czekaj|подожди|стоп|извини|ой|čekaj|ne)[\\s,.!…–-]+){0,3}' +
    "(?:(?:that|this|it)(?:['’]s| is| was| one is| one was| one['’]s)|(?:das|der|die|dieser|diese) (?:ist|war)|c['’](?:est|était)|(?:ese|eso|este|esa) (?:es|era)|(?:esse|isso|este|essa) (?:é|era)|(?:quello|questo|quella) (?:è|era)|(?:dat|die|deze) (?:is|was)|(?:to|ten|ta) (?:je|jest|był|była|bio|bila)|это|tämä on|se on|(?:det|den) (?:er|är|var)|bu)" +
    '\\s',
  'iu',
);

/**
 * The candidate's sentence calls a code expired and then names this one new ("The code in the mail
 * below had already expired, so I clicked resend - the new one came by SMS: 218 440"): only the text
 * from the last word calling a code new up to the candidate speaks of it.
 */
function freshAfterStale(sentence: string, raw: string): boolean {
  const at = sentence.indexOf(raw);
  if (at < 0) return false;
  const before = sentence.slice(0, at);
  let last = -1;
  for (const match of matchesOf(FRESH_CODE_GLOBAL_RE, before)) last = (match.index ?? 0) + match[0].length;
  return last >= 0 && STALE_CODE_RE.test(before.slice(0, last)) && !STALE_CODE_RE.test(sentence.slice(last));
}
const FRESH_CODE_GLOBAL_RE = new RegExp(FRESH_CODE_RE.source, 'giu');

/**
 * The sentence's stale words all stand in a bracketed aside after the candidate that holds another
 * number of its length, or after a candidate the sentence calls new: they call that one old ("Twój nowy kod: 582019 (poprzedni, 118530, wygasł)",
 * "新的验证码：582019（之前的118530已失效）"). Not "Your code 482913 has expired, your new code is 583920".
 */
function staleOfLaterCode(sentence: string, raw: string): boolean {
  const at = sentence.indexOf(raw);
  if (at < 0 || STALE_CODE_RE.test(sentence.slice(0, at))) return false;
  const digits = raw.replace(NON_DIGITS_RE, '').length;
  if (digits < 4) return false;
  const after = sentence.slice(at + raw.length);
  const open = after.search(OPENING_BRACKET_RE);
  if (open < 0 || STALE_CODE_RE.test(after.slice(0, open))) return false;
  for (const match of after.slice(open).matchAll(DIGIT_RUNS_RE)) if (match[0].length === digits) return true;
  // Without the other number, an aside after a code its sentence calls new speaks of the one it replaces:
  // "Here's the new one: 630914 (the previous one timed out, sorry)", "la nueva: 630914 (la anterior caducó)".
  return FRESH_CODE_RE.test(sentence.slice(0, at));
}
const OPENING_BRACKET_RE = /[(（\[]/;

/**
 * The sentence's stale words all stand in a clause after the candidate that speaks of another code: "Prueba con 582019,
 * el otro caducó", "try 582019, the other one expired", "nimm 582019, der andere ist abgelaufen".
 */
function staleOfOtherOne(sentence: string, raw: string): boolean {
  const at = sentence.indexOf(raw);
  if (at < 0 || STALE_CODE_RE.test(sentence.slice(0, at))) return false;
  const after = sentence.slice(at + raw.length);
  const other = OTHER_ONE_AFTER_RE.exec(after);
  return !!other && !STALE_CODE_RE.test(after.slice(0, other.index));
}
const OTHER_ONE_AFTER_RE = new RegExp(
  `[,;:–—-]\\s*(?:(?:but|aber|mais|pero|ma|mas|maar|ale|но|men)\\s+)?(?:${[
    'the other(?: one)?', 'the (?:old|first|previous|earlier) one', 'el otro', 'la otra', 'el (?:anterior|viejo|primero)', 'der andere', 'die andere', 'das andere', 'der (?:alte|erste)',
    "l['’]autre", "l['’]ancien", 'le premier', 'o outro', 'a outra', 'o (?:antigo|primeiro)', "l['’]altro", "l['’]altra", 'quello (?:vecchio|di prima|precedente)', 'de andere', 'het andere', 'de (?:oude|eerste)',
    'ten (?:drugi|stary|pierwszy|poprzedni)', 'drugi', 'другой', 'старый', 'первый', 'den andra', 'den gamla', 'den anden', 'den gamle', 'den andre',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/**
 * "it's 640 917, not 640 971", "der richtige ist 482913 und nicht 482931", "kod to 7781, nie ten z załącznika": a correction that sets the code
 * against the wrong one right after it; the sentence's stale words ("typo", "falsch") speak of that one.
 */
const CORRECTED_NOT_RE = /^[\s,;:–—-]*(?:and |und |et |y |e |en |i |a )?(?:not|nicht|pas|no|não|non|niet|nie|не|değil|inte|ikke|ei|ne|nem|nu|όχι|bukan|không|nije|不是|ではなく|아니라)\s*(?:(?:the |den |le |el |o |il |het )?[A-Za-z]{0,3}-?\d|(?:the |that |this )?one(?![\p{L}])|ten(?![\p{L}])|tamten|tego|den(?![\p{L}])|der(?![\p{L}])|die(?![\p{L}])|das(?![\p{L}])|celui|celle|el del?(?![\p{L}])|la del?(?![\p{L}])|quell[oa]|degene|die van|тот|той|bu(?![\p{L}])|şu(?![\p{L}]))/iu;
const NON_DIGITS_RE = /\D/g;
const DIGIT_RUNS_RE = /\d+/g;

/** The candidate's sentence, or the line introducing it, reports the writer's attempt with it or that it fails (TRIED_CODE_RE). */
/** The first line above a ">" block attributes it to a chat message or comment ("Mia Torres in #ops:", "Ana commented:"). */
function quotesChatMessage(lines: LineInfo[], index: number): boolean {
  let above = index - 1;
  while (above >= 0 && lines[above].isQuoted) above--;
  return above >= 0 && CHAT_ATTRIBUTION_RE.test(lines[above].raw);
}
const CHAT_ATTRIBUTION_RE = /(?:\bin #[\p{L}\p{N}_-]+|\b(?:commented|posted|mentioned you|sent you a message|kommentierte|hat kommentiert|a commenté|comentó|comentou|ha commentato))\s*[:：]\s*$/iu;

/** The codes of a reply's or forward's new text whose sentence reports the writer's attempt with them or that they fail (null if none). */
function failedCodes(lines: LineInfo[], raw: RawCandidate[], isNewText: (index: number) => boolean): Set<string> | null {
  let result: Set<string> | null = null;
  for (const candidate of raw) {
    if (isNewText(candidate.lineIndex) && reportsAttempt(lines, candidate)) (result ??= new Set()).add(candidate.code);
  }
  return result;
}

function reportsAttempt(lines: LineInfo[], candidate: RawCandidate): boolean {
  const line = lines[candidate.lineIndex];
  const sentence = sentenceAround(line.masked, candidate.start, candidate.end, textBefore(lines, candidate, 160));
  if (!TRIED_CODE_RE.test(sentence) && !(candidate.isolated && TRIED_CODE_RE.test(sentenceBefore(lines, candidate)))) return false;
  // A correction setting it against the wrong one right after it ("I typed it wrong - it's 55 81 09, not 55 18 09",
  // "hab mich vertippt, es ist 558109, nicht 551809"): the attempt was the other one's.
  return !CORRECTED_NOT_RE.test(line.masked.slice(candidate.end, candidate.end + 40));
}

/**
 * The rest of the candidate's clause, after it, calls it dead ("the first code (448 120) expired while I was at lunch",
 * "der erste (448120) ist abgelaufen", "el primero (448120) caducó"), and nothing before it in its sentence calls it new.
 */
function calledStaleAfter(lines: LineInfo[], candidate: RawCandidate): boolean {
  const line = lines[candidate.lineIndex];
  const next = lines[candidate.lineIndex + 1];
  const text = next?.continuesPrevious ? `${line.masked} ${next.masked}` : line.masked;
  const after = text.slice(candidate.end, candidate.end + 120);
  // Up to a comma too: what follows one goes on to other things ("验证码是 7 3 5 1 0 2，…，5分钟就失效了" gives its lifetime).
  const clause = after.slice(0, after.search(CLAUSE_OR_COMMA_END_RE));
  // Another number there is what the stale words speak of ("use 472018 - the earlier 118302 was for staging").
  // So does a bracketed aside opened after it ("è 550 917 (quello di ieri è scaduto)"): it speaks of another one.
  const stale = clause.search(STALE_CODE_RE);
  return stale >= 0 && !OPENING_BRACKET_RE.test(clause.slice(0, stale)) && !THREE_DIGITS_RE.test(clause) && !FRESH_CODE_RE.test(clause) && !FRESH_CODE_RE.test(sentenceBefore(lines, candidate));
}
const THREE_DIGITS_RE = /\d{3}/;
const CLAUSE_OR_COMMA_END_RE = /[.!?。！？;；,，、।۔؟](?:\s(?!\d)|$)|[，、]|$/u;

/**
 * The sentence after the candidate's on its line when it opens with a code word ("… mit dem
 * Anmeldecode 448 201 angemeldet. Der Code ist damit verbraucht."), else ''.
 */
function nextSentenceAboutCode(text: string, end: number): string {
  const after = text.slice(end, end + 200);
  const stop = after.search(CLAUSE_END_RE);
  if (stop < 0 || stop >= after.length) return '';
  const next = after.slice(stop + 1).trimStart();
  const keyword = next.slice(0, 30).search(CODE_KEYWORD_RE);
  return keyword >= 0 ? next.slice(0, 120) : '';
}

/**
 * The sentence or line after a code says there is no need to enter something, and names no number of its own
 * before saying so: "口座番号：118-0044172（入力不要）" under "認証コード：5170" says it of the account number.
 */
function saysNoNeedToEnter(text: string): boolean {
  if (!text) return false;
  const at = text.search(NO_NEED_TO_ENTER_RE);
  return at >= 0 && !OWN_NUMBER_RE.test(text.slice(0, at));
}
const OWN_NUMBER_RE = /\d{3}/;

/** Up to 120 characters of the sentence after the candidate's on its line, else ''. */
function nextSentence(text: string, end: number): string {
  const after = text.slice(end, end + 200);
  const stop = after.search(CLAUSE_END_RE);
  if (stop < 0 || stop >= after.length) return '';
  return after.slice(stop + 1, stop + 121);
}

/**
 * The sentence of `text` that holds [start, end): from the last sentence break before it to the
 * next after it. `before` is the text before the candidate (with the line wrapped into it).
 */
function sentenceAround(text: string, start: number, end: number, before: string): string {
  const after = text.slice(end, end + 160);
  const from = before.search(LAST_CLAUSE_RE);
  const to = after.search(CLAUSE_END_RE);
  return before.slice(from) + text.slice(start, end) + after.slice(0, to);
}

/**
 * True when the sentence before the candidate asks the reader to type it ("enter the code 5821")
 * or names it a verification code ("Your OTP is 4821"); for a code alone on its line, the line
 * above counts as that sentence.
 */
/** The candidate's line, without the "confirmation number" label itself, asks to enter it or to verify. */
function asksToUseConfirmationNumber(lines: LineInfo[], candidate: RawCandidate): boolean {
  const line = lines[candidate.lineIndex].masked.replace(CONFIRMATION_NUMBER_WORDS_RE, ' ');
  return ENTRY_VERB_ANYWHERE_RE.test(line) || VERIFICATION_WORD_RE.test(line);
}

function requestsVerification(lines: LineInfo[], candidate: RawCandidate): boolean {
  const sentence = sentenceBefore(lines, candidate);
  return (
    ENTRY_VERB_ANYWHERE_RE.test(sentence) ||
    VERIFICATION_WORD_RE.test(sentence) ||
    VERIFICATION_WORD_RE.test(leadingSentenceAfter(lines, candidate)) ||
    TYPE_IT_RE.test(lines[candidate.lineIndex].masked.slice(candidate.end, candidate.end + 40))
  );
}

/**
 * Its own sentence goes on to ask to type it ("It's 4093 - just type it in", "4093, gib ihn einfach ein", "4093 :
 * saisissez-le", "4093, introdúcelo"): a code handed over in a person's words, whatever the mail is about (a4-acc).
 */
const TYPE_IT_RE =
  /^[^.!?。]{0,12}?(?<![\p{L}])(?:(?:type|enter|key|put|paste|punch) it(?: in)?|use it (?:to|now)|gib (?:ihn|es) (?:\p{L}+ )?ein|tipp(?:e)? (?:ihn|es) (?:\p{L}+ )?ein|(?:saisissez|entrez|tapez|saisis|tape|entre)-le|introd[uú]celo|ingr[eé]salo|escr[ií]belo|digite-o|insira-o|inseriscilo|digitalo|voer (?:hem|het) in|wpisz go|введите его|введи его)(?![\p{L}])/iu;

/**
 * The text right after a labelled code (the rest of its line and the next two non-empty lines) asks
 * to type the code ("Approval code: 0047 1193" / "Enter the code in the banking portal to release the
 * batch.", "Autorisierungscode: 4471 9920. Geben Sie den Code im Portal ein."): a payment's or a batch's
 * details around it make it no reference. Read only for labelled candidates of transactional mails.
 */
function asksToTypeAfter(lines: LineInfo[], candidate: RawCandidate): boolean {
  let text = lines[candidate.lineIndex].masked.slice(candidate.end, candidate.end + 160);
  for (let index = candidate.lineIndex + 1, taken = 0; index < lines.length && taken < 2 && text.length < 240; index++) {
    if (!NON_SPACE_RE.test(lines[index].masked)) continue;
    text += ` ${lines[index].masked.slice(0, 160)}`;
    taken++;
  }
  // The sentence must say what typing it does (verify, confirm, approve, release): "Use this code if you contact us
  // about this payment", "Enter the PIN at the parcel locker" ask to type a reference or a locker's PIN.
  if (!ENTRY_VERB_ANYWHERE_RE.test(text) || !(VERIFY_VERB_RE.test(text) || APPROVE_VERB_RE.test(text) || RELEASE_VERB_RE.test(text))) return false;
  if (HAND_OVER_RE.test(text) || CONDITIONAL_RE.test(text)) return false;
  return namesCode(text);
}

/** "to release the batch", "um den Auftrag freizugeben": what a payment's approval code does. */
const RELEASE_VERB_RE = /(?<![\p{L}\p{N}])(?:release|releasing|freigeben|freizugeben|libérer|liberar|rilasciare|sbloccare|vrijgeven|zwolnić|zatwierdzić|uvolnit|schválit|frigöra|godkänna|frigive|godkende)(?![\p{L}\p{N}])/iu;

/**
 * For a code that opens its sentence ("3306 is your OTP for Ride."), the rest of that sentence
 * (up to 40 characters), which names it; '' when words come before the code.
 */
function leadingSentenceAfter(lines: LineInfo[], candidate: RawCandidate): string {
  const line = lines[candidate.lineIndex].masked;
  if (!OPENS_SENTENCE_RE.test(line.slice(0, candidate.start))) return '';
  const after = line.slice(candidate.end, candidate.end + 40);
  return after.slice(0, after.search(SENTENCE_STOP_RE));
}

/** Up to 60 characters of the sentence before the candidate (the line above for a bare code). */
function sentenceBefore(lines: LineInfo[], candidate: RawCandidate): string {
  const line = lines[candidate.lineIndex];
  const before = line.masked.slice(Math.max(0, candidate.start - 60), candidate.start);
  const sentence = before.slice(before.search(LAST_SHORT_SENTENCE_RE));
  if (!candidate.isolated || candidate.lineIndex === 0) return sentence;
  // The line above, with the line hard-wrapped into it ("…tippen Sie diesen Bestätigungscode auf" / "der Seite des Händlers ein:").
  const above = lines[candidate.lineIndex - 1];
  const wrapped = above.continuesPrevious ? `${lines[candidate.lineIndex - 2].masked} ` : '';
  return `${wrapped}${above.masked} ${sentence}`;
}

/** A code word labels the candidate with a separator ("code: JRVKC") on a line written in lower case too. */
function isTypedLettersKey(lines: LineInfo[], candidate: RawCandidate, keywords: KeywordEvidence): boolean {
  return keywords.score >= 50 && DEVICE_LETTERS_RE.test(candidate.raw) && ENTRY_VERB_ANYWHERE_RE.test(textBefore(lines, candidate, 80));
}
const DEVICE_LETTERS_RE = /^[A-Z]{4}-[A-Z]{4}$/;

function isLabelledInSentence(lines: LineInfo[], candidate: RawCandidate, keywords: KeywordEvidence): boolean {
  return keywords.direct && NON_SPACE_RE.test(keywords.directGap) && LOWER_CASE_LETTER_RE.test(lines[candidate.lineIndex].raw);
}

/**
 * In a reply, numbers are discussion, except a code that the writer, outside the quoted text,
 * labels as a verification code ("Your new verification code is 839201"): support agents send
 * fresh codes that way.
 */
function isFreshCodeInReply(lines: LineInfo[], candidate: RawCandidate, keywords: KeywordEvidence): boolean {
  const line = lines[candidate.lineIndex];
  if (line.isQuoted || line.inQuotedSection) return false;
  // Above or below the quoted history (after a reply header), a number a code word stands close to
  // is a code the writer sends.
  if (keywords.score >= 50 && lines.some((other) => other.inQuotedSection)) return true;
  // A code alone under a sentence of the writer that presents it as new, one-time or to be entered
  // ("habe ich Ihnen einen einmaligen Freischaltcode erzeugt:" / "7391-2285").
  const intro = introducingSentence(lines, candidate);
  if (intro && namesCode(intro) && (FRESH_CODE_RE.test(intro) || VERIFICATION_WORD_RE.test(intro) || ENTRY_VERB_ANYWHERE_RE.test(intro))) return true;
  if ((keywords.direct || keywords.clauseLabel) && VERIFICATION_WORD_RE.test(sentenceBefore(lines, candidate))) return true;
  // A value under its label cell ("Verification code" / "310 447"), as a helpdesk's reply template prints it.
  const above = lines[candidate.lineIndex - 1];
  if (candidate.isolated && above && above.raw.length <= 40 && above.keywords.length > 0 && VERIFICATION_WORD_RE.test(above.masked)) return true;
  // A reply without quoted history whose writer labels the number as a code in the opening lines
  // ("evo koda: 6174", "here's the code: 4821", "der Code lautet 5820 1934"): passing on a code, unless
  // the sentence reports trying it ("I typed code: 482913 but …").
  // A label inside quotation marks is cited, not said ("Can we add a test for "Your code is 4821"?").
  return (keywords.direct || keywords.copula || keywords.clauseLabel) && candidate.lineIndex < REPLY_LEAD_LINES + 2 && !insideQuotation(line.masked, candidate.start) && !lines.some((other) => other.isQuoted || other.inQuotedSection) && !TRIED_CODE_RE.test(sentenceAround(line.masked, candidate.start, candidate.end, textBefore(lines, candidate, 160)));
}

/**
 * Whether the candidate at `position` stands in a citation: a quotation mark opened before it, not
 * closed, with words between ("a test for "Your code is 4821"?"). A quoted code alone ("the code is
 * "482913"") is no citation.
 */
function insideQuotation(line: string, position: number): boolean {
  const from = quotationStart(line, position);
  return from >= 0 && hasLetter(line, from + 1, position);
}

/** The quotation a candidate stands in (see insideQuotation) opens right after an example word ("like", "wie", "du type"). */
function quotedAsExample(lines: LineInfo[], candidate: RawCandidate): boolean {
  const line = lines[candidate.lineIndex];
  const from = quotationStart(line.masked, candidate.start);
  if (from < 0 || !hasLetter(line.masked, from + 1, candidate.start)) return false;
  const before = line.masked.slice(Math.max(0, from - 24), from + 1);
  // The example word may end the line hard-wrapped into this one ("… with a message like" / '"Your code is 336 120" and …').
  if (line.continuesPrevious && !NON_SPACE_RE.test(line.masked.slice(0, from))) return EXAMPLE_QUOTE_BEFORE_RE.test(`${lines[candidate.lineIndex - 1].masked.slice(-24)} ${before}`);
  return EXAMPLE_QUOTE_BEFORE_RE.test(before);
}
const EXAMPLE_QUOTE_BEFORE_RE =
  /(?<![\p{L}])(?:like|such as|similar to|e\.\s?g\.|for (?:example|instance)|wie|etwa|ähnlich|z\.\s?b\.|comme|du type|du genre|par exemple|como|del tipo|tipo|por ejemplo|por exemplo|come|ad esempio|zoals|bijvoorbeeld|som|jak|typu|np\.|вроде|типа|как|например|örneğin|seperti|misalnya|như|例如|比如|のような|같은)[\s:,]*["“„«「『]$/iu;

/** Where the quotation a position stands in opens (a quotation mark opened before it and not closed), or -1. */
function quotationStart(line: string, position: number): number {
  let straight = -1;
  let open = -1;
  for (let index = 0; index < position; index++) {
    const char = line[index];
    if (char === '"') straight = straight >= 0 ? -1 : index;
    else if (char === '“' || char === '„' || char === '«' || char === '「' || char === '『') open = index;
    else if (char === '”' || char === '»' || char === '」' || char === '』') open = -1;
  }
  return Math.max(straight, open);
}

/**
 * Whether a text (a subject, a line of a body) says what a code is for: a code word that does ("Bestätigungscode"),
 * a verification word or verb, a typing verb, signing in, a lifetime in minutes, keeping it secret.
 */
export function textSaysPurpose(text: string): boolean {
  return analyseLine(text).saysPurpose;
}

/** Quoted lines read for what the code of a reply's thread is for. */
const HISTORY_PURPOSE_LINES = 60;

/** Whether the quoted history of a reply (">" lines, lines after a reply header) says what a code is for. */
function historySaysPurpose(lines: LineInfo[]): boolean {
  let read = 0;
  for (let index = 0; index < lines.length && read < HISTORY_PURPOSE_LINES; index++) {
    const line = lines[index];
    if (!line.isQuoted && !line.inQuotedSection) continue;
    read++;
    if (line.saysPurpose) return true;
  }
  return false;
}

/** Lines above and below a candidate read for what its code is for. */
const PURPOSE_WINDOW = 3;

/**
 * Whether the candidate's neighbourhood (PURPOSE_WINDOW lines either side) or the subject says what
 * a code is for: verifying, signing in, activating, a lifetime in minutes, keeping it secret, typing
 * it. For a candidate of the subject, the opening of the bodies counts too.
 */
function hasPurposeEvidence(lines: LineInfo[], candidate: RawCandidate, document: ScanDocument, context: ScanContext): boolean {
  // A mail about a code ("602714 ist dein Fahrrad+ Code", "Re: login code?"): its subject names one that no qualifier makes something else.
  if (context.subjectNamesCode || context.threadNamesCode || (context.subjectSaysPurpose?.() ?? true)) return true;
  if (document.kind === 'subject') return context.mailSaysPurpose?.() ?? true;
  const from = Math.max(0, candidate.lineIndex - PURPOSE_WINDOW);
  const to = Math.min(lines.length - 1, candidate.lineIndex + PURPOSE_WINDOW);
  for (let index = from; index <= to; index++) if (lines[index].saysPurpose) return true;
  return false;
}

/** Context returned to the caller: the line, or the keyword line plus a bare code line. */
function contextText(lines: LineInfo[], candidate: RawCandidate): string {
  const line = lines[candidate.lineIndex];
  if (candidate.isolated && line.keywords.length === 0) {
    const previous = lines[candidate.lineIndex - 1];
    if (previous && previous.keywords.length > 0) {
      return contextAround(`${previous.raw} ${candidate.raw}`, previous.raw.length + 1, previous.raw.length + 1 + candidate.raw.length);
    }
    if (candidate.shape === 'spaced') return candidate.code;
  }
  return contextAround(line.raw, candidate.start, candidate.end);
}

/**
 * A text part's lines with a space put between a code word and the number glued to it ("Signing code4417 9023" →
 * "Signing code 4417 9023"): generators and mail parsers that write a table as text join a label cell to its
 * value cell. Lines without a letter right before three digits are passed as they are (one test each).
 */
export function separateGluedCodeWords(lines: string[]): string[] {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (!LETTER_BEFORE_DIGITS_RE.test(line)) continue;
    const separated = line.replace(GLUED_CODE_WORD_RE, separateGlued);
    if (separated !== line) lines[index] = separated;
  }
  return lines;
}

function separateGlued(match: string, completion: string): string {
  return LOWER_CASE_WORDS_RE.test(completion) ? `${match} ` : match;
}

/** True when the text contains a code word that is not vetoed ("promo code"). */
export function namesCode(text: string): boolean {
  return analyseLine(text).keywords.length > 0;
}

/**
 * Marks the lines of a reply's quoted history: everything after the first reply header
 * ("On … wrote:", "Am … schrieb …:", "… <a@b.example>:", "-----Original Message-----", Outlook's
 * "From: … / Sent: …" block). A forwarded message's header opens content, not history.
 */
function markQuotedSection(lines: LineInfo[], isForward: boolean): void {
  // In a forward, the first header block ("From: … Sent: …" without a "Forwarded message" line, as
  // Outlook writes it) opens the forwarded message: content, not history.
  let forwardHeaderSeen = !isForward;
  for (let index = 0; index < lines.length; index++) {
    if (!isReplyHeader(lines, index)) continue;
    if (!forwardHeaderSeen) {
      forwardHeaderSeen = true;
      // Outlook's "-----Original Message-----" line and the "From: / Sent:" block under it are one header, whatever
      // the order of its fields ("Subject: …" / "From: …" / "Date: …").
      while (index + 1 < lines.length && isHeaderFieldLine(lines[index + 1].raw)) index++;
      continue;
    }
    // A header followed by ">" lines quotes only those (the writer may answer below them, as
    // bottom-posters do); one followed by plain lines (Outlook) quotes the rest of the mail.
    const prefixed = lines[index + 1]?.isQuoted ?? false;
    for (let quoted = index + 1; quoted < lines.length; quoted++) {
      if (prefixed && !lines[quoted].isQuoted) {
        index = quoted - 1;
        break;
      }
      lines[quoted].inQuotedSection = true;
      if (quoted === lines.length - 1) return;
    }
  }
}

/** Marks the lines that continue a hard-wrapped sentence of the line above (plain-text parts). */
function markWrappedLines(lines: LineInfo[]): void {
  for (let index = 1; index < lines.length; index++) {
    if (wrapsIntoNext(lines[index - 1].raw)) lines[index].continuesPrevious = true;
  }
}

/** Lower-case substrings of every attribution verb of REPLY_ATTRIBUTION_RE (a plain search is cheaper than that pattern). */
const ATTRIBUTION_STEMS = ['rote', 'chrieb', 'crit', 'cribi', 'screveu', 'critto', 'chreef', 'krev', 'napsal', 'napisa', 'аписал', 'пише', 'yazd', 'enulis', 'viết', 'kirjoitti', 'γραψε', 'írta', 'scris', '写道', '寫道', '작성', 'كتب', 'लिखा'];
/** Any of ATTRIBUTION_STEMS, as one literal alternation (one scan of the tail instead of one per stem). */
const ATTRIBUTION_STEM_RE = new RegExp(ATTRIBUTION_STEMS.join('|'));

/** The ASCII stems of ATTRIBUTION_STEMS, matched in any case: for an ASCII text, what lower-casing it and testing ATTRIBUTION_STEM_RE finds. */
const ASCII_ATTRIBUTION_STEM_RE = new RegExp(ATTRIBUTION_STEMS.filter((stem) => /^[\x00-\x7f]+$/.test(stem)).join('|'), 'i');

/**
 * ATTRIBUTION_STEM_RE on the lower-cased text, without lower-casing a copy of it when it holds no
 * letter outside ASCII ("·", "–" and "©" are none): then no other stem can occur, and no character
 * lower-cases into an ASCII one (only "İ" and the Kelvin sign do, and they are letters).
 */
function hasAttributionStem(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code > 0x7f && !isCommonNonLetter(code)) return ATTRIBUTION_STEM_RE.test(text.toLowerCase());
  }
  return ASCII_ATTRIBUTION_STEM_RE.test(text);
}

/**
 * Non-ASCII characters that are certainly no letter, as templates print them: Latin-1 punctuation
 * and symbols ("·", "©", no-break space; not "ª", "µ", "º"), "×", "÷", general punctuation ("–",
 * "…", "’"), currency signs, arrows, mathematical and technical symbols, box drawing, geometric
 * shapes and dingbats. Anything else counts as a possible letter.
 */
function isCommonNonLetter(code: number): boolean {
  if (code >= 0xa0 && code <= 0xbf) return code !== 0xaa && code !== 0xb5 && code !== 0xba;
  return code === 0xd7 || code === 0xf7 || (code >= 0x2000 && code <= 0x206f) || (code >= 0x20a0 && code <= 0x20cf) || (code >= 0x2190 && code <= 0x23ff) || (code >= 0x2500 && code <= 0x27bf);
}

function isReplyHeader(lines: LineInfo[], index: number): boolean {
  const raw = lines[index].raw;
  if (raw.length > 300) return false;
  // The attribution verb ends the line: testing the tail keeps this cheap on long lines.
  const tail = raw.slice(-40);
  if ((hasAttributionStem(tail) && REPLY_ATTRIBUTION_RE.test(tail)) || (ENDS_WITH_COLON_RE.test(raw) && REPLY_ADDRESS_ATTRIBUTION_RE.test(raw))) return true;
  if (raw.includes('--') && ORIGINAL_MESSAGE_RE.test(raw)) return true;
  // Outlook: "From: Name <a@b>" followed by "Sent:" (or its translations) within three lines,
  // unless a "Forwarded message" line introduces it.
  if (!HEADER_FROM_RE.test(raw)) return false;
  const next = lines.slice(index + 1, index + 4).map((line) => line.raw);
  if (!next.some((line) => HEADER_SENT_RE.test(line))) return false;
  const previous = lines.slice(Math.max(0, index - 3), index).map((line) => line.raw);
  return !previous.some((line) => FORWARD_MARKER_RE.test(line));
}

/** The shapes of all-digit codes by length: "", "9", "99", … */
const DIGIT_SHAPES = Array.from({ length: 17 }, (_, length) => '9'.repeat(length));

function isAllAsciiDigits(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (!isAsciiDigit(text.charCodeAt(index))) return false;
  return true;
}

/** Digits become 9 and letters A: "4829-1038" and "7712-0394" share the shape "9999-9999". */
export function shapeOf(code: string): string {
  // code.replace(/\d/g, '9').replace(/[A-Z]/gi, 'A'), by comparisons: it runs for every candidate.
  if (code.length < DIGIT_SHAPES.length && isAllAsciiDigits(code)) return DIGIT_SHAPES[code.length];
  let shape = '';
  for (let index = 0; index < code.length; index++) {
    const char = code.charCodeAt(index);
    shape += isAsciiDigit(char) ? '9' : isAsciiUpper(char) || isAsciiLower(char) ? 'A' : code[index];
  }
  return shape;
}

/**
 * The shape that list items share: generators of mixed codes place digits anywhere
 * ("z3mv-4apu", "64eg-spy2"), so letters and digits are one class there; numeric codes keep
 * their digit pattern.
 */
function listShapeOf(code: string): string {
  return LETTER_RE.test(code) ? code.replace(LETTERS_AND_DIGITS_RE, 'X') : shapeOf(code);
}

/**
 * Candidates laid out as a list: three or more different codes of one shape, each on a line that
 * holds nothing else but numbering, bullets or other codes of that shape (backup codes, recovery
 * codes, a table of them).
 */
function listMembers(lines: LineInfo[], candidates: RawCandidate[]): ReadonlySet<RawCandidate> {
  const byShape = new Map<string, RawCandidate[]>();
  for (const candidate of candidates) {
    const shape = listShapeOf(candidate.code);
    const group = byShape.get(shape);
    if (group) group.push(candidate);
    else byShape.set(shape, [candidate]);
  }
  let members: Set<RawCandidate> | undefined;
  for (let group of byShape.values()) {
    if (group.length < LIST_SIZE) continue;
    // The group's tokens on each line, so each line is tested once. Candidates come line by line
    // (collectRawCandidates reads the lines in order), so a line's tokens are one run of the group;
    // the codes of single-character lines come last, and a (stable) sort puts them in place.
    if (!isSortedByLine(group)) group = group.slice().sort((a, b) => a.lineIndex - b.lineIndex);
    const items: RawCandidate[] = [];
    for (let from = 0; from < group.length; ) {
      let to = from + 1;
      while (to < group.length && group[to].lineIndex === group[from].lineIndex) to++;
      if (isListLine(lines[group[from].lineIndex].masked, group, from, to)) for (let index = from; index < to; index++) items.push(group[index]);
      from = to;
    }
    if (items.length >= LIST_SIZE && differentCodes(items) >= LIST_SIZE && !isLabelValueTable(lines, items)) {
      members ??= new Set<RawCandidate>();
      for (const item of items) members.add(item);
    }
  }
  return members ?? NO_MEMBERS;
}
const NO_MEMBERS: ReadonlySet<RawCandidate> = new Set<RawCandidate>();

/**
 * Values each under a label cell of its own ("Ticket" / "#882104", "Account ID" / "552019", "Verification code" /
 * "310 447"): a table of a record's fields, not a list of codes. A list has at most a heading above its first item.
 */
function isLabelValueTable(lines: LineInfo[], items: RawCandidate[]): boolean {
  let labelled = 0;
  for (const item of items) {
    const above = lines[item.lineIndex - 1];
    if (above && above.raw.length <= 40 && hasLetter(above.masked, 0, above.masked.length) && !ASCII_DIGIT_RE.test(above.masked)) labelled++;
  }
  return labelled >= 2 && 2 * labelled >= items.length;
}

function isSortedByLine(group: RawCandidate[]): boolean {
  for (let index = 1; index < group.length; index++) if (group[index].lineIndex < group[index - 1].lineIndex) return false;
  return true;
}

/** How many different codes the items hold, counted up to LIST_SIZE. */
function differentCodes(items: RawCandidate[]): number {
  let count = 0;
  for (let index = 0; index < items.length && count < LIST_SIZE; index++) {
    let seen = false;
    for (let previous = 0; previous < index && !seen; previous++) seen = items[previous].code === items[index].code;
    if (!seen) count++;
  }
  return count;
}

/** This many different codes of one shape make a list. */
const LIST_SIZE = 3;

/** The line holds nothing but the given tokens, numbering and bullets. */
function isListLine(line: string, group: RawCandidate[], from: number, to: number): boolean {
  if (line.length > 160) return false;
  // What is left between the tokens holds no letter. (Joined with spaces, and without a leading
  // number or bullet, which holds none: the letters are those of the pieces, read in place.)
  let tokens = group;
  if (!isSortedByStart(group, from, to)) {
    tokens = group.slice(from, to).sort((a, b) => a.start - b.start);
    to -= from;
    from = 0;
  }
  let at = 0;
  for (let index = from; index < to; index++) {
    const token = tokens[index];
    if (token.start < at) continue;
    if (hasLetter(line, at, token.start)) return false;
    at = token.end;
  }
  return !hasLetter(line, at, line.length);
}

function isSortedByStart(tokens: RawCandidate[], from: number, to: number): boolean {
  for (let index = from + 1; index < to; index++) if (tokens[index].start < tokens[index - 1].start) return false;
  return true;
}

/** Whether line[from, to) holds a letter (\p{L}): ASCII by comparisons, other characters with a sticky test. */
function hasLetter(line: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const code = line.charCodeAt(index);
    if (code < 0x80) {
      if (isAsciiUpper(code) || isAsciiLower(code)) return true;
      continue;
    }
    LETTER_AT_RE.lastIndex = index;
    if (LETTER_AT_RE.test(line)) return true;
    if (isHighSurrogate(code) && index + 1 < to && isLowSurrogate(line.charCodeAt(index + 1))) index++;
  }
  return false;
}
const LETTER_AT_RE = /\p{L}/uy;

/**
 * For a reply about a code, the writer's new text: for each line, its rank among the new text's
 * lines, or -1 for history. The new text is the lines above the first quoted one (">" or after a
 * reply header) and, when the history is quoted with ">", the unquoted lines after it (a writer
 * answering below the quote or between its lines). null without quoted history, or when the thread
 * names no code: neither the subject nor a line of the quoted history.
 */
function replyNewText(lines: LineInfo[], context: ScanContext): Int16Array | null {
  let first = -1;
  for (let index = 0; index < lines.length; index++) {
    if (lines[index].isQuoted || lines[index].inQuotedSection) {
      first = index;
      break;
    }
  }
  // Without quoted history there is no telling what is new (a code review's "Your code is 4821"),
  // except in a short message of a thread about a code ("Re: code" / "here it is: 582019"): a person's
  // chat answer, all of it new.
  if (first < 0) return context.threadNamesCode && lines.length <= SHORT_REPLY_LINES ? allNew(lines) : null;
  if (!context.threadNamesCode && !lines.some((line, index) => index >= first && line.keywords.length > 0)) return null;
  const ranks = new Int16Array(lines.length).fill(-1);
  let rank = 0;
  // Below the history only when it is a quoted mail: ">" lines under a reply header ("On … wrote:").
  // An Outlook block quotes the rest of the mail, and ">" lines without a header quote a diff or a
  // comment (a code review's notification), after which the text is the notification's own.
  let attributedQuote = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line.isQuoted && index > 0 && !lines[index - 1].isQuoted && isReplyHeader(lines, index - 1)) attributedQuote = true;
    // A reply that opens with its quoted history writes below it (bottom-posting): "> > On … wrote:" / "> Sure: 288514" /
    // "No worries, here is the new one: 610358".
    if (line.isQuoted && index === 0) attributedQuote = true;
    if (line.isQuoted || line.inQuotedSection) continue;
    if (index > first && !attributedQuote) continue;
    // The reply header ("On … wrote:") that opens the history is not the writer's text either.
    if (isReplyHeader(lines, index)) continue;
    ranks[index] = rank++;
  }
  return rank > 0 ? ranks : null;
}

/** A reply without quoted history this short is a person's message (rendered HTML adds no lines for markup). */
const SHORT_REPLY_LINES = 12;

function allNew(lines: LineInfo[]): Int16Array {
  const ranks = new Int16Array(lines.length);
  for (let index = 0; index < ranks.length; index++) ranks[index] = index;
  return ranks;
}

/**
 * A 4–5-digit number that a short clause of the writer hands over: the text before it on its line is one clause
 * without digits that ends in a colon, an arrow or a dash and names no room, number or year ("here you go: 5820",
 * "Grad gekommen -> 5820", "收到了：5820"), and the number ends its sentence ("4108 is my desk extension" is described).
 */
function handedOverAfterColon(line: string, start: number, end: number, code: string): boolean {
  if (YEAR_RE.test(code)) return false;
  // The clause may follow an earlier sentence of the line ("The one in my last mail has expired already, sorry.
  // Brightgrid just sent a fresh one: 7731").
  const text = line.slice(Math.max(0, start - 160), start);
  const before = text.slice(text.search(LAST_SENTENCE_RE));
  if (before.length > 48) return false;
  return SHORT_CLAUSE_COLON_RE.test(before) && !ASCII_DIGIT_RE.test(before) && !NUMBER_NOUN_RE.test(before) && ENDS_SENTENCE_RE.test(line.slice(end, end + 40));
}
const SHORT_CLAUSE_COLON_RE = /^[^.!?。！？\d]{0,44}(?:[:：]|->|=>|→|[–—-])\s*$/u;
const ENDS_SENTENCE_RE = /^\s*(?:$|[.,;!?。，！？)]|\s[-–—]\s)/u;
/** Nouns that make the number after them something else: a room, desk, number, year, ext., price. */
const NUMBER_NOUN_RE = /(?<![\p{L}])(?:room|desk|floor|number|no|nr|ext|extension|apt|unit|table|seat|gate|year|price|total|zimmer|raum|nummer|chambre|salle|numéro|habitación|sala|número|quarto|stanza|numero|kamer|pokój|numer|комнат\p{L}*|номер\p{L}*|oda|numara\p{L}*|rum|huone|szoba|szám)(?![\p{L}])/iu;

/** How many lines of a reply's new text open it (greeting, the sentence that gives the code). */
const REPLY_LEAD_LINES = 4;

/** A label of something else right before a number ("leverantör nr 004417", "Order #48213", "Employee ID 40217"). */
const LABEL_RIGHT_BEFORE_RE = new RegExp(`(?:${NEGATIVE_LABEL_RE.source})[\\s:：#.]*$`, 'iu');

/** The codes that the quoted history of a reply holds (">" lines and lines after a reply header), or a forward's forwarded mail (from `forwardStart`). */
function codesInQuotedHistory(lines: LineInfo[], candidates: RawCandidate[], forwardStart: number): Set<string> {
  const codes = new Set<string>();
  for (const candidate of candidates) {
    const line = lines[candidate.lineIndex];
    if (line.inQuotedSection || line.isQuoted || (forwardStart >= 0 && candidate.lineIndex >= forwardStart)) codes.add(candidate.code);
  }
  return codes;
}

/** Whether a reply header ("On … wrote:") lies strictly between two lines. */
function replyHeaderBetween(lines: LineInfo[], from: number, to: number): boolean {
  for (let index = from + 1; index < to; index++) if (isReplyHeader(lines, index)) return true;
  return false;
}

/** The line that opens a forward's forwarded mail ("---------- Forwarded message ---------", Outlook's "From: / Sent:" block), or -1. */
function forwardedMailStart(lines: LineInfo[]): number {
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index].raw;
    // "---------- Forwarded message ---------", or Apple Mail's "Begin forwarded message:" without dashes.
    if ((raw.length <= 200 && FORWARD_MARKER_RE.test(raw)) || isReplyHeader(lines, index)) return index;
  }
  return -1;
}

/**
 * In a mail whose subject says no forward, the line that opens a forwarded mail: the forward marker above its first ">"
 * line (quotedForwardStart), or a forward marker line of its own ("---------- Forwarded message ---------", "Begin
 * forwarded message:"), or -1. Marker lines hold "--" or end with a colon: other lines are not tested.
 */
function bodyForwardStart(lines: LineInfo[]): number {
  const quoted = quotedForwardStart(lines);
  if (quoted >= 0) return quoted;
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index].raw;
    if (raw.length > 200 || raw.length < 8) continue;
    if ((raw.includes('--') || raw.charCodeAt(raw.length - 1) === 0x3a || raw.trimEnd().endsWith(':')) && FORWARD_MARKER_RE.test(raw)) return index;
  }
  return -1;
}

/** The forward marker within two lines above a mail's first ">" line ("Begin forwarded message:"), or -1. */
function quotedForwardStart(lines: LineInfo[]): number {
  // The first line opening with ">" (after spaces), found by comparisons: this runs for every mail's body.
  let first = 0;
  for (; first < lines.length; first++) {
    const raw = lines[first].raw;
    let at = 0;
    while (at < raw.length && (raw.charCodeAt(at) === 0x20 || raw.charCodeAt(at) === 0x09)) at++;
    if (raw.charCodeAt(at) === 0x3e && lines[first].isQuoted) break;
  }
  if (first >= lines.length) return -1;
  for (let index = first - 1; index >= Math.max(0, first - 2); index--) {
    const raw = lines[index].raw;
    if (raw.length <= 200 && FORWARD_MARKER_RE.test(raw)) return index;
  }
  return -1;
}

/**
 * For a forward whose forwarded mail names a code, the forwarder's own text above it, ranked as
 * replyNewText ranks a reply's new text; null when the forwarded mail names no code.
 */
function forwardNewText(lines: LineInfo[], start: number): Int16Array | null {
  let namesCode = false;
  for (let index = start; index < lines.length && !namesCode; index++) namesCode = lines[index].keywords.length > 0;
  if (!namesCode) return null;
  const ranks = new Int16Array(lines.length).fill(-1);
  let rank = 0;
  for (let index = 0; index < start; index++) if (!lines[index].isQuoted) ranks[index] = rank++;
  return rank > 0 ? ranks : null;
}

/**
 * Whether a reply's or forward's new text warns against what it passes on: it calls it a fraud ("It is a PHISHING attempt",
 * "Das ist Betrug", "c'est une arnaque"; not in a question, not negated: "this isn't phishing") or tells the reader not to
 * enter or use the code ("Do NOT enter the code anywhere", "Code bitte nicht eingeben"), outside a condition.
 */
function newTextWarns(lines: LineInfo[], newText: Int16Array): boolean {
  for (let index = 0; index < lines.length; index++) {
    if (newText[index] < 0) continue;
    const text = lines[index].masked;
    // (Not one that names the code it means, or an older one: "use 558 120 … Don't use the older one".)
    if (NOT_TO_USE_RE.test(text) && !CONDITIONAL_RE.test(text) && !STALE_CODE_RE.test(text) && !FOUR_DIGITS_RE.test(text)) return true;
    const fraud = FRAUD_WORD_RE.exec(text);
    if (fraud && !text.includes('?') && !NOT_BEFORE_RE.test(text.slice(Math.max(0, fraud.index - 20), fraud.index))) return true;
  }
  return false;
}
const FOUR_DIGITS_RE = /\d{4}|\d{3} \d{3}/;
const NOT_BEFORE_RE = /(?:(?<![\p{L}])(?:not|no|kein\p{L}*|pas|nicht|non|niet|geen|nie|не|değil|inte|ikke)|n['’]t)\s+(?:(?:a|an|de|du|un|une|una|um|uma|een)\s+)?$/iu;

/**
 * Digits written as words, as a person reads a code out ("eight one four, two two nine", "acht eins vier
 * zwei", "huit un quatre deux"), in English, German, Dutch, French, Spanish, Italian and Portuguese.
 */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0', oh: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  null: '0', eins: '1', zwei: '2', drei: '3', vier: '4', fünf: '5', sechs: '6', sieben: '7', acht: '8', neun: '9',
  nul: '0', een: '1', twee: '2', vijf: '5', zes: '6', zeven: '7', negen: '9',
  zéro: '0', un: '1', deux: '2', trois: '3', quatre: '4', cinq: '5', sept: '7', huit: '8', neuf: '9',
  cero: '0', uno: '1', dos: '2', tres: '3', cuatro: '4', cinco: '5', seis: '6', siete: '7', ocho: '8', nueve: '9',
  due: '2', tre: '3', quattro: '4', cinque: '5', sei: '6', sette: '7', otto: '8', nove: '9',
  um: '1', dois: '2', três: '3', sete: '7', oito: '8',
};
const DIGIT_WORD = `(?:${Object.keys(DIGIT_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
/** Four to ten digit words in a row, separated by spaces, commas or hyphens. */
// Without the u flag and with \\b (not a Unicode lookbehind) V8 scans a line for the words' first letters
// quickly; the words' own letters are matched literally, so "fünf", "zéro" and "três" still match.
const SPELLED_DIGITS_RE = new RegExp(`\\b${DIGIT_WORD}(?:(?:\\s*[,–-]\\s*|\\s+)${DIGIT_WORD}){3,9}(?![\\wÀ-ɏ])`, 'gi');
const DIGIT_WORD_RE = new RegExp(DIGIT_WORD, 'gi');
/** Bodies longer than this are not searched for spelled codes (newsletters; a person's message is short). */
const SPELLED_MAX_LINES = 200;

/** Adds a candidate for each run of spelled digits; whether any was found. */
function addSpelledCandidates(lines: LineInfo[], found: RawCandidate[]): boolean {
  let added = false;
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
    const text = lines[lineIndex].masked;
    for (const match of matchesOf(SPELLED_DIGITS_RE, text)) {
      let code = '';
      for (const word of match[0].matchAll(DIGIT_WORD_RE)) code += DIGIT_WORDS[word[0].toLowerCase()];
      const start = match.index ?? 0;
      found.push({ code, raw: match[0], shape: 'spelled', lineIndex, start, end: start + match[0].length, isolated: isIsolated(text, start, start + match[0].length) });
      added = true;
    }
  }
  return added;
}

/**
 * { shapePrior, codeWord }: a pruned candidate's object that holds only those two (in that order) is
 * filled in again, so the features keep the order in which a new object lists them.
 */
function startFeatures(spare: CodeFeatures | undefined, shapePrior: number, codeWord: number): CodeFeatures {
  if (!spare) return { shapePrior, codeWord };
  spare.shapePrior = shapePrior;
  spare.codeWord = codeWord;
  return spare;
}

function featureCount(features: CodeFeatures): number {
  let count = 0;
  for (const name in features) if (name) count++;
  return count;
}

/**
 * `items.map(score).filter(notNull)` in one loop, with no array in between. Not `map`: V8's optimised
 * `map` makes a holey array where the builtin makes a packed one, and `filter` then met both maps
 * ("wrong map" deopts of findCodeCandidates whenever it was optimised again).
 */
function keptResults<T, R>(items: T[], score: (item: T) => R | null): R[] {
  const kept: R[] = [];
  for (let index = 0; index < items.length; index++) {
    const result = score(items[index]);
    if (result !== null) kept.push(result);
  }
  return kept;
}

/** Documents with more candidates than this are pruned (see findCodeCandidates). */
const PRUNE_ABOVE = 40;

/** The most the features added after pruning can contribute: subject naming a code, "new code", subject and body agree. */
const MAX_LATER_BONUS = CODE_FEATURE_WEIGHTS.subjectNamesCode + CODE_FEATURE_WEIGHTS.freshMention + CODE_FEATURE_WEIGHTS.inSubjectAndBody;

/** Scores every code-like token of a document. */
export function findCodeCandidates(document: ScanDocument, context: ScanContext): CodeCandidate[] {
  // A loop, not `map`: V8's optimised `map` makes a holey array where the builtin makes a packed one, so the
  // functions these lines go to would meet a second array map ("wrong map" deopts) once this one is optimised.
  // Holey from the start and filled by index, it needs no growing as `push` would.
  const lines: LineInfo[] = new Array(document.lines.length);
  for (let index = 0; index < lines.length; index++) lines[index] = analyseLine(document.lines[index]);
  if (document.kind === 'body') markQuotedSection(lines, context.isForward);
  if (document.source === 'text') markWrappedLines(lines);
  const raw = collectRawCandidates(lines);
  // A code read out in words ("eight one four, two two nine") is sought only in short bodies of mails about a code.
  if (document.kind === 'body' && (context.threadNamesCode || context.subjectNamesCode) && lines.length <= SPELLED_MAX_LINES && addSpelledCandidates(lines, raw)) {
    raw.sort((a, b) => a.lineIndex - b.lineIndex || a.start - b.start);
  }
  const listed = listMembers(lines, raw);
  // A forward's own text above the forwarded mail is read as a reply's new text: a code the forwarder
  // writes there ("the new one came by SMS: 218 440. Use that one, not the one below") is the one they send now.
  // Without a forward's subject, a forward marker right above the first ">" line ("Begin forwarded message:" / "> From: …")
  // still says the quoted mail is forwarded content.
  // A forward marker in the body makes a forward whatever the subject says ("PHISHING WARNING - Fwd: …", a subject of the
  // forwarder's own): the mail's structure, not its subject, tells the forwarder's text from the forwarded mail.
  const forwardStart = document.kind !== 'body' ? -1 : context.isForward ? forwardedMailStart(lines) : context.isReply ? -1 : bodyForwardStart(lines);
  const quotedCodes = codesInQuotedHistory(lines, raw, forwardStart);
  const newText = document.kind !== 'body' ? null : context.isReply ? replyNewText(lines, context) : forwardStart > 0 ? forwardNewText(lines, forwardStart) : null;
  const isNewText = (index: number): boolean => newText !== null && newText[index] >= 0;
  // The first code-shaped token of the opening lines of that new text: chat wording names no code
  // ("here's the new one: 482913", "try 5820 1934 instead", "Prueba con 582019").
  // Plain numbers of 4–5 digits there are as often rooms, extensions and times ("I'm in room 4108").
  // A code the history holds too is the one discussed, not the one sent now ("no, 551902 was the first one … they sent another: 883 120").
  const shortNote = document.kind === 'body' && context.subjectNamesCode && raw.length === 1 && nonEmptyLines(lines) <= SHORT_NOTE_LINES;
  // A shorter one leads when a short clause of the writer's opening ends in a colon or an arrow right before it
  // ("here you go: 5820", "Grad gekommen -> 5820", "收到了：5820").
  // A number its label names as something else ("Vi är leverantör nr 004417 hos dem.") does not lead.
  const lead = newText ? raw.find((candidate) => candidate.shape !== 'range' && newText[candidate.lineIndex] >= 0 && newText[candidate.lineIndex] < REPLY_LEAD_LINES && (candidate.shape !== 'numeric' || candidate.code.length >= 6 || handedOverAfterColon(lines[candidate.lineIndex].masked, candidate.start, candidate.end, candidate.code)) && !quotedCodes.has(candidate.code) && !LABEL_RIGHT_BEFORE_RE.test(lines[candidate.lineIndex].masked.slice(Math.max(0, candidate.start - 30), candidate.start))) : undefined;
  // A code the writer of a forward or reply says fails ("I keep getting \"invalid code\" with 440918 from the mail below"):
  // its copy in the mail they pass on is spent too.
  const failed = newText ? failedCodes(lines, raw, isNewText) : null;
  let forbidden: boolean | undefined;
  const forbiddenByWriter = (): boolean => (forbidden ??= writerForbidsUse(lines, forwardStart));
  // A writer warning that what they pass on is a fraud, or not to enter its code ("It is a PHISHING attempt … Do NOT enter
  // the code anywhere"): every code below their text is not to be used.
  const warned = newText !== null && newTextWarns(lines, newText);
  // The features object of the last pruned candidate, when it held only the two features every
  // candidate starts with: the next candidate fills it in (most numbers of a newsletter are pruned).
  let spareFeatures: CodeFeatures | undefined;
  const candidates = keptResults(
    raw,
    (candidate): CodeCandidate | null => {
      const keywords = keywordEvidence(lines, candidate);
      // A letter-prefixed code ("G-482913") is only believable right next to a code word, and
      // digit pairs ("48 29 13") only close to one: otherwise they are references or times.
      if (candidate.shape === 'prefixed' && keywords.score < 45 && !(candidate.isolated && keywords.score >= 40)) return null;
      // Irregular groupings ("555-0142") are phone numbers unless a code word labels them directly.
      // Dotted groups alone on their line under a code word ("Código:" / "482.913") are set apart as codes are.
      // So are groupings alone under the line that introduces them by their code word ("… enter the activation code:" / "381 920 4755").
      if (candidate.shape === 'irregular' && !keywords.direct && !(candidate.isolated && keywords.score >= 40 && (candidate.raw.includes('.') || namesCode(introducingSentence(lines, candidate))))) return null;
      // A reply's writer setting digit pairs apart in the new text ("Deze komt net binnen:" / "73 91 04") sends them as the code.
      // So are the pairs that open a reply's new text ("Eccolo: 27 80 43").
      if (candidate.shape === 'pairs' && !keywords.direct && keywords.score < 45 && candidate !== lead && !(candidate.isolated && (keywords.score >= 40 || isNewText(candidate.lineIndex)))) return null;
      // A range ("spaces 114-118", "pp. 2210-2236") is a code only with a code word beside it or on the line above.
      if (candidate.shape === 'range' && keywords.score < 40) return null;
      // Spaced upper-case groups ("XQR 882") are one code only when a code word labels them ("PIN: XQR 882").
      if (candidate.shape === 'spacedAlphanumeric' && keywords.score < 60) return null;
      // Four characters ("K4R7") are a code only beside a code word ("Ověřovací kód: K4R7", "K9W2 - your verification code"),
      // never one group of a longer spaced key ("CSV: 7XK9 2MQP 4RTD") nor a field of a record listed item by item
      // ("- Your parcel number: …" / "- Your security code: 6KD2", what a redelivery form asks).
      if (candidate.shape === 'alphanumeric' && candidate.raw.length === 4 && (keywords.score < 45 || inSpacedGroups(lines[candidate.lineIndex].masked, candidate) || LIST_MARKER_RE.test(lines[candidate.lineIndex].masked))) return null;
      // A code read out in words is believed beside a code word, or as what a reply's writer sends (replyLead).
      if (candidate.shape === 'spelled' && keywords.score < 40 && candidate !== lead) return null;
      // Lower-case alphanumerics need a code word right before them or on the line above.
      // A reply's writer may set one apart as the code they send ("q8zt-4mxw" / "that's the one from the invite mail").
      if (candidate.shape === 'lowercase' && keywords.score < 40 && candidate !== lead) return null;
      // Letters-only codes: alone under a code-word line, or labelled ("code: JRVKC") on a line
      // that is not all capitals ("CODES STILL MATTER" is a heading).
      // A device-flow key of two groups of four letters ("WDJB-MJHT"), which no word is shaped like, needs only a code word
      // close before it in a sentence asking to type it ("Enter the code WDJB-MJHT at …/login/device", "gib diesen Code ein:
      // BQXR-KMTF", "saisissez le code KQTR-WMZX").
      if (candidate.shape === 'letters' && !(candidate.isolated && keywords.score >= 40) && !isLabelledInSentence(lines, candidate, keywords) && !isTypedLettersKey(lines, candidate, keywords)) {
        return null;
      }
      // A "confirmation number" is a reference (bookings, orders, support requests, appointments)
      // unless its sentence or line asks the reader to type it or to verify something with it.
      if (CONFIRMATION_NUMBER_RE.test(keywords.wordBefore) && (context.transactional || !asksToUseConfirmationNumber(lines, candidate)) && !requestsVerification(lines, candidate)) return null;

      const line = lines[candidate.lineIndex];
      // A short note whose subject names a code and whose body holds this one number ("the code" / "6174",
      // "code" / "here: 618 204"): the subject labels it as a code word on the line above would.
      if (shortNote && keywords.score < ABOVE_SCORES[0]) keywords.score = ABOVE_SCORES[0];
      // "enter the code HBX-4427 in your browser", "Enter this code on your TV:" / "WXYZ-1234": a key-shaped
      // code that a code word labels and its sentence asks to type is a device-flow user code, not an issue key.
      const typedKey = candidate.shape === 'alphanumeric' && (keywords.direct || keywords.score >= 50 || (candidate.isolated && keywords.score >= 40)) && DEVICE_KEY_RE.test(candidate.raw) && ENTRY_VERB_ANYWHERE_RE.test(sentenceBefore(lines, candidate));
      const features = startFeatures(spareFeatures, shapeScore(candidate, typedKey), keywords.score);
      spareFeatures = undefined;
      if (candidate.isolated) features.isolated = 1;
      // In a reply about a code, a code the writer sets apart (alone on its line) or names, in the
      // new text above the quoted history, is the one they send now ("I just triggered a fresh one:" /
      // "918 274"); one the history holds too is only discussed (repeatsQuoted).
      // So is a code its clause calls new ("new one just came in: 508 113").
      let replyNew = isNewText(candidate.lineIndex) && (candidate.isolated || keywords.score >= 40 || candidate === lead || FRESH_CODE_RE.test(sentenceBefore(lines, candidate))) && !quotedCodes.has(candidate.code) && !insideQuotation(line.masked, candidate.start);
      if (replyNew) features.replyNewCode = 1;
      if (replyNew && candidate === lead) features.replyLead = 1;
      if (context.prominent.has(comparable(candidate.raw))) features.emphasised = 1;
      // Long documents (newsletters, receipts) hold hundreds of numbers: one whose positive
      // evidence cannot reach the threshold even with every bonus still to come is not scored further.
      if (raw.length > PRUNE_ABOVE && scoreCodeFeatures(features) + MAX_LATER_BONUS < CODE_THRESHOLD) {
        if (featureCount(features) === 2) spareFeatures = features;
        return null;
      }
      negativeFeatures(lines, candidate, keywords, features, context.isReply || context.isForward);
      // A forward's forwarded mail quoted with ">" under its marker ("Begin forwarded message:" / "> From: Docufy …") is the content.
      // (Not the history that mail quotes in turn: ">" lines under its own "On … wrote:".)
      if (features.quotedLine && forwardStart >= 0 && candidate.lineIndex > forwardStart && !line.inQuotedSection && !replyHeaderBetween(lines, forwardStart, candidate.lineIndex)) delete features.quotedLine;
      // A label naming it something else ("Order 48213920 arrived") outweighs where the writer put it.
      // So does the writer's report of trying it ("I typed the code: 582019 but it does not work"), or calling it old.
      // A code of the writer's new text whose own sentence first retracts what the history holds ("Ignore my last email, I
      // typed it wrong - it's 55 81 09, not 55 18 09"): the correction of the code sent before, not a report of trying it.
      const correction = replyNew && quotedCodes.size > 0 && retracts(line.masked.slice(0, candidate.start));
      if (correction) features.replacesEarlier = 1;
      // A code the writer calls old or expired right after it, in its own clause, is no code they send ("the first code
      // (448 120) expired while I was at lunch"); stale words across a clause break speak of another ("use 472018 - the earlier 118302 …").
      if (replyNew && (features.negativeLabel || features.unitAfter || features.example || features.yearBare || (features.staleMention && (takenBackAfter(lines, candidate) || staleRightAfter(line.masked, candidate.end) || calledStaleAfter(lines, candidate))) || (!correction && reportsAttempt(lines, candidate)))) {
        replyNew = false;
        delete features.replyNewCode;
        delete features.replyLead;
        delete features.replacesEarlier;
      }
      // The forwarder's own text tells not to use the code of the mail they pass on ("It is a PHISHING attempt … Do NOT
      // enter the code anywhere", "Bitte den Code nicht eingeben"): the new text governs the forwarded mail.
      if (forwardStart >= 0 && candidate.lineIndex > forwardStart && !features.notToUse && forbiddenByWriter()) features.notToUse = 1;
      if (context.isReply && !replyNew && !isFreshCodeInReply(lines, candidate, keywords)) features.replyDiscussion = 1;
      if (context.transactional && !requestsVerification(lines, candidate) && !(keywords.score >= 40 && asksToTypeAfter(lines, candidate))) features.transactional = 1;
      // A newsletter selling something: its codes are discount codes, unless one is asked to be
      // typed or called a verification code.
      if (context.promoSubject && !requestsVerification(lines, candidate)) features.promoSubject = 1;
      if (context.subjectNamesCode && document.kind === 'body') features.subjectNamesCode = 1;
      if (listed.has(candidate)) features.listMember = 1;
      // A reply's subject repeats the subject of the mail it answers ("Re: 【…】確認コード 391508"): history.
      if (document.kind === 'subject' && context.isReply) features.quotedSection = 1;
      // Asked only of candidates that can still win.
      if (scoreCodeFeatures(features) + MAX_LATER_BONUS >= CODE_THRESHOLD && context.isLinkIdentifier?.(candidate.raw)) features.identifierInLink = 1;
      // A reply that repeats its history's code confirms it ("that one works - use 558 120"), unless
      // the writer reports trying it ("ich habe den Code eingegeben:" / "448 201").
      if (quotedCodes.has(candidate.code) && !line.isQuoted && !line.inQuotedSection && reportsAttempt(lines, candidate)) features.repeatsQuoted = 1;
      else if (failed?.has(candidate.code) && !isNewText(candidate.lineIndex)) features.failsForWriter = 1;
      if (warned && !isNewText(candidate.lineIndex)) features.notToUse = 1;
      // A generic code word ("code", "PIN", "kod") whose neighbourhood never says what the code is for:
      // a customer code, a ticket's entry code, a voucher's. Asked only of candidates that can still win.
      // A code a reply's writer sends in a thread about one takes the purpose its quoted history gives ("Code de sécurité : …").
      if (scoreCodeFeatures(features) + MAX_LATER_BONUS >= CODE_THRESHOLD && !hasPurposeEvidence(lines, candidate, document, context) && !(replyNew && historySaysPurpose(lines))) features.noPurpose = 1;
      // A notice of a sign-in or a used code ("If this was you, there's nothing else to do"): its code is
      // spent, unless its own sentence asks to type it. Asked only of candidates that can still win.
      if (scoreCodeFeatures(features) + MAX_LATER_BONUS >= CODE_THRESHOLD && !ENTRY_VERB_ANYWHERE_RE.test(sentenceBefore(lines, candidate)) && context.nothingToDo?.()) {
        features.nothingToDo = 1;
      }
      // Codes come early in a mail; only the second half of a document counts against a candidate.
      const late = lines.length > 1 ? (2 * candidate.lineIndex) / (lines.length - 1) - 1 : 0;
      if (late > 0) features.latePosition = Math.round(100 * late) / 100;
      if (line.inQuotedSection && features.freshMention) delete features.freshMention;
      return {
        code: candidate.code,
        raw: candidate.raw,
        score: scoreCodeFeatures(features),
        features,
        source: document.source,
        contextText: () => contextText(lines, candidate),
        kind: document.kind,
        documentOrder: document.order,
        lineIndex: candidate.lineIndex,
        start: candidate.start,
      };
    },
  );
  if (document.kind === 'body' && candidates.length >= 2) markSuccessions(lines, candidates);
  return warnedEverywhere(candidates);
}

/** Whether the few words right after a candidate, up to a clause break and without another number, call it stale ("448 120) expired", "4471 ist abgelaufen"). */
function staleRightAfter(line: string, end: number): boolean {
  const after = line.slice(end, end + STALE_AFTER_CHARS);
  const clause = after.slice(0, after.search(CLAUSE_BREAK_RE));
  return clause.length > 0 && !ASCII_DIGIT_RE.test(clause) && STALE_CODE_RE.test(clause);
}
const STALE_AFTER_CHARS = 28;
const CLAUSE_BREAK_RE = /[,;:(（，、。！？!?]|\s[-–—]\s|$/u;

/** Whether a forward's own text above the forwarded mail (line `forwardStart`) tells the reader not to enter or use a code, outside a condition. */
function writerForbidsUse(lines: LineInfo[], forwardStart: number): boolean {
  for (let index = 0; index < forwardStart; index++) {
    const line = lines[index];
    if (line.isQuoted || !NOT_TO_USE_RE.test(line.masked)) continue;
    // The sentence of the prohibition, with the lines hard-wrapped around it.
    const text = `${index > 0 && line.continuesPrevious ? lines[index - 1].masked : ''} ${line.masked} ${lines[index + 1]?.continuesPrevious ? lines[index + 1].masked : ''}`;
    for (const sentence of text.split(SENTENCE_SPLIT_RE)) if (NOT_TO_USE_RE.test(sentence) && !CORRECTION_CONDITION_RE.test(sentence)) return true;
  }
  return false;
}

/** Lines between two codes of one text read for a correction (a person's message puts it right after the dead code). */
const SUCCESSION_LINES = 6;

/**
 * A person's corrections in running text: a code, then a sentence that retracts it or calls it dead, then another
 * code ("First one said 604 117 but I hit resend, so that one's dead now. The new one is 882051", "Here you go:
 * 448201" / "sorry, wrong one, use 553120", "Der Code ist 448201. Sorry, vergiss den. Nimm 553120."). The later code
 * replaces the earlier one (replacesEarlier, superseded); a stale word of the correction speaks of the earlier code,
 * not of the later one. Only codes that are neither labelled as something else nor in quoted history take part, and
 * a correction inside a condition ("If you did not ask for this code, ignore this e-mail") is none.
 */
function markSuccessions(lines: LineInfo[], candidates: CodeCandidate[]): void {
  let previous: CodeCandidate | undefined;
  for (const candidate of candidates) {
    const features = candidate.features;
    if (candidate.score < 0 && !features.staleMention) continue;
    if (features.negativeLabel || features.quotedLine || features.quotedSection || features.listMember || features.unitAfter || features.example || features.meeting || features.footerLine) continue;
    const earlier = previous;
    previous = candidate;
    if (!earlier || earlier.code === candidate.code || candidate.lineIndex - earlier.lineIndex > SUCCESSION_LINES) continue;
    // The later code is presented as one: a code word or typing verb right before it, alone under a code word, or called new.
    if ((features.codeWord ?? 0) < 50 && !(features.isolated && (features.codeWord ?? 0) >= 40) && !features.freshMention && !features.replyLead) continue;
    // The correction comes right before the later code: in the sentence before its own ("… so that one's dead now. The new
    // one is 882051"), or in its own sentence before a typing verb that asks for it ("sorry, wrong one, use 553120").
    // A stale word before the code in its own sentence otherwise speaks of it ("Please disregard the code 390 151").
    const sentences = textBetween(lines, earlier, candidate).split(SENTENCE_SPLIT_RE);
    const own = sentences[sentences.length - 1];
    const prior = sentences.length >= 2 ? sentences[sentences.length - 2] : '';
    const correctedInOwn = ENTRY_VERB_RE.test(own) && retracts(own);
    if (!correctedInOwn && !retracts(prior) && !(earlier.features.staleMention && features.freshMention)) continue;
    // The correction's stale words stand before the later code's typing verb: they speak of the earlier one.
    if (features.staleMention && correctedInOwn && !STALE_CODE_RE.test(restOfSentence(lines[candidate.lineIndex].masked, candidate.start + candidate.raw.length))) delete features.staleMention;
    if (features.staleMention || features.spentMention || features.notToUse) continue;
    features.replacesEarlier = 1;
    candidate.score = scoreCodeFeatures(features);
    if (!earlier.features.staleMention && !earlier.features.superseded) {
      earlier.features.superseded = 1;
      earlier.score = scoreCodeFeatures(earlier.features);
    }
  }
}

/** The masked text from the end of one candidate to the start of a later one (lines joined by a space, a blank line as a line break). */
function textBetween(lines: LineInfo[], from: CodeCandidate, to: CodeCandidate): string {
  const end = from.start + from.raw.length;
  if (from.lineIndex === to.lineIndex) return lines[from.lineIndex].masked.slice(end, to.start);
  let text = lines[from.lineIndex].masked.slice(end);
  // Hard-wrapped lines join into one sentence; a blank line ends one.
  for (let index = from.lineIndex + 1; index < to.lineIndex; index++) text += NON_SPACE_RE.test(lines[index].masked) ? ` ${lines[index].masked}` : '\n';
  return `${text} ${lines[to.lineIndex].masked.slice(0, to.start)}`;
}

/** Whether a sentence retracts a code (or apologises and calls one wrong or old), outside a condition. */
function retracts(sentence: string): boolean {
  return (CORRECTION_RE.test(sentence) || (APOLOGY_RE.test(sentence) && STALE_CODE_RE.test(sentence))) && !CORRECTION_CONDITION_RE.test(sentence);
}
const SENTENCE_SPLIT_RE = /[.!?。！？\n]+/u;

/** The rest of the sentence after a position of a line. */
function restOfSentence(line: string, from: number): string {
  const after = line.slice(from, from + 160);
  const stop = after.search(SENTENCE_STOP_RE);
  return stop >= 0 ? after.slice(0, stop) : after;
}

/**
 * A code one sentence tells the reader not to enter ("We sent you code 512880 at 14:31 …" / "DO NOT enter
 * 512880 anywhere") is not to be entered where the mail first names it either.
 */
function warnedEverywhere(candidates: CodeCandidate[]): CodeCandidate[] {
  let warned: Set<string> | undefined;
  for (const candidate of candidates) if (candidate.features.notToUse) (warned ??= new Set()).add(candidate.code);
  if (warned) {
    for (const candidate of candidates) {
      if (!warned.has(candidate.code) || candidate.features.notToUse) continue;
      candidate.features.notToUse = 1;
      candidate.score = scoreCodeFeatures(candidate.features);
    }
  }
  return candidates;
}
