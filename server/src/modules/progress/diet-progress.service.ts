import { addDays, divide, Fraction, recipeAsSource, rounded, scaled, sum, type Macros, type NutrientSource } from '@fitness-manager/shared';
import type { EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { DailyMealEntity } from '../meals/daily-meal.entity';
import { isoDateOf } from '../meals/daily-meal.service';
import { MealEntity } from '../meals/meal.entity';
import { MealEntryEntity } from '../meals/meal-entry.entity';
import { FoodEntity } from '../foods/food.entity';
import { MacroGoalHistoryEntity } from '../meal-info/macro-goal-history.entity';
import type { RecipeService } from '../recipes/recipe.service';
import { assertRange } from './progress-range';

export interface DietProgressDayValue {
  date: string;
  logged: boolean;
  totals: Macros | null;
  goals: Macros;
}

export interface DietProgressValue {
  from: string;
  to: string;
  daysInRange: number;
  daysLogged: number;
  days: DietProgressDayValue[];
  averages: Macros | null;
}

/** One entry of the range as read: its day, its quantity and its food's values or its recipe's id. */
interface EntryRow {
  date: string | Date;
  quantity: string | number | null;
  recipeId: number | string | null;
  foodId: number | string | null;
  serving: string | number | null;
  carbohydrates: string | number | null;
  proteins: string | number | null;
  fats: string | number | null;
  calories: string | number | null;
}

/**
 * Eating over a range of days against the goals of each day. A fixed number of statements whatever the range: the
 * range's entries with their foods in one read, the recipes they name (the recipe loader's fixed few), and the goals
 * in force. Totals use the one nutrition math (exact, rounded at the edge), so a range's day equals that day's
 * `dailyMeal.totals`. Macros are linear in the quantity, so a day's quantities are summed per food or recipe first.
 */
export class DietProgressService {
  constructor(
    private readonly dataSource: Database,
    private readonly recipes: RecipeService,
  ) {}

  async progress(userId: number, from: string, to: string): Promise<DietProgressValue> {
    const daysInRange = assertRange(from, to);
    const manager = this.dataSource.manager;
    const rows = await manager
      .createQueryBuilder(DailyMealEntity, 'day')
      .leftJoin(MealEntity, 'meal', 'meal.dailyMealId = day.id')
      .leftJoin(MealEntryEntity, 'entry', 'entry.mealId = meal.id')
      .leftJoin(FoodEntity, 'food', 'food.id = entry.foodId')
      .where('day.userId = :userId AND day.date BETWEEN :from AND :to', { userId, from, to })
      .select('day.date', 'date')
      .addSelect('entry.quantity', 'quantity')
      .addSelect('entry.recipeId', 'recipeId')
      .addSelect('entry.foodId', 'foodId')
      .addSelect('food.serving', 'serving')
      .addSelect('food.carbohydrates', 'carbohydrates')
      .addSelect('food.proteins', 'proteins')
      .addSelect('food.fats', 'fats')
      .addSelect('food.calories', 'calories')
      .getRawMany<EntryRow>();

    // Per day: the summed quantity of each food and recipe eaten.
    const quantities = new Map<string, Map<string, { source: () => NutrientSource; quantity: Fraction }>>();
    const recipeIds = new Set<number>();
    for (const entry of rows) {
      const date = isoDateOf(entry.date);
      let day = quantities.get(date);
      if (!day) quantities.set(date, (day = new Map()));
      if (entry.quantity == null) continue; // a day without entries (or a meal without them)
      const key = entry.recipeId != null ? `r${entry.recipeId}` : `f${entry.foodId}`;
      const held = day.get(key);
      const quantity = Fraction.parse(decimalText(entry.quantity));
      if (held) {
        held.quantity = held.quantity.plus(quantity);
        continue;
      }
      if (entry.recipeId != null) {
        const id = Number(entry.recipeId);
        recipeIds.add(id);
        day.set(key, { source: () => recipeSources.get(id)!, quantity });
      } else {
        const food: NutrientSource = {
          serving: decimalText(entry.serving),
          carbohydrates: decimalText(entry.carbohydrates),
          proteins: decimalText(entry.proteins),
          fats: decimalText(entry.fats),
          calories: decimalText(entry.calories),
        };
        day.set(key, { source: () => food, quantity });
      }
    }
    const recipeSources = new Map(
      (await this.recipes.getMany(manager, userId, [...recipeIds])).map((recipe) => [recipe.id, recipeAsSource(recipe.serving, recipe.ingredients)]),
    );
    const goalsOn = await this.goalsFor(manager, userId, from, to);

    const days: DietProgressDayValue[] = [];
    const loggedTotals: Macros<Fraction>[] = [];
    for (let index = 0; index < daysInRange; index++) {
      const date = addDays(from, index);
      const eaten = quantities.get(date);
      let totals: Macros | null = null;
      if (eaten) {
        const exact = sum([...eaten.values()].map(({ source, quantity }) => scaled(source(), quantity)));
        loggedTotals.push(exact);
        totals = rounded(exact);
      }
      days.push({ date, logged: eaten !== undefined, totals, goals: goalsOn(date) });
    }
    return {
      from,
      to,
      daysInRange,
      daysLogged: loggedTotals.length,
      days,
      averages: loggedTotals.length === 0 ? null : rounded(divide(sum(loggedTotals), String(loggedTotals.length))),
    };
  }

  /**
   * The goals of each day of the range, from one read of the history rows that matter: those inside the range, the
   * last one before it and the user's earliest (in force before any later row).
   */
  private async goalsFor(manager: EntityManager, userId: number, from: string, to: string): Promise<(date: string) => Macros> {
    const history = await manager
      .createQueryBuilder(MacroGoalHistoryEntity, 'goal')
      .where('goal.userId = :userId', { userId })
      .andWhere(
        `(goal.effectiveDate BETWEEN :from AND :to
          OR goal.effectiveDate = (SELECT MAX(earlier.effective_date) FROM macro_goal_history earlier WHERE earlier.user_id = :userId AND earlier.effective_date <= :from)
          OR goal.effectiveDate = (SELECT MIN(earliest.effective_date) FROM macro_goal_history earliest WHERE earliest.user_id = :userId))`,
        { from, to },
      )
      .orderBy('goal.effectiveDate', 'ASC')
      .getMany();
    const goals = history.map((row) => ({
      date: row.effectiveDate,
      goals: { calories: row.caloriesGoal, carbohydrates: row.carbohydratesGoal, proteins: row.proteinsGoal, fats: row.fatsGoal },
    }));
    const none: Macros = { calories: '0', carbohydrates: '0', proteins: '0', fats: '0' };
    // Dates are asked in order, so one pointer walks the history once.
    let current = 0;
    return (date) => {
      while (current + 1 < goals.length && goals[current + 1].date <= date) current++;
      return goals[current]?.goals ?? none;
    };
  }
}

/**
 * A DECIMAL(12,3) as the drivers give it: mysql2 as text ("23.900"), SQLite as a number, whose shortest text is the
 * stored decimal (12 significant digits fit a double exactly enough to print back the same).
 */
function decimalText(value: string | number | null): string {
  return value == null ? '0' : typeof value === 'number' ? numberText(value) : value;
}

function numberText(value: number): string {
  const text = String(value);
  // Tiny or huge numbers print with an exponent; amounts have 3 decimals, so fixed notation is exact for them.
  return /e/i.test(text) ? value.toFixed(3) : text;
}
