import type { AuditEntryDto } from '@boonies/contracts/admin';
import type { PuppetDto } from '@boonies/contracts/auth';
import type { MessageDto } from '@boonies/contracts/messaging';
import { startSystem, type RunningSystem } from '@boonies/testing';
import {
  ADMIN_SYSTEM_START_TIMEOUT_MS,
  ADMIN_TEST_TIMEOUT_MS,
  eventually,
  EVENT_DEADLINE_MS,
  knownToPosts,
  runSql,
  signedInAdmin,
  signedUp,
  type SignedInUser,
} from './support/admin-system';
import { Browser } from './support/browser';
import { expectStatus } from './support/expect-status';

jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

/**
 * Every admin action reaches the audit log through the real services and their events: as themselves
 * (deleting a skater's post, editing a direct message) and as a puppet (a reaction); a staff-edited
 * message carries its mark for both participants; the log's route is for admins only, a puppet session
 * included, and filters what it answers.
 */
describe('admin actions in the audit log', () => {
  let system: RunningSystem;
  let admin: SignedInUser;
  let skater: SignedInUser;
  let friend: SignedInUser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-admin-audit',
      services: ['auth', 'social', 'posts', 'messaging', 'admin'],
      env: { TRUST_PROXY: 'true' },
    });
    [admin, skater, friend] = await Promise.all([
      signedInAdmin(system),
      signedUp(system, 'skater'),
      signedUp(system, 'friend'),
    ]);
  }, ADMIN_SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  /** Waits until the log holds an entry for `subjectId` (as the admin reads it), and answers it. */
  async function entryAbout(subjectId: string, action: string, query = ''): Promise<AuditEntryDto> {
    let found: AuditEntryDto | undefined;
    await eventually(
      async () => {
        const page = await admin.browser.get(`/api/admin/audit-log?limit=100${query}`);
        found = (page.body.entries as AuditEntryDto[] | undefined)?.find(
          (entry) => entry.subjectId === subjectId && entry.action === action,
        );
        return found !== undefined;
      },
      `${action} of ${subjectId} in the audit log`,
      EVENT_DEADLINE_MS,
    );
    return found as AuditEntryDto;
  }

  const knownToMessaging = (userId: string) =>
    eventually(
      async () =>
        (await runSql(system, 'SELECT 1 FROM messaging.users WHERE user_id = $1', [userId])).length > 0,
      `user ${userId} in the messaging service`,
      EVENT_DEADLINE_MS,
    );

  it("records an admin deleting a skater's post as themselves, naming the skater as the owner", async () => {
    await knownToPosts(system, skater.id);
    const post = await skater.browser.post('/api/posts', { content: 'Delete me if you dare' });
    expectStatus(post, 201);
    expectStatus(await admin.browser.delete(`/api/posts/${post.body.id}`), 200);

    expect(await entryAbout(post.body.id, 'posts.post-deleted')).toMatchObject({
      summary: 'Deleted a post',
      mode: 'self',
      actor: { id: admin.id, username: admin.username },
      actingAs: null,
      target: { type: 'post', id: post.body.id, owner: { id: skater.id, username: skater.username } },
    });
  });

  it('marks a direct message an admin edited for both participants, and records the edit', async () => {
    await Promise.all([knownToMessaging(skater.id), knownToMessaging(friend.id)]);
    const sent = await skater.browser.post('/api/messages', {
      recipientId: friend.id,
      content: 'rude words',
    });
    expectStatus(sent, 201);
    expect(sent.body.editedByStaff).toBe(false);

    const edited = await admin.browser.patch(`/api/admin/messages/${sent.body.id}`, {
      content: 'kind words',
    });
    expectStatus(edited, 200);
    for (const [viewer, other] of [
      [friend, skater],
      [skater, friend],
    ]) {
      const conversation = await viewer.browser.get(`/api/messages/${other.id}`);
      expectStatus(conversation, 200);
      const message = (conversation.body.messages as MessageDto[]).find(({ id }) => id === sent.body.id);
      expect(message).toMatchObject({ content: 'kind words', editedByStaff: true, senderId: skater.id });
    }

    expect(await entryAbout(sent.body.id, 'messaging.message-edited')).toMatchObject({
      summary: 'Edited a direct message to "kind words"',
      mode: 'self',
      actor: { id: admin.id },
      target: { type: 'message', owner: { id: skater.id } },
    });
  });

  it('records a reaction made as a puppet; the puppet session is no admin for the log', async () => {
    await knownToPosts(system, skater.id);
    const post = await skater.browser.post('/api/posts', { content: 'React to me' });
    await admin.browser.post('/api/admin/puppets/initialize');
    const carla = ((await admin.browser.get('/api/admin/puppets')).body as PuppetDto[]).find(
      ({ username }) => username === 'concrete_carla',
    ) as PuppetDto;
    await knownToPosts(system, carla.id);

    expectStatus(await admin.browser.post(`/api/admin/puppets/${carla.id}/assume`), 200);
    expectStatus(
      await admin.browser.post('/api/reactions', { postId: post.body.id, reactionType: 'like' }),
      200,
    );
    expectStatus(await admin.browser.get('/api/admin/audit-log'), 403, 'FORBIDDEN');
    expectStatus(await admin.browser.post('/api/admin/puppets/return'), 200);

    expect(await entryAbout(post.body.id, 'posts.reaction-changed')).toMatchObject({
      summary: 'Liked a post',
      mode: 'puppet',
      actor: { id: admin.id },
      actingAs: { id: carla.id, username: 'concrete_carla' },
      target: { type: 'post', owner: { id: skater.id } },
    });
  });

  // Reads the entries the three actions above wrote.
  it('filters by actor, mode, action and target user over HTTP, and refuses a bad filter', async () => {
    const filtered = async (query: string) =>
      (
        (await admin.browser.get(`/api/admin/audit-log?limit=100&${query}`)).body.entries as AuditEntryDto[]
      ).map(({ action, mode }) => `${action} ${mode}`);
    const mine = await filtered(`actor=${admin.username}&targetUser=${skater.username}`);
    expect(mine).toEqual(
      expect.arrayContaining([
        'posts.post-deleted self',
        'messaging.message-edited self',
        'posts.reaction-changed puppet',
      ]),
    );
    expect(await filtered(`actor=${admin.username}&mode=puppet&action=posts.post-deleted`)).toEqual([]);
    expect(await filtered(`actor=${friend.username}`)).toEqual([]);

    const bad = await admin.browser.get('/api/admin/audit-log?mode=sideways');
    expectStatus(bad, 400, 'VALIDATION_FAILED');
    expect(bad.body.field).toBe('mode');
    expectStatus(
      await admin.browser.get(`/api/admin/audit-log?actor=${'x'.repeat(300)}`),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers anonymous 401 and an ordinary skater 403', async () => {
    expectStatus(await new Browser(system.baseUrl).get('/api/admin/audit-log'), 401, 'UNAUTHENTICATED');
    expectStatus(await skater.browser.get('/api/admin/audit-log?mode=self'), 403, 'FORBIDDEN');
  });
});
