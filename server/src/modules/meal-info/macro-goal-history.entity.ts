import { Column, Entity, Index } from 'typeorm';
import { decimalColumn } from '../../db/decimal';
import { UserOwnedEntity } from '../../db/owned-entity';

/**
 * The macro goals in force from `effectiveDate` on, so progress compares each day with the goal of that day (a change
 * today does not repaint last month). One row per user and date: a second change on a day replaces the first. The
 * current goals also stay in `meal_info` (the legacy door and the home card read them there); both are written in
 * one transaction. Before a user's earliest row, the earliest row applies (history began with this table).
 */
@Entity('macro_goal_history')
@Index('UQ_macro_goal_history_user_date', ['userId', 'effectiveDate'], { unique: true })
export class MacroGoalHistoryEntity extends UserOwnedEntity {
  @Column({ name: 'effective_date', type: 'date', utc: true })
  effectiveDate!: string;

  @Column({ name: 'calories_goal', ...decimalColumn })
  caloriesGoal!: string;

  @Column({ name: 'carbohydrates_goal', ...decimalColumn })
  carbohydratesGoal!: string;

  @Column({ name: 'proteins_goal', ...decimalColumn })
  proteinsGoal!: string;

  @Column({ name: 'fats_goal', ...decimalColumn })
  fatsGoal!: string;
}
