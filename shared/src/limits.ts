/**
 * The limits every door and the client enforce, and the messages people see when a value breaks one. The server
 * checks them (class-validator rules on its input classes, `server/src/common/validation.ts`), the client's forms
 * check the same ones before sending (yup), and both take their messages here, so they cannot drift apart. A message
 * is a descriptor (catalogue id and values, `./languages.ts`): its texts, per language, are in ./messages/*.json.
 */
import { message, type Message } from './languages';

/** Names of foods, recipes, tags, exercises, routines, meals and people (VARCHAR(100) columns). */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** Argon2 hashes any length, but an unbounded password is a cheap way to burn CPU. */
export const PASSWORD_MAX = 128;
export const ROUTINE_DESCRIPTION_MAX = 500;
export const ROUTINE_GOAL_MAX = 100;
export const SESSION_DESCRIPTION_MAX = 100;
/** Times per week a routine is trained (1 to 7); the routine has that many sessions. */
export const WEEK_FREQUENCY_MAX = 7;
export const SETS_MAX = 100;
export const REPETITIONS_MAX = 1000;
export const REST_SECONDS_MAX = 3600;
export const EXERCISE_TAGS_MAX = 20;
/**
 * Exercises of one session of a routine: one visit to the gym (a workout takes 30, WORKOUT_EXERCISES_MAX), with room for
 * sessions built on the legacy app before any bound. Every routine read holds its sessions' exercises.
 */
export const SESSION_EXERCISES_MAX = 50;
export const RECIPE_INGREDIENTS_MAX = 100;
export const MEALS_PER_DAY_MAX = 20;
/** Entries of one meal: a copy can only add what a meal may hold, so copying meals back and forth stays bounded. */
export const ENTRIES_PER_MEAL_MAX = 100;

/** A list search: longer than any name, so it could match nothing; bounded so no search pattern is huge. */
export const SEARCH_MAX = NAME_MAX;

/** Rows of a list page: the list screens show 9, and the API's default `size` is the same. */
export const PAGE_SIZE = 9;
/** The largest `size` a paged list answers (the legacy door clamps larger ones to it). */
export const PAGE_SIZE_MAX = 100;

/** Nutrient amounts, servings and quantities are DECIMAL(12,3): three decimals … */
export const AMOUNT_DECIMALS = 3;
/** … and nine integer digits. */
export const AMOUNT_MAX = '999999999.999';

export const REQUIRED_MESSAGE: Message = message('rule.required');
export const INVALID_EMAIL_MESSAGE: Message = message('rule.invalidEmail');
export const NOT_A_NUMBER_MESSAGE: Message = message('rule.notANumber');
export const POSITIVE_MESSAGE: Message = message('rule.positive');
export const NOT_NEGATIVE_MESSAGE: Message = message('rule.notNegative');
export const WHOLE_NUMBER_MESSAGE: Message = message('rule.wholeNumber');
export const DECIMAL_PLACES_MESSAGE: Message = message('rule.decimalPlaces', { max: AMOUNT_DECIMALS });
export const CHOOSE_UNIT_MESSAGE: Message = message('rule.chooseUnit');
export const WEEK_FREQUENCY_MESSAGE: Message = message('rule.weekFrequency', { max: WEEK_FREQUENCY_MAX });
export const EXERCISE_TAGS_MAX_MESSAGE: Message = message('rule.exerciseTagsMax', { max: EXERCISE_TAGS_MAX });
export const SESSION_EXERCISES_MAX_MESSAGE: Message = message('rule.sessionExercisesMax', { max: SESSION_EXERCISES_MAX });
export const RECIPE_INGREDIENTS_MAX_MESSAGE: Message = message('rule.recipeIngredientsMax', { max: RECIPE_INGREDIENTS_MAX });
export const MEALS_PER_DAY_MAX_MESSAGE: Message = message('rule.mealsPerDayMax', { max: MEALS_PER_DAY_MAX });
export const ENTRIES_PER_MEAL_MAX_MESSAGE: Message = message('rule.entriesPerMealMax', { max: ENTRIES_PER_MEAL_MAX });

/** Text longer than `max` characters (measured once trimmed). */
export const maxLengthMessage = (max: number): Message => message('rule.maxLength', { max });
/**
 * A number above `max`, written the product's way in both languages (decimal comma, no thousands separator:
 * `999999999,999`), as the client shows amounts.
 */
export const atMostMessage = (max: number | string): Message => message('rule.atMost', { max: String(max).replace('.', ',') });

/** A set of a workout: kilograms (3 decimals, like the amounts) and whole reps (the plan's REPETITIONS_MAX). */
export const WEIGHT_MAX = 2000;
export const RPE_MIN = 6;
export const RPE_MAX = 10;
/** The RPE a set may have: 6 to 10 in halves. */
export const RPE_CHOICES = ['6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'] as const;
/** One workout: at most this many exercises, and sets per exercise (the cost limit multiplies lists by them). */
export const WORKOUT_EXERCISES_MAX = 30;
export const WORKOUT_SETS_PER_EXERCISE_MAX = 20;
/** A workout's notes, and the note on each of its exercises: at most this many characters once trimmed (`maxLengthMessage`). */
export const WORKOUT_NOTES_MAX = 2000;

export const WEIGHT_MAX_MESSAGE: Message = message('rule.weightAtMost', { max: WEIGHT_MAX });
export const RPE_MESSAGE: Message = message('rule.rpe', { min: RPE_MIN, max: RPE_MAX });
export const WORKOUT_SETS_MAX_MESSAGE: Message = message('rule.workoutSetsMax', { max: WORKOUT_SETS_PER_EXERCISE_MAX });
export const WORKOUT_EXERCISES_MAX_MESSAGE: Message = message('rule.workoutExercisesMax', { max: WORKOUT_EXERCISES_MAX });

/** A body weight in kg: more than 0 and at most this, 3 decimals like the amounts. */
export const BODY_WEIGHT_MAX = 700;
export const BODY_WEIGHT_MAX_MESSAGE: Message = message('rule.weightAtMost', { max: BODY_WEIGHT_MAX });

/** The longest range the progress page reads at once: a year, leap or not (the read is one pass over its rows). */
export const PROGRESS_DAYS_MAX = 366;
/** A range of days longer than `max` or backwards. */
export const rangeMessage = (max: number): Message => message('rule.dayRange', { max });
export const PROGRESS_RANGE_MESSAGE = rangeMessage(PROGRESS_DAYS_MAX);
/** The body weight chart's moving average: the weights logged in the 7 days ending on each date. */
export const WEIGHT_AVERAGE_DAYS = 7;
/** The weights a progress range reads: its days and the 6 before its first, for that day's average. */
export const WEIGHT_RANGE_DAYS_MAX = PROGRESS_DAYS_MAX + WEIGHT_AVERAGE_DAYS - 1;
/** The home card compares the latest weight with the one this many days earlier. */
export const WEIGHT_CHANGE_DAYS = 30;
/**
 * ...and never with one older than this many days before the latest: a weight from months ago says nothing about
 * the last month (the earliest within WEIGHT_CHANGE_DAYS is taken instead, else there is no change to show).
 */
export const WEIGHT_CHANGE_DAYS_MAX = 2 * WEIGHT_CHANGE_DAYS;

/** The entry dialog's 'Recent' list: foods and recipes eaten in the last 14 days, most used first, at most 10. */
export const RECENT_DAYS = 14;
export const RECENT_SOURCES_MAX = 10;
