/**
 * Extracts the verification code (or, failing that, the confirmation link) from an e-mail,
 * for `GET …/code`. Pure and deterministic: no I/O, no clock, no randomness.
 *
 * Decisions
 * - Numeric codes are returned as digits only: "123 456", "123-456" and "１２３４５６" all
 *   become "123456", because OTP inputs accept (and often only accept) the bare digits.
 *   Arabic-Indic digits are converted to ASCII for the same reason.
 * - Alphanumeric codes keep their hyphens as printed ("K7XQ-9P2M"): for those the hyphen is
 *   frequently part of what the site expects, and removing it is easier for a caller than
 *   guessing where it went.
 * - Letter-prefixed numeric codes ("G-482913", "FB-72918") return only the digits: the
 *   prefix identifies the sender and is not typed.
 * - Lower-case alphanumeric codes ("sx8c4g5b") are kept as printed, but only believed close
 *   to a code word.
 * - A list of equally shaped codes (2FA backup codes) yields no code: none of them is the one
 *   to type now.
 * - A code always wins over a link. A link is returned only when the mail has no code and
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
 */
import { extractAnchors, findProminentTexts, htmlToText } from './html';
import { CODE_THRESHOLD, CodeCandidate, findCodeCandidates, namesCode, ScanContext, ScanDocument } from './code-candidates';
import { REPLY_SUBJECT_RE, TRANSACTIONAL_SUBJECT_RE, VERIFY_VERB_RE } from './keywords';
import { findBestLink } from './link-candidates';
import { collapseWhitespace, normalizeText, toLines } from './text-utils';

export interface CodeSource {
  subject?: string | null;
  text?: string | null;
  html?: string | null;
}

export interface ExtractedCode {
  /** The code as the user must type it, or the URL to open when kind is 'link'. */
  code: string;
  /** The line or sentence it came from (trimmed, whitespace collapsed, at most 300 chars). */
  text: string;
  kind: 'code' | 'link';
}

/** Bonus when subject and body show the same code: senders that do this mean it. */
const SUBJECT_AND_BODY_BONUS = 10;

/**
 * This many different codes of one shape (same length, digits and letters in the same places),
 * all convincing, in one document make a list: backup/recovery codes to store, not one code to type.
 */
const LIST_SIZE = 3;

/** Plain-text bodies are cut here; verification mails are short and this bounds the work. */
const MAX_TEXT_LENGTH = 200_000;

export function extractVerificationCode(source: CodeSource): ExtractedCode | null {
  const subject = collapseWhitespace(normalizeText(source.subject ?? ''));
  const html = typeof source.html === 'string' ? source.html : '';
  // The HTML rendering goes first so that it wins ties: parsers hard-wrap the text they
  // synthesise from HTML, which cuts the context sentence in odd places.
  const bodies: string[][] = [];
  if (html.trim()) bodies.push(toLines(normalizeText(htmlToText(html))));
  if (source.text && source.text.trim()) bodies.push(toLines(normalizeText(source.text.slice(0, MAX_TEXT_LENGTH))));

  const documents: ScanDocument[] = bodies.map((lines, index) => ({ kind: 'body', lines, order: index }));
  if (subject) documents.push({ kind: 'subject', lines: [subject], order: bodies.length });

  const isReply = REPLY_SUBJECT_RE.test(subject);
  const context: ScanContext = {
    prominent: html ? findProminentTexts(html) : new Set<string>(),
    isReply,
    // In a reply the subject is the thread's topic, not a label for the body's numbers.
    subjectNamesCode: !isReply && namesCode(subject),
    // "Confirm your payment", "Bestellung bestätigen": a subject that asks the reader to confirm or
    // verify announces a code to type, even when it names an order or a payment.
    transactional: TRANSACTIONAL_SUBJECT_RE.test(subject) && !VERIFY_VERB_RE.test(subject),
  };
  const code = pickBestCode(documents.flatMap((document) => findCodeCandidates(document, context)));
  if (code) return { code: code.code, text: code.contextText(), kind: 'code' };

  const link = findBestLink({ subject, bodies, anchors: html ? extractAnchors(html) : [] });
  return link ? { code: link.url, text: link.text, kind: 'link' } : null;
}

/**
 * Best candidate above the threshold. Occurrences of the same code are merged (its best
 * occurrence provides the context); ties go to the earlier document (HTML rendering, text
 * part, subject), then to the earliest position.
 */
function pickBestCode(candidates: CodeCandidate[]): CodeCandidate | null {
  const byCode = new Map<string, { best: CodeCandidate; inSubject: boolean; inBody: boolean }>();
  for (const candidate of candidates) {
    const entry = byCode.get(candidate.code);
    if (!entry) {
      byCode.set(candidate.code, {
        best: candidate,
        inSubject: candidate.kind === 'subject',
        inBody: candidate.kind === 'body',
      });
      continue;
    }
    entry.inSubject ||= candidate.kind === 'subject';
    entry.inBody ||= candidate.kind === 'body';
    if (isBetter(candidate, candidate.score, entry.best, entry.best.score)) entry.best = candidate;
  }

  let winner: CodeCandidate | null = null;
  let winnerScore = -Infinity;
  for (const { best, inSubject, inBody } of byCode.values()) {
    const score = best.score + (inSubject && inBody && best.score > 0 ? SUBJECT_AND_BODY_BONUS : 0);
    if (score < CODE_THRESHOLD) continue;
    if (!winner || isBetter(best, score, winner, winnerScore)) {
      winner = best;
      winnerScore = score;
    }
  }
  return winner && !isListed(winner, candidates) ? winner : null;
}

/** Digits become 9 and letters A: "4829-1038" and "7712-0394" share the shape "9999-9999". */
function shapeOf(code: string): string {
  return code.replace(/\d/g, '9').replace(/[A-Z]/gi, 'A');
}

/** True when the winner is one of several equally shaped codes of its document (a code list). */
function isListed(winner: CodeCandidate, candidates: CodeCandidate[]): boolean {
  const shape = shapeOf(winner.code);
  const codes = new Set<string>();
  for (const candidate of candidates) {
    if (candidate.documentOrder !== winner.documentOrder || candidate.score < CODE_THRESHOLD) continue;
    if (shapeOf(candidate.code) === shape) codes.add(candidate.code);
  }
  return codes.size >= LIST_SIZE;
}

function isBetter(a: CodeCandidate, aScore: number, b: CodeCandidate, bScore: number): boolean {
  if (aScore !== bScore) return aScore > bScore;
  if (a.documentOrder !== b.documentOrder) return a.documentOrder < b.documentOrder;
  if (a.lineIndex !== b.lineIndex) return a.lineIndex < b.lineIndex;
  return a.start < b.start;
}
