import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SECURITY_API_KEY, SECURITY_INBOX_TOKEN, SECURITY_JWT } from './common/auth/decorators';
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
  return SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}` });
}

/** Swagger UI at /docs, the JSON document at /docs-json. */
export function setupOpenApi(app: INestApplication, config: AppConfig): void {
  const document = buildOpenApiDocument(app, config);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json', yamlDocumentUrl: 'docs-yaml', customSiteTitle: 'Agent Inbox API' });
}
