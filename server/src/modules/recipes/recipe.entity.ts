import { Column, Entity, Index, OneToMany, type Relation } from 'typeorm';
import { decimalColumn } from '../../db/decimal';
import { Unit } from '../foods/unit';
import { IngredientEntity } from './ingredient.entity';
import { NamedUserEntity } from '../../db/owned-entity';

@Entity('recipes')
@Index('IDX_recipes_user_name', ['userId', 'nameKey', 'id'])
export class RecipeEntity extends NamedUserEntity {
  @Column(decimalColumn)
  serving!: string;

  @Column({ type: 'varchar', length: 3 })
  unit!: Unit;

  /** Always loaded with the recipe, ordered by id, each with its food. */
  @OneToMany(() => IngredientEntity, (ingredient) => ingredient.recipe)
  ingredients!: Relation<IngredientEntity[]>;
}
