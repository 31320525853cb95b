/**
 * A caller's own regular expression for the code endpoint (`pattern=`), made safe to run on
 * mail anyone can send:
 * - at most MAX_PATTERN_LENGTH characters, compiled with the `u` flag, exactly one capture group
 *   (its text is the answer);
 * - rejected when safe-regex2 (the star-height check Fastify uses for its routes) finds nested
 *   quantifiers or too many repetitions, the shapes behind catastrophic backtracking;
 * - run on at most MAX_PATTERN_INPUT characters per document, inside a `vm` context with a
 *   time limit, so that a pattern the static check misses (polynomial backtracking such as
 *   `\s*(\S+)\s*$`) is stopped after PATTERN_TIME_LIMIT_MS instead of blocking the process.
 */
import { createContext, Script } from 'node:vm';
import isSafeRegex from 'safe-regex2';

export const MAX_PATTERN_LENGTH = 200;
export const MAX_PATTERN_INPUT = 100_000;
export const PATTERN_TIME_LIMIT_MS = 50;
/** Runs of a pattern on one document before a timeout counts (see matchAll). */
const PATTERN_ATTEMPTS = 2;
/** Matches collected per document. */
const MAX_MATCHES = 20;

export type UserPatternProblem = 'too_long' | 'invalid' | 'capture_groups' | 'unsafe' | 'too_slow';

export class UserPatternError extends Error {
  constructor(
    readonly problem: UserPatternProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface PatternMatch {
  /** The text of the capture group. */
  value: string;
  /** Where the whole match starts in the searched text. */
  index: number;
}

export interface UserPattern {
  readonly source: string;
  /** Matches in reading order; throws UserPatternError('too_slow') when the time limit is hit. */
  matchAll(text: string): PatternMatch[];
}

// Runs inside the sandbox: collects the capture group of each match, stepping past empty matches.
const COLLECT = new Script(`
  out.length = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m && out.length < limit; m = re.exec(text)) {
    if (m[1] !== undefined) out.push({ value: m[1], index: m.index });
    if (m[0] === '') re.lastIndex++;
  }
`);

const sandbox = createContext({ re: null, text: '', out: null, limit: MAX_MATCHES });

export function compileUserPattern(source: string): UserPattern {
  if (source.length > MAX_PATTERN_LENGTH) {
    throw new UserPatternError('too_long', `pattern must be at most ${MAX_PATTERN_LENGTH} characters`);
  }
  let regex: RegExp;
  let groups: number;
  try {
    regex = new RegExp(source, 'gu');
    // Matching the empty string against "pattern|" always succeeds through the empty alternative
    // and reports one slot per capture group; it cannot backtrack on an empty input.
    groups = (new RegExp(`${source}|`, 'u').exec('')?.length ?? 1) - 1;
  } catch (error) {
    throw new UserPatternError('invalid', `pattern is not a valid regular expression: ${(error as Error).message}`);
  }
  if (groups !== 1) {
    throw new UserPatternError('capture_groups', `pattern must have exactly one capture group (it has ${groups}); use (?:…) for other groups`);
  }
  if (!isSafeRegex(regex)) {
    throw new UserPatternError('unsafe', 'pattern could backtrack catastrophically (nested or too many repetitions); simplify it');
  }
  return {
    source,
    matchAll(text: string): PatternMatch[] {
      const out: PatternMatch[] = [];
      // One context for every run (Node runs scripts synchronously, so runs never overlap):
      // creating a context per run cost more than the 50 ms budget on a loaded machine and
      // turned simple patterns into false "too slow" answers.
      // The limit is wall-clock time (vm's watchdog), so a process descheduled on a busy machine
      // can overrun it with a pattern that needs a millisecond: a timeout is tried once more, and
      // only a second one answers "too slow" (a truly slow pattern costs two budgets, then stops).
      for (let attempt = 1; ; attempt++) {
        out.length = 0;
        Object.assign(sandbox, { re: regex, text: text.slice(0, MAX_PATTERN_INPUT), out, limit: MAX_MATCHES });
        try {
          COLLECT.runInContext(sandbox, { timeout: PATTERN_TIME_LIMIT_MS });
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
          if (attempt < PATTERN_ATTEMPTS) continue;
          throw new UserPatternError('too_slow', `pattern took longer than ${PATTERN_TIME_LIMIT_MS} ms on this message; simplify it`);
        } finally {
          Object.assign(sandbox, { re: null, text: '', out: null });
        }
      }
      return out.map(({ value, index }) => ({ value: String(value), index: Number(index) }));
    },
  };
}
