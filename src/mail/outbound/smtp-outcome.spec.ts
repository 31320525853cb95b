import { classifySmtpError, DeliveryFailure } from './smtp-outcome';

describe('classifySmtpError', () => {
  it.each([
    [{ responseCode: 550, response: '550 5.1.1 <x@example.net>: Recipient address rejected: User unknown', code: 'EENVELOPE' }, true, '550 5.1.1'],
    [{ responseCode: 554, response: '554 5.7.1 Message rejected as spam', code: 'EMESSAGE' }, true, 'rejected as spam'],
    [{ responseCode: 552, response: '552 5.3.4 Message too big' }, true, 'too big'],
    [{ responseCode: 421, response: '421 4.7.0 Try again later, closing connection', code: 'EENVELOPE' }, false, '421 4.7.0'],
    [{ responseCode: 450, response: '450 4.2.1 Mailbox busy' }, false, 'Mailbox busy'],
    [{ responseCode: 451, response: '451 4.7.1 Greylisted, please retry' }, false, 'Greylisted'],
    [{ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' }, false, 'ECONNREFUSED'],
    [{ code: 'ETIMEDOUT', message: 'Connection timeout' }, false, 'ETIMEDOUT: Connection timeout'],
    [{ code: 'ESOCKET', message: 'read ECONNRESET' }, false, 'ECONNRESET'],
    [{ code: 'ETLS', message: 'Unexpected TLS alert' }, false, 'TLS'],
  ])('%j → permanent %s', (error, permanent, mention) => {
    const failure = classifySmtpError(Object.assign(new Error(String((error as { message?: string }).message ?? 'smtp error')), error), 'mx.example.net');
    expect(failure.permanent).toBe(permanent);
    expect(failure.reason).toContain(mention);
    expect(failure.reason).toContain('mx.example.net');
  });

  it('keeps an existing DeliveryFailure as it is', () => {
    const failure = new DeliveryFailure(true, 'null MX');
    expect(classifySmtpError(failure)).toBe(failure);
  });

  it('flattens multi-line replies and clips very long ones', () => {
    const failure = classifySmtpError(Object.assign(new Error('x'), { responseCode: 550, response: `550-first line\r\n550 ${'y'.repeat(5000)}` }));
    expect(failure.reason).not.toMatch(/[\r\n]/);
    expect(failure.reason.length).toBeLessThanOrEqual(1000);
  });

  it('handles non-Error throwables', () => {
    expect(classifySmtpError('boom')).toMatchObject({ permanent: false, reason: 'boom' });
    expect(classifySmtpError(undefined).permanent).toBe(false);
  });
});
