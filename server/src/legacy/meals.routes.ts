import { Router, type ErrorRequestHandler, type Response } from 'express';
import { NotFoundError, ValidationError } from '../common/errors';
import type { MealInfoEntity } from '../modules/meal-info/meal-info.entity';
import { dailyMealNotFound } from '../modules/meals/daily-meal.service';
import type { Services } from '../services';
import { sendErrors } from './errors';
import { legacyFieldMessages } from './field-messages';
import { readLegacyDate } from './legacy-date';
import { parsePathId } from './legacy-input';
import { currentUserId } from './resource.routes';
import { MEAL_FIELD_LABELS, readLegacyMacroGoals, readLegacyMealEntry, readLegacyMealNames } from './meals-input';
import { legacyDailyMeal, legacyMealEntry, legacyUserMealInfo, noDailyMeal, type LegacyMealOwner } from './meals-json';

/**
 * `/meals`: daily meals, their entries, meal names and macro goals. DailyMealService
 * and MealInfoService do the work; this file only translates. Literal segments (`entries`, `meals-info`,
 * `meals-info/macros/{id}`) are declared before the `{id}` routes, so they are never read as ids.
 */

/** The nested `user` object: always the signed-in user (every lookup is scoped to them). */
function owner(res: Response): LegacyMealOwner {
  const user = res.locals.user!;
  return { name: user.name, email: user.email };
}

const macrosNotFound = (raw: string) => new NotFoundError(`Macros count with id ${raw} was not found.`);
const mealInfoNotFound = (raw: string) => NotFoundError.record('mealInfo', raw);
const mealEntryNotFound = (raw: string) => NotFoundError.record('mealEntry', raw);

/** A path id that cannot exist (`abc`, `0`, too big) is answered like a missing record. */
function pathId(raw: string, notFound: (raw: string) => Error): number {
  const id = parsePathId(raw);
  if (id === undefined) throw notFound(raw);
  return id;
}

export function mealsRoutes(services: Services): Router {
  const router = Router();
  const { dailyMeals, mealInfo } = services;

  /**
   * The body's `mealId` and `dailyMealId`, in legacy order: the meal must be the
   * user's (`Meal with id … was not found.`), then the daily meal must be the user's and hold that meal
   * (`Daily meal with id … was not found.`). An absent id is not checked (edits need neither).
   */
  const assertBodyIds = async (userId: number, mealId: number | undefined, dailyMealId: number | undefined) => {
    const meal = mealId === undefined ? undefined : await dailyMeals.getMeal(userId, mealId);
    if (dailyMealId === undefined) return;
    if (meal ? meal.dailyMealId !== dailyMealId : !(await dailyMeals.hasDay(userId, dailyMealId))) throw dailyMealNotFound(dailyMealId);
  };

  /** The user's meal info when `raw` is its id; anything else is answered with `notFound(raw)`. */
  const ownInfo = async (userId: number, raw: string, notFound: (raw: string) => Error): Promise<MealInfoEntity> => {
    const id = pathId(raw, notFound);
    const info = await mealInfo.get(userId);
    if (info.id !== id) throw notFound(raw);
    return info;
  };

  // Days: `month` is an ordinary 1-based month here.
  router.get('/meals', async (req, res) => {
    const date = readLegacyDate(req.query);
    const day = await dailyMeals.findDay(currentUserId(res), date);
    res.json(day ? legacyDailyMeal(day, owner(res)) : noDailyMeal());
  });

  // "Start the day": no body, no content type; idempotent (difference 3).
  router.post('/meals', async (req, res) => {
    const date = readLegacyDate(req.query);
    const day = await dailyMeals.startDay(currentUserId(res), date);
    res.json(legacyDailyMeal(day, owner(res)));
  });

  // Entries. Macros always come from the stored food/recipe, never the body's copies (difference 15).
  router.post('/meals/entries', async (req, res) => {
    const userId = currentUserId(res);
    const { mealId, dailyMealId, input } = readLegacyMealEntry(req.body, { requireIds: true });
    await assertBodyIds(userId, mealId, dailyMealId);
    const change = await dailyMeals.addEntry(userId, mealId!, input);
    res.json(legacyMealEntry(change.entry, change.dailyMeal.id));
  });

  router.post('/meals/entries/:id', async (req, res) => {
    const userId = currentUserId(res);
    const id = pathId(req.params.id, mealEntryNotFound);
    const { mealId, dailyMealId, input } = readLegacyMealEntry(req.body, { requireIds: false });
    await assertBodyIds(userId, mealId, dailyMealId);
    // The entry stays in its meal, as in legacy; quantity and food/recipe are replaced.
    await dailyMeals.updateEntry(userId, id, input);
    res.status(200).end();
  });

  router.delete('/meals/entries/:id', async (req, res) => {
    await dailyMeals.deleteEntry(currentUserId(res), pathId(req.params.id, mealEntryNotFound));
    res.status(200).end();
  });

  // Meal info. `macrosGoal.id` is the meal info's id (the core has no separate goal record).
  router.get('/meals/meals-info', async (_req, res) => {
    res.json(legacyUserMealInfo(await mealInfo.get(currentUserId(res)), owner(res)));
  });

  // Only the current user's goals, whatever id is sent (difference 18); a foreign or unknown id is refused.
  router.post('/meals/meals-info/macros/:id', async (req, res) => {
    const userId = currentUserId(res);
    await ownInfo(userId, req.params.id, macrosNotFound);
    await mealInfo.updateGoals(userId, readLegacyMacroGoals(req.body));
    res.status(200).end();
  });

  // Only the current user's info (difference 18).
  router.get('/meals/meals-info/:id', async (req, res) => {
    const info = await ownInfo(currentUserId(res), req.params.id, mealInfoNotFound);
    res.json(legacyUserMealInfo(info, owner(res)));
  });

  // Names for days started from now on; the body's mealsPerDay/user/macrosGoal placeholders are ignored.
  router.post('/meals/meals-info/:id', async (req, res) => {
    const userId = currentUserId(res);
    await ownInfo(userId, req.params.id, mealInfoNotFound);
    await mealInfo.renameMeals(userId, { names: readLegacyMealNames(req.body) });
    res.status(200).end();
  });

  // Names plus that day's meals: the month is the old client's encoding (difference 5). The date is
  // checked before anything is saved; a day that was not started only gets the new names. Meals beyond
  // the new list are deleted with their entries (difference 13).
  router.post('/meals/meals-info/:id/date', async (req, res) => {
    const userId = currentUserId(res);
    await ownInfo(userId, req.params.id, mealInfoNotFound);
    const renameDate = readLegacyDate(req.query, 'legacy-client');
    await mealInfo.renameMeals(userId, { names: readLegacyMealNames(req.body), renameDate });
    res.status(200).end();
  });

  router.use(mealValidationErrors);
  return router;
}

/**
 * 400 `{"errors": ["Field: message", …]}` for this router's validation errors. The core's meal-name
 * messages already say what they are about ("Meal names cannot be blank.", "Keep at least one meal."),
 * so they go without a label.
 */
const mealValidationErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof ValidationError) || res.headersSent) return next(error);
  sendErrors(
    res,
    legacyFieldMessages(error, {
      labels: { ...MEAL_FIELD_LABELS, names: 'Meal names' },
      override: (field, message) => (field === 'names' && /meal/i.test(message) ? message : undefined),
    }),
  );
};
