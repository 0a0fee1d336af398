// "Every action is reachable by keyboard": a session driven by the keyboard alone, in Chromium — sign in, the skip
// link, the sidebar, a food created and deleted, a meal entry added through the dialog (focus trapped, Escape
// closes it and gives the focus back), and 'Done!' on home.
import type { Locator, Page } from 'playwright-core';
import { registerThroughApi } from './support/api';
import { isFocused, waitForPage, waitForPath, waitForRow, waitForToast, waitForValue } from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (!(await isFocused(target))) throw new Error(`Tab never reached ${String(target)}`);
}

/** Tabs to a field and types into it. */
/** Tabs to a field and types over what it holds (the entry dialog prefills the quantity with the serving). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

describe('keyboard only', () => {
  e2eTest(app, 'sign in, navigate, create and delete a food, feed a meal and press Done! without a mouse', async (page, baseUrl) => {
    const user = await registerThroughApi(baseUrl, newUser(), { populate: true });

    // Sign in.
    await page.goto('/login');
    await typeInto(page, page.getByLabel('Email'), user.email);
    await typeInto(page, page.getByLabel('Password'), user.password);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/home');
    await waitForPage(page, 'Home');

    // The first Tab stop is the skip link; it moves the focus to the page.
    await page.goto('/home');
    await waitForPage(page, 'Home');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await isFocused(skip)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isFocused(page.getByRole('main'))).toBe(true);

    // 'Done!' on home moves the current session on.
    const training = page.getByRole('region', { name: 'Training', exact: true });
    await training.getByText('A - Peitoral', { exact: true }).waitFor();
    await tabTo(page, training.getByRole('button', { name: 'Done!' }));
    await page.keyboard.press('Enter');
    await training.getByText('B - Dorsais', { exact: true }).waitFor();

    // The sidebar, back from the page with Shift+Tab.
    await tabTo(page, page.getByRole('link', { name: 'Foods', exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    await waitForPath(page, '/foods/list');
    await waitForPage(page, 'Foods');

    // A new food through the form.
    await tabTo(page, page.getByRole('link', { name: 'New', exact: true }));
    await page.keyboard.press('Enter');
    await waitForPage(page, 'Registering new food');
    await typeInto(page, page.getByLabel('Name', { exact: true }), 'Tapioca');
    await typeInto(page, page.getByLabel('Serving', { exact: true }), '100');
    await tabTo(page, page.getByLabel('Unit', { exact: true }));
    await page.keyboard.press('ArrowDown'); // g → ml
    expect(await page.getByLabel('Unit', { exact: true }).inputValue()).toBe('ML');
    await typeInto(page, page.getByLabel('Carbohydrates', { exact: true }), '54,1');
    await typeInto(page, page.getByLabel('Proteins', { exact: true }), '0');
    await typeInto(page, page.getByLabel('Fats', { exact: true }), '0');
    await typeInto(page, page.getByLabel('Calories', { exact: true }), '240');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Success', 'Tapioca was successfully created.');
    await waitForPath(page, '/foods/list');

    // Find it with the search box, then delete it: it asks first (Cancel has the focus, Escape gives it back to
    // Delete), and after the deletion the focus stays on the list, not lost.
    await typeInto(page, page.getByLabel('Search foods'), 'tapi');
    const foods = page.getByRole('table', { name: /Foods/ });
    await waitForRow(foods, 'Tapioca', ['Tapioca', '100 ml', '54,1', '0', '0', '240', null]);
    await tabTo(page, page.getByRole('button', { name: 'Delete Tapioca' }));
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('dialog', { name: 'Delete Tapioca?' });
    await confirmation.waitFor();
    await waitForValue(() => isFocused(confirmation.getByRole('button', { name: 'Cancel' })), true, 'the confirmation focus');
    await page.keyboard.press('Escape');
    await confirmation.waitFor({ state: 'detached' });
    await waitForValue(() => isFocused(page.getByRole('button', { name: 'Delete Tapioca' })), true, 'the focus after Escape');
    await page.keyboard.press('Enter');
    await confirmation.waitFor();
    await page.keyboard.press('Shift+Tab');
    await waitForValue(
      () => isFocused(confirmation.getByRole('button', { name: 'Delete', exact: true })),
      true,
      'the confirmation Delete button',
    );
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Deletion succeed', 'Tapioca was successfully deleted.');
    const focusedTag = await page.evaluate<string>('document.activeElement ? document.activeElement.tagName : ""');
    expect(focusedTag).not.toBe('BODY');

    // A meal entry through the dialog: focus inside it, trapped, Escape closes it and returns the focus.
    await tabTo(page, page.getByRole('link', { name: 'Daily Meals', exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    await waitForPage(page, 'Daily Meals');
    const dinner = page.getByRole('region', { name: 'Janta' });
    const feed = dinner.getByRole('button', { name: /Feed/ });
    await tabTo(page, feed);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add to your meal' });
    await dialog.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(feed)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const food = dialog.getByRole('combobox', { name: 'Food' });
    await tabTo(page, food);
    await page.keyboard.type('Ovo');
    await page.keyboard.press('Enter'); // picks the highlighted option
    await typeInto(page, dialog.getByRole('textbox', { name: 'Quantity' }), '2');
    await tabTo(page, dialog.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Success', 'Ovo was successfully added.');
    // The demo's egg: 1 un. = 1 g carbohydrates, 6 g proteins, 6 g fats, 80 kcal.
    await waitForRow(dinner.getByRole('table'), 'Ovo', ['Ovo', '2 un.', '2', '12', '12', '160', null]);
  });
});
