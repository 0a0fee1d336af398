import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { ExportKind, ImportSummaryFieldsFragment } from '../../gql/graphql';
import { errorMessages } from '../../shared/apolloErrors';
import { BusyButton } from '../../shared/BusyButton';
import { PageHeader } from '../../shared/PageHeader';
import { useToday } from '../../shared/useToday';
import { CreateDownloadLinkMutation, DataUploadQuery, ImportPreviewQuery, ImportUploadMutation } from './dataDocuments';
import { uploadFile, type UploadKind } from './uploadFile';
import './data.css';

const EXPORTS: { kind: ExportKind; label: string; detail: string }[] = [
  {
    kind: 'JSON',
    label: 'Export everything (JSON)',
    detail: 'Every food, recipe, meal, goal, routine, workout and weight: a file this app imports again.',
  },
  { kind: 'DIARY_CSV', label: 'Export diary (CSV)', detail: 'One row per meal entry with its macros, for spreadsheets.' },
  { kind: 'WORKOUTS_CSV', label: 'Export workouts (CSV)', detail: "One row per set, in Hevy's layout, which other training apps read." },
];

/** How each counted item reads. */
const ITEMS: Record<string, string> = {
  foods: 'foods',
  recipes: 'recipes',
  tags: 'tags',
  exercises: 'exercises',
  routines: 'routines',
  sessions: 'sessions',
  sessionCompletions: "'Done!' records",
  workouts: 'workouts',
  sets: 'sets',
  bodyWeights: 'body weights',
  days: 'days of meals',
  entries: 'meal entries',
  goalChanges: 'goal changes',
  mealNames: 'meal names',
  skippedWorkouts: 'workouts already here (skipped)',
  duplicateFoods: 'with a name you already have',
  updatedFoods: 'foods updated',
  skippedFoods: 'foods skipped',
};

/** The cached reads an import changes (evicted, so pages read them again when next shown; `me` stays). */
const CHANGED_FIELDS: Record<UploadKind, string[]> = {
  ACCOUNT_JSON: [
    'activeRoutine',
    'allExercises',
    'allFoods',
    'allRecipes',
    'allTags',
    'bodyWeightTrend',
    'bodyWeights',
    'dailyMeal',
    'dietProgress',
    'exercise',
    'exerciseHistory',
    'exerciseProgress',
    'exerciseRecords',
    'exercises',
    'food',
    'foods',
    'mealInfo',
    'recentMealSources',
    'recipe',
    'recipes',
    'routine',
    'routines',
    'tag',
    'tags',
    'trainingHistory',
    'workout',
    'workoutInProgress',
    'workouts',
  ],
  WORKOUT_HISTORY_CSV: [
    'workouts',
    'trainingHistory',
    'exercises',
    'allExercises',
    'exercise',
    'exerciseHistory',
    'exerciseProgress',
    'exerciseRecords',
    'tags',
    'allTags',
  ],
  // Updated foods change the days, recipes and progress that use them.
  FOODS_CSV: ['foods', 'allFoods', 'food', 'recentMealSources', 'dailyMeal', 'dietProgress', 'recipes', 'allRecipes', 'recipe'],
};

