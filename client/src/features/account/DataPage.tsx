import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CsvLayout, ExportKind, ImportSummaryFieldsFragment, WeightUnit } from '../../gql/graphql';
import { errorMessages } from '../../shared/apolloErrors';
import { BusyButton } from '../../shared/BusyButton';
import { useLanguage, useT } from '../../shared/i18n/i18n';
import { PageHeader } from '../../shared/PageHeader';
import type { TimeLimitContext } from '../../shared/requestTimeLimit';
import { useToday } from '../../shared/useToday';
import { countIn, forgetImported } from './importEviction';
import { CreateDownloadLinkMutation, DataUploadQuery, ImportPreviewQuery, ImportUploadMutation } from './dataDocuments';
import { UploadError, uploadFile, type UploadKind } from './uploadFile';
import './data.css';

/** Reading a whole upload (up to 64 MB) may take minutes on a small server: no time limit (shared/requestTimeLimit.ts). */
const readsTheWholeFile: TimeLimitContext = { timeLimitMs: 0 };

/** The downloads, each with its button's and its description's texts (`account.export.<kind>.label|detail`). */
const EXPORTS: ExportKind[] = ['JSON', 'DIARY_CSV', 'WORKOUTS_CSV'];

/**
 * The items the server counts (ImportCount.item) that the page words, each by its message `account.item.<item>` (a
 * plural of the count): the message ids are type-checked, an item without its message fails the type check.
 */
const ITEMS = [
  'foods',
  'recipes',
  'tags',
  'exercises',
  'routines',
  'sessions',
  'sessionCompletions',
  'workouts',
  'sets',
  'bodyWeights',
  'days',
  'entries',
  'goalChanges',
  'mealNames',
  'skippedWorkouts',
  'duplicateFoods',
  'repeatedFoods',
  'updatedFoods',
  'skippedFoods',
] as const;
type Item = (typeof ITEMS)[number];
const isItem = (item: string): item is Item => (ITEMS as readonly string[]).includes(item);

/** A count as the page shows it: "2 foods", "1 with a name you already have" (an item the page does not know: as named). */
function countText(t: ReturnType<typeof useT>, item: string, count: number): string {
  return isItem(item) ? t(`account.item.${item}`, { count }) : t('account.item.other', { count, item });
}

