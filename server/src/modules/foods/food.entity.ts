import { Column, Entity, Index } from 'typeorm';
import { decimalColumn } from '../../db/decimal';
import { Unit } from './unit';
import { NamedUserEntity } from '../../db/owned-entity';

@Entity('foods')
@Index('IDX_foods_user_name', ['userId', 'nameKey', 'id'])
export class FoodEntity extends NamedUserEntity {
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
