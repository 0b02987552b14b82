import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AdminTestService, callerFor } from './support/admin-test-service';

/** The admin service's part of Download Your Data: audit entries naming the caller as actor or puppet. */
describe('rpc.admin.export-user-data', () => {
  let admin: AdminTestService;

  // With the streams its consumers read, as in production: without them the service keeps retrying its
  // subscriptions, and stopping it can wait out a retry on a loaded machine.
  beforeAll(async () => {
    admin = await AdminTestService.start('export');
  });

  afterAll(() => admin?.stop());

  /** An audit line as the audit feature records it. */
  const audit = (action: string, actorId: string, actingAs: string | null = null) =>
    admin.query(
      `INSERT INTO admin.audit_log (id, action, summary, actor_id, acting_as, occurred_at, correlation_id)
       VALUES ($1, $2, $3, $4, $5, now(), $6)`,
      [randomUUID(), action, `${action} summary`, actorId, actingAs, randomUUID()],
    );

  it('holds the entries where the caller acted or was acted as, and nobody else’s', async () => {
    const [me, someAdmin, other] = [randomUUID(), randomUUID(), randomUUID()];
    await audit('posts.post-created', me);
    await audit('messaging.message-sent', someAdmin, me);
    await audit('posts.post-deleted', other);
    await audit('posts.post-created', someAdmin, other);

    const archive = await admin.call(exportUserDataRpc('admin'), {}, callerFor(me));

    expect(archive).toEqual({ service: 'admin', exportedAt: expect.any(String), data: expect.any(Object) });
    expect(archive.data.auditEntries).toEqual([
      expect.objectContaining({ action: 'posts.post-created', actorId: me, actingAs: null }),
      expect.objectContaining({ action: 'messaging.message-sent', actorId: someAdmin, actingAs: me }),
    ]);
    expect(JSON.stringify(archive)).not.toContain(other);
    expect(await errorOf(admin.call(exportUserDataRpc('admin'), {}))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers an empty list where there is no audit log', async () => {
    await admin.query('DROP TABLE admin.audit_log');
    const archive = await admin.call(exportUserDataRpc('admin'), {}, callerFor(randomUUID()));
    expect(archive.data).toEqual({ auditEntries: [], reportsFiled: [] });
  });
});
