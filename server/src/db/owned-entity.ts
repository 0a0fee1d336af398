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

/** Names are at most 100 characters (the services check it first). */
const NAME_LENGTH = 100;
/**
 * `sortKey` turns one character into at most 3 (a Hangul syllable into its jamo, checked over every code point in
 * text.test.ts), so the key needs three times the room of the name; a key cut short would lose what search finds.
 */
export const NAME_KEY_LENGTH = 3 * NAME_LENGTH;

/** A user's named row: `nameKey` is `sortKey(name)`, so sorting and searching ignore case and accents. */
export abstract class NamedUserEntity extends UserOwnedEntity {
  @Column({ type: 'varchar', length: NAME_LENGTH })
  name!: string;

  @Column({ name: 'name_key', type: 'varchar', length: NAME_KEY_LENGTH })
  nameKey!: string;
}
