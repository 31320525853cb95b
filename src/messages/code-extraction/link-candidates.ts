/**
 * Finds the confirmation / magic-link / password-reset URL of a mail that has no code.
 *
 * Links come from two places: `<a href>` elements of the HTML (their text is often just
 * "Click here" or "Verify", so the surrounding text counts too) and bare URLs in plain
 * text (where the line before usually says what the link does). A link scores for what
 * its URL says (".../verify?token=…"), what its text says ("Confirm your account") and what
 * surrounds it; unsubscribe, settings, legal, help, social, tracking and image links are
 * discarded outright. The mail as a whole must be about verifying, confirming, resetting
 * or signing in, otherwise no link is returned — receipts and newsletters are full of links.
 */
import type { Anchors } from './html';
import {
  GENERIC_BUTTON_RE,
  LINK_NOUN_RE,
  REPLY_ATTRIBUTION_RE,
  IMAGE_URL_RE,
  LINK_ACTION_RE as LINK_ACTION_WORDS_RE,
  LINK_MAIL_CONTEXT_RE as LINK_MAIL_CONTEXT_WORDS_RE,
  LINK_NEGATIVE_RE as LINK_NEGATIVE_WORDS_RE,
  LINK_URL_STRONG_RE,
  LINK_URL_WEAK_RE,
  NEGATIVE_HOST_RE,
  PASSWORD_SUBJECT_RE,
  EMAIL_STEP_SUBJECT_RE,
  PROMO_CONTEXT_RE,
  REPLY_SUBJECT_RE,
  TOKEN_PARAMS,
  TRANSACTIONAL_SUBJECT_RE,
} from './keywords';
import { forTestOnly } from './test-patterns';
import { clip, wrapsIntoNext } from './text-utils';

// The multilingual word patterns tested on every link (its URL, its text, the words around it), as
// copies for `test` with their words merged by common prefixes (see forTestOnly): this file only
// asks whether they match.
const LINK_ACTION_RE = forTestOnly(LINK_ACTION_WORDS_RE);
const LINK_NEGATIVE_RE = forTestOnly(LINK_NEGATIVE_WORDS_RE);
const LINK_MAIL_CONTEXT_RE = forTestOnly(LINK_MAIL_CONTEXT_WORDS_RE);

/** Minimum score for a link to be returned. */
export const LINK_THRESHOLD = 45;

/** An action word on the link itself ("Verify email"). */
const ACTION_TEXT_BONUS = 35;

/** Action words right around a link ("Click <a>here</a> to verify"). */
const CONTEXT_BONUS = 15;

/**
 * How much of the text before a link is read for action words: the sentence above a button is often
 * long ("Thanks for signing up! Please confirm your email address so we can start sending you our
 * weekly letter about small bookshops and the people who run them." is 129 characters after "Please").
 */
const CONTEXT_BEFORE_CHARS = 200;

/** The subject is about verifying, confirming, resetting or signing in. */
const MAX_MAIL_BONUS = 10;

export interface LinkSources {
  subject: string;
  /** Lines of each plain-text rendering of the body. */
  bodies: string[][];
  /** Which part of the mail each body renders. */
  bodySources: Array<'text' | 'html'>;
  anchors: Anchors;
  /** Whether the mail says that whoever did what it reports has nothing to do ("If this was you, ignore this e-mail"). */
  nothingToDo?: () => boolean;
}

export interface LinkCandidate {
  url: string;
  score: number;
  text: string;
  order: number;
  /** Where the link was found: an `<a href>` of the HTML, or a bare URL in a rendered body. */
  source: 'link' | 'text' | 'html';
}

