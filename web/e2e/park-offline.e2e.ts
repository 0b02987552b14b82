import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { signedInContext, signUpByApi, waitUntil, type ApiAccount } from './system-helpers';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('the app at the park: installable and offline', () => {
  let system: RunningSystem;
  let browser: Browser;
  let skater: ApiAccount;
  let context: BrowserContext;
  let page: Page;
  // A copy of the built app, so a test can deploy a new version of it while the system runs.
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'boonies-pwa-'));
    cpSync(path.resolve(__dirname, '../dist'), webDist, { recursive: true });
    system = await startSystem({
      label: 'web_pwa',
      services: ['auth', 'social', 'tricks'],
      env: { WEB_DIST_DIR: webDist },
    });
    browser = await launchBrowser();
    skater = await signUpByApi(system, `park${Date.now()}`);
    context = await signedInContext(browser, skater, PHONE);
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  it('meets the install criteria: a parsed manifest with icons and a controlling service worker', async () => {
    await page.goto(`${system.baseUrl}/`);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');

    const manifestResponse = await page.request.get(`${system.baseUrl}${manifestHref}`);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'The Boonies',
      short_name: 'Boonies',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b0c16',
      background_color: '#0b0c16',
    });
    const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await page.request.get(`${system.baseUrl}${icon.src}`);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([
        icon.src,
        200,
        icon.type,
      ]);
    }

    // The worker itself: JavaScript, never the app's index.html, and checked with the server on every visit.
    const worker = await page.request.get(`${system.baseUrl}/sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(await worker.text()).not.toContain('<!doctype html>');

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${system.baseUrl}/sw.js`,
    );
  });

  it('shows a web push as a notification with the app icon', async () => {
    await context.grantPermissions(['notifications'], { origin: system.baseUrl });
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${system.baseUrl}/`);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: 'New message',
      body: 'ollie: see you at 6?',
      url: '/messages/u-2',
      tag: 'dm-u-2',
    };

    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: system.baseUrl,
      registrationId: await registered,
      data: JSON.stringify(payload),
    });

    const notifications = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
          title,
          body,
          tag,
          icon,
          data: data as unknown,
        }));
      });
    let shown = await notifications();
    for (let tries = 0; shown.length === 0 && tries < 50; tries++) {
      await page.waitForTimeout(200);
      shown = await notifications();
    }
    expect(shown).toEqual([
      {
        title: 'New message',
        body: 'ollie: see you at 6?',
        tag: 'dm-u-2',
        icon: `${system.baseUrl}/icons/icon-192.png`,
        data: { url: '/messages/u-2' },
      },
    ]);
    await cdp.detach();
  });

  it('opens the tracker, a trick and the map offline, and sends an offline tick once back', async () => {
    await page.goto(`${system.baseUrl}/tricks`);
    await page.getByRole('heading', { name: 'Browse all tricks' }).waitFor();
    // The progress and (in an entry of its own) the catalogue are kept on the device a moment after they arrive.
    await page.waitForFunction(() => {
      const kept = localStorage.getItem('boonies.offline-queries') ?? '';
      const catalogue = localStorage.getItem('boonies.offline-queries.catalogue') ?? '';
      return kept.includes('"progress"') && catalogue.includes('"list"');
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Browse all tricks' }).waitFor();
    await page.getByText(/You're offline/).waitFor();

    const box = page.getByRole('checkbox', { name: / learned$/ }).first();
    const label = (await box.getAttribute('aria-label')) ?? '';
    const trickId = decodeURIComponent(
      (await box.locator('xpath=ancestor::li[1]').getByRole('link').getAttribute('href'))?.split('/').pop() ??
        '',
    );
    await box.click();
    await page.getByRole('checkbox', { name: label, checked: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('boonies.queued-ticks'))).toContain(trickId);

    // The trick's page and the progression map open offline too, from the kept catalogue.
    const trickName = label.replace(/ learned$/, '');
    await page.goto(`${system.baseUrl}/tricks/${encodeURIComponent(trickId)}`);
    await page.getByRole('heading', { level: 1, name: trickName }).waitFor();
    await page.goto(`${system.baseUrl}/tricks?view=map`);
    // Drawn, with the ticked trick on it (the canvas sizes itself to the screen, so it is only attached here).
    await page
      .locator(`[aria-label="Progression map"] [aria-label^="${trickName}"]`)
      .first()
      .waitFor({ state: 'attached' });

    await context.setOffline(false);
    await waitUntil(
      system,
      async () => {
        const progress = (await skater.call('GET', `/api/progress/${skater.id}`)) as {
          trickId: string;
          learned: boolean;
        }[];
        return progress.some((record) => record.trickId === trickId && record.learned);
      },
      `${trickId} learned on the server`,
    );
    await page.getByText(/You're offline/).waitFor({ state: 'detached' });
    await page.waitForFunction(() => (localStorage.getItem('boonies.queued-ticks') ?? '[]') === '[]');
  });

  it('offers a new version with a Reload prompt and moves onto it', async () => {
    await page.goto(`${system.baseUrl}/tricks`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => {
      (window as unknown as { oldShell: boolean }).oldShell = true;
    });

    // A deploy: the worker's file changes, and the browser's next check finds it.
    appendFileSync(path.join(webDist, 'sw.js'), '\n// the next version\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    await page.getByText('A new version is ready').waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);

    await page.getByRole('heading', { name: 'Browse all tricks' }).waitFor();
    expect(await page.evaluate(() => 'oldShell' in window)).toBe(false);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
    ).toBeNull();
  });

  it('opens signed in from its saved copy on one bar of signal, again and again, and sends the tick once through', async () => {
    await page.goto(`${system.baseUrl}/tricks`);
    await page.getByRole('heading', { name: 'Browse all tricks' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForFunction(() =>
      (localStorage.getItem('boonies.offline-queries') ?? '').includes('"progress"'),
    );
    const box = page.getByRole('checkbox', { name: / learned$/, checked: false }).first();
    const label = (await box.getAttribute('aria-label')) ?? '';
    const trickId = decodeURIComponent(
      (await box.locator('xpath=ancestor::li[1]').getByRole('link').getAttribute('href'))?.split('/').pop() ??
        '',
    );

    // One bar: the phone still reports a connection, but nothing gets through. Requests either hang for good
    // or fail, by turns.
    let signal: 'hangs' | 'fails' = 'hangs';
    const hanging: Route[] = [];
    await context.route('**/*', (route) => {
      if (signal === 'hangs') hanging.push(route);
      else void route.abort('internetdisconnected');
    });
    await page.close();

    for (const [open, weakSignal] of (['hangs', 'fails', 'fails'] as const).entries()) {
      signal = weakSignal;
      page = await context.newPage();
      await page.goto(`${system.baseUrl}/tricks`, { waitUntil: 'commit' });
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      // The signed-in app, from its saved copy: the header's account menu and the kept catalogue.
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await page.getByRole('heading', { name: 'Browse all tricks' }).waitFor();
      // A request that hangs runs out of time, one that fails says so at once: either way, the app is offline.
      await page.getByText(/You're offline/).waitFor({ timeout: 20_000 });
      if (open === 0) {
        await page.getByRole('checkbox', { name: label, checked: false }).first().click();
        await page.waitForFunction(
          (id) => (localStorage.getItem('boonies.queued-ticks') ?? '').includes(id),
          trickId,
        );
      }
      await page.getByRole('checkbox', { name: label, checked: true }).first().waitFor();
      if (open < 2) await page.close();
    }

    // The signal comes back: the app notices by itself and the tick reaches the server.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(hanging.map((route) => route.abort().catch(() => undefined)));
    await waitUntil(
      system,
      async () => {
        const progress = (await skater.call('GET', `/api/progress/${skater.id}`)) as {
          trickId: string;
          learned: boolean;
        }[];
        return progress.some((record) => record.trickId === trickId && record.learned);
      },
      `${trickId} learned on the server`,
    );
    await page.getByText(/You're offline/).waitFor({ state: 'detached' });
    await page.waitForFunction(() => (localStorage.getItem('boonies.queued-ticks') ?? '[]') === '[]');
  });
});
