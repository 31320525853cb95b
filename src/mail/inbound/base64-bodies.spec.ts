import { randomBytes } from 'node:crypto';
import { findBase64Runs } from './base64-bodies';

/** `bytes` as base64 lines of `width` characters joined by `eol`. */
function lines(bytes: Buffer, eol = '\r\n', width = 76): string {
  const b64 = bytes.toString('base64');
  const out: string[] = [];
  for (let i = 0; i < b64.length; i += width) out.push(b64.slice(i, i + width));
  return out.join(eol);
}

function message(body: string, after = '\r\n--b--\r\n'): Buffer {
  return Buffer.from(`Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n${body}${after}`, 'latin1');
}

describe('findBase64Runs', () => {
  it.each([0, 1, 2, 300])('finds a body of %i bytes (after padding) with its decoded size, the text exactly', (extra) => {
    const bytes = randomBytes(3000 + extra);
    const body = lines(bytes);
    const raw = message(body);
    const runs = findBase64Runs(raw, 100);
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    expect(raw.subarray(run.start, run.end).toString('latin1')).toBe(body);
    expect(run.size).toBe(bytes.length);
    expect(Buffer.from(raw.subarray(run.start, run.end).toString('latin1'), 'base64').equals(bytes)).toBe(true);
  });

  it('reads bare LF lines, blank lines before the boundary, and a body ending the message', () => {
    const bytes = randomBytes(2000);
    expect(findBase64Runs(Buffer.from(`Content-Type: a/b\n\n${lines(bytes, '\n')}\n`, 'latin1'), 100).map((r) => r.size)).toEqual([2000]);
    expect(findBase64Runs(Buffer.from(`Content-Type: a/b\r\n\r\n${lines(bytes)}`, 'latin1'), 100).map((r) => r.size)).toEqual([2000]);
    expect(findBase64Runs(message(lines(bytes), '\r\n\r\n\r\n--b--\r\n'), 100).map((r) => r.size)).toEqual([2000]);
  });

  it('finds every run of a message, and none under the minimum', () => {
    const a = randomBytes(5000);
    const b = randomBytes(600); // 800 characters of base64: under 1000 bytes
    const raw = Buffer.from(`Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b\r\n\r\n${lines(a)}\r\n--b\r\n\r\n${lines(b)}\r\n--b--\r\n`, 'latin1');
    expect(findBase64Runs(raw, 1000).map((r) => r.size)).toEqual([5000]);
    expect(findBase64Runs(raw, 10).map((r) => r.size)).toEqual([5000, 600]);
  });

  it.each([
    ['a character outside the alphabet', (b: string) => `${b.slice(0, 500)}!${b.slice(501)}`],
    ['a space in a line', (b: string) => `${b.slice(0, 500)} ${b.slice(501)}`],
    ['a short last group (no padding)', (b: string) => b.slice(0, -1)],
    ['padding in the middle', (b: string) => `${b.slice(0, 400)}==\r\n${b.slice(400)}`],
    ['three padding characters', (b: string) => `${b.slice(0, -2)}===`],
    ['text after it before the boundary', (b: string) => `${b}\r\nmore text`],
    ['base64 after the padding', (b: string) => `${b}\r\nAAAA`],
  ])('leaves a body with %s to mailparser', (_, change) => {
    const body = change(lines(randomBytes(3001)));
    expect(findBase64Runs(message(body), 100)).toEqual([]);
  });

  it('finds nothing in a message without blank lines or base64', () => {
    expect(findBase64Runs(Buffer.from('Subject: x\r\nFrom: a@b\r\n', 'latin1'), 1)).toEqual([]);
    expect(findBase64Runs(Buffer.from('Subject: x\r\n\r\nHello there.\r\n\r\n\r\n', 'latin1'), 1)).toEqual([]);
  });
});
