import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { SessionEntity } from './session.entity';

/** A training routine; at most one per user has `isActive` (RoutineService keeps it so). */
@Entity('training_routines')
@Index('IDX_training_routines_user', ['userId', 'id'])
@Index('IDX_training_routines_user_active', ['userId', 'isActive'])
export class RoutineEntity {
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
