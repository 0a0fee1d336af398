import { useFormikContext } from 'formik';
import type { RecipeFoodFragment } from '../../gql/graphql';
import { DecimalField } from '../../shared/DecimalField';
import { formatDecimal, toApiDecimal } from '../../shared/decimal';
import { unitLabel } from '../../shared/units';
import type { RecipeValues } from './RecipeFormPage';
import { ingredientMacros, MACRO_KEYS, totalMacros, type IngredientAmount } from './recipeMath';

const MACRO_HEADERS = {
  carbohydrates: 'Carbohydrates',
  proteins: 'Proteins',
  fats: 'Fats',
  calories: 'Calories',
} as const;

/**
 * One row per selected food: its quantity (in the food's unit) and what that quantity holds, recomputed as the
 * quantity is typed; the totals row is one serving of the recipe.
 */
export function IngredientsTable({ foods }: { foods: ReadonlyMap<number, RecipeFoodFragment> }) {
  const { values } = useFormikContext<RecipeValues>();
  const rows = values.ingredients.flatMap((ingredient, index) => {
    const food = foods.get(ingredient.foodId);
    if (!food) return [];
    const amount: IngredientAmount = { food, quantity: toApiDecimal(ingredient.quantity) };
    return [{ index, food, amount }];
  });

  if (rows.length === 0) {
    return <p className="form-hint">Select foods above to add them as ingredients.</p>;
  }

  const totals = totalMacros(rows.map((row) => row.amount));
  return (
    <div className="table-scroll" role="region" aria-label="Ingredients" tabIndex={0}>
      <table className="data-table ingredients-table">
        <caption className="visually-hidden">Ingredients</caption>
        <thead>
          <tr>
            <th scope="col">Food</th>
            <th scope="col">Quantity</th>
            {MACRO_KEYS.map((key) => (
              <th key={key} scope="col" className="data-table__num">
                {MACRO_HEADERS[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ index, food, amount }) => {
            const macros = ingredientMacros(amount);
            return (
              <tr key={food.id}>
                <th scope="row">{food.name}</th>
                <td>
                  <DecimalField
                    name={`ingredients.${index}.quantity`}
                    label={`Quantity of ${food.name}`}
                    hideLabel
                    suffix={unitLabel(food.unit)}
                    className="ingredients-table__quantity"
                  />
                </td>
                {MACRO_KEYS.map((key) => (
                  <td key={key} className="data-table__num">
                    {formatDecimal(macros[key])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total per serving
            </th>
            {MACRO_KEYS.map((key) => (
              <td key={key} className="data-table__num">
                {formatDecimal(totals[key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
