import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { emailOf, logOut, signIn, signUp } from './account';
import { readFile } from 'node:fs/promises';
import { phonePage, queryDatabase, signUpByApi, waitUntil } from './system-helpers';

const PUPPET = { username: 'concrete_carla', email: 'concrete_carla@puppets.boonies.invalid' };

describe('admin puppet mode in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'web_puppets',
      services: ['auth', 'social', 'tricks', 'posts', 'admin'],
    });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const query = (sql: string, params: unknown[]) => queryDatabase(system, sql, params);

  const eventually = (check: () => Promise<boolean>, what: string, timeoutMs?: number) =>
    waitUntil(system, check, what, timeoutMs);

  function toast(page: Page, text: string): Locator {
    return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  }

  it('initializes puppets, assumes one, posts as it under the banner, and returns', async () => {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const username = `admin${Date.now()}`;
    await signUp(page, system.baseUrl, username);
    await page.waitForURL(`${system.baseUrl}/`);
    await query('UPDATE auth.users SET is_admin = true WHERE email = $1', [emailOf(username)]);
    // A new session carries the admin flag at once.
    await logOut(page);
    await signIn(page, system.baseUrl, username);

    await page.goto(`${system.baseUrl}/admin?tab=puppets`);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByRole('button', { name: 'Initialize puppets' }).click();
    await toast(page, 'Created 10 puppet accounts').waitFor();
    const puppets = page.getByRole('list', { name: 'Puppet accounts' });
    expect(await puppets.getByRole('listitem').count()).toBe(10);
    await eventually(
      async () =>
        (
          await query(
            'SELECT 1 FROM posts.authors a JOIN auth.users u ON u.id = a.user_id WHERE u.email = $1',
            [PUPPET.email],
          )
        ).length > 0,
      'the puppet in the posts service',
    );

    // Assuming makes the session the puppet: the admin-only page gives way to Home, with the banner.
    await puppets.getByRole('button', { name: `Assume ${PUPPET.username}` }).click();
    await toast(page, 'Identity Assumed').waitFor();
    await toast(page, `Now operating as ${PUPPET.username}`).waitFor();
    await page.waitForURL(`${system.baseUrl}/`);
    const banner = page.getByRole('region', { name: 'Admin Mask Mode' });
    await banner.getByText('Admin Mask Mode Active').waitFor();
    await banner.getByText(`Operating as: ${PUPPET.username}`).waitFor();

    const composer = page.getByRole('form', { name: 'New post' });
    await composer.getByLabel('What’s happening at the park?').fill('Carving the deep end today');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(page, 'Post created successfully!').waitFor();
    const rows = (await query(
      `SELECT u.email FROM posts.posts p JOIN auth.users u ON u.id = p.user_id WHERE p.content = $1`,
      ['Carving the deep end today'],
    )) as { email: string }[];
    expect(rows.map((row) => row.email)).toEqual([PUPPET.email]);

    // Return: the admin again, the banner gone, and the admin panel open to them.
    await banner.getByRole('button', { name: 'Return' }).click();
    await toast(page, 'Admin Mode Restored').waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.goto(`${system.baseUrl}/admin?tab=puppets`);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
  });

  describe('events', () => {
    it('opens an event from Home on a phone, answers Going, and downloads its calendar file', async () => {
      const admin = await signUpByApi(system, `host${Date.now()}`);
      await query('UPDATE auth.users SET is_admin = true WHERE id = $1', [admin.id]);
      await admin.signInAgain();
      const title = `Bowl Jam ${Date.now()}`;
      const startsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
      const event = (await admin.call('POST', '/api/admin/events', {
        title,
        date: startsAt,
        location: 'The Boonies, main bowl',
      })) as { id: string };

      const page = await phonePage(browser);
      const username = `rsvp${Date.now()}`;
      await signUp(page, system.baseUrl, username);
      await page.waitForURL(`${system.baseUrl}/`);
      await eventually(
        async () =>
          (
            await query(
              'SELECT 1 FROM admin.people p JOIN auth.users u ON u.id = p.user_id WHERE u.email = $1',
              [emailOf(username)],
            )
          ).length > 0,
        'the skater in the admin service',
      );

      await page.getByRole('button', { name: 'Events & trends' }).click();
      await page.getByRole('dialog', { name: 'Events & trends' }).getByRole('link', { name: title }).click();
      await page.waitForURL(`${system.baseUrl}/events/${event.id}`);
      await page.getByRole('heading', { name: title }).waitFor();

      await page.getByRole('group', { name: 'Your RSVP' }).getByRole('button', { name: 'Going' }).click();
      await page
        .getByRole('group', { name: 'Your RSVP' })
        .getByRole('button', { name: 'Going', pressed: true })
        .waitFor();
      await page
        .getByRole('list', { name: "Who's coming" })
        .getByRole('link', { name: new RegExp(username) })
        .waitFor();

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Add to calendar' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.ics$/);
      const path = await file.path();
      expect(await readFile(path, 'utf8')).toContain(`SUMMARY:${title}`);
      await page.context().close();
    });
  });
});
