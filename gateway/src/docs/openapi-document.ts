import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type {
  OperationObject,
  ResponsesObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import pino from 'pino';
import { AppModule } from '../app.module';
import { GatewayConfig } from '../config/gateway.config';
import { uploadPaths } from '../media/uploads.openapi';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { contractSchemas } from './contract-schemas';
import { contractTypeSchemas } from './contract-types';
import { SESSION_SECURITY } from './openapi';
import { OPENAPI_TAGS } from './openapi-tags';
import { ERROR_SCHEMA } from './response-docs.decorator';

const SCHEMA_PATH = '#/components/schemas/';

/**
 * Answers any route may give, whatever it does: a malformed query string or body is refused before the route
 * sees it (`refuseMalformedRequests`), the gateway may fail, and a service may be too slow to answer. A route
 * that documents a 400 of its own keeps its words.
 */
const EVERY_ROUTE_MAY_ANSWER: ResponsesObject = {
  400: {
    description:
      'The query string or body is malformed: nested too deeply, not valid Unicode, or a reserved key',
    content: errorContent(),
  },
  500: { description: 'An unexpected failure; the answer names no cause', content: errorContent() },
  504: { description: 'A service did not answer in time', content: errorContent() },
};

function errorContent() {
  return { 'application/json': { schema: ERROR_SCHEMA } };
}

/**
 * The gateway's OpenAPI 3.1 document, built from its routes' decorators without starting anything: the
 * application is only scanned (Nest's preview mode), no provider is made and no connection opened. Request
 * schemas come from the contract DTOs' validation decorators, answer schemas from the contract types.
 */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(
    AppModule.forRoot(new GatewayConfig(), pino({ enabled: false })),
    new FastifyAdapter(),
    { preview: true, logger: false },
  );
  app.setGlobalPrefix('api');
  const described = SwaggerModule.createDocument(app, documentHead());
  await app.close();
  const paths = { ...described.paths, ...uploadPaths() };
  for (const item of Object.values(paths)) {
    for (const operation of operationsOf(item)) completeOperation(operation);
  }
  const document = { ...described, paths };
  return {
    ...document,
    tags: tagsUsedBy(document),
    components: { ...document.components, schemas: schemasOf(document) },
  };
}

function documentHead(): Omit<OpenAPIObject, 'paths'> {
  const head = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('The Boonies API')
    .setDescription(
      'The HTTP API of The Boonies. Sessions travel in an HttpOnly cookie; state-changing requests must come ' +
        "from the app's own origin or carry `X-Requested-With`. Errors answer `{ error, code }`.",
    )
    .setVersion('1')
    .addServer('/', 'The gateway serving this document: the web app and its API share one origin')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie' }, SESSION_SECURITY)
    .build();
  // As the workspace's package.json says, UNLICENSED: no licence is granted. SPDX lists no such licence, so it
  // is named as SPDX names any other (`LicenseRef-`).
  const license = { name: 'UNLICENSED', identifier: 'LicenseRef-UNLICENSED' };
  return { ...head, info: { ...head.info, license } };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function operationsOf(item: OpenAPIObject['paths'][string]): OperationObject[] {
  return METHODS.flatMap((method) => (item[method] ? [item[method]] : []));
}

/**
 * What every operation says besides its own answers: a route without the session's security requirement
 * is public, which `security: []` states outright; and any route may fail unexpectedly or time out.
 */
function completeOperation(operation: OperationObject): void {
  operation.security ??= [];
  operation.responses = { ...operation.responses, ...missing(EVERY_ROUTE_MAY_ANSWER, operation.responses) };
}

function missing(answers: ResponsesObject, present: ResponsesObject): ResponsesObject {
  return Object.fromEntries(Object.entries(answers).filter(([status]) => !(status in present)));
}

/** The tags the operations name, each with its description, in `OPENAPI_TAGS`' order. */
function tagsUsedBy(document: OpenAPIObject): NonNullable<OpenAPIObject['tags']> {
  const used = new Set(
    Object.values(document.paths).flatMap((item) => operationsOf(item).flatMap(({ tags = [] }) => tags)),
  );
  const undescribed = [...used].filter((tag) => !(tag in OPENAPI_TAGS));
  if (undescribed.length > 0) throw new Error(`Describe the tags ${undescribed.join(', ')} in OPENAPI_TAGS`);
  return Object.entries(OPENAPI_TAGS)
    .filter(([name]) => used.has(name))
    .map(([name, description]) => ({ name, description }));
}

/**
 * The schemas the document references: those Nest wrote (types of the gateway's own), the request DTOs'
 * (`ApiBodyOf`), and the contract types answers name (`ApiOkResponseOf`), with what those name in turn.
 * Sorted by name, so that the committed document changes only where the API does.
 */
function schemasOf(document: OpenAPIObject): Record<string, SchemaObject> {
  const schemas: Record<string, SchemaObject> = { ...(document.components?.schemas as object) };
  for (const [name, schema] of Object.entries(contractSchemas())) {
    if (name in schemas) throw new Error(`The OpenAPI schema ${name} is declared twice`);
    schemas[name] = schema;
  }
  const answered = contractTypeSchemas(unresolvedReferences(document.paths, schemas));
  for (const [name, schema] of Object.entries(answered)) {
    if (name in schemas)
      throw new Error(`The OpenAPI schema ${name} is both a request DTO and a contract type`);
    schemas[name] = schema;
  }
  const dangling = unresolvedReferences({ document, schemas }, schemas);
  if (dangling.length > 0) throw new Error(`No schema for ${dangling.join(', ')}`);
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}

function unresolvedReferences(where: object, schemas: Record<string, SchemaObject>): string[] {
  const pattern = new RegExp(`"\\$ref":"${SCHEMA_PATH}([^"]+)"`, 'g');
  const names = [...JSON.stringify(where).matchAll(pattern)].map(([, name]) => name!);
  return [...new Set(names)].filter((name) => !(name in schemas)).sort();
}
