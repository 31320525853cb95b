import { simpleParser } from 'mailparser';
import { buildOutboundMime, hasLineBreak, messageIdFor, replyReferences, replySubject } from './outbound-mime';

describe('replySubject', () => {
  it.each([
    ['Your order', 'Re: Your order'],
    ['  Your order  ', 'Re: Your order'],
    ['Re: Your order', 'Re: Your order'],
    ['RE: Your order', 'RE: Your order'],
    ['re:Your order', 're:Your order'],
    ['Aw: Ihre Bestellung', 'Aw: Ihre Bestellung'],
    ['AW: Ihre Bestellung', 'AW: Ihre Bestellung'],
    ['SV: Din beställning', 'SV: Din beställning'],
    ['Antw: Uw bestelling', 'Antw: Uw bestelling'],
    ['Re[2]: Your order', 'Re[2]: Your order'],
    ['回复：订单', '回复：订单'],
    ['Fwd: Your order', 'Re: Fwd: Your order'],
    ['Regarding your order', 'Re: Regarding your order'],
    ['Reset your password', 'Re: Reset your password'],
    ['', 'Re:'],
  ])('%j → %j', (subject, expected) => {
    expect(replySubject(subject)).toBe(expected);
  });
});

describe('replyReferences', () => {
  it('appends the parent Message-ID to its References', () => {
    expect(replyReferences(['<a@x>', '<b@x>'], '<c@x>')).toEqual(['<a@x>', '<b@x>', '<c@x>']);
  });

  it('works without parent References or without a parent Message-ID', () => {
    expect(replyReferences([], '<c@x>')).toEqual(['<c@x>']);
    expect(replyReferences(['<a@x>'], null)).toEqual(['<a@x>']);
    expect(replyReferences([], null)).toEqual([]);
  });

  it('drops duplicates and malformed ids', () => {
    expect(replyReferences(['<a@x>', 'garbage', '<a@x>', '<b x>'], '<c@x>')).toEqual(['<a@x>', '<c@x>']);
  });

  it('keeps the root and the most recent ids of a long chain', () => {
    const chain = Array.from({ length: 50 }, (_, i) => `<m${i}@example.net>`);
    const refs = replyReferences(chain, '<last@example.net>');
    expect(refs).toHaveLength(20);
    expect(refs[0]).toBe('<m0@example.net>');
    expect(refs[19]).toBe('<last@example.net>');
    expect(refs[18]).toBe('<m49@example.net>');
  });

  it('bounds the header length even with very long ids', () => {
    const chain = Array.from({ length: 15 }, (_, i) => `<${'x'.repeat(500)}${i}@example.net>`);
    const refs = replyReferences(chain, '<last@example.net>');
    expect(refs.join(' ').length).toBeLessThanOrEqual(4000);
    expect(refs[0]).toBe(chain[0]);
    expect(refs[refs.length - 1]).toBe('<last@example.net>');
  });
});

describe('messageIdFor / hasLineBreak', () => {
  it('builds a Message-ID at our domain', () => {
    expect(messageIdFor('0b6f', 'Agents.Example')).toBe('<0b6f@agents.example>');
  });

  it.each([
    ['plain', false],
    ['a\r\nBcc: x@y', true],
    ['a\nb', true],
    ['a\rb', true],
    ['nul\0', true],
  ])('%j has a line break: %s', (value, expected) => {
    expect(hasLineBreak(value)).toBe(expected);
  });
});

describe('buildOutboundMime', () => {
  const base = { from: 'agent@agents.example', to: 'someone@example.net', messageId: '<id1@agents.example>', date: new Date('2026-11-21T10:00:00Z') };

  it('builds multipart/alternative with Date, Message-ID and our From when HTML is given', async () => {
    const raw = await buildOutboundMime({ ...base, subject: 'Grüße', text: 'plain body', html: '<p>html body</p>' });
    const head = raw.toString('utf8').split('\r\n\r\n')[0]!;
    expect(head).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(head).toMatch(/^Message-ID: <id1@agents\.example>$/m);
    expect(head).toMatch(/^Date: Sat, 21 Nov 2026 10:00:00 \+0000$/m);
    const parsed = await simpleParser(raw);
    expect(parsed.from?.value[0]?.address).toBe('agent@agents.example');
    expect(parsed.subject).toBe('Grüße');
    expect(parsed.text?.trim()).toBe('plain body');
    expect(parsed.html).toContain('<p>html body</p>');
  });

  it('builds a single text/plain part without HTML', async () => {
    const raw = await buildOutboundMime({ ...base, subject: 'Hi', text: 'only text' });
    expect(raw.toString()).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(raw.toString()).not.toContain('multipart');
  });

  it('sets In-Reply-To and References on replies', async () => {
    const raw = await buildOutboundMime({ ...base, subject: 'Re: Hi', text: 'x', inReplyTo: '<p@example.net>', references: ['<r@example.net>', '<p@example.net>'] });
    const parsed = await simpleParser(raw);
    expect(parsed.inReplyTo).toBe('<p@example.net>');
    expect(parsed.references).toEqual(['<r@example.net>', '<p@example.net>']);
  });

  it('encodes hostile text instead of letting it become headers', async () => {
    const raw = await buildOutboundMime({ ...base, subject: 'Hi', text: 'Bcc: victim@example.org\r\n\r\nbody' });
    const head = raw.toString('utf8').split('\r\n\r\n')[0]!;
    expect(head).not.toMatch(/^Bcc:/im);
  });
});

describe('buildOutboundMime line endings', () => {
  it('uses CRLF everywhere, whatever line endings the body had', async () => {
    const raw = await buildOutboundMime({ from: 'a@agents.example', to: 'b@example.net', messageId: '<x@agents.example>', date: new Date(), subject: 'Lines', text: 'one\ntwo\r\nthree\rfour', html: '<p>a</p>\n<p>b</p>' });
    const text = raw.toString('latin1');
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/\r[^\n]/);
    expect(text).toContain('one\r\ntwo\r\nthree\r\nfour');
  });
});
