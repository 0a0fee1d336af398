import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DietCard } from '../home/DietCard';
import { deleteAfterConfirming } from '../../test/deletion';
import { holdMutations, renderRoutes, withToasts } from '../../test/render';
import { localToday } from '../../shared/dates';
import { foodPickerVariables, FoodPickerQuery } from '../foods/foodDocuments';
import { AddMealEntryMutation, DailyMealQuery, DayTotalsQuery, DeleteMealEntryMutation, UpdateMealEntryMutation } from './mealDocuments';
import { MealsPage } from './MealsPage';
import {
  BANANA_ENTRY,
  BOLO_ENTRY,
  day,
  foodEntry,
  macros,
  meal,
  mealInfoMock,
  recipesMock,
  foodServer,
  entryFoodMock,
  FOODS,
  foodSearchMock,
  QUIABO,
  ZIMBRO,
  recentMock,
  recipeEntry,
  startedDay,
  sumMacros,
} from './testData';

const TODAY = localToday();

/** /meals, with the home diet card beside it (it reads today's totals from the same cache). */
const routes = withToasts([
  {
    path: '/meals',
    element: (
      <>
        <MealsPage />
        <DietCard />
      </>
    ),
  },
]);

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

/** Today's day is served once only: any refetch would fail the `toHaveBeenCalledTimes(1)` checks. */
function renderMeals(
  mocks: Mocks,
  link?: ReturnType<typeof holdMutations>['link'],
  {
    dailyMeal = startedDay(TODAY),
    foods = foodServer(),
  }: { dailyMeal?: ReturnType<typeof startedDay>; foods?: ReturnType<typeof foodServer> } = {},
) {
  const dayResult = vi.fn(() => ({ data: { dailyMeal } }));
  const utils = renderRoutes({
    routes,
    path: '/meals',
    link,
    mocks: [
      mealInfoMock(),
      recipesMock,
      ...FOODS.map(entryFoodMock),
      {
        request: { query: DailyMealQuery, variables: { date: TODAY } },
        result: dayResult,
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: DayTotalsQuery, variables: { date: TODAY } },
        result: { data: { dailyMeal: { __typename: 'DailyMeal' as const, id: 5, date: TODAY, totals: dailyMeal.totals } } },
      },
      ...mocks,
      recentMock(TODAY),
      foods.mock,
    ],
  });
  return { ...utils, dayResult };
}

/** The payload of an entry change, as the server sends it: the entry, its meal and the day with fresh totals. */
function payload(entry: ReturnType<typeof foodEntry>, breakfastEntries: ReturnType<typeof foodEntry>[]) {
  const breakfast = meal(21, 'Breakfast', 1, breakfastEntries);
  const wholeDay = day(TODAY, [breakfast, meal(22, 'Lunch', 2, [])]);
  return { entry, meal: breakfast, dailyMeal: { __typename: 'DailyMeal' as const, id: 5, totals: wholeDay.totals } };
}

function rowTexts(region: HTMLElement) {
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));
}

function progressValue(name: string) {
  return within(screen.getByRole('region', { name: 'Diet' }))
    .getByRole('progressbar', { name })
    .getAttribute('aria-valuenow');
}

async function openFeed(user: ReturnType<typeof renderRoutes>['user'], mealName = 'Breakfast') {
  await user.click(await screen.findByRole('button', { name: `Feed ${mealName}` }));
  return screen.getByRole('dialog', { name: 'Add to your meal' });
}

