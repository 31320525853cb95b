import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { buildMail, sendRawMail } from '../support/smtp';

/**
 * Every operation of the committed openapi.json, fed generated hostile input with valid
 * credentials: wrong types, missing and extra fields, huge strings, NUL and invalid Unicode,
 * negative and huge numbers, malformed ids and cursors, malformed JSON, wrong content types.
 * Never a 5xx, every answer within 5 s, and the process keeps serving.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx jest test/fuzz/api-fuzz.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 13013);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 25);
const ANSWER_WITHIN_MS = 5000;
jest.setTimeout(120_000);

interface Schema {
  type?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  example?: unknown;
  enum?: unknown[];
  allOf?: Schema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodySchema: Schema | null;
  security: string[];
}

const document = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'));

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0]);
  return schema;
}

const operations: Operation[] = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    parameters: (op.parameters ?? []) as Parameter[],
    bodySchema: op.requestBody ? resolve(op.requestBody.content?.['application/json']?.schema) : null,
    security: ((op.security ?? []) as Record<string, unknown>[]).flatMap((s) => Object.keys(s)),
  })),
);

// --- generators -------------------------------------------------------------------------------

const hostileConstants = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFFx', 'x\uD83D', '\u202E\u200B', '😀', '𝕏'.repeat(50),
  'null', 'undefined', 'true', '[]', '{}', '-1', '0', '-0', '1e309', '-1e309', 'NaN', 'Infinity', '9007199254740993',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'not-a-uuid', '123e4567-e89b-12d3-a456-42661417400',
  "' or 1=1 --", '"; drop table users; --', '${jndi:ldap://x}', '{{7*7}}', '<script>alert(1)</script>', '../../etc/passwd',
  'temp_', 'temp_\u0000', 'ak_', 'whsec_', 'eyJhbGciOiJub25lIn0.e30.', '%00', '%', '%FF', '%ED%A0%80', '\r\nX-Injected: 1',
  'a@b', '@', 'a@@b.c', 'user@[127.0.0.1]', 'x'.repeat(300) + '@example.com', 'https://', 'http://169.254.169.254/latest', 'javascript:alert(1)',
  '2026-13-45T25:61:61Z', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '-271821-04-20T00:00:00Z',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileConstants) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 20 }).map((units) => String.fromCharCode(...units)) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: true }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(20_000), 'é'.repeat(100_000), '\u0000'.repeat(1000)) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, hostile strings included. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

function validExample(name: string, schema: Schema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.type === 'array') return [];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  return name === 'url' ? 'https://hooks.example.com/x' : 'text';
}

/** A body shaped like the operation's schema: each field valid, hostile or missing, plus extra fields. */
function bodyFor(schema: Schema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {}).map(([name, raw]) => {
    const property = resolve(raw);
    const value = fc.oneof(
      { weight: 3, arbitrary: fc.constant(validExample(name, property)) },
      { weight: 4, arbitrary: hostileJson },
      { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
    );
    return [name, fc.option(value, { freq: 5, nil: undefined })] as const;
  });
  const shaped = fc.record(Object.fromEntries(properties) as Record<string, fc.Arbitrary<unknown>>);
  return fc.tuple(shaped, fc.dictionary(hostileString, hostileJson, { maxKeys: 3 })).map(([known, extra]) => {
    const body: Record<string, unknown> = { ...extra };
    for (const [key, value] of Object.entries(known as Record<string, unknown>)) if (value !== undefined) body[key] = value;
    return body;
  });
}

type BodyVariant =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Buffer; contentType: string };

const malformedBodies: Array<string | Buffer> = [
  '{', '{"a":', '{"a":1}garbage', "{'a':1}", '[', '\u0000', 'nul\u0000l', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}', `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`, '{"a":1,"a":2}', '1e999999',
  Buffer.from([0xff, 0xfe, 0x7b, 0x00]), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
];
const contentTypes = ['application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json\u0000', '*/*'];

function bodyVariant(op: Operation): fc.Arbitrary<BodyVariant> {
  const json = op.bodySchema ? bodyFor(op.bodySchema) : hostileJson;
  return fc.oneof(
    { weight: op.bodySchema ? 1 : 4, arbitrary: fc.constant<BodyVariant>({ kind: 'none' }) },
    { weight: op.bodySchema ? 6 : 1, arbitrary: json.map<BodyVariant>((value) => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: hostileJson.map<BodyVariant>((value) => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...malformedBodies), fc.constantFrom(...contentTypes)).map<BodyVariant>(([text, contentType]) => ({ kind: 'raw', text, contentType })) },
    { weight: 1, arbitrary: fc.tuple(json, fc.constantFrom(...contentTypes.slice(1))).map<BodyVariant>(([value, contentType]) => ({ kind: 'raw', text: JSON.stringify(value) ?? '', contentType })) },
  );
}

