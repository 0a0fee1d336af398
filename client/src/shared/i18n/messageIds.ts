import type { MessageId as SharedMessageId } from '@fitness-manager/shared';
// The English catalogue's files, one per area (src/locales/en/*.json): their keys are the ids `t()` accepts, so a
// mistyped or missing key fails the type check. A new file is added here (catalogues.test.ts checks the list).
import type account from '../../locales/en/account.json';
import type auth from '../../locales/en/auth.json';
import type common from '../../locales/en/common.json';
import type exercises from '../../locales/en/exercises.json';
import type foods from '../../locales/en/foods.json';
import type home from '../../locales/en/home.json';
import type layout from '../../locales/en/layout.json';
import type meals from '../../locales/en/meals.json';
import type progress from '../../locales/en/progress.json';
import type recipes from '../../locales/en/recipes.json';
import type routines from '../../locales/en/routines.json';
import type select from '../../locales/en/select.json';
import type tags from '../../locales/en/tags.json';
import type workouts from '../../locales/en/workouts.json';

type RuleId = Extract<SharedMessageId, `rule.${string}`>;

/** Every message id of the client's catalogue. */
export type MessageId =
  | keyof typeof account
  | keyof typeof auth
  | keyof typeof common
  | keyof typeof exercises
  | keyof typeof foods
  | keyof typeof home
  | keyof typeof layout
  | keyof typeof meals
  | keyof typeof progress
  | keyof typeof recipes
  | keyof typeof routines
  | keyof typeof select
  | keyof typeof tags
  | keyof typeof workouts
  | RuleId;
