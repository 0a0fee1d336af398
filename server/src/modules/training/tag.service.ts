import { message } from '@fitness-manager/shared';
import { In, type EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import { NamedPageArgs, type Page } from '../../common/paging';
import { sortKey } from '../../common/text';
import { assertValid } from '../../common/validation';
import { ExerciseTagEntity } from './exercise.entity';
import { TagEntity } from './tag.entity';
import { TagInput } from './tag.types';
import type { Database } from '../../db/database';
import { findUserPage, findUserRows } from '../../common/user-list';
import { ensureRoom } from '../users/account-caps';

export const tagNotFound = (id: number) => NotFoundError.record('tag', id);

export class TagService {
  constructor(private readonly dataSource: Database) {}

  private get repository() {
    return this.dataSource.getRepository(TagEntity);
  }

  /** The user's tags in id order, optionally filtered by a name fragment. */
  async list(userId: number, args: NamedPageArgs): Promise<Page<TagEntity>> {
    return findUserPage(this.repository, userId, args, 'id');
  }

  all(userId: number): Promise<TagEntity[]> {
    return findUserRows(this.repository, userId, 'id');
  }

  async get(userId: number, id: number): Promise<TagEntity> {
    const tag = await this.repository.findOneBy({ id, userId });
    if (!tag) throw tagNotFound(id);
    return tag;
  }

  /** The user's tags with these ids, or NotFound naming the first missing one. */
  async getMany(manager: EntityManager, userId: number, ids: number[]): Promise<Map<number, TagEntity>> {
    const unique = [...new Set(ids)];
    const tags = unique.length === 0 ? [] : await manager.find(TagEntity, { where: { id: In(unique), userId } });
    const byId = new Map(tags.map((tag) => [tag.id, tag]));
    const missing = unique.find((id) => !byId.has(id));
    if (missing !== undefined) throw tagNotFound(missing);
    return byId;
  }

  async create(userId: number, raw: TagInput): Promise<TagEntity> {
    const { name } = normalise(raw);
    return this.dataSource.transaction(async (manager) => {
      await ensureRoom(manager, userId, 'tags', 1);
      return manager.save(TagEntity, manager.create(TagEntity, { userId, name, nameKey: sortKey(name) }));
    });
  }

  async update(userId: number, id: number, raw: TagInput): Promise<TagEntity> {
    const { name } = normalise(raw);
    const tag = await this.get(userId, id);
    return this.repository.save(Object.assign(tag, { name, nameKey: sortKey(name) }));
  }

  /** Refused (ConflictError, the legacy text) while an exercise has the tag. Returns the deleted tag. */
  async delete(userId: number, id: number): Promise<TagEntity> {
    return this.dataSource.transaction(async (manager) => {
      const tag = await manager.findOneBy(TagEntity, { id, userId });
      if (!tag) throw tagNotFound(id);
      if (await manager.existsBy(ExerciseTagEntity, { tagId: id })) {
        throw new ConflictError(message('server.tagInUse'));
      }
      await manager.delete(TagEntity, { id });
      return { ...tag, id };
    });
  }
}

export function normalise(raw: TagInput): TagInput {
  return assertValid(TagInput, { name: typeof raw.name === 'string' ? raw.name.trim() : raw.name });
}
