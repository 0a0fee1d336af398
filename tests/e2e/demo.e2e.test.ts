// Issue 6 "Demo accounts", its end-to-end bullet: register with 'Populate account?' ticked, then see the demo
// routine and today's totals on home, the demo foods list, and today's meals (values: shared/demo-data.json).
import type { Locator } from 'playwright-core';
import { openFromSidebar, progressBar as progress, waitForPath, waitForRow, waitForValue } from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

describe('demo account', () => {
  e2eTest(app, "'Populate account?' fills the account: home, the foods list and today's meals", async (page) => {
    const user = newUser();
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('group', { name: 'Populate account?' }).getByText('All demo data is in Portuguese.').waitFor();
    const populate = page.getByLabel("I'd like to populate my account with demo data");
    expect(await populate.isChecked()).toBe(false);
    await populate.check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForPath(page, '/home');

    // Training card: the active demo routine, its goal and its first session (the current one).
    const training = page.getByRole('region', { name: 'Training', exact: true });
    await training.getByText('Treino ABC', { exact: true }).waitFor();
    expect(await training.locator('dd').allInnerTexts()).toEqual(['Hipertrofia', 'A - Peitoral']);
    expect(await training.getByRole('button', { name: 'Done!' }).isEnabled()).toBe(true);

    // Diet card: goals 3000 kcal / 400 g / 160 g / 80 g, and today's demo entries, which add up to
    //   calories 230 + 250 + 160 + 384 + 339 + 298,5 + 387 = 2048,5
    //   carbohydrates 59,75 + 66 + 27 + 84 + 63 + 4,95 + 53,9 = 358,6 (legacy stored 358,599; the exact sum is 358,6)
    //   proteins 3,5 + 18 + 6 + 7,5 + 21 + 40,5 + 30,7 = 127,2      fats 0,75 + 7 + 3 + 0 + 0,3 + 13,2 + 6,3 = 30,55
    // and the bars show current ÷ goal: 68,28 % → 68, 89,65 % → 90, 79,5 % → 80, 38,19 % → 38.
    const diet = page.getByRole('region', { name: 'Diet', exact: true });
    await diet.getByText('Daily goal: 3000 kcal').waitFor();
    await waitForValue(
      async () => [
        await progress(diet, 'Calories today'),
        await progress(diet, 'Carbohydrates'),
        await progress(diet, 'Proteins'),
        await progress(diet, 'Fats'),
      ],
      [
        { now: '68', text: '68 % (2048,5 of 3000 kcal)', shown: 'Calories today 2048,5 / 3000 kcal 68 %' },
        { now: '90', text: '90 % (358,6 of 400 g)', shown: 'Carbohydrates 358,6 / 400 g 90 %' },
        { now: '80', text: '80 % (127,2 of 160 g)', shown: 'Proteins 127,2 / 160 g 80 %' },
        { now: '38', text: '38 % (30,55 of 80 g)', shown: 'Fats 30,55 / 80 g 38 %' },
      ],
      'home diet card',
    );

    // The demo foods, by name, 9 a page: page 1 of 2 has nine, 'Whey' is on page 2.
    await openFromSidebar(page, 'Foods', '/foods/list', 'Foods');
    const foods = page.getByRole('region', { name: 'Foods', exact: true });
    const pages = page.getByRole('navigation', { name: 'Foods pages' });
    await waitForValue(
      () => foods.getByRole('rowheader').allInnerTexts(),
      ['Arroz', 'Banana', 'Farelo de Aveia', 'Feijão', 'Frango', 'Iogurte de Morango', 'Leite', 'Mel', 'Ovo'],
      'foods of page 1',
    );
    await pages.getByText('Page 1 of 2 · 10 items').waitFor();
    await waitForRow(foods, 'Banana', ['Banana', '100 g', '23,9', '1,4', '0,3', '92']);
    await waitForRow(foods, 'Iogurte de Morango', ['Iogurte de Morango', '200 ml', '27', '6', '3', '160']);
    await waitForRow(foods, 'Ovo', ['Ovo', '1 un.', '1', '6', '6', '80']);
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await waitForValue(() => foods.getByRole('rowheader').allInnerTexts(), ['Whey'], 'foods of page 2');
    await waitForRow(foods, 'Whey', ['Whey', '30 g', '5', '23', '0', '116']);
    await pages.getByText('Page 2 of 2 · 10 items').waitFor();

    // Today's meals: the three demo meals with their entries (food value ÷ serving × quantity; the recipe's per
    // serving values × 1) and totals.
    await openFromSidebar(page, 'Daily Meals', '/meals', 'Daily Meals');
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    await waitForValue(
      () => page.locator('.meal-card').getByRole('heading').allInnerTexts(),
      ['Café da manhã', 'Almoço', 'Janta'],
      "today's meals",
    );
    const breakfast = page.getByRole('region', { name: 'Café da manhã entries', exact: true });
    const lunch = page.getByRole('region', { name: 'Almoço entries', exact: true });
    const dinner = page.getByRole('region', { name: 'Janta entries', exact: true });
    const expected: Array<[Locator, string[][]]> = [
      [
        breakfast,
        [
          ['Banana', '250 g', '59,75', '3,5', '0,75', '230'],
          ['Farelo de Aveia', '100 g', '66', '18', '7', '250'],
          ['Iogurte de Morango', '200 ml', '27', '6', '3', '160'],
          ['Total', '', '152,75', '27,5', '10,75', '640'],
        ],
      ],
      [
        lunch,
        [
          ['Arroz', '300 g', '84', '7,5', '0', '384'],
          ['Feijão', '100 g', '63', '21', '0,3', '339'],
          ['Frango', '150 g', '4,95', '40,5', '13,2', '298,5'],
          ['Total', '', '151,95', '69', '13,5', '1021,5'],
        ],
      ],
      [
        dinner,
        [
          ['Vitamina de Banana (recipe)', '1 un.', '53,9', '30,7', '6,3', '387'],
          ['Total', '', '53,9', '30,7', '6,3', '387'],
        ],
      ],
    ];
    for (const [table, rows] of expected) {
      await waitForValue(
        () => table.getByRole('rowheader').allInnerTexts(),
        rows.map((row) => row[0]),
        'meal rows',
      );
      for (const row of rows) await waitForRow(table, row[0], row);
    }
    expect(await page.getByRole('region', { name: 'Day totals', exact: true }).locator('dd').allInnerTexts()).toEqual([
      '358,6 g',
      '127,2 g',
      '30,55 g',
      '2048,5 kcal',
    ]);
  });
});
