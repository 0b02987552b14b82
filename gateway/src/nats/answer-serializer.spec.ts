import { RawJson } from '@boonies/messaging';
import Fastify, { type FastifyInstance } from 'fastify';
import { tagAnswers } from '../http-cache/weak-entity-tags';
import { serializeAnswers } from './answer-serializer';

/** A service's answer as it arrives from NATS: bytes, written by PostgreSQL's JSON functions. */
const PAGE = '{"posts":[{"id":"a","content":"\\"as is\\" ☃ 😀"}], "nextCursor":null}';

describe('answers on their way out', () => {
  let fastify: FastifyInstance;

  beforeAll(async () => {
    fastify = Fastify();
    serializeAnswers(fastify);
    fastify.addHook('onSend', tagAnswers);
    fastify.get('/raw', async () => new RawJson(new Uint8Array(Buffer.from(PAGE, 'utf8'))));
    fastify.get('/value', async () => ({ posts: [], nextCursor: null }));
    await fastify.ready();
  });

  afterAll(() => fastify.close());

  it('send raw JSON byte for byte, as JSON, tagged by content', async () => {
    const answer = await fastify.inject({ method: 'GET', url: '/raw' });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(Buffer.from(PAGE, 'utf8'))).toBe(true);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(answer.headers.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);

    const current = await fastify.inject({
      method: 'GET',
      url: '/raw',
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(current.statusCode).toBe(304);
    expect(current.payload).toBe('');
  });

  it('serialise every other answer as before', async () => {
    const answer = await fastify.inject({ method: 'GET', url: '/value' });
    expect(answer.payload).toBe('{"posts":[],"nextCursor":null}');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
