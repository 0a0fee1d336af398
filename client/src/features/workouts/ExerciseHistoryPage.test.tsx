import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../shared/i18n/i18n';
import { renderRoutes } from '../../test/render';
import { ExerciseHistoryPage } from './ExerciseHistoryPage';
import { ExerciseHistoryQuery, ExerciseProgressQuery, ExerciseRecordsQuery } from './exerciseLogDocuments';

/*
 * Supino reto, logged twice:
 *   10/11/2026 (workout 21): set 201 85 kg × 10 (Epley 113,3), set 202 80 kg × 12 (112) — volume 1810 kg, the best;
 *   17/11/2026 (workout 22): set 203 90 kg × 5 (Epley 105, the heaviest), set 204 60 kg × 10 warm-up — volume 450 kg.
 */
const EXERCISE_ID = 5;
const first = '2026-11-10T12:00:00.000Z';
const second = '2026-11-17T12:00:00.000Z';

const setRecord = (setId: number, workoutId: number, achievedAt: string, weight: string, reps: number, estimatedOneRepMax: string) => ({
  __typename: 'SetRecord' as const,
  setId,
  workoutId,
  achievedAt,
  weight,
  reps,
  estimatedOneRepMax,
});

const recordsMock = {
  request: { query: ExerciseRecordsQuery, variables: { exerciseId: EXERCISE_ID } },
  result: {
    data: {
      exercise: { __typename: 'Exercise' as const, id: EXERCISE_ID, name: 'Supino reto' },
      exerciseRecords: {
        __typename: 'ExerciseRecords' as const,
        exerciseId: EXERCISE_ID,
        heaviestWeight: setRecord(203, 22, second, '90', 5, '105'),
        bestEstimatedOneRepMax: setRecord(201, 21, first, '85', 10, '113.3'),
        bestVolume: { __typename: 'VolumeRecord' as const, workoutId: 21, achievedAt: first, volume: '1810' },
        mostRepsAtWeight: [
          setRecord(202, 21, first, '80', 12, '112'),
          setRecord(201, 21, first, '85', 10, '113.3'),
          setRecord(203, 22, second, '90', 5, '105'),
        ],
      },
    },
  },
};

const loggedSet = (id: number, position: number, weight: string, reps: number, setType = 'NORMAL') => ({
  __typename: 'WorkoutSet' as const,
  id,
  position,
  weight,
  reps,
  setType,
  rpe: null,
});

const historyMock = {
  request: { query: ExerciseHistoryQuery, variables: { exerciseId: EXERCISE_ID, page: 0, size: 10 } },
  result: {
    data: {
      exerciseHistory: {
        __typename: 'ExerciseHistoryPage' as const,
        totalElements: 2,
        content: [
          {
            __typename: 'ExerciseHistoryEntry' as const,
            workoutExerciseId: 32,
            workoutId: 22,
            title: 'Treino AB — A',
            startedAt: second,
            note: 'Narrow grip\nBench 2',
            sets: [loggedSet(203, 1, '90', 5), loggedSet(204, 2, '60', 10, 'WARMUP')],
          },
          {
            __typename: 'ExerciseHistoryEntry' as const,
            workoutExerciseId: 31,
            workoutId: 21,
            title: 'Treino AB — A',
            startedAt: first,
            note: '',
            sets: [loggedSet(201, 1, '85', 10), loggedSet(202, 2, '80', 12)],
          },
        ],
      },
    },
  },
};

const progressPoint = (workoutId: number, startedAt: string, heaviestWeight: string, estimatedOneRepMax: string, volume: string) => ({
  __typename: 'ExerciseProgressPoint' as const,
  workoutId,
  startedAt,
  heaviestWeight,
  estimatedOneRepMax,
  volume,
});

const progressMock = {
  // `from` is a year before today (the default period).
  request: {
    query: ExerciseProgressQuery,
    variables: (variables: Record<string, unknown>) => variables.exerciseId === EXERCISE_ID && variables.size === 500,
  },
  result: { data: { exerciseProgress: [progressPoint(21, first, '85', '113.3', '1810'), progressPoint(22, second, '90', '105', '450')] } },
};

function renderPage() {
  return renderRoutes({
    routes: [{ path: '/exercises/:id/history', element: <ExerciseHistoryPage /> }],
    path: `/exercises/${EXERCISE_ID}/history`,
    mocks: [recordsMock, historyMock, progressMock],
  });
}