function forgetImported(cache: ApolloCache, kind: UploadKind) {
  for (const fieldName of CHANGED_FIELDS[kind]) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Whether importing what the preview found would change anything (a file of foods all skipped, workouts all there: no). */
function bringsSomething(summary: ImportSummaryFieldsFragment, duplicates: 'SKIP' | 'UPDATE'): boolean {
  const count = (item: string) => summary.counts.find((c) => c.item === item)?.count ?? 0;
  switch (summary.kind) {
    case 'FOODS_CSV':
      return duplicates === 'UPDATE' ? count('foods') > 0 : count('foods') > count('duplicateFoods');
    case 'WORKOUT_HISTORY_CSV':
      return count('workouts') > 0;
    case 'ACCOUNT_JSON':
      return summary.problemCount === 0 && summary.counts.some((c) => c.count > 0);
  }
}

/**
 * /account/data, 'Your data': downloads of everything (JSON), the diary and the workouts (CSV), and three imports of
 * a file (a Fitness Manager export, a Hevy or Strong history, foods), each previewed before anything is written.
 */
export function DataPage() {
  return (
    <>
      <PageHeader title="Your data" subtitle="Take everything you keep here with you, or bring it in from a file." />
      <div className="data-page">
        <ExportSection />
        <section className="data-card" aria-labelledby="import-heading">
          <h2 id="import-heading">Import</h2>
          <p>Choose a file and preview it: nothing changes until you confirm.</p>
          <ImportCard
            kind="ACCOUNT_JSON"
            title="Import a Fitness Manager export"
            detail="Adds everything in an 'Export everything' file to this account, all or nothing. Meal names and goals become the file's."
            fileLabel="Fitness Manager export file"
            accept=".json,application/json"
          />
          <ImportCard
            kind="WORKOUT_HISTORY_CSV"
            title="Import workout history from Hevy or Strong (CSV)"
            detail="Workouts and sets; exercises are matched to yours by name, or created. Workouts already here are skipped."
            fileLabel="Workout history file"
            accept=".csv,text/csv"
          />
          <ImportCard
            kind="FOODS_CSV"
            title="Import foods (CSV)"
            detail="Columns name, serving, unit, carbohydrates, proteins, fats, calories (decimal comma or point), or an Open Food Facts product export (per 100 g)."
            fileLabel="Foods file"
            accept=".csv,.tsv,text/csv,text/tab-separated-values"
          />
        </section>
      </div>
    </>
  );
}

/** The browser's zone: the workouts CSV writes times in it, and the history import reads them in it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function ExportSection() {
  const today = useToday();
  const [createLink] = useMutation(CreateDownloadLinkMutation);
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  async function download(kind: ExportKind, label: string) {
    setBusy(kind);
    setError('');
    setStatus('');
    try {
      const { data } = await createLink({ variables: { kind, today, timeZone: browserZone() } });
      const link = data!.createDownloadLink;
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = link.fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setStatus(`${label}: ${link.fileName} is downloading.`);
    } catch (failure) {
      setError(errorMessages(failure, 'The export could not start. Try again.').join(' '));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="data-card" aria-labelledby="export-heading">
      <h2 id="export-heading">Export</h2>
      <ul className="data-exports">
        {EXPORTS.map(({ kind, label, detail }) => (
          <li key={kind}>
            <BusyButton busy={busy === kind} busyLabel="Preparing…" className="button--primary" onClick={() => void download(kind, label)}>
              {label}
            </BusyButton>
            <span className="data-exports__detail">{detail}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="data-status">
        {status}
      </p>
      {error ? (
        <p role="alert" className="data-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

type Stage =
  | { name: 'idle' }
  | { name: 'uploading'; sent: number }
  | { name: 'previewing' }
  | { name: 'preview'; uploadId: number; summary: ImportSummaryFieldsFragment }
  | { name: 'importing'; uploadId: number }
  | { name: 'done'; summary: ImportSummaryFieldsFragment };

interface ImportCardProps {
  kind: UploadKind;
  title: string;
  detail: string;
  /** The file input's label: each card's says which file it takes. */
  fileLabel: string;
  accept: string;
}

