import { apiNotesOf } from '@boonies/contracts/common';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { IOptions } from 'class-validator-jsonschema/build/options';
import { caseInsensitivePattern } from './case-insensitive-pattern';

/** A contract DTO class: its class-validator decorators are both its validation and its documentation. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any class, abstract ones included
export type ContractClass = Function;

const SCHEMA_PATH = '#/components/schemas/';

const OPTIONS: Partial<IOptions> = {
  refPointerPrefix: SCHEMA_PATH,
  // `@Type(() => Child)` names what a nested object or list holds.
  classTransformerMetadataStorage: defaultMetadataStorage,
  additionalConverters: {
    // A pattern's `i` flag has no JSON Schema spelling: the letters themselves take both cases.
    matches: ({ constraints: [pattern] }) => {
      const regex = pattern as RegExp;
      return {
        type: 'string',
        pattern: regex.flags.includes('i') ? caseInsensitivePattern(regex.source) : regex.source,
      };
    },
    // A date or a date and time; both at once is no string, so `anyOf` says it, not the default `oneOf`.
    isIso8601: {
      anyOf: [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
      ],
    },
    // The contracts' own validators (`ValidateBy`), by name.
    isUrl: { type: 'string', format: 'uri' },
    // A non-empty string's `minLength: 1` is added in `contractSchemaOf`, where a larger `@MinLength` wins.
    isNotEmpty: {},
    isHttpUrl: { type: 'string', format: 'uri' },
    isPublicLink: { type: 'string', format: 'uri' },
    isVideoUrl: {
      type: 'string',
      format: 'uri',
      description:
        'A YouTube, Vimeo or TikTok link, or a public http(s) link to a video file (.mp4, .webm, .mov)',
    },
  },
};

/** The DTO classes routes name, by component name: each becomes `#/components/schemas/<name>`. */
const named = new Map<string, ContractClass>();

/** A reference to the schema of a contract DTO, which `contractSchemas` then puts in the document. */
export function contractSchemaRef(dto: ContractClass): { $ref: string } {
  const known = named.get(dto.name);
  if (known && known !== dto) throw new Error(`Two contract classes are named ${dto.name}`);
  named.set(dto.name, dto);
  return { $ref: `${SCHEMA_PATH}${dto.name}` };
}

/**
 * The JSON schema of one contract DTO, read from its validation decorators (inherited ones included), with
 * its fields' `@ApiNote`s. The gateway refuses unknown fields (`forbidNonWhitelisted`), so objects are closed.
 * `@IsOptional()` also lets `null` through: event payloads say so (`optionalMayBeNull`), as producers send
 * `null` for what is unset; request bodies document such fields as left out.
 */
export function contractSchemaOf(dto: ContractClass, { optionalMayBeNull = false } = {}): SchemaObject {
  const { required: _guessed, ...schema } = targetConstructorToSchema(dto, OPTIONS) as SchemaObject;
  const notes = apiNotesOf(dto);
  const { required, nullable, nonEmpty } = presenceOf(dto, optionalMayBeNull);
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, SchemaObject & { $ref?: string }>).map(
      ([field, property]) => [
        field,
        orNull(nullable.has(field), {
          // Words beside a `$ref` would be ignored: the reference goes into an `allOf` of one.
          ...(property.$ref && notes.has(field) ? { allOf: [{ $ref: property.$ref }] } : property),
          ...(nonEmpty.has(field) && property.type === 'string'
            ? { minLength: Math.max(property.minLength ?? 0, 1) }
            : {}),
          ...notes.get(field),
        }),
      ],
    ),
  );
  const requiredFields = Object.keys(properties).filter((field) => required.has(field));
  return {
    ...schema,
    properties,
    ...(requiredFields.length > 0 ? { required: requiredFields } : {}),
    additionalProperties: false,
  };
}

/**
 * A schema that also takes `null`, as OpenAPI 3.1 (JSON Schema) says it: `null` among the types. Nest's
 * schema type is 3.0's, whose `type` is one name, hence the cast.
 */
function orNull(nullable: boolean, schema: SchemaObject): SchemaObject {
  if (!nullable) return schema;
  if (typeof schema.type !== 'string') return { anyOf: [schema, { type: 'null' }] };
  return { ...schema, type: [schema.type, 'null'] } as unknown as SchemaObject;
}

/**
 * Which fields must be sent and which may be `null`, from the conditions on them. `@IsOptional()` lets a field
 * be left out. A `@ValidateIf` that looks only at the field's own value is asked directly: one that validates a
 * missing value makes the field required, one that skips `null` makes it nullable. A condition that reads other
 * fields (one of two ids, a reply's parent) depends on the request, so the field is documented as optional.
 */
function presenceOf(dto: ContractClass, optionalMayBeNull: boolean) {
  const storage = getMetadataStorage();
  const metadata = storage.getTargetValidationMetadatas(dto, '', true, false);
  const fields = new Set(metadata.map(({ propertyName }) => propertyName));
  const required = new Set(fields);
  const nullable = new Set<string>();
  const nonEmpty = new Set(
    metadata.filter(({ name }) => name === 'isNotEmpty').map(({ propertyName }) => propertyName),
  );
  for (const rule of metadata) {
    if (rule.type !== 'conditionalValidation') continue;
    if (rule.name === 'isOptional') {
      required.delete(rule.propertyName);
      if (optionalMayBeNull) nullable.add(rule.propertyName);
      continue;
    }
    const condition = rule.constraints[0] as (request: object, value: unknown) => boolean;
    const validates = (value: unknown) => condition(OTHER_FIELDS_UNKNOWN, value);
    try {
      if (!validates(undefined)) required.delete(rule.propertyName);
      if (!validates(null)) nullable.add(rule.propertyName);
    } catch {
      required.delete(rule.propertyName);
    }
  }
  return { required, nullable, nonEmpty };
}

/** Stands for the rest of a request: a condition that reads it throws, and so depends on other fields. */
const OTHER_FIELDS_UNKNOWN = new Proxy(
  {},
  {
    get() {
      throw new Error('The condition depends on other fields');
    },
  },
);

/** Every schema the routes reference, and the nested DTOs those reference in turn. */
export function contractSchemas(): Record<string, SchemaObject> {
  const schemas: Record<string, SchemaObject> = {};
  for (const [name, dto] of named) schemas[name] = contractSchemaOf(dto);
  for (let nested = missingReferences(schemas); nested.length > 0; nested = missingReferences(schemas)) {
    for (const name of nested) schemas[name] = contractSchemaOf(validatedClassNamed(name));
  }
  return schemas;
}

/** A class that carries validation decorators, by name: what a nested `$ref` names. */
export function validatedClassNamed(name: string): ContractClass {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<ContractClass, unknown> };
  const found = [...storage.validationMetadatas.keys()].find((target) => target.name === name);
  if (!found) throw new Error(`No contract class named ${name} for a nested schema`);
  return found;
}

function missingReferences(schemas: Record<string, SchemaObject>): string[] {
  const references = JSON.stringify(schemas).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g);
  return [...new Set([...references].map(([, name]) => name!))].filter((name) => !(name in schemas));
}
