import { Decimal } from 'decimal.js';
import { DECIMAL_SCALE } from '../db/decimal';

/**
 * Lifting math in one place, exact (decimal.js: weights are decimal strings such as "102.5", never binary
 * floats), like nutrition/ for the diet. Rounding happens only at the edge, half-up.
 *
 * - Volume of a set: weight × reps. Volume of a workout (for one exercise or all): Σ over its working sets.
 * - Estimated one-rep max, Epley: weight × (1 + reps / 30), for reps ≥ 1. Compared through
 *   weight × (30 + reps) (30 × the estimate), which is exact; shown rounded half-up to 1 decimal.
 * - Working set: a done set that is not a warm-up. Only working sets count for volume and records.
 *
 * Note for the lead: this belongs in the shared package beside the nutrition math once it exists.
 */

/** Decimals shown for an estimated one-rep max (an estimate: more would be false precision). */
export const ONE_REP_MAX_SCALE = 1;

export interface WeightReps {
  weight: Decimal.Value;
  reps: number;
}

export const setVolume = ({ weight, reps }: WeightReps): Decimal => new Decimal(weight).times(reps);

/** Σ weight × reps, exact (3 decimals at most, like the weights). */
export const totalVolume = (sets: WeightReps[]): Decimal => sets.reduce((sum, set) => sum.plus(setVolume(set)), new Decimal(0));

/** 30 × the Epley estimate: orders sets exactly as the estimate does, without a repeating decimal. */
export const oneRepMaxKey = ({ weight, reps }: WeightReps): Decimal => new Decimal(weight).times(30 + reps);

/** Epley's estimate of the one-rep max, or null when it means nothing (no rep, or no weight). */
export function estimatedOneRepMax(set: WeightReps): Decimal | null {
  if (set.reps < 1 || new Decimal(set.weight).lte(0)) return null;
  return oneRepMaxKey(set).div(30);
}

export const roundOneRepMax = (value: Decimal): string => value.toDecimalPlaces(ONE_REP_MAX_SCALE, Decimal.ROUND_HALF_UP).toString();
export const roundAmount = (value: Decimal): string => value.toDecimalPlaces(DECIMAL_SCALE, Decimal.ROUND_HALF_UP).toString();

/** A working set as the records see it, in chronological order (workout start, then position). */
export interface RecordCandidate extends WeightReps {
  setId: number;
  workoutId: number;
  /** When its workout started. */
  at: Date;
}

export interface VolumeHolder {
  workoutId: number;
  at: Date;
  volume: Decimal;
}

/**
 * Personal records of one exercise. Each is held by the FIRST set (or workout) that reached it: a later tie
 * does not take it. Sets with 0 reps count for nothing; 0 kg counts only for "most reps at a weight"
 * (body-weight reps).
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
export function exerciseRecords(sets: RecordCandidate[]): ExerciseRecordsResult {
  let heaviestWeight: RecordCandidate | null = null;
  let heaviest: Decimal | null = null;
  let bestOneRepMax: RecordCandidate | null = null;
  let bestKey: Decimal | null = null;
  const byWeight = new Map<string, RecordCandidate>();
  const volumes = new Map<number, VolumeHolder>();
  for (const set of sets) {
    if (set.reps < 1) continue;
    const weight = new Decimal(set.weight);
    if (weight.gt(0)) {
      if (!heaviest || weight.gt(heaviest)) [heaviestWeight, heaviest] = [set, weight];
      const key = weight.times(30 + set.reps);
      if (!bestKey || key.gt(bestKey)) [bestOneRepMax, bestKey] = [set, key];
    }
    const atWeight = byWeight.get(weight.toString());
    if (!atWeight || set.reps > atWeight.reps) byWeight.set(weight.toString(), set);
    const volume = volumes.get(set.workoutId);
    if (volume) volume.volume = volume.volume.plus(weight.times(set.reps));
    // `at` read only for the holder (the caller may compute it on demand).
    else volumes.set(set.workoutId, { workoutId: set.workoutId, get at() { return set.at; }, volume: weight.times(set.reps) });
  }
  let bestVolume: VolumeHolder | null = null;
  for (const volume of volumes.values()) {
    if (volume.volume.gt(0) && (!bestVolume || volume.volume.gt(bestVolume.volume))) bestVolume = volume;
  }
  const mostRepsAtWeight = [...byWeight.entries()].sort(([a], [b]) => new Decimal(b).comparedTo(a)).map(([, set]) => set);
  return { heaviestWeight, bestOneRepMax, mostRepsAtWeight, bestVolume };
}

export type RecordKind = 'HEAVIEST_WEIGHT' | 'BEST_ESTIMATED_ONE_REP_MAX' | 'MOST_REPS_AT_WEIGHT' | 'BEST_VOLUME';

export interface BeatenRecord {
  kind: RecordKind;
  /** The new best (kg; reps for MOST_REPS_AT_WEIGHT; the Epley estimate rounded for the 1RM). */
  value: string;
  /** The record it beat, in the same unit. */
  previous: string;
  /** The weight, for MOST_REPS_AT_WEIGHT. */
  weight: string | null;
}

