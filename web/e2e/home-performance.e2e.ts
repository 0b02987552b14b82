import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser } from 'playwright-core';
import { queryDatabase, signedInContext, signUpByApi, waitUntil, type ApiAccount } from './system-helpers';

/**
 * A cold load of the home feed as a signed-in skater on a slow phone's CPU (4× throttled), measured
 * with the browser's own Performance API, the way Lighthouse's lab figures are.
 */

/**
 * Regression budgets: what this 2-core machine measures (medians of three cold loads, quiet: FCP 1.4–1.6 s,
 * LCP 2.5–3.0 s, TBT 0.9–1.3 s, 267 KB) with headroom for its noise. Lighthouse calls FCP ≤ 1.8 s,
 * LCP ≤ 2.5 s and TBT ≤ 200 ms good: the paint and blocking figures are not there yet, and the log line
 * says how far off they are.
 */
const BUDGETS = {
  firstContentfulPaintMs: 2_500,
  largestContentfulPaintMs: 4_000,
  totalBlockingTimeMs: 2_000,
  transferKb: 400,
};

const LAST_POST = 'Rain delay, back at 4';

/** Main-thread work past 50 ms blocks input: Lighthouse's total blocking time sums those excesses. */
const LONG_TASK_MS = 50;

/** Cold loads per check: the median of a few, as lab tools report, so one noisy load neither fails nor passes it. */
const LOADS = 3;

interface HomeLoadFigures {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  longTasks: number;
  transferKb: number;
  requests: number;
}

describe('home page performance', () => {
  let system: RunningSystem;
  let browser: Browser;
  let skater: ApiAccount;
  let friend: ApiAccount;

  beforeAll(async () => {
    system = await startSystem({ label: 'web_home_perf' });
    browser = await launchBrowser();
    // The skater follows a friend whose posts fill the Following tab, the one home opens on.
    skater = await signUpByApi(system, `perf${Date.now()}`);
    friend = await signUpByApi(system, `perffriend${Date.now()}`);
    await waitUntil(
      system,
      async () =>
        (
          await queryDatabase(system, 'SELECT 1 FROM posts.authors WHERE user_id = ANY($1)', [
            [skater.id, friend.id],
          ])
        ).length === 2,
      'both skaters in the posts service',
    );
    await skater.call('POST', '/api/follows', { followingId: friend.id });
    for (const content of ['Morning session in the bowl', 'Kickflips on the flat bar', LAST_POST]) {
      await friend.call('POST', '/api/posts', { content });
    }
    // A fresh system is busy for a while (the catalogue's events flow to every service's projections):
    // measure the page, not the start-up.
    await waitUntil(
      system,
      () => systemSettled(system),
      'every outbox published and the catalogue projected',
      120_000,
    );
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await skater?.api.dispose();
    await friend?.api.dispose();
    await system?.stop();
  });

  /** One cold load (a new context, so nothing is cached) measured with the browser's Performance API. */
  async function coldLoad(): Promise<HomeLoadFigures> {
    const context = await signedInContext(browser, skater, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // Observers set up before the page's first script, so no long task or paint goes unseen.
    await page.addInitScript((longTaskMs) => {
      const figures = { lcp: 0, blocking: 0, longTasks: 0 };
      (window as unknown as { __homeLoad: typeof figures }).__homeLoad = figures;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) figures.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          figures.longTasks += 1;
          figures.blocking += Math.max(0, entry.duration - longTaskMs);
        }
      }).observe({ type: 'longtask', buffered: true });
    }, LONG_TASK_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto(`${system.baseUrl}/`);
    await page.getByRole('article').filter({ hasText: LAST_POST }).waitFor();
    // Let the last paint and any trailing long task be reported before reading the figures.
    await page.waitForTimeout(1_000);

    const figures: HomeLoadFigures = await page.evaluate(() => {
      const load = (window as unknown as { __homeLoad: { lcp: number; blocking: number; longTasks: number } })
        .__homeLoad;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ] as PerformanceResourceTiming[];
      const bytes = entries.reduce((sum, entry) => sum + entry.transferSize, 0);
      return {
        firstContentfulPaintMs: Math.round(fcp),
        largestContentfulPaintMs: Math.round(load.lcp),
        totalBlockingTimeMs: Math.round(load.blocking),
        longTasks: load.longTasks,
        transferKb: Math.round(bytes / 1024),
        requests: entries.length,
      };
    });
    await context.close();
    return figures;
  }

  it('paints and becomes usable within budget on a 4× slower CPU', async () => {
    const loads: HomeLoadFigures[] = [];
    for (let run = 0; run < LOADS; run += 1) loads.push(await coldLoad());
    const figures = medianOf(loads);
    console.log(
      [
        `Home page, cold load, CPU 4× slower (median of ${LOADS}):`,
        `  first contentful paint   ${figures.firstContentfulPaintMs} ms (budget ${BUDGETS.firstContentfulPaintMs})`,
        `  largest contentful paint ${figures.largestContentfulPaintMs} ms (budget ${BUDGETS.largestContentfulPaintMs})`,
        `  total blocking time      ${figures.totalBlockingTimeMs} ms in ${figures.longTasks} long tasks (budget ${BUDGETS.totalBlockingTimeMs})`,
        `  transferred              ${figures.transferKb} KB in ${figures.requests} requests (budget ${BUDGETS.transferKb})`,
      ].join('\n'),
    );

    for (const load of loads) {
      expect(load.firstContentfulPaintMs).toBeGreaterThan(0);
      expect(load.largestContentfulPaintMs).toBeGreaterThanOrEqual(load.firstContentfulPaintMs);
    }
    expect(figures.firstContentfulPaintMs).toBeLessThan(BUDGETS.firstContentfulPaintMs);
    expect(figures.largestContentfulPaintMs).toBeLessThan(BUDGETS.largestContentfulPaintMs);
    expect(figures.totalBlockingTimeMs).toBeLessThan(BUDGETS.totalBlockingTimeMs);
    expect(figures.transferKb).toBeLessThan(BUDGETS.transferKb);
  });
});

/** Every figure's median over the loads. */
function medianOf(loads: HomeLoadFigures[]): HomeLoadFigures {
  const median = (figure: keyof HomeLoadFigures) => {
    const sorted = loads.map((load) => load[figure]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return {
    firstContentfulPaintMs: median('firstContentfulPaintMs'),
    largestContentfulPaintMs: median('largestContentfulPaintMs'),
    totalBlockingTimeMs: median('totalBlockingTimeMs'),
    longTasks: median('longTasks'),
    transferKb: median('transferKb'),
    requests: median('requests'),
  };
}

/** Nothing left in any service's outbox, and the posts service knows the whole trick catalogue. */
async function systemSettled(system: RunningSystem): Promise<boolean> {
  const schemas = await queryDatabase(
    system,
    `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'outbox'`,
    [],
  );
  for (const { schema } of schemas) {
    const pending = await queryDatabase(
      system,
      `SELECT 1 FROM "${String(schema)}".outbox WHERE published_at IS NULL LIMIT 1`,
      [],
    );
    if (pending.length > 0) return false;
  }
  const [{ tricks }] = await queryDatabase(system, 'SELECT count(*)::int AS tricks FROM posts.tricks', []);
  return Number(tricks) >= 400;
}
