// fast-check arbitraries for requests, built from an operation's OpenAPI description and the ids that exist.
import { createECDH } from 'node:crypto';
import fc from 'fast-check';
import {
  BAD_PATH_SEGMENTS,
  HOSTILE_TEXT,
  hostileString,
  hugeString,
  junkKey,
  junkValue,
  nonStringValue,
} from './payloads.mjs';

/** @typedef {import('./openapi.mjs').Schema} Schema */
/** @typedef {import('./openapi.mjs').Operation} Operation */
/** @typedef {import('./openapi.mjs').Parameter} Parameter */
/** @typedef {Record<string, string[]>} Ids The ids that exist, by kind (`user`, `post`, …). */
/** @typedef {{ kind: string, json: string }} Body A body as JSON text, and what kind of body it is. */
/**
 * @template T
 * @typedef {import('fast-check').Arbitrary<T>} Arbitrary
 */

const TRICK_ID_PATTERN = '^[a-z][a-z0-9]*-\\d+$';
const GOOD_URLS = [
  'https://youtu.be/dQw4w9WgXcQ',
  'https://vimeo.com/76979871',
  'https://images.example/kickflip.jpg',
  'https://videos.example/clip.mp4',
];
/**
 * Webhook targets the fuzzed system allow-lists (fuzz.mjs): the discard port of this machine, so registering
 * succeeds and every delivery fails at once, sending nothing anywhere.
 */
export const WEBHOOK_TARGETS = ['http://127.0.0.1:9/fuzz', 'http://127.0.0.1:9/hooks/boonies?shop=1'];
/** A browser's push keys are checked as a P-256 point, so valid-shaped ones are real public keys. */
const P256_PUBLIC_KEYS = Array.from({ length: 4 }, () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey('base64url');
});
/** Path parameters named `id` mean different things under different routes. */
/** @type {[prefix: string, kind: string][]} */
const ID_KIND_BY_PREFIX = [
  ['/api/posts/user/', 'user'],
  ['/api/users/', 'user'],
  ['/api/follows/', 'user'],
  ['/api/admin/users/', 'user'],
  ['/api/posts/', 'post'],
  ['/api/verifications/', 'verification'],
  ['/api/messages/', 'message'],
  ['/api/admin/messages/', 'message'],
  ['/api/notifications/', 'notification'],
  ['/api/sponsorships/', 'sponsorship'],
  ['/api/admin/events/', 'event'],
  ['/api/tricks/', 'trick'],
  ['/api/admin/unverified-tricks/', 'trick'],
  ['/api/admin/puppets/', 'puppet'],
  ['/api/admin/webhooks/', 'webhook'],
];
/** @type {Record<string, string>} */
const ID_KIND_BY_NAME = {
  userId: 'user',
  otherUserId: 'user',
  brandId: 'user',
  athleteId: 'user',
  followingId: 'user',
  recipientId: 'user',
  user_id: 'user',
  brand_id: 'user',
  postId: 'post',
  parentPostId: 'post',
  trickId: 'trick',
  trickIds: 'trick',
  taggedTricks: 'trick',
  prerequisites: 'trick',
  deliveryId: 'delivery',
};

/**
 * Which of the world's id pools a path parameter or body field draws from.
 * @param {string} template
 * @param {string} name
 */
export function idKindOf(template, name) {
  if (ID_KIND_BY_NAME[name]) return ID_KIND_BY_NAME[name];
  if (name !== 'id') return undefined;
  return ID_KIND_BY_PREFIX.find(([prefix]) => template.startsWith(prefix))?.[1];
}

/** @type {(ids: Ids, kind: string) => Arbitrary<string>} */
const idFrom = (ids, kind) => {
  const pool = ids[kind] ?? [];
  return pool.length > 0 ? fc.constantFrom(...pool) : fc.uuid();
};

/** A trick import file: a JSON array or CSV of tricks, some fields hostile. */
const importFile = () => {
  const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...HOSTILE_TEXT));
  const trick = fc.record(
    {
      id: fc.oneof(fc.stringMatching(/^[a-z]{2,5}-\d{1,3}$/), text),
      name: text,
      category: text,
      difficulty: fc.oneof(fc.constantFrom('Beginner', 'Elite', '3', '9'), text),
      points: fc.oneof(fc.integer({ min: -5, max: 200 }), text),
      description: text,
      steps: fc.array(text, { maxLength: 3 }),
    },
    { requiredKeys: [] },
  );
  const csvCell = (/** @type {unknown} */ value) => `"${String(value).replaceAll('"', '""')}"`;
  return fc.oneof(
    fc.array(trick, { maxLength: 5 }).map((tricks) => JSON.stringify(tricks)),
    fc
      .array(trick, { maxLength: 5 })
      .map((tricks) =>
        [
          'id,name,category,difficulty,points,description,videoUrl,prerequisites,setup,steps,commonMistakes,proTips',
          ...tricks.map((t) =>
            [t.id, t.name, t.category, t.difficulty, t.points, t.description].map(csvCell).join(','),
          ),
        ].join('\n'),
      ),
    hostileString(),
  );
};

