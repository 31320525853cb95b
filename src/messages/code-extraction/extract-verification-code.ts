/**
 * Extracts the verification code (or, failing that, the confirmation link) from an e-mail,
 * for `GET …/code`. Pure and deterministic: no I/O, no clock, no randomness.
 *
 * Decisions
 * - Numeric codes are returned as digits only: "123 456", "123-456" and "１２３４５６" all
 *   become "123456", because OTP inputs accept (and often only accept) the bare digits.
 *   Digits of every script (\p{Nd}: Arabic-Indic, Devanagari, Thai, …) become ASCII for the
 *   same reason.
 * - Alphanumeric codes keep their hyphens as printed ("K7XQ-9P2M"): for those the hyphen is
 *   frequently part of what the site expects, and removing it is easier for a caller than
 *   guessing where it went.
 * - Letter-prefixed numeric codes ("G-482913", "FB-72918") return only the digits: the
 *   prefix identifies the sender and is not typed.
 * - Lower-case alphanumeric codes ("sx8c4g5b") are kept as printed, but only believed close
 *   to a code word.
 * - A list of equally shaped codes (2FA backup codes) yields no code: none of them is the one
 *   to type now.
 * - A code always wins over a link (unless the caller asks for one kind). A link is returned only when the mail has no code and
 *   is about verifying an address, confirming a sign-up/subscription, resetting a password
 *   or signing in (magic link).
 * - `text` is the line (or, for long lines, the sentence) the code came from. When the code
 *   stands alone on its line, the keyword line right above it is prepended, so the caller
 *   sees "Your verification code is: 482913" rather than a bare "482913".
 *
 * Sources
 * - The subject is scanned as a one-line document ("482913 is your Instagram code").
 * - Both the text part and a rendering of the HTML part are scanned. The brief is "text if
 *   present, else HTML", but mail parsers synthesise `text` from HTML-only mails and glue
 *   table cells together ("Your code482913"), so the HTML is rendered here as well, with
 *   every table cell on its own line; the best-scoring candidate across sources wins.
 * - Link hrefs are read from the HTML directly, since anchor text is often "Click here".
 *
 * Scoring: every candidate gets named features (model.ts) whose weighted sum is its score;
 * extractCandidates returns the ranked candidates behind the answer.
 */
import { Anchors, extractAnchors, findProminentTexts, NO_ANCHORS, renderedLines } from './html';
import { CodeCandidate, DocumentSource, findCodeCandidates, namesCode, ScanContext, separateGluedCodeWords, ScanDocument, shapeOf, textSaysPurpose } from './code-candidates';
import { APPROVE_VERB_RE, HAND_OVER_RE, DONE_SUBJECT_RE, FORWARD_MARKER_RE, FORWARD_SUBJECT_RE, HEADER_FROM_RE, HEADER_SUBJECT_RE, ORIGINAL_MESSAGE_RE, NOTHING_TO_DO_RE, PASSWORD_SUBJECT_RE, PROMO_CONTEXT_RE, REPLY_SUBJECT_RE, SIGN_IN_WORD_RE, SPENT_CODE_RE, TRANSACTIONAL_SUBJECT_RE, VERIFICATION_WORD_RE, VERIFY_VERB_RE } from './keywords';
import { hasOneTimeToken, LINK_THRESHOLD, rankLinks } from './link-candidates';
import { isHeaderFieldLine } from '../reply-text/reply-text';

/**
 * A link this strong (a step named by its URL or button, action words around it, a mail about the
 * step) wins over a code that has only a code's shape.
 */
const STRONG_LINK_SCORE = LINK_THRESHOLD + 30;
import { CODE_FEATURE_WEIGHTS, CODE_THRESHOLD, CodeFeatures } from './model';
import { clip, collapseWhitespace, compactStrings, normalizeText, toLines } from './text-utils';
import type { UserPattern } from './user-pattern';

export interface CodeSource {
  subject?: string | null;
  text?: string | null;
  html?: string | null;
}

export type ExtractionKind = 'code' | 'link';

/** Where a candidate was found: the subject, the text part, the rendered HTML, or an `<a href>`. */
export type CandidateSource = DocumentSource | 'link';

