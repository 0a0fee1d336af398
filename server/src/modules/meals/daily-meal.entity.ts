import { Column, Entity, Index, OneToMany, type Relation } from 'typeorm';
import { MealEntity } from './meal.entity';
import { UserOwnedEntity } from '../../db/owned-entity';

/** A user's day of eating: one per user and date, holding that day's meals. */
@Entity('daily_meals')
@Index('UQ_daily_meals_user_date', ['userId', 'date'], { unique: true })
export class DailyMealEntity extends UserOwnedEntity {
  /** The user's local calendar day, `YYYY-MM-DD`. */
  @Column({ type: 'date', utc: true })
  date!: string;

  @OneToMany(() => MealEntity, (meal) => meal.dailyMeal)
  meals!: Relation<MealEntity[]>;
}
