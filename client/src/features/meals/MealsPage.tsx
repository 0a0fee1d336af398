import { useQuery } from '@apollo/client/react';
import { MACRO_KEYS, MACRO_LABELS, MACRO_UNITS } from '@fitness-manager/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MacroAmountsFragment, MealEntryFieldsFragment, MealFieldsFragment } from '../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { formatDecimal } from '../../shared/decimal';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { rowActionsColumn } from '../../shared/RowActions';
import { unitLabel } from '../../shared/units';
import { CopyMealsDialog } from './CopyMealsDialog';
import { DayNavigation } from './DayNavigation';
import { EntryDialog, type EntryDialogTarget } from './EntryDialog';
import { DailyMealQuery, MealInfoQuery } from './mealDocuments';
import { daySearch, useSelectedDay } from './selectedDay';
import { entryName, useDeleteMealEntry, useStartDay } from './useMealMutations';
import './meals.css';
import { BusyButton } from '../../shared/BusyButton';

/** /meals: the chosen day's meals with their entries and totals. */
export function MealsPage() {
  const { date, today, setDate } = useSelectedDay();
  const { data, loading, error, refetch } = useQuery(DailyMealQuery, { variables: { date } });
  const mealInfo = useQuery(MealInfoQuery);
  const mealInfoId = mealInfo.data?.mealInfo.id;
  const [dialog, setDialog] = useState<EntryDialogTarget | null>(null);
  const [copying, setCopying] = useState(false);
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteMealEntry(), 'Success');

  let content;
  if (data) {
    const day = data.dailyMeal;
    content = day ? (
      <>
        <DayTotals totals={day.totals} />
        <div className="meal-cards">
          {day.meals.map((meal) => (
            <MealCard
              key={meal.id}
              meal={meal}
              onFeed={() => setDialog({ mode: 'add', mealId: meal.id, mealName: meal.name })}
              onEdit={(entry) => setDialog({ mode: 'edit', mealId: meal.id, mealName: meal.name, entry })}
              onDelete={(entry) => void deleteRow(entry.id)}
              isDeleting={isDeleting}
            />
          ))}
        </div>
      </>
    ) : (
      <EmptyDay date={date} />
    );
  } else if (error) {
    content = <ListLoadError what="this day's meals" onRetry={() => void refetch()} />;
  } else if (loading) {
    content = <PageLoading />;
  }

  return (
    <>
      <PageHeader
        title="Daily Meals"
        actions={
          <>
            {data ? (
              <button type="button" className="button button--secondary" onClick={() => setCopying(true)}>
                Copy from another day
              </button>
            ) : null}
            {mealInfoId !== undefined ? (
              <Link className="button button--secondary" to={`/meals/${mealInfoId}${daySearch(date, today)}`}>
                <span aria-hidden="true">✎</span> Edit meal names
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
function EmptyDay({ date }: { date: string }) {
  const startDay = useStartDay();
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      await startDay(date);
    } catch (error) {
      console.error('Starting the day failed.', error);
      setStarting(false);
    }
  }

  return (
    <div className="empty-state">
      {/* A no-break space keeps the ':(' with the sentence. */}
      <p>You didn't register any meal this day.{'\u00a0'}:(</p>
      <BusyButton className="button--primary" busy={starting} onClick={() => void start()}>
        Start the day
      </BusyButton>
    </div>
  );
}

const MACRO_COLUMNS = MACRO_KEYS.map((id) => ({ id, label: MACRO_LABELS[id], unit: MACRO_UNITS[id] }));

/** The day's totals. */
function DayTotals({ totals }: { totals: MacroAmountsFragment }) {
  return (
    <section className="card day-totals" aria-labelledby="day-totals-title">
      <h2 id="day-totals-title" className="card__title">
        Day totals
      </h2>
      <dl className="macro-list">
        {MACRO_COLUMNS.map((macro) => (
          <div key={macro.id} className="macro-list__item">
            <dt>{macro.label}</dt>
            <dd>
              {formatDecimal(totals[macro.id])} {macro.unit}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface MealCardProps {
  meal: MealFieldsFragment;
  onFeed: () => void;
  onEdit: (entry: MealEntryFieldsFragment) => void;
  onDelete: (entry: MealEntryFieldsFragment) => void;
  isDeleting: (id: number) => boolean;
}

/** One meal: its name, 'Feed', its entries and its totals. */
function MealCard({ meal, onFeed, onEdit, onDelete, isDeleting }: MealCardProps) {
  const titleId = `meal-${meal.id}-title`;
  const columns: ReadonlyArray<DataTableColumn<MealEntryFieldsFragment>> = [
    {
      id: 'name',
      header: 'Food or recipe',
      rowHeader: true,
      width: '25%',
      cell: (entry) => (
        <>
          {entryName(entry)}
          {entry.recipe ? (
            <>
              {' '}
              <span className="entry-kind">(recipe)</span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'quantity',
      header: 'Quantity',
      numeric: true,
      width: '11%',
      cell: (entry) => `${formatDecimal(entry.quantity)} ${unitLabel((entry.food ?? entry.recipe)?.unit)}`.trim(),
    },
    ...MACRO_COLUMNS.map((macro): DataTableColumn<MealEntryFieldsFragment> => ({
      id: macro.id,
      header: macro.label,
      numeric: true,
      width: '12%',
      cell: (entry) => formatDecimal(entry.macros[macro.id]),
    })),
    // Every meal table gives its columns the same widths, so the figures line up from meal to meal.
    {
      ...rowActionsColumn((entry: MealEntryFieldsFragment) => ({
        name: entryName(entry),
        edit: () => onEdit(entry),
        onDelete: () => onDelete(entry),
        deleting: isDeleting(entry.id),
      })),
      width: '16%',
    },
  ];

  return (
    <section className="card meal-card" aria-labelledby={titleId}>
      <div className="meal-card__header">
        <h3 id={titleId} className="card__title meal-card__title">
          {meal.name}
        </h3>
        <button type="button" className="button button--primary button--small" aria-label={`Feed ${meal.name}`} onClick={onFeed}>
          Feed
        </button>
      </div>
      {meal.entries.length === 0 ? (
        <p className="meal-card__empty">Nothing eaten in this meal yet.</p>
      ) : (
        <DataTable
          caption={`${meal.name} entries`}
          columns={columns}
          rows={meal.entries}
          rowKey={(entry) => entry.id}
          footer={{
            cells: {
              name: 'Total',
              ...Object.fromEntries(MACRO_COLUMNS.map((macro) => [macro.id, formatDecimal(meal.totals[macro.id])])),
            },
          }}
        />
      )}
    </section>
  );
}
