// Hostile values: script and SQL payloads, awkward unicode, huge strings and values of the wrong type.
import fc from 'fast-check';

/** Every script payload sets `window.__xss` if a browser ever runs it, which the render check looks for. */
export const SCRIPT_PAYLOADS = [
  '<script>window.__xss = (window.__xss || 0) + 1</script>',
  '<img src=x onerror="window.__xss = (window.__xss || 0) + 1">',
  '"><svg onload="window.__xss = (window.__xss || 0) + 1">',
  '\'><iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
  'javascript:window.__xss=1',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<a href="javascript:window.__xss=1">click</a>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<details open ontoggle="window.__xss=1">',
];

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5) --',
  "admin'--",
  "') UNION SELECT password_hash FROM auth.users --",
  '%27%20OR%201%3D1',
  '\\',
  "''''''''",
];

export const UNICODE_SAMPLES = [
  '🛹🔥💀',
  '\u202eRTL override\u202c',
  'مرحبا بالعالم',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚ö̜̙̈́',
  'nul\u0000byte',
  '\u0000',
  '\ud800 lone surrogate',
  '\ufeffbom',
  '\u200b\u200b\u200b',
  '   ',
  '\r\n\t',
  'Ⅻ ﬁ ｆｕｌｌ',
];

/** Strings a valid-looking request may carry in any text field. */
export const HOSTILE_TEXT = [...SCRIPT_PAYLOADS, ...SQL_PAYLOADS, ...UNICODE_SAMPLES];

/** 10k to 1M characters of one awkward character: over every limit, and over the body limit when large. */
export const hugeString = () =>
  fc
    .tuple(fc.integer({ min: 10_000, max: 1_000_000 }), fc.constantFrom('a', '🛹', "'", '<', '\u0000', ' '))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const hostileString = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: hugeString() },
  );

export const hostileNumber = () =>
  fc.oneof(
    fc.constantFrom(-1, 0, -0.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31), 2 ** 63, 1.5),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

/** Arrays nested deeper than anyone expects. */
const deeplyNested = () =>
  fc.integer({ min: 50, max: 2000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)));

/** Anything but a string: for fields that want one, certainly the wrong type. */
export const nonStringValue = () =>
  fc.oneof(
    hostileNumber(),
    fc.boolean(),
    fc.array(hostileString(), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
    deeplyNested(),
  );

/** Any JSON value at all, hostile strings included. */
export const junkValue = () =>
  fc.oneof(hostileString(), nonStringValue(), fc.constant(null), fc.jsonValue({ maxDepth: 4 }));

/** Names of fields nobody declared, some chosen to tempt a careless merge. */
const TEMPTING_KEYS = ['isAdmin', 'is_admin', 'userId', 'id', 'role', 'password'];
/**
 * Keys the object mapping drops silently instead of refusing (`__proto__` and the names of Object.prototype's
 * members, such as `valueOf`): harmless, but not certain to be refused.
 */
const DROPPED_KEYS = ['__proto__', ...Object.getOwnPropertyNames(Object.prototype)];

/** @param {{ refusedOnly?: boolean }} [options] */
export const junkKey = ({ refusedOnly = false } = {}) =>
  fc.oneof(
    fc.constantFrom(...TEMPTING_KEYS, ...(refusedOnly ? [] : DROPPED_KEYS)),
    fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !DROPPED_KEYS.includes(key)),
  );

/** Path segments that are not the id a route wants. */
export const BAD_PATH_SEGMENTS = [
  '0',
  '-1',
  'null',
  'undefined',
  'NaN',
  '..',
  '../admin',
  'man-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '1e9999',
  '9'.repeat(40),
  'x'.repeat(1000),
  '%00',
  '%FF',
  '%E0%A4%A',
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '🛹',
  '{id}',
];
