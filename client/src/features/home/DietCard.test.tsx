import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { addDays, formatPtBrDate, localToday } from '../../shared/dates';
import { DayTotalsQuery, MealInfoQuery, UpdateMacroGoalsMutation } from '../meals/mealDocuments';
import { macros, mealInfo, mealInfoMock } from '../meals/testData';
import { BodyWeightTrendQuery } from '../progress/progressDocuments';
import { trend, trendMock, weight } from '../progress/testData';
import { DietCard, formatWeightChange, progressPercent } from './DietCard';

const TODAY = localToday();
const routes = [{ path: '/home', element: <DietCard /> }];

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function totalsMock(totals: ReturnType<typeof macros> | null) {
  return {
    request: { query: DayTotalsQuery, variables: { date: TODAY } },
    result: {
      data: { dailyMeal: totals ? { __typename: 'DailyMeal' as const, id: 5, date: TODAY, totals } : null },
    },
  };
}

/** The card with `mocks`; without a trend among them, no weight is logged. */
function renderCard(mocks: Mocks) {
  const hasTrend = mocks.some((mock) => mock.request.query === BodyWeightTrendQuery);
  return renderRoutes({ routes, path: '/home', mocks: hasTrend ? mocks : [...mocks, trendMock(trend(null, null, null))] });
}

function card() {
  return screen.getByRole('region', { name: 'Diet' });
}

/** Waits for 'Edit goals' to be usable, clicks it, and returns the dialog. */
async function openGoalsDialog(user: ReturnType<typeof renderCard>['user']) {
  const edit = await screen.findByRole('button', { name: 'Edit goals' });
  await waitFor(() => expect(edit).toBeEnabled());
  await user.click(edit);
  return screen.getByRole('dialog', { name: 'Your daily goals' });
}

function bar(name: string) {
  return within(card()).getByRole('progressbar', { name });
}

function fill(progressbar: HTMLElement) {
  return (progressbar.firstElementChild as HTMLElement).style.width;
}

describe('progressPercent', () => {
  it('is current ÷ goal × 100, not capped, and null without a goal', () => {
    expect(progressPercent('50', '200')).toBe(25);
    expect(progressPercent('2400', '2000')).toBe(120);
    expect(progressPercent('0', '150')).toBe(0);
    expect(progressPercent('10', '0')).toBeNull();
  });
});

describe('formatWeightChange', () => {
  it('signs a change with a real minus sign and a decimal comma', () => {
    expect(formatWeightChange('-1.3')).toBe('\u22121,3 kg');
    expect(formatWeightChange('0.45')).toBe('+0,45 kg');
    expect(formatWeightChange('0')).toBe('±0 kg');
  });
});

