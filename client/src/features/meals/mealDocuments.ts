import { graphql } from '../../gql';

export const MacroAmountsFragment = graphql(`
  fragment MacroAmounts on Macros {
    carbohydrates
    proteins
    fats
    calories
  }
`);

/** An entry row: what it is (food or recipe, with the unit of its quantity) and what it holds. */
export const MealEntryFieldsFragment = graphql(`
  fragment MealEntryFields on MealEntry {
    id
    mealId
    quantity
    food {
      id
      name
      unit
    }
    recipe {
      id
      name
      unit
    }
    macros {
      ...MacroAmounts
    }
  }
`);

/**
 * A meal card. Entry mutations select the payload's `meal` with this same fragment, so the meal's entry list and
 * totals in the cache are replaced by the server's fresh ones (no refetch, no hand-made list edits).
 */
export const MealFieldsFragment = graphql(`
  fragment MealFields on Meal {
    id
    dailyMealId
    name
    orderNumber
    entries {
      ...MealEntryFields
    }
    totals {
      ...MacroAmounts
    }
  }
`);

export const DailyMealFieldsFragment = graphql(`
  fragment DailyMealFields on DailyMeal {
    id
    date
    meals {
      ...MealFields
    }
    totals {
      ...MacroAmounts
    }
  }
`);

/** The day shown on /meals; `null` when it was not started. */
export const DailyMealQuery = graphql(`
  query DailyMeal($date: LocalDate!) {
    dailyMeal(date: $date) {
      ...DailyMealFields
    }
  }
`);

/** Only the day's totals (the home diet card). Same root field as `DailyMeal`: the two share the cached day. */
export const DayTotalsQuery = graphql(`
  query DayTotals($date: LocalDate!) {
    dailyMeal(date: $date) {
      id
      date
      totals {
        ...MacroAmounts
      }
    }
  }
`);

export const MealInfoFieldsFragment = graphql(`
  fragment MealInfoFields on MealInfo {
    id
    mealsPerDay
    mealNames {
      id
      orderNumber
      name
    }
    goals {
      calories
      carbohydrates
      proteins
      fats
    }
  }
`);

/** The user's meal names and goals (the pencil link, the meal-names page, the home diet card). */
export const MealInfoQuery = graphql(`
  query MealInfo {
    mealInfo {
      ...MealInfoFields
    }
  }
`);

/**
 * A food as the entry dialog needs it: its name and unit for the dropdown and the quantity, its serving to prefill
 * the quantity, its values for the shared nutrition math (the macros preview, the optimistic totals).
 */
export const EntryFoodOptionFragment = graphql(`
  fragment EntryFoodOption on Food {
    id
    name
    unit
    serving
    carbohydrates
    proteins
    fats
    calories
  }
`);

/**
 * A recipe as the entry dialog needs it: its serving (the prefill) and its ingredients with their foods, from which
 * the shared math computes exactly what the server computes for an entry (a recipe seen as a food,
 * `recipeAsSource`); the rounded `perServing` would be off in the last place once scaled.
 */
export const EntryRecipeOptionFragment = graphql(`
  fragment EntryRecipeOption on Recipe {
    id
    name
    unit
    serving
    ingredients {
      id
      quantity
      food {
        ...EntryFoodOption
      }
    }
  }
`);

/**
 * The entry dialog's recipes (a recipe tab's dropdown filters them itself: an account holds at most 2,000 recipes).
 * Same root field as the recipes pages' cache rules. Its foods come from the food pickers' search (`useFoodSearch`).
 * Two SQL statements whatever the catalogue (the recipes; their ingredients with foods, one IN list).
 */
export const MealEntryRecipesQuery = graphql(`
  query MealEntryRecipes {
    allRecipes {
      ...EntryRecipeOption
    }
  }
`);

/** The food of an entry being edited, with its serving and values (the preview), whether or not a search shows it. */
export const EntryFoodQuery = graphql(`
  query EntryFood($id: Int!) {
    food(id: $id) {
      ...EntryFoodOption
    }
  }
`);

export const StartDayMutation = graphql(`
  mutation StartDay($date: LocalDate!) {
    startDay(date: $date) {
      ...DailyMealFields
    }
  }
`);

export const AddMealEntryMutation = graphql(`
  mutation AddMealEntry($mealId: Int!, $input: MealEntryInput!) {
    addMealEntry(mealId: $mealId, input: $input) {
      entry {
        ...MealEntryFields
      }
      meal {
        ...MealFields
      }
      dailyMeal {
        id
        totals {
          ...MacroAmounts
        }
      }
    }
  }
`);

export const UpdateMealEntryMutation = graphql(`
  mutation UpdateMealEntry($id: Int!, $input: MealEntryInput!) {
    updateMealEntry(id: $id, input: $input) {
      entry {
        ...MealEntryFields
      }
      meal {
        ...MealFields
      }
      dailyMeal {
        id
        totals {
          ...MacroAmounts
        }
      }
    }
  }
`);

export const DeleteMealEntryMutation = graphql(`
  mutation DeleteMealEntry($id: Int!) {
    deleteMealEntry(id: $id) {
      entry {
        id
        food {
          id
          name
        }
        recipe {
          id
          name
        }
      }
      meal {
        ...MealFields
      }
      dailyMeal {
        id
        totals {
          ...MacroAmounts
        }
      }
    }
  }
`);

export const RenameMealsMutation = graphql(`
  mutation RenameMeals($input: RenameMealsInput!) {
    renameMeals(input: $input) {
      mealInfo {
        ...MealInfoFields
      }
      dailyMeal {
        ...DailyMealFields
      }
    }
  }
`);

export const UpdateMacroGoalsMutation = graphql(`
  mutation UpdateMacroGoals($input: MacroGoalsInput!, $date: LocalDate!) {
    updateMacroGoals(input: $input, date: $date) {
      ...MealInfoFields
    }
  }
`);

/** 'Copy from another day': the whole day (written over the cached `dailyMeal(date)` of the target day). */
export const CopyDayMutation = graphql(`
  mutation CopyDay($from: LocalDate!, $to: LocalDate!) {
    copyDay(from: $from, to: $to) {
      ...DailyMealFields
    }
  }
`);

/** One meal into another: the target meal (with `MealFields`) and its day's totals are normalised in place. */
export const CopyMealMutation = graphql(`
  mutation CopyMeal($fromMealId: Int!, $toMealId: Int!) {
    copyMeal(fromMealId: $fromMealId, toMealId: $toMealId) {
      meal {
        ...MealFields
      }
      dailyMeal {
        id
        totals {
          ...MacroAmounts
        }
      }
    }
  }
`);

/**
 * The entry dialog's 'Recent' choices: what was eaten in the last 14 days, most used first (at most 10). Foods come
 * whole (they may be beyond the picker's first foods); a recipe's id finds it among the dialog's recipes.
 */
export const RecentMealSourcesQuery = graphql(`
  query RecentMealSources($today: LocalDate!) {
    recentMealSources(today: $today) {
      uses
      lastUsed
      food {
        ...EntryFoodOption
      }
      recipe {
        id
      }
    }
  }
`);
