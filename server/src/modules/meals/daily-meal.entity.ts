import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { MealEntity } from './meal.entity';

/** A user's day of eating: one per user and date, holding that day's meals. */
@Entity('daily_meals')
@Index('UQ_daily_meals_user_date', ['userId', 'date'], { unique: true })
export class DailyMealEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  /** The user's local calendar day, `YYYY-MM-DD`. */
  @Column({ type: 'date' })
  date!: string;

  @OneToMany(() => MealEntity, (meal) => meal.dailyMeal)
  meals!: Relation<MealEntity[]>;
}
