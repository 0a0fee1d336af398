import { Decimal } from 'decimal.js';
import type { Page } from '../common/paging';
import { isCanonicalDecimal } from '../db/decimal';
import type { FoodEntity } from '../modules/foods/food.entity';
import { Unit } from '../modules/foods/unit';
import type { IngredientEntity } from '../modules/recipes/ingredient.entity';
import type { RecipeEntity } from '../modules/recipes/recipe.entity';

/**
 * Core values → the legacy JSON (docs/legacy-rest.md, Conventions). Every legacy router maps through these
 * functions, so the quirks (numbers as strings, unit labels, Spring pages) live in one place.
 */

/**
 * A stored amount as legacy text (Java `Double.toString` for ordinary magnitudes): integral values get
 * `.0` ("100.0", "0.0"), others their plain decimal ("23.9", "0.001"). Never scientific notation, even
 * where Java would use it (≥ 1e7 or < 1e-3; difference 1), because the client's mask garbles it.
 */
export function legacyNumber(value: Decimal.Value): string {
  // Canonical text (what entities and the nutrition math give) is its own toFixed(): no decimal.js on the hot path.
  if (typeof value === 'string' && isCanonicalDecimal(value)) return value === '0' ? '0.0' : value.includes('.') ? value : `${value}.0`;
  const decimal = new Decimal(value);
  if (!decimal.isFinite()) throw new Error(`Not a finite amount: ${String(value)}`);
  if (decimal.isZero()) return '0.0'; // also turns -0 into "0.0"
  const text = decimal.toFixed();
  return text.includes('.') ? text : `${text}.0`;
}

/** Core unit code → the legacy label. */
const UNIT_LABELS: Record<Unit, string> = { [Unit.G]: 'g', [Unit.ML]: 'ml', [Unit.UN]: 'un.' };

export function legacyUnit(unit: Unit): string {
  return UNIT_LABELS[unit] ?? unit;
}

export interface LegacyFood {
  id: number;
  name: string;
  serving: string;
  unit: string;
  carbohydrates: string;
  proteins: string;
  fats: string;
  calories: string;
}

/** In legacy field order. */
export function legacyFood(food: FoodEntity): LegacyFood {
  return {
    id: food.id,
    name: food.name,
    serving: legacyNumber(food.serving),
    unit: legacyUnit(food.unit),
    carbohydrates: legacyNumber(food.carbohydrates),
    proteins: legacyNumber(food.proteins),
    fats: legacyNumber(food.fats),
    calories: legacyNumber(food.calories),
  };
}

export interface LegacyIngredient {
  id: number;
  quantity: string;
  food: LegacyFood;
}

export interface LegacyRecipe {
  id: number;
  name: string;
  serving: string;
  unit: string;
  ingredients: LegacyIngredient[];
}

export function legacyIngredient(ingredient: IngredientEntity): LegacyIngredient {
  return { id: ingredient.id, quantity: legacyNumber(ingredient.quantity), food: legacyFood(ingredient.food) };
}

/** `ingredients` is always an array, with the stored foods (unit labels, difference 16). */
export function legacyRecipe(recipe: RecipeEntity): LegacyRecipe {
  return {
    id: recipe.id,
    name: recipe.name,
    serving: legacyNumber(recipe.serving),
    unit: legacyUnit(recipe.unit),
    ingredients: (recipe.ingredients ?? []).map(legacyIngredient),
  };
}

const UNSORTED = () => ({ sorted: false, unsorted: true, empty: true });

/**
 * A Spring Data `Page` as legacy serialised it. `sort` says unsorted even for
 * name-ordered lists, as in legacy (the order lived in the query). A page past the end has
 * `content: []` and the true total.
 */
export function legacyPage<E, J>(page: Page<E>, request: { page: number; size: number }, toJson: (item: E) => J) {
  const content = page.content.map(toJson);
  const totalPages = Math.ceil(page.totalElements / request.size);
  return {
    content,
    pageable: {
      sort: UNSORTED(),
      offset: request.page * request.size,
      pageNumber: request.page,
      pageSize: request.size,
      paged: true,
      unpaged: false,
    },
    totalPages,
    totalElements: page.totalElements,
    last: request.page + 1 >= totalPages,
    size: request.size,
    number: request.page,
    sort: UNSORTED(),
    numberOfElements: content.length,
    first: request.page === 0,
    empty: content.length === 0,
  };
}
