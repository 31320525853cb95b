import { dataReply } from './data-reply';

const copy = (outcome: 'inserted' | 'duplicate' | 'gone', messageId = 'm') => ({ messageId, outcome });

function replyCode(stored: ReturnType<typeof copy>[]): number {
  try {
    dataReply(stored);
    return 250;
  } catch (error) {
    return (error as { responseCode: number }).responseCode;
  }
}

describe('dataReply (the one SMTP reply after DATA)', () => {
  it('is 250 when every copy was committed now or by an earlier attempt', () => {
    expect(dataReply([copy('inserted', 'a'), copy('duplicate', 'b')])).toBe('2.0.0 OK: stored a b');
    expect(replyCode([copy('duplicate')])).toBe(250);
  });

  it('is 550 when the only recipient (or every recipient) vanished before the commit', () => {
    expect(replyCode([copy('gone')])).toBe(550);
    expect(replyCode([copy('gone'), copy('gone')])).toBe(550);
  });

  it('is 451 when some copies were stored and some recipients vanished: the retry is deduplicated and refused per recipient at RCPT', () => {
    expect(replyCode([copy('inserted'), copy('gone')])).toBe(451);
    expect(replyCode([copy('duplicate'), copy('gone'), copy('inserted')])).toBe(451);
  });
});
