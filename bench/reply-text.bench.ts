/**
 * `npm run bench -- reply-text`: scores reply-text extraction on the reply corpus (tuning part and
 * blind part) for this project's rules and for the two npm libraries evaluated
 * (`email-reply-parser` 2.3.7, MIT; `planer` 1.2.0, MIT, a port of Mailgun's talon quotation
 * rules). The libraries take plain text only (planer's HTML mode needs a DOM such as jsdom), so
 * HTML mails reach them as the service's own HTML-to-text conversion. A case scores when the
 * output equals the expected text after trimming each line and collapsing blank lines.
 * Also reports the cost per message of `extractReplyText`.
 */
import EmailReplyParser from 'email-reply-parser';
import { convert } from 'html-to-text';
import { performance } from 'node:perf_hooks';
import { REPLY_CORPUS, ReplyCase } from '../src/messages/reply-text/reply-corpus';
import { REPLY_CORPUS_BLIND } from '../src/messages/reply-text/reply-corpus-blind';
import { extractReplyText } from '../src/messages/reply-text/reply-text';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const planer = require('planer') as { extractFrom(body: string, contentType: string): string };

const normalise = (s: string) => s.replace(/\r/g, '').split('\n').map((l) => l.trim()).join('\n').replace(/\n{3,}/g, '\n\n').trim();
const asText = (c: ReplyCase) => (c.format === 'html' ? convert(c.body, { wordwrap: false }) : c.body);

const candidates: Record<string, (c: ReplyCase) => string> = {
  'agent-inbox rules (src/messages/reply-text)': (c) => extractReplyText(c.format === 'html' ? { html: c.body } : { text: c.body }),
  'email-reply-parser 2.3.7': (c) => new EmailReplyParser().read(asText(c)).getVisibleText(),
  'planer 1.2.0 (text mode)': (c) => planer.extractFrom(asText(c), 'text/plain'),
  'planer, then our signature rules': (c) => extractReplyText({ text: planer.extractFrom(asText(c), 'text/plain') }),
};

function score(cases: ReplyCase[], run: (c: ReplyCase) => string): { ok: number; misses: string[] } {
  let ok = 0;
  const misses: string[] = [];
  for (const c of cases) {
    let out = '';
    try {
      out = run(c);
    } catch {
      out = '<threw>';
    }
    if (normalise(out) === normalise(c.expected)) ok++;
    else misses.push(c.id);
  }
  return { ok, misses };
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
const langs = new Set([...REPLY_CORPUS, ...REPLY_CORPUS_BLIND].map((c) => c.lang));
const clients = new Set([...REPLY_CORPUS, ...REPLY_CORPUS_BLIND].map((c) => c.client));
console.log(`corpus: ${REPLY_CORPUS.length} tuning + ${REPLY_CORPUS_BLIND.length} blind cases, ${langs.size} languages, ${clients.size} clients`);
console.log('| extractor | tuning | blind | all |');
console.log('|---|---|---|---|');
for (const [name, run] of Object.entries(candidates)) {
  const a = score(REPLY_CORPUS, run);
  const b = score(REPLY_CORPUS_BLIND, run);
  const all = REPLY_CORPUS.length + REPLY_CORPUS_BLIND.length;
  console.log(`| ${name} | ${a.ok}/${REPLY_CORPUS.length} | ${b.ok}/${REPLY_CORPUS_BLIND.length} | ${pct(a.ok + b.ok, all)} |`);
  if (process.env.VERBOSE) console.log('  misses:', [...a.misses, ...b.misses].join(', '));
}

// Cost: every corpus mail, and one 100 KB HTML reply.
const big = `<div>Thanks, done.</div>${'<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>'.repeat(1700)}<div class="gmail_quote">On Tue wrote:<blockquote>old</blockquote></div>`;
for (const [label, inputs] of [
  ['corpus mail', [...REPLY_CORPUS, ...REPLY_CORPUS_BLIND].map((c) => (c.format === 'html' ? { html: c.body } : { text: c.body }))],
  [`${Math.round(big.length / 1024)} KB HTML mail`, [{ html: big }]],
] as const) {
  const times: number[] = [];
  for (let round = 0; round < 200; round++) {
    for (const input of inputs) {
      const start = performance.now();
      extractReplyText(input);
      times.push(performance.now() - start);
    }
  }
  times.sort((x, y) => x - y);
  console.log(`extractReplyText, ${label}: p50 ${times[Math.floor(times.length * 0.5)]!.toFixed(3)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(3)} ms`);
}
