import { startTestNatsServer, testNatsUrl, uniqueTestName } from '@boonies/testing';
import { connect, type NatsConnection } from 'nats';
import path from 'node:path';
import { inboxPrefixOf } from '../src/jetstream/nats-connection';
import { ensureDurableConsumer, ensureStream } from '../src/jetstream/stream-setup';
import { EventRouting } from '../src/routing/event-routing';

describe('ensureStream, stream replicas and durable consumers', () => {
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

  it("goes on delivering when a consumer's filter widens from one subject to several, from its first unacknowledged event", async () => {
    const jsm = await nats.jetstreamManager();
    const js = nats.jetstream();
    const routing = new EventRouting({ namespace: uniqueTestName('filters') });
    const stream = routing.stream('posts');
    created.push(stream.name);
    await ensureStream(jsm, stream);
    const consumer = (filterSubject: string) =>
      ensureDurableConsumer(jsm, {
        stream: stream.name,
        durableName: 'auth',
        filterSubject,
        ackWaitMs: 30_000,
        maxDeliver: 5,
      });
    const subject = (event: string) => routing.subject({ subject: `events.posts.${event}.v1` });

    await consumer(subject('post-created'));
    await js.publish(subject('post-created'), 'first');
    await js.publish(subject('post-created'), 'delivered, not acknowledged');
    const reader = await js.consumers.get(stream.name, 'auth');
    (await reader.next({ expires: 1000 }))?.ack();
    expect((await reader.next({ expires: 1000 }))?.string()).toBe('delivered, not acknowledged');

    await consumer(routing.eventsOf('posts'));
    await js.publish(subject('post-deleted'), 'another kind');
    const again = await js.consumers.get(stream.name, 'auth');
    const delivered: string[] = [];
    for (
      let message = await again.next({ expires: 1000 });
      message;
      message = await again.next({ expires: 1000 })
    ) {
      delivered.push(message.string());
      message.ack();
    }
    expect(delivered).toEqual(['delivered, not acknowledged', 'another kind']);
    expect((await jsm.consumers.info(stream.name, 'auth')).config.filter_subject).toBe(
      routing.eventsOf('posts'),
    );
  });

  it("widens a consumer's filter under the deployment's permissions, where a service may touch only its own consumer", async () => {
    const server = await startTestNatsServer({
      permissionsFile: path.resolve(__dirname, '../../../deploy/nats/permissions.conf'),
    });
    const signIn = (user: string) =>
      connect({ servers: server.url, user, pass: server.passwords[user], inboxPrefix: inboxPrefixOf(user) });
    const [producer, consumer] = await Promise.all([signIn('posts'), signIn('auth')]);
    try {
      const routing = new EventRouting();
      const stream = routing.stream('posts');
      await ensureStream(await producer.jetstreamManager(), stream);
      const jsm = await consumer.jetstreamManager();
      const spec = { stream: stream.name, durableName: 'auth', ackWaitMs: 30_000, maxDeliver: 5 };
      await ensureDurableConsumer(jsm, { ...spec, filterSubject: 'events.posts.post-created.v1' });

      const widened = await ensureDurableConsumer(jsm, { ...spec, filterSubject: routing.eventsOf('posts') });

      expect(widened.config.filter_subject).toBe(routing.eventsOf('posts'));
    } finally {
      await Promise.all([producer.close(), consumer.close()]);
      await server.stop();
    }
  });
});
