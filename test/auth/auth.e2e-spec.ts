import { createUser, uniqueEmail } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';

describe('Account: register, login, JWT, API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '5', LOGIN_RATE_WINDOW_SECONDS: '60' });
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates a user, returns 201 with a JWT and the user, and stores only a slow hash', async () => {
      const email = uniqueEmail('ada');
      const res = await t.api.post('/api/v1/auth/register', { email: `  ${email.toUpperCase()} `, password: 'hunter2hunter2', name: ' Ada ' });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(res.body.data.user).toEqual({ id: expect.any(String), email, name: 'Ada', plan: 'free', created_at: expect.any(String) });
      expect(res.body.data.user).not.toHaveProperty('password_hash');
      const [row] = await t.sql<{ password_hash: string }>('select password_hash from users where id = $1', [res.body.data.user.id]);
      expect(row!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(row!.password_hash).not.toContain('hunter2');
    });

    it('refuses a second account with the same email, whatever its case (409)', async () => {
      const email = uniqueEmail('dup');
      expect((await t.api.post('/api/v1/auth/register', { email, password: 'password123', name: 'One' })).status).toBe(201);
      const again = await t.api.post('/api/v1/auth/register', { email: email.toUpperCase(), password: 'password123', name: 'Two' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, code: 'CONFLICT', error: expect.stringContaining('already exists') });
    });

    it.each([
      [{ email: 'not-an-email', password: 'password123', name: 'X' }, 'email'],
      [{ email: uniqueEmail(), password: 'short', name: 'X' }, 'password must be at least 8 characters'],
      [{ email: uniqueEmail(), password: 'password123' }, 'name'],
      [{ email: uniqueEmail(), password: 12345678, name: 'X' }, 'password'],
      [{ email: uniqueEmail(), password: 'password123', name: '   ' }, 'name is required'],
      [{}, 'email'],
    ])('rejects invalid input %j with 400 naming the field', async (body, mention) => {
      const res = await t.api.post('/api/v1/auth/register', body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.error).toContain(mention);
    });

    it('never assigns unknown fields such as plan or id', async () => {
      const res = await t.api.post('/api/v1/auth/register', { email: uniqueEmail(), password: 'password123', name: 'X', plan: 'enterprise', id: '00000000-0000-0000-0000-000000000000' });
      expect(res.status).toBe(201);
      expect(res.body.data.user.plan).toBe('free');
      expect(res.body.data.user.id).not.toBe('00000000-0000-0000-0000-000000000000');
    });
  });

  describe('login', () => {
    it('returns a JWT valid for 72 hours that opens authenticated endpoints', async () => {
      const email = uniqueEmail('login');
      await t.api.post('/api/v1/auth/register', { email, password: 'password123', name: 'L' });
      const res = await t.api.post('/api/v1/auth/login', { email: email.toUpperCase(), password: 'password123' });
      expect(res.status).toBe(200);
      expect(res.body.data.user.email).toBe(email);
      const payload = JSON.parse(Buffer.from(res.body.data.token.split('.')[1], 'base64url').toString());
      expect(payload.exp - payload.iat).toBe(72 * 3600);
      const header = JSON.parse(Buffer.from(res.body.data.token.split('.')[0], 'base64url').toString());
      expect(header.alg).toBe('HS256');
      expect((await t.api.get('/api/v1/auth/api-keys', { bearer: res.body.data.token })).status).toBe(200);
    });

    it('answers the same 401 for an unknown email and a wrong password', async () => {
      const email = uniqueEmail('same401');
      await t.api.post('/api/v1/auth/register', { email, password: 'password123', name: 'S' });
      const wrong = await t.api.post('/api/v1/auth/login', { email, password: 'password124' });
      const unknown = await t.api.post('/api/v1/auth/login', { email: uniqueEmail('nobody'), password: 'password123' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.error).toBe(unknown.body.error);
      expect(wrong.body.code).toBe('UNAUTHORIZED');
    });

    it('throttles repeated attempts for one email with 429 and Retry-After', async () => {
      const email = uniqueEmail('brute');
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await t.api.post('/api/v1/auth/login', { email, password: `guess-${i}-xx` })).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const blocked = await t.api.post('/api/v1/auth/login', { email, password: 'whatever1' });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('cannot be dodged by a forged X-Forwarded-For (no proxy is trusted by default)', async () => {
      const email = uniqueEmail('spoof');
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.api.request('POST', '/api/v1/auth/login', { body: { email, password: `guess-${i}-xx` }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
        statuses.push(res.status);
      }
      expect(statuses.slice(5)).toEqual([429, 429]);
    });

    it('rejects a JWT signed with another secret, a tampered one and an expired one', async () => {
      const user = await createUser(t.api);
      const [h, p, s] = user.token.split('.');
      const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${s}`;
      const { JwtService } = await import('@nestjs/jwt');
      const foreign = new JwtService({}).sign({ sub: user.id, typ: 'access' }, { secret: 'x'.repeat(40), algorithm: 'HS256' });
      const expired = new JwtService({}).sign({ sub: user.id, typ: 'access', exp: Math.floor(Date.now() / 1000) - 10 }, { secret: 'x'.repeat(40) });
      for (const token of [tampered, foreign, expired, 'garbage']) {
        const res = await t.api.get('/api/v1/auth/api-keys', { bearer: token });
        expect(res.status).toBe(401);
        expect(res.body.success).toBe(false);
      }
    });
  });

  describe('API keys', () => {
    it('creates ak_ keys stored as SHA-256, shows the raw key once and the prefix after', async () => {
      const user = await createUser(t.api);
      const res = await t.api.post('/api/v1/auth/api-keys', { name: 'ci' }, { bearer: user.token });
      expect(res.status).toBe(201);
      const { api_key, key } = res.body.data;
      expect(key).toMatch(/^ak_[A-Za-z0-9]{43}$/);
      expect(api_key).toEqual({ id: expect.any(String), name: 'ci', key_prefix: key.slice(0, 11), created_at: expect.any(String) });
      const [row] = await t.sql<{ key_hash: string }>('select key_hash from api_keys where id = $1', [api_key.id]);
      const { createHash } = await import('node:crypto');
      expect(row!.key_hash).toBe(createHash('sha256').update(key).digest('hex'));

      const list = await t.api.get('/api/v1/auth/api-keys', { bearer: user.token });
      expect(list.status).toBe(200);
      const listed = list.body.data.find((k: { id: string }) => k.id === api_key.id);
      expect(listed).toEqual({ id: api_key.id, name: 'ci', key_prefix: key.slice(0, 11), last_used: null, created_at: expect.any(String) });
      expect(list.text).not.toContain(key);
    });

    it('accepts the key as X-API-Key and as Bearer, and records last_used', async () => {
      const user = await createUser(t.api);
      const keys = await t.api.get('/api/v1/auth/api-keys', { bearer: user.token });
      expect(keys.body.data[0].last_used).toBeNull();
      // Resource endpoints accept API keys; health of auth is visible through the listing of keys' last_used.
      const viaHeader = await t.api.get('/api/v1/auth-probe', { apiKey: user.apiKey });
      expect(viaHeader.status).toBe(404); // unknown route, but authentication is not what decides that
      const { ApiKeysService } = await import('../../src/auth/api-keys.service');
      const service = t.app.get(ApiKeysService);
      expect(await service.authenticate(user.apiKey)).toMatchObject({ userId: user.id, via: 'api_key' });
      const after = await t.api.get('/api/v1/auth/api-keys', { bearer: user.token });
      expect(after.body.data[0].last_used).not.toBeNull();
    });

    it('requires a JWT for key management: an API key is refused with 401', async () => {
      const user = await createUser(t.api);
      for (const auth of [{ apiKey: user.apiKey }, { bearer: user.apiKey }]) {
        const res = await t.api.get('/api/v1/auth/api-keys', auth);
        expect(res.status).toBe(401);
        expect(res.body.error).toContain('requires a JWT');
      }
      const none = await t.api.post('/api/v1/auth/api-keys', { name: 'x' });
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    });

    it('revokes a key: deleting it makes the very next request fail; others see 404', async () => {
      const user = await createUser(t.api);
      const other = await createUser(t.api);
      const { ApiKeysService } = await import('../../src/auth/api-keys.service');
      const service = t.app.get(ApiKeysService);
      const [key] = (await t.api.get('/api/v1/auth/api-keys', { bearer: user.token })).body.data;
      expect(await service.authenticate(user.apiKey)).not.toBeNull();

      const foreign = await t.api.delete(`/api/v1/auth/api-keys/${key.id}`, { bearer: other.token });
      expect(foreign.status).toBe(404);
      expect(await service.authenticate(user.apiKey)).not.toBeNull();

      const res = await t.api.delete(`/api/v1/auth/api-keys/${key.id}`, { bearer: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await service.authenticate(user.apiKey)).toBeNull();
      expect((await t.api.delete(`/api/v1/auth/api-keys/${key.id}`, { bearer: user.token })).status).toBe(404);
      expect((await t.api.delete('/api/v1/auth/api-keys/not-a-uuid', { bearer: user.token })).status).toBe(404);
    });

    it('validates the key name', async () => {
      const user = await createUser(t.api);
      for (const body of [{}, { name: '' }, { name: 42 }, { name: 'x'.repeat(101) }]) {
        const res = await t.api.post('/api/v1/auth/api-keys', body, { bearer: user.token });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
    });
  });
});
