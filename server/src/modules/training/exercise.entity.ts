import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TagEntity } from './tag.entity';
import { NamedUserEntity } from '../../db/owned-entity';

@Entity('exercises')
@Index('IDX_exercises_user', ['userId', 'id'])
export class ExerciseEntity extends NamedUserEntity {
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
