import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { RoutineEntity } from './routine.entity';
import { SessionEntity } from './session.entity';
import { UserOwnedEntity } from '../../db/owned-entity';

/**
 * One 'Done!': which session of which routine the user completed, and when (the training history).
 * Deleting the routine deletes its history; removing one session (fewer times per week) keeps the
 * record with `sessionId` null and the session's description as it was.
 */
@Entity('session_completions')
@Index('IDX_session_completions_user_completed', ['userId', 'completedAt'])
@Index('IDX_session_completions_routine_completed', ['routineId', 'completedAt'])
@Index('IDX_session_completions_session', ['sessionId'])
export class SessionCompletionEntity extends UserOwnedEntity {
  @Column({ name: 'routine_id', type: 'int' })
  routineId!: number;

  @ManyToOne(() => RoutineEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'routine_id' })
  routine?: Relation<RoutineEntity>;

  @Column({ name: 'session_id', type: 'int', nullable: true })
  sessionId!: number | null;

  @ManyToOne(() => SessionEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'session_id' })
  session?: Relation<SessionEntity> | null;

  /** The session's description when it was completed. */
  @Column({ name: 'session_description', type: 'varchar', length: 100 })
  sessionDescription!: string;

  @CreateDateColumn({ name: 'completed_at' })
  completedAt!: Date;
}
