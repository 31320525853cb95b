/**
 * Fits the weights of the code-extraction model (src/messages/code-extraction/model.ts) from the
 * corpora instead of by hand, and estimates by leave-one-corpus-out cross-validation how the fitted
 * weights score on a corpus they were not fitted on.
 *
 *   node -r @swc-node/register scripts/fit-code-model.ts            # CV report and weights fitted on all
 *   LAMBDA=0.3 TAU=5 node -r @swc-node/register scripts/fit-code-model.ts
 *
 * The model: each occurrence of a candidate has features f (model.ts); its score is w·f; a mail's
 * answer is the value of the best-scoring occurrence when it reaches CODE_THRESHOLD, else the best
 * link (which the code weights do not change). The fit minimises, per mail, the softmax loss of
 * choosing the right option among the mail's occurrences plus a "no code" option fixed at the
 * threshold (the right option is every occurrence of the expected code, or "no code" when the mail
 * expects a link or nothing), at temperature TAU points, plus LAMBDA times a penalty pulling each
 * weight towards its hand-set value (in units of its scale): the hand weights are the prior, the
 * data moves them. Each corpus weighs as the square root of its size, so the 1,456 generated mails
 * of test/corpus/codes do not drown the hand-written and fresh ones. Hard filters (shapes believed
 * only near a code word, lists of backup codes) stay rules and are not fitted.
 *
 * Scores are computed by the real extractor with the weights swapped in, so they match
 * scripts/score-code-corpus.ts. codes-heldout is never fitted on (it stays held out); it is scored
 * with every weight vector as one more unseen check.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { CodeSource, codeOccurrences, extractVerificationCode } from '../src/messages/code-extraction/extract-verification-code';
import { CODE_FEATURE_WEIGHTS, CODE_THRESHOLD, CodeFeature } from '../src/messages/code-extraction/model';

const ROOT = join(__dirname, '..', 'test', 'corpus');
const FITTED = ['codes', 'codes-kinds', 'codes-kinds-2', 'codes-handwritten', 'codes-fresh-dev', 'codes-kinds-3', 'codes-fresh2-dev', 'codes-fresh-heldout'];
const NEVER_FITTED = ['codes-heldout'];

const LAMBDA = Number(process.env.LAMBDA ?? 0.3);
const TAU = Number(process.env.TAU ?? 5);
const STEPS = Number(process.env.STEPS ?? 400);

const NAMES = Object.keys(CODE_FEATURE_WEIGHTS) as CodeFeature[];
const HAND = NAMES.map((name) => CODE_FEATURE_WEIGHTS[name] as number);
/** Graded features (points) move by fractions, 0/1 features by points. */
const SCALE = NAMES.map((name, index) => (name === 'shapePrior' || name === 'codeWord' ? 0.25 : Math.max(5, Math.abs(HAND[index]) / 2)));

interface Mail {
  corpus: string;
  file: string;
  source: CodeSource;
  expected: string | null;
  /** Feature vectors of the occurrences, and whether each is of the expected code. */
  occurrences: Array<{ x: number[]; target: boolean }>;
  /** The expected answer is "no code" (a link or nothing). */
  expectsNoCode: boolean;
}

async function load(corpus: string): Promise<Mail[]> {
  const dir = join(ROOT, corpus);
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, string | null>;
  const mails: Mail[] = [];
  for (const [file, want] of Object.entries(expected)) {
    const parsed = await simpleParser(readFileSync(join(dir, file)));
    const source: CodeSource = { subject: parsed.subject ?? null, text: parsed.text ?? null, html: typeof parsed.html === 'string' ? parsed.html : null };
    const found = codeOccurrences(source);
    const inSubject = new Set(found.filter((c) => c.kind === 'subject').map((c) => c.code));
    const inBody = new Set(found.filter((c) => c.kind === 'body').map((c) => c.code));
    const labelledInSubject = new Set(found.filter((c) => c.kind === 'subject' && c.features.negativeLabel).map((c) => c.code));
    const expectsNoCode = want === null || /^https?:\/\//i.test(want);
    mails.push({
      corpus,
      file,
      source,
      expected: want,
      expectsNoCode,
      occurrences: found.map((candidate) => {
        const features: Record<string, number> = { ...candidate.features };
        // As rankCodes adds them to a value's occurrences.
        if (labelledInSubject.has(candidate.code) && candidate.kind === 'body') features.subjectLabelsOther = 1;
        else if (inSubject.has(candidate.code) && inBody.has(candidate.code)) features.inSubjectAndBody = 1;
        return { x: NAMES.map((name) => features[name] ?? 0), target: candidate.code === want };
      }),
    });
  }
  return mails;
}

