import { useApolloClient, useQuery } from '@apollo/client/react';
import { MEALS_PER_DAY_MAX, MEALS_PER_DAY_MAX_MESSAGE, NAME_MAX, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { Field, FieldArray, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import * as yup from 'yup';
import type { MealInfoFieldsFragment } from '../../gql/graphql';
import { BusyButton } from '../../shared/BusyButton';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { FieldError } from '../../shared/FieldError';
import { useFieldFeedback } from '../../shared/fieldFeedback';
import { boundedText } from '../../shared/formRules';
import { ListLoadError } from '../../shared/ListLoadError';
import { notify } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { serverFormErrors } from '../../shared/serverFormErrors';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { FormLeaveGuard } from '../../shared/useLeaveGuard';
import { formatPtBrDate } from '../../shared/dates';
import { DailyMealQuery, MealInfoQuery } from './mealDocuments';
import { daySearch, useSelectedDay } from './selectedDay';
import { useRenameMeals } from './useMealMutations';
import './meals.css';
import { rule } from '../../shared/formRules';
import { useT } from '../../shared/i18n/i18n';

/** The name of a meal added with 'Add new meal'. */

export interface MealNameValue {
  /** Keeps each row's input in place while rows are removed (never sent). */
  key: number;
  name: string;
  /** The order number the meal had when the page opened (null: added here): which meal this name continues. */
  previous: number | null;
}

export interface MealNamesValues {
  meals: MealNameValue[];
  /** Also rename the meals of the day chosen on /meals. */
  renameCurrentDay: boolean;
}

const mealNamesSchema: yup.ObjectSchema<MealNamesValues> = yup.object({
  meals: yup
    .array(
      yup.object({
        key: yup.number().required(),
        name: boundedText(NAME_MAX),
        previous: yup.number().nullable().defined(),
      }),
    )
    .min(1, rule(REQUIRED_MESSAGE))
    .max(MEALS_PER_DAY_MAX, rule(MEALS_PER_DAY_MAX_MESSAGE))
    .required(rule(REQUIRED_MESSAGE)),
  renameCurrentDay: yup.boolean().required(),
});

/** /meals/:id — the user's meal names (id: the user's meal-info id). */
export function MealNamesPage() {
  const t = useT();
  const { id } = useParams();
  const { data, loading, error, refetch } = useQuery(MealInfoQuery);
  if (data) {
    if (String(data.mealInfo.id) !== id) {
      return (
        <RecordNotFound
          title={t('meals.names.notFoundTitle')}
          message={t('meals.names.notFoundMessage')}
          backTo="/meals"
          backLabel={t('meals.names.backToMeals')}
        />
      );
    }
    return <MealNamesForm info={data.mealInfo} />;
  }
  if (error) return <ListLoadError what={t('meals.names.loadWhat')} onRetry={() => void refetch()} />;
  if (loading) return <PageLoading />;
  return null;
}

function MealNamesForm({ info }: { info: MealInfoFieldsFragment }) {
  const t = useT();
  const { date, today } = useSelectedDay();
  const mealsPath = `/meals${daySearch(date, today)}`;
  const renameMeals = useRenameMeals();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const nextKey = useRef(Math.max(0, ...info.mealNames.map((mealName) => mealName.id)) + 1);
  const listRef = useRef<HTMLOListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const client = useApolloClient();
  /** A save waiting for 'Save and delete': the renamed day's meals it would delete that have entries. */
  const [pending, setPending] = useState<{ values: MealNamesValues; removed: RemovedMeal[] } | null>(null);
  const [confirmedSaving, setConfirmedSaving] = useState(false);

  // 'Add new meal' moves the focus to the new name; Remove, to the name that takes the removed row's place.
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLInputElement>('input')[focusIndex]?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request is done once the DOM has the new input
    setFocusIndex(null);
  }, [focusIndex]);

  // The names the form started from: `previous` order numbers point into them, so the server refuses the save if they
  // have changed since (another tab or device).
  const [shownNames] = useState(() => info.mealNames.map((mealName) => mealName.name));

  const initialValues: MealNamesValues = {
    meals: info.mealNames.map((mealName) => ({ key: mealName.id, name: mealName.name, previous: mealName.orderNumber })),
    renameCurrentDay: false,
  };

  /** The chosen day's meals that the save would delete although they have entries: asked of the server, as a cached day may
   * miss entries added since (another device) and a meal must never look empty when it is not. */
  async function removedWithEntries(values: MealNamesValues): Promise<RemovedMeal[]> {
    const { data } = await client.query({ query: DailyMealQuery, variables: { date }, fetchPolicy: 'network-only' });
    return removedMealsWithEntries(data?.dailyMeal?.meals ?? [], values.meals);
  }

  async function handleSubmit(values: MealNamesValues) {
    setServerErrors([]);
    if (values.renameCurrentDay) {
      let removed: RemovedMeal[];
      try {
        removed = await removedWithEntries(values);
      } catch (error) {
        setServerErrors(serverFormErrors<MealNamesValues>(error, () => null).messages);
        return;
      }
      if (removed.length > 0) {
        setPending({ values, removed });
        return;
      }
    }
    await save(values);
  }

  async function save(values: MealNamesValues) {
    try {
      await renameMeals(
        values.meals.map((meal) => meal.name.trim()),
        values.meals.map((meal) => meal.previous),
        shownNames,
        values.renameCurrentDay ? date : null,
      );
    } catch (error) {
      setServerErrors(serverFormErrors<MealNamesValues>(error, () => null).messages);
      return;
    }
    notify.success(t('common.success'), t('meals.names.updated'));
    await navigate(mealsPath);
  }

  async function confirmSave() {
    if (!pending) return;
    setPending(null);
    setConfirmedSaving(true);
    try {
      await save(pending.values);
    } finally {
      setConfirmedSaving(false);
    }
  }

  return (
    <>
      <PageHeader title={t('meals.names.title')} back={{ to: mealsPath }} />
      <Formik initialValues={initialValues} validationSchema={mealNamesSchema} onSubmit={handleSubmit}>
        {({ values, isSubmitting }) => (
          <ValidatedForm className="form card" aria-label={t('meals.names.form')}>
            <FormLeaveGuard paused={confirmedSaving} />
            <ServerErrorAlert messages={serverErrors} />
            <FieldArray name="meals">
              {/* eslint-disable-next-line @typescript-eslint/unbound-method -- Formik's array helpers are bound arrows */}
              {({ push, remove }) => (
                <>
                  <ol ref={listRef} className="meal-names" aria-label={t('meals.names.list')}>
                    {values.meals.map((meal, index) => (
                      <li key={meal.key} className="meal-names__item">
                        <TextField
                          name={`meals.${index}.name`}
                          label={t('meals.names.mealName', { number: index + 1 })}
                          autoComplete="off"
                          maxLength={NAME_MAX}
                          className="meal-names__field"
                        />
                        <button
                          type="button"
                          className="button button--danger button--small meal-names__remove"
                          aria-label={t('meals.names.removeMeal', { number: index + 1 })}
                          disabled={values.meals.length <= 1}
                          onClick={() => {
                            remove(index);
                            // The button goes with its row: the focus goes on to the next row's name (the previous
                            // one's when the last row went).
                            setFocusIndex(index < values.meals.length - 1 ? index : index - 1);
                          }}
                        >
                          {t('meals.names.remove')}
                        </button>
                      </li>
                    ))}
                  </ol>
                  <MealsListError />
                  <div>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={values.meals.length >= MEALS_PER_DAY_MAX}
                      onClick={() => {
                        push({ key: nextKey.current++, name: t('meals.names.newMeal'), previous: null });
                        setFocusIndex(values.meals.length);
                      }}
                    >
                      {t('meals.names.add')}
                    </button>
                  </div>
                </>
              )}
            </FieldArray>
            <p className="form-hint">{t('meals.names.note', { count: values.meals.length })}</p>
            <div className="form-checkbox">
              <div className="form-checkbox__row">
                <Field type="checkbox" id="rename-current-day" name="renameCurrentDay" />
                <label htmlFor="rename-current-day">{t('meals.names.renameCurrent', { date: formatPtBrDate(date) })}</label>
              </div>
            </div>
            <div className="form-actions">
              <BusyButton type="submit" className="button--primary" busy={isSubmitting || confirmedSaving}>
                {t('common.save')}
              </BusyButton>
            </div>
            <ConfirmDialog
              open={pending !== null}
              title={t('meals.names.removeEntriesTitle')}
              confirmLabel={t('meals.names.removeEntriesConfirm')}
              onConfirm={() => void confirmSave()}
              onCancel={() => setPending(null)}
            >
              <p>{t('meals.names.removeEntriesText', { count: pending?.removed.length ?? 0, date: formatPtBrDate(date) })}</p>
              <ul>
                {pending?.removed.map((meal) => (
                  <li key={meal.id}>{t('meals.names.removedMeal', { meal: meal.name, entries: meal.entries })}</li>
                ))}
              </ul>
            </ConfirmDialog>
          </ValidatedForm>
        )}
      </Formik>
    </>
  );
}

/** The list's own error (no meal, or too many), not a row's. */
function MealsListError() {
  const { error } = useFieldFeedback<MealNameValue[]>('meals');
  return <FieldError id="meals-error" message={error} />;
}

interface RemovedMeal {
  id: number;
  name: string;
  /** How many entries go with it. */
  entries: number;
}

/**
 * The day's meals (in order) that saving `meals` with the day renamed deletes and that have entries: those no name
 * continues (the server's rule: name i continues the day's meal at order `previous`, a meal no name continues goes).
 */
function removedMealsWithEntries(
  dayMeals: ReadonlyArray<{ id: number; name: string; orderNumber: number; entries: readonly unknown[] }>,
  meals: ReadonlyArray<Pick<MealNameValue, 'previous'>>,
): RemovedMeal[] {
  const kept = new Set(meals.flatMap((meal) => (meal.previous === null ? [] : [meal.previous])));
  return [...dayMeals]
    .sort((a, b) => a.orderNumber - b.orderNumber || a.id - b.id)
    .flatMap((meal, index) =>
      !kept.has(index + 1) && meal.entries.length > 0 ? [{ id: meal.id, name: meal.name, entries: meal.entries.length }] : [],
    );
}
