import type { Page } from 'playwright-core';

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
  await page.getByLabel(/^email/i).fill(emailOf(username));
  await page.getByLabel(/^username/i).fill(username);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByLabel(/^confirm password/i).fill(PASSWORD);
  await page
    .getByRole('button', { name: /create account|sign up/i })
    .first()
    .click();
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
