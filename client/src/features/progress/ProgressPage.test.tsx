import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatPtBrDate } from '../../shared/dates';
import { renderRoutes, withToasts } from '../../test/render';
import { ProgressPage } from './ProgressPage';
import { BodyWeightsQuery, DietProgressQuery } from './progressDocuments';
import { day, GOALS, progress, progressMock, TODAY, weightsMock } from './testData';

// The English texts of the shared rules (shared/src/messages/en.json).
const PROGRESS_RANGE_MESSAGE = 'Choose a range of 1 to 366 days, the start not after the end.';

const routes = withToasts([{ path: '/progress', element: <ProgressPage /> }]);
type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function renderPage(mocks: Mocks) {
  return renderRoutes({ routes, path: '/progress', mocks });
}

const NEW_GOALS = { calories: '2200', carbohydrates: '160', proteins: '110', fats: '55' };

/** 30 days ending today: two days logged (2 days ago and today), the goals changed yesterday. */
function thirtyDays() {
  return progress(
    30,
    {
      [-2]: { calories: '1850.5', carbohydrates: '140', proteins: '95.25', fats: '48' },
      [0]: { calories: '2300', carbohydrates: '170.5', proteins: '120', fats: '60.125' },
    },
    { calories: '2075.25', carbohydrates: '155.25', proteins: '107.625', fats: '54.063' },
    (offset) => (offset >= -1 ? NEW_GOALS : GOALS),
  );
}

