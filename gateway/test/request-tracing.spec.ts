import { RPC_HEADERS, type ServiceName } from '@boonies/contracts/common';
import { defineRpc } from '@boonies/contracts/rpc';
import { RpcClient, TRACEPARENT_HEADER } from '@boonies/messaging';
import { createLogger } from '@boonies/platform';
import { testNatsUrl } from '@boonies/testing';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { connect, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { register } from 'prom-client';
import request from 'supertest';
import { readJsonBodies } from '../src/errors/request-body';
import { measureHttpRequests } from '../src/metrics/http-metrics.middleware';
import {
  assignCorrelationId,
  endRequestSpan,
  enterRequestScope,
} from '../src/request-context/correlation-id.middleware';
import { callContextOf } from '../src/request-context/request-context.decorator';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

/**
 * The gateway's request pipeline in front of a real NATS responder: what a service receives, what the
 * gateway logs, and what it counts for one request.
 */
describe('a gateway request on its way to a service', () => {
  const definition = defineRpc<object, unknown>('test' as ServiceName, randomUUID());
  const { subject } = definition;
  const received: Record<string, string | undefined>[] = [];
  const logLines: Record<string, unknown>[] = [];
  const logger = createLogger('gateway-test', 'info', false, {
    write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>),
  });
  let responder: NatsConnection;
  let rpc: RpcClient;
  let app: FastifyInstance;

  beforeAll(async () => {
    responder = await connect({ servers: testNatsUrl() });
    responder.subscribe(subject, {
      callback: (_error, message) => {
        received.push({
          correlationId: message.headers?.get(RPC_HEADERS.correlationId),
          traceparent: message.headers?.get(TRACEPARENT_HEADER) || undefined,
        });
        message.respond(
          JSON.stringify({ response: { ok: true }, isDisposed: true, id: JSON.parse(message.string()).id }),
        );
      },
    });
    rpc = await RpcClient.connect({ servers: testNatsUrl(), name: 'gateway request test', timeoutMs: 5000 });
    app = Fastify();
    readJsonBodies(app);
    app.addHook('onRequest', assignCorrelationId);
    app.addHook('preHandler', enterRequestScope);
    app.addHook('onResponse', measureHttpRequests);
    app.addHook('onResponse', endRequestSpan);
    app.post('/api/things/:id', async (req: FastifyRequest) => {
      logger.info('Calling the service');
      return rpc.call(definition, {} as never, callContextOf(req));
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await rpc?.close();
    await responder?.close();
  });

  it('passes the request id and trace on to the service and into the gateway’s own log lines', async () => {
    const requestId = `req-${randomUUID()}`;
    const response = await request(app.server)
      .post(`/api/things/${randomUUID()}`)
      .set('X-Request-Id', requestId)
      .set('traceparent', TRACEPARENT)
      .send({ name: 'kickflip' });

    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toBe(requestId);
    expect(received).toContainEqual({ correlationId: requestId, traceparent: TRACEPARENT });
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'Calling the service', correlationId: requestId, traceId: TRACE_ID }),
    );
  });

  it('sends no trace when the browser started none, and still a correlation id', async () => {
    received.length = 0;
    await request(app.server).post(`/api/things/${randomUUID()}`).send({}).expect(200);
    expect(received).toEqual([{ correlationId: expect.any(String), traceparent: undefined }]);
  });

  it('counts requests by route template, never by raw URL', async () => {
    await request(app.server).get('/nowhere').expect(404);
    const text = await register.metrics();
    expect(text).toMatch(
      /boonies_http_requests_total\{route="\/api\/things\/:id",method="POST",status="200"\} [2-9]/,
    );
    expect(text).toMatch(/boonies_http_requests_total\{route="unmatched",method="GET",status="404"\} 1/);
    expect(text).toMatch(
      /boonies_http_request_duration_seconds_count\{route="\/api\/things\/:id",method="POST",status="200"\}/,
    );
    expect(text).not.toMatch(/route="\/api\/things\/[0-9a-f]{8}-/);
  });
});
