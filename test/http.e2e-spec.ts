import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../src/openapi';
import { startTestApp, TestApp } from './support/harness';

describe('HTTP conventions: envelope, errors, health, OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HTTP_BODY_LIMIT_BYTES: '4096' });
  });
  afterAll(() => t.close());

  it('GET /health/ready (and /health) answers 200 with both dependencies up and no migration pending; /health/live 200', async () => {
    for (const path of ['/health/ready', '/health']) {
      const res = await t.api.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { status: 'ok', checks: { database: 'up', redis: 'up', migrations: 'up' } } });
    }
    const live = await t.api.get('/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ success: true, data: { status: 'ok', checks: { process: 'up' } } });
  });

  it('readiness fails while a migration of this build is not applied; liveness does not', async () => {
    const pending = await startTestApp();
    try {
      const [last] = await pending.sql<{ name: string }>('select name from mikro_orm_migrations order by id desc limit 1');
      await pending.sql('delete from mikro_orm_migrations where name = $1', [last!.name]);
      const res = await pending.api.get('/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', error: 'Service unavailable: migrations pending', details: { checks: { database: 'up', redis: 'up', migrations: 'down' } } });
      expect((await pending.api.get('/health/live')).status).toBe(200);
    } finally {
      await pending.close();
    }
  });

  it('GET /health answers 503 naming the dependency that is down, and Redis-backed endpoints answer 503', async () => {
    const broken = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await broken.api.get('/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', error: 'Service unavailable: redis down', details: { status: 'degraded', checks: { database: 'up', redis: 'down', migrations: 'up' } } });
      // Liveness asks no dependency: an outage must not get the process restarted.
      expect((await broken.api.get('/health/live')).status).toBe(200);
      // Endpoints that need Redis (the login throttle, public-inbox limits) answer 503, not 500.
      const login = await broken.api.post('/api/v1/auth/login', { email: 'nobody@example.com', password: 'whatever-password' });
      expect(login.status).toBe(503);
      expect(login.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect([res.headers.get('retry-after'), login.headers.get('retry-after')]).toEqual(['5', '5']);
      const publicInbox = await broken.api.post('/api/v1/public/inbox');
      expect(publicInbox.status).toBe(503);
      expect(publicInbox.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await broken.close();
    }
  });

  it('wraps unknown routes in the error envelope with a request id that the header repeats', async () => {
    const res = await t.api.get('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Route GET /api/v1/no-such-thing not found', code: 'NOT_FOUND', request_id: expect.stringMatching(/^req_/) });
    expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
  });

  it('keeps a sane X-Request-Id sent by the caller', async () => {
    const res = await t.api.get('/api/v1/nowhere', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.body.request_id).toBe('trace-123');
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.api.request('POST', '/api/v1/auth/login', { rawBody: '{"email": "a@b.c", ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', error: 'Request body is not valid JSON' });
  });

  it('answers a JSON body that is not an object with 400', async () => {
    for (const raw of ['[]', '"text"', '42', 'null']) {
      const res = await t.api.request('POST', '/api/v1/auth/login', { rawBody: raw });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.api.post('/api/v1/auth/register', { email: 'big@example.com', password: 'x'.repeat(8000), name: 'Big' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.api.request('POST', '/api/v1/auth/login', { rawBody: 'email=a', contentType: 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('serves Swagger UI at /docs and the document at /docs-json with both security schemes', async () => {
    const ui = await t.api.get('/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
    const doc = await t.api.get('/docs-json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.components.securitySchemes).sort()).toEqual(['api-key', 'inbox-token', 'jwt']);
    expect(doc.body.paths['/api/v1/auth/register'].post.summary).toBeTruthy();
  });

  it('gives every operation a summary and a documented success response', async () => {
    const doc = (await t.api.get('/docs-json')).body;
    const problems: string[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (!op.summary) problems.push(`${method.toUpperCase()} ${path}: no summary`);
        const ok = Object.entries<any>(op.responses ?? {}).find(([status]) => status.startsWith('2'));
        if (!ok || (!ok[1].content && status204(ok[0]))) problems.push(`${method.toUpperCase()} ${path}: no typed success response`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents each error status with an example carrying that status\'s own code (not NOT_FOUND everywhere)', () => {
    const expected: Record<string, string> = {
      '400': 'VALIDATION_FAILED', '401': 'UNAUTHORIZED', '403': 'FORBIDDEN', '404': 'NOT_FOUND', '409': 'CONFLICT',
      '413': 'PAYLOAD_TOO_LARGE', '415': 'UNSUPPORTED_MEDIA_TYPE', '429': 'RATE_LIMITED', '503': 'SERVICE_UNAVAILABLE',
    };
    const document = JSON.parse(JSON.stringify(buildOpenApiDocument(t.app, t.config))) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: { example?: { code?: string } } }> }> }>>;
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          checked++;
          const code = response.content?.['application/json']?.schema?.example?.code;
          if (code !== expected[status]) wrong.push(`${method.toUpperCase()} ${route} ${status}: ${code}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('has a committed openapi.json that matches the code (run `npm run openapi` after changing the API)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8'));
    const current = JSON.parse(JSON.stringify(buildOpenApiDocument(t.app, t.config)));
    expect(current).toEqual(committed);
  });
});

function status204(status: string): boolean {
  return status !== '204';
}
