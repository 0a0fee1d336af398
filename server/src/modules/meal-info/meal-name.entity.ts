import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MealInfoEntity } from './meal-info.entity';

@Entity('meal_names')
@Index('IDX_meal_names_info_order', ['mealInfoId', 'orderNumber'])
export class MealNameEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'meal_info_id', type: 'int' })
  mealInfoId!: number;

  @ManyToOne(() => MealInfoEntity, (info) => info.mealNames, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'meal_info_id' })
  mealInfo?: Relation<MealInfoEntity>;

  /** 1..n, contiguous. */
  @Column({ name: 'order_number', type: 'int' })
  orderNumber!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;
}
