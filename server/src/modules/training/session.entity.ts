import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { RoutineEntity } from './routine.entity';
import { SessionExerciseEntity } from './session-exercise.entity';

/** One training day of a routine (A, B, C …); exactly one session of a routine is current. */
@Entity('training_sessions')
@Index('UQ_training_sessions_routine_order', ['routineId', 'orderNumber'], { unique: true })
export class SessionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'routine_id', type: 'int' })
  routineId!: number;

  @ManyToOne(() => RoutineEntity, (routine) => routine.sessions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'routine_id' })
  routine?: Relation<RoutineEntity>;

  /** 1..weekFrequency. */
  @Column({ name: 'order_number', type: 'int' })
  orderNumber!: number;

  @Column({ type: 'varchar', length: 100 })
  description!: string;

  @Column({ name: 'is_current', type: 'boolean' })
  isCurrent!: boolean;

  /** Filled by RoutineService (IN-list prefetch), ordered by id. */
  @OneToMany(() => SessionExerciseEntity, (item) => item.session)
  exercises!: Relation<SessionExerciseEntity[]>;
}