/**
 * A value the schema allows, sometimes carrying script or SQL text where free text is allowed.
 * @param {Schema | undefined} schema
 * @param {string} name
 * @param {Ids} ids
 * @returns {Arbitrary<unknown>}
 */
export function validValue(schema, name, ids) {
  if (!schema) return fc.constant(undefined);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'boolean':
      return fc.boolean();
    case 'number':
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1000) });
    case 'array': {
      const kind = ID_KIND_BY_NAME[name];
      const items = kind ? idFrom(ids, kind) : validValue(schema.items, name, ids);
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) };
      return schema.uniqueItems ? fc.uniqueArray(items, constraints) : fc.array(items, constraints);
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property, key, ids)]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return validString(schema, name, ids);
  }
}

/**
 * @param {Schema} schema
 * @param {string} name
 * @param {Ids} ids
 * @returns {Arbitrary<string>}
 */
function validString(schema, name, ids) {
  const kind = ID_KIND_BY_NAME[name];
  if (schema.format === 'uuid') return kind ? idFrom(ids, kind) : fc.uuid();
  if (schema.pattern === TRICK_ID_PATTERN || kind === 'trick') return idFrom(ids, 'trick');
  if (schema.format === 'email') return fc.stringMatching(/^[a-z]{3,12}@example\.com$/);
  if (schema.format === 'uri') return fc.constantFrom(...GOOD_URLS);
  if (name === 'date') return fc.integer({ min: -365, max: 365 }).map((days) => isoDaysFromNow(days));
  if (name === 'content' && schema.description?.includes('CSV')) return importFile();
  if (name === 'url') return fc.constantFrom(...WEBHOOK_TARGETS);
  if (name === 'p256dh') return fc.constantFrom(...P256_PUBLIC_KEYS);
  // The browser's auth secret: 16 random bytes.
  if (name === 'auth') return fc.uint8Array({ minLength: 16, maxLength: 16 }).map(base64url);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(boundedPattern(schema))).filter((s) => fits(schema, s));
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 80, 80);
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    )
    .filter((s) => fits(schema, s) && (minLength === 0 || s.trim().length > 0));
}

/** Unbounded repetitions in a pattern: `*`, `+` and `{n,}`, outside character classes and escapes. */
const REPETITION = /\\.|\[(?:\\.|[^\]\\])*\]|\{(\d+),\}|[*+]/g;
/** The most characters a valid patterned string gets when its schema allows more (a push endpoint's 2,048). */
const PATTERNED_LENGTH_CAP = 200;

/**
 * The schema's pattern with each unbounded repetition bounded so that its matches mostly fit the schema's
 * length: fast-check repeats an unbounded atom only a few times, so filtering its matches for a long minimum
 * (a push key's 87 characters) rejects nearly all of them and never returns. The length is shared among the
 * repetitions; the filter after it only trims what the pattern's fixed parts add.
 * @param {Schema} schema
 * @returns {string}
 */
