import { AppConfig, buildConfig, ConfigError } from './app-config';

describe('buildConfig', () => {
  it('applies the documented defaults when nothing is set', () => {
    const config = buildConfig({});
    expect(config).toBeInstanceOf(AppConfig);
    expect(config.PORT).toBe(3000);
    expect(config.SMTP_PORT).toBe(2525);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/inbox');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.WEBHOOK_ALLOW_PRIVATE_URLS).toBe(false);
    expect(config.EXPIRY_SWEEP_INTERVAL_SECONDS).toBe(30);
    expect(config.MAX_MESSAGE_BYTES).toBe(25 * 1024 * 1024);
    expect(config.SERVICE_ROLES).toEqual(['api', 'smtp', 'worker']);
    expect(config.DNS_SERVERS).toBeUndefined();
    expect(config.SMTP_RELAY_URL).toBeUndefined();
    expect(config.mailHost).toBe(`mx.${config.mailDomain}`);
  });

  it('parses numbers, booleans and lists from strings', () => {
    const config = buildConfig({
      PORT: '8080',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      DNS_SERVERS: '127.0.0.1:5353, 10.0.0.2',
      SERVICE_ROLES: 'smtp,worker',
      MAIL_DOMAIN: 'Mail.Example.COM',
      MAIL_HOST: 'MX1.Example.com',
    });
    expect(config.PORT).toBe(8080);
    expect(config.WEBHOOK_ALLOW_PRIVATE_URLS).toBe(true);
    expect(config.DNS_SERVERS).toEqual(['127.0.0.1:5353', '10.0.0.2']);
    expect(config.hasRole('api')).toBe(false);
    expect(config.hasRole('smtp')).toBe(true);
    expect(config.mailDomain).toBe('mail.example.com');
    expect(config.mailHost).toBe('mx1.example.com');
  });

  it('fails fast naming every wrong variable and its value', () => {
    let error: unknown;
    try {
      buildConfig({ PORT: 'abc', REDIS_URL: 'http://nope', WEBHOOK_ALLOW_PRIVATE_URLS: 'maybe', SERVICE_ROLES: 'api,mailer', DNS_SERVERS: 'not a server' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="abc"');
    expect(message).toContain('REDIS_URL="http://nope"');
    expect(message).toContain('WEBHOOK_ALLOW_PRIVATE_URLS="maybe"');
    expect(message).toContain('SERVICE_ROLES');
    expect(message).toContain('DNS_SERVERS');
    expect(message).not.toContain('SMTP_PORT');
  });

  it('requires a JWT_SECRET of at least 32 characters in production', () => {
    expect(() => buildConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required when NODE_ENV=production/);
    expect(() => buildConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET.*at least 32/);
    expect(buildConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32) }).isProduction).toBe(true);
  });

  it('takes DNS servers as IP[:port] only', () => {
    expect(buildConfig({ DNS_SERVERS: '127.0.0.1:5353,8.8.8.8,[::1]:53,2001:4860:4860::8888' }).DNS_SERVERS).toHaveLength(4);
    expect(() => buildConfig({ DNS_SERVERS: 'dns.google' })).toThrow(/DNS_SERVERS must be a comma-separated list of IP/);
  });

  it('trusts no proxy unless told which', () => {
    expect(buildConfig({}).trustProxy).toBe(false);
    expect(buildConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(buildConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(buildConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => buildConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a TLS certificate without its key', () => {
    expect(() => buildConfig({ SMTP_TLS_CERT_FILE: '/tmp/cert.pem' })).toThrow(/set both or neither/);
  });

  it('rejects out-of-range ports and non-postgres database URLs', () => {
    expect(() => buildConfig({ SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/);
    expect(() => buildConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
  });
});
