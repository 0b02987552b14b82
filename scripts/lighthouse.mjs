#!/usr/bin/env node
// Lighthouse 12 against the built web app as a signed-in skater on a phone. Starts a private copy of the whole
// system (its own NATS and database, all eight services and the gateway serving web/dist), seeds one realistic
// skater through the public API (a profile, a few posts, learned tricks, two followed friends who post), signs
// in for the session cookie, then runs Lighthouse at its default mobile settings (simulated slow 4G, CPU 4×
// slower, a phone's screen) against /, /tricks and the skater's profile, the cookie given as an extra header
// as `lighthouse --extra-headers` does. Each page is run N times, each in a fresh Chromium (cold: no cache, no
// service worker); the table gives every figure's median. Written to bench-results/lighthouse.json, with the
// median run's full report per page beside it (bench-results/lighthouse/<page>.json, for its diagnostics).
//
// Usage: npm run lighthouse [-- --no-build --runs 3 --page / --page /tricks --dist /tmp/other-build/dist]
//
// The figures are only meaningful on a quiet machine: the simulation scales the CPU time it observes, so a
// busy machine's slower tasks count four times over. The load average is printed and stored with them.
// Needs Debian's Chromium (/usr/bin/chromium, or CHROME_PATH); nothing downloads a browser.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { api, writeResults } from './lib/bench.mjs';
import { run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    /** Another build of the web app to serve (e.g. the one before a change, built elsewhere), to compare. */
    dist: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The flags the repository's own launcher uses (libs/testing launchBrowser): headless, off the network. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** The goal: performance ≥ 90 with accessibility and best practices at 100. */
const TARGETS = { performance: 90, accessibility: 100, bestPractices: 100 };

/**
 * @typedef {object} Row A page's medians, the median run's diagnostics, and every run's figures.
 * @property {string} page
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} fcpMs
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} speedIndexMs
 * @property {{ min: number, max: number }} loadAverage
 * @property {number} benchmarkIndex
 * @property {ReturnType<typeof figuresOf>['diagnostics']} diagnostics
 * @property {(Omit<ReturnType<typeof figuresOf>, 'diagnostics'> & { loadAverage1m: number })[]} runs
 */

const PASSWORD = 'lighthouse-password-42';
const loadAverage = () => loadavg().map((value) => +value.toFixed(2));

/**
 * @param {string} baseUrl
 * @param {string} username
 */
async function signUp(baseUrl, username) {
  const credentials = { email: `${username}@example.com`, password: PASSWORD };
  await api(baseUrl, 'POST', '/api/auth/signup', { body: { ...credentials, username } });
  const signIn = await api(baseUrl, 'POST', '/api/auth/signin', {
    body: { ...credentials, rememberMe: true },
  });
  const cookie = signIn.cookie;
  if (!cookie) throw new Error(`No session cookie for ${username}`);
  /** @type {(method: string, route: string, body?: unknown) => Promise<any>} */
  const call = (method, route, body) =>
    api(baseUrl, method, route, { body, cookie }).then((answer) => answer.body);
  return { id: signIn.body.id, username, cookie, call };
}

/**
 * @param {string} what
 * @param {() => Promise<boolean>} check
 */
async function waitFor(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** Nothing left in any service's outbox: the events of the seeding reached every projection. */
/** @param {import('./lib/bench.mjs').Queryable} client */
async function outboxesEmpty(client) {
  const { rows } = await client.query(
    `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'outbox'`,
  );
  for (const { schema } of rows) {
    const pending = await client.query(
      `SELECT 1 FROM "${schema.replaceAll('"', '""')}".outbox WHERE published_at IS NULL LIMIT 1`,
    );
    if (/** @type {number} */ (pending.rowCount) > 0) return false;
  }
  return true;
}

/**
 * A skater as the app sees them after a few weeks: a filled-in profile, posts (some tagging tricks), a dozen
 * learned tricks, and two friends followed whose posts fill the Following tab that home opens on.
 */
/**
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {import('./lib/bench.mjs').Queryable} client
 */
async function seed(system, client) {
  const suffix = Date.now().toString(36);
  const skater = await signUp(system.baseUrl, `lh-skater-${suffix}`);
  const friends = [
    await signUp(system.baseUrl, `lh-friend-a-${suffix}`),
    await signUp(system.baseUrl, `lh-friend-b-${suffix}`),
  ];
  const everyone = [skater, ...friends].map((account) => account.id);
  await waitFor('the skaters in every service', async () => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM posts.authors WHERE user_id = ANY($1::uuid[]))::int AS authors,
              (SELECT count(*) FROM tricks.leaderboard_users WHERE user_id = ANY($1::uuid[]))::int AS skaters`,
      [everyone],
    );
    return rows[0].authors === everyone.length && rows[0].skaters === everyone.length;
  });
  await waitFor('the catalogue in the posts service', async () => {
    const { rows } = await client.query('SELECT count(*)::int AS tricks FROM posts.tricks');
    return rows[0].tricks >= 400;
  });

  await skater.call('PATCH', `/api/users/${skater.id}`, {
    displayName: 'Lighthouse Larry',
    bio: 'Bowl rat since 2019. Learning to fly one trick at a time.',
    location: 'The Boonies, bay 3',
  });
  /** @type {{ id: string, prerequisites: string[] }[]} */
  const catalogue = await skater.call('GET', '/api/tricks');
  // The easiest tricks, as a skater learns them: the ones with no prerequisites first.
  const learnable = catalogue
    .filter((trick) => trick.prerequisites.length === 0)
    .slice(0, 12)
    .map((trick) => trick.id);
  for (const trickId of learnable) {
    await skater.call('PUT', `/api/progress/${skater.id}/${encodeURIComponent(trickId)}`, { learned: true });
  }
  for (const friend of friends) await skater.call('POST', '/api/follows', { followingId: friend.id });
  await friends[0].call('POST', '/api/follows', { followingId: skater.id });

  /** @type {[author: typeof skater, content: string, taggedTricks?: string[]][]} */
  const posts = [
    [friends[0], 'Morning session in the bowl, the coping is finally fixed'],
    [friends[1], 'Anyone up for the mini ramp jam on Saturday?'],
    [skater, 'First clean ollie up the three stair', learnable.slice(0, 1)],
    [friends[0], 'Kickflips on the flat bar all afternoon', learnable.slice(1, 2)],
    [friends[1], 'Rain delay, back at 4'],
    [skater, 'Park is empty, come skate'],
    [friends[0], 'Who left their deck by the quarter pipe?'],
    [skater, 'Landed my first boardslide today', learnable.slice(2, 3)],
  ];
  for (const [author, content, taggedTricks] of posts) {
    const post = await author.call('POST', '/api/posts', {
      content,
      ...(taggedTricks?.length ? { taggedTricks } : {}),
    });
    if (author !== skater)
      await skater.call('POST', '/api/reactions', { postId: post.id, reactionType: 'like' });
  }
  await waitFor('every outbox published', () => outboxesEmpty(client));
  return { skater, learned: learnable.length, posts: posts.length };
}

const median = (/** @type {number[]} */ numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one report, and the diagnostics that say where its time went. */
/** @typedef {import('lighthouse').Result} LighthouseResult */

/**
 * @param {LighthouseResult} lhr
 */
function figuresOf(lhr) {
  /**
   * An audit's result; its `details` as any: their shape differs from audit to audit.
   * @type {(id: string) => Omit<import('lighthouse').Result['audits'][string], 'details'> & { details?: any }}
   */
  const audit = (id) => lhr.audits[id];
  /** A metric's value: every metric audit of a report without a runtime error has one. */
  const metric = (/** @type {string} */ id) => /** @type {number} */ (audit(id).numericValue);
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  const unusedJs = audit('unused-javascript')?.details?.items ?? [];
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: +metric('cumulative-layout-shift').toFixed(3),
    speedIndexMs: Math.round(metric('speed-index')),
    diagnostics: {
      lcpElement: lcpElement ? `${lcpElement.selector ?? ''} ${lcpElement.snippet ?? ''}`.trim() : null,
      lcpPhases: audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? null,
      mainThreadMs: Math.round(audit('mainthread-work-breakdown')?.numericValue ?? 0),
      bootupMs: Math.round(audit('bootup-time')?.numericValue ?? 0),
      longTasks: longTasks.slice(0, 5).map((/** @type {{ url: string, duration: number }} */ task) => ({
        url: task.url,
        ms: Math.round(task.duration),
      })),
      unusedJavaScriptKb: unusedJs.map(
        (/** @type {{ url: string, wastedBytes: number, totalBytes: number }} */ item) => ({
          url: item.url,
          unusedKb: Math.round(item.wastedBytes / 1024),
          totalKb: Math.round(item.totalBytes / 1024),
        }),
      ),
      transferKb: Math.round((audit('total-byte-weight')?.numericValue ?? 0) / 1024),
      failedAudits: Object.values(lhr.audits)
        .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
        .map((item) => item.id),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * @param {typeof import('lighthouse').default} lighthouse
 * @param {typeof import('chrome-launcher').launch} launch
 * @param {string} url
 * @param {string} cookie
 */
async function audit(lighthouse, launch, url, cookie) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const load = loadAverage();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: { Cookie: cookie },
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    return { lhr: result.lhr, load };
  } finally {
    await chrome.kill();
  }
}

/** @param {Row[]} rows */
function printTable(rows) {
  /** @type {[title: string, cell: (row: Row) => string][]} */
  const columns = [
    ['Page', (row) => row.page],
    ['Perf', (row) => String(row.performance)],
    ['A11y', (row) => String(row.accessibility)],
    ['Best pr.', (row) => String(row.bestPractices)],
    ['FCP', (row) => `${(row.fcpMs / 1000).toFixed(1)} s`],
    ['LCP', (row) => `${(row.lcpMs / 1000).toFixed(1)} s`],
    ['TBT', (row) => `${row.tbtMs} ms`],
    ['CLS', (row) => row.cls.toFixed(3)],
    ['Runs (perf)', (row) => row.runs.map((one) => one.performance).join(' ')],
    ['Load avg', (row) => `${row.loadAverage.min}–${row.loadAverage.max}`],
  ];
  const cells = rows.map((row) => columns.map(([, cell]) => cell(row)));
  const widths = columns.map(([title], index) =>
    Math.max(title.length, ...cells.map((line) => line[index].length)),
  );
  const line = (/** @type {string[]} */ values) =>
    `| ${values.map((value, index) => value.padEnd(widths[index])).join(' | ')} |`;
  console.log(line(columns.map(([title]) => title)));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const values of cells) console.log(line(values));
}

async function main() {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH}: apt-get install -y chromium (or set CHROME_PATH)`);
  }
  // chrome-launcher reads it too: it must never look for (or fetch) a browser of its own.
  process.env.CHROME_PATH = CHROME_PATH;
  /** @type {typeof import('lighthouse').default} */
  let lighthouse;
  /** @type {typeof import('chrome-launcher').launch} */
  let launch;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
    ({ launch } = await import('chrome-launcher'));
  } catch {
    throw new Error('Lighthouse is not installed: npm install (it is a dev dependency of the repository)');
  }
  if (!values['no-build']) {
    await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root });
  }
  const webDist = path.resolve(root, values.dist ?? 'web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: build the web app first (or drop --no-build)`);
  }
  const { startSystem } = /** @type {typeof import('@boonies/testing')} */ (
    require(path.join(root, 'libs/testing'))
  );

  console.log(
    `Starting the system (eight services and the gateway serving ${path.relative(root, webDist)})…`,
  );
  const system = await startSystem({
    label: 'lighthouse',
    env: { LOG_LEVEL: 'error', WEB_DIST_DIR: webDist },
  });
  const client = new pg.Client({ connectionString: system.databaseUrl });
  /** @type {Row[]} */
  const rows = [];
  const reportsDir = path.join(root, 'bench-results', 'lighthouse');
  let seeded;
  try {
    await client.connect();
    console.log('Seeding a signed-in skater through the API…');
    seeded = await seed(system, client);
    const pages = values.page ?? ['/', '/tricks', `/profile/${seeded.skater.id}`];
    // A fresh system's consumers settle for a few seconds after the last event: measure the page, not that.
    await sleep(3_000);
    mkdirSync(reportsDir, { recursive: true });
    console.log(
      `Lighthouse ${RUNS}× per page, default mobile settings; load average now ${loadAverage().join(' ')}`,
    );
    for (const page of pages) {
      /** @type {(ReturnType<typeof figuresOf> & { loadAverage1m: number, lhr: LighthouseResult })[]} */
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) {
        const url = `${system.baseUrl}${page}`;
        // Lighthouse now and then fails to record a trace (NO_NAVSTART); one more try in a fresh Chromium.
        const cookie = seeded.skater.cookie;
        const { lhr, load } = await audit(lighthouse, launch, url, cookie).catch((error) => {
          console.log(`  ${page} run ${index + 1}: ${error.message}; trying once more`);
          return audit(lighthouse, launch, url, cookie);
        });
        const figures = figuresOf(lhr);
        runs.push({ ...figures, loadAverage1m: load[0], lhr });
        console.log(
          `  ${page} run ${index + 1}: performance ${figures.performance}, FCP ${figures.fcpMs} ms, ` +
            `LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls} (load ${load.join(' ')})`,
        );
      }
      const of = (
        /** @type {'performance' | 'accessibility' | 'bestPractices' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'speedIndexMs' | 'benchmarkIndex'} */ key,
      ) => median(runs.map((one) => /** @type {number} */ (one[key])));
      // The run whose performance score is the median: its report is kept for its diagnostics.
      const representative = [...runs].sort((a, b) => a.performance - b.performance)[
        Math.floor(runs.length / 2)
      ];
      const name = page === '/' ? 'home' : page.split('/')[1];
      writeFileSync(path.join(reportsDir, `${name}.json`), JSON.stringify(representative.lhr));
      const loads = runs.map((one) => one.loadAverage1m);
      rows.push({
        page: page.startsWith('/profile/') ? '/profile/:id' : page,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        speedIndexMs: of('speedIndexMs'),
        loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
        benchmarkIndex: of('benchmarkIndex'),
        diagnostics: representative.diagnostics,
        runs: runs.map(({ lhr: _lhr, diagnostics: _diagnostics, ...figures }) => figures),
      });
    }
  } finally {
    await client.end().catch(() => undefined);
    await system.stop();
  }

  console.log('');
  printTable(rows);
  for (const row of rows) {
    console.log(`\n${row.page}: LCP element ${row.diagnostics.lcpElement ?? '(none)'}`);
    console.log(`  main thread ${row.diagnostics.mainThreadMs} ms, script ${row.diagnostics.bootupMs} ms`);
    for (const task of row.diagnostics.longTasks) console.log(`  long task ${task.ms} ms  ${task.url}`);
    for (const item of row.diagnostics.unusedJavaScriptKb) {
      console.log(`  unused JS ${item.unusedKb} of ${item.totalKb} KB  ${item.url}`);
    }
    if (row.diagnostics.failedAudits.length)
      console.log(`  failing: ${row.diagnostics.failedAudits.join(', ')}`);
  }
  const missed = rows.filter(
    (row) =>
      row.performance < TARGETS.performance ||
      row.accessibility < TARGETS.accessibility ||
      row.bestPractices < TARGETS.bestPractices,
  );
  console.log(
    `\nLoad average at the end ${loadAverage().join(' ')} on ${cpus().length} cores; ` +
      `targets: performance ≥ ${TARGETS.performance}, accessibility and best practices ${TARGETS.accessibility}` +
      (missed.length ? ` — missed on ${missed.map((row) => row.page).join(', ')}` : ' — met on every page'),
  );
  const { version } = require('lighthouse/package.json');
  writeResults(root, 'lighthouse', {
    at: new Date().toISOString(),
    lighthouse: version,
    chromium: CHROME_PATH,
    webDist: path.relative(root, webDist),
    settings: 'default mobile (simulated throttling: 150 ms RTT, 1.6 Mbit/s, CPU 4×; Moto G Power screen)',
    runsPerPage: RUNS,
    cores: cpus().length,
    seeded: { learnedTricks: seeded?.learned, posts: seeded?.posts },
    targets: TARGETS,
    pages: rows,
  });
  console.log(
    `Written to bench-results/lighthouse.json; median reports in ${path.relative(root, reportsDir)}/`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
