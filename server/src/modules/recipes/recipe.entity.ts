import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { decimalColumn } from '../../db/decimal';
import { Unit } from '../foods/unit';
import { IngredientEntity } from './ingredient.entity';

@Entity('recipes')
@Index('IDX_recipes_user_name', ['userId', 'nameKey', 'id'])
export class RecipeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'name_key', type: 'varchar', length: 100 })
  nameKey!: string;

  @Column(decimalColumn)
  serving!: string;

  @Column({ type: 'varchar', length: 3 })
  unit!: Unit;

  /** Always loaded with the recipe, ordered by id, each with its food. */
  @OneToMany(() => IngredientEntity, (ingredient) => ingredient.recipe)
  ingredients!: Relation<IngredientEntity[]>;
}
