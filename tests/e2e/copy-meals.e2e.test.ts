// Issue 12 "Faster logging", its end-to-end bullet: log two days, copy yesterday into today through 'Copy from
// another day', and see today's totals equal yesterday's; the recent foods offered first in the entry dialog.
import { createFood, localIsoDate, openSignedIn, registerThroughApi } from './support/api';
import { axeViolations } from './support/axe';
import { isFocused, waitForPage, waitForToast, waitForValue } from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

function yesterday(): string {
  return daysAgo(1);
}

function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return localIsoDate(date);
}

const ptBr = (isoDate: string) => isoDate.split('-').reverse().join('/');

const OATS = { name: 'Aveia', serving: '30', unit: 'G' as const, carbohydrates: '17', proteins: '4.3', fats: '2.1', calories: '114' };

describe('copying meals', () => {
  e2eTest(
    app,
    "copies yesterday into today: today's totals equal yesterday's, and yesterday's foods come first in the entry dialog",
    async (page, baseUrl) => {
      const user = await registerThroughApi(baseUrl, newUser());
      const oats = await createFood(user, OATS);
      const banana = await createFood(user, {
        name: 'Banana',
        serving: '100',
        unit: 'G',
        carbohydrates: '23.9',
        proteins: '1.4',
        fats: '0.3',
        calories: '92',
      });
      // Yesterday: oats at breakfast, a banana at lunch.
      const { startDay } = await user.call<{ startDay: { meals: Array<{ id: number }> } }>(
        `mutation Start($date: LocalDate!) { startDay(date: $date) { meals { id } } }`,
        { date: yesterday() },
      );
      for (const [meal, foodId, quantity] of [
        [0, oats, '45.5'],
        [1, banana, '120'],
      ] as const) {
        await user.call(
          `mutation Add($mealId: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $mealId, input: $input) { entry { id } } }`,
          {
            mealId: startDay.meals[meal].id,
            input: { foodId, quantity },
          },
        );
      }

      await openSignedIn(page, user, '/meals');
      await waitForPage(page, 'Daily Meals');
      await page.getByText("You didn't register any meal this day.").waitFor();
      await page.getByRole('button', { name: 'Copy from another day' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy from another day' });
      await dialog.getByText(`${ptBr(yesterday())} has 2 entries in 2 meals.`).waitFor();
      await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
      await waitForToast(page, 'Success', `Copied 2 entries from ${ptBr(yesterday())}.`);

      const totals = page.getByRole('region', { name: 'Day totals' });
      // 45,5 g of oats (172,9 kcal) and 120 g of banana (110,4 kcal).
      await waitForValue(async () => (await totals.innerText()).includes('283,3 kcal'), true, "today's totals", 30_000);
      const todays = await totals.innerText();
      await page.getByRole('button', { name: 'Previous day' }).click();
      await page.getByRole('heading', { name: ptBr(yesterday()) }).waitFor();
      await waitForValue(() => totals.innerText(), todays, "yesterday's totals", 30_000);

      // Back on today, the entry dialog offers what was eaten lately first.
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.getByRole('heading', { name: 'Today' }).waitFor();
      await page.getByRole('button', { name: 'Feed Meal 1' }).click();
      const entry = page.getByRole('dialog', { name: 'Add to your meal' });
      const recent = entry.getByRole('region', { name: 'Recent' });
      await recent.getByRole('button', { name: 'Banana' }).click();
      await waitForValue(() => entry.getByRole('textbox', { name: 'Quantity' }).inputValue(), '100', 'prefilled serving', 30_000);
    },
  );

  e2eTest(
    app,
    'in Portuguese at 390 px, the day to copy from is dd/mm/aaaa: picked in a calendar over the dialog by keyboard (Escape closes only the calendar), or typed',
    async (page, baseUrl) => {
      const user = await registerThroughApi(baseUrl, newUser());
      const oats = await createFood(user, OATS);
      const { startDay } = await user.call<{ startDay: { meals: Array<{ id: number }> } }>(
        `mutation Start($date: LocalDate!) { startDay(date: $date) { meals { id } } }`,
        { date: daysAgo(2) },
      );
      await user.call(
        `mutation Add($mealId: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $mealId, input: $input) { entry { id } } }`,
        { mealId: startDay.meals[0].id, input: { foodId: oats, quantity: '30' } },
      );

      await openSignedIn(page, user, '/meals');
      await waitForPage(page, 'Refeições do dia');
      await page.getByRole('button', { name: 'Copiar de outro dia' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copiar de outro dia' });
      const from = dialog.getByRole('textbox', { name: 'Copiar de', exact: true });
      await waitForValue(() => from.inputValue(), ptBr(yesterday()), 'the default day');
      expect(await from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
      await dialog.getByText(`Não há itens em ${ptBr(yesterday())} para copiar.`).waitFor();

      // Escape closes the calendar, not the dialog under it.
      await dialog.getByRole('button', { name: 'Calendário: Copiar de' }).click();
      const calendar = page.getByRole('dialog', { name: 'Copiar de', exact: true });
      const selected = calendar.getByRole('button', { name: /, selecionado$/ });
      await selected.waitFor();
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'detached' });
      await dialog.waitFor();

      await dialog.getByRole('button', { name: 'Calendário: Copiar de' }).click();
      await selected.waitFor();
      await waitForValue(() => isFocused(selected), true, 'the focused day');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await calendar.waitFor({ state: 'detached' });
      await waitForValue(() => from.inputValue(), ptBr(daysAgo(2)), 'the day picked');
      await dialog.getByText(`${ptBr(daysAgo(2))} tem 1 item em 1 refeição.`).waitFor();

      await from.fill('31/02/2026');
      await dialog.getByText('Digite uma data como dd/mm/aaaa.').waitFor();
      await from.fill(ptBr(yesterday()));
      await dialog.getByText(`Não há itens em ${ptBr(yesterday())} para copiar.`).waitFor();
    },
    { viewport: { width: 390, height: 844 }, locale: 'pt-BR' },
  );
});
