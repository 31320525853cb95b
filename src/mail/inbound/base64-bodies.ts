/**
 * Large base64 bodies found in a raw message, so that a big attachment need not be decoded (and
 * held a second time) by the service: PostgreSQL decodes it from the stored raw instead
 * (inbound-mime.ts, inbound-store.ts). Pure byte scanning, no MIME knowledge: what a run belongs
 * to is decided by mailparser on a copy of the message with each run replaced by a marker.
 */

/** One run of strict base64 lines starting right after a blank line. */
export interface Base64Run {
  /** First byte of the run in the raw message. */
  start: number;
  /** Just past its last base64 character (its final line break is not part of it). */
  end: number;
  /** Bytes it decodes to. */
  size: number;
}

const CR = 0x0d;
const LF = 0x0a;
const PAD = 0x3d; // '='
const DASH = 0x2d; // '-'

/** 1 for the characters of the base64 alphabet (not '='). */
const ALPHABET = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') ALPHABET[c.charCodeAt(0)] = 1;

/**
 * Runs of `minBytes` or more of base64 text that any decoder reads alike, so that PostgreSQL's
 * `decode(…, 'base64')` gives exactly the bytes mailparser would: each starts right after a blank
 * line (a part's header block ends there), is made of lines of the base64 alphabet ending in CRLF
 * or LF, holds a multiple of 4 characters, has '=' padding only at its very end, and is followed
 * by nothing but empty lines before a boundary line (`--…`) or the end of the message. Anything
 * else (spaces, other characters, a short last group) is not a run; such bodies are decoded by
 * mailparser as before.
 */
export function findBase64Runs(raw: Buffer, minBytes: number): Base64Run[] {
  const runs: Base64Run[] = [];
  let at = 0;
  for (;;) {
    const start = nextBlankLine(raw, at);
    if (start < 0 || start >= raw.length) break;
    const run = raw[start] === CR || raw[start] === LF ? null : scanRun(raw, start);
    if (run && run.end - start >= minBytes) {
      runs.push({ start, end: run.end, size: run.size });
      at = run.end;
    } else at = start;
  }
  return runs;
}

/** Index just past the next empty line (LF LF or LF CR LF) from `from`, or -1. */
function nextBlankLine(raw: Buffer, from: number): number {
  const crlf = raw.indexOf('\n\r\n', from, 'latin1');
  const lf = raw.indexOf('\n\n', from, 'latin1');
  if (crlf < 0) return lf < 0 ? -1 : lf + 2;
  if (lf < 0 || crlf < lf) return crlf + 3;
  return lf + 2;
}

/** The strict base64 lines from `start` (a line start) when they make a run (see findBase64Runs), else null. */
function scanRun(raw: Buffer, start: number): { end: number; size: number } | null {
  const length = raw.length;
  let at = start;
  let chars = 0;
  let padding = 0;
  let end = start;
  while (padding === 0 && at < length) {
    const lineStart = at;
    while (at < length && ALPHABET[raw[at]!] === 1) at++;
    chars += at - lineStart;
    while (at < length && raw[at] === PAD) {
      at++;
      padding++;
    }
    // An empty line, or one that does not start with base64: the run ended on the line before.
    if (at === lineStart) break;
    if (padding > 2) return null;
    end = at;
    if (at === length) break;
    if (raw[at] === CR && raw[at + 1] === LF) at += 2;
    else if (raw[at] === LF) at += 1;
    else return null; // another character within the line
  }
  if (end === start || (chars + padding) % 4 !== 0) return null;
  // Past the run: empty lines only, then a boundary line or the end of the message.
  let next = end;
  while (next < length) {
    if (raw[next] === CR && raw[next + 1] === LF) next += 2;
    else if (raw[next] === LF) next += 1;
    else if (raw[next] === DASH && raw[next + 1] === DASH && raw[next - 1] === LF) break;
    else return null;
  }
  return { end, size: ((chars + padding) / 4) * 3 - padding };
}
