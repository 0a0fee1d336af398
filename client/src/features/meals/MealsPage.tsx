import { useQuery } from '@apollo/client/react';
import { MACRO_KEYS, MACRO_UNITS } from '@fitness-manager/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { MacroAmountsFragment, MealEntryFieldsFragment, MealFieldsFragment } from '../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { formatDecimal } from '../../shared/decimal';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { ROW_ACTIONS_WIDTH, rowActionsColumn } from '../../shared/RowActions';
import { unitLabel } from '../../shared/units';
import { CopyMealsDialog } from './CopyMealsDialog';
import { DayNavigation } from './DayNavigation';
import { EntryDialog, type EntryDialogTarget } from './EntryDialog';
import { DailyMealQuery, MealInfoQuery } from './mealDocuments';
import { daySearch, useSelectedDay } from './selectedDay';
import { entryName, useDeleteMealEntry, useStartDay } from './useMealMutations';
import './meals.css';
import { BusyButton } from '../../shared/BusyButton';
import { useT } from '../../shared/i18n/i18n';
import { macroLabel } from '../../shared/macroColumns';

/** /meals: the chosen day's meals with their entries and totals. */
export function MealsPage() {
  const t = useT();
  const { date, today, setDate } = useSelectedDay();
  const { data, loading, error, refetch } = useQuery(DailyMealQuery, { variables: { date } });
  const mealInfo = useQuery(MealInfoQuery);
  const mealInfoId = mealInfo.data?.mealInfo.id;
  const [dialog, setDialog] = useState<EntryDialogTarget | null>(null);
  const [copying, setCopying] = useState(false);
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteMealEntry(), 'success');
  // 'Start the day' leaves with its empty state: the keyboard goes on from the first meal's Feed button, not the page's top.
  // Each start is focused once (a count, not a flag: coming back to the day later moves no focus).
  const [starts, setStarts] = useState(0);
  const focusedStarts = useRef(0);
  const startedDate = useRef<string | null>(null);
  const firstFeed = useRef<HTMLButtonElement>(null);
  const dayShown = Boolean(data?.dailyMeal);
  useEffect(() => {
    if (starts === focusedStarts.current || !dayShown || startedDate.current !== date) return;
    focusedStarts.current = starts;
    firstFeed.current?.focus();
  }, [starts, date, dayShown]);

  let content;
  if (data) {
    const day = data.dailyMeal;
    content = day ? (
      <>
        <DayTotals totals={day.totals} />
        <div className="meal-cards">
          {day.meals.map((meal, index) => (
            <MealCard
              key={meal.id}
              meal={meal}
              feedRef={index === 0 ? firstFeed : undefined}
              onFeed={() => setDialog({ mode: 'add', mealId: meal.id, mealName: meal.name })}
              onEdit={(entry) => setDialog({ mode: 'edit', mealId: meal.id, mealName: meal.name, entry })}
              onDelete={(entry, deleteButton) => void deleteRow(entry.id, deleteButton)}
              isDeleting={isDeleting}
            />
          ))}
        </div>
      </>
    ) : (
      <EmptyDay
        date={date}
        onStarted={() => {
          startedDate.current = date;
          setStarts((count) => count + 1);
        }}
      />
    );
  } else if (error) {
    content = <ListLoadError what={t('meals.page.loadWhat')} onRetry={() => void refetch()} />;
  } else if (loading) {
    content = <PageLoading />;
  }

  return (
    <>
      <PageHeader
        title={t('meals.page.title')}
        actions={
          <>
            {data ? (
              <button type="button" className="button button--secondary" onClick={() => setCopying(true)}>
                {t('meals.page.copy')}
              </button>
            ) : null}
            {mealInfoId !== undefined ? (
              <Link className="button button--secondary" to={`/meals/${mealInfoId}${daySearch(date, today)}`}>
                <span aria-hidden="true">✎</span> {t('meals.page.editNames')}
              </Link>
            ) : null}
          </>
        }
      />
      <DayNavigation date={date} today={today} onChange={setDate} />
      {content}
      <EntryDialog target={dialog} onClose={() => setDialog(null)} />
      <CopyMealsDialog open={copying} date={date} today={today} day={data?.dailyMeal ?? null} onClose={() => setCopying(false)} />
    </>
  );
}

