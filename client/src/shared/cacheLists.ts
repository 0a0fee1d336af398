import type { ApolloCache, Reference, StoreObject } from '@apollo/client';
import { compareByName } from '@fitness-manager/shared';

/**
 * Drops every cached variant of a root query field (e.g. all pages and searches of `foods`): an active query
 * that reads it fetches again, others fetch when next shown.
 */
export function evictRootField(cache: ApolloCache, fieldName: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName });
}

/**
 * Drops every cached root query field but those of `keep` (all their variants), e.g. after an import that may have
 * written anything the account holds: a root field added to the schema later is dropped too, without a list to keep
 * up to date. Active queries that read a dropped field fetch again, others when next shown.
 */
export function evictRootFieldsExcept(cache: ApolloCache, keep: readonly string[]): void {
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (fieldName === '__typename' || keep.includes(fieldName) ? value : DELETE),
  });
}

/**
 * Puts `object` (already normalised, e.g. the result of a create or update mutation) into a cached root list
 * kept in name order (e.g. `allFoods`), or moves it to its place after a rename: the server's order (the shared
 * `compareByName`: the accent-free name key, then the id), so the row stays where the next answer puts it. Does
 * nothing while the list is not cached.
 */
export function upsertSortedByName(cache: ApolloCache, fieldName: string, object: StoreObject): void {
  const id = cache.identify(object);
  if (!id) return;
  cache.modify<Record<string, ReadonlyArray<Reference>>>({
    id: 'ROOT_QUERY',
    fields: {
      [fieldName]: (existing, { readField, toReference }) => {
        const ref = toReference(id);
        if (!ref || !Array.isArray(existing)) return existing;
        const others = (existing as ReadonlyArray<Reference>).filter((item) => item.__ref !== ref.__ref);
        const row = (item: Reference) => ({ name: readField<string>('name', item) ?? '', id: readField<number>('id', item) });
        return [...others, ref].sort((a, b) => compareByName(row(a), row(b)));
      },
    },
  });
}

/**
 * Appends `object` (already normalised, e.g. a created tag) to a cached root list kept in creation order (e.g.
 * `allTags`, `allExercises`), unless it is already there. Does nothing while the list is not cached.
 */
export function appendToRootList(cache: ApolloCache, fieldName: string, object: StoreObject): void {
  const id = cache.identify(object);
  if (!id) return;
  cache.modify<Record<string, ReadonlyArray<Reference>>>({
    id: 'ROOT_QUERY',
    fields: {
      [fieldName]: (existing, { toReference }) => {
        const ref = toReference(id);
        if (!ref || !Array.isArray(existing)) return existing;
        const list = existing as ReadonlyArray<Reference>;
        return list.some((item) => item.__ref === ref.__ref) ? list : [...list, ref];
      },
    },
  });
}

/**
 * After a deletion: evicts `object` and every cached variant of its paged list field (e.g. `foods`), then
 * garbage-collects what only it referenced.
 */
export function evictDeleted(cache: ApolloCache, object: StoreObject, pagedField: string): void {
  cache.evict({ id: cache.identify(object) });
  evictRootField(cache, pagedField);
  cache.gc();
}