/** The cells after the row header of the row of `table` for the day `offset` days from today. */
function rowCells(table: HTMLElement, offset: number): string[] {
  const header = within(table).getByRole('rowheader', { name: formatPtBrDate(day(offset)) });
  const row = header.closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** Waits for the "Days logged: N of M days in range" line to read `text`. */
async function expectLogged(text: string) {
  await waitFor(() => expect(screen.getByText(/Days logged:/)).toHaveTextContent(text));
}

async function openTable(user: ReturnType<typeof renderPage>['user'], title: string): Promise<HTMLElement> {
  await user.click(await screen.findByText(`Data table: ${title}`));
  return screen.getByRole('table', { name: title });
}

describe('ProgressPage', () => {
  it('shows the last 30 days by default: days logged, averages, and a chart and a table per amount against each day’s goal', async () => {
    const { user } = renderPage([progressMock(thirtyDays()), weightsMock(30, [])]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(await screen.findByText(/Days logged:/)).toHaveTextContent('Days logged: 2 of 30 days in range');
    expect(screen.getByText(`Showing ${formatPtBrDate(day(-29))} to ${formatPtBrDate(TODAY)}.`)).toBeInTheDocument();

    const averages = screen.getByRole('heading', { name: 'Averages over the logged days' }).nextElementSibling as HTMLElement;
    expect(averages).toHaveTextContent('Calories2075,25 kcal');
    expect(averages).toHaveTextContent('Carbohydrates155,25 g');
    expect(averages).toHaveTextContent('Proteins107,625 g');
    expect(averages).toHaveTextContent('Fats54,063 g');

    for (const name of ['Calories per day', 'Carbohydrates per day', 'Proteins per day', 'Fats per day']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    const calorieChart = screen.getByRole('img', { name: 'Calories per day' });
    expect(calorieChart).toHaveAccessibleDescription(
      `Calories on 2 of 30 days logged from ${formatPtBrDate(day(-29))} to ${formatPtBrDate(TODAY)}: average 2075,25 kcal; goal on the last day 2200 kcal. Days not logged are gaps.`,
    );
    // A dot per logged day (none for the gaps), with its pt-BR tooltip.
    const dots = calorieChart.querySelectorAll('circle');
    expect(dots).toHaveLength(2);
    expect(dots[0].querySelector('title')).toHaveTextContent(`${formatPtBrDate(day(-2))}: 1850,5 kcal`);

    const calories = await openTable(user, 'Calories per day');
    expect(within(calories).getAllByRole('row')).toHaveLength(31);
    expect(within(calories).getByRole('columnheader', { name: 'Calories (kcal)' })).toBeInTheDocument();
    expect(within(calories).getByRole('columnheader', { name: 'Goal (kcal)' })).toBeInTheDocument();
    // Each day against the goal in force on that day; days not logged are gaps, not zeros.
    expect(rowCells(calories, -2)).toEqual(['1850,5', '2000']);
    expect(rowCells(calories, -1)).toEqual(['Not logged', '2200']);
    expect(rowCells(calories, 0)).toEqual(['2300', '2200']);
    expect(rowCells(calories, -29)).toEqual(['Not logged', '2000']);

    const fats = await openTable(user, 'Fats per day');
    expect(rowCells(fats, 0)).toEqual(['60,125', '55']);
    expect(rowCells(fats, -2)).toEqual(['48', '50']);
  });

  it('says so when no day of the range was logged, and draws no chart of zeros', async () => {
    renderPage([progressMock(progress(30, {}, null)), weightsMock(30, [])]);
    expect(await screen.findByText('Nothing logged in this range: add what you eat on Daily Meals to see it here.')).toBeInTheDocument();
    expect(screen.getByText(/Days logged:/)).toHaveTextContent('Days logged: 0 of 30 days in range');
    expect(screen.queryByRole('img', { name: 'Calories per day' })).not.toBeInTheDocument();
  });

  it('switches to the last 7 and 90 days ending today', async () => {
    const week = progress(
      7,
      { [0]: { calories: '1000', carbohydrates: '10', proteins: '20', fats: '30' } },
      { calories: '1000', carbohydrates: '10', proteins: '20', fats: '30' },
    );
    const quarter = progress(90, {}, null);
    const { user } = renderPage([
      progressMock(thirtyDays()),
      weightsMock(30, []),
      progressMock(week),
      weightsMock(7, []),
      progressMock(quarter),
      weightsMock(90, []),
    ]);
    await expectLogged('Days logged: 2 of 30 days in range');

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await expectLogged('Days logged: 1 of 7 days in range');
    expect(screen.getByText(`Showing ${formatPtBrDate(day(-6))} to ${formatPtBrDate(TODAY)}.`)).toBeInTheDocument();
    const calories = await openTable(user, 'Calories per day');
    expect(within(calories).getAllByRole('row')).toHaveLength(8);
    expect(rowCells(calories, 0)).toEqual(['1000', '2000']);

    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await expectLogged('Days logged: 0 of 90 days in range');
  });

  it('checks a custom range (start not after end, at most 366 days, nothing after today), then shows it', async () => {
    const from = day(-40);
    const to = day(-35);
    const custom = { ...progress(6, {}, null), from, to };
    const request = vi.fn(() => ({ data: { dietProgress: custom } }));
    const { user } = renderPage([
      progressMock(thirtyDays()),
      weightsMock(30, []),
      { request: { query: DietProgressQuery, variables: { from, to } }, result: request },
      { request: { query: BodyWeightsQuery, variables: { from: day(-46), to } }, result: { data: { bodyWeights: [] } } },
    ]);
    await expectLogged('Days logged: 2 of 30 days in range');

    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    const form = screen.getByRole('form', { name: 'Custom range' });
    const start = within(form).getByLabelText('Start date');
    const end = within(form).getByLabelText('End date');
    // Opens on the range shown.
    expect(start).toHaveValue(formatPtBrDate(day(-29)));
    expect(end).toHaveValue(formatPtBrDate(TODAY));
    const show = within(form).getByRole('button', { name: 'Show range' });

    // The start after the end.
    fireEvent.change(start, { target: { value: formatPtBrDate(day(-3)) } });
    fireEvent.change(end, { target: { value: formatPtBrDate(day(-5)) } });
    await user.click(show);
    expect(end).toHaveAccessibleDescription(`${PROGRESS_RANGE_MESSAGE} dd/mm/yyyy`);
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveFocus();

    // Longer than 366 days.
    fireEvent.change(start, { target: { value: formatPtBrDate(day(-366)) } });
    fireEvent.change(end, { target: { value: formatPtBrDate(TODAY) } });
    await user.click(show);
    expect(end).toHaveAccessibleDescription(`${PROGRESS_RANGE_MESSAGE} dd/mm/yyyy`);

    // After today.
    fireEvent.change(start, { target: { value: formatPtBrDate(day(-3)) } });
    fireEvent.change(end, { target: { value: formatPtBrDate(day(1)) } });
    await user.click(show);
    expect(end).toHaveAccessibleDescription('Choose a date up to today. dd/mm/yyyy');

    // Empty.
    fireEvent.change(start, { target: { value: '' } });
    await user.click(show);
    expect(start).toHaveAccessibleDescription('Required field. dd/mm/yyyy');
    expect(start).toHaveFocus();
    expect(request).not.toHaveBeenCalled();

    // A valid range is shown.
    fireEvent.change(start, { target: { value: formatPtBrDate(from) } });
    fireEvent.change(end, { target: { value: formatPtBrDate(to) } });
    await user.click(show);
    expect(await screen.findByText(`Showing ${formatPtBrDate(from)} to ${formatPtBrDate(to)}.`)).toBeInTheDocument();
    expect(start).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await expectLogged('Days logged: 0 of 6 days in range');
  });
});
