import { useQuery } from '@apollo/client/react';
import { MEALS_PER_DAY_MAX, MEALS_PER_DAY_MAX_MESSAGE, NAME_MAX, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { Field, FieldArray, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import * as yup from 'yup';
import type { MealInfoFieldsFragment } from '../../gql/graphql';
import { BusyButton } from '../../shared/BusyButton';
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
import { formatPtBrDate } from '../../shared/dates';
import { MealInfoQuery } from './mealDocuments';
import { daySearch, useSelectedDay } from './selectedDay';
import { useRenameMeals } from './useMealMutations';
import './meals.css';

/** The name of a meal added with 'Add new meal'. */
export const NEW_MEAL_NAME = 'New meal';

export interface MealNameValue {
  /** Keeps each row's input in place while rows are removed (never sent). */
  key: number;
  name: string;
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
      }),
    )
    .min(1, REQUIRED_MESSAGE)
    .max(MEALS_PER_DAY_MAX, MEALS_PER_DAY_MAX_MESSAGE)
    .required(REQUIRED_MESSAGE),
  renameCurrentDay: yup.boolean().required(),
});

/** /meals/:id — the user's meal names (id: the user's meal-info id). */
export function MealNamesPage() {
  const { id } = useParams();
  const { data, loading, error, refetch } = useQuery(MealInfoQuery);
  if (data) {
    if (String(data.mealInfo.id) !== id) {
      return (
        <RecordNotFound
          title="Meal names not found"
          message="These meal names don't exist or aren't yours."
          backTo="/meals"
          backLabel="Back to your daily meals"
        />
      );
    }
    return <MealNamesForm info={data.mealInfo} />;
  }
  if (error) return <ListLoadError what="your meal names" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading />;
  return null;
}

function MealNamesForm({ info }: { info: MealInfoFieldsFragment }) {
  const { date, today } = useSelectedDay();
  const mealsPath = `/meals${daySearch(date, today)}`;
  const renameMeals = useRenameMeals();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const nextKey = useRef(Math.max(0, ...info.mealNames.map((mealName) => mealName.id)) + 1);
  const listRef = useRef<HTMLOListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // 'Add new meal' moves the focus to the new name.
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLInputElement>('input')[focusIndex]?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request is done once the DOM has the new input
    setFocusIndex(null);
  }, [focusIndex]);

  const initialValues: MealNamesValues = {
    meals: info.mealNames.map((mealName) => ({ key: mealName.id, name: mealName.name })),
    renameCurrentDay: false,
  };

  async function handleSubmit(values: MealNamesValues) {
    setServerErrors([]);
    try {
      await renameMeals(
        values.meals.map((meal) => meal.name.trim()),
        values.renameCurrentDay ? date : null,
      );
    } catch (error) {
      setServerErrors(serverFormErrors<MealNamesValues>(error, () => null).messages);
      return;
    }
    notify.success('Success', 'Your daily meal names were successfully updated.');
    await navigate(mealsPath);
  }

  return (
    <>
      <PageHeader title="Editing your meals names" back={{ to: mealsPath }} />
      <Formik initialValues={initialValues} validationSchema={mealNamesSchema} onSubmit={handleSubmit}>
        {({ values, isSubmitting }) => (
          <ValidatedForm className="form card" aria-label="Meal names">
            <ServerErrorAlert messages={serverErrors} />
            <FieldArray name="meals">
              {/* eslint-disable-next-line @typescript-eslint/unbound-method -- Formik's array helpers are bound arrows */}
              {({ push, remove }) => (
                <>
                  <ol ref={listRef} className="meal-names" aria-label="Meal names, in order">
                    {values.meals.map((meal, index) => (
                      <li key={meal.key} className="meal-names__item">
                        <TextField
                          name={`meals.${index}.name`}
                          label={`Meal ${index + 1} name`}
                          autoComplete="off"
                          maxLength={NAME_MAX}
                          className="meal-names__field"
                        />
                        <button
                          type="button"
                          className="button button--danger button--small meal-names__remove"
                          aria-label={`Remove meal ${index + 1}`}
                          disabled={values.meals.length <= 1}
                          onClick={() => remove(index)}
                        >
                          Remove
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
                        push({ key: nextKey.current++, name: NEW_MEAL_NAME });
                        setFocusIndex(values.meals.length);
                      }}
                    >
                      Add new meal
                    </button>
                  </div>
                </>
              )}
            </FieldArray>
            <p className="form-hint">
              These changes only affect the daily meals you start from now on ({values.meals.length}{' '}
              {values.meals.length === 1 ? 'meal' : 'meals'} per day).
            </p>
            <div className="form-checkbox">
              <div className="form-checkbox__row">
                <Field type="checkbox" id="rename-current-day" name="renameCurrentDay" />
                <label htmlFor="rename-current-day">
                  I want to rename the meals from the current date ({formatPtBrDate(date)}) as well
                </label>
              </div>
            </div>
            <div className="form-actions">
              <BusyButton type="submit" className="button--primary" busy={isSubmitting}>
                Save
              </BusyButton>
            </div>
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
