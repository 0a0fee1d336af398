import { Entity, Index } from 'typeorm';
import { NamedUserEntity } from '../../db/owned-entity';

/** A user's label for exercises ("Peitoral", "Pernas"). Lists are in id order. */
@Entity('tags')
@Index('IDX_tags_user', ['userId', 'id'])
export class TagEntity extends NamedUserEntity {}