export interface ExtractedCode {
  /** The code as the user must type it, or the URL to open when kind is 'link'. */
  code: string;
  /** The line or sentence it came from (trimmed, whitespace collapsed, at most 300 chars). */
  text: string;
  kind: ExtractionKind;
}

export interface ScoredCandidate {
  value: string;
  kind: ExtractionKind;
  /** Model score; codes count from CODE_THRESHOLD, links from LINK_THRESHOLD. */
  score: number;
  /** Whether this candidate is the answer. */
  accepted: boolean;
  source: CandidateSource;
  /** The line or sentence it was found in. */
  snippet: string;
  /** For codes: the feature values the score was computed from. */
  features?: CodeFeatures;
}

export interface Extraction {
  best: ExtractedCode | null;
  /** Best first, at most MAX_CANDIDATES, one per value. */
  candidates: ScoredCandidate[];
}

export interface ExtractionOptions {
  /** Only codes, or only links. By default a code wins, and a link is the answer only without one. */
  kind?: ExtractionKind;
  /**
   * Only the answer is wanted, not the ranked candidates: the links are then not ranked at all when
   * a code named by a code word has won (no link can beat it), which spares rendering the
   * surroundings of every link of a long mail.
   */
  answerOnly?: boolean;
}

/** Candidates reported beside the answer. */
export const MAX_CANDIDATES = 10;

/** Plain-text bodies are cut here; verification mails are short and this bounds the work. */
const MAX_TEXT_LENGTH = 200_000;

/** The answer only; see extractCandidates for the ranked list behind it. */
export function extractVerificationCode(source: CodeSource, options: ExtractionOptions = {}): ExtractedCode | null {
  return extractCandidates(source, { ...options, answerOnly: true }).best;
}

/** Plain-text views of a mail, as the scorers read them. */
export interface MailDocuments {
  subject: string;
  documents: ScanDocument[];
  html: string;
}

export function mailDocuments(source: CodeSource): MailDocuments {
  const outerSubject = collapseWhitespace(normalizeText(source.subject ?? ''));
  const html = typeof source.html === 'string' ? source.html : '';
  // The HTML rendering goes first so that it wins ties: parsers hard-wrap the text they
  // synthesise from HTML, which cuts the context sentence in odd places.
  const documents: ScanDocument[] = [];
  if (html.trim()) documents.push(new ScanDocument('body', 'html', renderedLines(html), documents.length));
  if (source.text && source.text.trim()) {
    const text = source.text.slice(0, MAX_TEXT_LENGTH);
    documents.push(new ScanDocument('body', 'text', separateGluedCodeWords(compactStrings(toLines(normalizeText(text)), text)), documents.length));
  }
  if (outerSubject) documents.push(new ScanDocument('subject', 'subject', [outerSubject], documents.length));
  return { subject: mailSubject(outerSubject, documents), documents, html };
}

/**
 * The subject the mail's scorers read. A forward is read as the mail it passes on: under a subject of the forwarder's own
 * ("FW: for you", "Fwd:", none at all) that names no code and says no purpose, the forwarded mail's own "Subject:" line
 * ("---------- Forwarded message ---------" / "From: …" / "Subject: Your Acme verification code") is its subject, as
 * that mail's subject was. (Its subject line is read only for such mails: one pass over the body's lines.)
 */
function mailSubject(outer: string, documents: ScanDocument[]): string {
  const forwarded = FORWARD_SUBJECT_RE.test(outer);
  if (outer && (!forwarded || namesCode(outer) || textSaysPurpose(outer))) return outer;
  for (const document of documents) {
    if (document.kind !== 'body') continue;
    const inner = forwardedHeaderSubject(document.lines, !outer);
    if (!inner) continue;
    // A forward passes on the mail ("Fwd: Re: vendor portal login"); a header block under no subject and no forward
    // marker is a reply's whose subject was lost ("RE: …"), or a forward's.
    return forwarded || inner.forwardMarker || !(REPLY_SUBJECT_RE.test(inner.subject) || FORWARD_SUBJECT_RE.test(inner.subject)) ? `Fwd: ${inner.subject}` : inner.subject;
  }
  return outer;
}

