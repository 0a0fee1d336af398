import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { evictRootFieldsExcept, upsertSortedByName } from './cacheLists';

// Parsed, not tagged: codegen collects tagged documents, and these only shape the test's cache.
const ALL_FOODS = parse('query AllFoodsForCacheTest { allFoods { id name } }');
const FOOD = parse('fragment FoodForCacheTest on Food { id name }');

const food = (id: number, name: string) => ({ __typename: 'Food', id, name });

function cacheWith(...foods: ReturnType<typeof food>[]) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: ALL_FOODS, data: { allFoods: foods } });
  return cache;
}

function upsert(cache: InMemoryCache, row: ReturnType<typeof food>): string[] {
  cache.writeFragment({ fragment: FOOD, data: row });
  upsertSortedByName(cache, 'allFoods', row);
  return cache.readQuery<{ allFoods: { id: number; name: string }[] }>({ query: ALL_FOODS })!.allFoods.map((f) => `${f.id} ${f.name}`);
}

describe('upsertSortedByName', () => {
  it('puts a new row where the server lists it: by the accent-free name key, then by id', () => {
    const cache = cacheWith(food(1, 'abacate'), food(4, 'agua'), food(5, 'banana'));
    expect(upsert(cache, food(2, 'Água'))).toEqual(['1 abacate', '2 Água', '4 agua', '5 banana']);
  });

  it('compares keys by code point, as the server does (a digit before an underscore)', () => {
    const cache = cacheWith(food(1, 'a1'), food(2, 'b'));
    expect(upsert(cache, food(3, 'a_b'))).toEqual(['1 a1', '3 a_b', '2 b']);
  });

  it('moves a renamed row to its new place', () => {
    const cache = cacheWith(food(1, 'abacate'), food(2, 'banana'), food(3, 'cenoura'));
    expect(upsert(cache, food(1, 'damasco'))).toEqual(['2 banana', '3 cenoura', '1 damasco']);
  });
});

describe('evictRootFieldsExcept', () => {
  it('drops every root field and all its variants, one no list names too, and keeps those asked for', () => {
    const cache = new InMemoryCache();
    cache.restore({
      ROOT_QUERY: {
        __typename: 'Query',
        me: { __ref: 'User:1' },
        'foods({"page":0,"size":9})': { __typename: 'FoodPage', total: 0 },
        'foods({"page":1,"size":9})': { __typename: 'FoodPage', total: 0 },
        'aFieldAddedTomorrow({"date":"2026-03-11"})': 3,
      },
      'User:1': { __typename: 'User', id: 1, name: 'Ana' },
    });
    evictRootFieldsExcept(cache, ['me']);
    expect(cache.extract()['ROOT_QUERY']).toEqual({ __typename: 'Query', me: { __ref: 'User:1' } });
    expect(cache.extract()['User:1']).toEqual({ __typename: 'User', id: 1, name: 'Ana' });
  });
});