describe('DietCard', () => {
  it('shows the latest weight and its change over 30 days', async () => {
    renderCard([mealInfoMock(), totalsMock(null), trendMock(trend(weight(2, -1, '80.7'), weight(1, -31, '82'), '-1.3'))]);
    const line = await within(await screen.findByRole('region', { name: 'Diet' })).findByText(/^Weight/);
    // The date compared with, not a number of days it may not be (QA: '−7,5 kg in 30 days' against six months ago).
    expect(line).toHaveTextContent(`Weight 80,7 kg (\u22121,3 kg since ${formatPtBrDate(addDays(TODAY, -31))}) See progress`);
    expect(within(line).getByRole('link', { name: 'See progress' })).toHaveAttribute('href', '/progress');
  });

  it('shows the only weight logged without a change', async () => {
    renderCard([mealInfoMock(), totalsMock(null), trendMock(trend(weight(2, -1, '80.7'), null, null))]);
    const line = await within(await screen.findByRole('region', { name: 'Diet' })).findByText(/^Weight/);
    expect(line).toHaveTextContent(/^Weight 80,7 kg See progress$/);
  });

  it('leads to Progress to log a weight when none is logged', async () => {
    renderCard([mealInfoMock(), totalsMock(null), trendMock(trend(null, null, null))]);
    expect(await screen.findByText('No weight logged yet.', { exact: false })).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Log your weight' })).toHaveAttribute('href', '/progress');
    expect(card()).not.toHaveTextContent('kg (');
  });

  it("shows the calorie goal, today's calories and macros against their goals, with progress bars", async () => {
    renderCard([mealInfoMock(), totalsMock(macros('75', '33.333', '0', '2400.5'))]);

    expect(await within(await screen.findByRole('region', { name: 'Diet' })).findByText('2000 kcal')).toBeInTheDocument();
    await waitFor(() => expect(bar('Calories today')).toHaveAttribute('aria-valuenow', '120'));

    expect(card()).toHaveTextContent('Daily goal: 2000 kcal');
    // calories: over the goal — the number is not capped, the bar is full
    expect(within(card()).getByText('2400,5 / 2000 kcal')).toBeInTheDocument();
    expect(within(card()).getByText('120 %')).toBeInTheDocument();
    expect(bar('Calories today')).toHaveAttribute('aria-valuetext', '120 % (2400,5 of 2000 kcal)');
    expect(bar('Calories today')).toHaveAttribute('aria-valuemax', '120');
    expect(fill(bar('Calories today'))).toBe('100%');

    expect(within(card()).getByText('75 / 150 g')).toBeInTheDocument();
    expect(bar('Carbohydrates')).toHaveAttribute('aria-valuenow', '50');
    expect(bar('Carbohydrates')).toHaveAttribute('aria-valuemax', '100');
    expect(fill(bar('Carbohydrates'))).toBe('50%');

    expect(within(card()).getByText('33,333 / 100 g')).toBeInTheDocument();
    expect(bar('Proteins')).toHaveAttribute('aria-valuenow', '33');
    expect(within(card()).getByText('33 %')).toBeInTheDocument();

    expect(within(card()).getByText('0 / 50 g')).toBeInTheDocument();
    expect(bar('Fats')).toHaveAttribute('aria-valuenow', '0');

    expect(within(card()).getByRole('link', { name: 'Go to my daily meals' })).toHaveAttribute('href', '/meals');
  });

  it('counts zero while today was not started', async () => {
    renderCard([mealInfoMock(), totalsMock(null)]);
    expect(await screen.findByText('0 / 2000 kcal')).toBeInTheDocument();
    expect(bar('Calories today')).toHaveAttribute('aria-valuenow', '0');
    expect(within(card()).getByText('0 / 150 g')).toBeInTheDocument();
  });

  it('edits the goals in a dialog: comma decimals are sent with a dot and the card updates from the cache', async () => {
    const update = vi.fn(() => ({
      data: {
        updateMacroGoals: mealInfo({
          goals: { __typename: 'MacroGoals', calories: '2100.5', carbohydrates: '200', proteins: '120.25', fats: '60' },
        }),
      },
    }));
    const infoResult = vi.fn(() => ({ data: { mealInfo: mealInfo() } }));
    const { user } = renderCard([
      { request: { query: MealInfoQuery }, result: infoResult, maxUsageCount: Number.POSITIVE_INFINITY },
      totalsMock(macros('100', '60', '30', '1050.25')),
      {
        request: {
          query: UpdateMacroGoalsMutation,
          // The goals hold from the user's today on.
          variables: { input: { calories: '2100.5', carbohydrates: '200', proteins: '120.25', fats: '60' }, date: TODAY },
        },
        result: update,
      },
    ]);
    const edit = await screen.findByRole('button', { name: 'Edit goals' });
    await waitFor(() => expect(edit).toBeEnabled());

    await user.click(edit);

    const dialog = screen.getByRole('dialog', { name: 'Your daily goals' });
    const calories = within(dialog).getByRole('textbox', { name: 'Calories' });
    expect(calories).toHaveValue('2000');
    expect(calories).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Carbohydrates' })).toHaveValue('150');
    await user.clear(calories);
    await user.type(calories, '2100,5');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Carbohydrates' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Carbohydrates' }), '200');
    const proteins = within(dialog).getByRole('textbox', { name: 'Proteins' });
    await user.clear(proteins);
    await user.type(proteins, '120.25');
    expect(proteins).toHaveValue('120,25');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Fats' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Fats' }), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenCalledTimes(1);
    expect(card()).toHaveTextContent('Daily goal: 2100,5 kcal');
    expect(within(card()).getByText('1050,25 / 2100,5 kcal')).toBeInTheDocument();
    expect(bar('Calories today')).toHaveAttribute('aria-valuenow', '50');
    expect(within(card()).getByText('100 / 200 g')).toBeInTheDocument();
    expect(within(card()).getByText('60 / 120,25 g')).toBeInTheDocument();
    expect(bar('Fats')).toHaveAttribute('aria-valuenow', '50');
    expect(infoResult).toHaveBeenCalledTimes(1);
    expect(edit).toHaveFocus();
  });

  it('requires every goal', async () => {
    const update = vi.fn();
    const { user } = renderCard([
      mealInfoMock(),
      totalsMock(null),
      { request: { query: UpdateMacroGoalsMutation, variables: () => true }, result: update },
    ]);
    const dialog = await openGoalsDialog(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Fats' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Required field.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Fats' })).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('shows a goal error as soon as it is edited, and focuses the first invalid goal after a failed save', async () => {
    const update = vi.fn();
    const { user } = renderCard([
      mealInfoMock(),
      totalsMock(null),
      { request: { query: UpdateMacroGoalsMutation, variables: () => true }, result: update },
    ]);
    const dialog = await openGoalsDialog(user);
    const proteins = within(dialog).getByRole('textbox', { name: 'Proteins' });
    const fats = within(dialog).getByRole('textbox', { name: 'Fats' });

    await user.clear(fats);
    expect(fats).toHaveAccessibleDescription('Required field.');
    await user.clear(proteins);
    expect(proteins).toHaveAccessibleDescription('Required field.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(proteins).toHaveFocus());
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a lone decimal comma as "Must be a number." and sends nothing (it was a silent 400)', async () => {
    const update = vi.fn();
    const { user } = renderCard([
      mealInfoMock(),
      totalsMock(null),
      { request: { query: UpdateMacroGoalsMutation, variables: () => true }, result: update },
    ]);
    const dialog = await openGoalsDialog(user);
    const fats = within(dialog).getByRole('textbox', { name: 'Fats' });
    await user.clear(fats);
    await user.type(fats, ',');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fats).toHaveFocus());
    expect(fats).toHaveAccessibleDescription('Must be a number.');
    expect(fats).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Your daily goals' })).toBeInTheDocument();
  });

  it('keeps the dialog open and silent when saving fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCard([
      mealInfoMock(),
      totalsMock(null),
      {
        request: { query: UpdateMacroGoalsMutation, variables: () => true },
        result: { errors: [{ message: 'Something broke.' }] },
        delay: 1000,
      },
    ]);
    const dialog = await openGoalsDialog(user);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);

    // Busy while the goals are being saved, usable again after the failure.
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Your daily goals' })).toBeInTheDocument();
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Something broke.')).not.toBeInTheDocument();
  });
});
