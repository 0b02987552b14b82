import { ADMIN_RPC, STORE_LINK_MAX } from '@boonies/contracts/admin';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AdminTestService, callerFor } from './support/admin-test-service';

// The service reads six producers' streams; starting them all outlasts Jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

describe('admin service: site settings (the store link)', () => {
  let admin: AdminTestService;
  const moderator = callerFor(randomUUID(), true);
  const skater = callerFor(randomUUID());

  beforeAll(async () => {
    admin = await AdminTestService.start('site-settings');
  });

  afterAll(() => admin?.stop());

  const save = (storeUrl: unknown, caller = moderator) =>
    admin.callUnchecked(ADMIN_RPC.updateSiteSettings, { storeUrl }, caller);

  it('has no link until an admin sets one, and anyone may read them without signing in', async () => {
    expect(await admin.call(ADMIN_RPC.siteSettings, {})).toEqual({ storeUrl: null, updatedAt: null });
  });

  it('saves, replaces and clears the link, each change in the audit log with who made it', async () => {
    const first = await save('  https://shop.example.com/boonies  ');
    expect(first).toEqual({ storeUrl: 'https://shop.example.com/boonies', updatedAt: expect.any(String) });
    expect(await admin.call(ADMIN_RPC.siteSettings, {}, skater)).toEqual(first);

    await save('https://merch.example.org/');
    expect((await admin.call(ADMIN_RPC.siteSettings, {})).storeUrl).toBe('https://merch.example.org/');
    // One row however often it is saved.
    expect(await admin.query('SELECT id FROM admin.site_settings')).toHaveLength(1);

    // An empty field clears the link, as null does.
    expect(await save('')).toMatchObject({ storeUrl: null });
    await save(null);
    expect((await admin.call(ADMIN_RPC.siteSettings, {})).storeUrl).toBeNull();

    const { entries } = await admin.call(
      ADMIN_RPC.auditLog,
      { action: 'admin.site-settings-updated', limit: 10 },
      moderator,
    );
    expect(entries.map(({ summary, actor }) => [summary, actor?.id])).toEqual([
      ['Cleared the store link', moderator.userId],
      ['Cleared the store link', moderator.userId],
      ['Set the store link to https://merch.example.org/', moderator.userId],
      ['Set the store link to https://shop.example.com/boonies', moderator.userId],
    ]);
  });

  it('only admins change them (a puppet session is not one)', async () => {
    const puppetSession = { ...callerFor(randomUUID()), actingAdminId: moderator.userId };
    for (const caller of [skater, puppetSession]) {
      expect(await errorOf(save('https://evil.example.com/', caller))).toEqual({
        code: 'FORBIDDEN',
        error: 'Admin access required',
      });
    }
    expect(await errorOf(admin.call(ADMIN_RPC.updateSiteSettings, { storeUrl: null }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    // The admin panel's read is gated too; the public read above is what every visitor's page uses.
    expect(await errorOf(admin.call(ADMIN_RPC.siteSettingsForAdmins, {}, skater))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await admin.call(ADMIN_RPC.siteSettingsForAdmins, {}, moderator)).toHaveProperty('storeUrl');
  });

  it('accepts only a bounded https link and no other fields, naming the field', async () => {
    const tooLong = `https://shop.example.com/${'a'.repeat(STORE_LINK_MAX)}`;
    for (const body of [
      { storeUrl: 'http://shop.example.com/' },
      { storeUrl: 'javascript:alert(1)' },
      { storeUrl: 'shop.example.com' },
      { storeUrl: tooLong },
      { storeUrl: 42 },
      {},
    ]) {
      expect(await errorOf(admin.callUnchecked(ADMIN_RPC.updateSiteSettings, body, moderator))).toMatchObject(
        { code: 'VALIDATION_FAILED', field: 'storeUrl' },
      );
    }
    expect(
      await errorOf(
        admin.callUnchecked(ADMIN_RPC.updateSiteSettings, { storeUrl: null, theme: 'pink' }, moderator),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'theme' });
  });
});
