/**
 * Lifting math, the one implementation the server and the client run, exact like the nutrition math: a weight is
 * decimal text ("102.5", at most 3 decimals), read as a whole number of thousandths of a kilogram (a BigInt), so
 * nothing compared or shown passes through binary floats.
 *
 *   volume of a set            weight × reps
 *   volume of a workout        Σ over its working sets
 *   estimated one-rep max      weight × (1 + reps / 30)   (Epley; reps ≥ 1 and a weight over 0)
 *
 * The estimate is compared through weight × (30 + reps) (30 × the estimate, a whole number of thousandths) and
 * shown rounded half-up to one decimal. A working set is a done set that is not a warm-up: only those count for
 * volume and records.
 */
import { Fraction, formatThousandths } from './nutrition';

/** Decimals shown for an estimated one-rep max (an estimate: more would be false precision). */
export const ONE_REP_MAX_DECIMALS = 1;

export interface WeightReps {
  /** Kilograms as decimal text ("82.5"). */
  weight: string;
  reps: number;
}

/** The weight in thousandths of a kilogram (exact for up to 3 decimals). */
export const weightThousandths = (weight: string): bigint => Fraction.parse(weight).toThousandths();

/** Weight × reps, in thousandths of a kilogram. */
export const setVolume = ({ weight, reps }: WeightReps): bigint => weightThousandths(weight) * BigInt(reps);

/** Σ weight × reps, in thousandths of a kilogram. */
export const totalVolume = (sets: ReadonlyArray<WeightReps>): bigint => sets.reduce((sum, set) => sum + setVolume(set), 0n);

/** Thousandths of a kilogram as decimal text: 1460000n → "1460", 82125n → "82.125". */
export const formatKilograms = formatThousandths;

/** 30 × the Epley estimate, in thousandths: orders sets exactly as the estimate does. */
export const oneRepMaxKey = ({ weight, reps }: WeightReps): bigint => weightThousandths(weight) * BigInt(30 + reps);

/** Epley's estimate rounded half-up to one decimal ("116.7"), or null without a rep or a weight. */
export function estimatedOneRepMax(set: WeightReps): string | null {
  if (set.reps < 1 || weightThousandths(set.weight) <= 0n) return null;
  return roundOneRepMax(oneRepMaxKey(set));
}

/** A one-rep-max key (30 × the estimate, thousandths) as the estimate with one decimal, half-up. */
export function roundOneRepMax(key: bigint): string {
  // estimate = key / 30 thousandths = key / 30000 kg; in tenths: key / 3000, half-up (key is never negative).
  const tenths = (key * 2n + 3000n) / 6000n;
  const whole = tenths / 10n;
  const decimal = tenths % 10n;
  return decimal === 0n ? whole.toString() : `${whole}.${decimal}`;
}

/** A working set as the records see it, in chronological order (workout start, then position). */
export interface RecordCandidate extends WeightReps {
  setId: number;
  workoutId: number;
  /** When its workout started (read only for the sets that hold a record). */
  at: Date;
}

export interface VolumeHolder {
  workoutId: number;
  at: Date;
  /** Thousandths of a kilogram. */
  volume: bigint;
}

/**
 * Personal records of one exercise. Each is held by the FIRST set (or workout) that reached it: a later tie does not
 * take it. Sets with 0 reps count for nothing; 0 kg counts only for "most reps at a weight" (body-weight reps).
 */
export interface ExerciseRecordsResult {
  /** Heaviest weight lifted for at least one rep. */
  heaviestWeight: RecordCandidate | null;
  /** Best Epley estimate. */
  bestOneRepMax: RecordCandidate | null;
  /** For each weight lifted, the set with the most reps; heaviest weight first. */
  mostRepsAtWeight: RecordCandidate[];
  /** The workout with the largest Σ weight × reps for the exercise (over 0). */
  bestVolume: VolumeHolder | null;
}

