import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../modules/users/user.entity';

/** A row that belongs to one user (deleted with the account). Services scope every lookup by `userId`. */
export abstract class UserOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;
}

/** A user's named row: `nameKey` is `sortKey(name)`, so sorting and searching ignore case and accents. */
export abstract class NamedUserEntity extends UserOwnedEntity {
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'name_key', type: 'varchar', length: 100 })
  nameKey!: string;
}
