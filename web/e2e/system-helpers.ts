import type { RunningSystem } from '@boonies/testing';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';

/** Reads the running system's database directly: where a journey checks what the server stored. */
export async function queryDatabase(
  system: RunningSystem,
  sql: string,
  params: unknown[],
): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Waits for a projection another service fills from events; on timeout, shows the system's last logs. */
export async function waitUntil(
  system: RunningSystem,
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}\n${system.logs().slice(-4000)}`);
}

/** A phone at the park: its own browser context, so each skater has their own cookies. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}
