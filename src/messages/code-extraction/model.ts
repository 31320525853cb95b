/**
 * The scoring model of code extraction: a linear model over named features of a candidate.
 *
 * A candidate is a token of code shape (or a link). Each feature measures one piece of
 * evidence, as a value (mostly 0/1; `shapePrior` and `codeWord` are graded, in points); the
 * score is the weighted sum, and the best candidate at or above the threshold is the answer.
 * The weights were set by hand on the tuning corpora (test/corpus/codes, codes-kinds, codes-kinds-2,
 * codes-handwritten, codes-fresh-dev, codes-kinds-3, codes-fresh2-dev, codes-fresh-heldout) and are
 * scored, never tuned, on test/corpus/codes-heldout. scripts/fit-code-model.ts fits them from those
 * corpora with leave-one-corpus-out cross-validation; the fitted weights did not score better, so
 * these stay (bench/RESULTS.md).
 *
 * Where a feature's value is computed (which words, which shapes) lives in code-candidates.ts
 * and keywords.ts; what each is worth lives here, in one table.
 */
export const CODE_FEATURE_WEIGHTS = {
  /** Token shape prior in points: six digits +10, seven to eight +5, nine to ten −5, references −25 … */
  shapePrior: 1,
  /** Strength of the nearest code word, in points (0–65): "code: 482913" 65, a code word in the line above 40 … */
  codeWord: 1,
  /** The token stands alone on its line or in its own cell. */
  isolated: 25,
  /** The HTML renders it bold, big, letter-spaced, monospace or in a text field. */
  emphasised: 15,
  /** The subject names a code ("Your verification code"); for body candidates. */
  subjectNamesCode: 15,
  /** The same code in the subject and in the body. */
  inSubjectAndBody: 10,
  /** Its sentence calls it new or fresh ("Your new code is …"). */
  freshMention: 10,
  /**
   * In a reply about a code (its subject or quoted history names one), a code the writer sets apart
   * or names in the new text above the quote: the code they send now.
   */
  replyNewCode: 30,
  /**
   * With replyNewCode: the first code-shaped token of the new text's opening lines, which chat
   * wording names no further ("here's the new one: 482913", "try 5820 1934", "Prueba con 582019").
   */
  replyLead: 40,
  /**
   * A code set against an earlier one of the same text that a correction between them retracts or calls dead ("First one
   * said 604 117 but I hit resend, so that one's dead. The new one is 882051", "sorry, wrong one, use 553120").
   */
  replacesEarlier: 30,
  /** How far into the second half of the document its line is (0 = middle or earlier, 1 = last line). */
  latePosition: -4,

  /** A label for something else sits between the nearest code word and the token ("Order", "Tel.", "HRB"). */
  negativeLabel: -60,
  /** The subject labels the same value as something else ("Appointment confirmed - Reference PAS-2024-0418-77310"). */
  subjectLabelsOther: -40,
  /** The body labels the subject's value as something else ("Login 482210 successful" / "Session 482210 started"). */
  bodyLabelsOther: -40,
  /** "codes like 123456", "e.g. 000000". */
  example: -40,
  /** A unit or currency follows ("10 minutes", "25 €"). */
  unitAfter: -50,
  /** Copyright, address or company-register line. */
  footerLine: -20,
  /** Promotional wording on its line ("use code … at checkout"). */
  promoLine: -50,
  /** The subject advertises a sale or discount, and nothing asks to type the code or calls it a verification code. */
  promoSubject: -30,
  /** Promotional wording on the line above or below a bare code. */
  promoNeighbour: -50,
  /** The line is quoted with ">". */
  quotedLine: -30,
  /** The line comes after a reply header ("On … wrote:", Outlook's "From: / Sent:" block). */
  quotedSection: -40,
  /** A year, labelled as a code ("PIN: 2046"). */
  yearLabelled: -10,
  /** A year without a label. */
  yearBare: -35,
  /** A year next to a month or weekday name. */
  yearNearDate: -15,
  /** An eight-digit date ("20250314"). */
  compactDate: -15,
  /** Within four lines of dial-in / meeting-ID text. */
  meeting: -70,
  /** In a reply ("Re: …"), a number the writer does not label as a code. */
  replyDiscussion: -30,
  /** In a booking/order/receipt mail, a number nobody asks to type or to verify with. */
  transactional: -40,
  /** Its sentence says it is expired, old, previous or no longer valid. */
  staleMention: -60,
  /** A later code of the same text replaces it: a correction between them retracts it (see replacesEarlier). */
  superseded: -60,
  /** Its sentence says it was already entered or used ("The code 558201 was entered at 10:02"). */
  spentMention: -60,
  /** Its sentence tells the reader not to enter or use it ("Do NOT enter the code 482913: someone else requested it"). */
  notToUse: -60,
  /** Its sentence, or the line below, hands it to a courier or driver ("Berikan kode ini kepada kurir", "Share this PIN with your driver"). */
  handOver: -60,
  /** Its sentence calls it fixed or permanent ("PIN: 4471 (stały dla Twojego konta)", "your permanent door code"). */
  fixedMention: -60,
  /**
   * The mail reports something that already happened and asks nothing of the reader ("If this was
   * you, there's nothing else to do"), and the code's sentence does not ask to type it.
   */
  nothingToDo: -60,
  /**
   * Nothing within three lines of it, nor the subject, says what a code is for (verifying, signing in,
   * a lifetime in minutes, keeping it secret, typing it): a generic code word ("code", "PIN") then
   * names a customer's, a ticket's or a voucher's code as often as one to type.
   */
  noPurpose: -30,
  /** A link of the mail passes it as the user's or account's id ("…/reset?key=…&uid=K2QH7T"). */
  identifierInLink: -40,
  /** One of three or more equally shaped codes laid out as a list (backup codes). */
  listMember: -60,
  /**
   * In a reply's own text, a code that its quoted history holds too, in a sentence reporting the
   * writer's attempt with it or that it fails: the writer discusses the code they were sent ("ich
   * habe den Code eingegeben:" / "448 201"). Repeated otherwise ("that one works - use 558 120") it
   * is the code to type.
   */
  repeatsQuoted: -60,
  /**
   * In the mail a reply or forward passes on, the code its writer's own text says fails or was tried
   * ("I keep getting \"invalid code\" with 440918 from the mail below"): spent, not the one to type.
   */
  failsForWriter: -60,
} as const;

export type CodeFeature = keyof typeof CODE_FEATURE_WEIGHTS;
export type CodeFeatures = Partial<Record<CodeFeature, number>>;

/** Minimum score for a code candidate to be returned. */
export const CODE_THRESHOLD = 50;

export function scoreCodeFeatures(features: CodeFeatures): number {
  let score = 0;
  for (const name in features) {
    score += CODE_FEATURE_WEIGHTS[name as CodeFeature] * (features[name as CodeFeature] ?? 0);
  }
  return score;
}
