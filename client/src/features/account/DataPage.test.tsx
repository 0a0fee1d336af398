import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../app/apolloClient';
import { localToday } from '../../shared/dates';
import { chooseLanguage } from '../../shared/i18n/i18n';
import { holdMutations, holdOperations, renderRoutes } from '../../test/render';
import { DataPage } from './DataPage';
import { HISTORY_EXERCISE_READS, HISTORY_READS, NEVER_IMPORTED, NEW_FOOD_READS, UPDATED_FOOD_READS } from './importEviction';
import { CreateDownloadLinkMutation, DataUploadQuery, ImportPreviewQuery, ImportUploadMutation } from './dataDocuments';
import { uploadFile } from './uploadFile';

vi.mock('./uploadFile', () => ({
  UploadError: class UploadError extends Error {},
  uploadFile: vi.fn((_kind: string, _file: File, onProgress: (sent: number) => void) => {
    onProgress(0.5);
    return Promise.resolve(7);
  }),
}));

const routes = [{ path: '/account/data', element: <DataPage /> }];
type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

const summary = (
  counts: Record<string, number>,
  problems: { line: number | null; message: string }[] = [],
  kind: 'FOODS_CSV' | 'WORKOUT_HISTORY_CSV' | 'ACCOUNT_JSON' = 'FOODS_CSV',
  warnings: string[] = [],
) => ({
  __typename: 'ImportSummary' as const,
  kind,
  format: 'Foods (decimal comma)',
  rows: 3,
  counts: Object.entries(counts).map(([item, count]) => ({ __typename: 'ImportCount' as const, item, count })),
  newExercises: [],
  problems: problems.map((problem) => ({ __typename: 'ImportProblem' as const, ...problem })),
  problemCount: problems.length,
  warnings,
});

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The page's import card of `title`, with a file chosen in its input of `label`. */
async function chooseFile(title: string, label: string) {
  const card = (await screen.findByRole('heading', { name: title })).closest('article')!;
  fireEvent.change(within(card).getByLabelText(label), { target: { files: [new File(['x'], 'file.csv', { type: 'text/csv' })] } });
  return card;
}

