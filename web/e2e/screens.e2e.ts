import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './browser';
import { queryDatabase, signedInContext, signUpByApi, waitUntil, type ApiAccount } from './system-helpers';

/**
 * Every screen of the app, as a phone and as a desktop in the dark theme (the default), and as a desktop
 * in the light one: each loads without errors, fits the width, and has no serious or critical accessibility problem
 * by axe-core's WCAG 2 A/AA rules. So do the dialogs, menus and tabs opened on the main screens.
 */

const OLLIE = { id: 'fund-4', name: 'Ollie' };

interface Viewport {
  name: string;
  options: BrowserContextOptions;
  phone: boolean;
}

const PHONE: Viewport = {
  name: 'phone 390×844',
  options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  phone: true,
};
const DESKTOP: Viewport = {
  name: 'desktop 1440×900',
  options: { viewport: { width: 1440, height: 900 } },
  phone: false,
};

type Role = 'visitor' | 'skater' | 'brand' | 'admin';

/** Something done on a loaded screen (open a dialog, a menu, a tab) whose result is checked too. */
interface ScreenState {
  name: string;
  open(page: Page, viewport: Viewport): Promise<void>;
  /** Only where the control exists at that size, e.g. the phone's bottom bar. */
  phoneOnly?: boolean;
}

interface Screen {
  name: string;
  path: string;
  as: Role;
  states?: ScreenState[];
}

function tab(tablist: string, name: string): ScreenState {
  return {
    name: `${name} tab`,
    open: (page) => page.getByRole('tablist', { name: tablist }).getByRole('tab', { name }).click(),
  };
}

/** A tab of Home's composer: on a phone the composer is one line until its text box is tapped. */
function composerTab(name: string): ScreenState {
  return {
    name: `${name} tab`,
    open: async (page) => {
      await page.getByRole('form', { name: 'New post' }).getByLabel('What’s happening at the park?').click();
      await page.getByRole('tablist', { name: 'Post type' }).getByRole('tab', { name }).click();
    },
  };
}

function dialogFrom(button: string | RegExp, name = `${button} dialog`): ScreenState {
  return {
    name,
    open: async (page) => {
      await page.getByRole('button', { name: button }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  };
}

const accountMenu: ScreenState = {
  name: 'account menu',
  open: async (page) => {
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menu').waitFor();
  },
};

const mobileNavigation: ScreenState = {
  name: 'mobile navigation',
  phoneOnly: true,
  open: async (page) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  },
};

/** Spinners, skeletons, the navigation bar and busy regions: the screen is still loading. */
const BUSY_SELECTOR =
  '[class*="animate-spin"], [class*="animate-pulse"], [class*="animate-progress"], [aria-busy="true"]';

/** A visitor's session check answers 401 by design; Chromium logs every 4xx answer as an error. */
function isSignedOutSessionCheck(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 401') && new URL(message.location().url).pathname === '/api/auth/me'
  );
}

