import { PAGE_SIZE_MAX } from '@fitness-manager/shared';
import { Decimal } from 'decimal.js';
import { ValidationError, type FieldErrors } from '../common/errors';
import { assertValid } from '../common/validation';
import { DECIMAL_SCALE } from '../db/decimal';
import { FoodInput } from '../modules/foods/food.types';
import { Unit } from '../modules/foods/unit';
import { IngredientInput, RecipeInput } from '../modules/recipes/recipe.types';

/**
 * Tolerant reading of legacy request values (differences 2 and 12): numbers as JSON
 * numbers or strings with a `.` or `,` decimal mark, `""`/null meaning "missing". Every legacy router
 * reads numbers through these helpers; the services then apply the real business rules.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Plain decimal text, optionally signed, with an optional exponent (Java `Double.valueOf` accepts
 * "1.0E7"). The exponent is capped at 3 digits so that no text expands into a huge plain decimal;
 * hex, binary, "Infinity" and "NaN" (which decimal.js would take) are refused.
 */
// `\d+(\.\d*)?`, not `\d+\.?\d*`: with the dot optional, the two digit runs could split a long number every way
// (quadratic: 60,000 digits blocked the server 3.7 s).
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d{1,3})?$/i;

/** A legacy numeric value as an exact Decimal (unrounded), `undefined` when missing. */
function readLegacyNumber(value: unknown): Parsed<Decimal | undefined> {
  if (isMissing(value)) return { ok: true, value: undefined };
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: 'Must be a number.' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
    // The recipe form and the meal-entry form send the mask's comma decimal unconverted ("1,5").
    if (/^[^.,]*,[^.,]*$/.test(text)) text = text.replace(',', '.');
  } else {
    return { ok: false, message: 'Must be a number.' };
  }
  if (!DECIMAL_TEXT.test(text)) return { ok: false, message: 'Must be a number.' };
  return { ok: true, value: new Decimal(text) };
}

/**
 * One legacy numeric value → a decimal string rounded half-up to the stored 3 places (legacy double text
 * such as "3.4999999999999996" becomes "3.5"), or `undefined` when missing. Range and sign are left to
 * the services ("Must be 0 or more.").
 */
export function parseLegacyDecimal(value: unknown): Parsed<string | undefined> {
  const parsed = readLegacyNumber(value);
  if (!parsed.ok || parsed.value === undefined) return parsed as Parsed<undefined>;
  const rounded = parsed.value.toDecimalPlaces(DECIMAL_SCALE, Decimal.ROUND_HALF_UP);
  return { ok: true, value: rounded.isZero() ? '0' : rounded.toFixed() };
}

/** A whole number given as a JSON number or as text ("4", "4.0"); `undefined` when missing. */
export function parseLegacyInteger(value: unknown): Parsed<number | undefined> {
  const parsed = readLegacyNumber(value);
  if (!parsed.ok || parsed.value === undefined) return parsed as Parsed<undefined>;
  if (!parsed.value.isInteger() || !Number.isSafeInteger(parsed.value.toNumber())) return { ok: false, message: 'Must be a whole number.' };
  return { ok: true, value: parsed.value.toNumber() };
}

/** Input spellings accepted for a unit (lower case): the labels plus the aliases `un`, `UNIT`, `GRAM`, `ML`. */
const UNIT_INPUTS = new Map<string, Unit>([
  ['g', Unit.G],
  ['gram', Unit.G],
  ['ml', Unit.ML],
  ['un.', Unit.UN],
  ['un', Unit.UN],
  ['unit', Unit.UN],
]);

/** A legacy unit label or alias (any letter case) → the core unit, or undefined when unknown. */
export function unitFromLegacy(label: string): Unit | undefined {
  return UNIT_INPUTS.get(label.trim().toLowerCase());
}

/** A unit label (`g`, `ml`, `un.`) or alias (`un`, `UNIT`, `GRAM`, `ML`); missing and unknown are errors. */
export function parseLegacyUnit(value: unknown): Parsed<Unit> {
  if (isMissing(value)) return { ok: false, message: 'Required field. Choose g, ml or un.' };
  const unit = typeof value === 'string' ? unitFromLegacy(value) : undefined;
  if (!unit) return { ok: false, message: `Unknown unit ${JSON.stringify(value)}. Choose g, ml or un.` };
  return { ok: true, value: unit };
}

/**
 * Reads one request body, collecting every malformed value under its core field name (e.g.
 * `ingredients.0.quantity`) so the answer lists them all at once, worded like the core's own messages.
 */
export class LegacyBodyReader {
  private readonly errors: FieldErrors = {};

  constructor(readonly body: Record<string, unknown>) {}

  /** The request body as an object; anything else (no body, an array, a bare value) reads as `{}`. */
  static of(body: unknown): LegacyBodyReader {
    return new LegacyBodyReader(asObject(body));
  }

  private take<T>(field: string, parsed: Parsed<T>): T | undefined {
    if (parsed.ok) return parsed.value;
    (this.errors[field] ??= []).push(parsed.message);
    return undefined;
  }

