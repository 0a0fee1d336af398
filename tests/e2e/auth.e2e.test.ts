// Issue "End to end (Chromium, built app, real server)": sign-up, sign-out, sign-in and the sign-in guard.
import { openSignedIn, registerThroughApi } from './support/api';
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

  e2eTest(app, 'a token the server refuses ends the session, and /login says it expired', async (page, baseUrl) => {
    const user = await registerThroughApi(baseUrl, newUser());
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    // The same payload under another signature: the client cannot tell, the server refuses it.
    const forged = user.token.replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
    await openSignedIn(page, { token: forged }, '/foods/list');

    await waitForPath(page, '/login');
    await page.getByRole('alert').filter({ hasText: 'Your session has expired. Please sign in again.' }).waitFor();
    expect(await page.evaluate("localStorage.getItem('access_token')")).toBeNull();
    // The queries cut short on the way out (the Apollo store is cleared) leave no error behind.
    expect(pageErrors).toEqual([]);

    // A wrong password is the sign-in's own refusal: it is shown, and nothing else happens.
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    expect(pathname(page)).toBe('/login');

    // Signing in goes back to the page the session ended on.
    await signInThroughUi(page, user, { path: '/foods/list', title: 'Foods' });
  });

  e2eTest(app, 'a password changed on another device ends the session here, and /login says why', async (page, baseUrl) => {
    const user = await registerThroughApi(baseUrl, newUser());
    await openSignedIn(page, user, '/home');
    const foods = page.getByRole('complementary').getByRole('link', { name: 'Foods', exact: true });
    await foods.waitFor();
    const newPassword = `${user.password}-changed`;
    // Elsewhere (another device, through the API): this page's token is now of an older password.
    await user.call(
      `mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { accessToken } }`,
      { current: user.password, next: newPassword },
    );

    await foods.click();
    await waitForPath(page, '/login');
    await page
      .getByRole('alert')
      .filter({ hasText: 'You were signed out because your password was changed. Please sign in again.' })
      .waitFor();
    expect(await page.evaluate("localStorage.getItem('access_token')")).toBeNull();
    // The new password signs in, back to the page the session ended on.
    await signInThroughUi(page, { ...user, password: newPassword }, { path: '/foods/list', title: 'Foods' });
  });

  e2eTest(app, 'a link opened signed out leads to /login, then to that page', async (page, baseUrl) => {
    const user = await registerThroughApi(baseUrl, newUser());
    await page.goto('/account/data?from=link');
    await waitForPath(page, '/login');
    await signInThroughUi(page, user, { path: '/account/data', title: 'Your data' });
    expect(new URL(page.url()).search).toBe('?from=link');
  });

  e2eTest(app, 'account settings: change the email, then delete the account; /login confirms it', async (page, baseUrl) => {
    const user = await registerThroughApi(baseUrl, newUser(), { populate: true });
    await openSignedIn(page, user, '/home');
    await page.getByRole('complementary').getByRole('link', { name: 'Account settings', exact: true }).click();
    await waitForPath(page, '/account/settings');

    const email = page.getByRole('region', { name: 'Change email' });
    const newEmail = `new-${user.email}`;
    await email.getByLabel('New email').fill(newEmail);
    await email.getByLabel('Password').fill(user.password);
    await email.getByRole('button', { name: 'Change email' }).click();
    await email.getByText(`Current email: ${newEmail}`).waitFor();

    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await waitForPath(page, '/login');
    await page.getByText('Your account and all its data were deleted. Thank you for training with us.').waitFor();
    expect(await page.evaluate("localStorage.getItem('access_token')")).toBeNull();

    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
  });
});