describe('every screen at phone and desktop sizes', () => {
  let system: RunningSystem;
  let browser: Browser;
  const accounts = {} as Record<Exclude<Role, 'visitor'>, ApiAccount>;
  let friend: ApiAccount;

  const query = (sql: string, params: unknown[]) => queryDatabase(system, sql, params);

  async function known(table: string, account: ApiAccount): Promise<void> {
    await waitUntil(
      system,
      async () => (await query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [account.id])).length > 0,
      `${account.username} in ${table}`,
    );
  }

  /** A skater with a friend they follow, posts, a learned trick, messages both ways and a sponsor's offer. */
  async function seed(): Promise<void> {
    const stamp = Date.now();
    const [skater, brand, admin] = await Promise.all([
      signUpByApi(system, `skater${stamp}`),
      signUpByApi(system, `brand${stamp}`),
      signUpByApi(system, `admin${stamp}`),
    ]);
    friend = await signUpByApi(system, `friend${stamp}`);
    Object.assign(accounts, { skater, brand, admin });

    await query('UPDATE auth.users SET is_admin = true WHERE id = $1', [admin.id]);
    await admin.signInAgain();
    await brand.call('PATCH', `/api/users/${brand.id}`, { isBrand: true });

    await waitUntil(
      system,
      async () => (await query('SELECT 1 FROM posts.tricks WHERE id = $1', [OLLIE.id])).length > 0,
      'the catalogue in the posts service',
    );
    for (const account of [skater, friend, brand]) {
      await known('posts.authors', account);
      await known('messaging.users', account);
      await known('sponsorships.users', account);
    }

    await skater.call('POST', '/api/follows', { followingId: friend.id });
    await friend.call('POST', '/api/follows', { followingId: skater.id });
    await friend.call('POST', '/api/posts', { content: 'Fresh wax on the ledge, come skate it' });
    await skater.call('POST', '/api/posts', { content: 'First session at the Boonies' });
    await skater.call('POST', '/api/posts/trick-video', {
      content: 'Clean ollie over the hip',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      trickIds: [OLLIE.id],
    });
    await skater.call('PUT', `/api/progress/${skater.id}/${OLLIE.id}`, { learned: true });
    await friend.call('POST', '/api/messages', { recipientId: skater.id, content: 'Session on Saturday?' });
    await skater.call('POST', '/api/messages', { recipientId: friend.id, content: 'See you at noon' });
    await brand.call('POST', '/api/sponsorships', { userId: skater.id });
  }

  function screens(): Screen[] {
    return [
      {
        name: 'sign in',
        path: '/auth',
        as: 'visitor',
        states: [
          {
            name: 'sign-up card',
            open: async (page) => {
              await page
                .getByRole('button', { name: /sign up/i })
                .last()
                .click();
              await page.getByLabel(/^confirm password/i).waitFor();
            },
          },
        ],
      },
      {
        name: 'home feed',
        path: '/',
        as: 'skater',
        states: [
          composerTab('Image'),
          composerTab('Video'),
          composerTab('Trick'),
          accountMenu,
          mobileNavigation,
        ],
      },
      { name: 'popular feed', path: '/?tab=popular', as: 'skater' },
      { name: 'verifications feed', path: '/?tab=verifications', as: 'skater' },
      { name: 'leaderboard', path: '/?tab=leaderboard', as: 'skater' },
      { name: 'trick tracker', path: '/tricks', as: 'skater' },
      { name: 'trick detail', path: `/tricks/${OLLIE.id}`, as: 'skater' },
      { name: 'store', path: '/store', as: 'skater' },
      { name: 'inbox', path: '/inbox', as: 'skater' },
      {
        name: 'inbox received',
        path: '/inbox?tab=received',
        as: 'skater',
        states: [
          {
            name: 'chat box',
            open: async (page) => {
              await page.getByRole('button', { name: 'Reply' }).first().click();
              await page.getByPlaceholder('Type a message...').waitFor();
            },
          },
        ],
      },
      { name: 'inbox sent', path: '/inbox?tab=sent', as: 'skater' },
      { name: 'inbox notifications', path: '/inbox?tab=notifications', as: 'skater' },
      { name: 'inbox sponsorships', path: '/inbox?tab=sponsorships', as: 'skater' },
      {
        name: 'own profile',
        path: '/profile',
        as: 'skater',
        states: [dialogFrom(/^edit/i, 'edit profile dialog')],
      },
      {
        name: 'another skater’s profile',
        path: `/profile/${friend.id}`,
        as: 'skater',
        states: [dialogFrom(/^message$/i, 'message composer')],
      },
      { name: 'settings', path: '/settings', as: 'skater', states: [dialogFrom('Change Password')] },
      { name: 'about', path: '/about', as: 'skater' },
      { name: 'sponsorships (athlete)', path: '/sponsorships', as: 'skater' },
      { name: 'sponsorships (brand)', path: '/sponsorships', as: 'brand' },
      { name: 'brand profile', path: '/profile', as: 'brand' },
      { name: 'brand home feed', path: '/', as: 'brand' },
      { name: 'data map', path: '/data-map', as: 'skater' },
      {
        name: 'admin panel',
        path: '/admin',
        as: 'admin',
        states: [
          'Moderation',
          'Verification review',
          'Puppets',
          'Tricks',
          'Events',
          'Audit log',
          'Webhooks',
        ].map((name) => tab('Admin sections', name)),
      },
      { name: 'not found', path: '/no-such-page', as: 'skater' },
    ];
  }

  beforeAll(async () => {
    system = await startSystem({ label: 'web_screens' });
    browser = await launchBrowser();
    await seed();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(accounts).map((account) => account.api.dispose()));
    await friend?.api.dispose();
    await system?.stop();
  });

  /** Loaded: a heading shows, and no spinner, skeleton, busy region or animation is left. */
  async function settle(page: Page): Promise<void> {
    await page
      .waitForFunction(
        (busySelector) =>
          document.querySelector('h1, h2') !== null &&
          document.querySelector(busySelector) === null &&
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        BUSY_SELECTOR,
        { timeout: 15_000, polling: 100 },
      )
      .catch(async () => {
        // Say what kept it busy, so a slow screen is told from a stuck one.
        const busy = await page.evaluate(
          (busySelector) => [
            ...[...document.querySelectorAll(busySelector)].map((element) => element.outerHTML.slice(0, 160)),
            ...document
              .getAnimations()
              .filter((animation) => animation.playState === 'running')
              .map((animation) => `animation ${(animation as CSSAnimation).animationName ?? animation.id}`),
          ],
          BUSY_SELECTOR,
        );
        throw new Error(
          `${page.url()} did not finish loading in 15 s; still busy: ${busy.join(' | ') || 'no heading'}`,
        );
      });
  }

  async function problemsOf(page: Page, viewport: Viewport): Promise<string[]> {
    const problems = await seriousAccessibilityViolations(page);
    if (viewport.phone) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
    }
    return problems;
  }

  /** Visits every screen and state at one size and theme; returns what failed, screen by screen. */
  async function auditAll(viewport: Viewport, theme: 'dark' | 'light'): Promise<string[]> {
    const contextOptions: BrowserContextOptions = {
      ...viewport.options,
      colorScheme: theme,
      reducedMotion: 'reduce',
    };
    const pages = new Map<Role, Page>();
    const consoleErrors = new Map<Page, string[]>();
    const pageFor = async (role: Role): Promise<Page> => {
      const existing = pages.get(role);
      if (existing) return existing;
      const context =
        role === 'visitor'
          ? await browser.newContext(contextOptions)
          : await signedInContext(browser, accounts[role], contextOptions);
      // The first paint uses the device's stored theme; signed in, the account's saved one follows.
      await context.addInitScript((stored) => {
        // Embedded players' frames may not touch storage; only the app's own page needs the theme.
        if (window === window.top) localStorage.setItem('boonies-theme', stored);
      }, theme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isSignedOutSessionCheck(message)) {
          errors.push(`console: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      consoleErrors.set(page, errors);
      pages.set(role, page);
      return page;
    };

    const failures: string[] = [];
    for (const screen of screens()) {
      const page = await pageFor(screen.as);
      const visits: (ScreenState | null)[] = [null, ...(screen.states ?? [])];
      for (const state of visits) {
        if (state?.phoneOnly && !viewport.phone) continue;
        const label = `${screen.name}${state ? ` › ${state.name}` : ''} (${screen.path}, ${viewport.name}, ${theme})`;
        const errors = consoleErrors.get(page) ?? [];
        errors.length = 0;
        try {
          await page.goto(`${system.baseUrl}${screen.path}`);
          await settle(page);
          if (state) {
            await state.open(page, viewport);
            await settle(page);
          }
          const problems = [...(await problemsOf(page, viewport)), ...errors];
          if (problems.length > 0) failures.push(`${label}\n${problems.join('\n')}`);
        } catch (error) {
          failures.push(`${label}\n${(error as Error).message}`);
        }
      }
    }
    await Promise.all([...pages.values()].map((page) => page.context().close()));
    return failures;
  }

  async function useTheme(theme: 'dark' | 'light'): Promise<void> {
    await Promise.all(
      Object.values(accounts).map((account) => account.call('PATCH', '/api/users/me/preferences', { theme })),
    );
  }

  function expectClean(failures: string[]): void {
    if (failures.length > 0) {
      throw new Error(`${failures.length} screens with problems:\n\n${failures.join('\n\n')}`);
    }
  }

  // Each audit walks every screen and state: the limit only stops a hang, sharing the cores with another
  // suite included.
  const AUDIT_TIMEOUT_MS = 480_000;

  // The two sizes side by side: each has its own browser contexts, so their pages render on both cores.
  it(
    'phone and desktop, dark theme',
    async () => {
      const [phone, desktop] = await Promise.all([auditAll(PHONE, 'dark'), auditAll(DESKTOP, 'dark')]);
      expectClean([...phone, ...desktop]);
    },
    AUDIT_TIMEOUT_MS,
  );

  // Colours are what the theme changes; the desktop shows every part of the layout, sidebars included.
  it(
    'desktop, light theme',
    async () => {
      await useTheme('light');
      try {
        expectClean(await auditAll(DESKTOP, 'light'));
      } finally {
        await useTheme('dark');
      }
    },
    AUDIT_TIMEOUT_MS,
  );
});
