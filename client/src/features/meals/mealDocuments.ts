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

/** The entry dialog's dropdowns. Same root fields as the recipes pages: the foods and recipes lists are shared. */
export const MealEntryOptionsQuery = graphql(`
  query MealEntryOptions {
    allFoods {
      id
      name
      unit
    }
    allRecipes {
      id
      name
      unit
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
  mutation UpdateMacroGoals($input: MacroGoalsInput!) {
    updateMacroGoals(input: $input) {
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
