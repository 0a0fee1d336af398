// Accessibility, checked by axe-core (WCAG 2.1 A and AA rules, colour contrast included) on every screen of the
// app with real data, on a desktop and a phone-sized screen, with the dialogs open too.
import type { Page } from 'playwright-core';
import { openSignedIn, registerThroughApi } from './support/api';
import { e2eTest, newUser, useApp } from './support/harness';
import { waitForPage } from './support/flows';
import { axeViolations } from './support/axe';

const app = useApp();

/** Every screen, each with what shows it is ready. */
const SCREENS: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/home', title: 'Home' },
  { path: '/meals', title: 'Daily Meals' },
  { path: '/routines', title: 'Treino ABC' },
  { path: '/routines/list', title: 'Routines' },
  { path: '/routines/new', title: 'Registering new routine' },
  { path: '/exercises/list', title: 'Exercises' },
  { path: '/exercises/new', title: 'Registering new exercise' },
  { path: '/tags/list', title: 'Tags' },
  { path: '/tags/new', title: 'Registering new tag' },
  { path: '/foods/list', title: 'Foods' },
  { path: '/foods/new', title: 'Registering new food' },
  { path: '/recipes/list', title: 'Recipes' },
  { path: '/recipes/new', title: 'Creating new Recipe' },
  { path: '/progress', title: 'Progress' },
  { path: '/account/data', title: 'Your data' },
  { path: '/account/settings', title: 'Account settings' },
];

async function checkEveryScreen(page: Page, baseUrl: string) {
  const found: string[] = [];
  const check = async (where: string) => {
    for (const line of await axeViolations(page)) found.push(`${where}: ${line}`);
  };

  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await page.getByRole('heading', { name: 'Fitness Manager' }).waitFor();
    await check(path);
  }

  const user = await registerThroughApi(baseUrl, newUser(), { populate: true });
  await openSignedIn(page, user, '/home');
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await waitForPage(page, screen.title);
    await page.waitForLoadState('networkidle');
    await check(screen.path);
  }

  // Dialogs: the goals, a meal entry (with its recent foods: the demo day is today), the calendar, the copy, a session exercise.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Edit goals' }).click();
  await page.getByRole('dialog').waitFor();
  await check('/home goals dialog');
  await page.keyboard.press('Escape');

  await page.goto('/meals');
  await page.getByRole('button', { name: 'Feed' }).first().click();
  await page.getByRole('dialog').waitFor();
  await check('/meals entry dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Pick a date' }).click();
  await page.getByRole('dialog').getByRole('grid').waitFor();
  await check('/meals calendar');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Copy from another day' }).click();
  await page
    .getByRole('dialog')
    .getByText(/entries|no entries/)
    .first()
    .waitFor();
  await check('/meals copy dialog');
  await page.keyboard.press('Escape');

  // A deletion's confirmation (every Delete asks first).
  await page.goto('/foods/list');
  await waitForPage(page, 'Foods');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await check('/foods/list delete confirmation');
  await page.keyboard.press('Escape');

  await page.goto('/routines');
  await page
    .getByRole('button', { name: /^Add exercise to/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await check('/routines session exercise dialog');

  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await page.getByRole('dialog').waitFor();
  await check('/account/settings delete dialog');
  await page.keyboard.press('Escape');

  expect(found).toEqual([]);
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  e2eTest(app, 'every screen and dialog on a desktop screen', (page, baseUrl) => checkEveryScreen(page, baseUrl));
  e2eTest(app, 'every screen and dialog on a phone-sized screen', (page, baseUrl) => checkEveryScreen(page, baseUrl), {
    viewport: { width: 375, height: 740 },
  });
});
