import type { DataMapDto } from '@boonies/contracts/rpc';
import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './browser';
import { queryDatabase, signedInContext, signUpByApi, waitUntil, type ApiAccount } from './system-helpers';

const SERVICES = ['auth', 'tricks', 'posts', 'verification'];

/** The page must fit a phone's width: wide tables scroll inside their own box. */
async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('the data map in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;
  let admin: ApiAccount;

  beforeAll(async () => {
    system = await startSystem({ label: 'web_data_map', services: SERVICES });
    browser = await launchBrowser();
    admin = await signUpByApi(system, `mapper${Date.now()}`);
    await queryDatabase(system, 'UPDATE auth.users SET is_admin = true WHERE id = $1', [admin.id]);
    await admin.signInAgain();
    // Each service describes itself once it is up; the map is only complete when all four answer.
    await waitUntil(
      system,
      async () => ((await admin.call('GET', '/api/admin/data-map')) as DataMapDto).services.length === 4,
      'every started service on the data map',
    );
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('shows an admin the running system’s tables, relations, functions and storage on a phone', async () => {
    const context = await signedInContext(browser, admin, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      // The accessibility audit injects its script, which the app's Content Security Policy would refuse.
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${system.baseUrl}/data-map`);
    await page.getByRole('heading', { name: 'Data Map', level: 1 }).waitFor();
    await page.getByText('Not answering: messaging, sponsorships, admin').waitFor();

    // Tables: the posts service's own table, with its reply relation read from the ORM.
    const posts = page.getByRole('table', { name: 'posts.posts' });
    await posts.waitFor();
    await posts.getByRole('row').filter({ hasText: 'parent_post_id' }).getByText('FK →').waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);

    await page.getByRole('searchbox', { name: 'Search' }).fill('reaction_type');
    await page.getByRole('table', { name: 'posts.reactions' }).waitFor();
    await posts.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    // Relationships: the post-created flow drawn and listed, and the cross-service references.
    await page.getByRole('tab', { name: 'Relationships' }).click();
    const diagram = page.getByRole('img', { name: 'Event flows between services' });
    await diagram.waitFor();
    expect(await diagram.locator('[data-flow="posts->verification"]').count()).toBe(1);
    await page
      .getByRole('list', { name: 'Event flows' })
      .getByRole('listitem')
      .filter({ hasText: /^posts → verification: .*post-created/ })
      .waitFor();
    await page
      .getByRole('table', { name: 'Table relations' })
      .getByRole('row')
      .filter({ hasText: 'votes' })
      .filter({ hasText: 'verification.verifications.id' })
      .getByText('foreign key')
      .waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);

    // Functions: what the posts service answers, and the durable consumer it reads the auth stream with.
    await page.getByRole('tab', { name: 'Functions' }).click();
    const postsFunctions = page.getByRole('region', { name: 'posts', exact: true });
    await postsFunctions.getByText('rpc.posts.create', { exact: true }).waitFor();
    await postsFunctions.getByRole('heading', { name: 'from EVENTS_AUTH as durable posts' }).waitFor();

    // Storage: schemas, the posts stream with who reads it, and where media URLs live.
    await page.getByRole('tab', { name: 'Storage' }).click();
    await page.getByRole('table', { name: 'PostgreSQL schemas' }).getByText('verification').first().waitFor();
    const postsStream = page
      .getByRole('table', { name: 'JetStream streams' })
      .getByRole('row')
      .filter({ hasText: 'EVENTS_POSTS' });
    await postsStream.getByText(/verification/).waitFor();
    await page
      .getByRole('table', { name: 'Media URLs' })
      .getByRole('row')
      .filter({ hasText: 'video_url' })
      .first()
      .waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('sends a skater who is not an admin home', async () => {
    const skater = await signUpByApi(system, `skater${Date.now()}`);
    const context = await signedInContext(browser, skater, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${system.baseUrl}/data-map`);
    await page.waitForURL(`${system.baseUrl}/`);
    await context.close();
  });
});