/** Softmax loss and its gradient over the mails, with corpus weights; plus the prior. */
function lossAndGradient(w: number[], mails: Mail[], weightOf: Map<string, number>): { loss: number; grad: number[] } {
  const grad = NAMES.map(() => 0);
  let loss = 0;
  for (const mail of mails) {
    const reachable = mail.expectsNoCode || mail.occurrences.some((o) => o.target);
    if (!reachable) continue;
    const weight = weightOf.get(mail.corpus) ?? 1;
    const scores = mail.occurrences.map((o) => o.x.reduce((sum, value, index) => sum + value * w[index], 0) / TAU);
    const none = CODE_THRESHOLD / TAU;
    const max = Math.max(none, ...scores);
    const exps = scores.map((s) => Math.exp(s - max));
    const noneExp = Math.exp(none - max);
    const total = exps.reduce((a, b) => a + b, noneExp);
    const targetTotal = mail.expectsNoCode ? noneExp : exps.reduce((sum, e, index) => sum + (mail.occurrences[index].target ? e : 0), 0);
    loss += weight * (Math.log(total) - Math.log(targetTotal));
    // d/dw: E_all[x] - E_target[x], over the occurrences (the "no code" option has no features).
    mail.occurrences.forEach((o, index) => {
      const pAll = exps[index] / total;
      const pTarget = mail.expectsNoCode ? 0 : o.target ? exps[index] / targetTotal : 0;
      const coefficient = (weight * (pAll - pTarget)) / TAU;
      if (coefficient !== 0) o.x.forEach((value, j) => (grad[j] += coefficient * value));
    });
  }
  NAMES.forEach((_, j) => {
    const z = (w[j] - HAND[j]) / SCALE[j];
    loss += LAMBDA * z * z;
    grad[j] += (2 * LAMBDA * z) / SCALE[j];
  });
  return { loss, grad };
}

function fit(mails: Mail[]): number[] {
  const sizes = new Map<string, number>();
  for (const mail of mails) sizes.set(mail.corpus, (sizes.get(mail.corpus) ?? 0) + 1);
  const weightOf = new Map([...sizes].map(([corpus, n]) => [corpus, 1 / Math.sqrt(n)]));
  // Adam, in units of each weight's scale.
  const w = [...HAND];
  const m = NAMES.map(() => 0);
  const v = NAMES.map(() => 0);
  const rate = 0.05;
  for (let step = 1; step <= STEPS; step++) {
    const { grad } = lossAndGradient(w, mails, weightOf);
    NAMES.forEach((_, j) => {
      const g = grad[j] * SCALE[j];
      m[j] = 0.9 * m[j] + 0.1 * g;
      v[j] = 0.999 * v[j] + 0.001 * g * g;
      const mHat = m[j] / (1 - 0.9 ** step);
      const vHat = v[j] / (1 - 0.999 ** step);
      w[j] -= (rate * SCALE[j] * mHat) / (Math.sqrt(vHat) + 1e-8);
    });
  }
  return w.map((value, j) => (SCALE[j] < 1 ? Math.round(value * 100) / 100 : Math.round(value)));
}

/** Right answers of the real extractor over the mails with the given weights. */
function score(w: number[], mails: Mail[]): number {
  const weights = CODE_FEATURE_WEIGHTS as unknown as Record<string, number>;
  const saved = NAMES.map((name) => weights[name]);
  NAMES.forEach((name, j) => (weights[name] = w[j]));
  try {
    return mails.filter((mail) => (extractVerificationCode(mail.source)?.code ?? null) === mail.expected).length;
  } finally {
    NAMES.forEach((name, j) => (weights[name] = saved[j]));
  }
}

const pct = (right: number, n: number): string => `${right}/${n} = ${((100 * right) / n).toFixed(1)} %`;

(async () => {
  const byCorpus = new Map<string, Mail[]>();
  for (const corpus of [...FITTED, ...NEVER_FITTED]) byCorpus.set(corpus, await load(corpus));
  const fitted = FITTED.flatMap((corpus) => byCorpus.get(corpus)!);

  console.log(`LAMBDA=${LAMBDA} TAU=${TAU} STEPS=${STEPS}`);
  console.log('\nLeave-one-corpus-out: fitted without the corpus, scored on it (hand weights on it for comparison; they were set with every corpus in view)');
  let cvRight = 0;
  let handRight = 0;
  let total = 0;
  for (const corpus of FITTED) {
    const held = byCorpus.get(corpus)!;
    const w = fit(fitted.filter((mail) => mail.corpus !== corpus));
    const right = score(w, held);
    const hand = score(HAND, held);
    cvRight += right;
    handRight += hand;
    total += held.length;
    console.log(`  ${corpus.padEnd(20)} fitted ${pct(right, held.length).padEnd(22)} hand ${pct(hand, held.length)}`);
  }
  console.log(`  ${'all'.padEnd(20)} fitted ${pct(cvRight, total).padEnd(22)} hand ${pct(handRight, total)}`);

  const w = fit(fitted);
  console.log('\nFitted on every fitted corpus:');
  for (const corpus of [...FITTED, ...NEVER_FITTED]) {
    const mails = byCorpus.get(corpus)!;
    console.log(`  ${corpus.padEnd(20)} fitted ${pct(score(w, mails), mails.length).padEnd(22)} hand ${pct(score(HAND, mails), mails.length)}`);
  }
  console.log('\nWeights (hand -> fitted):');
  NAMES.forEach((name, j) => console.log(`  ${name.padEnd(20)} ${String(HAND[j]).padStart(6)} -> ${String(w[j]).padStart(6)}`));
})();
