import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DailyMealFieldsFragment } from '../../gql/graphql';
import { deleteAfterConfirming } from '../../test/deletion';
import { Marker, recordMutations, renderRoutes, withToasts } from '../../test/render';
import { addDays, formatPtBrDate, localToday } from '../../shared/dates';
import { DailyMealQuery, DeleteMealEntryMutation, StartDayMutation } from './mealDocuments';
import { MealsPage } from './MealsPage';
import { BANANA_ENTRY, BOLO_ENTRY, dailyMealMock, day, mealInfoMock, meal, startedDay } from './testData';

const routes = withToasts([
  { path: '/meals', element: <MealsPage /> },
  { path: '/meals/:id', element: <Marker name="meal names" /> },
]);

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

const TODAY = localToday();
const YESTERDAY = addDays(TODAY, -1);

function renderMeals(mocks: Mocks, path = '/meals', link?: Parameters<typeof renderRoutes>[0]['link']) {
  return renderRoutes({ routes, path, mocks: [mealInfoMock(), ...mocks], link });
}

/** A DailyMeal mock that counts how often the day was asked for (it may answer any number of times). */
function countedDay(date: string, dailyMeal: DailyMealFieldsFragment | null) {
  const result = vi.fn(() => ({ data: { dailyMeal } }));
  return {
    mock: { request: { query: DailyMealQuery, variables: { date } }, result, maxUsageCount: Number.POSITIVE_INFINITY },
    result,
  };
}

function dayLabel() {
  return screen.getByRole('group', { name: 'Day' }).querySelector('h2');
}

function mealCard(name: string) {
  return screen.getByRole('region', { name });
}

