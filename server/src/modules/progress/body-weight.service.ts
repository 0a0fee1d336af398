import { addDays, Fraction, round, WEIGHT_CHANGE_DAYS, WEIGHT_CHANGE_DAYS_MAX, WEIGHT_RANGE_DAYS_MAX } from '@fitness-manager/shared';
import { Between, LessThanOrEqual } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import { assertValid } from '../../common/validation';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { assertDate } from '../meals/daily-meal.service';
import { BodyWeightEntity } from './body-weight.entity';
import { assertRange } from './progress-range';
import { BodyWeightInput } from './progress.types';

export const bodyWeightNotFound = (id: number) => NotFoundError.record('bodyWeight', id);

export interface BodyWeightTrendValue {
  latest: BodyWeightEntity | null;
  previous: BodyWeightEntity | null;
  change: string | null;
}

/** Body weights: one per user and date, listed by date ranges, and the trend the home card shows. */
export class BodyWeightService {
  constructor(private readonly dataSource: Database) {}

  /** The weights logged from `from` to `to` (at most a progress range and the 6 days before it), by date. */
  list(userId: number, from: string, to: string): Promise<BodyWeightEntity[]> {
    assertRange(from, to, WEIGHT_RANGE_DAYS_MAX);
    return this.dataSource.manager.find(BodyWeightEntity, { where: { userId, date: Between(from, to) }, order: { date: 'ASC' } });
  }

  /** Logs a weight for a date, replacing the one that date had. */
  async set(userId: number, raw: BodyWeightInput): Promise<BodyWeightEntity> {
    const input = assertValid(BodyWeightInput, { date: raw.date, weight: raw.weight });
    assertDate(input.date);
    const save = async () => {
      const manager = this.dataSource.manager;
      const existing = await manager.findOneBy(BodyWeightEntity, { userId, date: input.date });
      if (existing) {
        await manager.update(BodyWeightEntity, { id: existing.id }, { weight: input.weight });
        return manager.findOneByOrFail(BodyWeightEntity, { id: existing.id });
      }
      return manager.save(BodyWeightEntity, manager.create(BodyWeightEntity, { userId, date: input.date, weight: input.weight }));
    };
    try {
      return await save();
    } catch (error) {
      // The same date logged twice at once: the other request inserted it; replace its weight.
      if (!isUniqueViolation(error)) throw error;
      return save();
    }
  }

  /** Deletes one of the user's weights and returns it. */
  async delete(userId: number, id: number): Promise<BodyWeightEntity> {
    const weight = await this.dataSource.manager.findOneBy(BodyWeightEntity, { id, userId });
    if (!weight) throw bodyWeightNotFound(id);
    await this.dataSource.manager.delete(BodyWeightEntity, { id });
    return weight;
  }

  /**
   * The latest weight on or before `today` and its change over about WEIGHT_CHANGE_DAYS: compared with the latest
   * weight on or before that many days earlier but not older than WEIGHT_CHANGE_DAYS_MAX days (a weight from months
   * ago says nothing about the last month), else with the earliest one inside those days; no change without either.
   * The trend names the weight it compares with (`previous`, with its date), which the home card shows. Three
   * statements at most.
   */
  async trend(userId: number, today: string): Promise<BodyWeightTrendValue> {
    assertDate(today, 'today');
    const manager = this.dataSource.manager;
    const latest = await manager.findOne(BodyWeightEntity, { where: { userId, date: LessThanOrEqual(today) }, order: { date: 'DESC' } });
    if (!latest) return { latest: null, previous: null, change: null };
    const since = addDays(latest.date, -WEIGHT_CHANGE_DAYS);
    const previous =
      (await manager.findOne(BodyWeightEntity, {
        where: { userId, date: Between(addDays(latest.date, -WEIGHT_CHANGE_DAYS_MAX), since) },
        order: { date: 'DESC' },
      })) ??
      (await manager.findOne(BodyWeightEntity, {
        where: { userId, date: Between(addDays(since, 1), addDays(latest.date, -1)) },
        order: { date: 'ASC' },
      }));
    return { latest, previous, change: previous ? difference(latest.weight, previous.weight) : null };
  }
}

/** `a - b` of two kg amounts (3 decimals at most), exact. */
function difference(a: string, b: string): string {
  return round(Fraction.parse(a).plus(Fraction.parse(b).times(Fraction.of(-1n))));
}
