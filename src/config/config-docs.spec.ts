import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Every variable AppConfig reads (its upper-case properties). */
function configVariables(): string[] {
  const source = read('src/config/app-config.ts');
  const names = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+)[?!]?(?::| =)/gm)].map((m) => m[1]!);
  return [...new Set(names)];
}

describe('configuration docs match the configuration class', () => {
  const variables = configVariables();

  it('finds the variables the issue names as a public contract', () => {
    for (const name of ['PORT', 'SMTP_PORT', 'DATABASE_URL', 'REDIS_URL', 'MAIL_DOMAIN', 'MAIL_HOST', 'JWT_SECRET', 'DNS_SERVERS', 'SMTP_RELAY_URL', 'WEBHOOK_ALLOW_PRIVATE_URLS', 'EXPIRY_SWEEP_INTERVAL_SECONDS']) {
      expect(variables).toContain(name);
    }
  });

  it('documents every variable in .env.example', () => {
    const example = read('.env.example');
    expect(variables.filter((name) => !new RegExp(`^${name}=`, 'm').test(example))).toEqual([]);
  });

  it('documents every variable in the README configuration table', () => {
    const readme = read('README.md');
    expect(variables.filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
  });
});
