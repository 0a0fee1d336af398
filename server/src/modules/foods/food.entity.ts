import { Column, Entity, Index } from 'typeorm';
import { decimalColumn } from '../../db/decimal';
import { Unit } from './unit';
import { NamedUserEntity } from '../../db/owned-entity';
import { amount, whole, type Row } from '../../db/rows';

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

/** A food's columns for a read written as SQL (db/rows.ts), the table aliased `f`: what `foodFromRow` reads. */
export const FOOD_COLUMNS =
  'f.id AS f_id, f.user_id AS f_user_id, f.name AS f_name, f.name_key AS f_name_key, f.serving AS f_serving, f.unit AS f_unit, ' +
  'f.carbohydrates AS f_carbohydrates, f.proteins AS f_proteins, f.fats AS f_fats, f.calories AS f_calories';

/** The food of a row read with `FOOD_COLUMNS`, as TypeORM would have given it. */
export function foodFromRow(row: Row): FoodEntity {
  return {
    id: whole(row.f_id),
    userId: whole(row.f_user_id),
    name: row.f_name as string,
    nameKey: row.f_name_key as string,
    serving: amount(row.f_serving),
    unit: row.f_unit as Unit,
    carbohydrates: amount(row.f_carbohydrates),
    proteins: amount(row.f_proteins),
    fats: amount(row.f_fats),
    calories: amount(row.f_calories),
  };
}

/**
 * The same food from a row read by position (db/raw-rows.ts): the ten values `FOOD_COLUMNS` selects, in its order
 * (food-rows.test.ts reads one food both ways).
 */
export function foodFromValues(values: readonly unknown[]): FoodEntity {
  return {
    id: whole(values[0]),
    userId: whole(values[1]),
    name: values[2] as string,
    nameKey: values[3] as string,
    serving: amount(values[4]),
    unit: values[5] as Unit,
    carbohydrates: amount(values[6]),
    proteins: amount(values[7]),
    fats: amount(values[8]),
    calories: amount(values[9]),
  };
}