describe('MealsPage day navigation', () => {
  it("starts on today: 'Today', no next-day button", async () => {
    renderMeals([dailyMealMock(TODAY, startedDay(TODAY))]);
    expect(await screen.findByRole('region', { name: 'Breakfast' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Meals' })).toBeInTheDocument();
    expect(document.title).toBe('Daily Meals · Fitness Manager');
    expect(dayLabel()).toHaveTextContent('Today');
    expect(dayLabel()?.querySelector('time')).toHaveAttribute('datetime', TODAY);
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next day' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick a date' })).toBeInTheDocument();
  });

  it('moves one day back and forth, showing other days as dd/mm/yyyy', async () => {
    const yesterday = countedDay(YESTERDAY, null);
    const today = countedDay(TODAY, startedDay(TODAY));
    const { user, router } = renderMeals([today.mock, yesterday.mock]);
    await screen.findByRole('region', { name: 'Breakfast' });

    await user.click(screen.getByRole('button', { name: 'Previous day' }));

    expect(await screen.findByText("You didn't register any meal this day. :(")).toBeInTheDocument();
    expect(dayLabel()).toHaveTextContent(formatPtBrDate(YESTERDAY));
    expect(dayLabel()).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(router.state.location.search).toBe(`?date=${YESTERDAY}`);

    await user.click(screen.getByRole('button', { name: 'Next day' }));

    expect(await screen.findByRole('region', { name: 'Breakfast' })).toBeInTheDocument();
    expect(dayLabel()).toHaveTextContent('Today');
    expect(screen.queryByRole('button', { name: 'Next day' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // each day was loaded once; coming back to today used the cache
    expect(today.result).toHaveBeenCalledTimes(1);
    expect(yesterday.result).toHaveBeenCalledTimes(1);
  });

  it("keeps the keyboard focus on 'Previous day' when 'Next day' reaches today and disappears", async () => {
    const { user } = renderMeals([dailyMealMock(YESTERDAY, null), dailyMealMock(TODAY, startedDay(TODAY))], `/meals?date=${YESTERDAY}`);
    await screen.findByText("You didn't register any meal this day. :(");

    screen.getByRole('button', { name: 'Next day' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('region', { name: 'Breakfast' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next day' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous day' })).toHaveFocus();
  });

  it("leaves the focus on 'Next day' while it stays (the day before yesterday → yesterday)", async () => {
    const before = addDays(TODAY, -2);
    const { user } = renderMeals([dailyMealMock(before, null), dailyMealMock(YESTERDAY, null)], `/meals?date=${before}`);
    await screen.findByText("You didn't register any meal this day. :(");

    await user.click(screen.getByRole('button', { name: 'Next day' }));

    await waitFor(() => expect(dayLabel()).toHaveTextContent(formatPtBrDate(YESTERDAY)));
    expect(screen.getByRole('button', { name: 'Next day' })).toHaveFocus();
  });

  it('opens on the day in the URL (?date=) and ignores a date that is not a day', async () => {
    renderMeals([dailyMealMock('2024-02-29', null)], '/meals?date=2024-02-29');
    expect(await screen.findByText("You didn't register any meal this day. :(")).toBeInTheDocument();
    expect(dayLabel()).toHaveTextContent('29/02/2024');
    expect(screen.getByRole('button', { name: 'Next day' })).toBeInTheDocument();
  });

  it('falls back to today for an invalid ?date=', async () => {
    renderMeals([dailyMealMock(TODAY, null)], '/meals?date=2024-02-30');
    expect(await screen.findByText("You didn't register any meal this day. :(")).toBeInTheDocument();
    expect(dayLabel()).toHaveTextContent('Today');
  });

  it('picks a date in the calendar dialog: the day loads and the dialog closes', async () => {
    // The first day of the previous month: always in the past.
    const [year, month] = [Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7))];
    const previous = new Date(year, month - 2, 1);
    const picked = `${previous.getFullYear()}-${String(previous.getMonth() + 1).padStart(2, '0')}-01`;
    const { user } = renderMeals([dailyMealMock(TODAY, startedDay(TODAY)), dailyMealMock(picked, null)]);
    await screen.findByRole('region', { name: 'Breakfast' });
    const opener = screen.getByRole('button', { name: 'Pick a date' });

    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Pick a date' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The calendar speaks the interface's language (English): month names and screen-reader labels; the selected day
    // has the focus.
    expect(await within(dialog).findByRole('grid')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /selected/i })).toHaveFocus();
    expect(dialog).toHaveTextContent(new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date(year, month - 1, 1)));
    expect(dialog).not.toHaveTextContent(/janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro/);
    await user.click(within(dialog).getByRole('button', { name: /previous month/i }));
    const dayButton = within(dialog)
      .getAllByRole('button')
      .find((button) => button.textContent === '1');
    if (!dayButton) throw new Error('No day button');
    await user.click(dayButton);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText("You didn't register any meal this day. :(")).toBeInTheDocument();
    expect(dayLabel()).toHaveTextContent(formatPtBrDate(picked));
    expect(opener).toHaveFocus();
  });

  it('offers no day after today in the calendar, and a future ?date= means today', async () => {
    const tomorrow = addDays(TODAY, 1);
    const { user } = renderMeals([dailyMealMock(TODAY, startedDay(TODAY))], `/meals?date=${tomorrow}`);
    await screen.findByRole('region', { name: 'Breakfast' });
    expect(dayLabel()).toHaveTextContent('Today');
    expect(screen.queryByRole('button', { name: 'Next day' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pick a date' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick a date' });
    await within(dialog).findByRole('grid');
    await user.click(within(dialog).getByRole('button', { name: /next month/i }));
    const days = within(dialog)
      .getAllByRole('gridcell')
      .flatMap((cell) => within(cell).queryAllByRole('button'));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toBeDisabled();
  });

  it('closes the calendar with Escape and goes back to today with its button', async () => {
    const { user } = renderMeals([dailyMealMock(YESTERDAY, null), dailyMealMock(TODAY, startedDay(TODAY))], `/meals?date=${YESTERDAY}`);
    await screen.findByText("You didn't register any meal this day. :(");

    await user.click(screen.getByRole('button', { name: 'Pick a date' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dayLabel()).toHaveTextContent(formatPtBrDate(YESTERDAY));

    await user.click(screen.getByRole('button', { name: 'Pick a date' }));
    await within(screen.getByRole('dialog')).findByRole('grid');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Go to today' }));
    expect(await screen.findByRole('region', { name: 'Breakfast' })).toBeInTheDocument();
    expect(dayLabel()).toHaveTextContent('Today');
  });

  it('links the pencil to the meal-names page, keeping a chosen day', async () => {
    const { user } = renderMeals([dailyMealMock(TODAY, null), dailyMealMock(YESTERDAY, null)]);
    const pencil = await screen.findByRole('link', { name: /Edit meal names/ });
    expect(pencil).toHaveAttribute('href', '/meals/7');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(pencil).toHaveAttribute('href', `/meals/7?date=${YESTERDAY}`));
  });
});

/** The server's answer to deleting an entry of Breakfast: the entry, the meal left and the day's new totals. */
function deleteEntryMock(removed: typeof BANANA_ENTRY, left: (typeof BANANA_ENTRY)[]) {
  const breakfast = meal(21, 'Breakfast', 1, left);
  const wholeDay = day(TODAY, [breakfast, meal(22, 'Lunch', 2, [])]);
  return {
    request: { query: DeleteMealEntryMutation, variables: { id: removed.id } },
    result: {
      data: {
        deleteMealEntry: {
          __typename: 'MealEntryPayload' as const,
          entry: { __typename: 'MealEntry' as const, id: removed.id, food: removed.food, recipe: removed.recipe },
          meal: breakfast,
          dailyMeal: { __typename: 'DailyMeal' as const, id: 5, totals: wholeDay.totals },
        },
      },
    },
  };
}