/** One pass over the sets, which must come in chronological order. */
export function exerciseRecords(sets: ReadonlyArray<RecordCandidate>): ExerciseRecordsResult {
  let heaviestWeight: RecordCandidate | null = null;
  let heaviest = -1n;
  let bestOneRepMax: RecordCandidate | null = null;
  let bestKey = -1n;
  const byWeight = new Map<bigint, RecordCandidate>();
  const volumes = new Map<number, { first: RecordCandidate; volume: bigint }>();
  for (const set of sets) {
    if (set.reps < 1) continue;
    const weight = weightThousandths(set.weight);
    if (weight > 0n) {
      if (weight > heaviest) [heaviestWeight, heaviest] = [set, weight];
      const key = weight * BigInt(30 + set.reps);
      if (key > bestKey) [bestOneRepMax, bestKey] = [set, key];
    }
    const atWeight = byWeight.get(weight);
    if (!atWeight || set.reps > atWeight.reps) byWeight.set(weight, set);
    const volume = volumes.get(set.workoutId);
    if (volume) volume.volume += weight * BigInt(set.reps);
    else volumes.set(set.workoutId, { first: set, volume: weight * BigInt(set.reps) });
  }
  let best: { first: RecordCandidate; volume: bigint } | null = null;
  for (const volume of volumes.values()) {
    if (volume.volume > 0n && (!best || volume.volume > best.volume)) best = volume;
  }
  const mostRepsAtWeight = [...byWeight.entries()].sort(([a], [b]) => (a === b ? 0 : a > b ? -1 : 1)).map(([, set]) => set);
  return {
    heaviestWeight,
    bestOneRepMax,
    mostRepsAtWeight,
    // The start time is read only here, for the holder.
    bestVolume: best && { workoutId: best.first.workoutId, at: best.first.at, volume: best.volume },
  };
}

export type RecordKind = 'HEAVIEST_WEIGHT' | 'BEST_ESTIMATED_ONE_REP_MAX' | 'MOST_REPS_AT_WEIGHT' | 'BEST_VOLUME';

export interface BeatenRecord {
  kind: RecordKind;
  /** The new best (kg; reps for MOST_REPS_AT_WEIGHT; the Epley estimate, one decimal, for the 1RM). */
  value: string;
  /** The record it beat, in the same unit. */
  previous: string;
  /** The weight, for MOST_REPS_AT_WEIGHT. */
  weight: string | null;
}

/**
 * Which records a set just marked done beats. `earlier` are the other working sets of the exercise: those of
 * finished workouts and those already done in this workout. A record can only be beaten when earlier workouts set
 * one (the first workout of an exercise sets records, it beats none), and only by a strict improvement on
 * everything earlier, this workout's sets included (a tie is not a record; the same record is not celebrated twice
 * for the same lift). The volume record is beaten by the set that takes this workout's volume past the best earlier
 * workout's.
 */
export function recordsBeaten(set: RecordCandidate, earlier: ReadonlyArray<RecordCandidate>): BeatenRecord[] {
  if (set.reps < 1) return [];
  const beaten: BeatenRecord[] = [];
  const otherWorkouts = exerciseRecords(earlier.filter((other) => other.workoutId !== set.workoutId));
  const soFar = exerciseRecords(earlier);
  const weight = weightThousandths(set.weight);
  if (otherWorkouts.heaviestWeight && soFar.heaviestWeight && weight > weightThousandths(soFar.heaviestWeight.weight)) {
    beaten.push({
      kind: 'HEAVIEST_WEIGHT',
      value: formatKilograms(weight),
      previous: formatKilograms(weightThousandths(soFar.heaviestWeight.weight)),
      weight: null,
    });
  }
  const estimate = estimatedOneRepMax(set);
  if (estimate && otherWorkouts.bestOneRepMax && soFar.bestOneRepMax && oneRepMaxKey(set) > oneRepMaxKey(soFar.bestOneRepMax)) {
    beaten.push({
      kind: 'BEST_ESTIMATED_ONE_REP_MAX',
      value: estimate,
      previous: roundOneRepMax(oneRepMaxKey(soFar.bestOneRepMax)),
      weight: null,
    });
  }
  const sameWeight = (records: ExerciseRecordsResult) =>
    records.mostRepsAtWeight.find((other) => weightThousandths(other.weight) === weight);
  const atWeight = sameWeight(soFar);
  if (sameWeight(otherWorkouts) && atWeight && set.reps > atWeight.reps) {
    beaten.push({ kind: 'MOST_REPS_AT_WEIGHT', value: String(set.reps), previous: String(atWeight.reps), weight: formatKilograms(weight) });
  }
  if (otherWorkouts.bestVolume) {
    const best = otherWorkouts.bestVolume.volume;
    const thisWorkout = totalVolume(earlier.filter((other) => other.workoutId === set.workoutId));
    const withSet = thisWorkout + setVolume(set);
    if (thisWorkout <= best && withSet > best) {
      beaten.push({ kind: 'BEST_VOLUME', value: formatKilograms(withSet), previous: formatKilograms(best), weight: null });
    }
  }
  return beaten;
}
