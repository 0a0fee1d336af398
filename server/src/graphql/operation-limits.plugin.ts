import type { ApolloServerPlugin } from '@apollo/server';
import {
  defaultFieldResolver,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  Kind,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  EXERCISE_TAGS_MAX,
  MEALS_PER_DAY_MAX,
  PROGRESS_DAYS_MAX,
  RECENT_SOURCES_MAX,
  RECIPE_INGREDIENTS_MAX,
  SESSION_EXERCISES_MAX,
  WEIGHT_RANGE_DAYS_MAX,
  WEEK_FREQUENCY_MAX,
  WORKOUT_EXERCISES_MAX,
  WORKOUT_SETS_PER_EXERCISE_MAX,
} from '@fitness-manager/shared';
import { Lru } from '../common/lru';
import { currentRequest } from '../observability/request-context';
import { RecordKind } from '../modules/workouts/workout.types';
import { LOCKS_ITSELF } from './write-lock.plugin';

/**
 * Two bounds on what one operation may ask for, checked before any resolver runs:
 *
 * - **Root fields** (aliases included): the services load every root field's whole tree with a fixed number of
 *   statements, so the database work of a request grows with its root fields. The React client asks for one or two.
 * - **Cost** (estimated before anything runs): the number of values the answer can hold, counted at every depth with aliases and fragments (each
 *   spread counts again) and multiplied by list sizes: a paged list by its `size`, a nested list by the most it can
 *   hold under the rules (7 sessions a routine, 100 ingredients a recipe …), any other list by an estimate. This is
 *   what stops a short document from building a huge answer out of the same rows (`allRecipes` → 50 aliases of
 *   `ingredients` → 50 aliases of `food` → 50 aliases of `name`).
 */
export const MAX_ROOT_FIELDS = 20;
export const MAX_OPERATION_COST = 200_000;
/**
 * Values an answer may be built of, counted while execution builds its lists (each list's items times the fields
 * selected in one): the estimate above has to assume a length for lists only the user's data bounds (a catalogue, a
 * meal's entries), and 300 aliases of `name` under `allFoods` of a real catalogue would build millions. About 5 MB
 * of JSON.
 */
export const MAX_ANSWER_VALUES = 250_000;
/**
 * Selections the analysis itself may visit (fragments expanded): bounds the work of counting, and refuses a
 * document whose expansion alone is huge.
 */
export const MAX_QUERY_NODES = 10_000;
/**
 * Tokens a query may have (graphql-js counts all but comments; Apollo answers GRAPHQL_PARSE_FAILED past it, before
 * validating): the client's largest has under 300, an introspection query about 400. Without it a 1 MB body of
 * `me { id }` repeated cost about a second of CPU to parse and validate, for anyone, signed in or not.
 */
export const MAX_QUERY_TOKENS = 10_000;
const NODE_LIMIT_MESSAGE = 'Query exceeds the maximum allowed number of nodes.';

/** Lists whose length the rules bound (by `Type.field`). */
const LIST_BOUNDS: Record<string, number> = {
  'Routine.sessions': WEEK_FREQUENCY_MAX,
  'Recipe.ingredients': RECIPE_INGREDIENTS_MAX,
  'DailyMeal.meals': MEALS_PER_DAY_MAX,
  'MealInfo.mealNames': MEALS_PER_DAY_MAX,
  'Exercise.tags': EXERCISE_TAGS_MAX,
  'Session.exercises': SESSION_EXERCISES_MAX,
  'Workout.exercises': WORKOUT_EXERCISES_MAX,
  'WorkoutExercise.sets': WORKOUT_SETS_PER_EXERCISE_MAX,
  'PreviousPerformance.sets': WORKOUT_SETS_PER_EXERCISE_MAX,
  'ExerciseHistoryEntry.sets': WORKOUT_SETS_PER_EXERCISE_MAX,
  'CompleteSetPayload.recordsBeaten': Object.keys(RecordKind).length,
  'DietProgress.days': PROGRESS_DAYS_MAX,
  // One weight a day over a progress range at most.
  'Query.bodyWeights': WEIGHT_RANGE_DAYS_MAX,
  'Query.recentMealSources': RECENT_SOURCES_MAX,
};