/**
 * Which records a set just marked done beats. `earlier` are the other working sets of the exercise: those of
 * finished workouts and those already done in this workout. A record can only be beaten when earlier workouts
 * set one (the first workout of an exercise sets records, it beats none), and only by a strict improvement on
 * everything earlier, this workout's sets included (a tie is not a record; the same record is not celebrated
 * twice for the same lift). The volume record is beaten by the set that takes this workout's volume past the
 * best earlier workout's.
 */
export function recordsBeaten(set: RecordCandidate, earlier: RecordCandidate[]): BeatenRecord[] {
  if (set.reps < 1) return [];
  const beaten: BeatenRecord[] = [];
  const otherWorkouts = exerciseRecords(earlier.filter((other) => other.workoutId !== set.workoutId));
  const soFar = exerciseRecords(earlier);
  const weight = new Decimal(set.weight);
  if (otherWorkouts.heaviestWeight && soFar.heaviestWeight && weight.gt(soFar.heaviestWeight.weight)) {
    beaten.push({ kind: 'HEAVIEST_WEIGHT', value: weight.toString(), previous: new Decimal(soFar.heaviestWeight.weight).toString(), weight: null });
  }
  const estimate = estimatedOneRepMax(set);
  if (estimate && otherWorkouts.bestOneRepMax && soFar.bestOneRepMax && oneRepMaxKey(set).gt(oneRepMaxKey(soFar.bestOneRepMax))) {
    beaten.push({
      kind: 'BEST_ESTIMATED_ONE_REP_MAX',
      value: roundOneRepMax(estimate),
      previous: roundOneRepMax(estimatedOneRepMax(soFar.bestOneRepMax)!),
      weight: null,
    });
  }
  const sameWeight = (records: ExerciseRecordsResult) => records.mostRepsAtWeight.find((other) => weight.eq(other.weight));
  const atWeight = sameWeight(soFar);
  if (sameWeight(otherWorkouts) && atWeight && set.reps > atWeight.reps) {
    beaten.push({ kind: 'MOST_REPS_AT_WEIGHT', value: String(set.reps), previous: String(atWeight.reps), weight: weight.toString() });
  }
  if (otherWorkouts.bestVolume) {
    const best = otherWorkouts.bestVolume.volume;
    const thisWorkout = totalVolume(earlier.filter((other) => other.workoutId === set.workoutId));
    const withSet = thisWorkout.plus(setVolume(set));
    if (thisWorkout.lte(best) && withSet.gt(best)) {
      beaten.push({ kind: 'BEST_VOLUME', value: roundAmount(withSet), previous: roundAmount(best), weight: null });
    }
  }
  return beaten;
}
