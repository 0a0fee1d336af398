// Issue 3 "Foods and recipes, end to end", its end-to-end bullet: two foods typed with decimal commas, a recipe from
// both with edited quantities, the numbers of both lists against hand-computed values, the refused deletion of a
// food a recipe uses, editing and deleting the recipe, then deleting the food.
import type { Page } from 'playwright-core';
import { openSignedIn, registerThroughApi } from './support/api';
import { confirmDeletion, openFromSidebar, waitForPath, waitForRow, waitForToast, waitForValue } from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

interface TypedFood {
  name: string;
  serving: string;
  carbohydrates: string;
  proteins: string;
  fats: string;
  calories: string;
}

/** Fills the food form (on /foods/new) as typed text and submits it; ends back on the list. */
async function createFoodThroughForm(page: Page, food: TypedFood): Promise<void> {
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await waitForPath(page, '/foods/new');
  await page.getByRole('heading', { name: 'Registering new food' }).waitFor();
  // A new food is in grams (the first unit).
  expect(await page.getByLabel('Unit', { exact: true }).inputValue()).toBe('G');
  await page.getByLabel('Name', { exact: true }).fill(food.name);
  await page.getByLabel('Serving', { exact: true }).fill(food.serving);
  for (const field of ['Carbohydrates', 'Proteins', 'Fats', 'Calories'] as const) {
    const input = page.getByLabel(field, { exact: true });
    await input.fill(food[field.toLowerCase() as keyof TypedFood]);
    // The mask keeps what was typed, decimal comma included.
    expect(await input.inputValue()).toBe(food[field.toLowerCase() as keyof TypedFood]);
  }
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await waitForToast(page, 'Success', `${food.name} was successfully created.`);
  await waitForPath(page, '/foods/list');
}

