import type { ObjectLiteral, Repository } from 'typeorm';
import { NamedPageArgs, type Page } from './paging';
import { containsPattern, LIKE_ESCAPE } from './text';
import { assertValid } from './validation';

/** A row a user owns, with a `nameKey` (see text.ts `sortKey`) to sort and search by. */
interface UserRow extends ObjectLiteral {
  id: number;
  userId: number;
  nameKey: string;
}

/**
 * Catalogues (foods, recipes) sort by name ignoring case and accents; tags, exercises and routines keep
 * the order they were created in. Ties always fall back to the id.
 */
export type ListOrder = 'name' | 'id';

const orderOf = (order: ListOrder) => (order === 'name' ? ({ nameKey: 'ASC', id: 'ASC' } as const) : ({ id: 'ASC' } as const));

/** One page of the user's rows, optionally filtered by a name fragment, with the total count. */
export async function findUserPage<T extends UserRow>(
  repository: Repository<T>,
  userId: number,
  args: NamedPageArgs,
  order: ListOrder,
): Promise<Page<T>> {
  const { page, size, search } = assertValid(NamedPageArgs, args);
  const query = repository.createQueryBuilder('row').where('row.userId = :userId', { userId });
  if (search?.trim()) query.andWhere(`row.nameKey LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(search) });
  if (order === 'name') query.orderBy('row.nameKey', 'ASC').addOrderBy('row.id', 'ASC');
  else query.orderBy('row.id', 'ASC');
  const [content, totalElements] = await query
    .skip(page * size)
    .take(size)
    .getManyAndCount();
  return { content, totalElements };
}

/** All the user's rows in list order. */
export function findUserRows<T extends UserRow>(repository: Repository<T>, userId: number, order: ListOrder): Promise<T[]> {
  return repository.find({ where: { userId } as never, order: orderOf(order) as never });
}
