/** What every new account starts with. */
export const DEFAULT_MACRO_GOALS = {
  caloriesGoal: '2000',
  carbohydratesGoal: '150',
  proteinsGoal: '100',
  fatsGoal: '50',
} as const;

/** A new account's meals: 'Meal 1' … 'Meal 3', in the language it registered in ('Refeição 1' …). */
export const DEFAULT_MEAL_COUNT = 3;

/**
 * The goal history date of an account's first goals (and of the goals accounts had when the history began): in force
 * on every day until the first change, however far back the user logs meals.
 */
export const GOALS_SINCE_ALWAYS = '1970-01-01';
