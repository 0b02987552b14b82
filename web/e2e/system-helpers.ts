import type { RunningSystem } from '@boonies/testing';
import { Client } from 'pg';
import {
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { emailOf, PASSWORD } from './account';

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

/** An account driven over HTTP: seeds data quickly and hands its session cookie to browser contexts. */
export interface ApiAccount {
  id: string;
  username: string;
  api: APIRequestContext;
  /** Fails with the answer's body unless the call succeeds; returns its JSON, if any. */
  call(method: string, path: string, body?: unknown): Promise<unknown>;
  /** Signs in again: a new session carries flags changed in the database (e.g. admin). */
  signInAgain(): Promise<void>;
}

/** Signs a new account up through the API, with the app's own CSRF header. */
export async function signUpByApi(system: RunningSystem, username: string): Promise<ApiAccount> {
  const api = await request.newContext({
    baseURL: system.baseUrl,
    extraHTTPHeaders: { 'X-Requested-With': 'boonies' },
  });
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await api.fetch(path, { method, data: body });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  const user = (await call('POST', '/api/auth/signup', {
    email: emailOf(username),
    username,
    password: PASSWORD,
  })) as { id: string };
  return {
    id: user.id,
    username,
    api,
    call,
    signInAgain: async () => {
      await call('POST', '/api/auth/signin', { email: emailOf(username), password: PASSWORD });
    },
  };
}

/** A browser context signed in as the account, sharing its session cookie. */
export async function signedInContext(
  browser: Browser,
  account: ApiAccount,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  return browser.newContext({ ...options, storageState: await account.api.storageState() });
}