export function boundedPattern(schema) {
  const pattern = /** @type {string} */ (schema.pattern);
  const count = [...pattern.matchAll(REPETITION)].filter(([token]) => !/^[\\[]/.test(token)).length;
  if (count === 0) return pattern;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(
    schema.maxLength ?? PATTERNED_LENGTH_CAP,
    Math.max(minLength, PATTERNED_LENGTH_CAP),
  );
  const least = Math.ceil(minLength / count);
  const most = Math.max(least, Math.floor(maxLength / count));
  return pattern.replace(REPETITION, (token, atLeast) => {
    if (/^[\\[]/.test(token)) return token;
    const own = atLeast === undefined ? (token === '+' ? 1 : 0) : Number(atLeast);
    return `{${Math.max(own, least)},${Math.max(own, least, most)}}`;
  });
}

const base64url = (/** @type {Uint8Array} */ bytes) => Buffer.from(bytes).toString('base64url');

/** @type {(schema: Schema, text: string) => boolean} */
const fits = (schema, text) =>
  text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);

const isoDaysFromNow = (/** @type {number} */ days) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A value certainly of the wrong type for the schema (never null: optional fields take it as absent). */
/** @param {Schema | undefined} schema */
function wrongType(schema) {
  switch (schema?.type) {
    case 'string':
      return nonStringValue();
    // Numeric and boolean text may be converted on purpose, so only values no conversion accepts.
    case 'boolean':
      return fc.constantFrom('maybe', { yes: true }, [true]);
    case 'number':
    case 'integer':
      return fc.constantFrom('abc', { n: 1 }, [1, 2]);
    case 'array':
      return fc.oneof(hostileString(), fc.constantFrom(1, true, {}));
    case 'object':
      return fc.oneof(hostileString(), fc.constantFrom(1, true, 'x'));
    default:
      return junkValue();
  }
}

const keysOf = (/** @type {Schema | undefined} */ schema) => Object.keys(schema?.properties ?? {});
/** @type {(object: Record<string, unknown>, key: string, value: unknown) => Record<string, unknown>} */
const withKey = (object, key, value) => ({ ...object, [key]: value });

/**
 * Bodies a correct server must refuse with 4xx: a missing required field, an unknown field, a field of the
 * wrong type, a string or list over its limit, or a body that is not a JSON object at all.
 * @param {Schema} schema An object's schema.
 * @param {Ids} ids
 * @returns {Arbitrary<Body>}
 */
export function invalidBody(schema, ids) {
  const valid = objectValue(schema, ids);
  const keys = keysOf(schema);
  const properties = schema.properties ?? {};
  const strings = keys.filter((key) => properties[key].type === 'string' && properties[key].maxLength);
  const arrays = keys.filter((key) => properties[key].type === 'array' && properties[key].maxItems);
  /** @type {Arbitrary<Body>[]} */
  const options = [
    fc
      .tuple(valid, junkKey({ refusedOnly: true }), junkValue())
      .filter(([, key]) => !keys.includes(key))
      .map(([body, key, value]) => ({
        kind: 'unknown field',
        json: JSON.stringify(body)
          .replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'},`)
          .replace(/,\}$/, '}'),
      })),
    fc.oneof(hostileString(), fc.constantFrom(1, true, null, '')).map((value) => ({
      kind: 'not an object',
      json: JSON.stringify(value),
    })),
    fc
      .constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", 'NaN', '[1,2', '{"a":"\\x"}', '\u0000')
      .map((json) => ({
        kind: 'malformed JSON',
        json,
      })),
  ];
  if (schema.required?.length) {
    options.push(
      fc.tuple(valid, fc.constantFrom(...schema.required)).map(([body, key]) => {
        const rest = { ...body };
        delete rest[key];
        return { kind: `missing ${key}`, json: JSON.stringify(rest) };
      }),
    );
  }
  if (keys.length > 0) {
    options.push(
      fc.constantFrom(...keys).chain((key) =>
        fc.tuple(valid, wrongType(properties[key])).map(([body, value]) => ({
          kind: `wrong type for ${key}`,
          json: JSON.stringify(withKey(body, key, value)),
        })),
      ),
    );
  }
  if (strings.length > 0) {
    options.push(
      fc.constantFrom(...strings).chain((key) =>
        fc
          .tuple(valid, fc.integer({ min: 1, max: 5000 }), fc.constantFrom('a', '🛹', '<'))
          .map(([body, extra, unit]) => ({
            kind: `${key} too long`,
            json: JSON.stringify(
              withKey(body, key, unit.repeat(/** @type {number} */ (properties[key].maxLength) + extra)),
            ),
          })),
      ),
    );
  }
  if (arrays.length > 0) {
    options.push(
      fc.constantFrom(...arrays).chain((key) =>
        fc.tuple(valid, fc.integer({ min: 1, max: 200 })).map(([body, extra]) => ({
          kind: `${key} too many`,
          json: JSON.stringify(
            withKey(
              body,
              key,
              Array.from({ length: /** @type {number} */ (properties[key].maxItems) + extra }, () => 'x'),
            ),
          ),
        })),
      ),
    );
  }
  return fc.oneof(...options);
}

/** Any body at all: valid, mutated (possibly still valid), huge, or nested junk. */
/**
 * A valid body of an object's schema: a JSON object.
 * @param {Schema} schema
 * @param {Ids} ids
 */
const objectValue = (schema, ids) =>
  /** @type {Arbitrary<Record<string, unknown>>} */ (validValue(schema, 'body', ids));

