import { isDeepStrictEqual } from 'node:util';
import type { Locator, Page } from 'playwright-core';

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

/**
 * Waits until the page of the current route is on screen (its page header, an h1, reads `title`). The URL changes
 * before the new page renders (its code may still be loading), and until then the previous page is still there.
 */
export async function waitForPage(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Follows a sidebar link and waits for its page (path and title). */
export async function openFromSidebar(page: Page, link: string, path: string, title: string): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: link, exact: true }).click();
  await waitForPath(page, path);
  await waitForPage(page, title);
}

/** Fills and submits the register form (the page must be on /register); ends on /home, rendered. */
export async function registerThroughUi(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await waitForPath(page, '/home');
  await waitForPage(page, 'Home');
}

/** Fills and submits the login form (the page must be on /login); ends on /home. */
export async function signInThroughUi(
  page: Page,
  user: Pick<Credentials, 'email' | 'password'>,
  landing: { path: string; title: string } = { path: '/home', title: 'Home' },
): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Home, or the page the sign-in guard brought the user from.
  await waitForPath(page, landing.path);
  await waitForPage(page, landing.title);
}

/**
 * Polls `read` until it returns a value deep-equal to `expected` (waiting for a condition, not for a time); throws
 * with the last value read when `timeout` ms pass first.
 */
export async function waitForValue<T>(read: () => Promise<T>, expected: T, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      lastError = undefined;
      if (isDeepStrictEqual(last, expected)) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an Error's text is its name and message
      const seen = lastError ? `an error: ${String(lastError)}` : JSON.stringify(last);
      throw new Error(`${what}: expected ${JSON.stringify(expected)}, last saw ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether `target` has the keyboard focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === element.ownerDocument.activeElement);
}

/**
 * Deletes the row named `name` as a user does: its 'Delete <name>' button, then Delete in the confirmation it opens
 * ('Delete <name>?'), once the confirmation `says` this text when given (what goes with the row).
 */
export async function confirmDeletion(page: Page, name: string, says?: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: `Delete ${name}?` });
  if (says !== undefined) await confirmation.getByText(says).waitFor();
  await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
}

/** The texts of the cells (row header included) of the row of `table` whose row header reads `rowHeader`. */
export async function rowTexts(table: Locator, rowHeader: string): Promise<string[]> {
  const header = table.page().getByRole('rowheader', { name: rowHeader, exact: true });
  const row = table.getByRole('row').filter({ has: header });
  const texts = await row.locator(':scope > th, :scope > td').allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

/**
 * Waits until the row of `table` named `rowHeader` starts with the cells `expected` (the rest, e.g. actions, is
 * ignored; a `null` skips a cell, e.g. one holding an input).
 */
export async function waitForRow(table: Locator, rowHeader: string, expected: Array<string | null>): Promise<void> {
  await waitForValue(
    async () => {
      const texts = (await rowTexts(table, rowHeader)).slice(0, expected.length);
      return texts.map((text, index) => (expected[index] === null ? null : text));
    },
    expected,
    `row '${rowHeader}'`,
  );
}

/**
 * Waits for a toast (role alert) with this title and text, then dismisses it with a click (as people do; toasts sit
 * top right for 5 s, over the page header's buttons, which clicks would otherwise wait for).
 */
export async function waitForToast(page: Page, title: string, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: title }).filter({ hasText: text }).first();
  await toast.waitFor();
  await toast.click();
  await toast.waitFor({ state: 'detached' });
}

/**
 * A progress bar (e.g. of the home diet card): its value, its text for assistive technology, and what its block
 * shows (label, "current / goal unit" and the percentage).
 */
export async function progressBar(scope: Locator, label: string) {
  const bar = scope.getByRole('progressbar', { name: label, exact: true });
  const block = bar.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " macro-progress ")][1]');
  return {
    now: await bar.getAttribute('aria-valuenow'),
    text: await bar.getAttribute('aria-valuetext'),
    shown: (await block.innerText()).replace(/\s+/g, ' ').trim(),
  };
}
