import { WEBHOOK_MESSAGES, WEBHOOK_PING_TYPE, type WebhookPayload } from '@boonies/contracts/webhooks';
import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { seriousAccessibilityViolations } from './browser';
import { queryDatabase, signedInContext, signUpByApi, waitUntil, type ApiAccount } from './system-helpers';

/** What the receiver was sent: the raw body, as a signature is computed over it, and the headers. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An integration's endpoint on this machine: answers every POST with 200 and keeps what it was sent. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/boonies`, received, server };
}

/** The page must fit a phone's width: a wide table scrolls inside its own box, or turns into cards. */
function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * An admin connects a system outside the community: adds an endpoint (a private address is refused, the
 * receiver on this machine is allow-listed), keeps the secret shown once, sends a test event the receiver
 * verifies with it, and sees the delivery succeed in the log, on a desktop and on a phone. A skater is
 * shown no way in.
 */
describe('the admin panel’s webhooks in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: ApiAccount;

  beforeAll(async () => {
    receiver = await startReceiver();
    system = await startSystem({
      label: 'web_webhooks',
      services: ['auth', 'social', 'webhooks'],
      // The receiver listens on loopback, which the service refuses unless the operator allows it.
      env: { WEBHOOKS_ALLOWED_TARGETS: '127.0.0.1/32' },
    });
    browser = await launchBrowser();
    admin = await signUpByApi(system, `hooks${Date.now()}`);
    await queryDatabase(system, 'UPDATE auth.users SET is_admin = true WHERE id = $1', [admin.id]);
    await admin.signInAgain();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await admin?.api.dispose();
    await system?.stop();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  async function expectAccessible(page: Page): Promise<void> {
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }

  it('adds an endpoint, shows its secret once, and logs a signed test delivery that succeeded', async () => {
    const context = await signedInContext(browser, admin, {
      viewport: { width: 1280, height: 900 },
      // The accessibility audit injects its script, which the app's Content Security Policy would refuse.
      bypassCSP: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: system.baseUrl });
    const page = await context.newPage();
    await page.goto(`${system.baseUrl}/admin?tab=webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', level: 2 }).waitFor();
    await page.getByText('No webhook endpoints yet').waitFor();

    // The server's refusal, in its own words: a private address is not a place to send the community's events.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add endpoint' });
    await form.getByLabel('URL').fill('https://10.0.0.7/hooks');
    await form.getByRole('checkbox', { name: 'Trick verified' }).click();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByRole('alert').filter({ hasText: WEBHOOK_MESSAGES.privateTarget }).waitFor();
    expect(await form.getByLabel('URL').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    await form.getByLabel('URL').fill(receiver.url);
    await form.getByLabel('Description (optional)').fill('Park display');
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret, once: copied from the dialog, and nowhere on the page once it is closed.
    const shown = page.getByRole('dialog', { name: 'Endpoint added' });
    await shown.getByText('Copy it now: you will not see it again.').waitFor();
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByText('Copied to the clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAccessible(page);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: receiver.url });
    await card.getByText('Park display').waitFor();
    await card.getByRole('list', { name: 'Events' }).getByText('Trick verified').waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await card.waitFor();
    expect(await page.content()).not.toContain(secret);

    // A test event, signed with that secret: the receiver verifies it as any integration would.
    await card.getByRole('button', { name: 'Send test event' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Test event queued' }).waitFor();
    await waitUntil(system, async () => receiver.received.length > 0, 'the test delivery at the receiver');
    const [delivery] = receiver.received;
    expect(delivery.path).toBe('/hooks/boonies');
    const payload = new Webhook(secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as WebhookPayload;
    expect(payload.type).toBe(WEBHOOK_PING_TYPE);

    // The log shows it succeeded (it is read again while a delivery is on its way).
    await card.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
    const row = log.getByRole('row').filter({ hasText: 'Test event' });
    await row.getByText('Succeeded').waitFor();
    await row.getByRole('cell', { name: '200', exact: true }).waitFor();
    expect(await log.getByRole('row').count()).toBe(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dead' }).click();
    await page.getByText('No dead deliveries').waitFor();
    await page.getByRole('button', { name: 'Back to endpoints' }).click();
    await card.getByRole('button', { name: 'Delivery log' }).waitFor();
    // Back where the admin left: focus returns to the endpoint's log button.
    expect(
      await card
        .getByRole('button', { name: 'Delivery log' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await context.close();

    // On a phone: the same log as cards, and nothing wider than the screen.
    const phone = await signedInContext(browser, admin, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${system.baseUrl}/admin?tab=webhooks`);
    await phonePage
      .getByRole('article', { name: receiver.url })
      .getByRole('button', { name: 'Delivery log' })
      .click();
    const cards = phonePage.getByRole('list', { name: `Deliveries to ${receiver.url}` });
    await cards.getByRole('listitem').filter({ hasText: 'Test event' }).getByText('Succeeded').waitFor();
    expect(await phonePage.getByRole('table').count()).toBe(0);
    expect(await pageScrollsSideways(phonePage)).toBe(false);
    await expectAccessible(phonePage);
    await phone.close();
  }, 240_000);

  it('shows a skater no way into the Webhooks tab', async () => {
    const skater = await signUpByApi(system, `skater${Date.now()}`);
    const context = await signedInContext(browser, skater, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${system.baseUrl}/`);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);

    await page.goto(`${system.baseUrl}/admin?tab=webhooks`);
    await page.waitForURL(`${system.baseUrl}/`);
    expect(await page.getByRole('heading', { name: 'Webhooks' }).count()).toBe(0);
    await context.close();
    await skater.api.dispose();
  });
});
