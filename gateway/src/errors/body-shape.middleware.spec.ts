import { DomainError } from '@boonies/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyFault, MAX_BODY_DEPTH, refuseMalformedRequests } from './body-shape.middleware';

const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

/** What the middleware passed on: nothing for a body it lets through, the error otherwise. */
function outcomeFor(body: unknown, query: unknown = {}): unknown {
  let passed: unknown = 'not called';
  refuseMalformedRequests({ body, query } as FastifyRequest, {} as FastifyReply, (error?: unknown) => {
    passed = error;
  });
  return passed;
}

describe('refuseMalformedRequests', () => {
  it('lets ordinary bodies through, emoji and all', () => {
    expect(outcomeFor(undefined)).toBeUndefined();
    expect(
      outcomeFor({ followingId: 'x', tags: ['a', 'b'], content: 'Kickflip 🛹 ✓ مرحبا' }),
    ).toBeUndefined();
    expect(outcomeFor(nested(MAX_BODY_DEPTH))).toBeUndefined();
  });

  // Found by `npm run fuzz`: a field holding 1,500 nested arrays overflowed the validator's stack (a 500).
  it('refuses a body nested deeper than the limit as a validation failure of the body', () => {
    expect(bodyFault(nested(MAX_BODY_DEPTH + 1))).toBe('too-deep');
    const error = outcomeFor({ followingId: nested(1500) });
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).toBody()).toEqual({
      error: 'The request body is nested too deeply.',
      code: 'VALIDATION_FAILED',
      field: 'body',
    });
  });

  // Found by `npm run fuzz`: an email holding "\ud800" made the email validator throw (a 500 on sign-in).
  it('refuses lone surrogates in values and keys, at any depth', () => {
    const parsed = (json: string) => outcomeFor(JSON.parse(json));
    for (const json of [
      '{"email":"\\ud800 lone surrogate","password":"!"}',
      '{"content":"ends high \\udbff"}',
      '{"content":"starts low \\udc00"}',
      '{"tags":[{"deep":["\\ud83d"]}]}',
      '{"\\udfff":"key"}',
    ]) {
      expect((parsed(json) as DomainError).toBody()).toEqual({
        error: 'The request body contains text that is not valid Unicode.',
        code: 'VALIDATION_FAILED',
        field: 'body',
      });
    }
    expect(parsed('{"content":"a pair \\ud83d\\udef9 is fine"}')).toBeUndefined();
  });

  // Found by `npm run fuzz`: an event title holding "\u0000" reached PostgreSQL, which refused it (a 500).
  it('refuses NUL characters anywhere in the body', () => {
    expect(bodyFault(JSON.parse('{"title":"nul\\u0000byte"}'))).toBe('nul-character');
    expect(bodyFault(JSON.parse('{"steps":["fine","\\u0000"]}'))).toBe('nul-character');
    expect((outcomeFor({ title: 'a\u0000' }) as DomainError).toBody().code).toBe('VALIDATION_FAILED');
  });

  // Found by `npm run fuzz`: an extra "valueOf" field slipped past the whitelist instead of being refused.
  it('refuses keys every object inherits', () => {
    // "prototype" too: the transformation before the whitelist drops it, so a vote with it was accepted.
    for (const key of ['valueOf', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
      expect(bodyFault(JSON.parse(`{"postId":"x","nested":{"${key}":1}}`))).toBe('reserved-key');
    }
    expect(bodyFault({ value: 1, proto: 2, constructorName: 'x' })).toBeNull();
  });

  // A query DTO's transformation dropped `prototype` the same way; the query string is refused like the body.
  it('refuses the same faults in the query string, naming it', () => {
    expect(outcomeFor(undefined, { filter: 'pro', cursor: 'abc' })).toBeUndefined();
    expect((outcomeFor(undefined, { filter: 'pro', prototype: 'x' }) as DomainError).toBody()).toEqual({
      error: 'The query string uses a reserved field name.',
      code: 'VALIDATION_FAILED',
      field: 'query',
    });
    expect((outcomeFor(undefined, { q: 'nul\u0000' }) as DomainError).toBody().field).toBe('query');
  });
});