describe('foods and recipes', () => {
  e2eTest(app, 'foods and a recipe with decimal commas: lists, a refused deletion, edit, delete', async (page, url) => {
    const user = await registerThroughApi(url, newUser());
    await openSignedIn(page, user, '/foods');
    await waitForPath(page, '/foods/list');
    await page.getByText("You haven't registered any food yet.").waitFor();

    // Two foods, typed with decimal commas.
    await createFoodThroughForm(page, {
      name: 'Banana',
      serving: '100',
      carbohydrates: '23,9',
      proteins: '1,4',
      fats: '0,3',
      calories: '92',
    });
    await createFoodThroughForm(page, {
      name: 'Whey Isolado',
      serving: '30',
      carbohydrates: '0,5',
      proteins: '27,5',
      fats: '0,5',
      calories: '112,5',
    });

    // The foods list shows them as typed (decimal comma, serving with its unit), ordered by name.
    const foods = page.getByRole('region', { name: 'Foods' });
    await waitForRow(foods, 'Banana', ['Banana', '100 g', '23,9', '1,4', '0,3', '92']);
    await waitForRow(foods, 'Whey Isolado', ['Whey Isolado', '30 g', '0,5', '27,5', '0,5', '112,5']);
    expect(await foods.getByRole('rowheader').allInnerTexts()).toEqual(['Banana', 'Whey Isolado']);

    // A recipe from both, with edited quantities.
    await openFromSidebar(page, 'Recipes', '/recipes/list', 'Recipes');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await waitForPath(page, '/recipes/new');
    await page.getByRole('heading', { name: 'Creating new Recipe' }).waitFor();
    // A new recipe is served in units ('un.').
    expect(await page.getByLabel('Unit', { exact: true }).inputValue()).toBe('UN');
    await page.getByLabel('Name', { exact: true }).fill('Vitamina');
    await page.getByLabel('Serving', { exact: true }).fill('2');

    const foodsSelect = page.getByLabel('Foods', { exact: true });
    for (const name of ['Banana', 'Whey Isolado']) {
      await foodsSelect.fill(name);
      await page.getByRole('option', { name, exact: true }).click();
    }
    await foodsSelect.press('Escape');

    // A selected food starts with its serving as quantity.
    const banana = page.getByLabel('Quantity of Banana', { exact: true });
    const whey = page.getByLabel('Quantity of Whey Isolado', { exact: true });
    expect(await banana.inputValue()).toBe('100');
    expect(await whey.inputValue()).toBe('30');
    await banana.fill('150');
    await whey.fill('45,5');

    // What each quantity holds is value ÷ serving × quantity, rounded to 3 decimals:
    //   Banana 150 g:     carbs 23,9/100×150 = 35,85      proteins 1,4/100×150 = 2,1
    //                     fats 0,3/100×150 = 0,45         calories 92/100×150 = 138
    //   Whey 45,5 g:      carbs 0,5/30×45,5 = 0,758333…   proteins 27,5/30×45,5 = 41,708333…
    //                     fats 0,5/30×45,5 = 0,758333…    calories 112,5/30×45,5 = 170,625
    // One serving of the recipe (the totals row, and the recipes list) is their exact sum, rounded at the end:
    //   carbs 36,608333… → 36,608   proteins 43,808333… → 43,808   fats 1,208333… → 1,208   calories 308,625
    // (the list multiplies the per-unit values, sum ÷ serving 2, by the serving 2: the serving does not change it).
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await waitForRow(ingredients, 'Banana', ['Banana', null, '35,85', '2,1', '0,45', '138']);
    await waitForRow(ingredients, 'Whey Isolado', ['Whey Isolado', null, '0,758', '41,708', '0,758', '170,625']);
    // The calories column shows calories (the old client showed the proteins there).
    await waitForRow(ingredients, 'Total per serving', ['Total per serving', '36,608', '43,808', '1,208', '308,625']);

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await waitForToast(page, 'Success', 'Vitamina was successfully created.');
    await waitForPath(page, '/recipes/list');
    const recipes = page.getByRole('region', { name: 'Recipes' });
    await waitForRow(recipes, 'Vitamina', ['Vitamina', '2 un.', '36,608', '43,808', '1,208', '308,625']);

    // A food used by a recipe can't be deleted: one 'Deletion failed' toast, and the food stays.
    await openFromSidebar(page, 'Foods', '/foods/list', 'Foods');
    await confirmDeletion(page, 'Whey Isolado');
    await waitForToast(page, 'Deletion failed', "You can't delete a food with recipes associated.");
    await waitForRow(foods, 'Whey Isolado', ['Whey Isolado', '30 g']);

    // Edit the recipe: the form shows what was saved; change the name and one quantity.
    await openFromSidebar(page, 'Recipes', '/recipes/list', 'Recipes');
    await page.getByRole('link', { name: 'Edit Vitamina' }).click();
    await page.getByRole('heading', { name: 'Editing Vitamina' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Vitamina');
    expect(await page.getByLabel('Serving', { exact: true }).inputValue()).toBe('2');
    await waitForValue(() => banana.inputValue(), '150', 'Banana quantity');
    expect(await whey.inputValue()).toBe('45,5');
    await page.getByLabel('Name', { exact: true }).fill('Vitamina proteica');
    await whey.fill('30');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await waitForToast(page, 'Success', 'Vitamina proteica was successfully edited.');
    await waitForPath(page, '/recipes/list');
    // Whey 30 g now holds exactly one serving: carbs 0,5, proteins 27,5, fats 0,5, calories 112,5, so one serving is
    //   carbs 35,85 + 0,5 = 36,35   proteins 2,1 + 27,5 = 29,6   fats 0,45 + 0,5 = 0,95   calories 138 + 112,5 = 250,5
    await waitForRow(recipes, 'Vitamina proteica', ['Vitamina proteica', '2 un.', '36,35', '29,6', '0,95', '250,5']);
    expect(await recipes.getByRole('rowheader').allInnerTexts()).toEqual(['Vitamina proteica']);

    // Delete the recipe: it asks first, since its ingredients go with it.
    await confirmDeletion(
      page,
      'Vitamina proteica',
      'Its ingredients (the foods and their quantities in this recipe) are deleted with it.',
    );
    await waitForToast(page, 'Success', 'Vitamina proteica was successfully deleted.');
    await page.getByText("You haven't created any recipe yet.").waitFor();

    // Now the food can go.
    await openFromSidebar(page, 'Foods', '/foods/list', 'Foods');
    // It asks first: Cancel keeps it.
    await page.getByRole('button', { name: 'Delete Whey Isolado' }).click();
    const foodConfirmation = page.getByRole('dialog', { name: 'Delete Whey Isolado?' });
    await foodConfirmation.getByText('This cannot be undone.').waitFor();
    await foodConfirmation.getByRole('button', { name: 'Cancel' }).click();
    await foodConfirmation.waitFor({ state: 'detached' });
    await waitForRow(foods, 'Whey Isolado', ['Whey Isolado', '30 g']);
    await confirmDeletion(page, 'Whey Isolado');
    await waitForToast(page, 'Deletion succeed', 'Whey Isolado was successfully deleted.');
    await waitForValue(() => foods.getByRole('rowheader').allInnerTexts(), ['Banana'], 'foods left');
  });
});
