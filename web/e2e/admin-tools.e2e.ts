import { TRICK_IMPORT_CSV_COLUMNS } from '@boonies/contracts/tricks';
import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { emailOf, logOut, signIn, signUp } from './account';
import { seriousAccessibilityViolations } from './browser';
import { phonePage, queryDatabase, waitUntil } from './system-helpers';

/**
 * An admin's tools on a desktop: a small CSV of tricks previewed, applied and reported, the new trick then
 * in everyone's catalogue; and a message between two skaters corrected from the Messages tab.
 */
describe('admin import and message tools in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'web_admin_tools',
      services: ['auth', 'social', 'tricks', 'messaging'],
    });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const query = (sql: string, params: unknown[]) => queryDatabase(system, sql, params);

  const eventually = (check: () => Promise<boolean>, what: string) => waitUntil(system, check, what);

  function toast(page: Page, text: string): Locator {
    return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  }

  async function expectAccessible(page: Page): Promise<void> {
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }

  /** Signs up on a page of its own and waits until the messaging service knows the account. */
  async function signedUp(page: Page, label: string): Promise<{ username: string; id: string }> {
    const username = `${label}${Date.now()}`;
    await signUp(page, system.baseUrl, username);
    await page.waitForURL(`${system.baseUrl}/`);
    const [row] = await query('SELECT id FROM auth.users WHERE email = $1', [emailOf(username)]);
    const id = String(row.id);
    await eventually(
      async () => (await query('SELECT 1 FROM messaging.users WHERE user_id = $1', [id])).length > 0,
      `${username} in the messaging service`,
    );
    return { username, id };
  }

  /** An admin on a desktop browser; a new session carries the admin flag at once. */
  async function signedInAdmin(): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { username } = await signedUp(page, 'admin');
    await query('UPDATE auth.users SET is_admin = true WHERE email = $1', [emailOf(username)]);
    await logOut(page);
    await signIn(page, system.baseUrl, username);
    return page;
  }

  it('imports a CSV of tricks: preview, apply with progress, report, and the trick in the catalogue', async () => {
    const page = await signedInAdmin();
    const trickName = `Pool Carve ${Date.now()}`;
    const csv = [
      TRICK_IMPORT_CSV_COLUMNS.join(','),
      `,${trickName},transitions,Intermediate,15,Carve the whole deep end,,,Pump the hip|Lean in,,,`,
      ',,flip-tricks,Expert,,,,,,,,',
    ].join('\n');

    await page.goto(`${system.baseUrl}/admin?tab=import`);
    await page.getByRole('heading', { name: 'Import tricks' }).waitFor();
    await page
      .getByLabel('Import file (.json or .csv)')
      .setInputFiles({ name: 'tricks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('tricks.csv').waitFor();
    await page.getByRole('button', { name: 'Preview import' }).click();

    // The dry run: one row to create, one rejected with its reason; nothing written yet.
    const preview = page.getByRole('table', { name: 'Import preview' });
    await preview.waitFor();
    const [created, rejected] = [preview.getByRole('row').nth(1), preview.getByRole('row').nth(2)];
    await created.filter({ hasText: trickName }).filter({ hasText: 'Create' }).waitFor();
    await rejected.filter({ hasText: 'Reject' }).waitFor();
    await rejected.getByText('Please enter a trick name, select a category and difficulty').first().waitFor();
    expect(await query('SELECT 1 FROM tricks.tricks WHERE name = $1', [trickName])).toEqual([]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Apply import' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    await toast(page, 'Import finished').waitFor();
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('2');
    expect(await bar.getAttribute('aria-valuemax')).toBe('2');
    const report = page.getByRole('table', { name: 'Import report' });
    await report.getByRole('row').nth(1).filter({ hasText: 'Created' }).waitFor();
    await report.getByRole('row').nth(2).filter({ hasText: 'Rejected' }).waitFor();
    await expectAccessible(page);

    const [stored] = await query('SELECT id, steps FROM tricks.tricks WHERE name = $1', [trickName]);
    expect(stored).toMatchObject({ id: expect.stringMatching(/^custom-\d+$/) });
    await report.getByText(String(stored.id)).waitFor();

    // Everyone's catalogue has it.
    await page.goto(`${system.baseUrl}/tricks`);
    await page.getByRole('searchbox', { name: 'Search tricks' }).fill(trickName);
    await page
      .getByRole('region', { name: 'Search results' })
      .getByRole('checkbox', { name: `${trickName} learned`, exact: true })
      .waitFor();
    await page.close();
  }, 180_000);

  it('edits a message between two skaters from the Messages tab', async () => {
    const alicePage = await phonePage(browser);
    const bobPage = await phonePage(browser);
    const alice = await signedUp(alicePage, 'alice');
    const bob = await signedUp(bobPage, 'bob');
    await alicePage.evaluate(
      async (body) => {
        const response = await fetch('/api/messages', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'boonies' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`send: ${response.status} ${await response.text()}`);
      },
      { recipientId: bob.id, content: 'Meet at the bowl, bring my number 555-0100' },
    );

    const page = await signedInAdmin();
    await page.goto(`${system.baseUrl}/admin?tab=messages`);
    await page.getByRole('heading', { name: 'Messages', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Filter by user' }).fill(alice.username);
    await page.getByRole('button', { name: `Show messages of @${alice.username}` }).click();
    await page.getByText('Messages sent or received by').waitFor();

    const messages = page.getByRole('list', { name: 'Messages' });
    const message = messages.getByRole('listitem').filter({ hasText: 'Meet at the bowl' });
    await message.waitFor();
    expect(await messages.getByRole('listitem').count()).toBe(1);
    await message
      .getByRole('button', { name: `Edit message from @${alice.username} to @${bob.username}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit message' });
    await dialog.getByLabel('Message').fill('  Meet at the bowl  ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Message updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await message.getByText('Edited').waitFor();
    await messages.getByText('Meet at the bowl', { exact: true }).waitFor();
    await expectAccessible(page);

    const [stored] = await query('SELECT content FROM messaging.messages WHERE sender_id = $1', [alice.id]);
    expect(stored.content).toBe('Meet at the bowl');
    await Promise.all([alicePage.context().close(), bobPage.context().close(), page.close()]);
  }, 180_000);
});