const URL_IN_TEXT_RE = /\bhttps?:\/\/[^\s<>"'\])]+/gi;

/** Trailing punctuation that belongs to the sentence, not to the URL. */
function trimUrl(url: string): string {
  return url.replace(URL_TRAILING_PUNCTUATION_RE, '');
}
const URL_TRAILING_PUNCTUATION_RE = /[.,;:!?'"»”’)>\]}]+$/;
const QUOTED_LINE_RE = /^\s*>/;

function isUsableUrl(url: string): boolean {
  return USABLE_URL_RE.test(url) && !IMAGE_URL_RE.test(url);
}

// Patterns live at module level: a regular-expression literal inside a function builds a new
// RegExp object each time it is evaluated, which is garbage per call (per link).
const USABLE_URL_RE = /^https?:\/\/[^/\s]+\.[^/\s]+/i;
const CONFIRMATION_PARAM_RE = /confirmation[-_]?(?:number|num|no|nr|id|code)/gi;
const TOKEN_CHARS_RE = /^[\w.~%+=:-]+$/;
const ENCODED_AT_RE = /%40/i;
const WORD_CHARS_RE = /^[\w-]+$/;
const UPPER_RE = /[A-Z]/;
const LOWER_RE = /[a-z]/;
const DIGIT_RE = /\d/;
const LETTER_RE = /[a-z]/i;
const SLUG_RE = /^[a-z]+(?:-(?:[a-z]+|\d{1,4}))+$/;
const TOKEN_VALUE_RE = /^[\w.~%+=-]{4,}$/;
const URL_START_RE = /^(?:https?:\/\/|www\.)/i;
const TWO_LETTERS_RE = /\p{L}{2}/u;
const CLICK_HERE_RE = /^(?:click )?here$|^hier$|^ici$|^aquí$|^qui$/iu;
const SENTENCE_SPLIT_RE = /(?<=[.!?。])\s+/;
const SHORT_QUESTION_RE = /^[^.!?]{0,40}\?$/;
const LABEL_PUNCTUATION_RE = /[\s:()[\]<>-]+/g;

/**
 * Where the host and the rest (path, query and fragment) of `url` lie. Scoring one link splits its
 * URL up to three times (score, token, negative words): the last answer is kept, in one object
 * for all links, and the host and the rest are copied only when asked for (most links never are).
 */
function splitUrl(url: string): SplitUrl {
  if (url !== lastSplit.url) {
    lastSplit.url = url;
    computeSplitUrl(url, lastSplit);
  }
  return lastSplit;
}

/** The host of `url`, lower-cased ('' when it is no http(s) URL). */
function urlHost(url: string): string {
  const split = splitUrl(url);
  return (split.host ??= split.url.slice(split.hostStart, split.hostEnd).toLowerCase());
}

interface SplitUrl {
  url: string;
  hostStart: number;
  /** 0 when the URL is no http(s) URL (its rest is then ''). */
  hostEnd: number;
  host: string | undefined;
  /** Copied only when asked for (restOf): most links are read in place. */
  rest: string | undefined;
}

/** The path, query and fragment of a split URL ('' when it is no http(s) URL). */
function restOf(split: SplitUrl): string {
  return (split.rest ??= split.hostEnd === 0 ? '' : split.url.slice(split.hostEnd));
}

/**
 * What /^https?:\/\/([^/?#]+)(.*)$/i finds (host lower-cased), by comparisons: "http://" or
 * "https://" in any case, a host of at least one character up to "/", "?" or "#", and a rest
 * without line terminators ("." does not match them), else no host and no rest.
 */
function computeSplitUrl(url: string, split: SplitUrl): void {
  split.hostStart = 0;
  split.hostEnd = 0;
  split.host = '';
  split.rest = '';
  let at = 0;
  for (; at < 4; at++) if ((url.charCodeAt(at) | 0x20) !== 'http'.charCodeAt(at)) return;
  if ((url.charCodeAt(at) | 0x20) === 0x73) at++; // "s"
  if (!url.startsWith('://', at)) return;
  const hostStart = at + 3;
  let hostEnd = hostStart;
  while (hostEnd < url.length) {
    const code = url.charCodeAt(hostEnd);
    if (code === 0x2f || code === 0x3f || code === 0x23) break; // "/", "?", "#"
    hostEnd++;
  }
  if (hostEnd === hostStart) return;
  for (let index = hostEnd; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029) return;
  }
  split.hostStart = hostStart;
  split.hostEnd = hostEnd;
  split.host = undefined;
  split.rest = undefined;
}

const lastSplit: SplitUrl = { url: '', hostStart: 0, hostEnd: 0, host: '', rest: '' };

/**
 * The last URL each of urlScore and hasOneTimeToken answered for, and the answer: scoring a link
 * asks both several times about the same URL in a row. Pure functions of the URL, so the memo
 * never changes an answer.
 */
const lastUrlScore = { url: '', value: 0 };
const lastOneTimeToken = { url: '', value: false };

/** Score of the URL itself: the path and query of confirmation endpoints are telling. */
function urlScore(url: string): number {
  if (url !== lastUrlScore.url) {
    lastUrlScore.value = computeUrlScore(url);
    lastUrlScore.url = url;
  }
  return lastUrlScore.value;
}

function computeUrlScore(url: string): number {
  // Only path and query count: "verify.example.com" hosts say little about this link. A
  // "confirmationNumber=…" parameter identifies a booking, it does not confirm anything.
  // Read in place when there is no such parameter (most links): the patterns look neither behind
  // nor at the start of their input, so searching the URL from the rest's start finds what searching
  // the rest would.
  const split = splitUrl(url);
  if (split.hostEnd === 0 || restMatches(CONFIRMATION_PARAM_RE, split)) return scoreOfRest(withoutTitleSlugs(restOf(split)).replace(CONFIRMATION_PARAM_RE, ''));
  const score = restMatches(LINK_URL_STRONG_AT_RE, split) ? 30 : restMatches(LINK_URL_WEAK_AT_RE, split) ? 15 : 0;
  // A title's slug ("/t/firmware-3-8-1-verification-fails-with-error-0x80070422/48291") names a topic, not a step:
  // asked only of the few URLs whose words name one.
  return score > 0 && hasTitleSlug(url, split.hostEnd) ? scoreOfRest(withoutTitleSlugs(restOf(split))) : score;
}

function scoreOfRest(rest: string): number {
  if (LINK_URL_STRONG_RE.test(rest)) return 30;
  if (LINK_URL_WEAK_RE.test(rest)) return 15;
  return 0;
}

/**
 * LINK_URL_STRONG_RE and LINK_URL_WEAK_RE searching from lastIndex. Neither has a lookbehind, "^" or
 * "\b", so a search of the URL from the rest's first character matches exactly when a search of the
 * rest does.
 */
const LINK_URL_STRONG_AT_RE = forTestOnly(LINK_URL_STRONG_RE, `${LINK_URL_STRONG_RE.flags}g`);
const LINK_URL_WEAK_AT_RE = forTestOnly(LINK_URL_WEAK_RE, `${LINK_URL_WEAK_RE.flags}g`);

/** pattern (global, and looking neither behind nor at the input's start) on the rest of a split URL that has a host, read in place. */
function restMatches(pattern: RegExp, split: SplitUrl): boolean {
  pattern.lastIndex = split.hostEnd;
  const found = pattern.test(split.url);
  pattern.lastIndex = 0;
  return found;
}

/** Penalty for a link that names no verification step and carries no one-time token. */
const NO_TOKEN_PENALTY = 30;

/**
 * Smaller penalty for a link that names a step but carries no token: "https://…/password" or
 * "…/account/verify" under "Change password" in a security alert is a settings page; a real
 * reset or confirmation link identifies its recipient.
 */
const STRONG_NO_TOKEN_PENALTY = 15;

/** Query parameters named as one-time tokens: any non-trivial value counts. */
const TOKEN_PARAM_RE = new RegExp(`^(?:token|access_token|auth_token|key|ticket|code|otp|sig|signature|hash|nonce|t|k|${TOKEN_PARAMS})$`, 'i');

/** Query parameters that never hold a one-time token. */
const NON_TOKEN_PARAM_RE = /^(?:utm_\w+|lang|language|locale|hl|source|src|ref|medium|campaign|email|e-?mail_address|redirect|return_?to|next|continue)$/i;

/**
 * A value that looks like a one-time token or signed id ("Zk9xTW1Q", "u001.Xk2j3h", a UUID):
 * long, made of URL-safe characters (and the colons of signed values, "MTI4:1uMkQx:Zk3m…"), with
 * letters and digits (or long and mixed-case), and not a slug of words ("the-tech-industry-in-2025")
 * or an e-mail address.
 */
function isTokenLike(value: string): boolean {
  if (value.length < 8 || !TOKEN_CHARS_RE.test(value) || ENCODED_AT_RE.test(value)) return false;
  if (value.length >= 20 && WORD_CHARS_RE.test(value) && UPPER_RE.test(value) && LOWER_RE.test(value)) return true; // base62/64 without digits
  if (!DIGIT_RE.test(value) || !LETTER_RE.test(value)) return false;
  return !SLUG_RE.test(value) && !isTitleSlug(value);
}

/**
 * A title's slug with a code or version among its words ("firmware-3-8-1-verification-fails-with-error-0x80070422",
 * a forum topic's path): four or more hyphenated parts, most of them lower-case words.
 */
function isTitleSlug(value: string): boolean {
  if (!value.includes('-')) return false;
  const parts = value.split('-');
  if (parts.length < 4) return false;
  let words = 0;
  for (const part of parts) if (WORD_PART_RE.test(part)) words++;
  return words >= 3 && 2 * words >= parts.length;
}
const WORD_PART_RE = /^[a-z]{2,}$/;

/** Whether the path of `url` (from `from`) holds a title slug: cheap exits for paths with fewer than three hyphens. */
function hasTitleSlug(url: string, from: number): boolean {
  let hyphens = 0;
  for (let at = url.indexOf('-', from); at >= 0 && hyphens < 3; at = url.indexOf('-', at + 1)) hyphens++;
  if (hyphens < 3) return false;
  const query = url.indexOf('?', from);
  return url.slice(from, query < 0 ? undefined : query).split('/').some(isTitleSlug);
}

/** The rest of a URL with its title slugs' path segments emptied. */
function withoutTitleSlugs(rest: string): string {
  const query = rest.search(QUERY_OR_FRAGMENT_RE);
  const path = query < 0 ? rest : rest.slice(0, query);
  return path.split('/').map((segment) => (isTitleSlug(segment) ? '' : segment)).join('/') + (query < 0 ? '' : rest.slice(query));
}
const QUERY_OR_FRAGMENT_RE = /[?#]/;

/**
 * True when the URL carries something only this recipient's link has: a token-like query value,
 * path segment or fragment. "https://bank.example/login" is the public login page, not a magic link.
 */
export function hasOneTimeToken(url: string): boolean {
  if (url !== lastOneTimeToken.url) {
    lastOneTimeToken.value = computeHasOneTimeToken(url);
    lastOneTimeToken.url = url;
  }
  return lastOneTimeToken.value;
}

function computeHasOneTimeToken(url: string): boolean {
  // Read in place: most links (product pages, carts) hold only short segments and values, which
  // cannot be tokens, so nothing is split or copied for them.
  // The rest of the URL is read in place, from its first character (base) to the URL's end.
  const split = splitUrl(url);
  if (split.hostEnd === 0) return false;
  const rest = url;
  const base = split.hostEnd;
  const hashAt = rest.indexOf('#', base);
  const end = hashAt >= 0 ? hashAt : rest.length;
  const questionAt = rest.indexOf('?', base);
  const queryAt = questionAt >= 0 && questionAt < end ? questionAt : -1;
  if (queryAt >= 0) {
    for (let pairStart = queryAt + 1; ; ) {
      const ampersand = rest.indexOf('&', pairStart);
      const pairEnd = ampersand >= 0 && ampersand < end ? ampersand : end;
      const equals = rest.indexOf('=', pairStart);
      // A value shorter than 4 characters is no token by either test below.
      if (equals > pairStart && equals < pairEnd && pairEnd - equals - 1 >= 4) {
        // The name is tested in place (NON_TOKEN_PARAM_RE and TOKEN_PARAM_RE up to its "="), and
        // the value is copied only when it can be a token: isTokenLike needs 8 characters.
        if (!isParamNamed(NON_TOKEN_PARAM_AT_RE, rest, pairStart)) {
          const tokenName = isParamNamed(TOKEN_PARAM_AT_RE, rest, pairStart);
          if (tokenName || pairEnd - equals - 1 >= 8) {
            const value = rest.slice(equals + 1, pairEnd);
            if (isTokenLike(value) || (tokenName && TOKEN_VALUE_RE.test(value))) return true;
          }
        }
      }
      if (pairEnd >= end) break;
      pairStart = pairEnd + 1;
    }
  }
  if (someLongSegment(rest, base, queryAt >= 0 ? queryAt : end, PATH_SEPARATORS)) return true;
  return hashAt >= 0 && someLongSegment(rest, hashAt + 1, rest.length, FRAGMENT_SEPARATORS);
}

/**
 * NON_TOKEN_PARAM_RE and TOKEN_PARAM_RE on a query parameter's name read in place, from `at` up to
 * the "=" that ends it: none of their names holds a "=", so a match that reaches one covers the name.
 */
const NON_TOKEN_PARAM_AT_RE = new RegExp(`(?:${NON_TOKEN_PARAM_RE.source.slice(1, -1)})(?==)`, 'iy');
const TOKEN_PARAM_AT_RE = new RegExp(`(?:${TOKEN_PARAM_RE.source.slice(1, -1)})(?==)`, 'iy');

function isParamNamed(pattern: RegExp, text: string, at: number): boolean {
  pattern.lastIndex = at;
  return pattern.test(text);
}

/** Separators of the segments searched for tokens: "/" in a path; ":", "&", "=" and "/" in a fragment. */
const PATH_SEPARATORS = '/';
const FRAGMENT_SEPARATORS = ':&=/';

/** Whether a segment of text[start, end) between separators is token-like (isTokenLike needs at least 8 characters). */
function someLongSegment(text: string, start: number, end: number, separators: string): boolean {
  let segmentStart = start;
  for (let index = start; index <= end; index++) {
    if (index < end && !separators.includes(text[index])) continue;
    if (index - segmentStart >= 8 && isTokenLike(text.slice(segmentStart, index))) return true;
    segmentStart = index + 1;
  }
  return false;
}

/**
 * LINK_NEGATIVE_RE searching from lastIndex. Its lookbehinds ("(?<![\p{L}\p{N}])legal") guard words,
 * which never open the rest (it opens with "/", "?" or "#"), and it has no "^" or "\b": a search of the
 * URL from the rest's first character matches exactly when a search of the rest does.
 */
const LINK_NEGATIVE_AT_RE = forTestOnly(LINK_NEGATIVE_WORDS_RE, `${LINK_NEGATIVE_WORDS_RE.flags}g`);

/** Path segments of help and settings pages; they do not disqualify a confirmation URL with a token ("…/preferences/email/verify?token=…"). */
const HELP_SEGMENT_RE = /\/(?:help|support|contact|faq|preferences|settings)(?=[/?#]|$)/gi;

/** The name of a query parameter, with the "?" or "&" before it kept. */
const PARAM_NAME_RE = /([?&])[\w.-]+=/g;

/** Unsubscribe/settings/legal/help/tracking links, and social or app-store pages. */
function isNegativeUrl(url: string): boolean {
  const split = splitUrl(url);
  if (split.hostEnd === 0 ? LINK_NEGATIVE_RE.test('') : restMatches(LINK_NEGATIVE_AT_RE, split)) {
    const rest = restOf(split);
    // "…/user/help/emailConfirm?token=…" is a confirmation endpoint that happens to live under
    // /help/; a help article carries no one-time token.
    // Nor do the names of its query parameters ("…/documents/access?t=…&policy=HLA-7731029" names an
    // insurance policy, not a privacy policy); their values still count ("…?token=…&action=unsubscribe").
    // A host named for the step counts as much here ("https://verify.namewell.example/contact/v/<uuid>" verifies a domain's
    // contact details; the help page of "/contact" carries no token).
    const strongWithToken = (urlScore(url) >= 30 || hostNamesStep(url)) && hasOneTimeToken(url);
    if (!strongWithToken || LINK_NEGATIVE_RE.test(rest.replace(HELP_SEGMENT_RE, '/').replace(PARAM_NAME_RE, '$1'))) return true;
  }
  return isNegativeHost(url) && urlScore(url) === 0;
}

/** The host's first label names a verification step ("verify.", "confirm.", "activate."). */
function hostNamesStep(url: string): boolean {
  const host = urlHost(url);
  const dot = host.indexOf('.');
  return dot > 0 && LINK_URL_STRONG_RE.test(host.slice(0, dot));
}

/**
 * NEGATIVE_HOST_RE on the URL's host. A newsletter's links mostly share one host: the last host
 * (as written, compared in place) and its answer are kept, and the host is copied and lower-cased
 * only when it differs. A pure function of the host, so the memo never changes an answer.
 */
function isNegativeHost(url: string): boolean {
  const split = splitUrl(url);
  const length = split.hostEnd - split.hostStart;
  if (length !== lastNegativeHost.host.length || !url.startsWith(lastNegativeHost.host, split.hostStart)) {
    lastNegativeHost.host = url.slice(split.hostStart, split.hostEnd);
    lastNegativeHost.value = NEGATIVE_HOST_RE.test(urlHost(url));
  }
  return lastNegativeHost.value;
}
const lastNegativeHost = { host: '', value: NEGATIVE_HOST_RE.test('') };

/**
 * Score of the URL, minus a penalty when it carries no one-time token: a sign-in link without
 * a token opens the public login page ("You can sign in here: https://example.com/login"), and
 * a "change password" link without one opens the settings.
 */
function urlEvidence(url: string, subjectNamesStep = false): number {
  const score = urlScore(url);
  // A tracked redirect counts as a recipient's link only in a mail whose subject names the step (a newsletter's
  // tracked "Sign in" button opens the public login page).
  if (hasOneTimeToken(url) || (subjectNamesStep && isTrackedRedirect(url))) return score;
  return score - (score < 30 ? NO_TOKEN_PENALTY : STRONG_NO_TOKEN_PENALTY);
}

/**
 * A click-tracking redirect whose id is a number ("https://go.acme.example/r/8842119077",
 * "https://links.acme.example/c/1234567/890123"): the sender's redirect host (its first label "click", "links",
 * "go", "t", "email" …) with a numeric id of six or more digits stands for one recipient's link, as a token
 * does; what the link is for is then read from its button and sentence only.
 */
function isTrackedRedirect(url: string): boolean {
  const split = splitUrl(url);
  // The host first (in place, it fails at its first characters for most hosts), then the numeric id.
  return split.hostEnd !== 0 && isTrackingHost(split) && hasLongNumber(url, split.hostEnd);
}
const TRACKING_HOST_RE = /^(?:click|clicks|link|links|lnk|email|emails|e|em|t|tr|trk|track|tracking|go|r|l|url|mail|news|ablink|redirect)\d*\./;

/**
 * TRACKING_HOST_RE on the lower-cased host, read in place (a newsletter asks it of hundreds of links,
 * each copying and lower-casing its host): for an ASCII host, lower-casing is what the i flag does to
 * ASCII letters, and a sticky copy tried at the host's start cannot run past it (the host ends before
 * "/", "?" or "#", which neither a digit nor "." is). A host with another character takes the copy.
 */
function isTrackingHost(split: SplitUrl): boolean {
  const { url, hostStart, hostEnd } = split;
  for (let index = hostStart; index < hostEnd; index++) if (url.charCodeAt(index) > 0x7f) return TRACKING_HOST_RE.test(urlHost(url));
  TRACKING_HOST_AT_RE.lastIndex = hostStart;
  return TRACKING_HOST_AT_RE.test(url);
}
const TRACKING_HOST_AT_RE = new RegExp(TRACKING_HOST_RE.source.slice(1), 'iy');

/** A run of six or more digits after "/" or "=" in the URL's rest, ending a segment or a value: by comparisons (it runs for many links). */
function hasLongNumber(url: string, from: number): boolean {
  let run = 0;
  let opened = false;
  for (let index = from; index <= url.length; index++) {
    const code = index < url.length ? url.charCodeAt(index) : 0x2f;
    if (code >= 0x30 && code <= 0x39) {
      if (opened) run++;
      continue;
    }
    if (opened && run >= 6 && (code === 0x2f || code === 0x3f || code === 0x26 || code === 0x23 || code === 0x2e)) return true;
    opened = code === 0x2f || code === 0x3d;
    run = 0;
  }
  return false;
}

/**
 * "If this wasn't you, reset your password: https://…/forgot-password": a link offered for the
 * case that the reader did NOT act is a way out of a security notice, not the step the mail asks
 * for, and so is one after a bare "Wasn't you?" / "Not you?". Without a one-time token it is the
 * public form, so it is dropped below the threshold.
 */
const NOT_YOU_RE =
  /(?:^|[.!?]\s+)(?:(?:this|it) )?was(?:n['’]t| not) you\s*\?|(?:^|[.!?]\s+)not you\s*\?|\bif (?:you did(?:n['’]t| not)|this was(?:n['’]t| not) you|it was(?:n['’]t| not) you|you don['’]t recogni[sz]e)|\bwenn (?:sie|du) (?:das|dies) nicht (?:waren|warst)|\bsi ce n['’](?:é|e)tait pas vous|\bsi no (?:fuiste|fue) (?:tú|usted)|\bse non (?:sei stato tu|è stato lei)|\bse não (?:foi você|fui eu)|\bals (?:jij|u) dit niet (?:was|bent)|\bjeśli to nie (?:ty|pan|pani)|\bpokud jste to nebyl|\bha nem (?:te|ön) volt|\bvar det inte du|\bvar det ikke (?:dig|deg)|\bjos (?:se|tämä) et ollut sinä|\b(?:bu )?siz değilseniz|\bdacă nu (?:ați fost|ai fost)|\bjika (?:ini )?bukan anda|\bnếu không phải (?:là )?bạn|если это (?:были )?не вы|якщо це (?:були )?не ви|αν δεν ήσασταν εσείς|\b(?:du warst|sie waren) (?:das|es) nicht\b|\b(?:warst du|waren sie) (?:das|es) nicht\s*\?|\bce n['’](?:é|e)tait pas (?:vous|toi)\s*\?|¿no (?:fuiste|fue) (?:tú|usted)\?|\bnão foi você\s*\?|\bnon sei stato tu\s*\?/iu;
const NOT_YOU_PENALTY = 30;

/** A generic button ("Continue") under a subject that names the step, when no sentence around it does. */
const SUBJECT_LABEL_BONUS = 20;

/** Links of a mail whose subject advertises a sale and names no step. */
const PROMO_SUBJECT_PENALTY = 30;

/** Links of a mail that reports something already done and asks nothing of the reader who did it. */
const NOTHING_TO_DO_PENALTY = 60;

function looksLikeUrl(text: string): boolean {
  return URL_START_RE.test(text);
}

function scoreAnchor(anchors: Anchors, index: number, subjectNamesStep: boolean, cutoff: RankCutoff): LinkCandidate | null {
  const url = anchors.href(index).trim();
  if (!isUsableUrl(url)) return null;
  const evidence = urlEvidence(url, subjectNamesStep);
  // A link whose address says nothing (no step, no token) stays below the threshold even with an
  // action word on the button, action words around it and a subject about verifying: newsletters
  // carry hundreds of such product links, so they are dropped before the costlier checks.
  if (evidence + 5 + ACTION_TEXT_BONUS + CONTEXT_BONUS + MAX_MAIL_BONUS < LINK_THRESHOLD) return null;
  if (isNegativeUrl(url)) return null;
  // Past its URL: the anchor's object, whose texts are rendered as they are asked for.
  const anchor = anchors.at(index);
  if (LINK_NEGATIVE_RE.test(anchor.text)) return null;

  let score = evidence + 5; // a real button/link in the HTML is what a person would click
  const textIsUrl = looksLikeUrl(anchor.text);
  const actionText = !textIsUrl && LINK_ACTION_RE.test(anchor.text);
  if (actionText) score += ACTION_TEXT_BONUS;
  // A button that says only "Continue" or "Open" is labelled by the sentence around it ("Click the
  // button below to confirm your e-mail address" / "Continue").
  const generic = !actionText && GENERIC_BUTTON_RE.test(anchor.text);
  // The text around the link can add CONTEXT_BONUS at most (and label a generic button), and the
  // mail's subject MAX_MAIL_BONUS: a link that stays below the threshold even so is not worth
  // rendering its surroundings for (newsletters carry hundreds of product links).
  if (score + CONTEXT_BONUS + MAX_MAIL_BONUS + (generic ? ACTION_TEXT_BONUS : 0) >= LINK_THRESHOLD) {
    let labelled = false;
    if (LINK_ACTION_RE.test(anchor.before.slice(-CONTEXT_BEFORE_CHARS)) || LINK_ACTION_RE.test(anchor.after.slice(0, 60))) {
      score += CONTEXT_BONUS;
      labelled = generic && LINK_ACTION_RE.test(`${lastSentences(anchor.before.slice(-160))} ${firstSentence(anchor.after.slice(0, 120))}`);
      if (labelled) score += ACTION_TEXT_BONUS;
    }
    // A generic button with a one-time token whose sentence names nothing, in a mail whose subject
    // names the step ("Kirjautumislinkkisi", "Votre lien de connexion" / "Continue"): the subject labels it.
    if (generic && !labelled && subjectNamesStep && hasOneTimeToken(url)) score += SUBJECT_LABEL_BONUS;
    if (!hasOneTimeToken(url) && NOT_YOU_RE.test(`${lastSentences(anchor.before.slice(-160))} ${anchor.text}`)) score -= NOT_YOU_PENALTY;
  }

  // A link that cannot be among the first links of the ranking needs no text and no candidate.
  if (cutoff.excludes(score, anchor.order)) return null;
  const meaningfulText = !textIsUrl && !generic && TWO_LETTERS_RE.test(anchor.text) && !CLICK_HERE_RE.test(anchor.text);
  const text = meaningfulText ? anchor.text : `${lastSentence(anchor.before)} ${anchor.text}`;
  return { url, score, text: clip(text), order: anchor.order, source: 'link' };
}

function firstSentence(text: string): string {
  return text.split(SENTENCE_SPLIT_RE, 1)[0] ?? '';
}

function lastSentence(text: string): string {
  const parts = text.split(SENTENCE_SPLIT_RE);
  return parts[parts.length - 1] ?? '';
}

/**
 * The last sentence before a link, preceded by the sentence before it when that one is a bare
 * question ("Wasn't you? <a>Reset your password</a>").
 */
function lastSentences(text: string): string {
  const parts = text.split(SENTENCE_SPLIT_RE);
  const last = parts[parts.length - 1] ?? '';
  const previous = parts[parts.length - 2] ?? '';
  return SHORT_QUESTION_RE.test(previous.trim()) ? `${previous} ${last}` : last;
}

/** An opening "<https://…" whose closing ">" is not on the same line. */
const OPEN_BRACKET_URL_RE = /<https?:\/\/[^\s<>"]*$/i;
/** A continuation of such a URL: URL characters only, up to the closing ">". */
const URL_CONTINUATION_RE = /^[^\s<>"]+>?$|^[^\s<>"]+>/;

/**
 * Re-joins URLs that the sender wrapped across lines inside angle brackets, as RFC 3986
 * (appendix C) recommends: "<https://example.com/confirm?code=Qm9v&" / "email=a%40b.net>".
 */
export function joinBracketedUrls(lines: string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    let line = lines[index];
    let continued = 0;
    while (continued < 3 && OPEN_BRACKET_URL_RE.test(line) && index + 1 < lines.length) {
      const piece = URL_CONTINUATION_RE.exec(lines[index + 1]);
      if (!piece) break;
      line += lines[index + 1];
      index++;
      continued++;
    }
    result.push(line);
  }
  return result;
}

/** Bare URLs in plain-text bodies; the line's own words or the line above describe them. */
function scoreTextUrls(bodyLines: string[], orderOffset: number, source: 'text' | 'html', isReply: boolean, subjectNamesStep: boolean): LinkCandidate[] {
  const result: LinkCandidate[] = [];
  const lines = bodyLines.some((line) => line.includes('<http')) ? joinBracketedUrls(bodyLines) : bodyLines;
  // In a reply, the writer's own text ends where the quoted history begins.
  const newTextEnd = isReply ? lines.findIndex((line) => QUOTED_LINE_RE.test(line) || REPLY_ATTRIBUTION_RE.test(line)) : -1;
  lines.forEach((line, index) => {
    if (!line.includes('http')) return;
    // In a reply, a link quoted from the mail it answers ("> Confirm here: https://…") is history,
    // as a quoted code is.
    if (isReply && QUOTED_LINE_RE.test(line)) return;
    const words = line.replace(URL_IN_TEXT_RE, ' ').replace(LABEL_PUNCTUATION_RE, ' ').trim();
    // A generic label beside the URL ("Continue [https://…]", "Open: https://…") says nothing: the
    // sentence above names the step, as for a URL alone.
    const ownWords = words && GENERIC_BUTTON_RE.test(words) ? '' : words;
    // The line that introduces the link; a blank line often separates them.
    const previousAt = (lines[index - 1] ?? '').trim() ? index - 1 : index - 2;
    const previous = (lines[previousAt] ?? '').trim();
    // A sentence hard-wrapped into the line above introduces the URL as well ("Bevestig dit
    // e-mailadres door op de onderstaande link te klikken. De link is" / "48 uur geldig." / URL), and
    // so does the sentence above a short button label that a renderer put on the line before its URL
    // ("Se sei tu, approva l'accesso:" / "Sì, sono io" / "[https://…]"). URLs in those lines say nothing
    // about this one.
    const introduction = (): string => {
      const above = withoutUrls(lines[previousAt - 1] ?? '');
      return previous && wrapsIntoNext(above) ? `${above} ${withoutUrls(previous)}` : withoutUrls(previous);
    };
    const lineText = clip(line);
    for (const match of line.matchAll(URL_IN_TEXT_RE)) {
      const url = trimUrl(match[0]);
      if (!isUsableUrl(url) || isNegativeUrl(url)) continue;
      // "Confirm subscription: https://…" describes itself; a URL alone is described by the line above.
      const label = ownWords || previous;
      // "Help center: https://…" is never the link; but a sentence that merely contains such a word
      // ("Help us secure your account by verifying your email") still describes a confirmation
      // URL that carries a one-time token.
      if (LINK_NEGATIVE_RE.test(label) && !(LINK_ACTION_RE.test(label) && urlScore(url) >= 30 && hasOneTimeToken(url))) continue;

      let score = urlEvidence(url, subjectNamesStep);
      // Only a generic label beside it ("Kattints ide: https://…/megerosit?t=…", "Click here: …") and no sentence above:
      // a subject naming the step labels a URL with a one-time token, as it labels a generic button.
      if (!ownWords && words && !previous && subjectNamesStep && hasOneTimeToken(url)) score += SUBJECT_LABEL_BONUS;
      if (ownWords) {
        if (LINK_ACTION_RE.test(label)) score += ACTION_TEXT_BONUS;
        else if (LINK_ACTION_RE.test(previous)) score += CONTEXT_BONUS;
      } else if (previous && isButtonLabel(previous) && !GENERIC_BUTTON_RE.test(previous)) {
        // A renderer's button: its label on the line above the URL ("Confirm delivery time" /
        // "[https://…]"), the sentence above the label its context, as for an HTML button.
        if (LINK_ACTION_RE.test(previous)) score += ACTION_TEXT_BONUS;
        if (LINK_ACTION_RE.test(sentenceEndingAt(lines, previousAt - 1))) score += CONTEXT_BONUS;
      } else {
        // A URL set apart under the sentence that names the step, alone or under a generic label
        // ("… confirm your email address by clicking the button below." / "Continue" / "[https://…]"):
        // the sentence is its label and its context.
        const sentence = previous && GENERIC_BUTTON_RE.test(previous) ? sentenceEndingAt(lines, previousAt - 1) : introduction();
        if (LINK_ACTION_RE.test(sentence)) score += ACTION_TEXT_BONUS + CONTEXT_BONUS;
        // A person replying with the link they were sent, set apart in their own text ("Link they just
        // sent me (didn't click it):" / "https://…/verify-email?vt=…"): a step's URL with a one-time
        // token, introduced as a link.
        else if (newTextEnd > index && urlScore(url) >= 30 && hasOneTimeToken(url) && LINK_NOUN_RE.test(sentence)) score += ACTION_TEXT_BONUS;
      }
      if (!hasOneTimeToken(url) && NOT_YOU_RE.test(label)) score -= NOT_YOU_PENALTY;
      result.push({ url, score, text: ownWords ? lineText : clip(`${previous} ${url}`), order: orderOffset + index, source });
    }
  });
  return result;
}

/** A line that can be a button's label: short, one phrase, no sentence and no introduction ("… sent me:"). */
function isButtonLabel(line: string): boolean {
  return line.length <= 40 && !line.includes('http') && !SENTENCE_END_RE.test(line);
}
const SENTENCE_END_RE = /[.!?。！？:：](?:\s|$)/;

/** The line at `at` (without URLs), with the line above when the sentence was hard-wrapped into it. */
function sentenceEndingAt(lines: string[], at: number): string {
  const line = withoutUrls(lines[at] ?? '');
  const above = lines[at - 1] ?? '';
  return above && wrapsIntoNext(above) ? `${withoutUrls(above)} ${line}` : line;
}

function withoutUrls(line: string): string {
  return line.includes('http') ? line.replace(URL_IN_TEXT_RE, ' ') : line;
}

/** The best confirmation link of the mail, or null. */
export function findBestLink(sources: LinkSources): LinkCandidate | null {
  const [best] = rankLinks(sources);
  return best && best.score >= LINK_THRESHOLD ? best : null;
}

/**
 * Every usable link of the mail with its score (mail-level context included), best first;
 * links of mails that are not about verifying, confirming, resetting or signing in score
 * LINK_THRESHOLD less, so they never pass. With a limit, the first `limit` links are those of the
 * full ranking (in its order); of the others, some may be missing.
 */
export function rankLinks(sources: LinkSources, limit = Infinity): LinkCandidate[] {
  const subjectHasContext = LINK_MAIL_CONTEXT_RE.test(sources.subject);
  const isReply = REPLY_SUBJECT_RE.test(sources.subject);
  const bodyHasContext = subjectHasContext || sources.bodies.some((lines) => lines.some((line) => LINK_MAIL_CONTEXT_RE.test(line)));

  let mailBonus = subjectHasContext ? MAX_MAIL_BONUS : 0;
  if (!subjectHasContext && !bodyHasContext) mailBonus -= LINK_THRESHOLD;
  // "Order confirmation", "Booking confirmation", shipping notices: their links are not confirmations
  // (a subject naming a password is no receipt: "Pedido de nova senha" is a request, not an order).
  if (TRANSACTIONAL_SUBJECT_RE.test(sources.subject) && !PASSWORD_SUBJECT_RE.test(sources.subject) && !EMAIL_STEP_SUBJECT_RE.test(sources.subject)) mailBonus -= 40;
  // A sale's subject ("Black Friday: 30 % på alle cykelhjelme") that names no step: its "Log in to see
  // your offers" links are marketing. A step named by its URL still passes ("verify your email to get 10 % off").
  else if (!subjectHasContext && PROMO_CONTEXT_RE.test(sources.subject)) mailBonus -= PROMO_SUBJECT_PENALTY;

  // The subject names the step and is no receipt or sale: it labels a generic button.
  const subjectNamesStep = subjectHasContext && mailBonus === MAX_MAIL_BONUS;
  // The same URL often appears as a button, as a copy-paste fallback and in the text part: each URL
  // keeps its best candidate (highest score, then first in the mail) at the place where the URL first
  // appeared. Candidates are kept as they are scored (no list of all of them, no copy of the Map's
  // values): every candidate was built for this call, so the bonus below is added in place.
  const ranked: LinkCandidate[] = [];
  const slots = new UrlSlots(ranked, sources.anchors.length);
  const cutoff = new RankCutoff(ranked, limit);
  const keep = (candidate: LinkCandidate): void => {
    if (cutoff.excludes(candidate.score, candidate.order)) return;
    // The URL is hashed once, for the search and for the insertion.
    const hash = urlHash(candidate.url);
    const slot = slots.find(candidate.url, hash);
    if (slot < 0) {
      slots.add(candidate.url, hash, ranked.length);
      ranked.push(candidate);
      cutoff.improved(ranked.length - 1);
      return;
    }
    const existing = ranked[slot];
    if (isBetter(candidate, existing)) {
      ranked[slot] = candidate;
      cutoff.improved(slot);
    }
  };
  for (let index = 0; index < sources.anchors.length; index++) {
    const scored = scoreAnchor(sources.anchors, index, subjectNamesStep, cutoff);
    if (scored) keep(scored);
  }
  sources.bodies.forEach((lines, bodyIndex) => {
    for (const scored of scoreTextUrls(lines, (bodyIndex + 1) * 100_000, sources.bodySources[bodyIndex] ?? 'text', isReply, subjectNamesStep)) keep(scored);
  });

  for (const candidate of ranked) candidate.score += mailBonus;
  // A notice of something already done ("If this was you, there's nothing else to do"): its links
  // are ways out (reset the password, secure the account), not the step the mail asks for.
  if (ranked.some((candidate) => candidate.score >= LINK_THRESHOLD) && sources.nothingToDo?.()) {
    for (const candidate of ranked) candidate.score -= NOTHING_TO_DO_PENALTY;
  }
  return ranked.sort((a, b) => b.score - a.score || a.order - b.order);
}

/** Whether `a` ranks before `b`: a higher score, or the same score earlier in the mail (the ranking's order before the mail-level bonus, which all links share). */
function isBetter(a: { score: number; order: number }, b: { score: number; order: number }): boolean {
  return a.score > b.score || (a.score === b.score && a.order < b.order);
}

/**
 * The `limit` best candidates kept so far (their slots in `ranked`, best first), which say whether a
 * link can still be among the first `limit` of the ranking. A URL's candidate only ever improves (it
 * is replaced by a better one), so `limit` URLs whose candidates rank before a link's score and order
 * keep ranking before it: such a link, whatever its URL, is not among the first `limit` at the end,
 * nor does it decide whether any link reaches the threshold (the `limit` before it score as much).
 * The mail-level bonus and the "nothing to do" penalty are added to every link alike afterwards,
 * so they change no rank. A link with the same score and order as the last of them is kept.
 */
class RankCutoff {
  private readonly top: number[] = [];

  constructor(
    private readonly ranked: LinkCandidate[],
    private readonly limit: number,
  ) {}

  /** Whether a link with this score and order ranks after `limit` kept candidates. */
  excludes(score: number, order: number): boolean {
    if (this.top.length < this.limit) return false;
    const last = this.ranked[this.top[this.top.length - 1]];
    return score < last.score || (score === last.score && order > last.order);
  }

  /** The candidate at `slot` of `ranked` is new or better than the one it replaced. */
  improved(slot: number): void {
    const { top, ranked } = this;
    let at = top.indexOf(slot);
    if (at < 0) {
      if (top.length >= this.limit) {
        if (!isBetter(ranked[slot], ranked[top[top.length - 1]])) return;
        top.pop();
      }
      top.push(slot);
      at = top.length - 1;
    }
    for (; at > 0 && isBetter(ranked[top[at]], ranked[top[at - 1]]); at--) {
      const previous = top[at - 1];
      top[at - 1] = top[at];
      top[at] = previous;
    }
  }
}

/**
 * Where each URL's candidate lies in `ranked`, by URL: an open-addressing table of indexes in one
 * module-level Int32Array (a Map of ~300 URLs grew its table about seven times per newsletter), keyed
 * by the URL's FNV-1a hash and compared with === on a match. A URL that finds no free slot within
 * MAX_URL_PROBES (only a crowd of different URLs with one hash) goes to a Map beside the table. The
 * table keeps the size of the largest mail seen (bounded by MAX_HTML_LENGTH's anchors).
 */
class UrlSlots {
  private table: Int32Array;
  private mask: number;
  private count = 0;
  private overflow: Map<string, number> | undefined;

  constructor(
    private readonly ranked: LinkCandidate[],
    expected: number,
  ) {
    let size = 64;
    while (size < 2 * expected + 64) size *= 2;
    if (URL_SLOT_TABLE.length < size) URL_SLOT_TABLE = new Int32Array(size);
    this.table = URL_SLOT_TABLE;
    this.mask = size - 1;
    this.table.fill(-1, 0, size);
  }

  /** The index of url's candidate (hash: urlHash(url)), or -1. */
  find(url: string, hash: number): number {
    let at = hash & this.mask;
    for (let probe = 0; probe < MAX_URL_PROBES; probe++) {
      const index = this.table[at];
      if (index < 0) return -1;
      if (this.ranked[index].url === url) return index;
      at = (at + 1) & this.mask;
    }
    return this.overflow?.get(url) ?? -1;
  }

  /** Records url (not yet recorded; hash: urlHash(url)) at index. */
  add(url: string, hash: number, index: number): void {
    if (2 * (this.count + 1) > this.mask + 1) this.grow();
    this.count++;
    this.place(url, hash, index);
  }

  private place(url: string, hash: number, index: number): void {
    let at = hash & this.mask;
    for (let probe = 0; probe < MAX_URL_PROBES; probe++) {
      if (this.table[at] < 0) {
        this.table[at] = index;
        return;
      }
      at = (at + 1) & this.mask;
    }
    (this.overflow ??= new Map()).set(url, index);
  }

  /** Doubles the table (more URLs than anchors: text URLs) and places every recorded URL again. */
  private grow(): void {
    const size = 2 * (this.mask + 1);
    if (URL_SLOT_TABLE.length < size) URL_SLOT_TABLE = new Int32Array(size);
    this.table = URL_SLOT_TABLE;
    this.mask = size - 1;
    this.table.fill(-1, 0, size);
    this.overflow = undefined;
    // Every recorded URL has its candidate in `ranked`, at the index recorded for it.
    for (let index = 0; index < this.ranked.length; index++) this.place(this.ranked[index].url, urlHash(this.ranked[index].url), index);
  }
}

let URL_SLOT_TABLE = new Int32Array(1024);
const MAX_URL_PROBES = 16;

function urlHash(url: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < url.length; index++) hash = Math.imul(hash ^ url.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
