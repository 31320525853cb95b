import { REPLY_CORPUS } from './reply-corpus';
import { REPLY_CORPUS_BLIND } from './reply-corpus-blind';
import { extractReplyText, replyTextOfPlain } from './reply-text';

const normalise = (s: string) => s.split('\n').map((l) => l.trim()).join('\n').replace(/\n{3,}/g, '\n\n').trim();

describe('extractReplyText on replies from many clients and languages', () => {
  it.each([...REPLY_CORPUS, ...REPLY_CORPUS_BLIND].map((c) => [`${c.client} / ${c.lang} / ${c.format}: ${c.id}`, c] as const))('%s', (_name, c) => {
    const out = extractReplyText(c.format === 'html' ? { html: c.body } : { text: c.body });
    expect(normalise(out)).toBe(normalise(c.expected));
  });

  it('covers at least ten languages and the major clients', () => {
    const all = [...REPLY_CORPUS, ...REPLY_CORPUS_BLIND];
    expect(new Set(all.map((c) => c.lang)).size).toBeGreaterThanOrEqual(10);
    for (const client of ['Gmail', 'Outlook desktop', 'Outlook web', 'Apple Mail', 'iOS Mail', 'Thunderbird']) {
      expect(all.some((c) => c.client === client)).toBe(true);
    }
  });
});

describe('extractReplyText edge cases', () => {
  it('keeps a mail that quotes nothing as it is', () => {
    expect(extractReplyText({ text: 'Your code is 123456.\nIt expires in 10 minutes.' })).toBe('Your code is 123456.\nIt expires in 10 minutes.');
  });

  it('is empty for an empty mail or a mail of quotes only', () => {
    expect(extractReplyText({})).toBe('');
    expect(extractReplyText({ text: '> only\n> quoted' })).toBe('');
  });

  it('keeps a lone "Thanks!" (a sign-off with nothing before it is the message)', () => {
    expect(replyTextOfPlain('Thanks!\n\nOn Mon, Jan 5, 2026 at 9:00 AM A <a@example.com> wrote:\n> hi')).toBe('Thanks!');
  });

  it('does not take a sentence that starts like a sign-off for one', () => {
    expect(replyTextOfPlain('Thanks for the report, it helped a lot.\n\nBest,\nAnna')).toBe('Thanks for the report, it helped a lot.');
  });

  it('does not cut at a "From:" line that is not a header block', () => {
    expect(replyTextOfPlain('From: the airport, take bus 5.\nIt takes 20 minutes.')).toBe('From: the airport, take bus 5.\nIt takes 20 minutes.');
  });

  it('falls back to the text part when the HTML part leaves nothing', () => {
    expect(extractReplyText({ html: '<div class="gmail_quote">old</div>', text: 'New text' })).toBe('New text');
  });

  it('finishes on long line noise (no catastrophic backtracking; the test timeout is the bound)', () => {
    const noisy = `${'On '.repeat(20000)}\n${'-'.repeat(50000)}\n${'From: '.repeat(10000)}`;
    expect(typeof extractReplyText({ text: noisy })).toBe('string');
  });
});
