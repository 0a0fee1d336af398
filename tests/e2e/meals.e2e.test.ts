// Issue 5 "Daily meals, meal names, macro goals and the home diet card", its end-to-end bullet: start a day, add a
// food entry and a recipe entry, edit a quantity with a decimal comma, delete an entry, check every entry, meal
// total and day total against hand-computed values, move to yesterday and back, rename the meals from the current
// date, set the goals and check the home card's numbers and bars.
import type { Locator, Page } from 'playwright-core';
import { createFood, createRecipe, localIsoDate, openSignedIn, registerThroughApi } from './support/api';
import {
  confirmDeletion,
  openFromSidebar,
  progressBar as progress,
  waitForPath,
  waitForRow,
  waitForToast,
  waitForValue,
} from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

/** "2026-11-22" → "22/11/2026" (pt-BR). */
function ptBr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The day totals card as its four "value unit" texts (carbohydrates, proteins, fats, calories). */
async function dayTotals(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Day totals', exact: true }).locator('dd').allInnerTexts();
}

/** The meal cards' titles, in order. */
function mealTitles(page: Page): Promise<string[]> {
  return page.locator('.meal-card').getByRole('heading').allInnerTexts();
}

/** Picks `name` in a filterable dropdown (react-select) of the entry dialog. */
async function pick(dialog: Locator, label: 'Food' | 'Recipe', name: string): Promise<void> {
  const combobox = dialog.getByRole('combobox', { name: label, exact: true });
  await combobox.fill(name);
  await dialog.page().getByRole('option', { name, exact: true }).click();
}

