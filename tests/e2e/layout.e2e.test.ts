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
});
