// Reads the gateway's OpenAPI document into the list of operations the fuzzer attacks.

/** Methods that may change data. */
const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * @typedef {object} Schema A JSON schema of the OpenAPI document: the keywords the generators read.
 * @property {string} [$ref]
 * @property {Schema[]} [allOf]
 * @property {string | string[]} [type] OpenAPI 3.1 writes a nullable field's as `[type, 'null']`
 * @property {unknown[]} [enum]
 * @property {string} [format]
 * @property {string} [pattern]
 * @property {string} [description]
 * @property {number} [minimum]
 * @property {number} [maximum]
 * @property {number} [minLength]
 * @property {number} [maxLength]
 * @property {number} [minItems]
 * @property {number} [maxItems]
 * @property {boolean} [uniqueItems]
 * @property {Schema} [items]
 * @property {Record<string, Schema>} [properties]
 * @property {string[]} [required]
 */
/** @typedef {{ name: string, in: string, required?: boolean, schema: Schema }} Parameter */
/**
 * @typedef {object} Operation One route the fuzzer attacks.
 * @property {string} key `METHOD /template`
 * @property {string} method
 * @property {string} template
 * @property {Parameter[]} pathParameters
 * @property {Parameter[]} queryParameters
 * @property {Schema | undefined} body
 * @property {boolean} signedIn
 * @property {boolean} mutating
 */
/**
 * @typedef {object} DocumentOperation
 * @property {(Omit<Parameter, 'schema'> & { schema?: Schema })[]} [parameters]
 * @property {{ content?: Record<string, { schema?: Schema }> }} [requestBody]
 * @property {unknown[]} [security]
 */
/**
 * @typedef {object} OpenApiDocument The parts of the gateway's OpenAPI document the fuzzer reads.
 * @property {Record<string, Record<string, DocumentOperation>>} paths
 * @property {{ schemas: Record<string, Schema> }} components
 */

/**
 * A schema with its `$ref`s followed, `allOf` merged and a nullable field's types reduced to the one that is
 * not `null`, so generators see plain objects of one type.
 * @param {OpenApiDocument} document
 * @param {Schema | undefined} schema
 * @returns {Schema | undefined}
 */
export function resolveSchema(document, schema) {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = /** @type {string} */ (schema.$ref.split('/').pop());
    return resolveSchema(document, document.components.schemas[name]);
  }
  if (Array.isArray(schema.type)) {
    return resolveSchema(document, { ...schema, type: schema.type.find((type) => type !== 'null') });
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => resolveSchema(document, part));
    const rest = { ...schema };
    delete rest.allOf;
    return Object.assign({}, ...parts, rest);
  }
  if (schema.type === 'object' && schema.properties) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        /** @type {Schema} */ (resolveSchema(document, property)),
      ]),
    );
    return { ...schema, properties };
  }
  if (schema.type === 'array' && schema.items) {
    return { ...schema, items: resolveSchema(document, schema.items) };
  }
  return schema;
}

/**
 * Every operation: method, path template, path and query parameters (a template's `{name}` the document
 * forgot to declare counts as a string parameter), the JSON body's schema, and whether it needs a session.
 * @param {OpenApiDocument} document
 * @returns {Operation[]}
 */
export function operationsOf(document) {
  /** @type {Operation[]} */
  const operations = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        ...parameter,
        schema: resolveSchema(document, parameter.schema) ?? { type: 'string' },
      }));
      const pathParameters = [...template.matchAll(/\{(\w+)\}/g)].map(
        ([, name]) =>
          parameters.find((p) => p.in === 'path' && p.name === name) ?? {
            name,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          },
      );
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        pathParameters,
        queryParameters: parameters.filter((p) => p.in === 'query'),
        body: resolveSchema(document, body),
        signedIn: Boolean(operation.security?.length),
        mutating: MUTATING.has(method),
      });
    }
  }
  return operations;
}

/** @param {string} baseUrl */
export async function fetchOperations(baseUrl) {
  const response = await fetch(`${baseUrl}/api/docs-json`);
  if (!response.ok) throw new Error(`GET /api/docs-json answered ${response.status}`);
  return operationsOf(await response.json());
}
