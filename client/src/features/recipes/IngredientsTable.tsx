import { MACRO_KEYS } from '@fitness-manager/shared';
import { useFormikContext } from 'formik';
import type { RecipeFoodFragment } from '../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { DecimalField } from '../../shared/DecimalField';
import { formatDecimal, toApiDecimal } from '../../shared/decimal';
import { amountError } from '../../shared/formRules';
import { unitLabel } from '../../shared/units';
import { ingredientMacros, totalMacros, type IngredientAmount } from './recipeMath';
import type { RecipeValues } from './recipeValues';
import { useT } from '../../shared/i18n/i18n';
import { macroLabel } from '../../shared/macroColumns';

interface IngredientRow {
  /** Position in the form's `ingredients`. */
  index: number;
  food: RecipeFoodFragment;
  amount: IngredientAmount;
  /** What that amount holds. */
  macros: ReturnType<typeof ingredientMacros>;
}

/**
 * One row per selected food: its quantity (in the food's unit) and what that quantity holds, recomputed as the
 * quantity is typed; the totals row is one serving of the recipe.
 */
export function IngredientsTable({ foods }: { foods: ReadonlyMap<number, RecipeFoodFragment> }) {
  const t = useT();
  const { values } = useFormikContext<RecipeValues>();
  const rows = values.ingredients.flatMap((ingredient, index): IngredientRow[] => {
    const food = foods.get(ingredient.foodId);
    if (!food) return [];
    const amount: IngredientAmount = { food, quantity: toApiDecimal(ingredient.quantity) };
    return [{ index, food, amount, macros: ingredientMacros(amount) }];
  });

  if (rows.length === 0) {
    return <p className="form-hint">{t('recipes.ingredients.selectFirst')}</p>;
  }

  const totals = totalMacros(rows.map((row) => row.amount));
  const columns: ReadonlyArray<DataTableColumn<IngredientRow>> = [
    { id: 'food', header: t('recipes.ingredients.food'), rowHeader: true, cell: ({ food }) => food.name },
    {
      id: 'quantity',
      header: t('recipes.ingredients.quantity'),
      cell: ({ index, food }) => (
        <DecimalField
          name={`ingredients.${index}.quantity`}
          label={t('recipes.ingredients.quantityOf', { name: food.name })}
          hideLabel
          suffix={unitLabel(food.unit)}
          validate={amountError}
          className="ingredients-table__quantity"
        />
      ),
    },
    ...MACRO_KEYS.map((key): DataTableColumn<IngredientRow> => ({
      id: key,
      header: macroLabel(key),
      numeric: true,
      cell: ({ macros }) => formatDecimal(macros[key]),
    })),
  ];
  return (
    <DataTable
      caption={t('recipes.ingredients.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.food.id}
      footer={{
        cells: {
          food: t('recipes.ingredients.totalPerServing'),
          ...Object.fromEntries(MACRO_KEYS.map((key) => [key, formatDecimal(totals[key])])),
        },
        headerSpan: 2,
      }}
    />
  );
}