/**
 * Root fields that read a whole uploaded file (seconds of work and a few hundred MB for the largest): at most once in
 * an operation, whatever the aliases. `importUpload` takes the write lock itself once the file is read (LOCKS_ITSELF),
 * so it must also be the operation's only field: no other mutation may run outside the lock beside it.
 */
export const ONCE_PER_OPERATION = ['Query.importPreview', 'Mutation.importUpload'];

/**
 * Root fields that read a whole catalogue of the user's (foods: up to 200,000): at most once in an operation too. The
 * answer meter counts a list only once it is read, and graphql-js starts every root field's read before any returns:
 * 20 aliases of `allFoods { id }` over 200,000 foods read the catalogue 20 times (55 s of CPU, 1.6 GB) before the
 * meter could refuse the answer. Unlike ONCE_PER_OPERATION these are compiled (hot reads of the client).
 */
export const WHOLE_CATALOGUE_READS = ['Query.allFoods', 'Query.allRecipes', 'Query.allExercises', 'Query.allTags'];
/** Every root field an operation may ask for at most once. */
const ONCE_EACH = [...ONCE_PER_OPERATION, ...WHOLE_CATALOGUE_READS];

/** Items assumed for a list only the user's data bounds (a catalogue, a meal's entries). */
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

export function rootFieldCount(
  schema: GraphQLSchema,
  query: Query,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query,
    variables,
    operationName,
    maxQueryNodes: MAX_QUERY_NODES,
    estimators: [rootFieldEstimator(schema)],
  });
}

/** The root fields of an operation as `Type.field`, once per occurrence (aliases and fragments expanded; no `__typename`). */
export function rootFieldNames(
  schema: GraphQLSchema,
  query: Query,
  variables: Record<string, unknown> = {},
  operationName?: string,
): string[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  const names: string[] = [];
  getComplexity({
    schema,
    query,
    variables,
    operationName,
    maxQueryNodes: MAX_QUERY_NODES,
    estimators: [
      ({ type, field }) => {
        if (roots.has(type as never) && !field.name.startsWith('__')) names.push(`${type.name}.${field.name}`);
        return 0;
      },
    ],
  });
  return names;
}

export function operationCost(
  schema: GraphQLSchema,
  query: Query,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({ schema, query, variables, operationName, maxQueryNodes: MAX_QUERY_NODES, estimators: [costEstimator] });
}

/** Where a request's AnswerMeter waits for the field resolvers (on the GraphQL context). */
const METER = Symbol('answerMeter');
const METERED = Symbol('metered');

/** Counts the values of an answer as its lists are built; past the bound, every further list fails at once. */
class AnswerMeter {
  values = 0;
  private tooLarge?: GraphQLError;

  constructor(readonly maxValues: number) {}

  /** Made when first needed: an error (and its stack) per request would cost every answer, not only the refused. */
  get error(): GraphQLError {
    this.tooLarge ??= new GraphQLError(
      `The answer would hold more than ${this.maxValues} values. Ask for fewer rows (use a paged list), fields or aliases.`,
      { extensions: { code: 'RESPONSE_TOO_LARGE', maximumValues: this.maxValues } },
    );
    return this.tooLarge;
  }

  get exceeded(): boolean {
    return this.values > this.maxValues;
  }

  /** A list field's value: each item builds `perItem()` values (worked out only for a list with items). */
  countList(value: unknown, perItem: () => number): unknown {
    this.values += Array.isArray(value) && value.length > 0 ? value.length * perItem() + 1 : 1;
    if (this.exceeded) throw this.error;
    return value;
  }
}

/** Whether the request's answer went past the value bound (the plugin then answers RESPONSE_TOO_LARGE alone). */
export function answerMeterExceeded(context: object): boolean {
  return (context as { [METER]?: AnswerMeter })[METER]?.exceeded ?? false;
}