describe('the entry dialog', () => {
  it('adds a food: Food tab first, the first food preselected, quantity masked with a comma', async () => {
    const rice = foodEntry(103, 21, 0, '150.5', macros('42.145', '3.8', '0.45', '195.65'));
    const add = vi.fn(() => ({ data: { addMealEntry: payload(rice, [BANANA_ENTRY, BOLO_ENTRY, rice]) } }));
    const { user, dayResult } = renderMeals([
      {
        request: { query: AddMealEntryMutation, variables: { mealId: 21, input: { foodId: 1, quantity: '150.5' } } },
        result: add,
      },
    ]);
    // the home card reads today's totals: 568,5 of 2000 kcal
    await waitFor(() => expect(progressValue('Calories today')).toBe('28'));

    const dialog = await openFeed(user);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Breakfast');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Food', 'Recipe']);
    expect(within(dialog).getByRole('tab', { name: 'Food' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Food' })).toHaveFocus();
    expect(within(dialog).getByRole('tabpanel', { name: 'Food' })).toBeVisible();
    expect(await within(dialog).findByText('Arroz')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Food' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Recipe' })).not.toBeInTheDocument();

    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    // prefilled with Arroz's serving (100 g); typed over
    await waitFor(() => expect(quantity).toHaveValue('100'));
    await user.clear(quantity);
    await user.type(quantity, '150.5');
    expect(quantity).toHaveValue('150,5');

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Arroz was successfully added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const breakfast = screen.getByRole('region', { name: 'Breakfast' });
    expect(rowTexts(breakfast)).toEqual([
      ['Banana', '2 un.', '46', '2,2', '0,6', '178', 'EditDelete'],
      ['Bolo (recipe)', '1,5 un.', '60,75', '9', '12,3', '390,5', 'EditDelete'],
      ['Arroz', '150,5 g', '42,145', '3,8', '0,45', '195,65', 'EditDelete'],
      ['Total', '', '148,895', '15', '13,35', '764,15', ''],
    ]);
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories764,15 kcal');
    // the home card follows: 764,15 of 2000 kcal, 148,895 of 150 g of carbohydrates
    expect(progressValue('Calories today')).toBe('38');
    expect(progressValue('Carbohydrates')).toBe('99');
    expect(screen.getByText('148,895 / 150 g')).toBeInTheDocument();
    expect(add).toHaveBeenCalledTimes(1);
    expect(dayResult).toHaveBeenCalledTimes(1);
  });

  it('adds a recipe from the Recipe tab, sending only the recipe', async () => {
    const omelete = recipeEntry(104, 22, 1, '1', macros('2', '12', '10', '146'));
    const lunch = meal(22, 'Lunch', 2, [omelete]);
    const add = vi.fn(() => ({
      data: {
        addMealEntry: {
          entry: omelete,
          meal: lunch,
          dailyMeal: {
            __typename: 'DailyMeal' as const,
            id: 5,
            totals: sumMacros([startedDay(TODAY).totals, omelete.macros]),
          },
        },
      },
    }));
    const { user, dayResult } = renderMeals([
      {
        request: { query: AddMealEntryMutation, variables: { mealId: 22, input: { recipeId: 11, quantity: '1' } } },
        result: add,
      },
    ]);

    const dialog = await openFeed(user, 'Lunch');
    // a food is picked on the Food tab first: it must not be sent from the Recipe tab
    await within(dialog).findByText('Arroz');
    await user.click(within(dialog).getByRole('tab', { name: 'Recipe' }));
    expect(within(dialog).getByRole('tab', { name: 'Recipe' })).toHaveAttribute('aria-selected', 'true');
    const recipe = within(dialog).getByRole('combobox', { name: 'Recipe' });
    expect(await within(dialog).findByText('Bolo')).toBeInTheDocument();
    await user.type(recipe, 'Omel');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Omelete')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1'));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Omelete was successfully added.')).toBeInTheDocument();
    const lunchCard = screen.getByRole('region', { name: 'Lunch' });
    expect(rowTexts(lunchCard)).toEqual([
      ['Omelete (recipe)', '1 un.', '2', '12', '10', '146', 'EditDelete'],
      ['Total', '', '2', '12', '10', '146', ''],
    ]);
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories714,5 kcal');
    expect(dayResult).toHaveBeenCalledTimes(1);
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = renderMeals([]);
    const dialog = await openFeed(user);
    const food = within(dialog).getByRole('tab', { name: 'Food' });
    expect(food).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Recipe' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'Recipe' })).toHaveAttribute('aria-selected', 'true');
    expect(food).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}');
    expect(food).toHaveFocus();
    expect(food).toHaveAttribute('aria-selected', 'true');
  });

  it('requires a quantity and refuses letters and a fourth decimal', async () => {
    const { user } = renderMeals([]);
    const dialog = await openFeed(user);
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    // the prefilled serving, emptied
    await waitFor(() => expect(quantity).toHaveValue('100'));
    await user.clear(quantity);

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Required field.')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');

    await user.type(quantity, 'a1,2345');
    expect(quantity).toHaveValue('1,234');

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Must be greater than 0.')).toBeInTheDocument();
  });

  it('moves the focus to the quantity when adding fails validation', async () => {
    const { user } = renderMeals([]);
    const dialog = await openFeed(user);
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await waitFor(() => expect(quantity).toHaveValue('100'));
    await user.clear(quantity);
    await user.click(within(dialog).getByRole('tab', { name: 'Food' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(quantity).toHaveFocus());
    expect(quantity).toHaveAccessibleDescription('Required field.');
  });

  it('edits a recipe entry: opens on the Recipe tab with its quantity, sends only the recipe', async () => {
    const edited = recipeEntry(102, 21, 0, '2.5', macros('101.25', '15', '20.5', '650.833'));
    const update = vi.fn(() => ({ data: { updateMealEntry: payload(edited, [BANANA_ENTRY, edited]) } }));
    const { user, dayResult } = renderMeals([
      {
        request: { query: UpdateMealEntryMutation, variables: { id: 102, input: { recipeId: 10, quantity: '2.5' } } },
        result: update,
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Edit Bolo' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit your meal' });
    expect(within(dialog).getByRole('tab', { name: 'Recipe' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel', { name: 'Recipe' })).toBeVisible();
    expect(within(dialog).getByText('Bolo')).toBeInTheDocument();
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('1,5');
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('Bolo was successfully edited.')).toBeInTheDocument();
    const breakfast = screen.getByRole('region', { name: 'Breakfast' });
    expect(rowTexts(breakfast)).toEqual([
      ['Banana', '2 un.', '46', '2,2', '0,6', '178', 'EditDelete'],
      ['Bolo (recipe)', '2,5 un.', '101,25', '15', '20,5', '650,833', 'EditDelete'],
      ['Total', '', '147,25', '17,2', '21,1', '828,833', ''],
    ]);
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories828,833 kcal');
    expect(progressValue('Calories today')).toBe('41');
    expect(update).toHaveBeenCalledTimes(1);
    expect(dayResult).toHaveBeenCalledTimes(1);
  });

  it('edits a food entry into a recipe: the Recipe tab sends only the recipe', async () => {
    const edited = recipeEntry(101, 21, 0, '2', macros('81', '12', '16.4', '520.667'));
    const { user } = renderMeals([
      {
        request: { query: UpdateMealEntryMutation, variables: { id: 101, input: { recipeId: 10, quantity: '2' } } },
        result: { data: { updateMealEntry: payload(edited, [edited, BOLO_ENTRY]) } },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Edit Banana' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your meal' });
    expect(within(dialog).getByRole('tab', { name: 'Food' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Banana')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Recipe' }));
    // the first recipe is preselected
    expect(await within(dialog).findByText('Bolo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('Bolo was successfully edited.')).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('region', { name: 'Breakfast' }))[0]).toEqual([
      'Bolo (recipe)',
      '2 un.',
      '81',
      '12',
      '16,4',
      '520,667',
      'EditDelete',
    ]);
  });

  it("toasts each message of a failed addition as 'Adition failed' and keeps the dialog open", async () => {
    const { user } = renderMeals([
      {
        request: { query: AddMealEntryMutation, variables: { mealId: 21, input: { foodId: 1, quantity: '1' } } },
        result: {
          errors: [
            { message: 'First reason.' },
            { message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', fields: { quantity: ['Too much.'] } } },
          ],
        },
      },
    ]);

    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('100'));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('First reason.')).toBeInTheDocument();
    expect(screen.getByText('Too much.')).toBeInTheDocument();
    expect(screen.getAllByText('Adition failed')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Add to your meal' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it.each([
    ['the server refuses it', { errors: [{ message: 'Food with id 3 was not found.', extensions: { code: 'NOT_FOUND' } }] }],
    ['the network fails', null],
  ])('keeps the chosen food and the lists after a failed addition (%s)', async (_case, result) => {
    const { user } = renderMeals([
      {
        request: { query: AddMealEntryMutation, variables: { mealId: 21, input: { foodId: 3, quantity: '2' } } },
        ...(result ? { result } : { error: new Error('Failed to fetch') }),
      },
    ]);
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    await user.click(within(dialog).getByRole('combobox', { name: 'Food' }));
    await user.click(await screen.findByRole('option', { name: 'Frango' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('100'));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Adition failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Frango')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(within(dialog).queryByText(/Couldn't load/)).not.toBeInTheDocument();
  });

  it("toasts a failed edit as 'Edition failed'", async () => {
    const { user } = renderMeals([
      {
        request: { query: UpdateMealEntryMutation, variables: { id: 101, input: { foodId: 2, quantity: '2' } } },
        result: { errors: [{ message: 'Meal entry with id 101 was not found.' }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Banana' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Edition failed')).toBeInTheDocument();
    expect(screen.getByText('Meal entry with id 101 was not found.')).toBeInTheDocument();
  });

  it('closes with Escape, the backdrop and the close button, giving the focus back to the opener', async () => {
    const { user } = renderMeals([]);
    const feed = await screen.findByRole('button', { name: 'Feed Breakfast' });

    await openFeed(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(feed).toHaveFocus();

    const dialog = await openFeed(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(feed).toHaveFocus();

    await openFeed(user);
    const backdrop = document.querySelector('.modal-backdrop');
    if (!(backdrop instanceof HTMLElement)) throw new Error('No backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('deleting an entry', () => {
  it('removes the row and updates the totals from the cache, without asking for the day again', async () => {
    const remove = vi.fn(() => ({
      data: {
        deleteMealEntry: {
          ...payload(BANANA_ENTRY, [BOLO_ENTRY]),
          entry: {
            __typename: 'MealEntry' as const,
            id: 101,
            food: { __typename: 'Food' as const, id: 2, name: 'Banana' },
            recipe: null,
          },
        },
      },
    }));
    const { user, dayResult, client } = renderMeals([
      { request: { query: DeleteMealEntryMutation, variables: { id: 101 } }, result: remove },
    ]);

    await deleteAfterConfirming(user, 'Banana');

    expect(await screen.findByText('Banana was successfully deleted.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    const breakfast = screen.getByRole('region', { name: 'Breakfast' });
    expect(rowTexts(breakfast)).toEqual([
      ['Bolo (recipe)', '1,5 un.', '60,75', '9', '12,3', '390,5', 'EditDelete'],
      ['Total', '', '60,75', '9', '12,3', '390,5', ''],
    ]);
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories390,5 kcal');
    expect(progressValue('Calories today')).toBe('20');
    expect(client.cache.extract()).not.toHaveProperty('MealEntry:101');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(dayResult).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Deletion failed' per message and keeps the row", async () => {
    const { user } = renderMeals([
      {
        request: { query: DeleteMealEntryMutation, variables: { id: 102 } },
        result: { errors: [{ message: 'Meal entry with id 102 was not found.' }] },
      },
    ]);
    await deleteAfterConfirming(user, 'Bolo');
    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(screen.getByText('Meal entry with id 102 was not found.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Breakfast' })).getByRole('rowheader', { name: 'Bolo (recipe)' })).toBeInTheDocument();
  });
});

const quantityBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Quantity' });
const preview = (dialog: HTMLElement) => within(dialog).getByRole('status', { name: 'Macros of this quantity' });

async function pick(user: ReturnType<typeof renderRoutes>['user'], dialog: HTMLElement, label: 'Food' | 'Recipe', name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('recent foods and recipes', () => {
  it('offers what was eaten lately first, most used first; a tap picks it (switching tab) and prefills its serving', async () => {
    const { user } = renderMeals([
      recentMock(TODAY, [
        ['recipe', 11, 4],
        ['food', 3, 2],
        ['recipe', 99, 1],
      ]),
    ]);
    const dialog = await openFeed(user);
    const recent = await within(dialog).findByRole('region', { name: 'Recent' });
    // Omelete (a recipe) and Frango; recipe 99 is not among the dialog's recipes any more, so it is not offered.
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Omelete (recipe)', 'Frango']);

    await user.click(within(recent).getByRole('button', { name: 'Omelete (recipe)' }));
    expect(within(dialog).getByRole('tab', { name: 'Recipe' })).toHaveAttribute('aria-selected', 'true');
    expect(within(recent).getByRole('button', { name: 'Omelete (recipe)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('1'));

    await user.click(within(recent).getByRole('button', { name: 'Frango' }));
    expect(within(dialog).getByRole('tab', { name: 'Food' })).toHaveAttribute('aria-selected', 'true');
    expect(within(within(dialog).getByRole('tabpanel', { name: 'Food' })).getByText('Frango')).toBeInTheDocument();
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));
  });

  it('shows no Recent section when nothing was eaten lately, nor when editing', async () => {
    const { user } = renderMeals([]);
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    expect(within(dialog).queryByRole('region', { name: 'Recent' })).not.toBeInTheDocument();
  });
});

describe('quantity prefill and macros preview', () => {
  it("prefills the quantity with the picked food's or recipe's serving, never over a quantity the user typed", async () => {
    const { user } = renderMeals([]);
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    // the preselected first food: Arroz, 100 g
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));

    await pick(user, dialog, 'Food', 'Banana');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('1'));

    // the Recipe tab preselects Bolo (one batch makes 3 un.), then Omelete (1 un.)
    await user.click(within(dialog).getByRole('tab', { name: 'Recipe' }));
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('3'));
    await pick(user, dialog, 'Recipe', 'Omelete');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('1'));

    // a quantity of the user's own stays for whatever is picked next in the same unit
    await user.clear(quantityBox(dialog));
    await user.type(quantityBox(dialog), '2,5');
    await pick(user, dialog, 'Recipe', 'Bolo');
    // (the preview reads the form's value: 2,5 un. of Bolo, then of Banana)
    expect(preview(dialog)).toHaveTextContent('Calories650,833 kcal');
    expect(quantityBox(dialog)).toHaveValue('2,5');
    await user.click(within(dialog).getByRole('tab', { name: 'Food' }));
    expect(preview(dialog)).toHaveTextContent('Calories222,5 kcal');
    expect(quantityBox(dialog)).toHaveValue('2,5');
    // … but 2,5 un. mean nothing in grams: Frango's serving takes their place
    await pick(user, dialog, 'Food', 'Frango');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));
    expect(preview(dialog)).toHaveTextContent('Calories165 kcal');
    await user.clear(quantityBox(dialog));
    await user.type(quantityBox(dialog), '150');
    await pick(user, dialog, 'Food', 'Arroz');
    expect(preview(dialog)).toHaveTextContent('Calories195 kcal');
    expect(quantityBox(dialog)).toHaveValue('150');

    // emptied, the next pick prefills again
    await user.clear(quantityBox(dialog));
    await pick(user, dialog, 'Food', 'Frango');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));
  });

  it("editing, keeps the entry's quantity for an item of its unit, and puts the serving for one of another unit", async () => {
    // The reported case: an entry of 2 un. of Banana changed into Arroz (g) kept "2" (2 g); 100 g of oat bran changed
    // into eggs kept "100" (100 eggs, one click from saved).
    const edited = foodEntry(101, 21, 0, '100', macros('28', '2.5', '0.3', '130'));
    const { user } = renderMeals([
      {
        request: { query: UpdateMealEntryMutation, variables: { id: 101, input: { foodId: 1, quantity: '100' } } },
        result: { data: { updateMealEntry: payload(edited, [edited, BOLO_ENTRY]) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Banana' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your meal' });
    await within(dialog).findByText('Banana');
    // the dialog opens on the entry's own quantity, and keeps it once its food's serving and values arrive
    await waitFor(() => expect(preview(dialog)).toHaveTextContent('Calories178 kcal'));
    expect(quantityBox(dialog)).toHaveValue('2');

    await pick(user, dialog, 'Food', 'Arroz');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));
    expect(preview(dialog)).toHaveTextContent('Calories130 kcal');
    // back to Banana: the entry's quantity, not Banana's serving; then Bolo (un. too) keeps it, as when it opened
    await pick(user, dialog, 'Food', 'Banana');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('2'));
    await user.click(within(dialog).getByRole('tab', { name: 'Recipe' }));
    expect(preview(dialog)).toHaveTextContent('Calories520,667 kcal');
    expect(quantityBox(dialog)).toHaveValue('2');

    await user.click(within(dialog).getByRole('tab', { name: 'Food' }));
    await pick(user, dialog, 'Food', 'Arroz');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Arroz was successfully edited.')).toBeInTheDocument();
  });

  it('editing an entry in grams into another food in grams keeps what was eaten', async () => {
    const arroz = foodEntry(103, 21, 0, '150', macros('42', '3.75', '0.45', '195'));
    const { user } = renderMeals([], undefined, { dailyMeal: day(TODAY, [meal(21, 'Breakfast', 1, [arroz]), meal(22, 'Lunch', 2, [])]) });
    await user.click(await screen.findByRole('button', { name: 'Edit Arroz' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your meal' });
    await waitFor(() => expect(preview(dialog)).toHaveTextContent('Calories195 kcal'));
    await pick(user, dialog, 'Food', 'Frango');
    expect(preview(dialog)).toHaveTextContent('Calories247,5 kcal');
    expect(quantityBox(dialog)).toHaveValue('150');
    await pick(user, dialog, 'Food', 'Banana');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('1'));
    await pick(user, dialog, 'Food', 'Arroz');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('150'));
  });

  it('previews what the typed quantity of a food holds, with a decimal comma, in a polite live region', async () => {
    const { user } = renderMeals([]);
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    const region = preview(dialog);
    expect(region).toHaveAttribute('aria-live', 'polite');
    // 100 g of Arroz (its serving)
    await waitFor(() => expect(region).toHaveTextContent('Carbohydrates28 gProteins2,5 gFats0,3 gCalories130 kcal'));
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));

    await user.clear(quantityBox(dialog));
    expect(region).toHaveTextContent('Choose an item and type a quantity to see its macros.');

    // 150,5 g: 42,14 g, 3,7625 → 3,763 g and 0,4515 → 0,452 g (half-up, as the server rounds), 195,65 kcal
    await user.type(quantityBox(dialog), '150,5');
    expect(region).toHaveTextContent('Carbohydrates42,14 gProteins3,763 gFats0,452 gCalories195,65 kcal');
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Carbohydrates', 'Proteins', 'Fats', 'Calories']);

    await pick(user, dialog, 'Food', 'Frango');
    expect(region).toHaveTextContent('Carbohydrates0 gProteins46,655 gFats5,418 gCalories248,325 kcal');
  });

  it('previews a recipe from its ingredients, as the server computes its entries', async () => {
    const { user } = renderMeals([]);
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    await user.click(within(dialog).getByRole('tab', { name: 'Recipe' }));
    const region = preview(dialog);
    // Bolo's whole serving (3 un.)
    await waitFor(() => expect(region).toHaveTextContent('Carbohydrates121,5 gProteins18 gFats24,6 gCalories781 kcal'));
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('3'));

    await user.clear(quantityBox(dialog));
    await user.type(quantityBox(dialog), '1');
    expect(region).toHaveTextContent('Carbohydrates40,5 gProteins6 gFats8,2 gCalories260,333 kcal');
    await user.type(quantityBox(dialog), ',5');
    expect(region).toHaveTextContent('Carbohydrates60,75 gProteins9 gFats12,3 gCalories390,5 kcal');
  });
});

describe('optimistic entry changes', () => {
  const arroz = foodEntry(103, 21, 0, '150.5', macros('42.14', '3.763', '0.452', '195.65'));

  async function addArroz(user: ReturnType<typeof renderRoutes>['user']) {
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));
    await user.clear(quantityBox(dialog));
    await user.type(quantityBox(dialog), '150,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    return dialog;
  }

  const withArroz = [
    ['Banana', '2 un.', '46', '2,2', '0,6', '178', 'EditDelete'],
    ['Bolo (recipe)', '1,5 un.', '60,75', '9', '12,3', '390,5', 'EditDelete'],
    ['Arroz', '150,5 g', '42,14', '3,763', '0,452', '195,65', 'EditDelete'],
    ['Total', '', '148,89', '14,963', '13,352', '764,15', ''],
  ];
  const before = [
    ['Banana', '2 un.', '46', '2,2', '0,6', '178', 'EditDelete'],
    ['Bolo (recipe)', '1,5 un.', '60,75', '9', '12,3', '390,5', 'EditDelete'],
    ['Total', '', '106,75', '11,2', '12,9', '568,5', ''],
  ];

  it("shows an added entry, its meal's totals and the day's totals before the server answers", async () => {
    const hold = holdMutations();
    const add = vi.fn(() => ({ data: { addMealEntry: payload(arroz, [BANANA_ENTRY, BOLO_ENTRY, arroz]) } }));
    const { user, dayResult } = renderMeals(
      [{ request: { query: AddMealEntryMutation, variables: { mealId: 21, input: { foodId: 1, quantity: '150.5' } } }, result: add }],
      hold.link,
    );
    await waitFor(() => expect(progressValue('Calories today')).toBe('28'));

    const dialog = await addArroz(user);

    const breakfast = screen.getByRole('region', { name: 'Breakfast' });
    await waitFor(() => expect(rowTexts(breakfast)).toEqual(withArroz));
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Carbohydrates148,89 g');
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories764,15 kcal');
    expect(progressValue('Calories today')).toBe('38');
    // the server has not answered: the dialog waits, busy
    expect(add).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();

    hold.release();

    expect(await screen.findByText('Arroz was successfully added.')).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('region', { name: 'Breakfast' }))).toEqual(withArroz);
    expect(add).toHaveBeenCalledTimes(1);
    expect(dayResult).toHaveBeenCalledTimes(1);
  });

  it('rolls an addition back when the server refuses it, with the failure toast', async () => {
    const hold = holdMutations();
    const { user, dayResult } = renderMeals(
      [
        {
          request: { query: AddMealEntryMutation, variables: { mealId: 21, input: { foodId: 1, quantity: '150.5' } } },
          result: { errors: [{ message: 'Food with id 1 was not found.', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
      hold.link,
    );
    const dialog = await addArroz(user);
    const breakfast = screen.getByRole('region', { name: 'Breakfast' });
    await waitFor(() => expect(rowTexts(breakfast)).toEqual(withArroz));

    hold.release();

    expect(await screen.findByText('Adition failed')).toBeInTheDocument();
    expect(screen.getByText('Food with id 1 was not found.')).toBeInTheDocument();
    await waitFor(() => expect(rowTexts(screen.getByRole('region', { name: 'Breakfast' }))).toEqual(before));
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories568,5 kcal');
    expect(progressValue('Calories today')).toBe('28');
    // the dialog stays open with what was typed
    expect(quantityBox(dialog)).toHaveValue('150,5');
    expect(dayResult).toHaveBeenCalledTimes(1);
  });

  it('shows an edited entry and the new totals before the server answers', async () => {
    const hold = holdMutations();
    const edited = recipeEntry(102, 21, 0, '2.5', macros('101.25', '15', '20.5', '650.833'));
    const update = vi.fn(() => ({ data: { updateMealEntry: payload(edited, [BANANA_ENTRY, edited]) } }));
    const { user } = renderMeals(
      [{ request: { query: UpdateMealEntryMutation, variables: { id: 102, input: { recipeId: 10, quantity: '2.5' } } }, result: update }],
      hold.link,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Bolo' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your meal' });
    // the lists are loaded: the preview shows what the entry's 1,5 un. hold
    await waitFor(() => expect(preview(dialog)).toHaveTextContent('Calories390,5 kcal'));
    await user.clear(quantityBox(dialog));
    await user.type(quantityBox(dialog), '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    const expected = [
      ['Banana', '2 un.', '46', '2,2', '0,6', '178', 'EditDelete'],
      ['Bolo (recipe)', '2,5 un.', '101,25', '15', '20,5', '650,833', 'EditDelete'],
      ['Total', '', '147,25', '17,2', '21,1', '828,833', ''],
    ];
    await waitFor(() => expect(rowTexts(screen.getByRole('region', { name: 'Breakfast' }))).toEqual(expected));
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories828,833 kcal');
    expect(update).not.toHaveBeenCalled();

    hold.release();

    expect(await screen.findByText('Bolo was successfully edited.')).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('region', { name: 'Breakfast' }))).toEqual(expected);
  });

  it("removes a deleted entry at once and puts it back when the server refuses, with 'Deletion failed'", async () => {
    const hold = holdMutations();
    const { user } = renderMeals(
      [
        {
          request: { query: DeleteMealEntryMutation, variables: { id: 101 } },
          result: { errors: [{ message: 'Meal entry with id 101 was not found.' }] },
        },
      ],
      hold.link,
    );
    await deleteAfterConfirming(user, 'Banana');

    await waitFor(() =>
      expect(rowTexts(screen.getByRole('region', { name: 'Breakfast' }))).toEqual([
        ['Bolo (recipe)', '1,5 un.', '60,75', '9', '12,3', '390,5', 'EditDelete'],
        ['Total', '', '60,75', '9', '12,3', '390,5', ''],
      ]),
    );
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories390,5 kcal');

    hold.release();

    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(screen.getByText('Meal entry with id 101 was not found.')).toBeInTheDocument();
    await waitFor(() => expect(rowTexts(screen.getByRole('region', { name: 'Breakfast' }))).toEqual(before));
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories568,5 kcal');
  });

  it('two quick deletions both show before the server answers', async () => {
    const hold = holdMutations();
    const deletedEntry = (id: number, name: string, kind: 'food' | 'recipe') => ({
      __typename: 'MealEntry' as const,
      id,
      food: kind === 'food' ? { __typename: 'Food' as const, id: 2, name } : null,
      recipe: kind === 'recipe' ? { __typename: 'Recipe' as const, id: 10, name } : null,
    });
    const { user } = renderMeals(
      [
        {
          request: { query: DeleteMealEntryMutation, variables: { id: 101 } },
          result: { data: { deleteMealEntry: { ...payload(BANANA_ENTRY, [BOLO_ENTRY]), entry: deletedEntry(101, 'Banana', 'food') } } },
        },
        {
          request: { query: DeleteMealEntryMutation, variables: { id: 102 } },
          result: { data: { deleteMealEntry: { ...payload(BOLO_ENTRY, []), entry: deletedEntry(102, 'Bolo', 'recipe') } } },
        },
      ],
      hold.link,
    );
    await deleteAfterConfirming(user, 'Banana');
    await deleteAfterConfirming(user, 'Bolo');

    const breakfast = screen.getByRole('region', { name: 'Breakfast' });
    await waitFor(() => expect(within(breakfast).getByText('Nothing eaten in this meal yet.')).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories0 kcal');

    hold.release();

    // (what the meal shows then is the payload that arrived last: the mocks' order, not this client's doing)
    expect(await screen.findByText('Banana was successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Bolo was successfully deleted.')).toBeInTheDocument();
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

/** `count` foods named "Alimento 01" … (all before Arroz in name order), 100 g of each holding 10 kcal. */
function manyFoods(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    ...FOODS[0],
    id: 1000 + index,
    name: `Alimento ${String(index + 1).padStart(2, '0')}`,
    calories: '10',
  }));
}

describe('the food search (the catalogue is searched on the server, never read whole)', () => {
  it('opens on the first 30 foods in name order, the first preselected; typing asks the server once typing pauses', async () => {
    const catalogue = foodServer([...FOODS, ...manyFoods(40), QUIABO]);
    const quiabo = {
      ...foodEntry(103, 21, 0, '100', macros('7', '2', '0.2', '33')),
      food: { __typename: 'Food' as const, id: 4, name: 'Quiabo', unit: 'G' as const },
    };
    const add = vi.fn(() => ({ data: { addMealEntry: payload(quiabo, [BANANA_ENTRY, BOLO_ENTRY, quiabo]) } }));
    const { user } = renderMeals(
      [{ request: { query: AddMealEntryMutation, variables: { mealId: 21, input: { foodId: 4, quantity: '100' } } }, result: add }],
      undefined,
      { foods: catalogue },
    );
    const dialog = await openFeed(user);
    const food = within(dialog).getByRole('combobox', { name: 'Food' });
    // the first food of the catalogue is preselected, its serving prefilled
    expect(await within(dialog).findByText('Alimento 01')).toBeInTheDocument();
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));

    await user.click(food);
    expect(optionNames()).toEqual(manyFoods(30).map((item) => item.name));

    // the search follows the text (how many of its beginnings were asked for depends on the typing's pace: the
    // debounce itself is useDebouncedValue's, tested there)
    await user.type(food, 'quia');
    expect(await screen.findByRole('option', { name: 'Quiabo' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Quiabo']);
    expect(catalogue.searches.at(-1)).toBe('quia');
    expect(catalogue.searches.every((text) => 'quia'.startsWith(text))).toBe(true);

    await user.click(screen.getByRole('option', { name: 'Quiabo' }));
    // the picked food stays chosen though the search is over (the list is back to the first foods)
    expect(within(dialog).getByText('Quiabo')).toBeInTheDocument();
    await sleep(400);
    expect(within(dialog).getByText('Quiabo')).toBeInTheDocument();
    expect(preview(dialog)).toHaveTextContent('Calories33 kcal');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Quiabo was successfully added.')).toBeInTheDocument();
    expect(add).toHaveBeenCalledTimes(1);
    // a text searched before is answered from the cache: no second request
    expect(catalogue.searches.filter((text) => text === 'quia')).toHaveLength(1);
  });

  it('says how many foods the first ones are of, and how many a search found, and nothing when it shows them all', async () => {
    const catalogue = foodServer([...FOODS, ...manyFoods(40), QUIABO]);
    const { user } = renderMeals([], undefined, { foods: catalogue });
    const dialog = await openFeed(user);
    const panel = within(dialog).getByRole('tabpanel', { name: 'Food' });
    expect(await within(panel).findByText(`Showing 30 of ${FOODS.length + 41} foods — type to search.`)).toBeInTheDocument();
    const food = within(dialog).getByRole('combobox', { name: 'Food' });
    // read with the field by screen readers
    expect(food).toHaveAccessibleDescription(new RegExp(`^Showing 30 of ${FOODS.length + 41} foods — type to search\\.`));
    await user.type(food, 'alimento');
    expect(await within(panel).findByText('Showing 30 of 40 matching foods — type more to narrow.')).toBeInTheDocument();
    expect(food).toHaveAccessibleDescription(/^Showing 30 of 40 matching foods — type more to narrow\./);
    // a search's answer holding all its matches: nothing more to say (once answered, not only while it is awaited)
    await user.type(food, ' 1');
    await waitFor(() => expect(catalogue.searches.at(-1)).toBe('alimento 1'));
    await sleep(100);
    expect(optionNames()).toHaveLength(10);
    expect(within(panel).queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(food).not.toHaveAccessibleDescription(/Showing/);
  });

  it("says '1000+' of a search's matches past the count's bound (the server counts no further), the catalogue's size in full", async () => {
    const catalogue = foodServer([...FOODS, ...manyFoods(1_005)]);
    const { user } = renderMeals([], undefined, { foods: catalogue });
    const dialog = await openFeed(user);
    const panel = within(dialog).getByRole('tabpanel', { name: 'Food' });
    expect(await within(panel).findByText(`Showing 30 of ${FOODS.length + 1_005} foods — type to search.`)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Food' }), 'alimento');
    expect(await within(panel).findByText('Showing 30 of 1000+ matching foods — type more to narrow.')).toBeInTheDocument();
  });

  it('says nothing of more foods when the catalogue fits', async () => {
    const { user } = renderMeals([], undefined, { foods: foodServer([...FOODS, QUIABO]) });
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    expect(within(dialog).queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('answers a text typed again from the cache', async () => {
    const catalogue = foodServer([...FOODS, QUIABO]);
    const { user } = renderMeals([], undefined, { foods: catalogue });
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    const food = within(dialog).getByRole('combobox', { name: 'Food' });
    await user.type(food, 'quia');
    expect(await screen.findByRole('option', { name: 'Quiabo' })).toBeInTheDocument();
    await user.clear(food);
    await waitFor(() => expect(optionNames()).toEqual(['Arroz', 'Banana', 'Frango', 'Quiabo']));
    await user.type(food, 'quia');
    await waitFor(() => expect(optionNames()).toEqual(['Quiabo']));
    await sleep(400);
    expect(catalogue.searches.filter((text) => text === 'quia')).toHaveLength(1);
  });

  it('shows only the answer to the text typed now: a late answer to an earlier text never replaces it', async () => {
    const asked = vi.fn();
    const late = {
      ...foodSearchMock('q', [QUIABO]),
      delay: () => {
        asked();
        return 700;
      },
    };
    const { user } = renderMeals([late, foodSearchMock('zim', [ZIMBRO])]);
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    const food = within(dialog).getByRole('combobox', { name: 'Food' });
    await user.type(food, 'q');
    // the search for "q" is on its way (slow) when the text changes
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await user.keyboard('{Backspace}zim');
    expect(await screen.findByRole('option', { name: 'Zimbro' })).toBeInTheDocument();
    await sleep(900);
    expect(optionNames()).toEqual(['Zimbro']);
  });

  it("says 'No results found' when the search finds nothing, and Enter then adds nothing", async () => {
    const add = vi.fn(() => ({ data: { addMealEntry: payload(BANANA_ENTRY, [BANANA_ENTRY]) } }));
    const { user } = renderMeals([
      { ...foodSearchMock('xyz', []), delay: 300 },
      { request: { query: AddMealEntryMutation, variables: { mealId: 21, input: { foodId: 1, quantity: '100' } } }, result: add },
    ]);
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));
    const food = within(dialog).getByRole('combobox', { name: 'Food' });
    await user.type(food, 'xyz');
    // before the answer: nothing to pick, so Enter does not submit the dialog either
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await sleep(200);
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add to your meal' })).toBeInTheDocument();
  });

  it('picks with the keyboard: arrows move through the results, Enter picks, Escape closes the list before the dialog', async () => {
    const catalogue = foodServer([...FOODS, QUIABO, ZIMBRO]);
    const { user } = renderMeals([], undefined, { foods: catalogue });
    const dialog = await openFeed(user);
    await within(dialog).findByText('Arroz');
    const food = within(dialog).getByRole('combobox', { name: 'Food' });
    food.focus();
    await user.keyboard('o');
    // Arroz, Frango, Quiabo and Zimbro hold an "o". The arrows wait for the server's answer to be shown: options
    // replaced while moving through them put the focus back on the first (a slow machine's timing, not a wrong answer).
    await waitFor(() => {
      expect(catalogue.searches).toContain('o');
      expect(dialog.querySelector('.single-select__loading-indicator')).toBeNull();
      expect(optionNames()).toEqual(['Arroz', 'Frango', 'Quiabo', 'Zimbro']);
    });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(within(dialog).getByText('Quiabo')).toBeInTheDocument();
    expect(food).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('100'));

    // (jsdom counts as a touch device: react-select leaves the input after a pick there, not on a desktop)
    food.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add to your meal' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("edits an entry whose food is beyond the first foods: shows it, and previews from the food's own values", async () => {
    const entry = {
      ...foodEntry(105, 22, 0, '150', macros('10.5', '3', '0.3', '49.5')),
      food: { __typename: 'Food' as const, id: 4, name: 'Quiabo', unit: 'G' as const },
    };
    const edited = { ...entry, quantity: '200', macros: macros('14', '4', '0.4', '66') };
    const breakfast = meal(21, 'Breakfast', 1, [BANANA_ENTRY, BOLO_ENTRY]);
    const lunch = meal(22, 'Lunch', 2, [edited]);
    const update = vi.fn(() => ({
      data: {
        updateMealEntry: {
          entry: edited,
          meal: lunch,
          dailyMeal: { __typename: 'DailyMeal' as const, id: 5, totals: day(TODAY, [breakfast, lunch]).totals },
        },
      },
    }));
    const { user } = renderMeals(
      [
        entryFoodMock(QUIABO),
        { request: { query: UpdateMealEntryMutation, variables: { id: 105, input: { foodId: 4, quantity: '200' } } }, result: update },
      ],
      undefined,
      { dailyMeal: day(TODAY, [breakfast, meal(22, 'Lunch', 2, [entry])]) },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Quiabo' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your meal' });
    expect(within(within(dialog).getByRole('tabpanel', { name: 'Food' })).getByText('Quiabo')).toBeInTheDocument();
    // 150 g of Quiabo (33 kcal in 100 g)
    await waitFor(() => expect(preview(dialog)).toHaveTextContent('Carbohydrates10,5 gProteins3 gFats0,3 gCalories49,5 kcal'));
    await user.clear(quantityBox(dialog));
    await user.type(quantityBox(dialog), '200');
    expect(preview(dialog)).toHaveTextContent('Calories66 kcal');
    // the first foods, shown when the list opens, do not change the choice
    await user.click(within(dialog).getByRole('combobox', { name: 'Food' }));
    expect(await screen.findByRole('option', { name: 'Arroz' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('Quiabo was successfully edited.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('offers a recent food beyond the first foods, and a tap picks it with its serving', async () => {
    const { user } = renderMeals([recentMock(TODAY, [['food', 5, 2]])]);
    const dialog = await openFeed(user);
    const recent = await within(dialog).findByRole('region', { name: 'Recent' });
    await user.click(within(recent).getByRole('button', { name: 'Zimbro' }));
    expect(within(within(dialog).getByRole('tabpanel', { name: 'Food' })).getByText('Zimbro')).toBeInTheDocument();
    await waitFor(() => expect(quantityBox(dialog)).toHaveValue('10'));
    expect(preview(dialog)).toHaveTextContent('Calories25 kcal');
  });

  it('says when the foods cannot be loaded, and when there are none yet, read with the Food field', async () => {
    const failing = {
      request: { query: FoodPickerQuery, variables: foodPickerVariables() },
      error: new Error('Failed to fetch'),
    };
    const { user, unmount } = renderMeals([failing]);
    let dialog = await openFeed(user);
    expect(await within(dialog).findByText("Couldn't load your foods. Server might be down right now.")).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Food' })).toHaveAccessibleDescription(
      /^Couldn't load your foods\. Server might be down right now\./,
    );
    unmount();

    const empty = renderMeals([], undefined, { foods: foodServer([]) });
    dialog = await openFeed(empty.user);
    expect(await within(dialog).findByRole('link', { name: 'Register a food' })).toHaveAttribute('href', '/foods/new');
    expect(within(dialog).getByRole('combobox', { name: 'Food' })).toHaveAccessibleDescription(
      /^You have no foods yet\. Register a food first\./,
    );
  });
});