describe('MealsPage entry deletion and the focus', () => {
  it('asks before deleting an entry: Cancel sends nothing, keeps the entry and gives the focus back to its Delete button', async () => {
    const mutations = recordMutations();
    const { user } = renderMeals([dailyMealMock(TODAY, startedDay(TODAY))], '/meals', mutations.link);

    const deleteBanana = await screen.findByRole('button', { name: 'Delete Banana' });
    await user.click(deleteBanana);
    const dialog = screen.getByRole('dialog', { name: 'Delete Banana?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteBanana).toHaveFocus());
    expect(mutations.sent).toEqual([]);
    expect(within(mealCard('Breakfast')).getByRole('rowheader', { name: 'Banana' })).toBeInTheDocument();
  });

  it("moves the focus from a deleted entry's Delete button to the meal's table", async () => {
    const { user } = renderMeals([dailyMealMock(TODAY, startedDay(TODAY)), deleteEntryMock(BANANA_ENTRY, [BOLO_ENTRY])]);

    await deleteAfterConfirming(user, 'Banana');

    expect(await screen.findByText('Banana was successfully deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Banana' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Breakfast entries' })).toHaveFocus();
  });

  it('moves it to the meal card when its last entry goes (and the table with it)', async () => {
    const onlyBanana = day(TODAY, [meal(21, 'Breakfast', 1, [BANANA_ENTRY]), meal(22, 'Lunch', 2, [])]);
    const { user } = renderMeals([dailyMealMock(TODAY, onlyBanana), deleteEntryMock(BANANA_ENTRY, [])]);

    await deleteAfterConfirming(user, 'Banana');

    expect(await within(mealCard('Breakfast')).findByText('Nothing eaten in this meal yet.')).toBeInTheDocument();
    await waitFor(() => expect(mealCard('Breakfast')).toHaveFocus());
  });
});

describe('MealsPage day content', () => {
  it('shows each meal with its entries (name, quantity and unit, macros with a decimal comma) and totals', async () => {
    renderMeals([dailyMealMock(TODAY, startedDay(TODAY))]);
    const breakfast = await screen.findByRole('region', { name: 'Breakfast' });

    expect(within(breakfast).getByRole('button', { name: 'Feed Breakfast' })).toHaveTextContent('Feed');
    const headers = within(breakfast)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Food or recipe', 'Quantity', 'Carbohydrates', 'Proteins', 'Fats', 'Calories', 'Actions']);
    const rows = within(breakfast).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Banana', '2 un.', '46', '2,2', '0,6', '178', 'EditDelete'],
      ['Bolo (recipe)', '1,5 un.', '60,75', '9', '12,3', '390,5', 'EditDelete'],
      ['Total', '', '106,75', '11,2', '12,9', '568,5', ''],
    ]);
    expect(within(breakfast).getByRole('button', { name: 'Edit Banana' })).toBeInTheDocument();
    expect(within(breakfast).getByRole('button', { name: 'Delete Bolo' })).toBeInTheDocument();

    const lunch = mealCard('Lunch');
    expect(within(lunch).getByText('Nothing eaten in this meal yet.')).toBeInTheDocument();
    expect(within(lunch).queryByRole('table')).not.toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Day totals' });
    expect(totals).toHaveTextContent('Carbohydrates106,75 g');
    expect(totals).toHaveTextContent('Proteins11,2 g');
    expect(totals).toHaveTextContent('Fats12,9 g');
    expect(totals).toHaveTextContent('Calories568,5 kcal');
  });

  it("'Start the day' switches to the day's meals from the cache, without asking for the day again", async () => {
    const today = countedDay(TODAY, null);
    const started = day(TODAY, [meal(41, 'Meal 1', 1, []), meal(42, 'Meal 2', 2, [])], 9);
    const start = vi.fn(() => ({ data: { startDay: started } }));
    const { user } = renderMeals([today.mock, { request: { query: StartDayMutation, variables: { date: TODAY } }, result: start }]);

    await user.click(await screen.findByRole('button', { name: 'Start the day' }));

    expect(await screen.findByRole('region', { name: 'Meal 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Meal 2' })).toBeInTheDocument();
    expect(screen.queryByText("You didn't register any meal this day. :(")).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories0 kcal');
    // The button pressed is gone with the empty state: the keyboard goes on from the first meal, not the page's top.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Feed Meal 1' })).toHaveFocus());
    expect(start).toHaveBeenCalledTimes(1);
    expect(today.result).toHaveBeenCalledTimes(1);
  });

  it("a failed 'Start the day' is only logged", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderMeals([
      dailyMealMock(TODAY, null),
      {
        request: { query: StartDayMutation, variables: { date: TODAY } },
        result: { errors: [{ message: 'Something broke.' }] },
        delay: 1000,
      },
    ]);

    const start = await screen.findByRole('button', { name: 'Start the day' });
    await user.click(start);

    // Busy while the server works (not a button that looks like it did nothing), usable again after the failure.
    await waitFor(() => expect(start).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(start).not.toHaveAttribute('aria-busy'));
    expect(start).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Something broke.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to try again when the day cannot be loaded', async () => {
    renderMeals([
      { request: { query: DailyMealQuery, variables: { date: TODAY } }, error: new Error('Network down') },
      dailyMealMock(TODAY, null),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load this day's meals.");
  });
});
