import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DailyMealEntity } from './daily-meal.entity';
import { MealEntryEntity } from './meal-entry.entity';

/** One named meal of a day ("Breakfast"), copied from the meal names when the day starts. */
@Entity('meals')
@Index('IDX_meals_daily_meal_order', ['dailyMealId', 'orderNumber'])
export class MealEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'daily_meal_id', type: 'int' })
  dailyMealId!: number;

  @ManyToOne(() => DailyMealEntity, (day) => day.meals, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'daily_meal_id' })
  dailyMeal?: Relation<DailyMealEntity>;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'order_number', type: 'int' })
  orderNumber!: number;

  @OneToMany(() => MealEntryEntity, (entry) => entry.meal)
  entries!: Relation<MealEntryEntity[]>;
}
