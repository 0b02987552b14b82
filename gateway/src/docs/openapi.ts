import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { contractSchemas } from './contract-schemas';

const DOCS_PATH = 'api/docs';

/** The OpenAPI security scheme of signed-in routes: the session cookie. */
export const SESSION_SECURITY = 'session';

/**
 * Swagger UI at `/api/docs`, the OpenAPI document at `/api/docs-json`. `extraPaths` documents routes mounted
 * on the HTTP server itself, which Nest cannot see (the tus uploads).
 */
export function setUpOpenApi(app: INestApplication, extraPaths: OpenAPIObject['paths'] = {}): void {
  const config = new DocumentBuilder()
    .setTitle('The Boonies API')
    .setDescription(
      'The HTTP API of The Boonies. Sessions travel in an HttpOnly cookie; state-changing requests must come ' +
        "from the app's own origin or carry `X-Requested-With`. Errors answer `{ error, code }`.",
    )
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie' }, SESSION_SECURITY)
    .build();
  const document = () => {
    const described = SwaggerModule.createDocument(app, config);
    return withContractSchemas({ ...described, paths: { ...described.paths, ...extraPaths } });
  };
  SwaggerModule.setup(DOCS_PATH, app, document, {
    jsonDocumentUrl: `${DOCS_PATH}-json`,
  });
}

/** Adds the schemas of the contract DTOs the routes name (`ApiBodyOf`) to the document's components. */
function withContractSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = { ...document.components?.schemas };
  for (const [name, schema] of Object.entries(contractSchemas())) {
    if (name in schemas) throw new Error(`The OpenAPI schema ${name} is declared twice`);
    schemas[name] = schema;
  }
  return { ...document, components: { ...document.components, schemas } };
}
