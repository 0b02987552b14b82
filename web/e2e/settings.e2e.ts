import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { logOut, signIn, signUp } from './account';
import { phonePage } from './system-helpers';

/**
 * Settings are the account's, not the page's: what a skater saves survives a reload and a new sign-in on
 * another device, and the accessibility settings really change the page.
 */
describe('settings in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({ label: 'web_settings', services: ['auth', 'social', 'messaging'] });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const phone = () => phonePage(browser);

  function toast(page: Page, text: string): Locator {
    return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  }

  function toggle(page: Page, name: string): Locator {
    return page.getByRole('switch', { name, exact: true });
  }

  async function expectChecked(locator: Locator, checked: boolean): Promise<void> {
    await locator.and(locator.page().locator(`[aria-checked="${checked}"]`)).waitFor();
  }

  /** What the page looks like to the eye: the root's classes and the sizes and colours they set. */
  function rootLook(page: Page) {
    return page.evaluate(() => {
      const root = document.documentElement;
      const style = getComputedStyle(root);
      const control = document.querySelector('[role="switch"]');
      return {
        dark: root.classList.contains('dark'),
        highContrast: root.classList.contains('high-contrast'),
        largeText: root.classList.contains('large-text'),
        reducedMotion: root.classList.contains('reduce-motion'),
        fontSize: style.fontSize,
        border: style.getPropertyValue('--border').trim(),
        transition: control ? getComputedStyle(control).transitionDuration : '',
      };
    });
  }

  async function waitForRoot(page: Page, className: string, present: boolean): Promise<void> {
    await page.waitForFunction(
      ([name, on]) => document.documentElement.classList.contains(name as string) === on,
      [className, present] as const,
    );
  }

  it('saves settings that change the page and survive a reload and a new sign-in', async () => {
    const page = await phone();
    const username = `settings${Date.now()}`;
    await signUp(page, system.baseUrl, username);
    await page.waitForURL(`${system.baseUrl}/`);

    await page.goto(`${system.baseUrl}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByText('Manage your account settings and preferences').waitFor();
    await toggle(page, 'Larger Text').waitFor();
    const before = await rootLook(page);
    expect(before).toMatchObject({ dark: true, highContrast: false, largeText: false, fontSize: '16px' });
    expect(parseFloat(before.transition)).toBeGreaterThan(0.05);

    // The accessibility toggles change the page at once.
    await toggle(page, 'Larger Text').click();
    // Larger text still fits a phone's width: nothing pushes a switch off the screen.
    await waitForRoot(page, 'large-text', true);
    expect(await page.evaluate(() => document.body.scrollWidth <= window.innerWidth)).toBe(true);
    await toggle(page, 'High Contrast').click();
    await toggle(page, 'Reduced Motion').click();
    // The radio itself is visually hidden inside its card: a person taps the card.
    await page.getByRole('group', { name: 'Theme' }).getByText('Light', { exact: true }).click();
    await toggle(page, 'Email Notifications').click();
    await toggle(page, 'Show Followers').click();
    await page.getByText('You have unsaved changes').waitFor();
    // The save bar floats over the cards on a phone: one slim row, even with larger text.
    const saveBar = page.getByRole('status').filter({ hasText: 'You have unsaved changes' }).locator('..');
    expect((await saveBar.boundingBox())?.height).toBeLessThanOrEqual(60);
    const preview = await rootLook(page);
    expect(preview).toMatchObject({ dark: false, highContrast: true, largeText: true, reducedMotion: true });
    expect(preview.fontSize).toBe('18px');
    expect(preview.border).not.toBe(before.border);
    expect(parseFloat(preview.transition)).toBeLessThan(0.001);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Settings saved').waitFor();
    await page.getByText('All changes saved').waitFor();

    // A reload keeps everything: the page paints with it and the switches show it.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await rootLook(page)).toMatchObject({ dark: false, highContrast: true, largeText: true });
    await expectChecked(toggle(page, 'Email Notifications'), true);
    await expectChecked(toggle(page, 'Show Followers'), false);
    await expectChecked(toggle(page, 'Larger Text'), true);
    expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);

    // Another phone, which has never seen this account: the settings come with the sign-in.
    await logOut(page);
    const other = await phone();
    await signIn(other, system.baseUrl, username);
    await waitForRoot(other, 'large-text', true);
    await waitForRoot(other, 'high-contrast', true);
    await waitForRoot(other, 'dark', false);
    await other.goto(`${system.baseUrl}/settings`);
    await expectChecked(toggle(other, 'Email Notifications'), true);
    await expectChecked(toggle(other, 'Show Followers'), false);
    await expectChecked(toggle(other, 'Reduced Motion'), true);

    // Cancel throws away what was not saved.
    await toggle(other, 'High Contrast').click();
    await waitForRoot(other, 'high-contrast', false);
    await other.getByRole('button', { name: 'Cancel' }).click();
    await waitForRoot(other, 'high-contrast', true);
    await expectChecked(toggle(other, 'High Contrast'), true);

    await page.context().close();
    await other.context().close();
  }, 180_000);
});