/** Percent-encodes anything, lone surrogates included (as their UTF-8 replacement), keeping raw `%xx` constants as written. */
function encodeSegment(value: string): string {
  if (/^(%[0-9A-F]{2})+$|^%$/.test(value)) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

// --- the test ---------------------------------------------------------------------------------

describe('API fuzz: every operation of openapi.json under hostile input', () => {
  let t: TestApp;
  let user: TestUser;
  let validIds: Record<string, string[]>;
  let inboxToken: string;

  beforeAll(async () => {
    // No worker role: the fuzz is about request handling. DNS at a closed port fails fast.
    t = await startTestApp({ SERVICE_ROLES: 'api,smtp', DNS_SERVERS: '127.0.0.1:9', LOGIN_RATE_LIMIT: '1000' });
    user = await createUser(t.api);
    const auth = { apiKey: user.apiKey };
    const persistent = (await t.api.post('/api/v1/inboxes', { type: 'persistent' }, auth)).body.data;
    const temporary = (await t.api.post('/api/v1/public/inbox')).body.data;
    inboxToken = temporary.token;
    const raw = await buildMail({
      from: 'fuzz@example.org', to: persistent.address, subject: 'Fuzz 482913', text: 'Your code is 482913',
      attachments: [{ filename: 'a.txt', content: 'attachment' }],
    });
    expect((await sendRawMail(t, { from: 'fuzz@example.org', to: [persistent.address], raw })).code).toBe(250);
    expect((await sendRawMail(t, { from: 'fuzz@example.org', to: [temporary.address], raw })).code).toBe(250);
    const message = (await t.api.get(`/api/v1/inboxes/${persistent.id}/messages/latest`, auth)).body.data;
    const webhook = (await t.api.post('/api/v1/webhooks', { url: 'https://hooks.example.com/fuzz' }, auth)).body.data;
    const domain = (await t.api.post('/api/v1/domains', { domain: 'fuzz.example.com' }, auth)).body.data;
    const keys = (await t.api.get('/api/v1/auth/api-keys', { bearer: user.token })).body.data;
    validIds = {
      id: [persistent.id, temporary.id, webhook.id, domain.id, keys[0].id],
      mid: [message.id],
      tid: [message.thread_id],
      aid: [message.attachments[0].id],
      deliveryId: [],
      token: [inboxToken],
    };
    // eslint-disable-next-line no-console
    console.log(`API fuzz seed ${SEED}, ${RUNS_PER_OPERATION} runs per operation, ${operations.length} operations (FUZZ_SEED=${SEED} to reproduce)`);
  });
  afterAll(() => t?.close());

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s never answers 5xx nor takes over 5 s', async (_name, op) => {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const segment = (name: string) => {
      // Valid ids make requests go deeper; deletes get hostile ids only so the fixtures survive.
      const valid = op.method === 'DELETE' ? [] : (validIds[name] ?? []);
      return valid.length ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...valid) }, { weight: 3, arbitrary: hostileString }) : hostileString;
    };
    const queryValue = (name: string) => {
      // A valid wait holds the request by design: keep those short, everything else hostile.
      const value = name === 'since' ? fc.oneof(hostileString, fc.constantFrom(...validIds.mid!)) : hostileString;
      return name === 'wait' ? value.map((v) => (Number(v) > 1 && Number(v) <= 60 ? '1' : v)) : value;
    };
    const request = fc.record({
      path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, segment(p.name)]))),
      query: fc.array(
        fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(queryParams.length ? queryParams.map((p) => p.name) : ['x'])) }, { weight: 1, arbitrary: hostileString }), fc.option(hostileString, { nil: undefined })).chain(([name, v]) =>
          v === undefined ? queryValue(name).map((value) => [name, value] as const) : fc.constant([name, v] as const),
        ),
        { maxLength: 4 },
      ),
      body: bodyVariant(op),
      credentials: fc.oneof({ weight: 9, arbitrary: fc.constant('valid' as const) }, { weight: 1, arbitrary: hostileString }),
    });

    let requests = 0;
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        let path = op.path;
        for (const [name, value] of Object.entries(input.path)) path = path.replace(`{${name}}`, encodeSegment(String(value)));
        const query = input.query.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&');
        const headers: Record<string, string> = {};
        if (input.credentials === 'valid') {
          if (op.security.includes('inbox-token')) headers['x-inbox-token'] = inboxToken;
          else if (op.security.includes('api-key') && !path.startsWith('/api/v1/auth/')) headers['x-api-key'] = user.apiKey;
          else if (op.security.length) headers.authorization = `Bearer ${user.token}`;
        } else {
          headers.authorization = `Bearer ${[...Buffer.from(input.credentials, 'utf8')].map((b) => (b > 0x20 && b < 0x7f ? String.fromCharCode(b) : '_')).join('').slice(0, 4000)}`;
        }
        let body: string | Buffer | undefined;
        if (input.body.kind === 'json') {
          body = JSON.stringify(input.body.value) ?? 'null';
          headers['content-type'] = 'application/json';
        } else if (input.body.kind === 'raw') {
          body = input.body.text;
          headers['content-type'] = input.body.contentType.replace(/\u0000/g, '');
        }
        const url = `${t.baseUrl}${path}${query ? `?${query}` : ''}`;
        const started = Date.now();
        requests++;
        let status: number;
        try {
          const response = await fetch(url, { method: op.method, headers, body: op.method === 'GET' ? undefined : body, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
          // An event stream never ends by design: its answer is the status and headers.
          if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
          else await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          throw new Error(`${op.method} ${url.slice(0, 300)} got no answer within ${ANSWER_WITHIN_MS} ms: ${String(error)}`);
        }
        const elapsed = Date.now() - started;
        if (status >= 500 || elapsed > ANSWER_WITHIN_MS) {
          throw new Error(`${op.method} ${url.slice(0, 300)} body ${String(body).slice(0, 300)} -> ${status} in ${elapsed} ms`);
        }
      }),
      { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
    );
    expect(requests).toBeGreaterThanOrEqual(RUNS_PER_OPERATION);
    expect((await t.api.get('/health')).status).toBe(200);
  });
});
