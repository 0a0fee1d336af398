import { Column, Entity, JoinColumn, OneToMany, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { decimalColumn } from '../../db/decimal';
import { UserEntity } from '../users/user.entity';
import { MealNameEntity } from './meal-name.entity';

/** One per user: the daily macro goals and the ordered meal names new days start with. */
@Entity('meal_info')
export class MealInfoEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'calories_goal', ...decimalColumn })
  caloriesGoal!: string;

  @Column({ name: 'carbohydrates_goal', ...decimalColumn })
  carbohydratesGoal!: string;

  @Column({ name: 'proteins_goal', ...decimalColumn })
  proteinsGoal!: string;

  @Column({ name: 'fats_goal', ...decimalColumn })
  fatsGoal!: string;

  @OneToMany(() => MealNameEntity, (mealName) => mealName.mealInfo)
  mealNames?: Relation<MealNameEntity[]>;
}