function ImportCard({ kind, title, detail, fileLabel, accept }: ImportCardProps) {
  const id = useId();
  const client = useApolloClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [error, setError] = useState<string[]>([]);
  const [duplicates, setDuplicates] = useState<'SKIP' | 'UPDATE'>('SKIP');
  const [weightUnit, setWeightUnit] = useState<'KG' | 'LBS'>('KG');
  const timeZone = browserZone();
  const [runImport] = useMutation(ImportUploadMutation);
  const importing = stage.name === 'importing';
  const { data: progress } = useQuery(DataUploadQuery, { skip: !importing, pollInterval: 500, fetchPolicy: 'network-only' });

  const options = kind === 'WORKOUT_HISTORY_CSV' ? { timeZone, weightUnit } : {};

  async function preview() {
    if (!file) {
      setError(['Choose a file first.']);
      return;
    }
    setError([]);
    try {
      setStage({ name: 'uploading', sent: 0 });
      const uploadId = await uploadFile(kind, file, (sent) => setStage({ name: 'uploading', sent }));
      setStage({ name: 'previewing' });
      const { data } = await client.query({ query: ImportPreviewQuery, variables: { uploadId, ...options }, fetchPolicy: 'network-only' });
      setStage({ name: 'preview', uploadId, summary: data!.importPreview });
    } catch (failure) {
      setError(
        failure instanceof Error && !('graphQLErrors' in failure) ? errorMessages(failure, failure.message) : errorMessages(failure),
      );
      setStage({ name: 'idle' });
    }
  }

  async function confirm(uploadId: number) {
    setError([]);
    setStage({ name: 'importing', uploadId });
    try {
      const { data } = await runImport({
        variables: { uploadId, ...options, ...(kind === 'FOODS_CSV' ? { duplicates } : {}) },
        update: (cache) => forgetImported(cache, kind),
      });
      setStage({ name: 'done', summary: data!.importUpload });
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (failure) {
      setError(errorMessages(failure, 'The import failed; nothing was changed.'));
      setStage({ name: 'idle' });
    }
  }

  const busy = stage.name === 'uploading' || stage.name === 'previewing';
  const processed = progress?.dataUpload?.processedRows ?? 0;
  const total = progress?.dataUpload?.totalRows ?? 0;

  return (
    <article className="data-import" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p className="data-import__detail">{detail}</p>
      <div className="data-import__controls">
        <label htmlFor={`${id}-file`}>{fileLabel}</label>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          accept={accept}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setFile(event.target.files?.[0] ?? null);
            setStage({ name: 'idle' });
            setError([]);
          }}
        />
        {kind === 'WORKOUT_HISTORY_CSV' ? (
          <>
            <label htmlFor={`${id}-unit`}>Weights in Strong files without a unit column</label>
            <select id={`${id}-unit`} value={weightUnit} onChange={(event) => setWeightUnit(event.target.value as 'KG' | 'LBS')}>
              <option value="KG">kg</option>
              <option value="LBS">lb</option>
            </select>
          </>
        ) : null}
        {kind === 'FOODS_CSV' ? (
          <fieldset className="data-import__duplicates">
            <legend>Foods you already have (same name)</legend>
            <label>
              <input type="radio" name={`${id}-duplicates`} checked={duplicates === 'SKIP'} onChange={() => setDuplicates('SKIP')} /> Skip
              them
            </label>
            <label>
              <input type="radio" name={`${id}-duplicates`} checked={duplicates === 'UPDATE'} onChange={() => setDuplicates('UPDATE')} />{' '}
              Update them
            </label>
          </fieldset>
        ) : null}
        <BusyButton
          busy={busy}
          busyLabel={stage.name === 'uploading' ? 'Uploading…' : 'Reading the file…'}
          onClick={() => void preview()}
          disabled={importing}
        >
          Preview
        </BusyButton>
      </div>
      {stage.name === 'uploading' ? (
        <p>
          <label htmlFor={`${id}-upload`}>Uploading</label> <progress id={`${id}-upload`} max={1} value={stage.sent} />
        </p>
      ) : null}
      {error.length > 0 ? (
        <div role="alert" className="data-error">
          {error.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {stage.name === 'preview' ? (
        <Summary summary={stage.summary} heading="Preview: this file brings" label={`${id}-preview`}>
          <BusyButton
            busy={false}
            className="button--primary"
            onClick={() => void confirm(stage.uploadId)}
            disabled={!bringsSomething(stage.summary, duplicates)}
          >
            Import
          </BusyButton>{' '}
          <button type="button" className="button" onClick={() => setStage({ name: 'idle' })}>
            Cancel
          </button>
        </Summary>
      ) : null}
      {importing ? (
        <p>
          <label htmlFor={`${id}-import`}>Importing</label>{' '}
          <progress id={`${id}-import`} max={total || 1} value={total ? processed : undefined} />{' '}
          <span>{total ? `${processed} of ${total}` : ''}</span>
        </p>
      ) : null}
      {stage.name === 'done' ? <Summary summary={stage.summary} heading="Imported" label={`${id}-done`} /> : null}
    </article>
  );
}

function Summary({
  summary,
  heading,
  label,
  children,
}: {
  summary: ImportSummaryFieldsFragment;
  heading: string;
  label: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="data-summary" role="region" aria-labelledby={label}>
      <h4 id={label}>
        {heading} ({summary.format}, {summary.rows} rows)
      </h4>
      <ul>
        {summary.counts
          .filter((count) => count.count > 0)
          .map((count) => (
            <li key={count.item}>
              {count.count} {ITEMS[count.item] ?? count.item}
            </li>
          ))}
      </ul>
      {summary.newExercises.length > 0 ? <p>New exercises: {summary.newExercises.join(', ')}.</p> : null}
      {summary.warnings.map((warning) => (
        <p key={warning} className="data-warning">
          {warning}
        </p>
      ))}
      {summary.problemCount > 0 ? (
        <>
          <p>
            {summary.problemCount} {summary.problemCount === 1 ? 'problem' : 'problems'}
            {summary.kind === 'ACCOUNT_JSON' ? ': fix the file to import it.' : ': those rows are skipped.'}
          </p>
          <table className="data-problems">
            <caption>Rows that cannot be imported</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {summary.problems.map((problem, index) => (
                <tr key={index}>
                  <td>{problem.line ?? '—'}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {children}
    </div>
  );
}
