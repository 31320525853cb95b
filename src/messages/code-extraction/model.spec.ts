import { extractCandidates, extractVerificationCode } from './extract-verification-code';
import { CODE_FEATURE_WEIGHTS, CODE_THRESHOLD, scoreCodeFeatures } from './model';
import { normalizeText } from './text-utils';

const code = (subject: string, text: string, html?: string): string | null => extractVerificationCode({ subject, text, html })?.code ?? null;

describe('the scoring model', () => {
  it('scores a candidate as the weighted sum of its features', () => {
    expect(scoreCodeFeatures({ shapePrior: 10, codeWord: 65, isolated: 1 })).toBe(10 + 65 + CODE_FEATURE_WEIGHTS.isolated);
    expect(scoreCodeFeatures({ codeWord: 65, staleMention: 1 })).toBeLessThan(CODE_THRESHOLD);
  });

  it('reports every candidate with its score, features, source and snippet', () => {
    const result = extractCandidates({
      subject: 'Your Acme code',
      text: 'Your verification code is 482913.\n\nAcme Inc., 548 Market St, San Francisco, CA 94104',
      html: '<p>Your verification code is <b>482913</b>.</p><p>Order #77120 shipped.</p>',
    });
    expect(result.best).toEqual({ code: '482913', text: 'Your verification code is 482913.', kind: 'code' });
    const [first, ...rest] = result.candidates;
    expect(first).toMatchObject({ value: '482913', kind: 'code', accepted: true, source: 'html', snippet: 'Your verification code is 482913.' });
    expect(first.features).toMatchObject({ shapePrior: 10, codeWord: 65, emphasised: 1 });
    expect(first.score).toBe(scoreCodeFeatures(first.features ?? {}));
    expect(rest.every((candidate) => !candidate.accepted)).toBe(true);
    expect(rest.map((candidate) => candidate.value)).toEqual(expect.arrayContaining(['77120', '94104']));
  });

  it('limits the answer to one kind on request', () => {
    const mail = {
      subject: 'Confirm your email',
      text: 'Your code is 771204.\nOr confirm your email here: https://app.example.com/verify?token=Zk9xTW1QbXJ2',
    };
    expect(extractVerificationCode(mail)?.code).toBe('771204');
    expect(extractVerificationCode(mail, { kind: 'link' })).toMatchObject({ code: 'https://app.example.com/verify?token=Zk9xTW1QbXJ2', kind: 'link' });
    expect(extractVerificationCode({ subject: 'Confirm your email', text: 'Confirm your email here: https://app.example.com/verify?token=Zk9xTW1QbXJ2' }, { kind: 'code' })).toBeNull();
  });
});

describe('features that generalise', () => {
  it('takes the code the writer of a reply sends, not the one in the quoted history', () => {
    const text = [
      'Sorry about that! I generated a fresh code for you: 570935',
      '',
      'Dana from Support',
      '',
      'On Tue, 14 Oct 2025 at 09:12, Alex <alex@example.org> wrote:',
      '> Your verification code is 691066.',
    ].join('\n');
    expect(code('Re: Your verification code', text)).toBe('570935');
  });

  it('treats an Outlook "From: / Sent:" block as quoted history', () => {
    const text = [
      'Thanks, I never got it.',
      '',
      '________________________________',
      'From: Acme <no-reply@acme.example>',
      'Sent: Tuesday, October 14, 2025 9:12 AM',
      'Subject: Your code',
      '',
      'Your verification code is 691066.',
    ].join('\n');
    expect(code('RE: Your code', text)).toBeNull();
  });

  it('keeps the code of a forwarded mail', () => {
    const text = ['FYI', '', '---------- Forwarded message ---------', 'From: Acme <no-reply@acme.example>', 'Subject: Your code', '', 'Your verification code is 691066.'].join('\n');
    expect(code('Fwd: Your code', text)).toBe('691066');
  });

  it.each([
    ['The code 111820 we sent earlier has expired. Here is your new code: 552019', '552019'],
    ['Dein neuer Code lautet 552019.\nDer alte Code 111820 ist nicht mehr gültig.', '552019'],
    ['Le code 111820 a expiré. Votre nouveau code : 552019', '552019'],
    ['旧验证码（111820）已失效。新的验证码为 552019。', '552019'],
  ])('prefers the replacement to the expired code: %s', (text, expected) => {
    expect(code('Your code', text)).toBe(expected);
  });

  it('returns nothing for a list of backup codes', () => {
    const text = ['Here are your backup codes. Each works once.', '', '1. 8962 2529', '2. 1180 4471', '3. 5521 0937', '4. 7730 2218'].join('\n');
    expect(code('Your backup codes', text)).toBeNull();
  });

  it.each([
    ['४८२९१७', '482917'],
    ['৪৮২৯১৭', '482917'],
    ['๔๘๒๙๑๗', '482917'],
    ['၄၈၂၉၁၇', '482917'],
    ['٤٨٢٩١٧', '482917'],
    ['۴۸۲۹۱۷', '482917'],
    ['４８２９１７', '482917'],
  ])('reads the digits of any script: %s', (digits, expected) => {
    expect(normalizeText(digits)).toBe(expected);
    expect(code('OTP', `Your OTP: ${digits}`)).toBe(expected);
  });

  it('ignores invisible characters inside a code', () => {
    expect(code('Your code', 'Your verification code is 4\u200B8\u00AD2\u20609\u200E1\u20633.')).toBe('482913');
  });

  it('joins digits printed in pairs', () => {
    expect(code('Twój kod weryfikacyjny', 'Twój kod weryfikacyjny to 14 45 44.')).toBe('144544');
    expect(code('Your code', 'Your sign-in code: 48 29 17 35')).toBe('48291735');
  });

  it('reads codes of nine and ten digits, but not phone numbers of that length', () => {
    expect(code('Your one-time code', 'Your one-time code is 4829173605.')).toBe('4829173605');
    expect(code('Thanks for your order', 'Thank you for your order!\nQuestions? Call us at 0123456789.')).toBeNull();
  });

  it('reads codes that open the subject or sit in brackets', () => {
    expect(code('[482913] Acme sign-in code', 'Hi,\nThis code expires in 10 minutes.')).toBe('482913');
    expect(code('【Acme】482913 is your code', 'This code expires in 10 minutes.')).toBe('482913');
  });
});
