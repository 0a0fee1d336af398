import { Column, Entity, Index } from 'typeorm';
import { decimalColumn } from '../../db/decimal';
import { UserOwnedEntity } from '../../db/owned-entity';

/** A body weight in kg on one of the user's days: one per user and date (logging a date again replaces it). */
@Entity('body_weights')
@Index('UQ_body_weights_user_date', ['userId', 'date'], { unique: true })
export class BodyWeightEntity extends UserOwnedEntity {
  /** The user's local calendar day, `YYYY-MM-DD`. */
  @Column({ type: 'date', utc: true })
  date!: string;

  @Column(decimalColumn)
  weight!: string;
}