describe('DataPage', () => {
  it('asks for a download link and follows it', async () => {
    const mocks: Mocks = [
      {
        request: { query: CreateDownloadLinkMutation, variables: { kind: 'JSON', today: localToday(), timeZone: zone } },
        result: {
          data: {
            createDownloadLink: {
              __typename: 'DownloadLink',
              url: '/download?token=abc',
              fileName: 'fitness-manager-2026-03-11.json',
              expiresAt: '2026-03-11T10:00:00.000Z',
            },
          },
        },
      },
    ];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export everything (JSON)' }));
    expect(await screen.findByText('Export everything (JSON): fitness-manager-2026-03-11.json is downloading.')).toBeInTheDocument();
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe('/download?token=abc');
    expect(anchor.download).toBe('fitness-manager-2026-03-11.json');
    click.mockRestore();
  });

  it('asks for the CSV exports in the layout chosen: commas in English by default, semicolons and decimal commas on request', async () => {
    const link = (kind: string, csvLayout: string, fileName: string) => ({
      request: { query: CreateDownloadLinkMutation, variables: { kind, today: localToday(), timeZone: zone, csvLayout } },
      result: {
        data: {
          createDownloadLink: {
            __typename: 'DownloadLink',
            url: `/download?token=${csvLayout}`,
            fileName,
            expiresAt: '2026-03-11T10:00:00.000Z',
          },
        },
      },
    });
    const mocks: Mocks = [
      link('DIARY_CSV', 'COMMA', 'fitness-manager-diary-2026-03-11.csv'),
      link('WORKOUTS_CSV', 'SEMICOLON', 'fitness-manager-workouts-2026-03-11.csv'),
    ];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const layouts = await screen.findByRole('group', { name: 'CSV files for' });
    const comma = within(layouts).getByRole('radio', { name: 'Other apps and spreadsheets in English (commas, decimal point)' });
    expect(comma).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Export diary (CSV)' }));
    expect(await screen.findByText('Export diary (CSV): fitness-manager-diary-2026-03-11.csv is downloading.')).toBeInTheDocument();
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/download?token=COMMA');
    await user.click(within(layouts).getByRole('radio', { name: 'Excel or LibreOffice in Portuguese (semicolons, decimal comma)' }));
    expect(comma).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Export workouts (CSV)' }));
    expect(await screen.findByText('Export workouts (CSV): fitness-manager-workouts-2026-03-11.csv is downloading.')).toBeInTheDocument();
    expect((click.mock.contexts[1] as HTMLAnchorElement).getAttribute('href')).toBe('/download?token=SEMICOLON');
    click.mockRestore();
  });

  it('offers the CSV exports for spreadsheets in Portuguese first when the page is in Portuguese', async () => {
    await chooseLanguage('pt-BR');
    const mocks: Mocks = [
      {
        request: {
          query: CreateDownloadLinkMutation,
          variables: { kind: 'DIARY_CSV', today: localToday(), timeZone: zone, csvLayout: 'SEMICOLON' },
        },
        result: {
          data: {
            createDownloadLink: {
              __typename: 'DownloadLink',
              url: '/download?token=x',
              fileName: 'fitness-manager-diary-2026-03-11.csv',
              expiresAt: '2026-03-11T10:00:00.000Z',
            },
          },
        },
      },
    ];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const layouts = await screen.findByRole('group', { name: 'Arquivos CSV para' });
    expect(
      within(layouts).getByRole('radio', { name: 'Excel ou LibreOffice em português (ponto e vírgula, vírgula decimal)' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Exportar diário (CSV)' }));
    expect(await screen.findByText(/fitness-manager-diary-2026-03-11.csv/)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('previews a foods file (counts and problems by line), then imports it with the duplicates choice', async () => {
    const mocks: Mocks = [
      {
        request: { query: ImportPreviewQuery, variables: { uploadId: 7 } },
        result: {
          data: { importPreview: summary({ foods: 2, duplicateFoods: 1 }, [{ line: 4, message: 'serving: Must be greater than 0.' }]) },
        },
      },
      {
        request: { query: ImportUploadMutation, variables: { uploadId: 7, duplicates: 'UPDATE' } },
        result: {
          data: {
            importUpload: summary({ foods: 1, updatedFoods: 1, skippedFoods: 0 }, [
              { line: 4, message: 'serving: Must be greater than 0.' },
            ]),
          },
        },
        delay: 50,
      },
      {
        request: { query: DataUploadQuery },
        result: { data: { dataUpload: { __typename: 'DataUpload', id: 7, status: 'importing', processedRows: 1, totalRows: 2 } } },
        maxUsageCount: 100,
      },
    ];
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const card = await chooseFile('Import foods (CSV)', 'Foods file');
    await user.click(within(card).getByRole('radio', { name: 'Update them' }));
    await user.click(within(card).getByRole('button', { name: 'Preview the foods file' }));
    const preview = await within(card).findByRole('region', { name: /Preview: this file brings/ });
    expect(within(preview).getByText('2 foods')).toBeInTheDocument();
    expect(within(preview).getByText('1 with a name you already have')).toBeInTheDocument();
    expect(within(preview).getByText('1 problem: those rows are skipped.')).toBeInTheDocument();
    const problems = within(preview).getByRole('table', { name: 'Rows that cannot be imported' });
    expect(within(problems).getByRole('row', { name: '4 serving: Must be greater than 0.' })).toBeInTheDocument();
    const totals = 'Updating a food changes the totals of every day (past days too) and recipe that uses it.';
    expect(within(preview).getByText(totals)).toBeInTheDocument();
    // Skipping changes no food of yours: no such note.
    await user.click(within(card).getByRole('radio', { name: 'Skip them' }));
    await waitFor(() => expect(within(preview).queryByText(totals)).not.toBeInTheDocument());
    await user.click(within(card).getByRole('radio', { name: 'Update them' }));
    expect(await within(preview).findByText(totals)).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    const done = await within(card).findByRole('region', { name: /Imported/ });
    expect(within(done).getByText('1 food updated')).toBeInTheDocument();
  });

  it('keeps the keyboard on the card: Cancel goes back to Preview, Import to its result, which is announced', async () => {
    const mocks: Mocks = [
      {
        request: { query: ImportPreviewQuery, variables: { uploadId: 7 } },
        result: { data: { importPreview: summary({ foods: 2, duplicateFoods: 0 }) } },
        maxUsageCount: 2,
      },
      {
        request: { query: ImportUploadMutation, variables: { uploadId: 7, duplicates: 'SKIP' } },
        result: { data: { importUpload: summary({ foods: 2, updatedFoods: 0, skippedFoods: 0 }) } },
      },
      { request: { query: DataUploadQuery }, result: { data: { dataUpload: null } }, maxUsageCount: 100 },
    ];
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const card = await chooseFile('Import foods (CSV)', 'Foods file');
    const previewButton = within(card).getByRole('button', { name: 'Preview the foods file' });
    await user.click(previewButton);
    // The keyboard goes to what the preview found (Import and Cancel follow it), and it is announced.
    const preview = await within(card).findByRole('region', { name: /^Preview: this file brings/ });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: /^Preview: this file brings/ })).toHaveFocus());
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(/^Preview: this file brings/));
    const cancel = within(preview).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(card).queryByRole('region', { name: /Preview/ })).not.toBeInTheDocument());
    await waitFor(() => expect(previewButton).toHaveFocus());
    await user.keyboard('{Enter}');
    // The preview takes the keyboard when it shows: only then is it moved on to Import.
    const again = await within(card).findByRole('region', { name: /^Preview: this file brings/ });
    await waitFor(() => expect(within(again).getByRole('heading', { name: /^Preview: this file brings/ })).toHaveFocus());
    const importButton = within(again).getByRole('button', { name: 'Import' });
    importButton.focus();
    await user.keyboard('{Enter}');
    const done = await within(card).findByRole('region', { name: 'Imported (Foods (decimal comma), 3 rows)' });
    await waitFor(() => expect(within(done).getByRole('heading', { name: 'Imported (Foods (decimal comma), 3 rows)' })).toHaveFocus());
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Imported (Foods (decimal comma), 3 rows)'));
    expect(document.body).not.toHaveFocus();
  });

  it("says the preview failed in the interface's words when the server cannot be reached (not the browser's)", async () => {
    const mocks: Mocks = [{ request: { query: ImportPreviewQuery, variables: { uploadId: 7 } }, error: new TypeError('Failed to fetch') }];
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const card = await chooseFile('Import foods (CSV)', 'Foods file');
    await user.click(within(card).getByRole('button', { name: 'Preview the foods file' }));
    expect(await within(card).findByText('The import failed; nothing was changed.')).toBeInTheDocument();
    expect(within(card).queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('labels each file input by the file it takes', async () => {
    renderRoutes({ routes, path: '/account/data', mocks: [] });
    expect(await screen.findByLabelText('Fitness Manager export file')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Workout history file')).toHaveAttribute('accept', '.csv,text/csv');
    expect(screen.getByLabelText('Foods file')).toHaveAttribute('type', 'file');
    // Each card's Preview says which file it previews (a screen reader's list of buttons has three).
    for (const [title, button] of [
      ['Import a Fitness Manager export', 'Preview the export file'],
      ['Import workout history from Hevy or Strong (CSV)', 'Preview the workout history file'],
      ['Import foods (CSV)', 'Preview the foods file'],
    ]) {
      const card = screen.getByRole('heading', { name: title }).closest('article')!;
      expect(within(card).getByRole('button', { name: button })).toHaveTextContent(/^Preview$/);
    }
  });

  it('shows the import progress the poll reports, as a progress bar and in words', async () => {
    const mocks: Mocks = [
      {
        request: { query: ImportPreviewQuery, variables: { uploadId: 7 } },
        result: { data: { importPreview: summary({ foods: 2, duplicateFoods: 0 }) } },
      },
      {
        request: { query: ImportUploadMutation, variables: { uploadId: 7, duplicates: 'SKIP' } },
        result: { data: { importUpload: summary({ foods: 2, updatedFoods: 0, skippedFoods: 0 }) } },
      },
      {
        request: { query: DataUploadQuery },
        result: { data: { dataUpload: { __typename: 'DataUpload', id: 7, status: 'importing', processedRows: 1, totalRows: 2 } } },
        maxUsageCount: 100,
      },
    ];
    // The import is answered only after the poll has been seen.
    const importing = holdMutations();
    const { user } = renderRoutes({ routes, path: '/account/data', mocks, link: importing.link });
    const card = await chooseFile('Import foods (CSV)', 'Foods file');
    await user.click(within(card).getByRole('button', { name: 'Preview the foods file' }));
    await user.click(await within(card).findByRole('button', { name: 'Import' }));
    const bar = await within(card).findByRole('progressbar', { name: 'Importing' });
    await within(card).findByText('1 of 2');
    expect(bar).toHaveAttribute('max', '2');
    expect(bar).toHaveAttribute('value', '1');
    importing.release();
    expect(await within(card).findByRole('region', { name: /Imported/ })).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar', { name: 'Importing' })).not.toBeInTheDocument();
  });

  it('offers no import when nothing would change: foods all skipped (until they are to be updated), workouts all there', async () => {
    const mocks: Mocks = [
      {
        request: { query: ImportPreviewQuery, variables: { uploadId: 7 } },
        result: { data: { importPreview: summary({ foods: 2, duplicateFoods: 2 }) } },
      },
      {
        request: { query: ImportPreviewQuery, variables: { uploadId: 7, timeZone: zone, weightUnit: 'KG' } },
        result: {
          data: { importPreview: summary({ workouts: 0, sets: 0, exercises: 0, skippedWorkouts: 3 }, [], 'WORKOUT_HISTORY_CSV') },
        },
      },
    ];
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const foods = await chooseFile('Import foods (CSV)', 'Foods file');
    await user.click(within(foods).getByRole('button', { name: 'Preview the foods file' }));
    expect(await within(foods).findByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(foods).getByRole('radio', { name: 'Update them' }));
    expect(within(foods).getByRole('button', { name: 'Import' })).toBeEnabled();
    const history = await chooseFile('Import workout history from Hevy or Strong (CSV)', 'Workout history file');
    await user.click(within(history).getByRole('button', { name: 'Preview the workout history file' }));
    expect(await within(history).findByRole('button', { name: 'Import' })).toBeDisabled();
    expect(within(history).getByText('3 workouts already here (skipped)')).toBeInTheDocument();
  });

  it('previews the same upload again in another weight unit, without sending the file again, and imports in that unit', async () => {
    const variables = { uploadId: 7, timeZone: zone };
    const history = (counts: Record<string, number>) => summary(counts, [], 'WORKOUT_HISTORY_CSV');
    const mocks: Mocks = [
      {
        request: { query: ImportPreviewQuery, variables: { ...variables, weightUnit: 'KG' } },
        result: { data: { importPreview: history({ workouts: 2, sets: 5 }) } },
      },
      {
        request: { query: ImportPreviewQuery, variables: { ...variables, weightUnit: 'LBS' } },
        result: { data: { importPreview: history({ workouts: 2, sets: 4 }) } },
      },
      {
        request: { query: ImportUploadMutation, variables: { ...variables, weightUnit: 'LBS' } },
        result: { data: { importUpload: history({ workouts: 2, sets: 4 }) } },
      },
      { request: { query: DataUploadQuery }, result: { data: { dataUpload: null } }, maxUsageCount: 100 },
    ];
    vi.mocked(uploadFile).mockClear();
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const card = await chooseFile('Import workout history from Hevy or Strong (CSV)', 'Workout history file');
    await user.click(within(card).getByRole('button', { name: 'Preview the workout history file' }));
    expect(await within(card).findByText('5 sets')).toBeInTheDocument();
    // Another weight unit reads the file's weights differently: the kept upload is previewed again in that unit.
    const unit = within(card).getByLabelText('Weights in Strong files without a unit column');
    await user.selectOptions(unit, 'LBS');
    expect(await within(card).findByText('4 sets')).toBeInTheDocument();
    expect(within(card).queryByText('5 sets')).not.toBeInTheDocument();
    // Read again for the unit chosen: the keyboard stays on the unit.
    expect(unit).toHaveFocus();
    expect(uploadFile).toHaveBeenCalledTimes(1);
    await user.click(within(card).getByRole('button', { name: 'Import' }));
    expect(await within(card).findByRole('region', { name: /Imported/ })).toBeInTheDocument();
  });

  it('shows and imports the unit chosen while the preview was being read (the file is read again in it)', async () => {
    const variables = { uploadId: 7, timeZone: zone };
    const history = (counts: Record<string, number>) => summary(counts, [], 'WORKOUT_HISTORY_CSV');
    const inKilograms = vi.fn(() => ({ data: { importPreview: history({ workouts: 2, sets: 5 }) } }));
    const mocks: Mocks = [
      { request: { query: ImportPreviewQuery, variables: { ...variables, weightUnit: 'KG' } }, result: inKilograms },
      {
        request: { query: ImportPreviewQuery, variables: { ...variables, weightUnit: 'LBS' } },
        result: { data: { importPreview: history({ workouts: 2, sets: 4 }) } },
      },
      {
        request: { query: ImportUploadMutation, variables: { ...variables, weightUnit: 'LBS' } },
        result: { data: { importUpload: history({ workouts: 2, sets: 4 }) } },
      },
      { request: { query: DataUploadQuery }, result: { data: { dataUpload: null } }, maxUsageCount: 100 },
    ];
    // The answer in kg is held until the choice changed while it was on its way.
    const kilograms = holdOperations((operation) => operation.variables.weightUnit === 'KG');
    const { user } = renderRoutes({ routes, path: '/account/data', mocks, link: kilograms.link });
    const card = await chooseFile('Import workout history from Hevy or Strong (CSV)', 'Workout history file');
    await user.click(within(card).getByRole('button', { name: 'Preview the workout history file' }));
    await within(card).findByRole('button', { name: 'Reading the file…' });
    await user.selectOptions(within(card).getByLabelText('Weights in Strong files without a unit column'), 'LBS');
    kilograms.release();
    expect(await within(card).findByText('4 sets')).toBeInTheDocument();
    expect(inKilograms).toHaveBeenCalledTimes(1);
    expect(within(card).queryByText('5 sets')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Import' }));
    expect(await within(card).findByRole('region', { name: /Imported/ })).toBeInTheDocument();
  });

  /** The preview an account export's card shows of `importPreview` (the server's summary of the file). */
  async function previewAccountExport(importPreview: ReturnType<typeof summary>) {
    const mocks: Mocks = [{ request: { query: ImportPreviewQuery, variables: { uploadId: 7 } }, result: { data: { importPreview } } }];
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const card = await chooseFile('Import a Fitness Manager export', 'Fitness Manager export file');
    await user.click(within(card).getByRole('button', { name: 'Preview the export file' }));
    return within(card).findByRole('region', { name: /Preview: this file brings/ });
  }

  it('words the counts it knows by their own messages, and a count it does not know as the server names it', async () => {
    const preview = await previewAccountExport(summary({ sessionCompletions: 1, days: 2, gadgets: 3 }, [], 'ACCOUNT_JSON'));
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["1 'Done!' record", '2 days of meals', '3 gadgets']);
  });

  it("names an export's layout without rows in its headings: a JSON file has none", async () => {
    const preview = await previewAccountExport({
      ...summary({ foods: 10 }, [], 'ACCOUNT_JSON'),
      format: 'Fitness Manager export, version 1',
      rows: 32,
    });
    expect(
      within(preview).getByRole('heading', { name: 'Preview: this file brings (Fitness Manager export, version 1)' }),
    ).toBeInTheDocument();
    expect(within(preview).queryByText(/32/)).not.toBeInTheDocument();
  });

  it('counts names repeated inside a foods file apart from names you have, and offers no import when skipping leaves nothing', async () => {
    const mocks: Mocks = [
      {
        request: { query: ImportPreviewQuery, variables: { uploadId: 7 } },
        result: { data: { importPreview: summary({ foods: 3, duplicateFoods: 1, repeatedFoods: 2 }) } },
      },
    ];
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const card = await chooseFile('Import foods (CSV)', 'Foods file');
    await user.click(within(card).getByRole('button', { name: 'Preview the foods file' }));
    const preview = await within(card).findByRole('region', { name: /Preview: this file brings/ });
    expect(within(preview).getByText('1 with a name you already have')).toBeInTheDocument();
    expect(within(preview).getByText('2 more rows with names already in the file (one food per name)')).toBeInTheDocument();
    // 3 rows: 2 repeat the first's name, which you have: skipping imports nothing; updating updates it.
    expect(within(preview).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(card).getByRole('radio', { name: 'Update them' }));
    expect(within(preview).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it("shows the preview's warnings", async () => {
    const warning = "This account has some of this file already: 10 foods have names of the file's.";
    const preview = await previewAccountExport(summary({ foods: 10 }, [], 'ACCOUNT_JSON', [warning]));
    expect(within(preview).getByText(warning)).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  // What each import forgets, written out here: an independent statement of the rule, so a read dropped from one of
  // the page's lists fails. Every read the page's lists name is seeded too, so a read added to a list and not here
  // fails as well; with reads no list names, which only an account export forgets (a read added tomorrow included).
  const HISTORY = ['workouts', 'exerciseHistory', 'exerciseProgress', 'exerciseRecords'];
  const HISTORY_EXERCISES = ['exercises', 'allExercises', 'tags', 'allTags'];
  const NEW_FOODS = ['foods', 'allFoods'];
  const UPDATED_FOODS = ['food', 'recentMealSources', 'dailyMeal', 'dietProgress', 'recipes', 'allRecipes', 'recipe'];
  const UNLISTED = ['mealInfo', 'trainingHistory', 'bodyWeights', 'aFieldAddedTomorrow'];
  const PAGE_LISTS = [...NEVER_IMPORTED, ...HISTORY_READS, ...HISTORY_EXERCISE_READS, ...NEW_FOOD_READS, ...UPDATED_FOOD_READS];
  const SEEDED = [...new Set(['me', ...HISTORY, ...HISTORY_EXERCISES, ...NEW_FOODS, ...UPDATED_FOODS, ...PAGE_LISTS, ...UNLISTED])];
  const everythingBut = (kept: readonly string[]) => SEEDED.filter((field) => !kept.includes(field));

  it.each([
    ['an account export', 'ACCOUNT_JSON', { foods: 1, workouts: 1 }, everythingBut(['me']), 'SKIP'],
    [
      'a history that brings no exercise',
      'WORKOUT_HISTORY_CSV',
      { workouts: 1, sets: 1, exercises: 0, skippedWorkouts: 0 },
      HISTORY,
      'SKIP',
    ],
    [
      'a history that brings exercises',
      'WORKOUT_HISTORY_CSV',
      { workouts: 1, sets: 1, exercises: 2, skippedWorkouts: 0 },
      [...HISTORY, ...HISTORY_EXERCISES],
      'SKIP',
    ],
    ['new foods', 'FOODS_CSV', { foods: 2, updatedFoods: 0, skippedFoods: 1 }, NEW_FOODS, 'SKIP'],
    // Only 'Update them' updates foods: the server reports updatedFoods for that choice alone.
    ['updated foods', 'FOODS_CSV', { foods: 2, updatedFoods: 1, skippedFoods: 0 }, [...NEW_FOODS, ...UPDATED_FOODS], 'UPDATE'],
  ] as const)('forgets the cached reads that importing %s changed, and only those', async (_name, kind, counts, forgotten, duplicates) => {
    const kept = SEEDED.filter((field) => !(forgotten as readonly string[]).includes(field));
    // A case that forgets nothing (an emptied list) or every read could not tell a working import from one that
    // forgets nothing or everything: each forgets some reads and keeps others.
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(SEEDED.length);
    const card = {
      ACCOUNT_JSON: ['Import a Fitness Manager export', 'Fitness Manager export file', 'Preview the export file'],
      WORKOUT_HISTORY_CSV: ['Import workout history from Hevy or Strong (CSV)', 'Workout history file', 'Preview the workout history file'],
      FOODS_CSV: ['Import foods (CSV)', 'Foods file', 'Preview the foods file'],
    }[kind];
    const variables = kind === 'WORKOUT_HISTORY_CSV' ? { uploadId: 7, timeZone: zone, weightUnit: 'KG' } : { uploadId: 7 };
    const mocks: Mocks = [
      { request: { query: ImportPreviewQuery, variables }, result: { data: { importPreview: summary(counts, [], kind) } } },
      {
        request: { query: ImportUploadMutation, variables: kind === 'FOODS_CSV' ? { ...variables, duplicates } : variables },
        result: { data: { importUpload: summary(counts, [], kind) } },
      },
      { request: { query: DataUploadQuery }, result: { data: { dataUpload: null } }, maxUsageCount: 100 },
    ];
    const cache = createCache();
    // Each read as the cache stores it (its arguments in the key); `aFieldAddedTomorrow` stands for a read no list names.
    cache.restore({
      ROOT_QUERY: {
        __typename: 'Query',
        ...Object.fromEntries(SEEDED.map((field) => [`${field}({"id":1})`, field === 'me' ? { __ref: 'User:1' } : 1])),
      },
      'User:1': { __typename: 'User', id: 1, name: 'Ana' },
    });
    const { user } = renderRoutes({ routes, path: '/account/data', mocks, cache });
    const found = await chooseFile(card[0], card[1]);
    if (duplicates === 'UPDATE') await user.click(within(found).getByRole('radio', { name: 'Update them' }));
    await user.click(within(found).getByRole('button', { name: card[2] }));
    await user.click(await within(found).findByRole('button', { name: 'Import' }));
    await within(found).findByRole('region', { name: /Imported/ });
    // What is left of the seeded reads (the page's own, the preview and the progress, are not counted).
    const root = Object.keys(cache.extract()['ROOT_QUERY'] ?? {}).map((key) => key.replace(/\(.*$/, ''));
    expect(root.filter((field) => !['__typename', 'dataUpload', 'importPreview'].includes(field)).sort()).toEqual([...kept].sort());
  });

  it('speaks Portuguese: headings, labels, counts and problems by line, progress and the import, in the language chosen', async () => {
    await chooseLanguage('pt-BR');
    const mocks: Mocks = [
      {
        request: { query: ImportPreviewQuery, variables: { uploadId: 7 } },
        result: {
          data: {
            importPreview: {
              // The server words the layout and the problems in the request's language (Accept-Language).
              ...summary({ foods: 2, duplicateFoods: 1 }, [{ line: 4, message: 'serving: Deve ser maior que 0.' }]),
              format: 'Alimentos (vírgula decimal)',
            },
          },
        },
      },
      {
        request: { query: ImportUploadMutation, variables: { uploadId: 7, duplicates: 'SKIP' } },
        result: {
          data: {
            importUpload: { ...summary({ foods: 1, updatedFoods: 0, skippedFoods: 1 }), format: 'Alimentos (vírgula decimal)', rows: 1 },
          },
        },
      },
      {
        request: { query: DataUploadQuery },
        result: { data: { dataUpload: { __typename: 'DataUpload', id: 7, status: 'importing', processedRows: 1, totalRows: 2 } } },
        maxUsageCount: 100,
      },
    ];
    // The import is answered only after its progress has been seen.
    const importing = holdMutations();
    const { user } = renderRoutes({ routes, path: '/account/data', mocks, link: importing.link });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seus dados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar tudo (JSON)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Arquivo exportado do Fitness Manager')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Unidade dos pesos em arquivos do Strong sem coluna de unidade')).toBeInTheDocument();
    const card = await chooseFile('Importar alimentos (CSV)', 'Arquivo de alimentos');
    expect(within(card).getByRole('group', { name: 'Alimentos que você já tem (mesmo nome)' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ver prévia do arquivo de alimentos' }));
    const preview = await within(card).findByRole('region', { name: 'Prévia: este arquivo traz (Alimentos (vírgula decimal), 3 linhas)' });
    expect(within(preview).getByText('2 alimentos')).toBeInTheDocument();
    expect(within(preview).getByText('1 com um nome que você já tem')).toBeInTheDocument();
    expect(within(preview).getByText('1 problema: essas linhas ficam de fora.')).toBeInTheDocument();
    const problems = within(preview).getByRole('table', { name: 'Linhas que não podem ser importadas' });
    expect(within(problems).getByRole('columnheader', { name: 'Linha' })).toBeInTheDocument();
    expect(within(problems).getByRole('row', { name: '4 serving: Deve ser maior que 0.' })).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Importar' }));
    expect(await within(card).findByRole('progressbar', { name: 'Importando' })).toBeInTheDocument();
    expect(await within(card).findByText('1 de 2')).toBeInTheDocument();
    importing.release();
    const done = await within(card).findByRole('region', { name: 'Importado (Alimentos (vírgula decimal), 1 linha)' });
    expect(within(done).getByText('1 alimento')).toBeInTheDocument();
    expect(within(done).getByText('1 alimento ignorado')).toBeInTheDocument();
  });

  it('says in Portuguese that a file must be chosen, and that an empty file has no rows', async () => {
    await chooseLanguage('pt-BR');
    const mocks: Mocks = [
      {
        request: { query: ImportPreviewQuery, variables: { uploadId: 7 } },
        result: { data: { importPreview: { ...summary({ foods: 0, duplicateFoods: 0 }), rows: 0 } } },
      },
    ];
    const { user } = renderRoutes({ routes, path: '/account/data', mocks });
    const empty = (await screen.findByRole('heading', { name: 'Importar alimentos (CSV)' })).closest('article')!;
    await user.click(within(empty).getByRole('button', { name: 'Ver prévia do arquivo de alimentos' }));
    expect(within(empty).getByRole('alert')).toHaveTextContent('Escolha um arquivo primeiro.');
    const card = await chooseFile('Importar alimentos (CSV)', 'Arquivo de alimentos');
    await user.click(within(card).getByRole('button', { name: 'Ver prévia do arquivo de alimentos' }));
    expect(await within(card).findByRole('region', { name: /nenhuma linha\)$/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Importar' })).toBeDisabled();
  });
});
