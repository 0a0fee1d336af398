/** What every new account starts with. */
export const DEFAULT_MACRO_GOALS = {
  caloriesGoal: '2000',
  carbohydratesGoal: '150',
  proteinsGoal: '100',
  fatsGoal: '50',
} as const;

export const DEFAULT_MEAL_NAMES = ['Meal 1', 'Meal 2', 'Meal 3'] as const;
