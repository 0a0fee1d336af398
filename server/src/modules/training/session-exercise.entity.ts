import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ExerciseEntity } from './exercise.entity';
import { SessionEntity } from './session.entity';

/** An exercise in a session with its sets, repetitions and rest. */
@Entity('session_exercises')
@Index('IDX_session_exercises_session', ['sessionId'])
@Index('IDX_session_exercises_exercise', ['exerciseId'])
export class SessionExerciseEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'session_id', type: 'int' })
  sessionId!: number;

  @ManyToOne(() => SessionEntity, (session) => session.exercises, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session?: Relation<SessionEntity>;

  @Column({ name: 'exercise_id', type: 'int' })
  exerciseId!: number;

  // RESTRICT: an exercise used in a session cannot be deleted (the service says why first).
  @ManyToOne(() => ExerciseEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'exercise_id' })
  exercise!: Relation<ExerciseEntity>;

  @Column({ type: 'int' })
  sets!: number;

  @Column({ type: 'int' })
  repetitions!: number;

  @Column({ name: 'rest_seconds', type: 'int' })
  restSeconds!: number;
}
