import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { TagEntity } from './tag.entity';

@Entity('exercises')
@Index('IDX_exercises_user', ['userId', 'id'])
export class ExerciseEntity {
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

  /** Not a column: filled by ExerciseService.withTags (one IN-list query for many exercises), by tag id. */
  tags!: TagEntity[];
}

/** The exercise ↔ tag link; the primary key serves lookups by exercise, the index the "tag in use" check. */
@Entity('exercise_tags')
@Index('IDX_exercise_tags_tag', ['tagId'])
export class ExerciseTagEntity {
  @PrimaryColumn({ name: 'exercise_id', type: 'int' })
  exerciseId!: number;

  @PrimaryColumn({ name: 'tag_id', type: 'int' })
  tagId!: number;

  @ManyToOne(() => ExerciseEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exercise_id' })
  exercise?: Relation<ExerciseEntity>;

  // RESTRICT: a tag used by an exercise cannot be deleted (the service says why before the database would).
  @ManyToOne(() => TagEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'tag_id' })
  tag!: Relation<TagEntity>;
}
