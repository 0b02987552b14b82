import type { AsyncApiDocument, JsonSchema } from './event-catalogue';

const SCHEMAS = '#/components/schemas/';

/**
 * What changed in `current` that readers of the `published` catalogue would trip on: per event version, a
 * field removed (or renamed), a type changed, an enum narrowed, a required field added, or the version gone
 * without being retired. Adding an optional field, an enum value or a new event or version is compatible.
 */
export function breakingChanges(
  published: AsyncApiDocument,
  current: AsyncApiDocument,
  retired: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const [id, message] of Object.entries(published.components.messages)) {
    const next = current.components.messages[id];
    const [type, version] = splitId(id);
    if (!next) {
      if (!retired.includes(id)) {
        problems.push(
          `${id}: the version is gone from the catalogue; keep publishing it until its readers move to ` +
            `${type}.v${version + 1}, then list it as retired`,
        );
      }
      continue;
    }
    const changes = compare(dataSchema(published, message.payload), dataSchema(current, next.payload), {
      old: published,
      new: current,
      path: 'data',
    });
    for (const change of changes) {
      problems.push(`${id}: ${change}; publish ${type}.v${version + 1} instead of changing v${version}`);
    }
  }
  return problems;
}

interface Context {
  old: AsyncApiDocument;
  new: AsyncApiDocument;
  path: string;
}

function compare(before: JsonSchema, after: JsonSchema, context: Context): string[] {
  const was = resolve(context.old, before);
  const is = resolve(context.new, after);
  const at = `"${context.path}"`;
  const wasTypes = typesOf(was);
  const isTypes = typesOf(is);
  const lost = [...wasTypes].filter((type) => !isTypes.has(type));
  if (isTypes.size > 0 && lost.length > 0) {
    return [`field ${at} changes type from ${[...wasTypes].join('|')} to ${[...isTypes].join('|')}`];
  }
  const problems: string[] = [];
  const wasEnum = was.enum as unknown[] | undefined;
  const isEnum = is.enum as unknown[] | undefined;
  if (isEnum) {
    const dropped = wasEnum ? wasEnum.filter((value) => !isEnum.includes(value)) : ['any other value'];
    if (dropped.length > 0) {
      problems.push(
        `field ${at} narrows its enum, dropping ${dropped.map((v) => JSON.stringify(v)).join(', ')}`,
      );
    }
  }
  const wasProperties = (was.properties ?? {}) as Record<string, JsonSchema>;
  const isProperties = (is.properties ?? {}) as Record<string, JsonSchema>;
  const wasRequired = new Set((was.required ?? []) as string[]);
  for (const [field, property] of Object.entries(wasProperties)) {
    const path = `${context.path}.${field}`;
    const next = isProperties[field];
    if (!next) {
      problems.push(`field "${path}" is removed (or renamed)`);
      continue;
    }
    problems.push(...compare(property, next, { ...context, path }));
  }
  for (const field of (is.required ?? []) as string[]) {
    if (!wasRequired.has(field)) problems.push(`field "${context.path}.${field}" is added as required`);
  }
  if (was.items && is.items) {
    problems.push(
      ...compare(was.items as JsonSchema, is.items as JsonSchema, { ...context, path: `${context.path}[]` }),
    );
  }
  return problems;
}

/** A schema with its `$ref`, `allOf` of one and nullable `anyOf` unwrapped. */
function resolve(document: AsyncApiDocument, schema: JsonSchema): JsonSchema {
  if (typeof schema.$ref === 'string') {
    return resolve(document, document.components.schemas[schema.$ref.slice(SCHEMAS.length)] ?? {});
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    return resolve(document, schema.allOf[0] as JsonSchema);
  }
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((option) => option.type === 'null')) {
    const inner = resolve(
      document,
      anyOf.find((option) => option.type !== 'null')!,
    );
    return { ...inner, type: [...typesOf(inner), 'null'] };
  }
  return schema;
}

function typesOf(schema: JsonSchema): Set<string> {
  const type = schema.type;
  return new Set(Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : []);
}

/** The payload's schema inside a message's envelope (`allOf: [envelope, { properties: { data } }]`). */
function dataSchema(document: AsyncApiDocument, payload: JsonSchema): JsonSchema {
  const parts = (payload.allOf ?? [payload]) as JsonSchema[];
  for (const part of parts) {
    const data = (part.properties as Record<string, JsonSchema> | undefined)?.data;
    if (data) return resolve(document, data);
  }
  return {};
}

function splitId(id: string): [string, number] {
  const match = /^(.*)\.v(\d+)$/.exec(id);
  return match ? [match[1]!, Number(match[2])] : [id, 1];
}