describe('daily meals', () => {
  e2eTest(app, 'a day of meals: entries, totals, days, meal names, the home diet card', async (page, baseUrl) => {
    // Setup through the API: three foods and a recipe.
    const user = await registerThroughApi(baseUrl, newUser());
    const food = (name: string, serving: string, unit: 'G' | 'ML' | 'UN', macros: string[]) => {
      const [carbohydrates, proteins, fats, calories] = macros;
      return createFood(user, { name, serving, unit, carbohydrates, proteins, fats, calories });
    };
    // name, serving, unit, [carbohydrates, proteins, fats, calories]
    await food('Arroz integral', '100', 'G', ['25.8', '2.6', '1', '124']);
    const ovo = await food('Ovo', '1', 'UN', ['0.6', '6.3', '5.3', '78']);
    const leite = await food('Leite', '200', 'ML', ['9', '6.3', '6', '115']);
    // Panqueca, 2 un. per serving: Ovo 2 un. (carbs 1,2, proteins 12,6, fats 10,6, calories 156) + Leite 100 ml
    // (carbs 4,5, proteins 3,15, fats 3, calories 57,5) = carbs 5,7, proteins 15,75, fats 13,6, calories 213,5,
    // so per unit (÷ 2): carbs 2,85, proteins 7,875, fats 6,8, calories 106,75.
    await createRecipe(user, {
      name: 'Panqueca',
      serving: '2',
      unit: 'UN',
      ingredients: [
        { foodId: ovo, quantity: '2' },
        { foodId: leite, quantity: '100' },
      ],
    });
    const today = localIsoDate();
    const yesterdayDate = new Date();
    yesterdayDate.setDate(yesterdayDate.getDate() - 1);
    const yesterday = localIsoDate(yesterdayDate);

    // Home before anything was eaten: the registration goals (2000 / 150 / 100 / 50) and nothing today.
    await openSignedIn(page, user, '/home');
    const diet = page.getByRole('region', { name: 'Diet', exact: true });
    await diet.getByText('Daily goal: 2000 kcal').waitFor();
    expect(await progress(diet, 'Calories today')).toEqual({
      now: '0',
      text: '0 % (0 of 2000 kcal)',
      shown: 'Calories today 0 / 2000 kcal 0 %',
    });

    // /meals opens on today, not started.
    await diet.getByRole('link', { name: 'Go to my daily meals' }).click();
    await waitForPath(page, '/meals');
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    await page.getByText("You didn't register any meal this day. :(").waitFor();
    expect(await page.getByRole('button', { name: 'Next day' }).count()).toBe(0);

    // Start the day: one empty card per meal name.
    await page.getByRole('button', { name: 'Start the day' }).click();
    for (const meal of ['Meal 1', 'Meal 2', 'Meal 3']) {
      await page.getByRole('heading', { name: meal, exact: true }).waitFor();
    }
    expect(await page.getByText('Nothing eaten in this meal yet.').count()).toBe(3);
    await waitForValue(() => dayTotals(page), ['0 g', '0 g', '0 g', '0 kcal'], 'day totals of a new day');

    // A food entry in Meal 1, through the Food tab (open by default).
    await page.getByRole('button', { name: 'Feed Meal 1' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add to your meal' });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: 'Food', exact: true }).getAttribute('aria-selected')).toBe('true');
    await pick(dialog, 'Food', 'Arroz integral');
    // The quantity starts at the food's serving (100 g) and the preview shows what it holds; typed, it follows.
    await waitForValue(() => dialog.getByLabel('Quantity', { exact: true }).inputValue(), '100', 'quantity prefilled with the serving');
    const preview = dialog.getByRole('status', { name: 'Macros of this quantity' });
    await waitForValue(
      () => preview.innerText().then((text) => text.replace(/\s+/g, ' ').trim()),
      'Macros of this quantity Carbohydrates 25,8 g Proteins 2,6 g Fats 1 g Calories 124 kcal',
      'preview of the serving',
    );
    await dialog.getByLabel('Quantity', { exact: true }).fill('150');
    await waitForValue(
      () => preview.innerText().then((text) => text.replace(/\s+/g, ' ').trim()),
      'Macros of this quantity Carbohydrates 38,7 g Proteins 3,9 g Fats 1,5 g Calories 186 kcal',
      'preview of 150 g',
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await waitForToast(page, 'Success', 'Arroz integral was successfully added.');
    await dialog.waitFor({ state: 'detached' });
    // Arroz integral 150 g = 1,5 servings: carbs 38,7, proteins 3,9, fats 1,5, calories 186.
    const meal1 = page.getByRole('region', { name: 'Meal 1 entries', exact: true });
    await waitForRow(meal1, 'Arroz integral', ['Arroz integral', '150 g', '38,7', '3,9', '1,5', '186']);

    // A recipe entry in Meal 2, through the Recipe tab, with a decimal comma.
    await page.getByRole('button', { name: 'Feed Meal 2' }).click();
    dialog = page.getByRole('dialog', { name: 'Add to your meal' });
    await dialog.getByRole('tab', { name: 'Recipe', exact: true }).click();
    await pick(dialog, 'Recipe', 'Panqueca');
    await dialog.getByLabel('Quantity', { exact: true }).fill('1,5');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await waitForToast(page, 'Success', 'Panqueca was successfully added.');
    await dialog.waitFor({ state: 'detached' });
    // Panqueca 1,5 un. = per unit × 1,5: carbs 2,85 × 1,5 = 4,275, proteins 7,875 × 1,5 = 11,8125 → 11,813 (half-up),
    // fats 6,8 × 1,5 = 10,2, calories 106,75 × 1,5 = 160,125.
    const panqueca = ['Panqueca (recipe)', '1,5 un.', '4,275', '11,813', '10,2', '160,125'];
    const meal2 = page.getByRole('region', { name: 'Meal 2 entries', exact: true });
    await waitForRow(meal2, 'Panqueca (recipe)', panqueca);
    await waitForRow(meal2, 'Total', ['Total', '', '4,275', '11,813', '10,2', '160,125']);

    // A second food in Meal 1 (Ovo 2 un.: carbs 1,2, proteins 12,6, fats 10,6, calories 156), to delete later.
    await page.getByRole('button', { name: 'Feed Meal 1' }).click();
    dialog = page.getByRole('dialog', { name: 'Add to your meal' });
    await pick(dialog, 'Food', 'Ovo');
    await dialog.getByLabel('Quantity', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await waitForToast(page, 'Success', 'Ovo was successfully added.');
    await waitForRow(meal1, 'Ovo', ['Ovo', '2 un.', '1,2', '12,6', '10,6', '156']);
    // Meal 1: 38,7 + 1,2 = 39,9 carbs, 3,9 + 12,6 = 16,5 proteins, 1,5 + 10,6 = 12,1 fats, 186 + 156 = 342 kcal.
    await waitForRow(meal1, 'Total', ['Total', '', '39,9', '16,5', '12,1', '342']);
    // Day: + Meal 2 → carbs 44,175, proteins 28,313 (16,5 + 11,8125 = 28,3125, half-up), fats 22,3, kcal 502,125.
    await waitForValue(() => dayTotals(page), ['44,175 g', '28,313 g', '22,3 g', '502,125 kcal'], 'day totals');

    // Edit the rice's quantity with a decimal comma: 175,5 g = 1,755 servings.
    await page.getByRole('button', { name: 'Edit Arroz integral' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit your meal' });
    const quantity = dialog.getByLabel('Quantity', { exact: true });
    await waitForValue(() => quantity.inputValue(), '150', 'quantity shown for editing');
    await quantity.fill('175,5');
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    await waitForToast(page, 'Success', 'Arroz integral was successfully edited.');
    await dialog.waitFor({ state: 'detached' });
    // carbs 25,8 × 1,755 = 45,279, proteins 2,6 × 1,755 = 4,563, fats 1 × 1,755 = 1,755, calories 124 × 1,755 = 217,62.
    await waitForRow(meal1, 'Arroz integral', ['Arroz integral', '175,5 g', '45,279', '4,563', '1,755', '217,62']);

    // The edit dialog of a recipe entry opens on the Recipe tab.
    await page.getByRole('button', { name: 'Edit Panqueca' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit your meal' });
    expect(await dialog.getByRole('tab', { name: 'Recipe', exact: true }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Delete the egg (after confirming).
    await confirmDeletion(page, 'Ovo');
    await waitForToast(page, 'Success', 'Ovo was successfully deleted.');
    await waitForValue(() => meal1.getByRole('rowheader').allInnerTexts(), ['Arroz integral', 'Total'], 'Meal 1 rows');

    // Every number now: Meal 1 holds only the rice, Meal 2 only the recipe, Meal 3 nothing.
    await waitForRow(meal1, 'Total', ['Total', '', '45,279', '4,563', '1,755', '217,62']);
    await waitForRow(meal2, 'Panqueca (recipe)', panqueca);
    await waitForRow(meal2, 'Total', ['Total', '', '4,275', '11,813', '10,2', '160,125']);
    expect(await page.getByText('Nothing eaten in this meal yet.').count()).toBe(1);
    // Day: carbs 45,279 + 4,275 = 49,554; proteins 4,563 + 11,8125 = 16,3755 → 16,376; fats 1,755 + 10,2 = 11,955;
    // calories 217,62 + 160,125 = 377,745.
    await waitForValue(() => dayTotals(page), ['49,554 g', '16,376 g', '11,955 g', '377,745 kcal'], 'day totals');

    // Yesterday was not started; 'Next day' brings today back.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('heading', { name: ptBr(yesterday), exact: true }).waitFor();
    await page.getByText("You didn't register any meal this day. :(").waitFor();
    expect(await page.getByRole('heading', { name: 'Meal 1', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    await waitForRow(meal1, 'Arroz integral', ['Arroz integral', '175,5 g', '45,279', '4,563', '1,755', '217,62']);
    await page.getByRole('button', { name: 'Next day' }).waitFor({ state: 'detached' });

    // Meal names: rename the first two, remove the third, and rename today's meals as well.
    await page.getByRole('link', { name: 'Edit meal names' }).click();
    await page.getByRole('heading', { name: 'Editing your meals names' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/meals\/\d+$/);
    await page.getByLabel('Meal 1 name', { exact: true }).fill('Café da manhã');
    await page.getByLabel('Meal 2 name', { exact: true }).fill('Almoço');
    await page.getByRole('button', { name: 'Remove meal 3' }).click();
    await page.getByLabel('Meal 3 name', { exact: true }).waitFor({ state: 'detached' });
    const renameLabel = `I want to rename the meals from the current date (${ptBr(today)}) as well`;
    const renameToday = page.getByLabel(renameLabel, { exact: true });
    expect(await renameToday.isChecked()).toBe(false);
    await renameToday.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(page, 'Success', 'Your daily meal names were successfully updated.');
    await waitForPath(page, '/meals');

    // Today's meals carry the new names and keep their entries; the removed (empty) third meal is gone.
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    const breakfast = page.getByRole('region', { name: 'Café da manhã entries', exact: true });
    const lunch = page.getByRole('region', { name: 'Almoço entries', exact: true });
    await waitForRow(breakfast, 'Arroz integral', ['Arroz integral', '175,5 g', '45,279', '4,563', '1,755', '217,62']);
    await waitForRow(lunch, 'Panqueca (recipe)', panqueca);
    expect(await mealTitles(page)).toEqual(['Café da manhã', 'Almoço']);
    await waitForValue(() => dayTotals(page), ['49,554 g', '16,376 g', '11,955 g', '377,745 kcal'], 'renamed day');

    // New days get the new names: starting yesterday now gives two empty meals with them.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('heading', { name: ptBr(yesterday), exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start the day' }).click();
    await waitForValue(() => mealTitles(page), ['Café da manhã', 'Almoço'], "yesterday's meals");
    expect(await page.getByText('Nothing eaten in this meal yet.').count()).toBe(2);
    await waitForValue(() => dayTotals(page), ['0 g', '0 g', '0 g', '0 kcal'], "yesterday's totals");

    // Home: set the goals (decimal comma accepted), then check the card against today's totals.
    await openFromSidebar(page, 'Home', '/home', 'Home');
    // The card already knows today's totals (entries updated the cache).
    await diet.getByText('377,745 / 2000 kcal').waitFor();
    await diet.getByRole('button', { name: 'Edit goals' }).click();
    dialog = page.getByRole('dialog', { name: 'Your daily goals' });
    expect(await dialog.getByLabel('Calories', { exact: true }).inputValue()).toBe('2000');
    await dialog.getByLabel('Calories', { exact: true }).fill('2500');
    await dialog.getByLabel('Carbohydrates', { exact: true }).fill('300,5');
    await dialog.getByLabel('Proteins', { exact: true }).fill('150');
    await dialog.getByLabel('Fats', { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await diet.getByText('Daily goal: 2500 kcal').waitFor();

    // current ÷ goal × 100, rounded for the bar's value, and not capped:
    //   calories 377,745 / 2500 = 15,1098 % → 15      carbohydrates 49,554 / 300,5 = 16,49 % → 16
    //   proteins 16,376 / 150 = 10,917 % → 11          fats 11,955 / 10 = 119,55 % → 120 (over the goal)
    await waitForValue(
      async () => [
        await progress(diet, 'Calories today'),
        await progress(diet, 'Carbohydrates'),
        await progress(diet, 'Proteins'),
        await progress(diet, 'Fats'),
      ],
      [
        { now: '15', text: '15 % (377,745 of 2500 kcal)', shown: 'Calories today 377,745 / 2500 kcal 15 %' },
        { now: '16', text: '16 % (49,554 of 300,5 g)', shown: 'Carbohydrates 49,554 / 300,5 g 16 %' },
        { now: '11', text: '11 % (16,376 of 150 g)', shown: 'Proteins 16,376 / 150 g 11 %' },
        { now: '120', text: '120 % (11,955 of 10 g)', shown: 'Fats 11,955 / 10 g 120 %' },
      ],
      'home diet card',
    );
    const fatsBar = diet.getByRole('progressbar', { name: 'Fats', exact: true });
    expect(await fatsBar.getAttribute('aria-valuemax')).toBe('120');

    // The goals were saved: they survive a reload.
    await page.reload();
    await diet.getByText('Daily goal: 2500 kcal').waitFor();
    await diet.getByText('11,955 / 10 g').waitFor();
  });
});
