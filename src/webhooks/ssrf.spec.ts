import { isPrivateAddress, parseIPv6, pickDeliveryAddress, privateAddressReason, webhookUrlProblem } from './ssrf';

describe('SSRF guard', () => {
  describe('privateAddressReason', () => {
    it.each([
      '127.0.0.1', '127.255.255.254', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1',
      '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.255', '0.0.0.0', '0.1.2.3', '224.0.0.1',
      '239.255.255.250', '240.0.0.1', '255.255.255.255', '192.0.2.10', '198.51.100.7', '203.0.113.9', '198.18.0.1', '192.0.0.8',
    ])('refuses IPv4 %s', (address) => expect(privateAddressReason(address)).not.toBeNull());

    it.each(['8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '192.169.0.1', '169.253.255.255', '11.0.0.1', '223.255.255.255'])(
      'accepts public IPv4 %s',
      (address) => expect(privateAddressReason(address)).toBeNull(),
    );

    it.each([
      '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd00:ec2::254', 'fd12:3456::1', 'ff02::1', 'fec0::1', '2001:db8::1',
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.1.2.3', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '::127.0.0.1',
      '64:ff9b::a9fe:a9fe', '64:ff9b::10.0.0.1', '2002:7f00:1::', '2002:c0a8:101::1', '[::1]', '100::1', '2001::1', '0:0:0:0:0:0:0:1',
    ])('refuses IPv6 %s', (address) => expect(privateAddressReason(address)).not.toBeNull());

    it.each(['2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2a00:1450:4001:80b::200e'])(
      'accepts public IPv6 %s',
      (address) => expect(isPrivateAddress(address)).toBe(false),
    );

    it('treats anything that is not an IP as not public', () => {
      expect(privateAddressReason('example.com')).toBe('not an IP address');
    });
  });

  describe('parseIPv6', () => {
    it('expands ::, embedded IPv4 and full forms to 16 bytes', () => {
      expect(parseIPv6('::1')).toEqual([...new Array(15).fill(0), 1]);
      expect(parseIPv6('::ffff:1.2.3.4')).toEqual([...new Array(10).fill(0), 255, 255, 1, 2, 3, 4]);
      expect(parseIPv6('2001:db8:0:0:0:0:0:1')).toEqual(parseIPv6('2001:db8::1'));
      expect(parseIPv6('fe80::')).toEqual([0xfe, 0x80, ...new Array(14).fill(0)]);
    });
  });

  describe('webhookUrlProblem (switch off)', () => {
    it.each(['https://example.com/hook', 'https://hooks.example.com:8443/a?b=c', 'https://8.8.8.8/x', 'https://[2606:4700:4700::1111]/x', 'https://EXAMPLE.com./x'])(
      'accepts %s',
      (url) => expect(webhookUrlProblem(url, false)).toBeNull(),
    );

    it.each([
      ['http://example.com/hook', 'https'],
      ['ftp://example.com/hook', 'https'],
      ['not a url', 'absolute'],
      ['https://user:pass@example.com/', 'credentials'],
      ['https://localhost/x', 'public host'],
      ['https://LOCALHOST./x', 'public host'],
      ['https://api.localhost/x', 'public host'],
      ['https://metadata.google.internal/computeMetadata/v1/', 'public host'],
      ['https://printer.local/x', 'public host'],
      ['https://intranet/x', 'public host'],
      ['https://127.0.0.1/x', 'private'],
      ['https://127.1/x', 'private'],
      ['https://2130706433/x', 'private'],
      ['https://0x7f000001/x', 'private'],
      ['https://0177.0.0.1/x', 'private'],
      ['https://0x7f.0.0.1/x', 'private'],
      ['https://10.0.0.1/x', 'private'],
      ['https://192.168.0.10/x', 'private'],
      ['https://172.20.1.1/x', 'private'],
      ['https://100.64.1.1/x', 'private'],
      ['https://169.254.169.254/latest/meta-data/', 'private'],
      ['https://0.0.0.0/x', 'private'],
      ['https://224.0.0.1/x', 'private'],
      ['https://[::1]/x', 'private'],
      ['https://[::ffff:127.0.0.1]/x', 'private'],
      ['https://[::ffff:169.254.169.254]/x', 'private'],
      ['https://[fd00:ec2::254]/x', 'private'],
      ['https://[fe80::1]/x', 'private'],
      ['https://[fc00::5]/x', 'private'],
      [`https://example.com/${'a'.repeat(2048)}`, '2048'],
    ])('refuses %s', (url, mention) => expect(webhookUrlProblem(url, false)).toContain(mention));
  });

  describe('webhookUrlProblem (WEBHOOK_ALLOW_PRIVATE_URLS=true)', () => {
    it.each(['http://127.0.0.1:8080/hook', 'http://localhost/x', 'https://[::1]/x', 'http://10.0.0.1/x', 'https://example.com/x'])('accepts %s', (url) =>
      expect(webhookUrlProblem(url, true)).toBeNull(),
    );
    it.each(['ftp://127.0.0.1/x', 'http://u:p@127.0.0.1/x', 'nonsense'])('still refuses %s', (url) => expect(webhookUrlProblem(url, true)).not.toBeNull());
  });

  describe('pickDeliveryAddress (rebinding)', () => {
    it('pins the first address when every answer is public', () => {
      expect(pickDeliveryAddress([{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1::1', family: 6 }], false)).toEqual({ address: '93.184.216.34', family: 4 });
    });
    it('refuses when any answer is private, naming it', () => {
      const result = pickDeliveryAddress([{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }], false);
      expect(result).toEqual({ refused: expect.stringContaining('127.0.0.1') });
    });
    it('refuses an empty answer and allows private answers when the switch is on', () => {
      expect(pickDeliveryAddress([], false)).toEqual({ refused: 'host did not resolve' });
      expect(pickDeliveryAddress([{ address: '127.0.0.1', family: 4 }], true)).toEqual({ address: '127.0.0.1', family: 4 });
    });
  });
});
