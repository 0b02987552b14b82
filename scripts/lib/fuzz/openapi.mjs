// Reads the gateway's OpenAPI document into the list of operations the fuzzer attacks.

/** Methods that may change data. */
const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

/** A schema with its `$ref`s followed and `allOf` merged, so generators see plain objects. */
export function resolveSchema(document, schema) {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop();
    return resolveSchema(document, document.components.schemas[name]);
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => resolveSchema(document, part));
    const rest = { ...schema };
    delete rest.allOf;
    return Object.assign({}, ...parts, rest);
  }
  if (schema.type === 'object' && schema.properties) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, resolveSchema(document, property)]),
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
 */
export function operationsOf(document) {
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

export async function fetchOperations(baseUrl) {
  const response = await fetch(`${baseUrl}/api/docs-json`);
  if (!response.ok) throw new Error(`GET /api/docs-json answered ${response.status}`);
  return operationsOf(await response.json());
}