  /** Text as the core expects it; numbers become their text, missing stays undefined (core: "Required field."). */
  text(value: unknown): string | undefined {
    if (value === undefined || value === null) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects are ruled out just before
    return typeof value === 'string' ? value : typeof value === 'object' ? undefined : String(value);
  }

  /** The core's decimal input form ("23.9"), or undefined when missing. */
  decimal(value: unknown, field: string): string | undefined {
    return this.take(field, parseLegacyDecimal(value));
  }

  integer(value: unknown, field: string): number | undefined {
    return this.take(field, parseLegacyInteger(value));
  }

  unit(value: unknown, field: string): Unit | undefined {
    return this.take(field, parseLegacyUnit(value));
  }

  /**
   * Throws a ValidationError when a value was malformed. With the core input class it also lists the
   * core's complaints about the other fields (a missing name, a zero serving), so one answer names
   * every problem; for a malformed field the legacy message replaces the core's.
   */
  throwIfMalformed<T extends object>(type?: new () => T, input?: T): void {
    if (Object.keys(this.errors).length === 0) return;
    let core: FieldErrors = {};
    if (type && input) {
      try {
        assertValid(type, input);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        core = error.fields;
      }
    }
    const fields: FieldErrors = {};
    for (const [field, messages] of Object.entries(core)) fields[field] = this.errors[field] ?? messages;
    for (const [field, messages] of Object.entries(this.errors)) fields[field] ??= messages;
    throw new ValidationError(fields);
  }
}

export function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** MySQL INT: larger path ids cannot exist. */
const MAX_ID = 2_147_483_647;

/** A path id: a positive integer (decimal digits only), or undefined. */
export function parsePathId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** Java `Integer.parseInt` range for `page` (legacy bound it to a Java int). */
const MAX_PAGE = 2_147_483_647;

export interface LegacyPageRequest {
  page: number;
  size: number;
}

/**
 * `?page=N&size=M` of the paged lists. Both are required integers: missing or not an
 * integer → 400; `page` < 0 or `size` < 1 → 400 (legacy: 500, difference 12). A `size` above the core's
 * maximum (PAGE_SIZE_MAX = 100) is clamped to it rather than refused, like Spring's own page-size cap:
 * the unchanged client always asks for 9, and the Page object reports the size actually used.
 */
export function parseLegacyPageRequest(query: Record<string, unknown>): LegacyPageRequest {
  const errors: FieldErrors = {};
  const fail = (name: string, message: string) => {
    (errors[name] ??= []).push(message);
    return 0;
  };
  const read = (name: 'page' | 'size', min: number, max: number, clamp: boolean): number => {
    const raw = query[name];
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return fail(name, 'Required query parameter.');
    const text = typeof raw === 'string' ? raw.trim() : '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- echoes the query value as Express parsed it
    if (!/^[+-]?\d{1,12}$/.test(text)) return fail(name, `Must be a whole number, got '${String(raw)}'.`);
    const value = Number(text);
    if (value < min) return fail(name, min === 0 ? 'Must be 0 or more.' : `Must be at least ${min}.`);
    if (value > max && !clamp) return fail(name, `Must be at most ${max}.`);
    return Math.min(value, max);
  };
  const page = read('page', 0, MAX_PAGE, false);
  const size = read('size', 1, PAGE_SIZE_MAX, true);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { page, size };
}

/** Food create/update body: every field is passed on; the body's `id` is ignored. */
export function readLegacyFood(body: unknown): FoodInput {
  const reader = LegacyBodyReader.of(body);
  const b = reader.body;
  const input = {
    name: reader.text(b.name),
    serving: reader.decimal(b.serving, 'serving'),
    unit: reader.unit(b.unit, 'unit'),
    carbohydrates: reader.decimal(b.carbohydrates, 'carbohydrates'),
    proteins: reader.decimal(b.proteins, 'proteins'),
    fats: reader.decimal(b.fats, 'fats'),
    calories: reader.decimal(b.calories, 'calories'),
  };
  // Missing values stay undefined: the core answers them with "Required field.".
  reader.throwIfMalformed(FoodInput, input as FoodInput);
  return input as FoodInput;
}

/**
 * Recipe create/update body: name, serving (may be "1,5"), unit and, per ingredient,
 * only `food.id` and `quantity`. The client's `foodsSelected`, ingredient ids and the (scaled) food
 * objects are ignored; foods are never updated from here.
 */
export function readLegacyRecipe(body: unknown): RecipeInput {
  const reader = LegacyBodyReader.of(body);
  const b = reader.body;
  const ingredients = (Array.isArray(b.ingredients) ? b.ingredients : []).map((item: unknown, index: number) => {
    const ingredient = asObject(item);
    return Object.assign(new IngredientInput(), {
      foodId: reader.integer(asObject(ingredient.food).id, `ingredients.${index}.foodId`),
      quantity: reader.decimal(ingredient.quantity, `ingredients.${index}.quantity`),
    });
  });
  const input = {
    name: reader.text(b.name),
    serving: reader.decimal(b.serving, 'serving'),
    unit: reader.unit(b.unit, 'unit'),
    ingredients,
  };
  reader.throwIfMalformed(RecipeInput, input as RecipeInput);
  return input as RecipeInput;
}
