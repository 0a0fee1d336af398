import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A user's label for exercises ("Peitoral", "Pernas"). Lists are in id order (contract §1.8). */
@Entity('tags')
@Index('IDX_tags_user', ['userId', 'id'])
export class TagEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** `sortKey(name)`: the `search` filter ignores case and accents. */
  @Column({ name: 'name_key', type: 'varchar', length: 100 })
  nameKey!: string;
}
