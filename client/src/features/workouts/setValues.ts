import {
  atMostMessage,
  DECIMAL_PLACES_MESSAGE,
  REPETITIONS_MAX,
  RPE_CHOICES as SHARED_RPE_CHOICES,
  WEIGHT_MAX,
  WEIGHT_MAX_MESSAGE,
  weightThousandths,
  WHOLE_NUMBER_MESSAGE,
} from '@fitness-manager/shared';
import type { SetType, WorkoutSetInput } from '../../gql/graphql';
import { parseApolloError } from '../../shared/apolloErrors';
import { formatDecimal, toApiDecimal } from '../../shared/decimal';
import { decimalProblem } from '../../shared/formRules';
import type { KeptProblems, PendingEntry, PendingSetValues } from './pendingSets';
import { formatMessage, t, type MessageId } from '../../shared/i18n/i18n';

/** Bounds of a set, shared with the server: weight in kg with up to 3 decimals, whole reps, RPE 6–10 in halves. */
export const MAX_WEIGHT = WEIGHT_MAX;
export const MAX_REPS = REPETITIONS_MAX;
export const RPE_CHOICES: readonly string[] = SHARED_RPE_CHOICES;

/** In the order the type menu lists them. */
export const SET_TYPES: ReadonlyArray<SetType> = ['NORMAL', 'WARMUP', 'DROP', 'FAILURE'];

const SET_TYPE_LABEL_IDS: Record<SetType, MessageId> = {
  NORMAL: 'workouts.setType.NORMAL',
  WARMUP: 'workouts.setType.WARMUP',
  DROP: 'workouts.setType.DROP',
  FAILURE: 'workouts.setType.FAILURE',
};

/** 'Normal', 'Warm-up', 'Drop set', 'Failure' in the current language. */
export function setTypeLabel(type: SetType): string {
  return t(SET_TYPE_LABEL_IDS[type]);
}

/** What a set row shows: the typed texts (decimal comma). */
export function shownValues(set: {
  weight?: string | null;
  reps?: number | null;
  setType: SetType;
  rpe?: string | null;
}): PendingSetValues {
  return {
    weight: set.weight == null ? '' : formatDecimal(set.weight),
    reps: set.reps == null ? '' : String(set.reps),
    setType: set.setType,
    rpe: set.rpe ?? '',
  };
}

/** The typed texts as the API's input (empty weight or reps are null). */
export function toSetInput(values: PendingSetValues): WorkoutSetInput {
  const weight = toApiDecimal(values.weight);
  const reps = values.reps.trim();
  return {
    weight: weight === '' ? null : weight,
    reps: reps === '' ? null : Number(reps),
    setType: values.setType as SetType,
    rpe: values.rpe === '' ? null : values.rpe,
  };
}

/** A kept edit's problems (pendingSets.ts): a set done on the server, or marked done here, needs weight and reps. */
export function keptProblems(entry: PendingSetValues & { done?: boolean }, doneOnServer: boolean): { weight?: string; reps?: string } {
  return setProblems(entry, doneOnServer || entry.done === true);
}

/** The server's refusal of a kept edit, as the row shows it (and keeps it: pendingSets.ts). */
function refusedProblems(fields: Record<string, string[]>, messages: string[]): KeptProblems {
  const problems: KeptProblems = {};
  if (fields.weight?.[0]) problems.weight = fields.weight[0];
  if (fields.reps?.[0]) problems.reps = fields.reps[0];
  const other = messages[0] ?? Object.entries(fields).find(([field]) => field !== 'weight' && field !== 'reps')?.[1][0];
  if (other) problems.other = other;
  return problems;
}

/**
 * The codes of a real refusal of a kept edit: its values are wrong (BAD_USER_INPUT), the workout is finished
 * (CONFLICT), the set or workout is gone (NOT_FOUND). Sending the same edit again would fail the same way.
 */
const REFUSAL_CODES: ReadonlySet<string> = new Set(['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND']);

/** Whether a failed send of a kept edit (a set's, a note's) was judged and refused: sending it again would fail too. */
export function isRefusal(failure: unknown): boolean {
  const { codes } = parseApolloError(failure);
  // One error that is not a refusal (e.g. UNAUTHENTICATED beside a CONFLICT) says the values were not judged.
  return codes.length > 0 && codes.every((code) => REFUSAL_CODES.has(code));
}

/**
 * Whether a failed send of a kept edit refused its values: their problems (kept with it, not sent again until
 * corrected or discarded: pendingSets.ts), else `null`. Anything else (no connection, an expired session, a busy
 * or overloaded server, an internal error) is no answer about the values: the edit stays pending and is sent again.
 * The one place that tells them apart, for every sender of kept edits.
 */
export function refusalOf(failure: unknown): KeptProblems | null {
  if (!isRefusal(failure)) return null;
  const { fields, messages } = parseApolloError(failure);
  const problems = refusedProblems(fields, messages);
  return problems.weight || problems.reps || problems.other ? problems : null;
}

/** The problem a kept edit is named by (at Finish, on the resend): the set's own, else the weight's, else the reps'. */
export function firstProblem(problems: KeptProblems): string | undefined {
  return problems.other ?? problems.weight ?? problems.reps;
}

/**
 * Why a kept edit waits for its row instead of being sent: values the server refused (kept until corrected or
 * discarded), or would refuse (a done set, or one marked done here, needs weight and reps).
 */
export function firstKeptProblem(entry: PendingEntry, doneOnServer: boolean): string | undefined {
  return firstProblem(entry.refused ?? keptProblems(entry, doneOnServer));
}

/** Field messages for values the server would refuse, so a row says why before sending. */
export function setProblems(values: PendingSetValues, requireAll: boolean): { weight?: string; reps?: string } {
  const problems: { weight?: string; reps?: string } = {};
  const weight = toApiDecimal(values.weight);
  // The decimal fields' rule: a lone "," or "." is no number (the API would get nothing for it).
  const notANumber = decimalProblem(values.weight);
  if (values.weight.trim() === '') {
    if (requireAll) problems.weight = t('workouts.enterWeight');
  } else if (notANumber) problems.weight = formatMessage(notANumber);
  else if (!/^\d+(\.\d{1,3})?$/.test(weight)) problems.weight = formatMessage(DECIMAL_PLACES_MESSAGE);
  else if (weightThousandths(weight) > BigInt(MAX_WEIGHT) * 1000n) problems.weight = formatMessage(WEIGHT_MAX_MESSAGE);
  const reps = values.reps.trim();
  if (reps === '') {
    if (requireAll) problems.reps = t('workouts.enterReps');
  } else if (!/^\d+$/.test(reps)) problems.reps = formatMessage(WHOLE_NUMBER_MESSAGE);
  else if (Number(reps) > MAX_REPS) problems.reps = formatMessage(atMostMessage(MAX_REPS));
  return problems;
}

/** "80 kg × 10", "– × 10". */
export function describeSet(set: { weight?: string | null; reps?: number | null }): string {
  const weight = set.weight == null ? '–' : t('workouts.weightKg', { weight: formatDecimal(set.weight) });
  return t('workouts.setSummary', { weight, reps: set.reps ?? '–' });
}