/** Lines of a header block read for its "Subject:" field. */
const HEADER_BLOCK_LINES = 8;

/**
 * The "Subject:" field of the first forwarded mail's header block: under a forward marker ("---------- Forwarded
 * message ---------", "Begin forwarded message:", "-----Original Message-----") or, in a forward's body or a mail without
 * subject, under a "From:" field; null without one.
 */
function forwardedHeaderSubject(lines: string[], noSubject: boolean): { subject: string; forwardMarker: boolean } | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line.length > 200) continue;
    const forwardMarker = FORWARD_MARKER_RE.test(line);
    if (!(forwardMarker || ORIGINAL_MESSAGE_RE.test(line) || HEADER_FROM_RE.test(line))) continue;
    for (let field = index + 1; field < Math.min(lines.length, index + HEADER_BLOCK_LINES); field++) {
      const match = HEADER_SUBJECT_RE.exec(lines[field]);
      if (match) return { subject: collapseWhitespace(match[1]), forwardMarker };
      if (!isHeaderFieldLine(lines[field])) break;
    }
    // A mail without a subject is read as far as its first header block only.
    if (noSubject && HEADER_FROM_RE.test(line)) return null;
  }
  return null;
}

/** The answer and the ranked candidates behind it. */
export function extractCandidates(source: CodeSource, options: ExtractionOptions = {}): Extraction {
  const { subject, documents, html } = mailDocuments(source);
  const bodies = documents.filter((document) => document.kind === 'body');
  // The HTML's links, read once for whichever asks first: the links' ranking or a code's id test.
  let anchors: Anchors | undefined;
  const anchorsOf = (): Anchors => (anchors ??= html ? extractAnchors(html) : NO_ANCHORS);
  // Whether the mail says that whoever did what it reports has nothing to do, or its subject reports a
  // change as done ("Your password was changed"): asked only when a code
  // or a link could otherwise be the answer, so the bodies are joined for few mails.
  let nothingToDo: boolean | undefined;
  const saysNothingToDo = (): boolean => (nothingToDo ??= DONE_SUBJECT_RE.test(subject) || bodies.some((document) => bodySaysNothingToDo(document.lines)));
  const context = scanContext(subject, html, source.text, anchorsOf, saysNothingToDo, bodies);

  const candidates: ScoredCandidate[] = [];
  let best: ExtractedCode | null = null;
  let codeWinnerIsWeak = false;
  let spentNotice = false;
  if (options.kind !== 'link') {
    const ranked = rankCodes(documents.flatMap((document) => findCodeCandidates(document, context)));
    for (const { candidate, score, accepted } of ranked) {
      candidates.push({ value: candidate.code, kind: 'code', score, accepted, source: candidate.source, snippet: candidate.contextText(), features: candidate.features });
      if (candidates.length >= MAX_CANDIDATES) break;
    }
    // A mail reporting that its code was used ("du hast dich mit dem Anmeldecode 448 201 angemeldet.
    // Der Code ist damit verbraucht.") is a notice: a link without a one-time token in it ("Warst du
    // das nicht? Dann ändere dein Passwort") is a way out, not the step to take.
    spentNotice = ranked.some(({ candidate }) => !!candidate.features.spentMention && (candidate.features.codeWord ?? 0) >= 40);
    const winner = ranked[0];
    if (winner?.accepted) {
      best = { code: winner.candidate.code, text: winner.candidate.contextText(), kind: 'code' };
      codeWinnerIsWeak = !winner.candidate.features.codeWord && !winner.candidate.features.subjectNamesCode;
    }
  }
  if (options.kind !== 'code' && !(options.answerOnly && best && !codeWinnerIsWeak)) {
    // Loops, not `map`: see findCodeCandidates' lines (one array map whether or not this function is optimised).
    const bodyLines: string[][] = [];
    const bodySources: Array<'text' | 'html'> = [];
    for (const document of bodies) {
      bodyLines.push(document.lines);
      bodySources.push(document.source === 'html' ? 'html' : 'text');
    }
    const links = rankLinks({
      subject,
      bodies: bodyLines,
      bodySources,
      anchors: anchorsOf(),
      nothingToDo: saysNothingToDo,
    }, MAX_CANDIDATES);
    for (const link of links.slice(0, MAX_CANDIDATES)) {
      candidates.push({ value: link.url, kind: 'link', score: link.score, accepted: link.score >= LINK_THRESHOLD, source: link.source, snippet: clip(link.text) });
    }
    const [winner] = links;
    // A code that only has a code's shape (no code word beside it, none in the subject) is weaker
    // evidence than a link with a one-time token that its button or sentence calls a confirmation:
    // "request 5530917" or "XXXXXX8812" in a password-reset mail is a reference, the link is the step.
    const weakCode = best !== null && codeWinnerIsWeak;
    if (winner && winner.score >= LINK_THRESHOLD && !(spentNotice && !hasOneTimeToken(winner.url)) && (!best || (weakCode && winner.score >= STRONG_LINK_SCORE && hasOneTimeToken(winner.url)))) {
      best = { code: winner.url, text: winner.text, kind: 'link' };
    }
  }
  // The answer first, then by score.
  for (const candidate of candidates) candidate.accepted = candidate.kind === best?.kind && candidate.value === best.code;
  candidates.sort((a, b) => Number(b.accepted) - Number(a.accepted) || b.score - a.score);
  return { best, candidates: candidates.slice(0, MAX_CANDIDATES) };
}

