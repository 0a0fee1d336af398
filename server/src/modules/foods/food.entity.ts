import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { decimalColumn } from '../../db/decimal';
import { Unit } from './unit';

@Entity('foods')
@Index('IDX_foods_user_name', ['userId', 'nameKey', 'id'])
export class FoodEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** `sortKey(name)`: ordering and search ignore case and accents. */
  @Column({ name: 'name_key', type: 'varchar', length: 100 })
  nameKey!: string;

  @Column(decimalColumn)
  serving!: string;

  @Column({ type: 'varchar', length: 3 })
  unit!: Unit;

  @Column(decimalColumn)
  carbohydrates!: string;

  @Column(decimalColumn)
  proteins!: string;

  @Column(decimalColumn)
  fats!: string;

  @Column(decimalColumn)
  calories!: string;
}
