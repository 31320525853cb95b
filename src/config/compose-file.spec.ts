import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { buildConfig } from './app-config';

/**
 * docker/compose.yaml checked statically (no Docker engine where CI runs): the services the
 * README promises, health checks and start order, and every app variable accepted by AppConfig.
 */
interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
}

const compose = parse(readFileSync(join(__dirname, '..', '..', 'docker', 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };

/** Compose interpolation as a user without extra variables gets it: `${X:-d}` → d, `${X:?msg}` → a value that must be set. */
function interpolate(value: string): string {
  return String(value)
    .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
    .replace(/\$\{JWT_SECRET:\?[^}]*\}/g, 'x'.repeat(48))
    .replace(/\$\{[A-Z0-9_]+\}/g, '');
}

describe('docker/compose.yaml', () => {
  const services = compose.services;

  it('runs PostgreSQL, Redis, one API+SMTP node and one worker, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'redis', 'worker']);
    const withoutCheck = Object.entries(services).filter(([, service]) => (service.healthcheck?.test?.length ?? 0) < 2).map(([name]) => name);
    expect(withoutCheck).toEqual([]);
    expect(services.api!.environment!.SERVICE_ROLES).toBe('api,smtp');
    expect(services.worker!.environment!.SERVICE_ROLES).toBe('worker');
    expect(services.api!.healthcheck!.test.join(' ')).toContain('/health/ready');
    expect(services.api!.ports).toEqual(expect.arrayContaining(['3000:3000', '2525:2525']));
  });

  it('starts the app only once PostgreSQL and Redis are healthy', () => {
    for (const name of ['api', 'worker']) {
      expect(services[name]!.build).toBeDefined();
      expect(services[name]!.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    }
  });

  it('gives the app only variables the configuration class accepts, with valid values', () => {
    for (const name of ['api', 'worker']) {
      const env = Object.fromEntries(Object.entries(services[name]!.environment!).map(([key, value]) => [key, interpolate(value)]));
      const known = new Set(Object.keys(buildConfig({})).concat(['MAIL_HOST', 'JWT_SECRET', 'DKIM_ENCRYPTION_KEY', 'METRICS_TOKEN', 'METRICS_PORT', 'ADMIN_PASSWORD']));
      expect(Object.keys(env).filter((key) => !known.has(key))).toEqual([]);
      const config = buildConfig(env);
      expect(config.DATABASE_URL).toContain('@postgres:5432/');
      expect(config.REDIS_URL).toBe('redis://redis:6379');
      // Explicit URLs: the containers never start embedded servers.
      expect(config.explicitlySet.has('DATABASE_URL') && config.explicitlySet.has('REDIS_URL')).toBe(true);
    }
    // The worker has no HTTP API: its health check is its metrics port.
    expect(services.worker!.environment!.METRICS_PORT).toBe('9100');
    expect(services.worker!.healthcheck!.test.join(' ')).toContain(':9100/metrics');
  });
});
