import { addDays, MACRO_KEYS, MacroTotals, recipeAsSource, rounded, type Macros, type NutrientSource } from '@fitness-manager/shared';
import { In, type EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { DailyMealEntity } from '../meals/daily-meal.entity';
import { isoDate } from '../../db/rows';
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

/** What one day ate of one food or recipe: its summed quantity in whole thousandths. */
interface EatenRow {
  date: string | Date;
  foodId: number | string | null;
  recipeId: number | string | null;
  thousandths: number | string;
}

/**
 * Eating over a range of days against the goals of each day. A fixed number of statements whatever the range: each
 * day's quantity per food and recipe summed in SQL (macros are linear in the quantity, so a day's total is the sum
 * over what it ate), those foods, the recipes (the recipe loader's fixed few) and the goals in force. Totals are
 * exact (`MacroTotals`, the shared math) and rounded at the edge, so a day of the range equals that day's
 * `dailyMeal.totals`.
 */
export class DietProgressService {
  constructor(
    private readonly dataSource: Database,
    private readonly recipes: RecipeService,
  ) {}

  async progress(userId: number, from: string, to: string): Promise<DietProgressValue> {
    const daysInRange = assertRange(from, to);
    const manager = this.dataSource.manager;
    // Inner joins: a day is logged when it has at least one entry. A day opened and left empty is not logged, like a
    // day never started (a gap, not a day of zeros that would pull the averages down: QA). Quantities have 3
    // decimals, so ROUND(q × 1000) is exact on both databases (a DECIMAL on MySQL, an integral double on SQLite), and
    // so is the SUM.
    const rows = await manager
      .createQueryBuilder(DailyMealEntity, 'day')
      .innerJoin(MealEntity, 'meal', 'meal.dailyMealId = day.id')
      .innerJoin(MealEntryEntity, 'entry', 'entry.mealId = meal.id')
      .where('day.userId = :userId AND day.date BETWEEN :from AND :to', { userId, from, to })
      .select('day.date', 'date')
      .addSelect('entry.foodId', 'foodId')
      .addSelect('entry.recipeId', 'recipeId')
      .addSelect('SUM(ROUND(entry.quantity * 1000))', 'thousandths')
      .groupBy('day.date')
      .addGroupBy('entry.foodId')
      .addGroupBy('entry.recipeId')
      .getRawMany<EatenRow>();

    const foodIds = new Set<number>();
    const recipeIds = new Set<number>();
    for (const row of rows) {
      if (row.foodId != null) foodIds.add(Number(row.foodId));
      else if (row.recipeId != null) recipeIds.add(Number(row.recipeId));
    }
    const sources = new Map<string, NutrientSource>();
    if (foodIds.size > 0) {
      for (const food of await manager.findBy(FoodEntity, { id: In([...foodIds]), userId })) sources.set(`f${food.id}`, food);
    }
    for (const recipe of await this.recipes.getMany(manager, userId, [...recipeIds])) {
      sources.set(`r${recipe.id}`, recipeAsSource(recipe.serving, recipe.ingredients));
    }
    const totals = new MacroTotals(sources);

    const eaten = new Map<string, Macros<bigint>>();
    for (const row of rows) {
      const date = isoDate(row.date);
      let total = eaten.get(date);
      if (!total) eaten.set(date, (total = MacroTotals.zero()));
      totals.add(total, row.foodId != null ? `f${row.foodId}` : `r${row.recipeId}`, wholeNumber(row.thousandths));
    }
    const goalsOn = await this.goalsFor(manager, userId, from, to);

    const days: DietProgressDayValue[] = [];
    const sum = MacroTotals.zero();
    for (let index = 0; index < daysInRange; index++) {
      const date = addDays(from, index);
      const total = eaten.get(date);
      if (total) for (const key of MACRO_KEYS) sum[key] += total[key];
      days.push({ date, logged: total !== undefined, totals: total ? rounded(totals.exact(total)) : null, goals: goalsOn(date) });
    }
    return {
      from,
      to,
      daysInRange,
      daysLogged: eaten.size,
      days,
      averages: eaten.size === 0 ? null : rounded(totals.exact(sum, eaten.size)),
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

/** A SUM of whole thousandths as the drivers give it: mysql2 as DECIMAL text ("42500"), SQLite as a number. */
function wholeNumber(value: number | string): bigint {
  return typeof value === 'number' ? BigInt(Math.round(value)) : BigInt(value.split('.')[0]);
}