/**
 * Whether a body says that whoever did what it reports has nothing to do ("If this was you, you can
 * ignore this e-mail"). Notices are short: only the first NOTHING_TO_DO_CHARS characters are read
 * (the whole rendered text of a 100 KB newsletter took 0.1–0.4 ms), line by line (the phrase never spans a line
 * break: NOTHING_TO_DO_RE does not cross one).
 */
function bodySaysNothingToDo(lines: string[]): boolean {
  return someOpeningLine(lines, NOTHING_TO_DO_CHARS, (line) => line.length >= 12 && NOTHING_TO_DO_RE.test(line));
}

/** Whether a line that starts within the first `chars` characters of a body passes `test`. */
function someOpeningLine(lines: string[], chars: number, test: (line: string) => boolean): boolean {
  let budget = chars;
  for (const line of lines) {
    if (budget <= 0) return false;
    budget -= line.length;
    if (test(line)) return true;
  }
  return false;
}

const NOTHING_TO_DO_CHARS = 4_000;

/**
 * Whether the mail's URLs pass a token as the user's or the account's id ("…/reset?key=…&uid=K2QH7T"):
 * such a token names the recipient; it is no code. The hrefs of the HTML (read anyway for the
 * links) and the text part are searched for "=<token>", then the parameter name before it is read.
 */
const ID_PARAM_BEFORE_RE = /[?&](?:uid|user(?:_?id|name)?|login|account(?:_?id)?|member(?:_?id)?|customer(?:_?id)?)$/i;

function linkIdentifierTest(anchorsOf: () => Anchors, text: string | null | undefined): (token: string) => boolean {
  return (token) => {
    // One needle per token, not one per link (a newsletter has hundreds of links).
    const needle = `=${token}`;
    const anchors = anchorsOf();
    for (let index = 0; index < anchors.length; index++) if (isParameterValue(anchors.href(index), needle)) return true;
    return !!text && isParameterValue(text, needle);
  };
}

/** Whether `part` passes the value that `needle` ("=" and the token) ends as an id parameter. */
function isParameterValue(part: string, needle: string): boolean {
  for (let at = part.indexOf(needle); at >= 0; at = part.indexOf(needle, at + 1)) {
    // The value ends with the token ("=K2QH7T&", "=K2QH7T]", the end of the text).
    const after = part.charCodeAt(at + needle.length);
    if (isAsciiAlphanumeric(after) || after === 0x5f || after === 0x2d) continue;
    if (ID_PARAM_BEFORE_RE.test(part.slice(Math.max(0, at - 12), at))) return true;
  }
  return false;
}