/**
 * The values one item of a list field builds: every field selected below it, at every depth (fragments expanded,
 * aliases counted, and `@skip`/`@include` branches counted too, so a count never depends on variables or on where a
 * fragment is spread), a nested list's selection once (its items count again when that list is built).
 */
function valuesPerItem({ fieldNodes, fragments }: GraphQLResolveInfo): number {
  let values = 0;
  for (const node of fieldNodes) values = Math.min(VALUES_CAP, values + selectedFields(node.selectionSet, fragments));
  return Math.max(1, values);
}

/**
 * Far above any bound, and small enough that a count times a list's length stays a finite number (a skipped branch
 * is counted whole, so a document can claim astronomically many fields without the estimate ever visiting them).
 */
const VALUES_CAP = 2 ** 40;

/**
 * The fields below a selection set (fragments expanded, each spread counting again, aliases counted), remembered per
 * set of a parsed document: a count is the same wherever the set is used, so each set is walked once — a fragment
 * spread twice at each of 40 levels is 40 walks, not 2⁴⁰. The document must be validated (no fragment cycles). The
 * compiled executor bounds the fields it compiles with it too (graphql/jit-executor.ts).
 */
const fieldsBelow = new WeakMap<SelectionSetNode, number>();
export function selectedFields(set: SelectionSetNode | undefined, fragments: GraphQLResolveInfo['fragments']): number {
  if (!set) return 0;
  let count = fieldsBelow.get(set);
  if (count !== undefined) return count;
  count = 0;
  for (const selection of set.selections) {
    const below =
      selection.kind === Kind.FIELD
        ? 1 + selectedFields(selection.selectionSet, fragments)
        : selection.kind === Kind.INLINE_FRAGMENT
          ? selectedFields(selection.selectionSet, fragments)
          : selectedFields(fragments[selection.name.value]?.selectionSet, fragments);
    count = Math.min(VALUES_CAP, count + below);
  }
  fieldsBelow.set(set, count);
  return count;
}

/**
 * Wraps the resolver of every list field of the schema once so that, in a metered request, each list counts the
 * values its items will build before execution builds any of them (a counter, not a size: nothing is serialised).
 * Only lists: what an answer holds outside them is bounded by the cost estimate, checked before execution, and a
 * wrapper on every field cost a tenth of a hot read's CPU (docs/performance.md).
 */
function meterResolvers(schema: GraphQLSchema): void {
  const marked = schema as GraphQLSchema & { [METERED]?: true };
  if (marked[METERED]) return;
  marked[METERED] = true;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isListType(getNullableType(field.type))) continue;
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const meter = (context as { [METER]?: AnswerMeter } | undefined)?.[METER];
        if (!meter) return resolve(source, args, context, info);
        if (meter.exceeded) throw meter.error;
        const value = resolve(source, args, context, info);
        return value instanceof Promise
          ? value.then((resolved) => meter.countList(resolved, () => valuesPerItem(info)))
          : meter.countList(value, () => valuesPerItem(info));
      };
    }
  }
}

/**
 * What an operation measured, remembered per parsed document (Apollo keeps one parsed document per query text, so a
 * client's repeated operations find theirs), operation name and variables: a pure function of the three, which
 * every request of a hot read would otherwise compute again by walking the whole document twice. One LRU of at most
 * `maxEntries` for all documents, keys of at most `KEY_MAX` characters: a bound per document alone let a client keep
 * 64 variable sets of ~1 KB for each of thousands of small documents (undeclared variables included).
 */
export class OperationMeasures<T> {
  private static readonly KEY_MAX = 1_000;
  private readonly documentIds = new WeakMap<object, number>();
  private nextDocumentId = 0;
  private readonly measures: Lru<T>;

  constructor(maxEntries = 4_096) {
    this.measures = new Lru(maxEntries);
  }

  get size(): number {
    return this.measures.size;
  }

