import type {
  GatewayExecutionResult,
  GatewayGraphQLRequestContext,
  GatewayInterface,
  GatewaySchemaLoadOrUpdateCallback,
} from '@apollo/server-gateway-interface';
import {
  execute,
  GraphQLError,
  Kind,
  OperationTypeNode,
  printSchema,
  visit,
  BREAK,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { answerMeterExceeded, restartAnswerMeter } from './operation-limits.plugin';

/**
 * Runs queries through graphql-jit (one compiled function per document) behind Apollo Server, which still parses,
 * validates, runs every plugin hook and formats the errors: Apollo hands a resolved, validated operation to the
 * `executor` of its gateway interface instead of calling graphql-js's `execute`. See docs/architecture.md, "Executing
 * GraphQL", and docs/performance.md, "Third pass".
 *
 * The answers are graphql-js's, byte for byte:
 * - Only queries are compiled. Mutations stay on graphql-js: they are not hot (a user's action, dominated by their
 *   writes), run under the write lock one root field after another, and are where input errors are answered.
 * - graphql-jit words and orders errors its own way: errors of non-null fields come after the others, and once one
 *   nulls the whole answer the later ones are dropped; a value a scalar refuses to serialise loses the scalar's error;
 *   its variable coercion messages differ. A compiled answer is sent when it has no error, or when it has one error
 *   that is provably the only one graphql-js would report, thrown by a resolver (`singleResolverError`): that error is
 *   rebuilt as graphql-js builds it. Any other answer with errors is executed again by graphql-js and that answer is
 *   the one sent. The operation is a query: executing it again reads again and changes nothing. Refused variables are
 *   found before any resolver runs, so then nothing was read twice.
 * - Documents graphql-jit would treat differently, or unsafely, are never compiled (see `compilable`).
 *
 * Bounded work and memory: compiling costs far more than executing once, so a document is compiled on its second
 * sight only (sights counted in a bounded LRU); compiled documents are kept in an LRU bounded both in entries and in
 * the fields they select, and a document selecting more than `maxFields` fields (fragments expanded) is never compiled.
 */
export interface JitOptions {
  /** Documents whose sights are counted (least recently seen forgotten first). */
  maxSighted?: number;
  /** Compiled documents kept. */
  maxCompiled?: number;
  /** Fields (fragments expanded) a compiled document may select: larger ones always run on graphql-js. */
  maxFields?: number;
  /** Fields all compiled documents may select together (the generated code grows with them). */
  maxCompiledFields?: number;
  /** Operation names longer than this are not part of a key: such operations run on graphql-js. */
  maxOperationNameLength?: number;
  /** Sights executed by graphql-js before a document is compiled (1: compiled on its second sight; 0 in tests only). */
  sightsBeforeCompile?: number;
  /** Where the executor counts what it did (tests read it); a new object by default. */
  stats?: JitStats;
}

/**
 * A compiled document is about 900 characters of generated code per selected field (the bench's day read: 35 fields,
 * 31 KB) and takes about 55 µs a field to compile (2 ms for the day): 10,000 fields in all is about 9 MB of code, and
 * the largest document compiled costs one request about 30 ms. The client's documents select 6–40 fields each.
 */
export const JIT_DEFAULTS: Required<Omit<JitOptions, 'stats'>> = {
  maxSighted: 1_000,
  maxCompiled: 200,
  maxFields: 500,
  maxCompiledFields: 10_000,
  maxOperationNameLength: 200,
  // FM_JIT_SIGHTS=0 runs a whole test suite with every query compiled on first sight (docs/performance.md › Third pass).
  sightsBeforeCompile: Number(process.env.FM_JIT_SIGHTS ?? 1),
};

/** Why a document runs on graphql-js (`compilable`'s answer when it is not). */
export type NotCompiled = 'not a query' | 'string literal' | 'directive' | 'reserved response key' | 'too many fields' | 'compile error';

/** The least recently used entry goes first once the map is full (a Map keeps insertion order; a hit re-inserts). */
class Lru<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Adds an entry; returns the ones evicted to make room. */
  set(key: string, value: V): V[] {
    this.entries.delete(key);
    this.entries.set(key, value);
    return this.trim(this.max);
  }

  /** Evicts the oldest entries until at most `max` remain. */
  trim(max: number): V[] {
    const evicted: V[] = [];
    for (const [key, value] of this.entries) {
      if (this.entries.size <= max) break;
      this.entries.delete(key);
      evicted.push(value);
    }
    return evicted;
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  /** The oldest entry's key. */
  oldest(): string | undefined {
    return this.entries.keys().next().value;
  }
}

/** The fields an operation selects, fragments expanded (each spread counts again), stopping past `cap`. */
function selectedFieldCount(operation: OperationDefinitionNode, document: DocumentNode, cap: number): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  // Per fragment: a fragment spread at every level of a deep document is counted once, not once per path.
  const perFragment = new Map<string, number>();
  const count = (set: SelectionSetNode | undefined, seen: ReadonlySet<string>): number => {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) total += 1 + count(selection.selectionSet, seen);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet, seen);
      else {
        const name = selection.name.value;
        let below = perFragment.get(name);
        if (below === undefined) {
          // Validation refuses cycles; a missing fragment is refused there too.
          below = seen.has(name) ? cap + 1 : count(fragments.get(name)?.selectionSet, new Set([...seen, name]));
          perFragment.set(name, below);
        }
        total += below;
      }
      if (total > cap) return cap + 1;
    }
    return total;
  };
  return count(operation.selectionSet, new Set());
}

