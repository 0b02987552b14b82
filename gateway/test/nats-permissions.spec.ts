import { AUTH_RPC } from '@boonies/contracts/auth';
import { type ErrorBody, RPC_HEADERS, SERVICE_NAMES } from '@boonies/contracts/common';
import { CallerSigner, generateCallerKeys } from '@boonies/messaging';
import { startSystem, type RunningSystem } from '@boonies/testing';
import { connect, Events, headers as natsHeaders, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually, skater, textPost } from './support/posts-system';

jest.setTimeout(120_000);

/**
 * The system on a bus with the production permissions (`deploy/nats/permissions.conf`): every process signs
 * in as its own user, and still does all its work; a process that steps outside its subjects is refused by
 * the bus itself, and a forged caller that the bus lets through is refused by the service.
 */
describe('the bus with production permissions', () => {
  let system: RunningSystem;
  const opened: NatsConnection[] = [];

  beforeAll(async () => {
    // Every service, so that each one's streams, consumers and replies are proven under its own user.
    system = await startSystem({ label: 'nats-permissions', natsPermissions: true });
  });

  afterAll(async () => {
    await Promise.all(opened.map((connection) => connection.close()));
    await system?.stop();
  });

  /** A client signed in as `process`, collecting the permission errors the server sends it. */
  async function clientAs(process: string): Promise<{ nats: NatsConnection; refusals: string[] }> {
    const credentials = system.natsCredentials(process);
    if (!credentials) throw new Error(`No NATS user for ${process}`);
    const nats = await connect({ servers: system.natsUrl, ...credentials, inboxPrefix: `_INBOX_${process}` });
    opened.push(nats);
    const refusals: string[] = [];
    void (async () => {
      for await (const status of nats.status()) {
        if (status.type === Events.Error) refusals.push(String(status.data));
      }
    })();
    return { nats, refusals };
  }

  /** Publishes and waits for the server's verdict: the permission errors it sent back, if any. */
  async function publishRefusals(process: string, subject: string): Promise<string[]> {
    const { nats, refusals } = await clientAs(process);
    nats.publish(subject, 'x');
    await nats.flush();
    await sleep(200);
    return refusals;
  }

  async function adminUsersRequest(process: string, callerHeader: string): Promise<{ err?: ErrorBody }> {
    const { nats } = await clientAs(process);
    const headers = natsHeaders();
    headers.set(RPC_HEADERS.correlationId, randomUUID());
    headers.set(RPC_HEADERS.caller, callerHeader);
    const packet = JSON.stringify({ pattern: AUTH_RPC.adminUsers.subject, data: {}, id: randomUUID() });
    const reply = await nats.request(AUTH_RPC.adminUsers.subject, packet, { timeout: 5000, headers });
    return reply.json();
  }

  it('carries the system’s own traffic: requests, events between services, replies', async () => {
    const author = await skater(system, 'permitted');
    const post = await textPost(author.browser, 'Under production permissions');
    await eventually(
      async () =>
        (await author.browser.get(`/api/posts/${post.id}`)).body.users?.username === author.username,
      'the post shown with its author, known to posts through auth’s events',
      15_000,
    );
    expect(system.unexpectedExits()).toEqual([]);
    // No process was refused anything it does: no consumer or relay failed on the way.
    expect(system.logs()).not.toMatch(/Permissions Violation|Consuming failed|Cannot publish/i);
  });

  it('refuses a client without a password', async () => {
    await expect(connect({ servers: system.natsUrl, reconnect: false })).rejects.toMatchObject({
      code: 'AUTHORIZATION_VIOLATION',
    });
  });

  it('refuses a service that publishes another service’s events, or sends requests', async () => {
    expect(await publishRefusals('posts', 'events.auth.user-updated.v1')).toEqual([
      expect.stringMatching(/PERMISSIONS_VIOLATION/),
    ]);
    expect(await publishRefusals('posts', AUTH_RPC.adminUsers.subject)).toEqual([
      expect.stringMatching(/PERMISSIONS_VIOLATION/),
    ]);
    expect(await publishRefusals('posts', 'events.posts.post-created.v1')).toEqual([]);
  });

  /** Each service paired with another one, whose subjects it must not touch. */
  const neighbours = SERVICE_NAMES.map((service, i) => [
    service,
    SERVICE_NAMES[(i + 1) % SERVICE_NAMES.length],
  ]);

  it.each(neighbours)(
    'lets %s publish only its own events and serve only its own requests',
    async (own, other) => {
      expect(await publishRefusals(own, `events.${other}.anything.v1`)).toEqual([
        expect.stringMatching(/PERMISSIONS_VIOLATION/),
      ]);
      expect(await publishRefusals(own, `rpc.${other}.anything`)).toEqual([
        expect.stringMatching(/PERMISSIONS_VIOLATION/),
      ]);
      const { nats, refusals } = await clientAs(own);
      nats.subscribe(`rpc.${other}.>`);
      await nats.flush();
      await sleep(200);
      expect(refusals).toEqual([expect.stringMatching(/PERMISSIONS_VIOLATION/)]);
      expect(await publishRefusals(own, `events.${own}.anything.v1`)).toEqual([]);
    },
  );

  it('refuses the gateway anything but requests', async () => {
    expect(await publishRefusals('gateway', 'events.posts.post-created.v1')).toEqual([
      expect.stringMatching(/PERMISSIONS_VIOLATION/),
    ]);
  });

  it('refuses a service that listens to another’s requests', async () => {
    const { nats, refusals } = await clientAs('posts');
    nats.subscribe('rpc.auth.>');
    await nats.flush();
    await sleep(200);
    expect(refusals).toEqual([expect.stringMatching(/PERMISSIONS_VIOLATION/)]);
  });

  it('lets the gateway’s user ask, but the service refuses a caller the gateway did not sign', async () => {
    const unsigned = JSON.stringify({ userId: randomUUID(), isAdmin: true, sessionId: randomUUID() });
    expect((await adminUsersRequest('gateway', unsigned)).err).toMatchObject({ code: 'CALLER_UNVERIFIED' });
    const forged = new CallerSigner(generateCallerKeys().signingKey).sign({
      userId: randomUUID(),
      isAdmin: true,
      sessionId: randomUUID(),
    });
    expect((await adminUsersRequest('gateway', forged)).err).toMatchObject({ code: 'CALLER_UNVERIFIED' });
  });
});
