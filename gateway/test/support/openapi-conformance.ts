import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';

/** The parts of the served OpenAPI document the checks read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

interface Operation {
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

type SchemaNode = unknown;

const DOCUMENT_ID = 'openapi.json';

/**
 * The document's schemas (OpenAPI 3.1: JSON Schema) as Ajv reads them, made strict:
 * - local `$ref`s point into the document registered under `DOCUMENT_ID`;
 * - an object that lists its properties and says nothing of others is closed, so an answer carrying a field
 *   the document does not mention fails, as one missing a required field does.
 */
function strictJsonSchema(node: SchemaNode): SchemaNode {
  if (Array.isArray(node)) return node.map(strictJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const schema = node as Record<string, SchemaNode>;
  const converted = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string') return [key, `${DOCUMENT_ID}${value}`];
      if (key === 'properties' && value && typeof value === 'object') {
        return [
          key,
          Object.fromEntries(Object.entries(value).map(([name, child]) => [name, strictJsonSchema(child)])),
        ];
      }
      return [key, strictJsonSchema(value)];
    }),
  );
  if (converted.properties && converted.additionalProperties === undefined && !converted.allOf) {
    converted.additionalProperties = false;
  }
  return converted;
}

/** Checks requests and answers against what the served document says of their route. */
export class OpenApiConformance {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema({ components: strictJsonSchema(document.components) }, DOCUMENT_ID);
  }

  /** The problems of an answer against its route's documented answer for that status; none when it fits. */
  answerProblems(method: string, route: string, response: Response): string[] {
    const operation = this.operation(method, route);
    const documented = operation.responses[String(response.status)];
    if (!documented) return [`${response.status} is not a documented answer of ${method} ${route}`];
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) {
      return response.text ? [`${method} ${route} ${response.status} documents no body but sent one`] : [];
    }
    return this.problems(`${method} ${route} ${response.status}`, schema, response.body);
  }

  /** The problems of a request body against its route's documented body; none when it fits. */
  bodyProblems(method: string, route: string, body: unknown): string[] {
    const schema = this.operation(method, route).requestBody?.content['application/json']?.schema;
    if (!schema) return [`${method} ${route} documents no JSON body`];
    return this.problems(`${method} ${route} body`, schema, body);
  }

  private operation(method: string, route: string): Operation {
    const operation = this.document.paths[route]?.[method.toLowerCase()];
    if (!operation) throw new Error(`The document has no ${method} ${route}`);
    return operation;
  }

  private problems(key: string, schema: object, value: unknown): string[] {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(strictJsonSchema(schema) as object);
      this.compiled.set(key, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []).map((error) => describe(key, error));
  }
}

function describe(key: string, error: ErrorObject): string {
  const extra =
    error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
  return `${key}: ${error.instancePath || '/'} ${error.message ?? error.keyword}${extra}`;
}
