import type { Locator, Page } from 'playwright-core';

export const PASSWORD = 'kickflip-123';

export function emailOf(username: string): string {
  return `${username}@example.com`;
}

/** Creates an account from the sign-up card; the app then goes home, signed in. */
export async function signUp(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL('**/auth');
  await page
    .getByRole('button', { name: /sign up/i })
    .last()
    .click();
  const submit = page.getByRole('button', { name: /create account|sign up/i }).first();
  // On a loaded machine the card can re-render while it is being filled in and lose a field (the button
  // stays disabled until every field has a value): fill it in again until the form holds all of them.
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel(/^email/i).fill(emailOf(username));
    await page.getByLabel(/^username/i).fill(username);
    // Exactly "Password": the strength meter under the field is labelled "Password strength".
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/^confirm password/i).fill(PASSWORD);
    if (await becomesEnabled(submit, 3_000)) break;
    if (attempt === 3) throw new Error('The sign-up form kept its button disabled after three fill-ins');
  }
  await submit.click();
}

async function becomesEnabled(button: Locator, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await button.isEnabled()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Signs in from /auth with the journey's password. */
export async function signIn(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel(/^email/i).fill(emailOf(username));
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Logs out from the account menu; the app shows the sign-in card. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await page.waitForURL('**/auth');
}