/** "You didn't register any meal this day. :(" and 'Start the day' (a failure is only logged). */
function EmptyDay({ date, onStarted }: { date: string; onStarted: () => void }) {
  const t = useT();
  const startDay = useStartDay();
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      await startDay(date);
      onStarted();
    } catch (error) {
      console.error('Starting the day failed.', error);
      setStarting(false);
    }
  }

  return (
    <div className="empty-state">
      {/* A no-break space keeps the ':(' with the sentence. */}
      <p>{t('meals.page.emptyDay').replace(/ (\S+)$/, '\u00a0$1')}</p>
      <BusyButton className="button--primary" busy={starting} onClick={() => void start()}>
        {t('meals.page.startDay')}
      </BusyButton>
    </div>
  );
}

/** The day's totals. */
function DayTotals({ totals }: { totals: MacroAmountsFragment }) {
  const t = useT();
  return (
    <section className="card day-totals" aria-labelledby="day-totals-title">
      <h2 id="day-totals-title" className="card__title">
        {t('meals.page.dayTotals')}
      </h2>
      <dl className="macro-list">
        {MACRO_KEYS.map((key) => (
          <div key={key} className="macro-list__item">
            <dt>{macroLabel(key)}</dt>
            <dd>
              {formatDecimal(totals[key])} {MACRO_UNITS[key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface MealCardProps {
  meal: MealFieldsFragment;
  /** The first meal's Feed button, focused once the day has been started. */
  feedRef?: RefObject<HTMLButtonElement | null>;
  onFeed: () => void;
  onEdit: (entry: MealEntryFieldsFragment) => void;
  onDelete: (entry: MealEntryFieldsFragment, deleteButton?: HTMLElement) => void;
  isDeleting: (id: number) => boolean;
}

/** One meal: its name, 'Feed', its entries and its totals. */
function MealCard({ meal, feedRef, onFeed, onEdit, onDelete, isDeleting }: MealCardProps) {
  const t = useT();
  const titleId = `meal-${meal.id}-title`;
  const columns: ReadonlyArray<DataTableColumn<MealEntryFieldsFragment>> = [
    {
      id: 'name',
      header: t('meals.page.foodOrRecipe'),
      rowHeader: true,
      // The rest of the width: the figures' shares and the actions' room come first.
      width: 'auto',
      cell: (entry) => (
        <>
          {entryName(entry)}
          {entry.recipe ? (
            <>
              {' '}
              <span className="entry-kind">{t('meals.entry.recipeMark')}</span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'quantity',
      header: t('meals.page.quantity'),
      numeric: true,
      width: '11%',
      cell: (entry) => `${formatDecimal(entry.quantity)} ${unitLabel((entry.food ?? entry.recipe)?.unit)}`.trim(),
    },
    ...MACRO_KEYS.map((key): DataTableColumn<MealEntryFieldsFragment> => ({
      id: key,
      header: macroLabel(key),
      numeric: true,
      width: '12%',
      cell: (entry) => formatDecimal(entry.macros[key]),
    })),
    // Every meal table gives its columns the same widths, so the figures line up from meal to meal. The actions
    // get the room their buttons need in the longest language (Portuguese: Editar, Excluir), not a share that
    // becomes too narrow for them.
    {
      ...rowActionsColumn((entry: MealEntryFieldsFragment) => ({
        name: entryName(entry),
        edit: () => onEdit(entry),
        onDelete: (deleteButton) => onDelete(entry, deleteButton),
        deleting: isDeleting(entry.id),
      })),
      width: ROW_ACTIONS_WIDTH,
    },
  ];

  return (
    <section className="card meal-card" aria-labelledby={titleId}>
      <div className="meal-card__header">
        <h3 id={titleId} className="card__title meal-card__title">
          {meal.name}
        </h3>
        <button
          ref={feedRef}
          type="button"
          className="button button--primary button--small"
          aria-label={t('meals.page.feedMeal', { meal: meal.name })}
          onClick={onFeed}
        >
          {t('meals.page.feed')}
        </button>
      </div>
      {meal.entries.length === 0 ? (
        <p className="meal-card__empty">{t('meals.page.mealEmpty')}</p>
      ) : (
        <DataTable
          caption={t('meals.page.mealEntries', { meal: meal.name })}
          columns={columns}
          rows={meal.entries}
          rowKey={(entry) => entry.id}
          footer={{
            cells: {
              name: t('meals.page.total'),
              ...Object.fromEntries(MACRO_KEYS.map((key) => [key, formatDecimal(meal.totals[key])])),
            },
          }}
        />
      )}
    </section>
  );
}
