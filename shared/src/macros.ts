/** Carbohydrates, proteins and fats in grams, calories in kcal: of a food, a recipe, an entry, a day or a goal. */
export interface Macros<T = string> {
  carbohydrates: T;
  proteins: T;
  fats: T;
  calories: T;
}

/** In the order tables show them. */
export const MACRO_KEYS = ['carbohydrates', 'proteins', 'fats', 'calories'] as const satisfies ReadonlyArray<keyof Macros>;
export type MacroKey = (typeof MACRO_KEYS)[number];

export const MACRO_UNITS: Readonly<Record<MacroKey, 'g' | 'kcal'>> = {
  carbohydrates: 'g',
  proteins: 'g',
  fats: 'g',
  calories: 'kcal',
};
