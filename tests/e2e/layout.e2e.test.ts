// Issue "End to end (Chromium, built app, real server)": the sidebar on a phone-sized screen.
import type { Page } from 'playwright-core';
import { localIsoDate, openSignedIn, registerThroughApi } from './support/api';
import { e2eTest, newUser, useApp } from './support/harness';
import { registerThroughUi, waitForPath, waitForSection } from './support/flows';

const app = useApp();

describe('layout on a phone', () => {
  e2eTest(
    app,
    'the sidebar is collapsed, the menu toggle opens it, and following a link collapses it again',
    async (page) => {
      await page.goto('/register');
      await registerThroughUi(page, newUser());

      const sidebar = page.getByRole('complementary');
      const toggle = page.getByRole('button', { name: 'Toggle menu' });
      const foods = sidebar.getByRole('link', { name: 'Foods', exact: true });
      const home = sidebar.getByRole('link', { name: 'Home', exact: true });

      // Collapsed: the brand and the toggle show, the menu links do not.
      await sidebar.getByRole('heading', { name: 'Fitness Manager' }).waitFor();
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await home.isVisible()).toBe(false);
      expect(await foods.isVisible()).toBe(false);

      // The toggle opens it.
      await toggle.click();
      await foods.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await home.isVisible()).toBe(true);

      // A link navigates, and the menu collapses again.
      await foods.click();
      await waitForSection(page, '/foods');
      await foods.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await home.isVisible()).toBe(false);

      // And it opens again on demand.
      await toggle.click();
      await home.waitFor({ state: 'visible' });
      await home.click();
      await waitForPath(page, '/home');
      await home.waitFor({ state: 'hidden' });
    },
    { viewport: { width: 375, height: 700 } },
  );

  e2eTest(
    app,
    'on a 320 px screen nothing scrolls sideways: stacked meal and food cards, the calendar dialog',
    async (page) => {
      await page.goto('/register');
      await page.getByLabel("I'd like to populate my account with demo data").check();
      await registerThroughUi(page, newUser());
      /** How far the page, or any dialog, is wider than its box (0: nothing to scroll sideways). */
      const overflow = () =>
        // A string expression: it runs in the page (this project's type check has no DOM types).
        page.evaluate<number>(`Math.max(
          document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ...Array.from(document.querySelectorAll('[role="dialog"], .table-scroll'), (box) => box.scrollWidth - box.clientWidth),
        )`);

      await page.goto('/meals');
      await page.getByRole('region', { name: 'Almoço' }).getByRole('rowheader', { name: 'Arroz' }).waitFor();
      expect(await overflow()).toBe(0);

      await page.getByRole('button', { name: 'Pick a date' }).click();
      await page.getByRole('dialog', { name: 'Pick a date' }).getByRole('grid').waitFor();
      expect(await overflow()).toBe(0);
      await page.keyboard.press('Escape');

      await page.goto('/foods/list');
      await page.getByRole('rowheader', { name: 'Arroz' }).waitFor();
      expect(await overflow()).toBe(0);
    },
    { viewport: { width: 320, height: 640 } },
  );
});

/**
 * The row actions' buttons of every table on the page that sit outside their own cell (over a neighbouring cell's
 * figures: the meals table in Portuguese at 1280 px did that), as "table row: button" lines. Empty: all inside.
 */
async function actionsOutsideTheirCells(page: Page): Promise<string[]> {
  // A string expression: it runs in the page (this project's type check has no DOM types).
  return page.evaluate<string[]>(`Array.from(document.querySelectorAll('td.data-table__actions')).flatMap((cell) => {
    const box = cell.getBoundingClientRect();
    const row = cell.closest('tr');
    const neighbours = Array.from(row.children).filter((other) => other !== cell).map((other) => other.getBoundingClientRect());
    const name = (row.querySelector('th') || row).textContent.trim().slice(0, 30);
    return Array.from(cell.querySelectorAll('.button')).flatMap((button) => {
      const b = button.getBoundingClientRect();
      const inside = b.left >= box.left - 0.5 && b.right <= box.right + 0.5 && b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5;
      const overlaps = neighbours.some((n) => b.left < n.right - 0.5 && b.right > n.left + 0.5 && b.top < n.bottom - 0.5 && b.bottom > n.top + 0.5);
      return inside && !overlaps ? [] : [name + ': ' + button.textContent.trim() + ' ' + JSON.stringify([b.left, b.right, box.left, box.right])];
    });
  })`);
}

describe('row actions in Portuguese, the longer language', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    e2eTest(
      app,
      `keep their buttons inside their cells on every table with row actions (${viewport.width} px)`,
      async (page, baseUrl) => {
        const today = localIsoDate();
        const user = await registerThroughApi(baseUrl, newUser(), { populate: true, today });
        await user.call(
          `mutation Weight($input: BodyWeightInput!, $today: LocalDate!) { setBodyWeight(input: $input, today: $today) { trend { change } } }`,
          { input: { date: today, weight: '81.35' }, today },
        );
        const { activeRoutine } = await user.call<{ activeRoutine: { id: number } }>('query { activeRoutine { id } }');

        const pages: Array<[string, string]> = [
          ['/meals', 'Refeições do dia'],
          ['/foods/list', 'Alimentos'],
          ['/recipes/list', 'Receitas'],
          ['/tags/list', 'Tags'],
          ['/exercises/list', 'Exercícios'],
          ['/routines/list', 'Rotinas'],
          [`/routines/${activeRoutine.id}`, ''],
          ['/progress', 'Progresso'],
        ];
        await openSignedIn(page, user, '/home');
        for (const [path, title] of pages) {
          await page.goto(path);
          if (title) await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
          await page.locator('td.data-table__actions .button').first().waitFor();
          expect({ path, outside: await actionsOutsideTheirCells(page) }).toEqual({ path, outside: [] });
        }
      },
      { viewport, locale: 'pt-BR' },
    );
  }
});
