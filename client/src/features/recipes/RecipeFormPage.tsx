import { compareByName, NAME_MAX, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { getIn, useFormikContext } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { RecipeDetailFragment, RecipeFoodFragment, RecipeInput } from '../../gql/graphql';
import { DecimalField } from '../../shared/DecimalField';
import { formatDecimal, toApiDecimal } from '../../shared/decimal';
import { FieldError } from '../../shared/FieldError';
import { useFieldFeedback } from '../../shared/fieldFeedback';
import { boundedText, positiveAmount, unitRule } from '../../shared/formRules';
import { MultiSelect } from '../../shared/MultiSelect';
import { RecordForm } from '../../shared/RecordForm';
import { RecordFormPage } from '../../shared/RecordFormPage';
import { SelectField } from '../../shared/SelectField';
import { selectHints } from '../../shared/SelectHints';
import { TextField } from '../../shared/TextField';
import { UNIT_OPTIONS } from '../../shared/units';
import { IngredientsTable } from './IngredientsTable';
import { RecipeQuery } from './recipeDocuments';
import { FoodSearchMore } from '../foods/FoodSearchMore';
import { useFoodSearch, type FoodSearch } from '../foods/useFoodSearch';
import type { IngredientValues, RecipeValues } from './recipeValues';
import { useCreateRecipe, useUpdateRecipe } from './useRecipeMutations';
import { rule } from '../../shared/formRules';
import { useT } from '../../shared/i18n/i18n';
import { RichText } from '../../shared/i18n/RichText';

const LIST_PATH = '/recipes/list';

/** The form's ingredient list (its field path). */
const INGREDIENTS: keyof RecipeValues = 'ingredients';

/** A new recipe: served in units ('un.'). */
const newRecipe: RecipeValues = { name: '', serving: '', unit: 'UN', ingredients: [] };

const recipeSchema: yup.ObjectSchema<RecipeValues> = yup.object({
  name: boundedText(NAME_MAX),
  serving: positiveAmount(),
  unit: unitRule(),
  ingredients: yup
    .array(
      yup.object({
        foodId: yup.number().required(),
        quantity: positiveAmount(),
      }),
    )
    .min(1, rule(REQUIRED_MESSAGE))
    .required(rule(REQUIRED_MESSAGE)),
});

function toValues(recipe: RecipeDetailFragment): RecipeValues {
  return {
    name: recipe.name,
    serving: formatDecimal(recipe.serving),
    unit: recipe.unit,
    ingredients: recipe.ingredients.map((ingredient) => ({
      foodId: ingredient.food.id,
      quantity: formatDecimal(ingredient.quantity),
    })),
  };
}

/** Masked amounts are sent as plain decimals (dot). */
export function toRecipeInput(values: RecipeValues): RecipeInput {
  return {
    name: values.name.trim(),
    serving: toApiDecimal(values.serving),
    unit: values.unit,
    ingredients: values.ingredients.map((ingredient) => ({
      foodId: ingredient.foodId,
      quantity: toApiDecimal(ingredient.quantity),
    })),
  };
}

/** Server field → form path: name, serving, unit, ingredients, ingredients.{i}.quantity (foodId → the select). */
function toFormPath(field: string): string | null {
  if (['name', 'serving', 'unit', 'ingredients'].includes(field)) return field;
  if (/^ingredients\.\d+\.quantity$/.test(field)) return field;
  if (/^ingredients\.\d+(\.foodId)?$/.test(field)) return INGREDIENTS;
  return null;
}

/** /recipes/new and /recipes/:id/edit. */
export function RecipeFormPage() {
  const t = useT();
  const texts = {
    notFoundTitle: t('recipes.record.notFoundTitle'),
    notFoundMessage: t('recipes.record.notFoundMessage'),
    backToList: t('recipes.record.backToList'),
    loadWhat: t('recipes.record.loadWhat'),
  };
  return (
    <RecordFormPage
      texts={texts}
      listPath={LIST_PATH}
      query={RecipeQuery}
      field="recipe"
      form={(recipe) => <RecipeForm recipe={recipe} />}
    />
  );
}

function RecipeForm({ recipe }: { recipe?: RecipeDetailFragment }) {
  const t = useT();
  const createRecipe = useCreateRecipe();
  const updateRecipe = useUpdateRecipe();
  const foodSearch = useFoodSearch();
  const [picked, setPicked] = useState<ReadonlyMap<number, RecipeFoodFragment>>(new Map());
  const isNew = !recipe;

  // The foods of the ingredients: the edited recipe's own and those picked since (from any search: the search shows
  // only the first foods of the typed text, and the chosen ones must stay whatever it shows next).
  const foods = useMemo(() => {
    const byId = new Map<number, RecipeFoodFragment>();
    for (const ingredient of recipe?.ingredients ?? []) byId.set(ingredient.food.id, ingredient.food);
    for (const [id, food] of picked) byId.set(id, food);
    return byId;
  }, [recipe, picked]);
  const remember = useCallback(
    (chosen: ReadonlyArray<RecipeFoodFragment>) =>
      setPicked((current) => {
        const next = new Map(current);
        for (const food of chosen) next.set(food.id, food);
        return next;
      }),
    [],
  );

  return (
    <RecordForm
      title={isNew ? t('recipes.form.newTitle') : t('recipes.form.editTitle', { name: recipe.name })}
      formLabel={isNew ? t('recipes.form.newLabel') : t('recipes.form.editLabel')}
      listPath={LIST_PATH}
      isNew={isNew}
      save={(values) => (recipe ? updateRecipe(recipe.id, toRecipeInput(values)) : createRecipe(toRecipeInput(values)))}
      initialValues={recipe ? toValues(recipe) : newRecipe}
      validationSchema={recipeSchema}
      toFormPath={toFormPath}
    >
      <TextField name="name" label={t('common.name')} autoComplete="off" maxLength={NAME_MAX} />
      <div className="form-grid">
        <DecimalField name="serving" label={t('common.serving')} />
        <SelectField name="unit" label={t('common.unit')} options={UNIT_OPTIONS} />
      </div>
      <FoodsSelect foods={foods} search={foodSearch} onPick={remember} />
      <IngredientsTable foods={foods} />
    </RecordForm>
  );
}

interface FoodsSelectProps {
  /** The foods of the ingredients (chosen ones). */
  foods: ReadonlyMap<number, RecipeFoodFragment>;
  /** The server search of the catalogue, as the user types (`useFoodSearch`). */
  search: FoodSearch;
  /** Told of newly chosen foods, before the form's value changes. */
  onPick: (foods: ReadonlyArray<RecipeFoodFragment>) => void;
}

/**
 * The multi-select of foods, bound to `ingredients`: a newly selected food gets a row whose quantity is the food's
 * serving; a deselected one loses its row; the others keep their quantities. It offers the search's foods plus the
 * chosen ones (shown as chosen whatever the search shows), in name order.
 */
function FoodsSelect({ foods, search, onPick }: FoodsSelectProps) {
  const t = useT();
  const { values, touched, setFieldValue, setTouched } = useFormikContext<RecipeValues>();
  // The list's own error (no food selected), not a row's.
  const { touch, error: message } = useFieldFeedback<IngredientValues[]>('ingredients');
  // (at most the search's page and a recipe's ingredients: cheap enough to build at each render)
  const offered = new Map<number, RecipeFoodFragment>(search.foods.map((food) => [food.id, food]));
  for (const ingredient of values.ingredients) {
    const food = foods.get(ingredient.foodId);
    if (food && !offered.has(food.id)) offered.set(food.id, food);
  }
  const selectOptions = [...offered.values()].sort(compareByName).map((food) => ({ value: food.id, label: food.name }));

  function handleChange(foodIds: number[]) {
    const added = foodIds.flatMap((foodId) => (foods.has(foodId) ? [] : (offered.get(foodId) ?? [])));
    if (added.length > 0) onPick(added);
    const previous = values.ingredients;
    const previousTouched: unknown = getIn(touched, 'ingredients');
    const next = foodIds.map(
      (foodId) =>
        previous.find((ingredient) => ingredient.foodId === foodId) ?? {
          foodId,
          quantity: formatDecimal((foods.get(foodId) ?? offered.get(foodId))?.serving),
        },
    );
    // Keep each remaining row's "touched" state with its row.
    if (Array.isArray(previousTouched)) {
      const rowsTouched = next.map((ingredient) => previousTouched[previous.indexOf(ingredient)] as unknown);
      void setTouched({ ...touched, ingredients: rowsTouched as never }, false);
    }
    void setFieldValue('ingredients', next);
  }

  const { describedBy, hints } = selectHints('ingredients-hint', {
    more: search.more && <FoodSearchMore more={search.more} />,
    failed: search.failed && t('recipes.form.foodsLoadFailed'),
    noFoods: search.noFoods && (
      <RichText text={t('recipes.form.noFoods')} parts={{ link: (text) => <Link to="/foods/new">{text}</Link> }} />
    ),
  });
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor="ingredients-foods">
        {t('recipes.form.foods')}
      </label>
      <MultiSelect
        inputId="ingredients-foods"
        options={selectOptions}
        value={values.ingredients.map((ingredient) => ingredient.foodId)}
        onChange={handleChange}
        onBlur={touch}
        isLoading={search.searching}
        placeholder={t('recipes.form.foodsPlaceholder')}
        invalid={Boolean(message)}
        errorId="ingredients-error"
        describedBy={describedBy}
        onSearchChange={search.setText}
      />
      <FieldError id="ingredients-error" message={message} />
      {hints}
    </div>
  );
}
