import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { decimalColumn } from '../../db/decimal';
import { FoodEntity } from '../foods/food.entity';
import { RecipeEntity } from './recipe.entity';

@Entity('recipe_ingredients')
@Index('IDX_recipe_ingredients_recipe', ['recipeId'])
@Index('IDX_recipe_ingredients_food', ['foodId'])
export class IngredientEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'recipe_id', type: 'int' })
  recipeId!: number;

  @ManyToOne(() => RecipeEntity, (recipe) => recipe.ingredients, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipe_id' })
  recipe?: Relation<RecipeEntity>;

  @Column({ name: 'food_id', type: 'int' })
  foodId!: number;

  // RESTRICT: a food in a recipe cannot be deleted (the service says why before the database would).
  @ManyToOne(() => FoodEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'food_id' })
  food!: Relation<FoodEntity>;

  @Column(decimalColumn)
  quantity!: string;
}
