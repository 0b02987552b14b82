import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { EVENTS } from '@boonies/contracts/catalog';
import { MESSAGING_EVENTS } from '@boonies/contracts/messaging';
import { POSTS_EVENTS, POSTS_RPC } from '@boonies/contracts/posts';
import type { DataMapDto, DataMapRelationDto, ServiceDescriptionDto } from '@boonies/contracts/rpc';
import { VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import { startSystem, type RunningSystem } from '@boonies/testing';
import { Browser } from './support/browser';
import { eventually, signedInAdmin, signedUp } from './support/tricks-system';

const SYSTEM_START_TIMEOUT_MS = 120_000;
jest.setTimeout(60_000);

const SERVICES = ['auth', 'social', 'posts', 'verification'] as const;

/**
 * `GET /api/admin/data-map` against the running auth, posts and verification services: the relations their
 * entities declare, the references to other services' records, subjects, durable consumers and media.
 */
describe('data map', () => {
  let system: RunningSystem;
  let map: DataMapDto;
  const described = (service: string): ServiceDescriptionDto => {
    const description = map.services.find((candidate) => candidate.service === service);
    if (!description)
      throw new Error(`${service} is not on the map (unavailable: ${map.unavailable.join(', ')})`);
    return description;
  };
  const relationsOf = (service: string, table: string): DataMapRelationDto[] =>
    described(service).tables.find(({ name }) => name === table)?.relations ?? [];

  beforeAll(async () => {
    system = await startSystem({ label: 'gateway-data-map', services: SERVICES });
    const admin = await signedInAdmin(system);
    // Each service answers once it is up; the map lists the others as unavailable until then.
    await eventually(
      async () => {
        map = (await admin.browser.get('/api/admin/data-map')).body as DataMapDto;
        return map.services?.length === SERVICES.length;
      },
      'every started service on the data map',
      30_000,
    );
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  it('reports the posts service’s own foreign keys and its references to accounts', () => {
    expect(relationsOf('posts', 'posts')).toEqual([
      {
        column: 'parent_post_id',
        references: { service: 'posts', table: 'posts', column: 'id' },
        kind: 'foreign-key',
      },
      { column: 'user_id', references: { service: 'auth', table: 'users', column: 'id' }, kind: 'logical' },
    ]);
    expect(relationsOf('posts', 'reactions')).toEqual([
      {
        column: 'post_id',
        references: { service: 'posts', table: 'posts', column: 'id' },
        kind: 'foreign-key',
      },
      { column: 'user_id', references: { service: 'auth', table: 'users', column: 'id' }, kind: 'logical' },
    ]);
    expect(relationsOf('posts', 'post_verifications')).toContainEqual({
      column: 'verification_id',
      references: { service: 'verification', table: 'verifications', column: 'id' },
      kind: 'logical',
    });
  });

  it('reports a vote’s verification as a foreign key and a verification’s post as a reference', () => {
    expect(relationsOf('verification', 'votes')).toEqual([
      { column: 'user_id', references: { service: 'auth', table: 'users', column: 'id' }, kind: 'logical' },
      {
        column: 'verification_id',
        references: { service: 'verification', table: 'verifications', column: 'id' },
        kind: 'foreign-key',
      },
    ]);
    expect(relationsOf('verification', 'verifications')).toEqual(
      expect.arrayContaining([
        {
          column: 'post_id',
          references: { service: 'posts', table: 'posts', column: 'id' },
          kind: 'logical',
        },
        {
          column: 'trick_id',
          references: { service: 'tricks', table: 'tricks', column: 'id' },
          kind: 'logical',
        },
      ]),
    );
  });

  it('reports the social service’s follows as references to the accounts auth owns', () => {
    expect(relationsOf('social', 'follows')).toEqual([
      {
        column: 'follower_id',
        references: { service: 'auth', table: 'users', column: 'id' },
        kind: 'logical',
      },
      {
        column: 'following_id',
        references: { service: 'auth', table: 'users', column: 'id' },
        kind: 'logical',
      },
    ]);
  });

  it('names each service’s subjects, its stream and the durable consumers it reads through', () => {
    const posts = described('posts');
    expect(posts.handles).toEqual(
      expect.arrayContaining([POSTS_RPC.create.subject, POSTS_RPC.feed.subject, 'rpc.posts.describe']),
    );
    expect(posts.publishes).toContain(POSTS_EVENTS.postCreated.subject);
    // The versions the catalogue marks to retire, with their day (docs/events.md): none of the posts' now.
    expect(posts.deprecated).toEqual(
      Object.values(EVENTS.posts).flatMap(({ subject, retiresAfter }) =>
        retiresAfter ? [{ subject, retiresAfter }] : [],
      ),
    );
    expect(posts.streams).toEqual([{ name: 'EVENTS_POSTS', subjects: ['events.posts.>'], replicas: 1 }]);
    expect(posts.consumers).toContainEqual(
      expect.objectContaining({ stream: 'EVENTS_AUTH', durable: 'posts' }),
    );

    const verification = described('verification');
    expect(verification.consumes).toContain(POSTS_EVENTS.postCreated.subject);
    expect(verification.consumers).toContainEqual({
      stream: 'EVENTS_POSTS',
      durable: 'verification',
      subjects: expect.arrayContaining([POSTS_EVENTS.postCreated.subject]),
    });
  });

  it('lists the columns holding media URLs', () => {
    expect(described('posts').media).toEqual(
      expect.arrayContaining([
        { table: 'posts', column: 'image_url' },
        { table: 'posts', column: 'video_url' },
      ]),
    );
    expect(described('auth').media).toEqual(
      expect.arrayContaining([
        { table: 'users', column: 'profile_picture' },
        { table: 'users', column: 'header_video' },
      ]),
    );
    expect(described('verification').media).toEqual([]);
  });

  it('names the events every gateway replica listens to for live pushes and dropped sessions', () => {
    expect(map.gateway.listens).toEqual(
      expect.arrayContaining([
        AUTH_EVENTS.sessionRevoked.subject,
        AUTH_EVENTS.puppetModeChanged.subject,
        POSTS_EVENTS.postCreated.subject,
        VERIFICATION_EVENTS.verificationChanged.subject,
        MESSAGING_EVENTS.messageSent.subject,
        MESSAGING_EVENTS.messageRead.subject,
        MESSAGING_EVENTS.notificationCreated.subject,
      ]),
    );
    expect(new Set(map.gateway.listens).size).toBe(map.gateway.listens.length);
  });

  it('serves the event catalogue to admins only, with the readers the running services declare', async () => {
    const anonymous = new Browser(system.baseUrl);
    const skater = await signedUp(system);
    const admin = await signedInAdmin(system);
    for (const path of ['/api/admin/event-catalogue', '/api/admin/event-catalogue/asyncapi.json']) {
      expect((await anonymous.get(path)).status).toBe(401);
      expect((await skater.browser.get(path)).status).toBe(403);
    }

    const page = await admin.browser.get('/api/admin/event-catalogue');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain(`<code>${AUTH_EVENTS.userRegistered.subject}</code>`);

    const document = await admin.browser.get('/api/admin/event-catalogue/asyncapi.json');
    expect(document.status).toBe(200);
    expect(document.body).toMatchObject({
      asyncapi: '3.0.0',
      operations: {
        'auth.send.auth.user-registered.v1': { action: 'send' },
        'posts.receive.auth.user-registered.v1': { action: 'receive' },
      },
    });
  });
});
