// Issue "End to end (Chromium, built app, real server)": sign-up, sign-out, sign-in and the sign-in guard.
import { e2eTest, newUser, useApp } from './support/harness';
import { pathname, registerThroughUi, signInThroughUi, waitForPath } from './support/flows';

const app = useApp();

describe('authentication', () => {
  e2eTest(app, 'register lands on /home in the layout; logout; login again with the same credentials', async (page) => {
    const user = newUser();

    // From the login page to the register page through its link.
    await page.goto('/login');
    await page.getByRole('link', { name: "Don't have an account yet? Register now!" }).click();
    await waitForPath(page, '/register');

    // The register form: its fields, labels and texts.
    expect(await page.getByLabel('Name').getAttribute('placeholder')).toBe('Name');
    expect(await page.getByLabel('Email').getAttribute('placeholder')).toBe('Email');
    expect(await page.getByLabel('Password').getAttribute('placeholder')).toMatch(/insecure/i);
    await page.getByRole('link', { name: 'Already have an account? Login here!' }).waitFor();

    await registerThroughUi(page, user);

    // Inside the layout: the sidebar with its brand heading and the Home link.
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('heading', { name: 'Fitness Manager' }).waitFor();
    await sidebar.getByRole('link', { name: 'Home', exact: true }).waitFor();
    for (const label of ['Routines', 'Exercises', 'Tags', 'Daily Meals', 'Recipes', 'Foods']) {
      expect(await sidebar.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    // A wide screen shows the whole sidebar: no menu toggle.
    expect(await page.getByRole('button', { name: 'Toggle menu' }).count()).toBe(0);

    // Logout ends the session and the guard sends us to /login.
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate("localStorage.getItem('access_token')")).toBeNull();

    // The login form, then signing in with the same credentials.
    expect(await page.getByLabel('Email').getAttribute('placeholder')).toBe('Email');
    expect(await page.getByLabel('Password').getAttribute('placeholder')).toBe('Password');
    await signInThroughUi(page, user);
    await page.getByRole('complementary').getByRole('link', { name: 'Home', exact: true }).waitFor();

    // The session survives a reload.
    await page.reload();
    await page.getByRole('complementary').getByRole('heading', { name: 'Fitness Manager' }).waitFor();
    expect(pathname(page)).toBe('/home');
  });

  e2eTest(app, 'an anonymous visit to /foods lands on /login', async (page) => {
    await page.goto('/foods');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('complementary').count()).toBe(0);
  });
});
