import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { ReferenceObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { SECURITY_API_KEY, SECURITY_INBOX_TOKEN, SECURITY_JWT } from './common/auth/decorators';
import { errorResponse } from './common/http/envelope';
import { AppConfig } from './config/app-config';

const DESCRIPTION = `E-mail for software agents: temporary and persistent inboxes, inbound SMTP grouped into threads,
verification-code extraction, custom domains and signed webhooks.

Every response is an envelope: \`{ "success": true, "data": ... }\` or \`{ "success": false, "error": "...", "code": "...", "request_id": "..." }\`.
The code-extraction endpoints put \`code\` and \`text\` beside \`success\`. List endpoints take \`limit\` and \`cursor\` and answer
\`next_cursor\` and \`has_more\` beside \`data\`.`;

export function buildOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Agent Inbox API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT or ak_ API key', description: 'JWT from register/login (72 h), or an API key `ak_...`' }, SECURITY_JWT)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'API key `ak_...` from POST /api/v1/auth/api-keys' }, SECURITY_API_KEY)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Inbox-Token', description: 'Temporary inbox token `temp_...`' }, SECURITY_INBOX_TOKEN);
  void config;
  const document = SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}` });
  return documentRequestLimits(document);
}

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed per window (API_RATE_LIMIT per API key or account; PUBLIC_RATE_LIMIT per client IP on public endpoints)', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window starts over', schema: { type: 'integer' } },
};

/**
 * Every /api/v1 operation counts against the caller's request budget (RequestRateLimitInterceptor):
 * each answer carries the RateLimit-* headers, and any operation may answer 429 with Retry-After.
 */
function documentRequestLimits(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, headers: { ...(document.components?.headers ?? {}), ...RATE_LIMIT_HEADERS, 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } } } };
  const refs = (names: string[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith('2') && response && 'description' in response) response.headers = { ...refs(Object.keys(RATE_LIMIT_HEADERS)), ...(response.headers ?? {}) };
      }
      const limited: ResponseObject | ReferenceObject = operation.responses['429'] ?? errorResponse(429);
      if ('description' in limited) {
        limited.headers = { ...refs(['Retry-After', ...Object.keys(RATE_LIMIT_HEADERS)]), ...(limited.headers ?? {}) };
      }
      operation.responses['429'] = limited;
    }
  }
  return document;
}

/**
 * Swagger UI at /docs, the JSON document at /docs-json. The document is built on the first
 * request for it (and kept): most processes never serve it, and built at start-up it and the
 * schema scan behind it stayed in every process's heap.
 */
export function setupOpenApi(app: INestApplication, config: AppConfig): void {
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app, config), { jsonDocumentUrl: 'docs-json', yamlDocumentUrl: 'docs-yaml', customSiteTitle: 'Agent Inbox API' });
}
