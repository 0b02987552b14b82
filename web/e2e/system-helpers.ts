import { queryDatabase as queryOn, type RunningSystem } from '@boonies/testing';
import {
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { emailOf, PASSWORD, signUp } from './account';

/** Reads the running system's database directly: where a journey checks what the server stored. */
export function queryDatabase(
  system: RunningSystem,
  sql: string,
  params: unknown[],
): Promise<Record<string, unknown>[]> {
  return queryOn(system.databaseUrl, sql, params);
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

/** A skater on a phone, signed up from the sign-up card, once `copyTable` (a service's copy of users) has them. */
export async function signedUpSkater(
  system: RunningSystem,
  browser: Browser,
  label: string,
  copyTable: 'messaging.users' | 'posts.authors',
): Promise<{ page: Page; username: string; id: string }> {
  const page = await phonePage(browser);
  const username = `${label}${Date.now()}`;
  await signUp(page, system.baseUrl, username);
  await page.waitForURL(`${system.baseUrl}/`);
  const [row] = await queryDatabase(system, 'SELECT id FROM auth.users WHERE email = $1', [
    emailOf(username),
  ]);
  const id = String(row.id);
  await waitUntil(
    system,
    async () =>
      (await queryDatabase(system, `SELECT 1 FROM ${copyTable} WHERE user_id = $1`, [id])).length > 0,
    `${username} in ${copyTable}`,
  );
  return { page, username, id };
}

/** Calls the API from the page, as the app does (its session cookie, its request header). */
export async function callFromPage(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { id?: string; posts?: unknown[] } | null }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'boonies' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}
