// Stored script payloads, rendered: every field people see gets markup that would set `window.__xss` if it
// ever ran, then the pages showing those fields are opened in Chromium as the people who see them.
/* global window, document -- the functions handed to page.evaluate run in the browser */
import { createRequire } from 'node:module';
import { eventually } from './world.mjs';

const { launchBrowser } = /** @type {typeof import('@boonies/testing')} */ (
  createRequire(import.meta.url)('../../../libs/testing')
);

/** @typedef {import('./world.mjs').Actor} Actor */
/** @typedef {import('./world.mjs').Actors} Actors */
/** @typedef {{ task: string, problems: string[] }} Failure */

const SHORT = '<img src=x onerror=__xss=1>';
const LONG = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><svg onload="alert(3)">`;
/** Markup for a field of `maxLength` characters, led by a tag that says which field it is. */
const payload = (/** @type {string} */ tag, /** @type {number} */ maxLength) =>
  `${tag}${`${tag}${LONG}`.length <= maxLength ? LONG : SHORT}`;
/** The literal start of every payload: on screen as text, it proves the field was shown and escaped. */
const LITERAL = '<img';

/**
 * Stores the payloads through the API as the people who may write each field; returns the tags stored.
 * @param {string} baseUrl
 * @param {Actors} actors
 * @param {import('./world.mjs').World} world
 */
async function storePayloads(baseUrl, { attacker, victim, admin }, world) {
  /** @type {string[]} */
  const stored = [];
  /** @type {string[]} */
  const refused = [];
  /** @type {(actor: { cookie: string }, method: string, route: string, body: unknown, tags: string[]) => Promise<any>} */
  const call = async (actor, method, route, body, tags) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fuzz', cookie: actor.cookie },
      body: JSON.stringify(body),
    });
    if (response.ok) stored.push(...tags);
    else refused.push(`${method} ${route}: ${response.status} ${(await response.text()).slice(0, 120)}`);
    return response.ok ? response.json() : undefined;
  };
  const profile = {
    displayName: payload('xss-name', 60),
    bio: payload('xss-bio', 500),
    location: payload('xss-location', 100),
    skatingStyle: payload('xss-style', 100),
    favoriteSpot: payload('xss-spot', 100),
  };
  await call(victim, 'PATCH', `/api/users/${victim.id}`, profile, [
    'xss-name',
    'xss-bio',
    'xss-location',
    'xss-style',
    'xss-spot',
  ]);
  // Links are the other way in: these must be refused, and are rendered anyway if they are not.
  await call(victim, 'PATCH', `/api/users/${victim.id}`, { profilePicture: 'javascript:window.__xss=1' }, []);
  await call(victim, 'PATCH', `/api/users/${victim.id}`, { headerVideo: 'javascript:window.__xss=1' }, []);
  await call(victim, 'POST', '/api/posts', { content: 'x', imageUrl: 'javascript:window.__xss=1' }, []);
  const post = await call(victim, 'POST', '/api/posts', { content: payload('xss-post', 2000) }, ['xss-post']);
  if (post) {
    await call(
      attacker,
      'POST',
      '/api/posts',
      { content: payload('xss-reply', 500), postType: 'reply', parentPostId: post.id },
      ['xss-reply'],
    );
  }
  await call(
    attacker,
    'POST',
    '/api/messages',
    { recipientId: victim.id, content: payload('xss-message', 1000) },
    ['xss-message'],
  );
  await call(
    admin,
    'PATCH',
    `/api/admin/messages/${world.victim.messageToVictim}`,
    { content: payload('xss-edited', 1000) },
    ['xss-edited'],
  );
  const trick = await call(
    admin,
    'POST',
    '/api/tricks',
    {
      name: payload('xss-trick', 80),
      category: payload('xss-cat', 40),
      difficulty: 'Advanced',
      description: payload('xss-description', 2000),
      steps: [payload('xss-step', 500)],
    },
    ['xss-trick', 'xss-cat', 'xss-description', 'xss-step'],
  );
  const imported = JSON.stringify([
    {
      id: 'xss-1',
      name: payload('xss-imported-name', 80),
      category: 'flip-tricks',
      difficulty: 'Elite',
      description: payload('xss-imported-text', 2000),
    },
  ]);
  await call(
    admin,
    'POST',
    '/api/admin/tricks/import',
    { format: 'json', content: imported, dryRun: false },
    ['xss-imported-name', 'xss-imported-text'],
  );
  await call(
    admin,
    'POST',
    '/api/admin/events',
    {
      title: payload('xss-event', 100),
      date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      location: payload('xss-venue', 100),
    },
    ['xss-event', 'xss-venue'],
  );
  return { stored, refused, trickId: trick?.id };
}

/**
 * Where each stored field shows, and who looks.
 * @param {Actors} actors
 * @param {string | undefined} trickId
 * @returns {[Actor, string][]}
 */
function pagesToVisit({ attacker, victim, brand, admin }, trickId) {
  /** @type {[Actor, string][]} */
  const pages = [
    [victim, '/'],
    [victim, '/profile'],
    [victim, '/inbox'],
    [victim, '/tricks'],
    [victim, `/tricks/${trickId}`],
    [victim, '/tricks/xss-1'],
    [attacker, `/profile/${victim.id}`],
    [attacker, '/'],
    [attacker, '/inbox'],
    [brand, '/sponsorships'],
    [admin, '/admin'],
    [admin, '/'],
  ];
  return pages.filter(([, route]) => !route.endsWith('/undefined'));
}

/**
 * Opens a page as `actor`, and each of its tabs in turn, collecting what ran and what was shown.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {Actor} actor
 * @param {string} route
 */
async function visit(browser, baseUrl, actor, route) {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const [name, value] = /** @type {string} */ (actor.cookie).split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  /** @type {string[]} */
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => undefined);
  });
  const settle = () => page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  /** @type {string[]} */
  const texts = [];
  const observe = async () => {
    await settle();
    await page.waitForTimeout(300);
    texts.push(await page.evaluate(() => document.body.innerText));
  };
  try {
    await page.goto(`${baseUrl}${route}`);
    await observe();
    const tabs = await page.getByRole('tab').all();
    for (const tab of tabs) {
      await tab.click({ timeout: 3000 }).catch(() => undefined);
      await observe();
    }
    const trap = await page.evaluate(() => ({ xss: window.__xss, violations: window.__violations }));
    return { route: `${actor.name} ${route}`, text: texts.join('\n'), dialogs, ...trap };
  } finally {
    await context.close();
  }
}

/**
 * Stores the payloads and renders every page that shows them. Fails when any payload ran (the trap, a
 * dialog), when markup was blocked by the content security policy (it reached the DOM as markup), or when
 * a tag shows without its literal markup (the field was rendered as HTML).
 * @param {Pick<import('@boonies/testing').RunningSystem, 'baseUrl'>} system
 * @param {Actors} actors
 * @param {import('./world.mjs').World} world
 */
export async function checkStoredScripts(system, actors, world) {
  const { stored, refused, trickId } = await storePayloads(system.baseUrl, actors, world);
  // Profile names and posts reach other services' copies through events.
  await eventually(async () => {
    const response = await fetch(`${system.baseUrl}/api/posts/user/${actors.victim.id}`, {
      headers: { cookie: /** @type {string} */ (actors.attacker.cookie) },
    });
    if (!(await response.text()).includes('xss-name')) throw new Error('not yet');
  }, 'the victim’s new name in the posts service');

  const browser = await launchBrowser();
  /** @type {Awaited<ReturnType<typeof visit>>[]} */
  const visits = [];
  try {
    for (const [actor, route] of pagesToVisit(actors, trickId))
      visits.push(await visit(browser, system.baseUrl, actor, route));
  } finally {
    await browser.close();
  }
  /** @type {Failure[]} */
  const failures = [];
  for (const page of visits) {
    if (page.xss !== undefined)
      failures.push({ task: `scripts ${page.route}`, problems: [`window.__xss = ${page.xss}`] });
    if (page.dialogs.length > 0)
      failures.push({ task: `scripts ${page.route}`, problems: [`dialogs: ${page.dialogs.join(', ')}`] });
    if (page.violations.length > 0) {
      failures.push({
        task: `scripts ${page.route}`,
        problems: [`CSP blocked injected markup: ${page.violations.join(', ')}`],
      });
    }
    for (const tag of stored) {
      if (page.text.includes(tag) && !page.text.includes(`${tag}${LITERAL}`)) {
        failures.push({ task: `scripts ${page.route}`, problems: [`${tag} was rendered as markup`] });
      }
    }
  }
  const allText = visits.map((page) => page.text).join('\n');
  const seen = stored.filter((tag) => allText.includes(`${tag}${LITERAL}`));
  if (seen.length === 0)
    failures.push({ task: 'scripts', problems: ['no stored payload was shown on any page'] });
  return {
    fields: stored.length,
    pages: visits.length,
    seen,
    notShown: stored.filter((tag) => !seen.includes(tag)),
    refusedWrites: refused,
    executed: failures.filter((failure) => /__xss|dialogs/.test(failure.problems[0])),
    failures,
  };
}