/**
 * Whether graphql-jit may compile this operation (`true`), or why not:
 * - **string literal**: graphql-jit 0.8.9 writes an argument's literal value into the generated code with
 *   `JSON.stringify` and then turns marker strings back into `NaN`, `Infinity` and `new Date(…)` with regular
 *   expressions; a string literal that starts with the (public) date marker is copied into the code as is, so a client
 *   could run code in the server (docs/security.md). Literal strings never reach the compiler (the client sends its
 *   values as variables, which the generated code only reads as data).
 * - **directive**: `@skip`/`@include` on fragment spreads had known differences (graphql-jit's option for the fix
 *   is marked temporary); the client uses none.
 * - **reserved response key**: an alias starting with `__` (`__proto__` would set the answer's prototype in the
 *   generated code); `__schema` and `__type` (introspection is not hot).
 */
export function compilable(document: DocumentNode, operation: OperationDefinitionNode, maxFields: number): true | NotCompiled {
  if (operation.operation !== OperationTypeNode.QUERY) return 'not a query';
  let refusal: NotCompiled | undefined;
  visit(document, {
    StringValue() {
      refusal = 'string literal';
      return BREAK;
    },
    Directive() {
      refusal = 'directive';
      return BREAK;
    },
    Field(node) {
      const name = node.name.value;
      if (node.alias?.value.startsWith('__') || (name.startsWith('__') && name !== '__typename')) {
        refusal = 'reserved response key';
        return BREAK;
      }
      return undefined;
    },
  });
  if (refusal) return refusal;
  if (selectedFieldCount(operation, document, maxFields) > maxFields) return 'too many fields';
  return true;
}

interface Compiled {
  query: CompiledQuery['query'];
  fields: number;
  /** Response keys of the operation's root selection (fragments expanded). */
  rootKeys: number;
}

/** The response keys of a selection set (fragments expanded; the document has no directives). */
function responseKeys(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  keys = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) keys.add(selection.alias?.value ?? selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) responseKeys(selection.selectionSet, fragments, keys, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) responseKeys(fragment.selectionSet, fragments, keys, seen);
    }
  }
  return keys;
}

/** The value at an error's path, and whether every step before the last was there (an object or a list). */
function valueAt(data: unknown, path: readonly (string | number)[]): { parentPresent: boolean; value: unknown } {
  let current = data;
  for (let i = 0; i < path.length - 1; i += 1) {
    if (current === null || typeof current !== 'object') return { parentPresent: false, value: undefined };
    current = (current as Record<string | number, unknown>)[path[i]];
  }
  if (current === null || typeof current !== 'object') return { parentPresent: false, value: undefined };
  return { parentPresent: true, value: (current as Record<string | number, unknown>)[path[path.length - 1]] };
}

/**
 * The one error of a compiled answer as graphql-js reports it, when graphql-js would report exactly that error and
 * no other; otherwise null. The error must be a resolver's (an Error thrown or returned, without a path or nodes of
 * its own: graphql-js's \`locatedError\` would keep those), and the only one raised:
 * - its field was nulled and its parent is there: a nullable field, so graphql-jit had no non-null error to trim (it
 *   would be listed too) and nothing was dropped; or
 * - it is the operation's only root field: its resolver failed, so nothing else ran.
 */
