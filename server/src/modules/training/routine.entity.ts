import { Column, Entity, Index, OneToMany, type Relation } from 'typeorm';
import { SessionEntity } from './session.entity';
import { NamedUserEntity } from '../../db/owned-entity';

/** A training routine; at most one per user has `isActive` (RoutineService keeps it so). */
@Entity('training_routines')
@Index('IDX_training_routines_user', ['userId', 'id'])
@Index('IDX_training_routines_user_active', ['userId', 'isActive'])
export class RoutineEntity extends NamedUserEntity {
  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @Column({ type: 'varchar', length: 100 })
  goal!: string;

  /** 1..7; the routine has exactly this many sessions, orderNumber 1..weekFrequency. */
  @Column({ name: 'week_frequency', type: 'int' })
  weekFrequency!: number;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive!: boolean;

  /** Filled by RoutineService (IN-list prefetch), ordered by orderNumber. */
  @OneToMany(() => SessionEntity, (session) => session.routine)
  sessions!: Relation<SessionEntity[]>;
}
