import { normaliseMessageId, normaliseSubject, parseMessageIdList, replyCandidates } from './threading';

describe('normaliseSubject', () => {
  const same: Array<[string, string]> = [
    ['Re: Your order #1234', 'your order #1234'],
    ['RE: Your order #1234', 'your order #1234'],
    ['re:Your order #1234', 'your order #1234'],
    ['Re: Re: Re: Your order #1234', 'your order #1234'],
    ['Fwd: Re: Your order #1234', 'your order #1234'],
    ['FW: Your order #1234', 'your order #1234'],
    ['Fw: RE: your ORDER   #1234 ', 'your order #1234'],
    ['Re[2]: Your order #1234', 'your order #1234'],
    ['Re(3): Your order #1234', 'your order #1234'],
    ['Re^2: Your order #1234', 'your order #1234'],
    ['AW: Angebot', 'angebot'],
    ['WG: AW: Angebot', 'angebot'],
    ['SV: Møte i morgen', 'møte i morgen'],
    ['VS: SV: Møte i morgen', 'møte i morgen'],
    ['Antw: Offerte', 'offerte'],
    ['Doorst: Offerte', 'offerte'],
    ['TR: Facture', 'facture'],
    ['RIF: Fattura', 'fattura'],
    ['R: Fattura', 'fattura'],
    ['Odp: Faktura', 'faktura'],
    ['RV: Factura', 'factura'],
    ['ENC: Fatura', 'fatura'],
    ['Ynt: Fatura', 'fatura'],
    ['回复: 会议通知', '会议通知'],
    ['答复：会议通知', '会议通知'],
    ['转发: 会议通知', '会议通知'],
    ['Отв: Счёт', 'счёт'],
    ['ΑΠ: Τιμολόγιο', 'τιμολόγιο'],
    ['[EXTERNAL] Re: Deploy failed', 'deploy failed'],
    ['Re: [dev-list] Deploy failed', 'deploy failed'],
    ['[dev-list] Re: [dev-list] Deploy failed', 'deploy failed'],
    ['Deploy failed (fwd)', 'deploy failed'],
    ['  Re :  spaced   out  ', 'spaced out'],
    ['Re:\tTabbed\tsubject', 'tabbed subject'],
    ['ＲＥ： Full width', 'full width'],
  ];
  it.each(same)('%j → %j', (input, expected) => {
    expect(normaliseSubject(input)).toBe(expected);
  });

  const untouched: Array<[string, string]> = [
    ['Report: Q3 numbers', 'report: q3 numbers'],
    ['Regarding the invoice', 'regarding the invoice'],
    ['Fwding rules', 'fwding rules'],
    ['Are you there?', 'are you there?'],
    ['Your code is 123456', 'your code is 123456'],
    ['[urgent]', '[urgent]'],
    ['Trip: Berlin', 'trip: berlin'],
    ['Svar på spørsmål', 'svar på spørsmål'],
    ['Re-deploy tonight', 're-deploy tonight'],
  ];
  it.each(untouched)('keeps %j as %j', (input, expected) => {
    expect(normaliseSubject(input)).toBe(expected);
  });

  it('treats empty, missing and prefix-only subjects as no subject', () => {
    expect(normaliseSubject('')).toBe('');
    expect(normaliseSubject(null)).toBe('');
    expect(normaliseSubject(undefined)).toBe('');
    expect(normaliseSubject('   ')).toBe('');
    expect(normaliseSubject('Re:')).toBe('');
    expect(normaliseSubject('Re: Fwd: ')).toBe('');
  });

  it('gives a reply and its original the same key', () => {
    const original = 'Verify your e-mail address';
    for (const reply of ['Re: Verify your e-mail address', 'RE: RE: verify your E-MAIL address', 'Fwd: Re[4]: Verify  your e-mail address']) {
      expect(normaliseSubject(reply)).toBe(normaliseSubject(original));
    }
  });
});

describe('Message-ID helpers', () => {
  it('normalises brackets and whitespace', () => {
    expect(normaliseMessageId(' <abc@host> ')).toBe('<abc@host>');
    expect(normaliseMessageId('abc@host')).toBe('<abc@host>');
    expect(normaliseMessageId('')).toBeNull();
    expect(normaliseMessageId('<>')).toBeNull();
  });

  it('parses References lists', () => {
    expect(parseMessageIdList('<a@x> <b@x>\r\n <c@x>')).toEqual(['<a@x>', '<b@x>', '<c@x>']);
    expect(parseMessageIdList(['<a@x>', '<b@x>'])).toEqual(['<a@x>', '<b@x>']);
    expect(parseMessageIdList(null)).toEqual([]);
  });

  it('orders reply candidates In-Reply-To first, then References newest first', () => {
    expect(replyCandidates('<c@x>', ['<a@x>', '<b@x>', '<c@x>'])).toEqual(['<c@x>', '<b@x>', '<a@x>']);
    expect(replyCandidates(null, ['<a@x>', '<b@x>'])).toEqual(['<b@x>', '<a@x>']);
    expect(replyCandidates('<z@x>', [])).toEqual(['<z@x>']);
    expect(replyCandidates(null, [])).toEqual([]);
  });
});
