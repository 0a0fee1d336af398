import type { EntityManager } from 'typeorm';
import { lockRows } from '../../db/database';
import { UserEntity } from './user.entity';

/**
 * Serialises the account's bulk writes on MySQL: inserting a row that refers to the user takes a shared lock on the
 * user's row (the foreign key check), so while an import holds it exclusively no other request adds rows for this
 * user, and rows read back after an insert are the import's own. SQLite writes one request at a time already.
 * Here, beside the user's entity, so the db layer knows no module's entity (its callers: the imports, the foods' and
 * the exercises' bulk writes).
 */
export function lockAccount(manager: EntityManager, userId: number): Promise<void> {
  return lockRows(manager, UserEntity, 'row.id = :userId', { userId });
}
