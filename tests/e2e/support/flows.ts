import type { Page } from 'playwright-core';

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

/** Path part of the page's URL. */
export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the app's client-side router has moved to `path`. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Waits until the router is at `section` or below it (`/foods` may redirect to `/foods/list`). */
export async function waitForSection(page: Page, section: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === section || url.pathname.startsWith(`${section}/`));
}

/** Fills and submits the register form (the page must be on /register); ends on /home. */
export async function registerThroughUi(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await waitForPath(page, '/home');
}

/** Fills and submits the login form (the page must be on /login); ends on /home. */
export async function signInThroughUi(page: Page, user: Pick<Credentials, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(page, '/home');
}
