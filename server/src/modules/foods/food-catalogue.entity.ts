import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * How many foods each user has: what a page of the whole catalogue answers as `totalElements` without counting the
 * catalogue every time. Kept by FoodCatalogue (food-catalogue.ts) in the transaction of every food added or deleted;
 * a user without a row has no foods.
 */
@Entity('food_counts')
export class FoodCountEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'int' })
  foods!: number;
}

/**
 * The search index of the foods: one row per distinct three-character piece (by code point) of each food's
 * `name_key`, so a search for text of three characters or more reads the foods holding its rarest piece instead of
 * every key of the catalogue (food-catalogue.ts). Kept by FoodCatalogue with the foods; deleted with the account.
 */
@Entity('food_search_grams')
export class FoodSearchGramEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @PrimaryColumn({ type: 'varchar', length: 3 })
  gram!: string;

  @PrimaryColumn({ name: 'food_id', type: 'int' })
  foodId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;
}
