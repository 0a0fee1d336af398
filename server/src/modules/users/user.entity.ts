import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LanguageEnum } from './language';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The email as the user typed it (trimmed); shown back and put in tokens as `user_name` (the legacy claim). */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Lower-cased email: makes addresses unique regardless of letter case on both databases. */
  @Index('UQ_users_email_key', { unique: true })
  @Column({ name: 'email_key', type: 'varchar', length: 254 })
  emailKey!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  /**
   * Goes into every token (`token_version`) and must match for the token to be accepted: a password change bumps it,
   * which refuses every token issued before.
   */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion!: number;

  /** The interface language the person chose (`en`, `pt-BR`), or null before any choice. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  language!: LanguageEnum | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