/**
 * @param {Schema} schema An object's schema.
 * @param {Ids} ids
 * @returns {Arbitrary<Body>}
 */
export function anyBody(schema, ids) {
  const valid = objectValue(schema, ids);
  const keys = keysOf(schema);
  /** @type {import('fast-check').WeightedArbitrary<Body>[]} */
  const options = [
    { weight: 3, arbitrary: valid.map((body) => ({ kind: 'valid', json: JSON.stringify(body) })) },
    { weight: 4, arbitrary: invalidBody(schema, ids) },
    {
      weight: 1,
      arbitrary: junkValue().map((value) => ({ kind: 'junk', json: JSON.stringify(value) ?? 'null' })),
    },
    {
      weight: 1,
      // A literal `__proto__` key only survives as JSON text, which is what the server parses.
      arbitrary: fc.tuple(valid, junkKey(), junkValue()).map(([body, key, value]) => ({
        kind: 'tempting field',
        json: JSON.stringify(body)
          .replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'},`)
          .replace(/,\}$/, '}'),
      })),
    },
  ];
  if (keys.length > 0) {
    options.push({
      weight: 3,
      arbitrary: fc.tuple(valid, fc.constantFrom(...keys), hostileString()).map(([body, key, text]) => ({
        kind: `hostile ${key}`,
        json: JSON.stringify(withKey(body, key, text)),
      })),
    });
    options.push({
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...keys), hugeString()).map(([body, key, text]) => ({
        kind: `huge ${key}`,
        json: JSON.stringify(withKey(body, key, text)),
      })),
    });
  }
  return fc.oneof(...options);
}

/**
 * One value for a path parameter: an id of the right kind (anyone's), a random one, or not an id at all.
 * @param {Operation} operation
 * @param {Parameter} parameter
 * @param {Ids} ids
 * @param {{ badOnly?: boolean }} [options]
 * @returns {Arbitrary<string>}
 */
export function pathValue(operation, parameter, ids, { badOnly = false } = {}) {
  const kind = idKindOf(operation.template, parameter.name);
  const encoded = (/** @type {string} */ text) =>
    text.startsWith('%') ? text : encodeURIComponent(text.toWellFormed());
  const bad = fc.oneof(
    fc.constantFrom(...BAD_PATH_SEGMENTS).map(encoded),
    fc.uuid().map(encoded),
    hostileString()
      .filter((text) => text.length < 5000)
      .map(encoded),
  );
  if (badOnly) return bad;
  const good = kind ? idFrom(ids, kind) : validValue(parameter.schema, parameter.name, ids).map(String);
  return fc.oneof({ weight: 3, arbitrary: good.map(encoded) }, { weight: 2, arbitrary: bad });
}

/**
 * A query string: declared parameters valid, hostile, repeated or left out, and sometimes an unknown one.
 * @param {Operation} operation
 * @param {Ids} ids
 * @returns {Arbitrary<string>}
 */
export function queryString(operation, ids) {
  const entries = operation.queryParameters.map((parameter) =>
    fc.option(
      fc.oneof(
        validValue(parameter.schema, parameter.name, ids).map((value) => [[parameter.name, String(value)]]),
        hostileString()
          .filter((text) => text.length < 20_000)
          .map((text) => [[parameter.name, text]]),
        fc
          .array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 })
          .map((values) => values.map((v) => [parameter.name, v])),
        fc.constant([[`${parameter.name}[$ne]`, '1']]),
      ),
      { freq: 3 },
    ),
  );
  const unknown = fc.option(
    fc.tuple(
      junkKey(),
      hostileString().filter((text) => text.length < 1000),
    ),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...entries), unknown).map(([declared, extra]) => {
    const pairs = /** @type {string[][]} */ (declared.filter(Boolean).flat());
    if (extra) pairs.push(extra);
    const text = new URLSearchParams(pairs).toString();
    return text ? `?${text}` : '';
  });
}

/** How the body travels: as JSON mostly, or with a wrong or missing content type, or compressed. */
/** @type {() => Arbitrary<Record<string, string>>} */
export const transport = () =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant({ 'content-type': 'application/json' }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        /** @type {Record<string, string>} */ ({ 'content-type': 'text/plain' }),
        { 'content-type': 'application/x-www-form-urlencoded' },
        { 'content-type': 'application/xml' },
        { 'content-type': 'multipart/form-data; boundary=x' },
        { 'content-type': 'application/json; charset=utf-16' },
        { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        {},
      ),
    },
  );
