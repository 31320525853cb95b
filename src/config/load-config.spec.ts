import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, readEnvFile } from './load-config';

describe('loadConfig and the .env file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-'));
  const file = join(dir, '.env');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads KEY=value lines, comments and quoted values', () => {
    writeFileSync(file, '# comment\nPORT=4100\nMAIL_DOMAIN="agents.example"\nSMTP_PORT=2626 # trailing comment\n\nEMPTY=\n');
    expect(readEnvFile(file)).toEqual({ PORT: '4100', MAIL_DOMAIN: 'agents.example', SMTP_PORT: '2626', EMPTY: '' });
  });

  it('fills in what the real environment leaves unset, and never overrides it', () => {
    writeFileSync(file, 'PORT=4100\nMAIL_DOMAIN=from-file.example\nLOG_LEVEL=debug\n');
    const before = process.env.MAIL_DOMAIN;
    process.env.MAIL_DOMAIN = 'from-env.example';
    try {
      const config = loadConfig({ LOG_LEVEL: 'warn' }, file);
      expect(config.PORT).toBe(4100);
      expect(config.MAIL_DOMAIN).toBe('from-env.example');
      expect(config.LOG_LEVEL).toBe('warn');
      // Reading the file does not write it into process.env.
      expect(process.env.PORT === '4100').toBe(false);
    } finally {
      if (before === undefined) delete process.env.MAIL_DOMAIN;
      else process.env.MAIL_DOMAIN = before;
    }
  });

  it('is no error when the file does not exist', () => {
    expect(readEnvFile(join(dir, 'missing.env'))).toEqual({});
  });
});
