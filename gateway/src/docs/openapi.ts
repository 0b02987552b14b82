import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

const DOCS_PATH = 'api/docs';

/**
 * The committed document (`npm run sync:openapi` writes it): from `src/docs` and from `dist/docs` alike, two
 * levels up is the gateway's own folder, which the runtime image keeps it in.
 */
export const OPENAPI_DOCUMENT_FILE = join(__dirname, '../../openapi.json');

/** The OpenAPI security scheme of signed-in routes: the session cookie. */
export const SESSION_SECURITY = 'session';

/**
 * Swagger UI at `/api/docs`, the OpenAPI document at `/api/docs-json`: the committed document as it was
 * reviewed, not one built anew at start (`npm run check` fails when it no longer matches the routes).
 */
export function setUpOpenApi(app: INestApplication): void {
  const document = JSON.parse(readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8')) as OpenAPIObject;
  SwaggerModule.setup(DOCS_PATH, app, document, { jsonDocumentUrl: `${DOCS_PATH}-json` });
}
