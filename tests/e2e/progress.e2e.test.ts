// Issue 12 "Progress over time", its end-to-end bullets: open Progress and read the numbers in its tables (gaps for
// days not logged, each day against its goal); log two weights and see the change on the home card; axe on the page
// (charts, tables and the weight list open) on a desktop and at 390 px, with no sideways scrolling.
import type { Page } from 'playwright-core';
import { createFood, localIsoDate, openSignedIn, registerThroughApi, type ApiUser } from './support/api';
import { axeViolations } from './support/axe';
import { isFocused, openFromSidebar, rowTexts, waitForPage, waitForToast, waitForValue } from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

/** "2026-11-22" → "22/11/2026" (pt-BR). */
function ptBr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The local date `days` days from today. */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

/** A user who ate 150 g of a food yesterday and 50,5 g today (registration goals: 2000 kcal, 150 / 100 / 50 g). */
async function eater(baseUrl: string): Promise<ApiUser> {
  const user = await registerThroughApi(baseUrl, newUser());
  const foodId = await createFood(user, {
    name: 'Aveia',
    serving: '100',
    unit: 'G',
    carbohydrates: '50',
    proteins: '10',
    fats: '5',
    calories: '300',
  });
  for (const [date, quantity] of [
    [daysFromToday(-1), '150'],
    [localIsoDate(), '50.5'],
  ]) {
    const { startDay } = await user.call<{ startDay: { meals: Array<{ id: number }> } }>(
      `mutation Start($date: LocalDate!) { startDay(date: $date) { meals { id } } }`,
      { date },
    );
    await user.call(
      `mutation Add($mealId: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $mealId, input: $input) { entry { id } } }`,
      {
        mealId: startDay.meals[0].id,
        input: { foodId, quantity },
      },
    );
  }
  return user;
}

async function openTable(page: Page, title: string) {
  await page.getByText(`Data table: ${title}`, { exact: true }).click();
  const table = page.getByRole('table', { name: title, exact: true });
  await table.waitFor();
  return table;
}

async function logWeight(page: Page, date: string, weight: string) {
  const form = page.getByRole('form', { name: 'Log your weight' });
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(ptBr(date));
  await form.getByRole('textbox', { name: 'Weight (kg)' }).fill(weight);
  await form.getByRole('button', { name: 'Save weight' }).click();
  await waitForToast(page, 'Success', `Weight of ${ptBr(date)} was successfully saved.`);
}

const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

