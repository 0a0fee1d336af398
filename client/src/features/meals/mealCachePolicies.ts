import type { TypePolicies } from '@apollo/client';

/**
 * Lists the server always sends whole (a meal's entries after an entry change, a day's meals after a rename, the
 * meal names) replace the cached list: `merge: false` says so, and keeps Apollo from warning about lost items
 * when the new list is shorter (a deleted entry, a removed meal).
 */
export const mealTypePolicies: TypePolicies = {
  DailyMeal: { fields: { meals: { merge: false } } },
  Meal: { fields: { entries: { merge: false } } },
  MealInfo: { fields: { mealNames: { merge: false } } },
};
