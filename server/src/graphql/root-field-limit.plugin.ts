import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * How many root fields (aliases included) one operation may ask for. The services load every root field's whole
 * tree (a day's meals and entries, a routine's sessions and exercises) with a fixed number of statements, and nested
 * fields are read from those trees, so the work of a request grows with its root fields: a document that repeats
 * `allFoods` under hundreds of aliases is refused before anything runs. The React client asks for one or two.
 */
export const MAX_ROOT_FIELDS = 20;

/** Counts root fields only (graphql-query-complexity resolves fragments, aliases and @skip/@include for us). */
function rootFieldEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  return ({ type }) => (roots.has(type as never) ? 1 : 0);
}

/** The number of root fields the operation selects (see MAX_ROOT_FIELDS). */
export function rootFieldCount(
  schema: GraphQLSchema,
  query: Parameters<typeof getComplexity>[0]['query'],
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({ schema, query, variables, operationName, estimators: [rootFieldEstimator(schema)] });
}

/** Refuses an operation with more than `max` root fields, before any resolver runs. */
export function rootFieldLimitPlugin(schema: GraphQLSchema, max = MAX_ROOT_FIELDS): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let count: number;
          try {
            count = rootFieldCount(schema, document, request.variables ?? {}, request.operationName ?? undefined);
          } catch {
            return; // bad variables: execution answers them with its own, precise errors
          }
          if (count > max) {
            throw new GraphQLError(`This operation asks for ${count} root fields; at most ${max} are allowed in one request.`, {
              extensions: { code: 'QUERY_TOO_LARGE', rootFields: count, maximumRootFields: max, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