describe('progress', () => {
  e2eTest(app, 'Progress shows the days logged, the averages and each day against its goal in its tables', async (page, baseUrl) => {
    const user = await eater(baseUrl);
    await openSignedIn(page, user, '/home');
    await openFromSidebar(page, 'Progress', '/progress', 'Progress');

    await waitForValue(() => page.getByText('Days logged:').innerText(), 'Days logged: 2 of 30 days in range', 'days logged');
    const averages = page.locator('.progress-diet__averages');
    expect(await averages.locator('dd').allInnerTexts()).toEqual(['300,75 kcal', '50,125 g', '10,025 g', '5,013 g']);

    const calories = await openTable(page, 'Calories per day');
    expect(await rowTexts(calories, ptBr(daysFromToday(-1)))).toEqual([ptBr(daysFromToday(-1)), '450', '2000']);
    expect(await rowTexts(calories, ptBr(localIsoDate()))).toEqual([ptBr(localIsoDate()), '151,5', '2000']);
    // A day without meals is a gap, not a zero.
    expect(await rowTexts(calories, ptBr(daysFromToday(-2)))).toEqual([ptBr(daysFromToday(-2)), 'Not logged', '2000']);
    const fats = await openTable(page, 'Fats per day');
    expect(await rowTexts(fats, ptBr(localIsoDate()))).toEqual([ptBr(localIsoDate()), '2,525', '50']);

    // The last 7 days: the same two days.
    await page.getByRole('radio', { name: 'Last 7 days' }).check();
    await page.getByText(`Showing ${ptBr(daysFromToday(-6))} to ${ptBr(localIsoDate())}.`).waitFor();
    await waitForValue(() => page.getByText('Days logged:').innerText(), 'Days logged: 2 of 7 days in range', 'days logged');
  });

  e2eTest(app, 'two weights logged on Progress show their change on the home card', async (page, baseUrl) => {
    const user = await registerThroughApi(baseUrl, newUser());
    await openSignedIn(page, user, '/home');
    const diet = page.getByRole('region', { name: 'Diet', exact: true });
    await diet.getByText('No weight logged yet.').waitFor();
    await diet.getByRole('link', { name: 'Log your weight' }).click();
    await waitForPage(page, 'Progress');

    await logWeight(page, daysFromToday(-10), '82,4');
    await logWeight(page, localIsoDate(), '80,9');
    const list = page.getByRole('table', { name: 'Weights in this range', exact: true });
    // Date, weight, 7-day average (the two are 10 days apart: each is its own average).
    expect((await rowTexts(list, ptBr(localIsoDate()))).slice(0, 3)).toEqual([ptBr(localIsoDate()), '80,9', '80,9']);
    expect((await rowTexts(list, ptBr(daysFromToday(-10)))).slice(0, 3)).toEqual([ptBr(daysFromToday(-10)), '82,4', '82,4']);

    await openFromSidebar(page, 'Home', '/home', 'Home');
    await waitForValue(
      () => diet.getByText(/^Weight/).innerText(),
      `Weight 80,9 kg (\u22121,5 kg since ${ptBr(daysFromToday(-10))}) See progress`,
      'weight line',
    );
  });

  e2eTest(
    app,
    'at 390 px in an English browser, dates are dd/mm/yyyy: a weight for a typed day, a range start picked in the calendar by keyboard; axe finds nothing with the calendar open',
    async (page, baseUrl) => {
      const user = await registerThroughApi(baseUrl, newUser());
      await openSignedIn(page, user, '/progress');
      await waitForPage(page, 'Progress');
      const form = page.getByRole('form', { name: 'Log your weight' });
      const date = form.getByRole('textbox', { name: 'Date', exact: true });
      // Not the browser's own date input (an English Chromium would show mm/dd/yyyy): the product's dd/mm/yyyy.
      expect(await date.getAttribute('type')).toBe('text');
      await waitForValue(() => date.inputValue(), ptBr(localIsoDate()), 'the date field');
      await logWeight(page, daysFromToday(-2), '80,5');

      await page.getByRole('radio', { name: 'Custom range' }).check();
      const custom = page.getByRole('form', { name: 'Custom range' });
      const start = custom.getByRole('textbox', { name: 'Start date', exact: true });
      await waitForValue(() => start.inputValue(), ptBr(daysFromToday(-29)), 'the range start');
      await custom.getByRole('button', { name: 'Calendar: Start date' }).click();
      const calendar = page.getByRole('dialog', { name: 'Start date' });
      // Opens on the start shown, its day focused.
      const selected = calendar.getByRole('button', { name: /, selected$/ });
      await selected.waitFor();
      await waitForValue(() => isFocused(selected), true, 'the focused day');
      await page.waitForLoadState('networkidle');
      expect(await overflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await calendar.waitFor({ state: 'detached' });
      await waitForValue(() => start.inputValue(), ptBr(daysFromToday(-28)), 'the day picked');
      await waitForValue(() => isFocused(start), true, 'the focus back on the field');
      await custom.getByRole('button', { name: 'Show range' }).click();
      await page.getByText(`Showing ${ptBr(daysFromToday(-28))} to ${ptBr(localIsoDate())}.`).waitFor();
    },
    { viewport: { width: 390, height: 844 } },
  );

  for (const width of [480, 667]) {
    e2eTest(
      app,
      `at ${width} px, every date field shows its whole dd/mm/yyyy and its calendar button, and nothing scrolls sideways`,
      async (page, baseUrl) => {
        const user = await registerThroughApi(baseUrl, newUser());
        await openSignedIn(page, user, '/progress');
        await waitForPage(page, 'Progress');
        await page.getByRole('radio', { name: 'Custom range' }).check();
        const custom = page.getByRole('form', { name: 'Custom range' });
        const fields = [
          [page.getByRole('form', { name: 'Log your weight' }), 'Date', ptBr(localIsoDate())],
          [custom, 'Start date', ptBr(daysFromToday(-29))],
          [custom, 'End date', ptBr(localIsoDate())],
        ] as const;
        for (const [form, label, shown] of fields) {
          const input = form.getByRole('textbox', { name: label, exact: true });
          await waitForValue(() => input.inputValue(), shown, label);
          // The text fits the input: nothing of it is scrolled out of sight.
          const { scrollWidth, clientWidth } = await input.evaluate((element) => ({
            scrollWidth: element.scrollWidth,
            clientWidth: element.clientWidth,
          }));
          expect({ label, fits: scrollWidth <= clientWidth }).toEqual({ label, fits: true });
          // The calendar's button is there beside it, whole, inside the form.
          const button = form.getByRole('button', { name: `Calendar: ${label}` });
          const [inputBox, buttonBox, formBox] = await Promise.all([input.boundingBox(), button.boundingBox(), form.boundingBox()]);
          expect(buttonBox && inputBox && formBox && buttonBox.x >= inputBox.x + inputBox.width - 1).toBe(true);
          expect(buttonBox && formBox && buttonBox.x + buttonBox.width <= formBox.x + formBox.width + 1).toBe(true);
          // Joined to the input (app.css, `.input-group__button`): square where they meet, rounded outside, one line.
          const look = await button.evaluate((element) => {
            const style = element.ownerDocument.defaultView!.getComputedStyle(element);
            return {
              joined: [style.borderTopLeftRadius, style.borderBottomLeftRadius],
              rounded: style.borderTopRightRadius !== '0px' && style.borderBottomRightRadius !== '0px',
              whiteSpace: style.whiteSpace,
            };
          });
          expect({ label, ...look }).toEqual({ label, joined: ['0px', '0px'], rounded: true, whiteSpace: 'nowrap' });
        }
        expect(await overflow(page)).toBe(0);
      },
      { viewport: { width, height: 900 } },
    );
  }

  for (const [where, viewport] of [
    ['a desktop', { width: 1280, height: 800 }],
    ['390 px', { width: 390, height: 844 }],
  ] as const) {
    e2eTest(
      app,
      `axe finds nothing on Progress on ${where}, and nothing scrolls sideways`,
      async (page, baseUrl) => {
        const user = await eater(baseUrl);
        await user.call(
          `mutation W($input: BodyWeightInput!, $today: LocalDate!) { setBodyWeight(input: $input, today: $today) { bodyWeight { id } } }`,
          {
            input: { date: daysFromToday(-3), weight: '81.25' },
            today: localIsoDate(),
          },
        );
        await openSignedIn(page, user, '/progress');
        await waitForPage(page, 'Progress');
        await page.getByRole('table', { name: 'Weights in this range', exact: true }).waitFor();
        await openTable(page, 'Calories per day');
        await openTable(page, 'Body weight per day');
        await page.getByRole('radio', { name: 'Custom range' }).check();
        await page.getByRole('form', { name: 'Custom range' }).getByRole('button', { name: 'Show range' }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await overflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      },
      { viewport },
    );
  }
});
