// Issue "End to end (Chromium, built app, real server)": the sidebar on a phone-sized screen.
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