/** A data table's rows as [date, value] texts. */
function tableRows(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** A logged set's line in 'Sets by date'. */
const setItem = (text: string) => screen.getByText(text, { exact: false, selector: '.exercise-sets__sets > li' });
const flags = (element: HTMLElement) => Array.from(element.querySelectorAll('.record-badge')).map((badge) => badge.textContent);

describe('ExerciseHistoryPage', () => {
  it('names the Epley formula that estimates the one-rep max, and lists the personal records', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Supino reto: history' })).toBeInTheDocument();
    expect(screen.getByText(/The one-rep max is estimated with the Epley formula: weight × \(1 \+ reps ÷ 30\)\./)).toBeInTheDocument();

    const records = screen.getByRole('region', { name: 'Personal records' });
    const terms = within(records)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Heaviest weight', '90 kg × 5 on 17/11/2026'],
      ['Best estimated 1RM', '113,3 kg (85 kg × 10 on 10/11/2026)'],
      ['Best volume', '1810 kg on 10/11/2026'],
      ['Most reps at a weight', '80 kg × 12, 85 kg × 10, 90 kg × 5'],
    ]);
  });

  it('draws the heaviest set, the estimated 1RM and the volume, each with its figures in a data table', async () => {
    renderPage();
    expect(await screen.findByRole('img', { name: 'Heaviest set' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Estimated one-rep max (Epley)' })).toHaveAccessibleDescription(
      '2 workouts from 10/11/2026 to 17/11/2026; first 113,3 kg, latest 105 kg.',
    );
    expect(screen.getByRole('img', { name: 'Volume' })).toBeInTheDocument();

    expect(screen.getByText('Data table: Heaviest set')).toBeInTheDocument();
    expect(tableRows('Heaviest set')).toEqual([
      ['10/11/2026', '85'],
      ['17/11/2026', '90'],
    ]);
    expect(tableRows('Estimated one-rep max (Epley)')).toEqual([
      ['10/11/2026', '113,3'],
      ['17/11/2026', '105'],
    ]);
    expect(tableRows('Volume')).toEqual([
      ['10/11/2026', '1810'],
      ['17/11/2026', '450'],
    ]);
    const header = within(screen.getByRole('table', { name: 'Volume' })).getAllByRole('columnheader');
    expect(header.map((cell) => cell.textContent)).toEqual(['Date', 'Volume (kg)']);
  });

  it('flags each record where it happened: heaviest weight, best estimated 1RM, most reps at a weight, best volume', async () => {
    renderPage();
    await screen.findByText('Set 1: 90 kg × 5', { exact: false });

    expect(flags(setItem('Set 1: 90 kg × 5'))).toEqual(['Record: heaviest weight', 'Record: most reps at 90 kg']);
    expect(flags(setItem('Set 2: 60 kg × 10 (Warm-up)'))).toEqual([]);
    expect(flags(setItem('Set 1: 85 kg × 10'))).toEqual(['Record: best estimated 1RM', 'Record: most reps at 85 kg']);
    expect(flags(setItem('Set 2: 80 kg × 12'))).toEqual(['Record: most reps at 80 kg']);

    // The volume record belongs to a workout: its date line says so, the other's does not.
    const [newest, older] = Array.from(document.querySelectorAll<HTMLElement>('.exercise-sets__when'));
    expect(flags(newest)).toEqual([]);
    expect(flags(older)).toEqual(['Record: best volume']);
    expect(within(older).getByRole('link', { name: 'Treino AB — A' })).toHaveAttribute('href', '/workouts/21');
  });

  it("shows each workout's note on the exercise in its entry, and nothing for a workout without one", async () => {
    renderPage();
    await screen.findByText('Set 1: 90 kg × 5', { exact: false });
    const [newest, older] = Array.from(document.querySelectorAll<HTMLElement>('.exercise-sets__entry'));
    // Matched with its whitespace collapsed; its lines are kept, as on the workout screens.
    expect(within(newest).getByText('Note: Narrow grip Bench 2').textContent).toBe('Note: Narrow grip\nBench 2');
    expect(within(older).queryByText(/Note/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Note: /)).toHaveLength(1);
  });

  it('words each flag in Portuguese as its own text (1RM keeps its capitals)', async () => {
    await chooseLanguage('pt-BR');
    renderPage();
    await screen.findByText('Série 1: 90 kg × 5', { exact: false });
    expect(flags(setItem('Série 1: 90 kg × 5'))).toEqual(['Recorde: maior peso', 'Recorde: mais repetições com 90 kg']);
    expect(flags(setItem('Série 1: 85 kg × 10'))).toEqual(['Recorde: melhor 1RM estimado', 'Recorde: mais repetições com 85 kg']);
    const older = Array.from(document.querySelectorAll<HTMLElement>('.exercise-sets__when'))[1];
    expect(flags(older)).toEqual(['Recorde: maior volume']);
    // The charts' descriptions too.
    expect(await screen.findByRole('img', { name: 'Carga máxima estimada (Epley)' })).toHaveAccessibleDescription(
      '2 treinos de 10/11/2026 a 17/11/2026; o primeiro com 113,3 kg, o último com 105 kg.',
    );
  });
});
