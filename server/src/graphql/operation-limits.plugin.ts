import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNullableType,
  GraphQLError,
  isListType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_MEALS_PER_DAY } from '../modules/meal-info/meal-info.types';
import { MAX_INGREDIENTS } from '../modules/recipes/recipe.types';
import { MAX_EXERCISE_TAGS } from '../modules/training/exercise.types';
import { MAX_WEEK_FREQUENCY } from '../modules/training/routine.types';

/**
 * Two bounds on what one operation may ask for, checked before any resolver runs:
 *
 * - **Root fields** (aliases included): the services load every root field's whole tree with a fixed number of
 *   statements, so the database work of a request grows with its root fields. The React client asks for one or two.
 * - **Cost**: the number of values the answer can hold, counted at every depth with aliases and fragments (each
 *   spread counts again) and multiplied by list sizes: a paged list by its `size`, a nested list by the most it can
 *   hold under the rules (7 sessions a routine, 100 ingredients a recipe …), any other list by an estimate. This is
 *   what stops a short document from building a huge answer out of the same rows (`allRecipes` → 50 aliases of
 *   `ingredients` → 50 aliases of `food` → 50 aliases of `name`).
 */
export const MAX_ROOT_FIELDS = 20;
export const MAX_OPERATION_COST = 200_000;
/**
 * Selections the analysis itself may visit (fragments expanded): bounds the work of counting, and refuses a
 * document whose expansion alone is huge.
 */
export const MAX_QUERY_NODES = 10_000;
const NODE_LIMIT_MESSAGE = 'Query exceeds the maximum allowed number of nodes.';

/** Lists whose length the rules bound (by `Type.field`). */
const LIST_BOUNDS: Record<string, number> = {
  'Routine.sessions': MAX_WEEK_FREQUENCY,
  'Recipe.ingredients': MAX_INGREDIENTS,
  'DailyMeal.meals': MAX_MEALS_PER_DAY,
  'MealInfo.mealNames': MAX_MEALS_PER_DAY,
  'Exercise.tags': MAX_EXERCISE_TAGS,
};

/** Items assumed for a list only the user's data bounds (a catalogue, a meal's entries, a session's exercises). */
export const DATA_LIST_ESTIMATE = 25;

type Query = Parameters<typeof getComplexity>[0]['query'];

/** Counts root fields only. */
function rootFieldEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  return ({ type }) => (roots.has(type as never) ? 1 : 0);
}

/** How many times a field's selection repeats in the answer. */
function repeats(parent: string, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  // A page's rows: its `size` (validated to at most MAX_PAGE_SIZE; the paged field multiplies, see below).
  if (parent.endsWith('Page') && field.name === 'content') return 1;
  if (typeof args.size === 'number' && field.args.some((arg) => arg.name === 'size')) return Math.max(1, args.size);
  if (!isListType(getNullableType(field.type))) return 1;
  return LIST_BOUNDS[`${parent}.${field.name}`] ?? DATA_LIST_ESTIMATE;
}

/** One per value in the answer: a field is 1, plus its selection once per item it repeats for. */
const costEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) =>
  1 + repeats(type.name, field as GraphQLField<unknown, unknown>, args) * childComplexity;

export function rootFieldCount(schema: GraphQLSchema, query: Query, variables: Record<string, unknown> = {}, operationName?: string): number {
  return getComplexity({ schema, query, variables, operationName, maxQueryNodes: MAX_QUERY_NODES, estimators: [rootFieldEstimator(schema)] });
}

export function operationCost(schema: GraphQLSchema, query: Query, variables: Record<string, unknown> = {}, operationName?: string): number {
  return getComplexity({ schema, query, variables, operationName, maxQueryNodes: MAX_QUERY_NODES, estimators: [costEstimator] });
}

function tooLarge(message: string, extensions: Record<string, number>) {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_LARGE', ...extensions, http: { status: 400 } } });
}

/** Refuses an operation over either bound, before any resolver runs. */
export function operationLimitsPlugin(
  schema: GraphQLSchema,
  { maxRootFields = MAX_ROOT_FIELDS, maxCost = MAX_OPERATION_COST } = {},
): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const variables = request.variables ?? {};
          const name = request.operationName ?? undefined;
          let rootFields: number;
          let cost: number;
          try {
            rootFields = rootFieldCount(schema, document, variables, name);
            cost = operationCost(schema, document, variables, name);
          } catch (error) {
            if ((error as Error).message === NODE_LIMIT_MESSAGE) {
              throw tooLarge(`This operation has more than ${MAX_QUERY_NODES} fields once its fragments are expanded.`, {
                maximumNodes: MAX_QUERY_NODES,
              });
            }
            return; // bad variables: execution answers them with its own, precise errors
          }
          if (rootFields > maxRootFields) {
            throw tooLarge(`This operation asks for ${rootFields} root fields; at most ${maxRootFields} are allowed in one request.`, {
              rootFields,
              maximumRootFields: maxRootFields,
            });
          }
          if (cost > maxCost) {
            throw tooLarge(
              `This operation could return ${cost} values; at most ${maxCost} are allowed in one request. Ask for fewer fields, aliases or rows.`,
              { cost, maximumCost: maxCost },
            );
          }
        },
      };
    },
  };
}
