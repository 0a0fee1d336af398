import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { decimalColumn } from '../../db/decimal';
import { FoodEntity } from '../foods/food.entity';
import { RecipeEntity } from '../recipes/recipe.entity';
import { MealEntity } from './meal.entity';

/** A quantity of exactly one food or one recipe eaten in a meal. */
@Entity('meal_entries')
@Index('IDX_meal_entries_meal', ['mealId'])
@Index('IDX_meal_entries_food', ['foodId'])
@Index('IDX_meal_entries_recipe', ['recipeId'])
export class MealEntryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'meal_id', type: 'int' })
  mealId!: number;

  @ManyToOne(() => MealEntity, (meal) => meal.entries, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'meal_id' })
  meal?: Relation<MealEntity>;

  @Column({ name: 'food_id', type: 'int', nullable: true })
  foodId!: number | null;

  // RESTRICT: foods and recipes in use are not deleted (the services refuse with a message first).
  @ManyToOne(() => FoodEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'food_id' })
  food?: Relation<FoodEntity> | null;

  @Column({ name: 'recipe_id', type: 'int', nullable: true })
  recipeId!: number | null;

  @ManyToOne(() => RecipeEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'recipe_id' })
  recipe?: Relation<RecipeEntity> | null;

  @Column(decimalColumn)
  quantity!: string;
}
