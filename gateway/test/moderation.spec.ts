import type { AuditPageDto, ReportCaseDto } from '@boonies/contracts/admin';
import type { MessageDto, NotificationPageDto } from '@boonies/contracts/messaging';
import type { PostDto } from '@boonies/contracts/posts';
import { randomUUID } from 'node:crypto';
import { startSystem, type RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import { knownToPosts } from './support/admin-system';
import { Browser, newAccount } from './support/browser';
import { expectStatus } from './support/expect-status';
import { knownToMessaging } from './support/social-system';
import { eventually, runSql, signedInAdmin, type SignedInUser } from './support/tricks-system';

const EVENT_DEADLINE_MS = 15_000;
jest.setTimeout(90_000);

interface Account extends SignedInUser {
  email: string;
  password: string;
}

/**
 * Reporting and moderating over HTTP against the real services: who may report what, the queue, each
 * action's effect through events (hidden message, warning, suspension, the reporters' outcome), the audit
 * log, and the authorization matrix of the admin routes.
 */
describe('reports and moderation', () => {
  let system: RunningSystem;
  let moderator: SignedInUser;
  let author: Account;
  let reporter: Account;
  let bystander: Account;
  let post: PostDto;
  const anonymous = () => new Browser(system.baseUrl);

  async function account(label: string): Promise<Account> {
    const details = newAccount(label);
    const browser = new Browser(system.baseUrl);
    const response = await browser.signUp(details);
    if (response.status !== 201) throw new Error(`Sign-up failed: ${response.status}`);
    const id = response.body.id as string;
    await Promise.all([knownToPosts(system, id), knownToMessaging(system, id)]);
    return { browser, id, username: details.username, email: details.email, password: details.password };
  }

  const report = (browser: Browser, body: object): Promise<Response> => browser.post('/api/reports', body);
  const queue = async (query = ''): Promise<ReportCaseDto[]> => {
    const response = await moderator.browser.get(`/api/admin/reports${query}`);
    expectStatus(response, 200);
    return response.body.cases;
  };
  const caseOf = async (targetId: string): Promise<ReportCaseDto> => {
    const found = (await queue('?limit=50')).find((candidate) => candidate.targetId === targetId);
    if (!found) throw new Error(`No open case for ${targetId}`);
    return found;
  };
  const notificationsOf = async (user: SignedInUser): Promise<string[]> =>
    ((await user.browser.get('/api/notifications')).body as NotificationPageDto).notifications.map(
      ({ message }) => message,
    );
  const eventuallyNotified = (user: SignedInUser, text: string) =>
    eventually(
      async () => (await notificationsOf(user)).includes(text),
      `"${text}" for ${user.username}`,
      EVENT_DEADLINE_MS,
    );

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-moderation',
      services: ['auth', 'social', 'posts', 'messaging', 'admin'],
      env: { TRUST_PROXY: 'true' },
    });
    moderator = await signedInAdmin(system);
    [author, reporter, bystander] = [
      await account('author'),
      await account('reporter'),
      await account('bystander'),
    ];
    const created = await author.browser.post('/api/posts', { content: 'Cheap skate decks at scam.example' });
    expectStatus(created, 201);
    post = created.body;
  }, 180_000);

  afterAll(() => system?.stop());

  describe('POST /api/reports', () => {
    it('answers anonymous callers 401 and bad input 400', async () => {
      expectStatus(
        await report(anonymous(), { targetType: 'post', targetId: post.id, reason: 'spam' }),
        401,
        'UNAUTHENTICATED',
      );
      for (const bad of [
        { targetType: 'post', targetId: post.id, reason: 'ugly' },
        { targetType: 'trick', targetId: post.id, reason: 'spam' },
        { targetType: 'post', targetId: 'nope', reason: 'spam' },
        { targetType: 'post', targetId: post.id, reason: 'other', details: 'x'.repeat(501) },
      ]) {
        expectStatus(await report(reporter.browser, bad), 400, 'VALIDATION_FAILED');
      }
      const own = await report(author.browser, { targetType: 'post', targetId: post.id, reason: 'spam' });
      expectStatus(own, 400, 'VALIDATION_FAILED');
      expect(own.body.error).toBe('You cannot report your own content');
    });

    it('files what the reporter can see, with the content in context, counting each reporter once', async () => {
      const filed = await report(reporter.browser, {
        targetType: 'post',
        targetId: post.id,
        reason: 'spam',
        details: 'Links to a scam shop',
      });
      expectStatus(filed, 201);
      expect(filed.body).toEqual({ reported: true, caseId: expect.any(String) });
      expectStatus(
        await report(reporter.browser, { targetType: 'post', targetId: post.id, reason: 'spam' }),
        201,
      );
      expectStatus(
        await report(bystander.browser, { targetType: 'post', targetId: post.id, reason: 'hate' }),
        201,
      );
      // An admin can report too.
      expectStatus(
        await report(moderator.browser, { targetType: 'post', targetId: post.id, reason: 'spam' }),
        201,
      );

      const found = await caseOf(post.id);
      expect(found).toMatchObject({
        id: filed.body.caseId,
        reportCount: 3,
        content: { authorId: author.id, authorUsername: author.username, text: post.content },
      });
      expect(found.reasons[0]).toEqual({ reason: 'spam', count: 2 });
    });

    it('files a reply as a reply, with its thread for context, whatever it was reported as', async () => {
      const reply = await author.browser.post('/api/posts', {
        content: 'Nobody asked',
        parentPostId: post.id,
      });
      expectStatus(reply, 201);
      expectStatus(
        await report(reporter.browser, { targetType: 'post', targetId: reply.body.id, reason: 'harassment' }),
        201,
      );
      const found = await caseOf(reply.body.id);
      expect(found.targetType).toBe('reply');
      expect(found.content.thread).toMatchObject({ authorUsername: author.username, text: post.content });
    });

    it('answers 404 for content the reporter cannot see: a stranger to a conversation, a deleted post', async () => {
      const sent = await author.browser.post('/api/messages', { recipientId: reporter.id, content: 'Loser' });
      expectStatus(sent, 201);
      const message: MessageDto = sent.body;
      expectStatus(
        await report(bystander.browser, {
          targetType: 'message',
          targetId: message.id,
          reason: 'harassment',
        }),
        404,
        'NOT_FOUND',
      );
      const gone = await author.browser.post('/api/posts', { content: 'Soon gone' });
      expectStatus(await author.browser.delete(`/api/posts/${gone.body.id}`), 200);
      expectStatus(
        await report(reporter.browser, { targetType: 'post', targetId: gone.body.id, reason: 'spam' }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('the queue and its actions', () => {
    it('orders newest first and most reported first', async () => {
      const quiet = await author.browser.post('/api/posts', { content: 'Another one' });
      expectStatus(
        await report(reporter.browser, { targetType: 'post', targetId: quiet.body.id, reason: 'spam' }),
        201,
      );
      const newest = (await queue('?sort=newest')).map(({ targetId }) => targetId);
      expect(newest.indexOf(quiet.body.id)).toBeLessThan(newest.indexOf(post.id));
      const most = (await queue('?sort=most_reported')).map(({ targetId }) => targetId);
      expect(most.indexOf(post.id)).toBeLessThan(most.indexOf(quiet.body.id));
      expectStatus(await moderator.browser.get('/api/admin/reports?sort=loudest'), 400, 'VALIDATION_FAILED');
    });

    it('hides a message from both participants and tells the reporter', async () => {
      const sent = await author.browser.post('/api/messages', {
        recipientId: reporter.id,
        content: 'You are trash',
      });
      const message: MessageDto = sent.body;
      expectStatus(
        await report(reporter.browser, { targetType: 'message', targetId: message.id, reason: 'harassment' }),
        201,
      );
      const found = await caseOf(message.id);
      expect(found.content).toMatchObject({ text: 'You are trash', recipientUsername: reporter.username });

      const resolved = await moderator.browser.post(`/api/admin/reports/${found.id}/resolve`, {
        action: 'hide',
      });
      expectStatus(resolved, 200);
      expect(resolved.body.status).toBe('resolved');
      for (const participant of [author, reporter]) {
        const other = participant === author ? reporter : author;
        await eventually(
          async () => {
            const page = (await participant.browser.get(`/api/messages/${other.id}`)).body;
            const shown = page.messages.find(({ id }: MessageDto) => id === message.id);
            return shown?.content === 'This message was hidden by moderators';
          },
          'the hidden message',
          EVENT_DEADLINE_MS,
        );
      }
      await eventuallyNotified(reporter, 'Thanks for your report: we hid the message');
      const again = await moderator.browser.post(`/api/admin/reports/${found.id}/resolve`, {
        action: 'dismiss',
      });
      expectStatus(again, 409, 'CONFLICT');
    });

    it('hides a post: the content-moderated event for the posts service is published', async () => {
      const found = await caseOf(post.id);
      expectStatus(
        await moderator.browser.post(`/api/admin/reports/${found.id}/resolve`, { action: 'hide' }),
        200,
      );
      await eventually(
        async () =>
          (
            await runSql(
              system,
              `SELECT 1 FROM admin.outbox WHERE subject LIKE '%content-moderated%' AND published_at IS NOT NULL
                 AND envelope->'data'->>'contentId' = $1`,
              [post.id],
            )
          ).length > 0,
        'the content-moderated event published',
        EVENT_DEADLINE_MS,
      );
      // Every reporter hears the outcome.
      for (const each of [reporter, bystander])
        await eventuallyNotified(each, 'Thanks for your report: we hid the post');
    });

    it('warns the author and dismisses', async () => {
      const warned = await author.browser.post('/api/posts', { content: 'Rude words' });
      expectStatus(
        await report(reporter.browser, {
          targetType: 'post',
          targetId: warned.body.id,
          reason: 'harassment',
        }),
        201,
      );
      const warnCase = await caseOf(warned.body.id);
      expectStatus(
        await moderator.browser.post(`/api/admin/reports/${warnCase.id}/resolve`, { action: 'warn' }),
        200,
      );
      await eventuallyNotified(
        author,
        'A moderator warned you about your post: please keep to the community rules',
      );

      expectStatus(
        await report(reporter.browser, {
          targetType: 'profile',
          targetId: bystander.id,
          reason: 'impersonation',
        }),
        201,
      );
      const dismissCase = await caseOf(bystander.id);
      expectStatus(
        await moderator.browser.post(`/api/admin/reports/${dismissCase.id}/resolve`, {
          action: 'dismiss',
          note: 'Fine',
        }),
        200,
      );
      await eventuallyNotified(reporter, 'Thanks for your report: we reviewed it and left it up');
    });

    it('suspends the author from the queue: sign-in refused with the date, sessions end; lifting lets them in', async () => {
      const target = await account('suspended');
      const reported = await target.browser.post('/api/posts', { content: 'Spam spam spam' });
      expectStatus(
        await report(reporter.browser, { targetType: 'post', targetId: reported.body.id, reason: 'spam' }),
        201,
      );
      const found = await caseOf(reported.body.id);
      expectStatus(
        await moderator.browser.post(`/api/admin/reports/${found.id}/resolve`, { action: 'suspend' }),
        400,
        'VALIDATION_FAILED',
      );
      const resolved = await moderator.browser.post(`/api/admin/reports/${found.id}/resolve`, {
        action: 'suspend',
        days: 3,
      });
      expectStatus(resolved, 200);
      expect(resolved.body.resolution).toMatchObject({ action: 'suspend', days: 3 });

      // The open session ends at once; signing in says until when.
      expectStatus(await target.browser.get('/api/auth/me'), 401, 'UNAUTHENTICATED');
      const refused = await new Browser(system.baseUrl).signIn({
        email: target.email,
        password: target.password,
      });
      expectStatus(refused, 403, 'ACCOUNT_SUSPENDED');
      expect(refused.body.error).toMatch(/^Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
      const wrong = await new Browser(system.baseUrl).signIn({
        email: target.email,
        password: 'wrong-password',
      });
      expectStatus(wrong, 401, 'INVALID_CREDENTIALS');

      const [updated] = (await runSql(
        system,
        `SELECT envelope->'data'->>'suspendedUntil' AS until FROM auth.outbox
          WHERE subject LIKE '%user-updated%' AND envelope->'data'->>'userId' = $1 ORDER BY sequence DESC LIMIT 1`,
        [target.id],
      )) as { until: string | null }[];
      expect(updated?.until).toEqual(expect.any(String));

      const users = await moderator.browser.get(`/api/admin/users?q=${target.username}`);
      expect(users.body[0].suspendedUntil).toBe(updated?.until);
      expectStatus(await moderator.browser.delete(`/api/admin/users/${target.id}/suspension`), 200);
      expectStatus(
        await new Browser(system.baseUrl).signIn({ email: target.email, password: target.password }),
        200,
      );
      await eventuallyNotified(reporter, 'Thanks for your report: we suspended the account');
    });

    it('undoes a suspension from the queue: the author signs in again and the case is open', async () => {
      const target = await account('undone');
      const reported = await target.browser.post('/api/posts', { content: 'Not spam after all' });
      expectStatus(
        await report(reporter.browser, { targetType: 'post', targetId: reported.body.id, reason: 'spam' }),
        201,
      );
      const found = await caseOf(reported.body.id);
      expectStatus(await moderator.browser.post(`/api/admin/reports/${found.id}/reopen`), 409, 'CONFLICT');
      expectStatus(
        await moderator.browser.post(`/api/admin/reports/${found.id}/resolve`, {
          action: 'suspend',
          days: 2,
        }),
        200,
      );
      const credentials = { email: target.email, password: target.password };
      expectStatus(await new Browser(system.baseUrl).signIn(credentials), 403, 'ACCOUNT_SUSPENDED');

      const reopened = await moderator.browser.post(`/api/admin/reports/${found.id}/reopen`);
      expectStatus(reopened, 200);
      expect(reopened.body).toMatchObject({ id: found.id, status: 'open', resolution: null });
      expectStatus(await new Browser(system.baseUrl).signIn(credentials), 200);
      const users = await moderator.browser.get(`/api/admin/users?q=${target.username}`);
      expect(users.body[0].suspendedUntil ?? null).toBeNull();
      expectStatus(
        await moderator.browser.post(`/api/admin/reports/${randomUUID()}/reopen`),
        404,
        'NOT_FOUND',
      );
      expectStatus(
        await moderator.browser.post('/api/admin/reports/not-an-id/reopen'),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('writes every moderation action to the audit log', async () => {
      await eventually(
        async () => {
          const log = (await moderator.browser.get('/api/admin/audit-log?limit=100')).body as AuditPageDto;
          const actions = log.entries.map(({ action }) => action);
          return [
            'admin.report-hide',
            'admin.report-warn',
            'admin.report-dismiss',
            'admin.report-suspend',
            'admin.report-reopen',
            'auth.user-suspension-changed',
          ].every((action) => actions.includes(action));
        },
        'the moderation entries in the audit log',
        EVENT_DEADLINE_MS,
      );
    });
  });

  describe('authorization matrix of the admin routes', () => {
    let puppetSession: Browser;
    let target: Account;

    beforeAll(async () => {
      target = await account('matrix');
      // An admin operating a puppet acts as the puppet: never an admin.
      const puppeteer = await signedInAdmin(system);
      const puppets = (await puppeteer.browser.post('/api/admin/puppets/initialize')).body.puppets;
      expectStatus(await puppeteer.browser.post(`/api/admin/puppets/${puppets[0].id}/assume`), 200);
      puppetSession = puppeteer.browser;
    });

    const routes = (): { name: string; call: (browser: Browser) => Promise<Response> }[] => [
      { name: 'GET /api/admin/reports', call: (b) => b.get('/api/admin/reports') },
      {
        name: 'POST /api/admin/reports/{id}/resolve',
        call: async (b) => {
          const filed = await report(bystander.browser, {
            targetType: 'profile',
            targetId: target.id,
            reason: 'spam',
          });
          return b.post(`/api/admin/reports/${filed.body.caseId}/resolve`, { action: 'dismiss' });
        },
      },
      {
        name: 'POST /api/admin/reports/{id}/reopen',
        call: async (b) => {
          const filed = await report(bystander.browser, {
            targetType: 'profile',
            targetId: target.id,
            reason: 'spam',
          });
          const { caseId } = filed.body;
          expectStatus(
            await moderator.browser.post(`/api/admin/reports/${caseId}/resolve`, { action: 'dismiss' }),
            200,
          );
          return b.post(`/api/admin/reports/${caseId}/reopen`);
        },
      },
      {
        name: 'POST /api/admin/users/{id}/suspend',
        call: (b) => b.post(`/api/admin/users/${target.id}/suspend`, { days: 1, reason: 'Matrix' }),
      },
      {
        name: 'DELETE /api/admin/users/{id}/suspension',
        call: (b) => b.delete(`/api/admin/users/${target.id}/suspension`),
      },
    ];

    it('anonymous 401, ordinary user 403, puppet session 403, admin 200', async () => {
      for (const route of routes()) {
        expectStatus(await route.call(anonymous()), 401, 'UNAUTHENTICATED');
        expectStatus(await route.call(reporter.browser), 403, 'FORBIDDEN');
        expectStatus(await route.call(puppetSession), 403, 'FORBIDDEN');
        const asAdmin = await route.call(moderator.browser);
        expect({ route: route.name, status: asAdmin.status }).toEqual({ route: route.name, status: 200 });
      }
    });

    it('an admin cannot suspend themselves or another admin', async () => {
      const other = await signedInAdmin(system);
      const self = await moderator.browser.post(`/api/admin/users/${moderator.id}/suspend`, {
        days: 1,
        reason: 'x',
      });
      expectStatus(self, 403, 'FORBIDDEN');
      expectStatus(
        await moderator.browser.post(`/api/admin/users/${other.id}/suspend`, { days: 1, reason: 'x' }),
        403,
        'FORBIDDEN',
      );
      expectStatus(
        await moderator.browser.post(`/api/admin/users/${target.id}/suspend`, { days: 400, reason: 'x' }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });
});
