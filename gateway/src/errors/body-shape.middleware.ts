import { DomainError } from '@boonies/platform';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** No API body nests deeper than a few levels; the validators recurse once per level and would overflow. */
export const MAX_BODY_DEPTH = 32;

/** A UTF-16 surrogate without its other half: JSON's `\ud800` escapes can carry one, and some validators throw on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Names the validator's transformation drops without a word, so the whitelist never sees them as unknown. */
const DROPPED_KEYS = new Set(['prototype']);

export type BodyFault = 'too-deep' | 'not-unicode' | 'nul-character' | 'reserved-key';

/** The parts of a request that carry fields, as error messages and `field` name them. */
type RequestPart = 'body' | 'query';

const PART_NAMES: Record<RequestPart, string> = { body: 'The request body', query: 'The query string' };

const FAULT_MESSAGES: Record<BodyFault, string> = {
  'too-deep': 'is nested too deeply.',
  'not-unicode': 'contains text that is not valid Unicode.',
  'nul-character': 'contains a NUL character, which text cannot hold.',
  'reserved-key': 'uses a reserved field name.',
};

/**
 * What no API body may have, found before validation sees it: nesting beyond MAX_BODY_DEPTH, a key or string
 * that is not well-formed Unicode, a NUL character in a string, or a key naming a member every object inherits (`__proto__`, `valueOf`,
 * …) or `prototype`: the whitelist would not see those as unknown. Walked without recursion so any depth can be measured.
 */
export function bodyFault(value: unknown): BodyFault | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return 'not-unicode';
      // PostgreSQL's text refuses U+0000, so it could never be stored.
      if (current.includes('\u0000')) return 'nul-character';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > MAX_BODY_DEPTH) return 'too-deep';
    for (const [key, child] of Object.entries(current)) {
      if (LONE_SURROGATE.test(key)) return 'not-unicode';
      if (key in Object.prototype || DROPPED_KEYS.has(key)) return 'reserved-key';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * Refuses a malformed body or query string (see bodyFault) as a validation failure of that part (a
 * `preValidation` hook: after the body is read, before any route sees it).
 */
export function refuseMalformedRequests(
  request: FastifyRequest,
  _reply: FastifyReply,
  next: HookHandlerDoneFunction,
): void {
  for (const part of ['body', 'query'] as const) {
    const fault = bodyFault(request[part]);
    if (fault) {
      next(
        new DomainError('VALIDATION_FAILED', `${PART_NAMES[part]} ${FAULT_MESSAGES[fault]}`, { field: part }),
      );
      return;
    }
  }
  next();
}
