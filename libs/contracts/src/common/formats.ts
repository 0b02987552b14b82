// Strings of a known format, for the fields of answers. To TypeScript each is a `string`; the OpenAPI document's
// schemas, generated from these types, say the format. `@internal` keeps each inline there rather than a schema
// of its own; the formats are JSON Schema's: `date-time` and `date` as ISO 8601 writes them (`toISOString`),
// `uri` an absolute URI.

/**
 * @internal
 * @format uuid
 */
export type Uuid = string;

/**
 * @internal
 * @format date-time
 */
export type DateTime = string;

/**
 * @internal
 * @format date
 */
export type IsoDate = string;

/**
 * @internal
 * @format email
 */
export type Email = string;

/**
 * @internal
 * @format uri
 */
export type Uri = string;
