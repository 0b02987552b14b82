import { DomainError } from '@boonies/platform';
import { Readable } from 'node:stream';
import { decodeJsonBody, drainBody, readBody, REFUSED_BODY_DRAIN } from './request-body';

const bodyOf = (text: string) => Buffer.from(text, 'utf8');

function failureOf(attempt: () => unknown): unknown {
  try {
    attempt();
  } catch (error) {
    return error instanceof DomainError ? error.toBody() : error;
  }
  return 'no failure';
}

describe('decodeJsonBody', () => {
  it('parses objects and arrays, and reads an empty body as an empty object', () => {
    expect(decodeJsonBody(bodyOf(' {"name":"kickflip"}'))).toEqual({ name: 'kickflip' });
    expect(decodeJsonBody(bodyOf('[1,2]'))).toEqual([1, 2]);
    expect(decodeJsonBody(bodyOf(''))).toEqual({});
  });

  it('drops a byte-order mark and decodes the charset named', () => {
    expect(decodeJsonBody(bodyOf('\uFEFF{"a":"é"}'))).toEqual({ a: 'é' });
    expect(decodeJsonBody(Buffer.from('{"a":1}', 'utf16le'), 'utf-16le')).toEqual({ a: 1 });
  });

  it('keeps a __proto__ key as data, for the shape check to refuse', () => {
    expect(Object.keys(decodeJsonBody(bodyOf('{"__proto__":{"admin":true}}')) as object)).toEqual([
      '__proto__',
    ]);
  });

  it('reports malformed JSON and bare values as a validation failure of the body', () => {
    for (const text of ['{"name":', '"kickflip"', '42', '   ']) {
      expect(failureOf(() => decodeJsonBody(bodyOf(text)))).toEqual({
        error: 'The request body is not valid JSON.',
        code: 'VALIDATION_FAILED',
        field: 'body',
      });
    }
  });

  it('reports a charset it cannot decode as an unreadable body', () => {
    expect(failureOf(() => decodeJsonBody(bodyOf('{}'), 'utf-99'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'body',
    });
  });
});

describe('readBody', () => {
  const tooLarge = { error: 'The request body is too large (at most 1 kB).', code: 'PAYLOAD_TOO_LARGE' };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no failure',
      (error: unknown) => (error instanceof DomainError ? error.toBody() : error),
    );

  it('reads a body within the limit whole', async () => {
    const payload = Readable.from([bodyOf('{"a":'), bodyOf('1}')]);
    expect((await readBody(payload, undefined, 1024)).toString()).toBe('{"a":1}');
  });

  it('refuses a body whose declared length passes the limit once the rest of it has arrived', async () => {
    const payload = Readable.from([bodyOf('x'.repeat(1500)), bodyOf('x'.repeat(548))]);
    expect(await refusal(readBody(payload, 2048, 1024))).toEqual(tooLarge);
    expect(payload.readableEnded).toBe(true);
  });

  it('refuses a body declared past what a refusal reads without reading it', async () => {
    const payload = Readable.from([bodyOf('{}')]);
    expect(await refusal(readBody(payload, REFUSED_BODY_DRAIN.bytes + 1, 1024))).toEqual(tooLarge);
    expect(payload.readableFlowing).toBeNull();
  });

  it('refuses a body that passes the limit while it arrives, once the rest of it has arrived', async () => {
    const payload = Readable.from([
      bodyOf('x'.repeat(600)),
      bodyOf('x'.repeat(600)),
      bodyOf('x'.repeat(600)),
    ]);
    expect(await refusal(readBody(payload, undefined, 1024))).toEqual(tooLarge);
    expect(payload.readableEnded).toBe(true);
  });
});

describe('drainBody', () => {
  /** A body that never ends: `chunks` of 1 kB pushed at once, then silence. */
  function endlessBody(chunks: number): Readable {
    const payload = new Readable({ read: () => undefined });
    for (let chunk = 0; chunk < chunks; chunk++) payload.push(Buffer.alloc(1024));
    return payload;
  }

  it('reads a body to its end', async () => {
    const payload = Readable.from([bodyOf('a'), bodyOf('b')]);
    await drainBody(payload, undefined);
    expect(payload.readableEnded).toBe(true);
  });

  it('stops reading once more than its bound of bytes arrived', async () => {
    const payload = endlessBody(5);
    await drainBody(payload, undefined, { bytes: 3 * 1024, ms: 60_000 });
    expect(payload.readableEnded).toBe(false);
  });

  it('stops waiting for a body that stalls once its time is up', async () => {
    const started = Date.now();
    await drainBody(endlessBody(1), undefined, { bytes: 1024 * 1024, ms: 50 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