  get(document: object, operationName: string | undefined, variables: Record<string, unknown>, measure: () => T): T {
    let id = this.documentIds.get(document);
    if (id === undefined) this.documentIds.set(document, (id = this.nextDocumentId++));
    const key = `${id}\u0000${operationName ?? ''}\u0000${JSON.stringify(variables)}`;
    if (key.length > OperationMeasures.KEY_MAX) return measure(); // large variables (a mutation's input): not kept
    let value = this.measures.get(key);
    if (value === undefined) {
      value = measure();
      this.measures.set(key, value);
    }
    return value;
  }
}

function tooLarge(message: string, extensions: Record<string, number>) {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_LARGE', ...extensions, http: { status: 400 } } });
}

/**
 * Refuses an operation over the root-field or cost bound before any resolver runs, and stops building an answer
 * past the value bound (RESPONSE_TOO_LARGE, 400, one error instead of a partial answer).
 */
export function operationLimitsPlugin(
  schema: GraphQLSchema,
  { maxRootFields = MAX_ROOT_FIELDS, maxCost = MAX_OPERATION_COST, maxAnswerValues = MAX_ANSWER_VALUES } = {},
): ApolloServerPlugin {
  meterResolvers(schema);
  const measuredOperations = new OperationMeasures<
    { rootFields: number; cost: number; names: string[] } | 'too many nodes' | 'bad variables'
  >();
  return {
    async requestDidStart({ contextValue }) {
      // Before any executor: the compiled one answers from `responseForOperation`, where no execution hook has run
      // (graphql/jit-executor.ts).
      const meter = new AnswerMeter(maxAnswerValues);
      Object.defineProperty(contextValue, METER, { value: meter });
      return {
        async executionDidStart() {
          // From zero: graphql-js may be executing an operation whose compiled answer was thrown away.
          meter.values = 0;
        },
        async willSendResponse({ response }) {
          if (!meter.exceeded) return;
          // Counted here too: a compiled answer past the bound never reaches the error formatter (jit-executor.ts).
          currentRequest()?.errorCodes.add('RESPONSE_TOO_LARGE');
          response.body = { kind: 'single', singleResult: { errors: [meter.error.toJSON()] } };
          response.http.status = 400;
        },
        async didResolveOperation({ request, document }) {
          const variables = request.variables ?? {};
          const name = request.operationName ?? undefined;
          const measured = measuredOperations.get(document, name, variables, () => {
            try {
              const rootFields = rootFieldCount(schema, document, variables, name);
              return {
                rootFields,
                cost: operationCost(schema, document, variables, name),
                // Not needed past the root-field bound (refused first), and not kept: it could be thousands long.
                names: rootFields > maxRootFields ? [] : rootFieldNames(schema, document, variables, name),
              };
            } catch (error) {
              if ((error as Error).message === NODE_LIMIT_MESSAGE) return 'too many nodes';
              return 'bad variables';
            }
          });
          if (measured === 'too many nodes') {
            throw tooLarge(`This operation has more than ${MAX_QUERY_NODES} fields once its fragments are expanded.`, {
              maximumNodes: MAX_QUERY_NODES,
            });
          }
          if (measured === 'bad variables') return; // execution answers them with its own, precise errors
          const { rootFields, cost, names } = measured;
          if (rootFields > maxRootFields) {
            throw tooLarge(`This operation asks for ${rootFields} root fields; at most ${maxRootFields} are allowed in one request.`, {
              rootFields,
              maximumRootFields: maxRootFields,
            });
          }
          for (const field of ONCE_EACH) {
            const times = names.filter((n) => n === field).length;
            if (times > 1) {
              const what = ONCE_PER_OPERATION.includes(field) ? 'a whole file' : 'a whole catalogue';
              throw tooLarge(
                `This operation asks for ${field.split('.')[1]} ${times} times; it reads ${what}, so at most once in one request.`,
                {
                  times,
                  maximumTimes: 1,
                },
              );
            }
          }
          const alone = names.find((n) => LOCKS_ITSELF.has(n));
          if (alone && names.length > 1) {
            throw tooLarge(`${alone.split('.')[1]} must be the only field of its operation.`, {
              rootFields: names.length,
              maximumRootFields: 1,
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