function isAsciiAlphanumeric(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** What the scorers know of the mail as a whole (its subject and its links). */
function scanContext(subject: string, html: string, text: string | null | undefined, anchorsOf: () => Anchors, nothingToDo?: () => boolean, bodies: ScanDocument[] = []): ScanContext {
  const isReply = REPLY_SUBJECT_RE.test(subject);
  let subjectPurpose: boolean | undefined;
  let mailPurpose: boolean | undefined;
  // Without a subject (a text passed on its own, an SMS), nothing tells what the mail is for: no code word is doubted.
  const subjectSaysPurpose = (): boolean => (subjectPurpose ??= !subject || textSaysPurpose(subject));
  return {
    subjectSaysPurpose,
    mailSaysPurpose: () => (mailPurpose ??= subjectSaysPurpose() || bodies.some((document) => openingSaysPurpose(document.lines))),
    prominent: html ? findProminentTexts(html) : new Set<string>(),
    isReply,
    isForward: !isReply && FORWARD_SUBJECT_RE.test(subject),
    // In a reply the subject is the thread's topic, not a label for the body's numbers; a subject that
    // reports a code as used ("Your verification code was just used") names no code to type.
    // Nor does one that hands the code over to a person ("share this code with the driver").
    subjectNamesCode: !isReply && namesCode(subject) && !SPENT_CODE_RE.test(subject) && !HAND_OVER_RE.test(subject),
    threadNamesCode: isReply && namesCode(subject),
    promoSubject: PROMO_CONTEXT_RE.test(subject),
    isLinkIdentifier: linkIdentifierTest(anchorsOf, text),
    // "Confirm your payment", "Bestellung bestätigen": a subject that asks the reader to confirm or
    // verify announces a code to type, even when it names an order or a payment; so does one naming a code for
    // signing in ("Код для входу в «Посилка+»", "Your login code for ParcelPal").
    transactional: TRANSACTIONAL_SUBJECT_RE.test(subject) && !VERIFY_VERB_RE.test(subject) && !APPROVE_VERB_RE.test(subject) && !PASSWORD_SUBJECT_RE.test(subject) && !(namesCode(subject) && (VERIFICATION_WORD_RE.test(subject) || SIGN_IN_WORD_RE.test(subject))),
    nothingToDo,
  };
}

/** Whether the first PURPOSE_CHARS characters of a body say what a code is for. */
function openingSaysPurpose(lines: string[]): boolean {
  return someOpeningLine(lines, PURPOSE_CHARS, textSaysPurpose);
}

const PURPOSE_CHARS = 2_000;

/**
 * Every code candidate of the mail, one per occurrence, with its features, before they are merged
 * per value and ranked: what scripts/fit-code-model.ts fits the weights on.
 */
export function codeOccurrences(source: CodeSource): CodeCandidate[] {
  const { subject, documents, html } = mailDocuments(source);
  const bodies = documents.filter((document) => document.kind === 'body');
  const nothingToDo = DONE_SUBJECT_RE.test(subject) || bodies.some((document) => bodySaysNothingToDo(document.lines));
  const context = scanContext(subject, html, source.text, () => (html ? extractAnchors(html) : NO_ANCHORS), () => nothingToDo, bodies);
  return documents.flatMap((document) => findCodeCandidates(document, context));
}

interface RankedCode {
  candidate: CodeCandidate;
  score: number;
  accepted: boolean;
}

/**
 * Code candidates merged per value (its best occurrence provides the context), best first.
 * Ties go to the earlier document (HTML rendering, text part, subject), then to the earliest
 * position. The winner is accepted when it reaches the threshold and is not one of a list of
 * equally shaped codes (backup codes: none of them is the one to type now).
 */
function rankCodes(candidates: CodeCandidate[]): RankedCode[] {
  const byCode = new Map<string, { best: CodeCandidate; inSubject: boolean; inBody: boolean; labelledInSubject: boolean; promotedInBody: boolean; promotedOnItsLine: boolean; bodyLabels: number; bodyExamples: number }>();
  for (const candidate of candidates) {
    const labelled = candidate.kind === 'subject' && !!candidate.features.negativeLabel;
    const promoted = candidate.kind === 'body' && !!(candidate.features.promoLine || candidate.features.promoNeighbour);
    const promotedOnLine = candidate.kind === 'body' && !!candidate.features.promoLine;
    // 1: every mention in the body so far labels it as something else; 2: one does not.
    const bodyLabel = candidate.kind !== 'body' ? 0 : candidate.features.negativeLabel ? 1 : 2;
    // The same for an example ('a message like "Your code is 336 120"').
    const bodyExample = candidate.kind !== 'body' ? 0 : candidate.features.example ? 1 : 2;
    const entry = byCode.get(candidate.code);
    if (!entry) {
      byCode.set(candidate.code, {
        best: candidate,
        inSubject: candidate.kind === 'subject',
        inBody: candidate.kind === 'body',
        labelledInSubject: labelled,
        promotedInBody: promoted,
        promotedOnItsLine: promotedOnLine,
        bodyLabels: bodyLabel,
        bodyExamples: bodyExample,
      });
      continue;
    }
    entry.inSubject ||= candidate.kind === 'subject';
    entry.inBody ||= candidate.kind === 'body';
    entry.labelledInSubject ||= labelled;
    entry.promotedInBody ||= promoted;
    entry.promotedOnItsLine ||= promotedOnLine;
    entry.bodyLabels = Math.max(entry.bodyLabels, bodyLabel);
    entry.bodyExamples = Math.max(entry.bodyExamples, bodyExample);
    if (isBetter(candidate, candidate.score, entry.best, entry.best.score)) entry.best = candidate;
  }

  const ranked: RankedCode[] = [];
  for (const { best, inSubject, inBody, labelledInSubject, promotedInBody, promotedOnItsLine, bodyLabels, bodyExamples } of byCode.values()) {
    // The body sells with the value ("Use code" / "SAVE20NOW" / "at checkout"): the subject's mention
    // of it ("48 HOURS ONLY: your code SAVE20NOW is inside") is the same discount code.
    // So is a body mention elsewhere when another one's own line sells with it ("Use code CASH150 by Nov 30" in the
    // preheader, "enter promo code CASH150 in the application" in the offer): one value, one discount code.
    if ((best.kind === 'subject' ? promotedInBody : promotedOnItsLine) && !best.features.promoLine && !best.features.promoNeighbour) {
      const score = best.score + CODE_FEATURE_WEIGHTS.promoNeighbour;
      ranked.push({ candidate: { ...best, features: { ...best.features, promoNeighbour: 1 } }, score, accepted: score >= CODE_THRESHOLD });
      continue;
    }
    // The subject names the value as something else ("Appointment confirmed - Reference PAS-2024-0418-77310"):
    // every occurrence of it is that reference.
    if (labelledInSubject && best.kind === 'body') {
      const score = best.score + CODE_FEATURE_WEIGHTS.subjectLabelsOther;
      ranked.push({ candidate: { ...best, features: { ...best.features, subjectLabelsOther: 1 } }, score, accepted: score >= CODE_THRESHOLD });
      continue;
    }
    // The body names the subject's value as something else ("Login 482210 successful" / "Session 482210 started on
    // iPhone"), and no code word labels it in the subject: it is that session's, order's or ticket's number.
    if (bodyLabels === 1 && best.kind === 'subject' && (best.features.codeWord ?? 0) < 50) {
      const score = best.score + CODE_FEATURE_WEIGHTS.bodyLabelsOther;
      ranked.push({ candidate: { ...best, features: { ...best.features, bodyLabelsOther: 1 } }, score, accepted: score >= CODE_THRESHOLD });
      continue;
    }
    // Every body mention cites the value as an example (a security bulletin's 'a message like "Your code is 336 120"'):
    // the subject quoting it ('Scam watch: "Your code is 336 120 - read it back to me"') cites the same example.
    if (bodyExamples === 1 && best.kind === 'subject' && !best.features.example) {
      const score = best.score + CODE_FEATURE_WEIGHTS.example;
      ranked.push({ candidate: { ...best, features: { ...best.features, example: 1 } }, score, accepted: score >= CODE_THRESHOLD });
      continue;
    }
    const both = inSubject && inBody && best.score > 0;
    const candidate = both ? { ...best, features: { ...best.features, inSubjectAndBody: 1 } } : best;
    const score = best.score + (both ? CODE_FEATURE_WEIGHTS.inSubjectAndBody : 0);
    ranked.push({ candidate, score, accepted: score >= CODE_THRESHOLD });
  }
  ranked.sort((a, b) => (isBetter(a.candidate, a.score, b.candidate, b.score) ? -1 : 1));
  const winner = ranked[0];
  if (winner?.accepted && isListed(winner.candidate, candidates)) winner.accepted = false;
  for (const other of ranked.slice(1)) other.accepted = false;
  // An alphanumeric code rendered one character per cell loses its hyphen ("R" "4" "T" "9" "K" …); the text
  // part prints it as typed ("R4T9-K2WZ"): the printed form is the answer.
  if (winner?.accepted && LETTER_RE.test(winner.candidate.code) && !winner.candidate.code.includes('-')) {
    for (const other of ranked) {
      if (other.candidate.code.includes('-') && other.candidate.code.replace(HYPHENS_RE, '') === winner.candidate.code) {
        winner.candidate = { ...winner.candidate, code: other.candidate.code };
        break;
      }
    }
  }
  return ranked;
}
const LETTER_RE = /[A-Za-z]/;
const HYPHENS_RE = /-/g;

/** True when the winner is one of several equally shaped, convincing codes of its document. */
function isListed(winner: CodeCandidate, candidates: CodeCandidate[]): boolean {
  const shape = shapeOf(winner.code);
  const codes = new Set<string>();
  for (const candidate of candidates) {
    if (candidate.documentOrder !== winner.documentOrder || candidate.score < CODE_THRESHOLD) continue;
    if (shapeOf(candidate.code) === shape) codes.add(candidate.code);
  }
  return codes.size >= LIST_SIZE;
}

/** This many different convincing codes of one shape in one document make a list. */
const LIST_SIZE = 3;

function isBetter(a: CodeCandidate, aScore: number, b: CodeCandidate, bScore: number): boolean {
  if (aScore !== bScore) return aScore > bScore;
  if (a.documentOrder !== b.documentOrder) return a.documentOrder < b.documentOrder;
  if (a.lineIndex !== b.lineIndex) return a.lineIndex < b.lineIndex;
  return a.start < b.start;
}

/**
 * The caller's own pattern instead of the model: the capture group of the first match in the
 * subject, then the text part, the rendered HTML and the HTML source (for attribute values such
 * as hrefs). Every distinct match is a candidate; a value that is a URL is a link.
 */
export function extractWithPattern(source: CodeSource, pattern: UserPattern, options: ExtractionOptions = {}): Extraction {
  const { subject, documents, html } = mailDocuments(source);
  const searched: Array<{ source: CandidateSource; text: string }> = [];
  if (subject) searched.push({ source: 'subject', text: subject });
  const text = documents.find((document) => document.source === 'text');
  if (text) searched.push({ source: 'text', text: text.lines.join('\n') });
  const rendered = documents.find((document) => document.source === 'html');
  if (rendered) searched.push({ source: 'html', text: rendered.lines.join('\n') });
  if (html.trim()) searched.push({ source: 'link', text: html });

  const candidates: ScoredCandidate[] = [];
  const seen = new Set<string>();
  let best: ExtractedCode | null = null;
  for (const document of searched) {
    for (const match of pattern.matchAll(document.text)) {
      const value = collapseWhitespace(match.value);
      const kind: ExtractionKind = /^https?:\/\//i.test(value) ? 'link' : 'code';
      if (!value || seen.has(value) || (options.kind && options.kind !== kind)) continue;
      seen.add(value);
      const snippet = clip(lineAround(document.text, match.index));
      best ??= { code: value, text: snippet, kind };
      if (candidates.length < MAX_CANDIDATES) {
        candidates.push({ value, kind, score: PATTERN_MATCH_SCORE, accepted: candidates.length === 0, source: document.source, snippet });
      }
    }
  }
  return { best, candidates };
}

/** Score reported for matches of a caller's pattern: the pattern, not the model, decided. */
export const PATTERN_MATCH_SCORE = 100;

function lineAround(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end < 0 ? undefined : end);
}
