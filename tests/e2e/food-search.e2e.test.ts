// The food pickers search the catalogue on the server (an account may hold 200,000 foods; the pickers never read it
// whole): in a catalogue larger than the first foods they show, a food is logged in a meal and a recipe is built
// from foods found by typing part of their names.
import { createFood, openSignedIn, registerThroughApi } from './support/api';
import { waitForPath, waitForRow, waitForToast, waitForValue } from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

/** The picker's first foods: 30 of them (FOOD_PICKER_SIZE). */
const FIRST = 30;

describe('the food pickers search the catalogue', () => {
  e2eTest(app, 'a food logged and a recipe built from foods found by typing part of their names', async (page, baseUrl) => {
    const user = await registerThroughApi(baseUrl, newUser());
    // 40 foods that come first in name order, then the two the test looks for.
    const filler = Array.from({ length: 40 }, (_, i) => `Alimento ${String(i + 1).padStart(2, '0')}`);
    for (const name of filler) {
      await createFood(user, { name, serving: '100', unit: 'G', carbohydrates: '1', proteins: '1', fats: '1', calories: '10' });
    }
    await createFood(user, {
      name: 'Quiabo refogado',
      serving: '100',
      unit: 'G',
      carbohydrates: '7',
      proteins: '2',
      fats: '0.2',
      calories: '33',
    });
    await createFood(user, { name: 'Tapioca', serving: '50', unit: 'G', carbohydrates: '27', proteins: '0', fats: '0', calories: '110' });

    // The meal entry dialog opens on the first foods in name order, the first preselected.
    await openSignedIn(page, user, '/meals');
    await page.getByRole('button', { name: 'Start the day' }).click();
    await page.getByRole('button', { name: 'Feed Meal 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to your meal' });
    const food = dialog.getByRole('combobox', { name: 'Food', exact: true });
    await dialog.getByText('Alimento 01', { exact: true }).waitFor();
    await food.click();
    const offered = () => page.getByRole('listbox').getByRole('option').allInnerTexts();
    await waitForValue(offered, filler.slice(0, FIRST), 'the first foods offered');

    // Part of a name finds a food beyond them; its serving and values follow it.
    await food.fill('refog');
    await waitForValue(offered, ['Quiabo refogado'], 'the foods found for "refog"');
    await page.getByRole('option', { name: 'Quiabo refogado', exact: true }).click();
    const quantity = dialog.getByLabel('Quantity', { exact: true });
    await waitForValue(() => quantity.inputValue(), '100', 'quantity prefilled with the serving');
    await quantity.fill('150');
    // 150 g of 100 g holding 7 g, 2 g, 0,2 g and 33 kcal
    await waitForValue(
      () =>
        dialog
          .getByRole('status', { name: 'Macros of this quantity' })
          .innerText()
          .then((text) => text.replace(/\s+/g, ' ').trim()),
      'Macros of this quantity Carbohydrates 10,5 g Proteins 3 g Fats 0,3 g Calories 49,5 kcal',
      'preview of 150 g',
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await waitForToast(page, 'Success', 'Quiabo refogado was successfully added.');
    await waitForRow(page.getByRole('region', { name: 'Meal 1 entries', exact: true }), 'Quiabo refogado', [
      'Quiabo refogado',
      '150 g',
      '10,5',
      '3',
      '0,3',
      '49,5',
    ]);

    // The recipe form's ingredients are found the same way, and stay chosen whatever is typed next.
    await page.goto('/recipes/new');
    await page.getByRole('heading', { name: 'Creating new Recipe' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Tapioca recheada');
    await page.getByLabel('Serving', { exact: true }).fill('1');
    const foodsSelect = page.getByLabel('Foods', { exact: true });
    for (const [typed, name] of [
      ['tapi', 'Tapioca'],
      ['QUIAB', 'Quiabo refogado'],
    ]) {
      await foodsSelect.fill(typed);
      await waitForValue(offered, [name], `the foods found for "${typed}"`);
      await page.getByRole('option', { name, exact: true }).click();
    }
    await foodsSelect.press('Escape');
    expect(await page.getByLabel('Quantity of Tapioca', { exact: true }).inputValue()).toBe('50');
    expect(await page.getByLabel('Quantity of Quiabo refogado', { exact: true }).inputValue()).toBe('100');
    // one serving: 27 + 7 g, 0 + 2 g, 0 + 0,2 g, 110 + 33 kcal
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await waitForRow(ingredients, 'Total per serving', ['Total per serving', '34', '2', '0,2', '143']);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await waitForToast(page, 'Success', 'Tapioca recheada was successfully created.');
    await waitForPath(page, '/recipes/list');
    await waitForRow(page.getByRole('region', { name: 'Recipes' }), 'Tapioca recheada', [
      'Tapioca recheada',
      '1 un.',
      '34',
      '2',
      '0,2',
      '143',
    ]);
  });
});
