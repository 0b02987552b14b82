import { testNatsUrl, uniqueTestName } from '@boonies/testing';
import { connect, type NatsConnection } from 'nats';
import { ensureStream } from '../src/jetstream/stream-setup';
import { EventRouting } from '../src/routing/event-routing';

describe('ensureStream and stream replicas', () => {
  let nats: NatsConnection;
  const created: string[] = [];

  beforeAll(async () => {
    nats = await connect({ servers: testNatsUrl() });
  });

  afterAll(async () => {
    const jsm = await nats.jetstreamManager();
    await Promise.all(created.map((name) => jsm.streams.delete(name).catch(() => undefined)));
    await nats.close();
  });

  it('creates a stream with the configured number of replicas, and keeps it on the next start', async () => {
    const jsm = await nats.jetstreamManager();
    const spec = new EventRouting({ namespace: uniqueTestName('replicas') }).stream('posts');
    created.push(spec.name);

    expect((await ensureStream(jsm, spec)).config.num_replicas).toBe(1);
    expect((await ensureStream(jsm, spec)).config.num_replicas).toBe(1);
  });

  it('asks for as many replicas as configured: a single server refuses three, and says why', async () => {
    const jsm = await nats.jetstreamManager();
    const spec = new EventRouting({ namespace: uniqueTestName('replicas'), streamReplicas: 3 }).stream(
      'posts',
    );
    created.push(spec.name);

    await expect(ensureStream(jsm, spec)).rejects.toThrow(/replicas/i);
  });
});
