import { useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import type { FoodFieldsFragment, FoodInput } from '../../gql/graphql';
import { errorCodes } from '../../shared/apolloErrors';
import { DecimalField } from '../../shared/DecimalField';
import { formatDecimal, parseDecimal, toApiDecimal } from '../../shared/decimal';
import { ListLoadError } from '../../shared/ListLoadError';
import { notify } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { SelectField } from '../../shared/SelectField';
import { serverFormErrors } from '../../shared/serverFormErrors';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { UNIT_OPTIONS, type UnitCode } from '../../shared/units';
import { useFormMode } from '../../shared/useFormMode';
import { FoodQuery } from './foodDocuments';
import { useCreateFood, useUpdateFood } from './useFoodMutations';

const LIST_PATH = '/foods/list';
const NAME_MAX = 100;

/** The form's values: amounts as typed, with a decimal comma ("1,5"). */
export interface FoodValues {
  name: string;
  serving: string;
  unit: UnitCode;
  carbohydrates: string;
  proteins: string;
  fats: string;
  calories: string;
}

const FIELDS: ReadonlyArray<keyof FoodValues> = [
  'name',
  'serving',
  'unit',
  'carbohydrates',
  'proteins',
  'fats',
  'calories',
];
const MACROS = [
  { name: 'carbohydrates', label: 'Carbohydrates', suffix: 'g' },
  { name: 'proteins', label: 'Proteins', suffix: 'g' },
  { name: 'fats', label: 'Fats', suffix: 'g' },
  { name: 'calories', label: 'Calories', suffix: 'kcal' },
] as const;

/** A new food: empty, in grams (the first unit). */
const newFood: FoodValues = {
  name: '',
  serving: '',
  unit: 'G',
  carbohydrates: '',
  proteins: '',
  fats: '',
  calories: '',
};

const required = () => yup.string().trim().required('Required field.');

const foodSchema: yup.ObjectSchema<FoodValues> = yup.object({
  name: required().max(NAME_MAX, `Maximum ${NAME_MAX} characters.`),
  serving: required().test('positive', 'Must be greater than 0.', (value) => !value || parseDecimal(value) > 0),
  unit: yup.mixed<UnitCode>().oneOf(['G', 'ML', 'UN'], 'Required field.').required('Required field.'),
  carbohydrates: required(),
  proteins: required(),
  fats: required(),
  calories: required(),
});

function toValues(food: FoodFieldsFragment): FoodValues {
  return {
    name: food.name,
    serving: formatDecimal(food.serving),
    unit: food.unit,
    carbohydrates: formatDecimal(food.carbohydrates),
    proteins: formatDecimal(food.proteins),
    fats: formatDecimal(food.fats),
    calories: formatDecimal(food.calories),
  };
}

/** Masked amounts are turned into plain decimals (dot) before sending (spec §4). */
export function toFoodInput(values: FoodValues): FoodInput {
  return {
    name: values.name.trim(),
    serving: toApiDecimal(values.serving),
    unit: values.unit,
    carbohydrates: toApiDecimal(values.carbohydrates),
    proteins: toApiDecimal(values.proteins),
    fats: toApiDecimal(values.fats),
    calories: toApiDecimal(values.calories),
  };
}

/** /foods/new and /foods/:id/edit. */
export function FoodFormPage() {
  const formMode = useFormMode();
  if (formMode.mode === 'new') return <FoodForm key="new" />;
  return <EditFood key={formMode.id ?? 'unknown'} id={formMode.id} />;
}

function FoodNotFound() {
  return (
    <RecordNotFound
      title="Food not found"
      message="This food doesn't exist or was deleted."
      backTo={LIST_PATH}
      backLabel="Back to the foods list"
    />
  );
}

function EditFood({ id }: { id: number | null }) {
  const { data, loading, error, refetch } = useQuery(FoodQuery, { variables: { id: id ?? 0 }, skip: id === null });
  if (id === null || (error && errorCodes(error).includes('NOT_FOUND'))) return <FoodNotFound />;
  if (data?.food) return <FoodForm food={data.food} />;
  if (error) return <ListLoadError what="this food" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading />;
  return <FoodNotFound />;
}

function FoodForm({ food }: { food?: FoodFieldsFragment }) {
  const createFood = useCreateFood();
  const updateFood = useUpdateFood();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const isNew = !food;

  async function handleSubmit(values: FoodValues, helpers: FormikHelpers<FoodValues>) {
    setServerErrors([]);
    const input = toFoodInput(values);
    let saved: FoodFieldsFragment;
    try {
      saved = food ? await updateFood(food.id, input) : await createFood(input);
    } catch (error) {
      const { fieldErrors, messages } = serverFormErrors<FoodValues>(error, (field) =>
        (FIELDS as ReadonlyArray<string>).includes(field) ? field : null,
      );
      helpers.setErrors(fieldErrors);
      setServerErrors(messages);
      return;
    }
    notify.success('Success', `${saved.name} was successfully ${isNew ? 'created' : 'edited'}.`);
    await navigate(LIST_PATH);
  }

  return (
    <>
      <PageHeader title={isNew ? 'Registering new food' : `Editing food ${food.name}`} back={{ to: LIST_PATH }} />
      <Formik
        initialValues={food ? toValues(food) : newFood}
        validationSchema={foodSchema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="form card" aria-label={isNew ? 'New food' : 'Edit food'}>
            <ServerErrorAlert messages={serverErrors} />
            <TextField name="name" label="Name" autoComplete="off" maxLength={NAME_MAX} />
            <div className="form-grid">
              <DecimalField name="serving" label="Serving" />
              <SelectField name="unit" label="Unit" options={UNIT_OPTIONS} />
            </div>
            <div className="form-grid">
              {MACROS.map((macro) => (
                <DecimalField key={macro.name} name={macro.name} label={macro.label} suffix={macro.suffix} />
              ))}
            </div>
            <div className="form-actions">
              <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isNew ? 'Create' : 'Edit'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}
