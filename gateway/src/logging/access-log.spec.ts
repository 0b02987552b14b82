import { createLogger } from '@boonies/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { assignCorrelationId } from '../request-context/correlation-id.middleware';
import { logAccess } from './access-log';

describe('the access log', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logger = createLogger('gateway', 'info', false, {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    app = Fastify();
    app.addHook('onRequest', assignCorrelationId);
    app.addHook('onResponse', logAccess(logger));
    app.get('/api/posts/:id', async () => ({ ok: true }));
    app.get('/api/broken', async (_request, reply) => reply.code(503).send({ error: 'Down', code: 'DOWN' }));
    app.get('/api/health', async (request, reply) =>
      reply.code(request.headers['x-down'] ? 503 : 200).send({ status: 'ok' }),
    );
    await app.ready();
  });

  afterAll(() => app.close());
  beforeEach(() => lines.splice(0));

  it('writes one line per request, with its route template and without its query', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/posts/42?token=secret',
      headers: { 'x-request-id': 'request-0001' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request answered',
      service: 'gateway',
      correlationId: 'request-0001',
      method: 'GET',
      path: '/api/posts/42',
      route: '/api/posts/:id',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('logs server errors as errors, and a path no route knows by its bounded name', async () => {
    await app.inject({ method: 'GET', url: '/api/broken' });
    await app.inject({ method: 'GET', url: '/nowhere/at/all' });
    expect(lines.map(({ level, route, status }) => ({ level, route, status }))).toEqual([
      { level: 'error', route: '/api/broken', status: 503 },
      { level: 'info', route: 'unmatched', status: 404 },
    ]);
  });

  it('keeps the polled health check quiet: answers at debug, a service down at warn', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-down': '1' } });
    expect(lines.map(({ level, status }) => ({ level, status }))).toEqual([{ level: 'warn', status: 503 }]);
  });
});
