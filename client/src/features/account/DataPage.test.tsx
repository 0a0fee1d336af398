import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localToday } from '../../shared/dates';
import { renderRoutes } from '../../test/render';
import { DataPage } from './DataPage';
import { CreateDownloadLinkMutation, DataUploadQuery, ImportPreviewQuery, ImportUploadMutation } from './dataDocuments';

vi.mock('./uploadFile', () => ({
  uploadFile: vi.fn((_kind: string, _file: File, onProgress: (sent: number) => void) => {
    onProgress(0.5);
    return Promise.resolve(7);
  }),
}));

const routes = [{ path: '/account/data', element: <DataPage /> }];
type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

const summary = (counts: Record<string, number>, problems: { line: number | null; message: string }[] = []) => ({
  __typename: 'ImportSummary' as const,
  kind: 'FOODS_CSV' as const,
  format: 'Foods (decimal comma)',
  rows: 3,
  counts: Object.entries(counts).map(([item, count]) => ({ __typename: 'ImportCount' as const, item, count })),
  newExercises: [],
  problems: problems.map((problem) => ({ __typename: 'ImportProblem' as const, ...problem })),
  problemCount: problems.length,
});

describe('DataPage', () => {
  it('asks for a download link and follows it', async () => {
    const mocks: Mocks = [
      {
        request: { query: CreateDownloadLinkMutation, variables: { kind: 'JSON', today: localToday() } },
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
    const card = (await screen.findByRole('heading', { name: 'Import foods (CSV)' })).closest('article')!;
    const input = within(card).getByLabelText('File');
    fireEvent.change(input, { target: { files: [new File(['name;serving'], 'foods.csv', { type: 'text/csv' })] } });
    await user.click(within(card).getByRole('radio', { name: 'Update them' }));
    await user.click(within(card).getByRole('button', { name: 'Preview' }));
    const preview = await within(card).findByRole('region', { name: /Preview: this file brings/ });
    expect(within(preview).getByText('2 foods')).toBeInTheDocument();
    expect(within(preview).getByText('1 with a name you already have')).toBeInTheDocument();
    expect(within(preview).getByText('1 problem: those rows are skipped.')).toBeInTheDocument();
    const problems = within(preview).getByRole('table', { name: 'Rows that cannot be imported' });
    expect(within(problems).getByRole('row', { name: '4 serving: Must be greater than 0.' })).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    const done = await within(card).findByRole('region', { name: /Imported/ });
    expect(within(done).getByText('1 foods updated')).toBeInTheDocument();
  });
});
