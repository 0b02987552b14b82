import { RAW_JSON_REPLY_HEADER, RawJson, RpcClient, RpcError } from '@boonies/messaging';
import { testNatsUrl, uniqueTestName } from '@boonies/testing';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, type MicroserviceOptions } from '@nestjs/microservices';
import { connect, type NatsConnection } from 'nats';
import { DomainError } from '../src/errors/domain-error';
import { createLogger } from '../src/logging/logger';
import { RpcErrorFilter } from '../src/rpc/rpc-error.filter';
import { RpcServer } from '../src/rpc/rpc-server';

/** Subjects of this run only, so no other test's service answers them. */
const prefix = `rpc.${uniqueTestName('raw')}`;
const SUBJECTS = { raw: `${prefix}.raw`, value: `${prefix}.value`, refused: `${prefix}.refused` };
type Subject = Parameters<RpcClient['call']>[0];

/** JSON as PostgreSQL writes it: escapes, characters beyond ASCII, a key order of its own. */
const PAGE_JSON =
  '{"posts":[{"id":"a","content":"\\"quoted\\" ☃ 😀 \\u0001","tags":["x"]}],"nextCursor":null}';

@Controller()
class RawJsonRepliesHandler {
  @MessagePattern(SUBJECTS.raw)
  raw(): Promise<RawJson<unknown>> {
    return Promise.resolve(new RawJson(PAGE_JSON));
  }

  @MessagePattern(SUBJECTS.value)
  value(): object {
    return { posts: [], nextCursor: null };
  }

  @MessagePattern(SUBJECTS.refused)
  refused(): never {
    throw new DomainError('NOT_FOUND', 'No such post', { field: 'id' });
  }
}

@Module({ controllers: [RawJsonRepliesHandler] })
class RawJsonRepliesModule {}

describe('answers that are JSON text already', () => {
  let app: INestMicroservice;
  let client: RpcClient;
  let nats: NatsConnection;
  const context = { correlationId: 'raw-json-spec' };

  beforeAll(async () => {
    const logger = createLogger('raw-json-spec', 'silent');
    app = await NestFactory.createMicroservice<MicroserviceOptions>(RawJsonRepliesModule, {
      strategy: new RpcServer({ servers: testNatsUrl(), queue: 'raw-json-spec' }),
      logger: false,
    });
    app.useGlobalFilters(new RpcErrorFilter(logger));
    await app.listen();
    client = await RpcClient.connect({ servers: testNatsUrl(), name: 'raw-json-spec' });
    nats = await connect({ servers: testNatsUrl() });
  });

  afterAll(async () => {
    await client?.close();
    await nats?.close();
    await app?.close();
  });

  const callRaw = (subject: string) => client.callRaw({ subject } as Subject, {} as never, context);
  const call = (subject: string) => client.call({ subject } as Subject, {} as never, context);

  it('leave the service as they are, marked raw, without the transport envelope', async () => {
    const reply = await nats.request(
      SUBJECTS.raw,
      JSON.stringify({ pattern: SUBJECTS.raw, data: {}, id: '1' }),
    );
    expect(reply.headers?.has(RAW_JSON_REPLY_HEADER)).toBe(true);
    expect(Buffer.from(reply.data).toString('utf8')).toBe(PAGE_JSON);
  });

  it('reach the caller byte for byte with callRaw, and as the value with call', async () => {
    const raw = await callRaw(SUBJECTS.raw);
    expect(raw.bytes().equals(Buffer.from(PAGE_JSON, 'utf8'))).toBe(true);
    expect(await call(SUBJECTS.raw)).toEqual(JSON.parse(PAGE_JSON));
  });

  it('callRaw serialises an answer that came as a value', async () => {
    const raw = await callRaw(SUBJECTS.value);
    expect(raw.parse()).toEqual({ posts: [], nextCursor: null });
  });

  it('a refusal fails either way with the same { error, code }', async () => {
    for (const attempt of [call(SUBJECTS.refused), callRaw(SUBJECTS.refused)]) {
      const error = await attempt.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(RpcError);
      expect((error as RpcError).toBody()).toEqual({ error: 'No such post', code: 'NOT_FOUND', field: 'id' });
    }
  });
});