/** What an import reports it wrote: the count of `item` in its summary (0 when not counted). */
/** Whether importing what the preview found would change anything (a file of foods all skipped, workouts all there: no). */
function bringsSomething(summary: ImportSummaryFieldsFragment, duplicates: 'SKIP' | 'UPDATE'): boolean {
  const count = (item: string) => countIn(summary, item);
  switch (summary.kind) {
    case 'FOODS_CSV':
      // Skipping keeps one row per name (repeats in the file skipped), and only names the account does not have.
      return duplicates === 'UPDATE' ? count('foods') > 0 : count('foods') > count('repeatedFoods') + count('duplicateFoods');
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
  const t = useT();
  return (
    <>
      <PageHeader title={t('account.data.title')} subtitle={t('account.data.subtitle')} />
      <div className="data-page">
        <ExportSection />
        <section className="data-card" aria-labelledby="import-heading">
          <h2 id="import-heading">{t('account.import.heading')}</h2>
          <p>{t('account.import.intro')}</p>
          <ImportCard kind="ACCOUNT_JSON" accept=".json,application/json" />
          <ImportCard kind="WORKOUT_HISTORY_CSV" accept=".csv,text/csv" />
          <ImportCard kind="FOODS_CSV" accept=".csv,.tsv,text/csv,text/tab-separated-values" />
        </section>
      </div>
    </>
  );
}

/** The browser's zone: the workouts CSV writes times in it, and the history import reads them in it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The CSV layouts offered, each with its label (`account.export.layout.<layout>`). */
const CSV_LAYOUTS: CsvLayout[] = ['SEMICOLON', 'COMMA'];

function ExportSection() {
  const t = useT();
  const today = useToday();
  const language = useLanguage();
  const [createLink] = useMutation(CreateDownloadLinkMutation);
  // CSV for spreadsheets in Portuguese (semicolons, decimal comma: Excel pt-BR opens it in columns) when the page is in
  // Portuguese, comma and decimal point otherwise, until the person chooses.
  const [chosenLayout, setChosenLayout] = useState<CsvLayout | null>(null);
  const csvLayout = chosenLayout ?? (language === 'pt-BR' ? 'SEMICOLON' : 'COMMA');
  const layoutName = useId();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  async function download(kind: ExportKind) {
    setBusy(kind);
    setError('');
    setStatus('');
    try {
      const { data } = await createLink({
        variables: { kind, today, timeZone: browserZone(), ...(kind === 'JSON' ? {} : { csvLayout }) },
      });
      const link = data!.createDownloadLink;
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = link.fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setStatus(t('account.export.downloading', { label: t(`account.export.${kind}.label`), fileName: link.fileName }));
    } catch (failure) {
      setError(errorMessages(failure, t('account.export.failed')).join(' '));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="data-card" aria-labelledby="export-heading">
      <h2 id="export-heading">{t('account.export.heading')}</h2>
      <fieldset className="data-exports__layout">
        <legend>{t('account.export.layout')}</legend>
        {CSV_LAYOUTS.map((layout) => (
          <label key={layout}>
            <input type="radio" name={layoutName} checked={csvLayout === layout} onChange={() => setChosenLayout(layout)} />{' '}
            {t(`account.export.layout.${layout}`)}
          </label>
        ))}
      </fieldset>
      <ul className="data-exports">
        {EXPORTS.map((kind) => (
          <li key={kind}>
            <BusyButton
              busy={busy === kind}
              busyLabel={t('account.export.preparing')}
              className="button--primary"
              onClick={() => void download(kind)}
            >
              {t(`account.export.${kind}.label`)}
            </BusyButton>
            <span className="data-exports__detail">{t(`account.export.${kind}.detail`)}</span>
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
  | { name: 'importing' }
  | { name: 'done'; summary: ImportSummaryFieldsFragment };

/** How the server reads a history file (its zone, Strong's weight unit): the preview's options are the import's. */
type ReadAs = { timeZone?: string; weightUnit?: WeightUnit };

interface ImportCardProps {
  /** Also names the card's texts: `account.import.<kind>.title|detail|fileLabel` (the file input's label says which file it takes). */
  kind: UploadKind;
  accept: string;
}

function ImportCard({ kind, accept }: ImportCardProps) {
  const t = useT();
  const id = useId();
  const client = useApolloClient();
  /** The file chosen is the input's own (read when previewing, cleared once imported). */
  const fileRef = useRef<HTMLInputElement>(null);
  /** Where the keyboard goes when the button it was on goes away: Preview after Cancel, the result's heading after Import. */
  const previewRef = useRef<HTMLButtonElement>(null);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  /** The preview shown next takes the keyboard from Preview (not from the unit select, whose change reads the file again). */
  const focusPreviewRef = useRef(false);
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [error, setError] = useState<string[]>([]);
  const [duplicates, setDuplicates] = useState<'SKIP' | 'UPDATE'>('SKIP');
  /**
   * The weight unit chosen is the select's own (read when previewing and importing), as the file is the file input's:
   * a preview that arrives after the choice changed sees the new one (and is asked again in it).
   */
  const unitRef = useRef<HTMLSelectElement>(null);
  const timeZone = browserZone();
  const [runImport] = useMutation(ImportUploadMutation);
  const importing = stage.name === 'importing';
  const { data: progress } = useQuery(DataUploadQuery, { skip: !importing, pollInterval: 500, fetchPolicy: 'network-only' });

  /** The options the file is read with now: the unit chosen now. */
  const readAs = (): ReadAs =>
    kind === 'WORKOUT_HISTORY_CSV' ? { timeZone, weightUnit: (unitRef.current?.value as WeightUnit | undefined) ?? 'KG' } : {};

  async function preview() {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError([t('account.import.chooseFile')]);
      return;
    }
    setError([]);
    try {
      setStage({ name: 'uploading', sent: 0 });
      const uploadId = await uploadFile(kind, file, (sent) => setStage({ name: 'uploading', sent }));
      await previewUpload(uploadId);
    } catch (failure) {
      // The upload's own words (the preview's failures are previewUpload's).
      setError(errorMessages(failure, failure instanceof UploadError ? failure.message : t('account.import.failed')));
      setStage({ name: 'idle' });
    }
  }

  /**
   * The server's preview of the file it keeps (`uploadId`), read in the unit chosen: after an upload, and again for
   * another unit without sending the file again (no upload counted against the account's limit). A unit chosen while
   * it was being read is asked for at once, so the preview shown is always the unit shown (and Import, which reads the
   * unit chosen, always imports what the preview showed: a change while it shows reads the file again at once).
   */
  async function previewUpload(uploadId: number) {
    setError([]);
    setStage({ name: 'previewing' });
    try {
      let options: ReadAs;
      let summary: ImportSummaryFieldsFragment;
      do {
        options = readAs();
        const { data } = await client.query({
          query: ImportPreviewQuery,
          variables: { uploadId, ...options },
          fetchPolicy: 'network-only',
          context: readsTheWholeFile,
        });
        summary = data!.importPreview;
      } while (options.weightUnit !== readAs().weightUnit);
      const focused = document.activeElement;
      focusPreviewRef.current = focused === previewRef.current || focused === null || focused === document.body;
      setStage({ name: 'preview', uploadId, summary });
    } catch (failure) {
      // The server's words for the preview (a network failure has none: ours).
      setError(errorMessages(failure, t('account.import.failed')));
      setStage({ name: 'idle' });
    }
  }

  async function confirm(uploadId: number) {
    const options = readAs();
    setError([]);
    setStage({ name: 'importing' });
    try {
      const { data } = await runImport({
        variables: { uploadId, ...options, ...(kind === 'FOODS_CSV' ? { duplicates } : {}) },
        context: readsTheWholeFile,
        update: (cache, { data }) => {
          if (data) forgetImported(cache, data.importUpload);
        },
      });
      setStage({ name: 'done', summary: data!.importUpload });
      if (fileRef.current) fileRef.current.value = '';
    } catch (failure) {
      setError(errorMessages(failure, t('account.import.failed')));
      setStage({ name: 'idle' });
      // The Import button went with the preview: the keyboard goes back to Preview (the alert is read out).
      previewRef.current?.focus();
    }
  }

  // The Import button is gone with the preview: the keyboard goes to what the import did (its heading, read out).
  // Likewise a preview pressed for: the keyboard goes to what it found, which its Import and Cancel follow.
  useEffect(() => {
    if (stage.name === 'done') doneHeadingRef.current?.focus();
    if (stage.name === 'preview' && focusPreviewRef.current) {
      focusPreviewRef.current = false;
      previewHeadingRef.current?.focus();
    }
  }, [stage.name]);

  /** Back to choosing a file: the preview (and the button pressed) goes, the keyboard to Preview. */
  function cancel() {
    setStage({ name: 'idle' });
    previewRef.current?.focus();
  }

  const busy = stage.name === 'uploading' || stage.name === 'previewing';
  const processed = progress?.dataUpload?.processedRows ?? 0;
  const total = progress?.dataUpload?.totalRows ?? 0;

  return (
    <article className="data-import" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(`account.import.${kind}.title`)}</h3>
      <p className="data-import__detail">{t(`account.import.${kind}.detail`)}</p>
      <div className="data-import__controls">
        <label htmlFor={`${id}-file`}>{t(`account.import.${kind}.fileLabel`)}</label>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          accept={accept}
          onChange={() => {
            setStage({ name: 'idle' });
            setError([]);
          }}
        />
        {kind === 'WORKOUT_HISTORY_CSV' ? (
          <>
            <label htmlFor={`${id}-unit`}>{t('account.import.weightUnit')}</label>
            <select
              id={`${id}-unit`}
              ref={unitRef}
              defaultValue="KG"
              onChange={() => {
                // The preview's weights were read in the other unit: the file the server keeps is previewed again in
                // this one (the import never uses a unit its preview did not show).
                if (stage.name === 'preview') void previewUpload(stage.uploadId);
              }}
            >
              <option value="KG">kg</option>
              <option value="LBS">lb</option>
            </select>
          </>
        ) : null}
        {kind === 'FOODS_CSV' ? (
          <fieldset className="data-import__duplicates">
            <legend>{t('account.import.duplicates')}</legend>
            <label>
              <input type="radio" name={`${id}-duplicates`} checked={duplicates === 'SKIP'} onChange={() => setDuplicates('SKIP')} />{' '}
              {t('account.import.skip')}
            </label>
            <label>
              <input type="radio" name={`${id}-duplicates`} checked={duplicates === 'UPDATE'} onChange={() => setDuplicates('UPDATE')} />{' '}
              {t('account.import.update')}
            </label>
          </fieldset>
        ) : null}
        <BusyButton
          ref={previewRef}
          busy={busy}
          busyLabel={stage.name === 'uploading' ? t('account.import.uploadingButton') : t('account.import.readingButton')}
          onClick={() => void preview()}
          disabled={importing}
          // Three cards have a Preview: each says which file (its busy text says what it does while busy).
          aria-label={busy ? undefined : t(`account.import.${kind}.previewLabel`)}
        >
          {t('account.import.preview')}
        </BusyButton>
      </div>
      {stage.name === 'uploading' ? (
        <p>
          <label htmlFor={`${id}-upload`}>{t('account.import.uploading')}</label>{' '}
          <progress id={`${id}-upload`} max={1} value={stage.sent} />
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
        <Summary summary={stage.summary} heading="preview" label={`${id}-preview`} headingRef={previewHeadingRef}>
          {kind === 'FOODS_CSV' && duplicates === 'UPDATE' && countIn(stage.summary, 'duplicateFoods') > 0 ? (
            // Days and recipes refer to foods: a food's new values change their totals, past days' included.
            <p className="data-warning">{t('account.import.updateChangesTotals')}</p>
          ) : null}
          <BusyButton
            busy={false}
            className="button--primary"
            onClick={() => void confirm(stage.uploadId)}
            disabled={!bringsSomething(stage.summary, duplicates)}
          >
            {t('account.import.import')}
          </BusyButton>{' '}
          <button type="button" className="button" onClick={cancel}>
            {t('common.cancel')}
          </button>
        </Summary>
      ) : null}
      {importing ? (
        <p>
          <label htmlFor={`${id}-import`}>{t('account.import.importing')}</label>{' '}
          <progress id={`${id}-import`} max={total || 1} value={total ? processed : undefined} />{' '}
          <span>{total ? t('account.import.progress', { processed, total }) : ''}</span>
        </p>
      ) : null}
      {stage.name === 'done' ? <Summary summary={stage.summary} heading="done" label={`${id}-done`} headingRef={doneHeadingRef} /> : null}
      {/* Always there, so that what it comes to say is announced: the preview's or the import's result, in a few words. */}
      <p role="status" className="visually-hidden">
        {stage.name === 'done' || stage.name === 'preview' ? headingText(t, stage.summary, stage.name) : ''}
      </p>
    </article>
  );
}

/**
 * A summary's heading: the layout, and for a CSV its rows (lines after the header). An export's heading names only its
 * layout: a JSON file has no rows, and its number of items would match none of the counts shown.
 */
function headingText(t: ReturnType<typeof useT>, summary: ImportSummaryFieldsFragment, which: 'preview' | 'done'): string {
  if (summary.kind === 'ACCOUNT_JSON') {
    return t(which === 'preview' ? 'account.summary.previewHeadingExport' : 'account.summary.doneHeadingExport', {
      format: summary.format,
    });
  }
  return t(which === 'preview' ? 'account.summary.previewHeading' : 'account.summary.doneHeading', {
    format: summary.format,
    rows: summary.rows,
  });
}

function Summary({
  summary,
  heading,
  label,
  headingRef,
  children,
}: {
  summary: ImportSummaryFieldsFragment;
  /** A preview's or an import's: its text names the file's layout (and a CSV's rows: headingText). */
  heading: 'preview' | 'done';
  label: string;
  /** The heading, for the keyboard to be taken to (it takes focus from script only). */
  headingRef?: React.Ref<HTMLHeadingElement>;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <div className="data-summary" role="region" aria-labelledby={label}>
      <h4 id={label} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {headingText(t, summary, heading)}
      </h4>
      <ul>
        {summary.counts
          .filter((count) => count.count > 0)
          .map((count) => (
            <li key={count.item}>{countText(t, count.item, count.count)}</li>
          ))}
      </ul>
      {summary.newExercises.length > 0 ? (
        <p>{t('account.summary.newExercises', { names: summary.newExercises.join(t('account.summary.listSeparator')) })}</p>
      ) : null}
      {summary.warnings.map((warning) => (
        <p key={warning} className="data-warning">
          {warning}
        </p>
      ))}
      {summary.problemCount > 0 ? (
        <>
          <p>
            {t(summary.kind === 'ACCOUNT_JSON' ? 'account.summary.problemsFixFile' : 'account.summary.problemsSkipped', {
              count: summary.problemCount,
            })}
          </p>
          <table className="data-problems">
            <caption>{t('account.summary.problemsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('account.summary.line')}</th>
                <th scope="col">{t('account.summary.problem')}</th>
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
