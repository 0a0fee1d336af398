import { MACRO_KEYS, MACRO_UNITS, NAME_MAX } from '@fitness-manager/shared';
import * as yup from 'yup';
import type { FoodFieldsFragment, FoodInput, Unit } from '../../gql/graphql';
import { DecimalField } from '../../shared/DecimalField';
import { formatDecimal, toApiDecimal } from '../../shared/decimal';
import { boundedText, positiveAmount, requiredDecimal, unitRule } from '../../shared/formRules';
import { RecordForm } from '../../shared/RecordForm';
import { RecordFormPage } from '../../shared/RecordFormPage';
import { SelectField } from '../../shared/SelectField';
import { TextField } from '../../shared/TextField';
import { UNIT_OPTIONS } from '../../shared/units';
import { FoodQuery } from './foodDocuments';
import { useCreateFood, useUpdateFood } from './useFoodMutations';
import { useT } from '../../shared/i18n/i18n';
import { macroLabel } from '../../shared/macroColumns';
import { formFields } from '../../shared/serverFormErrors';

const LIST_PATH = '/foods/list';

/** The form's values: amounts as typed, with a decimal comma ("1,5"). */
export interface FoodValues {
  name: string;
  serving: string;
  unit: Unit;
  carbohydrates: string;
  proteins: string;
  fats: string;
  calories: string;
}

const FIELDS: ReadonlyArray<keyof FoodValues> = ['name', 'serving', 'unit', 'carbohydrates', 'proteins', 'fats', 'calories'];

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

const foodSchema: yup.ObjectSchema<FoodValues> = yup.object({
  name: boundedText(NAME_MAX),
  serving: positiveAmount(),
  unit: unitRule(),
  carbohydrates: requiredDecimal(),
  proteins: requiredDecimal(),
  fats: requiredDecimal(),
  calories: requiredDecimal(),
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

const toFormPath = formFields(FIELDS);

/** Masked amounts are turned into plain decimals (dot) before sending. */
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
  const t = useT();
  const texts = {
    notFoundTitle: t('foods.record.notFoundTitle'),
    notFoundMessage: t('foods.record.notFoundMessage'),
    backToList: t('foods.record.backToList'),
    loadWhat: t('foods.record.loadWhat'),
  };
  return <RecordFormPage texts={texts} listPath={LIST_PATH} query={FoodQuery} field="food" form={(food) => <FoodForm food={food} />} />;
}

function FoodForm({ food }: { food?: FoodFieldsFragment }) {
  const t = useT();
  const createFood = useCreateFood();
  const updateFood = useUpdateFood();
  const isNew = !food;

  return (
    <RecordForm
      title={isNew ? t('foods.form.newTitle') : t('foods.form.editTitle', { name: food.name })}
      formLabel={isNew ? t('foods.form.newLabel') : t('foods.form.editLabel')}
      listPath={LIST_PATH}
      isNew={isNew}
      save={(values) => (food ? updateFood(food.id, toFoodInput(values)) : createFood(toFoodInput(values)))}
      initialValues={food ? toValues(food) : newFood}
      validationSchema={foodSchema}
      toFormPath={toFormPath}
    >
      <TextField name="name" label={t('common.name')} autoComplete="off" maxLength={NAME_MAX} />
      <div className="form-grid">
        <DecimalField name="serving" label={t('common.serving')} />
        <SelectField name="unit" label={t('common.unit')} options={UNIT_OPTIONS} />
      </div>
      <div className="form-grid">
        {MACRO_KEYS.map((name) => (
          <DecimalField key={name} name={name} label={macroLabel(name)} suffix={MACRO_UNITS[name]} />
        ))}
      </div>
    </RecordForm>
  );
}
