import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One counter of the sign-in limits (auth/attempt-counters.ts): how many hits a key had in its current window. In
 * the database, so every replica counts in the same place and a restart forgets nothing.
 */
@Entity('sign_in_counters')
export class SignInCounterEntity {
  /** `<kind>:<sha-256 hex>`: emails and client addresses are not stored in clear. */
  @PrimaryColumn({ name: 'counter_key', type: 'varchar', length: 80 })
  key!: string;

  @Column({ type: 'int' })
  hits!: number;

  /** UTC, by the database's clock (one clock for every replica). Expired rows are deleted every minute. */
  @Index('IDX_sign_in_counters_window_ends_at')
  @Column({ name: 'window_ends_at', type: 'datetime', precision: 3 })
  windowEndsAt!: Date;
}