function singleResolverError(result: ExecutionResult, rootKeys: number): GraphQLError | null {
  const [error] = result.errors ?? [];
  if (result.errors?.length !== 1 || !error.path?.length) return null;
  const original: unknown = error.originalError;
  if (!(original instanceof Error) || original.message !== error.message) return null;
  if (original instanceof GraphQLError && (original.path !== undefined || original.nodes !== undefined)) return null;
  const { parentPresent, value } = valueAt(result.data, error.path);
  const nullable = parentPresent && value === null;
  const onlyRoot = rootKeys === 1 && error.path.length === 1 && (result.data === null || nullable);
  if (!nullable && !onlyRoot) return null;
  const located = new GraphQLError(error.message, { path: error.path, originalError: original });
  // graphql-js works the locations out of the field's nodes; graphql-jit computed the same ones from the same nodes.
  (located as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return located;
}

/** What the executor did, for tests and the bench (counters only). */
export interface JitStats {
  compiled: number;
  compiledRuns: number;
  graphqlJsRuns: number;
  /** Compiled answers with errors, executed again by graphql-js. */
  errorReruns: number;
  notCompiled: Partial<Record<NotCompiled, number>>;
}

const WILL_RESOLVE_FIELD = 'apolloServerExecutionDispatcherWillResolveField';

/** Whether Apollo asked for `willResolveField` hooks: it wraps the schema's resolvers, which a compiled query took before. */
function pluginsResolveFields(context: object): boolean {
  return Object.getOwnPropertySymbols(context).some((symbol) => symbol.description === WILL_RESOLVE_FIELD);
}

export class JitExecutor {
  readonly stats: JitStats;
  private readonly options: Required<Omit<JitOptions, 'stats'>>;
  private readonly sighted: Lru<number>;
  private readonly compiled: Lru<Compiled | NotCompiled>;
  private compiledFields = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    options: JitOptions = {},
  ) {
    const { stats, ...bounds } = options;
    this.options = { ...JIT_DEFAULTS, ...bounds };
    this.stats = stats ?? { compiled: 0, compiledRuns: 0, graphqlJsRuns: 0, errorReruns: 0, notCompiled: {} };
    this.sighted = new Lru(this.options.maxSighted);
    this.compiled = new Lru(this.options.maxCompiled);
  }

  /** The fields selected by all compiled documents kept (bounded by `maxCompiledFields`). */
  get keptFields(): number {
    return this.compiledFields;
  }

  get keptDocuments(): number {
    return this.compiled.size;
  }

  readonly execute = async (requestContext: GatewayGraphQLRequestContext): Promise<GatewayExecutionResult> => {
    const { document, operation, queryHash, context, request } = requestContext;
    if (!operation || operation.operation !== OperationTypeNode.QUERY || pluginsResolveFields(context))
      return this.graphqlJs(requestContext);
    const name = operation.name?.value ?? '';
    if (name.length > this.options.maxOperationNameLength) return this.graphqlJs(requestContext);
    const key = `${queryHash}:${name}`;
    let entry = this.compiled.get(key);
    if (entry === undefined) {
      // First sight: remembered, executed by graphql-js. Second: compiled.
      const sights = this.sighted.get(key) ?? 0;
      if (sights < this.options.sightsBeforeCompile) {
        this.sighted.set(key, sights + 1);
        return this.graphqlJs(requestContext);
      }
      this.sighted.delete(key);
      entry = this.compile(document, operation);
      this.keep(key, entry);
    }
    if (typeof entry === 'string') return this.graphqlJs(requestContext);
    this.stats.compiledRuns += 1;
    const result = (await entry.query(undefined, context, request.variables ?? {})) as ExecutionResult;
    if (!result.errors?.length) return { data: result.data };
    const single = singleResolverError(result, entry.rootKeys);
    if (single) return { errors: [single], data: result.data };
    // An answer with errors is graphql-js's (see above). Past the answer bound the operation-limits plugin answers one
    // error of its own whatever the executor said: not executed again.
    if (answerMeterExceeded(context)) return { errors: result.errors, data: result.data };
    this.stats.errorReruns += 1;
    restartAnswerMeter(context);
    return this.graphqlJs(requestContext);
  };

  private compile(document: DocumentNode, operation: OperationDefinitionNode): Compiled | NotCompiled {
    const verdict = compilable(document, operation, this.options.maxFields);
    if (verdict !== true) return verdict;
    const compiled = compileQuery(this.schema, document, operation.name?.value);
    if (!isCompiledQuery(compiled)) return 'compile error';
    this.stats.compiled += 1;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    return {
      query: compiled.query,
      fields: selectedFieldCount(operation, document, this.options.maxFields),
      rootKeys: responseKeys(operation.selectionSet, fragments).size,
    };
  }

  private keep(key: string, entry: Compiled | NotCompiled): void {
    if (typeof entry === 'string') this.stats.notCompiled[entry] = (this.stats.notCompiled[entry] ?? 0) + 1;
    else this.compiledFields += entry.fields;
    for (const evicted of this.compiled.set(key, entry)) this.forget(evicted);
    while (this.compiledFields > this.options.maxCompiledFields) {
      const oldest = this.compiled.oldest();
      if (oldest === undefined) break;
      const evicted = this.compiled.get(oldest);
      this.compiled.delete(oldest);
      if (evicted !== undefined) this.forget(evicted);
    }
  }

  private forget(entry: Compiled | NotCompiled): void {
    if (typeof entry !== 'string') this.compiledFields -= entry.fields;
  }

  /** What Apollo itself would have run. */
  private async graphqlJs({ document, context, request }: GatewayGraphQLRequestContext): Promise<GatewayExecutionResult> {
    this.stats.graphqlJsRuns += 1;
    return execute({
      schema: this.schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName: request.operationName,
    });
  }
}

/**
 * Apollo Server's gateway interface around one fixed schema: `load` hands Apollo the executor; the schema is announced
 * once, as Apollo's schema mode would.
 */
export function jitGateway(schema: GraphQLSchema, executor = new JitExecutor(schema)): GatewayInterface & { executor: JitExecutor } {
  return {
    executor,
    onSchemaLoadOrUpdate(callback: GatewaySchemaLoadOrUpdateCallback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async load() {
      return { executor: executor.execute };
    },
    async stop() {},
  };
}
