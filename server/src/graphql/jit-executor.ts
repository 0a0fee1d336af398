import {
  HeaderMap,
  type ApolloServerPlugin,
  type GraphQLRequestContextResponseForOperation,
  type GraphQLRequestListener,
} from '@apollo/server';
import {
  Kind,
  OperationTypeNode,
  visit,
  BREAK,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type FieldNode,
  type SelectionSetNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from './context';
import { Lru } from '../common/lru';
import { TokenBuckets } from '../common/token-buckets';
import { tokenCount } from './document-store';
import { answerMeterExceeded, ONCE_PER_OPERATION, selectedFields } from './operation-limits.plugin';
import { LOCKS_ITSELF } from './write-lock.plugin';
import { operationLabel } from '../observability/graphql.plugin';
import type { Logger } from '../observability/logger';
import { currentRequest } from '../observability/request-context';

/**
 * Runs queries through graphql-jit (one compiled function per document) inside Apollo Server, which still parses,
 * validates, runs every plugin hook up to execution and sends the answer: the compiled answer is given from a plugin's
 * `responseForOperation` hook (`jitPlugin`), and when there is none Apollo executes the operation with graphql-js as
 * usual. See docs/architecture.md, "Executing GraphQL", and docs/performance.md, "Third pass" and "Eighth pass".
 *
 * The answers are graphql-js's, byte for byte:
 * - Only queries are compiled. Mutations stay on graphql-js: they are not hot (a user's action, dominated by their
 *   writes), run under the write lock one root field after another, and are where input errors are answered. Queries
 *   that write or read a whole file (`importPreview`, see `NEVER_COMPILED`) stay on graphql-js too.
 * - graphql-jit words and orders errors its own way (errors of non-null fields after the others, later ones dropped
 *   once the whole answer is nulled, a scalar's serialising error lost, other variable messages), and Apollo words
 *   and formats errors only on its own execution path. So a compiled answer is sent only when it has no error. One
 *   with errors (or a compiled function that throws) is thrown away and Apollo executes the operation with graphql-js,
 *   whose answer is the one sent: the query's statements ran twice (it writes nothing, see above); refused variables
 *   are found before any resolver runs, so then nothing was read twice. Resolvers' errors (NOT_FOUND, a refusal)
 *   depend on the variables and the data, so the document stays compiled, until `ERROR_RERUNS_IN_A_ROW` answers in a
 *   row had them; any other error (graphql-jit's own) would come back every time, so the document is never compiled
 *   again (verdict `errors`).
 * - Documents graphql-jit would treat differently, or unsafely, are never compiled (see `compilable`).
 *
 * Bounded work and memory: compiling costs far more than executing once, and graphql-jit's generated code grows with
 * every field's response path (its ancestors' aliases) and keeps the document (its nodes' `loc`: the whole query
 * text). So only a signed-in user's queries of at most `maxQueryLength` characters are compiled, on their second sight
 * (sights counted in a bounded LRU); a document selecting more than `maxFields` fields (fragments expanded) or with an
 * alias longer than `maxAliasLength` is never compiled; compiled documents are kept in an LRU bounded in entries and
 * in the characters of generated code they hold together (measured on each), and the verdicts "not compiled" in a
 * small LRU of their own (cheap refused documents cannot push hot compiled ones out).
 */
export interface JitOptions {
  /** Documents whose sights are counted (least recently seen forgotten first). */
  maxSighted?: number;
  /** Compiled documents kept. */
  maxCompiled?: number;
  /** Verdicts "not compiled" kept (a refused document seen again is not checked again). */
  maxRefused?: number;
  /** Characters of query text a compiled document may have (the client's are under 2,000): longer ones run on graphql-js. */
  maxQueryLength?: number;
  /**
   * Tokens (comments included) a compiled document may have: its nodes keep graphql-js's whole token list, which a
   * kept compiled function keeps alive (8,000 characters of `#` lines are 4,000 tokens, ~0.5 MB).
   */
  maxTokens?: number;
  /** Characters an alias of a compiled document may have (graphql-jit writes each field's path of aliases into its code). */
  maxAliasLength?: number;
  /** Fields (fragments expanded) a compiled document may select: larger ones always run on graphql-js. */
  maxFields?: number;
  /** Characters of generated code one compiled document may hold (measured after compiling: a larger one is not kept). */
  maxDocumentCode?: number;
  /** Characters of generated code all compiled documents kept may hold together. */
  maxCompiledCode?: number;
  /**
   * Sights executed by graphql-js before a document is compiled (1: compiled on its second sight). 0 (every query
   * compiled on first sight) is for tests: FM_JIT_SIGHTS, read by the test server (test/test-server.ts).
   */
  sightsBeforeCompile?: number;
  /** Compiles one signed-in user may cause at once (a token bucket per user: docs/security.md › Compiled queries). */
  compileBurst?: number;
  /** Milliseconds for a user's bucket to gain one compile back. */
  compileRefillMs?: number;
  /** Users whose compile buckets are kept (least recently used first out; one coming back starts full). */
  maxCompileBudgets?: number;
  /** Milliseconds of a monotonic clock, for the compile buckets (tests move it). */
  clock?: () => number;
  /** Where the executor counts what it did (tests read it); a new object by default. */
  stats?: JitStats;
  /**
   * The logger of its debug lines (a compiled answer thrown away, so the query read twice): the current request's by
   * default (it carries `reqId`; nothing outside a request), a captured one in tests.
   */
  log?: () => Logger | undefined;
}

/**
 * Measured on graphql-jit 0.8.9 (docs/performance.md › Third pass): a compiled document is about 900 characters of
 * generated code per selected field (the bench's day read: 35 fields, 31 KB of code, 2 ms to compile). The client's
 * 81 documents are at most about 1,000 characters and its queries select 6–40 fields. The largest documents these
 * bounds let compile (150 fields of 64-character aliases nested five deep, by fragment spreads or written out to
 * 8,000 characters) made 160–260 KB of code in 4–18 ms; all code kept is at most 4 M characters (a few MB).
 */
export const JIT_DEFAULTS: Required<Omit<JitOptions, 'stats'>> = {
  maxSighted: 1_000,
  maxCompiled: 200,
  maxRefused: 200,
  maxQueryLength: 8_000,
  // The client's largest query has under 300.
  maxTokens: 1_500,
  maxAliasLength: 64,
  maxFields: 150,
  maxDocumentCode: 500_000,
  maxCompiledCode: 4_000_000,
  sightsBeforeCompile: 1,
  // A fresh server compiles the client's documents as users first use them (a few dozen, shared by all users); after
  // the burst, one compile every 10 s a user: ~18 ms of CPU at most for the largest document the bounds allow.
  compileBurst: 30,
  compileRefillMs: 10_000,
  maxCompileBudgets: 10_000,
  clock: () => performance.now(),
  log: () => currentRequest()?.log,
};

/** Why a document runs on graphql-js (`compilable`'s answer when it is not, or the executor's). */
export type NotCompiled =
  | 'not a query'
  | 'signed out'
  | 'query too long'
  | 'too many tokens'
  | 'string literal'
  | 'directive'
  | 'reserved response key'
  | 'underscore in a name'
  | 'long alias'
  | 'writes'
  | 'too many fields'
  | 'compile error'
  | 'code too large'
  | 'errors'
  | 'compile budget';

/**
 * Root fields never compiled (`Type.field`): fields read at most once an operation (a whole uploaded file) or taking
 * the write lock themselves, and queries that write — `importPreview` claims the upload and stores its preview. A
 * compiled answer with errors is executed again (see above), which such a field must never be.
 */
export const NEVER_COMPILED: ReadonlySet<string> = new Set([...ONCE_PER_OPERATION, ...LOCKS_ITSELF, 'Query.importPreview']);

/** The fields of a selection set (fragments expanded, each fragment once): the response keys of the answer's object. */
function fieldsOf(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  fields: FieldNode[] = [],
  seen = new Set<string>(),
): FieldNode[] {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, fragments, fields, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments[selection.name.value];
      if (fragment) fieldsOf(fragment.selectionSet, fragments, fields, seen);
    }
  }
  return fields;
}

/** What the compiled executor needs to know of a compilable operation. */
export interface Compilable {
  /** Fields selected, fragments expanded (each spread counting again): operation-limits' count. */
  fields: number;
}

/**
 * Whether graphql-jit may compile this operation (what it selects), or why not. The document must be validated.
 * - **string literal**: graphql-jit 0.8.9 writes an argument's literal value into the generated code with
 *   `JSON.stringify` and then turns marker strings back into `NaN`, `Infinity` and `new Date(…)` with regular
 *   expressions; a string literal that starts with the (public) date marker is copied into the code as is, so a client
 *   could run code in the server (docs/security.md). Literal strings never reach the compiler (the client sends its
 *   values as variables, which the generated code only reads as data).
 * - **directive**: `@skip`/`@include` on fragment spreads had known differences (graphql-jit's option for the fix
 *   is marked temporary); the client uses none.
 * - **reserved response key**: an alias starting with `__` (`__proto__` would set the answer's prototype in the
 *   generated code); `__schema` and `__type` (introspection is not hot).
 * - **underscore in a name**: graphql-jit keys each field's resolve info by its response path joined with `_`, so the
 *   root alias `x_y` and the path `y → x` would share one key, and a resolver would get another field's info (the
 *   answer meter counts values per item from it). No schema name has `_` (a test says so), so without `_` in aliases
 *   every joined path is unique; `__typename` has no resolver, hence no info.
 * - **long alias**: graphql-jit writes every field's whole path of aliases into its code (a few long aliases nested
 *   deep made megabytes).
 * - **writes**: a root field of `NEVER_COMPILED`.
 * - **too many fields**: more than `maxFields`.
 */
export function compilable(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  maxFields: number,
  maxAliasLength = JIT_DEFAULTS.maxAliasLength,
): Compilable | NotCompiled {
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
      const alias = node.alias?.value;
      if (alias?.startsWith('__') || (name.startsWith('__') && name !== '__typename')) refusal = 'reserved response key';
      else if (alias?.includes('_') || (name.includes('_') && name !== '__typename')) refusal = 'underscore in a name';
      else if (alias !== undefined && alias.length > maxAliasLength) refusal = 'long alias';
      return refusal ? BREAK : undefined;
    },
  });
  if (refusal) return refusal;
  const fragments = Object.create(null) as Record<string, FragmentDefinitionNode>;
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  const roots = fieldsOf(operation.selectionSet, fragments);
  if (roots.some((field) => NEVER_COMPILED.has(`Query.${field.name.value}`))) return 'writes';
  const fields = selectedFields(operation.selectionSet, fragments);
  if (fields > maxFields) return 'too many fields';
  return { fields };
}

interface Compiled extends Compilable {
  query: CompiledQuery['query'];
  /** Characters of generated code. */
  code: number;
  /** Answers in a row thrown away for their resolvers' errors (each read twice): at `ERROR_RERUNS_IN_A_ROW`, not compiled. */
  errorRuns: number;
}

/**
 * Compiled answers with resolvers' errors in a row after which a document goes to graphql-js for good: a client that
 * keeps asking for a deleted item pays its reads twice a few times, not forever.
 */
export const ERROR_RERUNS_IN_A_ROW = 3;

/**
 * Whether graphql-js may well answer this document without errors another time, so that it stays compiled: every
 * error is a resolver's (a service's refusal, NOT_FOUND: it depends on the variables and the data), or the variables
 * were refused before anything ran (no path). An error graphql-jit made itself past the variables (a non-null field
 * nulled, a value a scalar refuses) would come back on every run.
 */
function errorsMayPass(result: ExecutionResult): boolean {
  if (result.data === undefined) return true;
  return (result.errors ?? []).every((error) => error.originalError instanceof Error);
}

/** What the executor did, for tests and the bench (counters only). */
export interface JitStats {
  compiled: number;
  compiledRuns: number;
  graphqlJsRuns: number;
  /** Compiled answers with errors (or compiled functions that threw), executed again by graphql-js. */
  errorReruns: number;
  /** Why requests ran on graphql-js ('signed out', 'query too long', 'compile budget': per request; the others: per verdict). */
  notCompiled: Partial<Record<NotCompiled, number>>;
}

/** graphql-jit 0.8.9 hands its generated code back under this name when compiled with `debug` (nothing else changes). */
const GENERATED_CODE = '__DO_NOT_USE_THIS_OR_YOU_WILL_BE_FIRED_compilation';

export class JitExecutor {
  readonly stats: JitStats;
  private readonly options: Required<Omit<JitOptions, 'stats'>>;
  private readonly sighted: Lru<number>;
  private readonly compiled: Lru<Compiled>;
  private readonly refused: Lru<NotCompiled>;
  private readonly compileBudgets: TokenBuckets;
  private compiledCode = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    options: JitOptions = {},
  ) {
    const { stats, ...bounds } = options;
    this.options = { ...JIT_DEFAULTS, ...bounds };
    const sights = this.options.sightsBeforeCompile;
    if (!Number.isSafeInteger(sights) || sights < 0) throw new RangeError(`sightsBeforeCompile must be a whole number ≥ 0, not ${sights}`);
    this.stats = stats ?? { compiled: 0, compiledRuns: 0, graphqlJsRuns: 0, errorReruns: 0, notCompiled: {} };
    this.sighted = new Lru(this.options.maxSighted);
    this.compiled = new Lru(this.options.maxCompiled);
    this.refused = new Lru(this.options.maxRefused);
    const { compileBurst, compileRefillMs, maxCompileBudgets, clock } = this.options;
    this.compileBudgets = new TokenBuckets(compileBurst, compileRefillMs, maxCompileBudgets, clock);
  }

  /** Characters of generated code held by all compiled documents kept (bounded by `maxCompiledCode`). */
  get keptCode(): number {
    return this.compiledCode;
  }

  get keptDocuments(): number {
    return this.compiled.size;
  }

  /**
   * The compiled answer to this operation when it has no error; null when graphql-js must answer (Apollo then executes
   * the operation itself, every execution hook included). The operation is resolved and validated.
   */
  async answer({
    document,
    operation,
    operationName,
    queryHash,
    contextValue,
    request,
    source,
  }: GraphQLRequestContextResponseForOperation<object>): Promise<ExecutionResult | null> {
    // Apollo calls the hook even when no operation could be chosen (it answers that error next).
    if (operation?.operation !== OperationTypeNode.QUERY) return this.graphqlJs();
    // Anonymous requests never make the server compile; long texts never reach the compiler (nor stay in its cache).
    const auth = (contextValue as Partial<GraphQLContext>).auth;
    if (auth?.status !== 'authenticated') return this.graphqlJs('signed out');
    // Set by Apollo before parsing (its document cache's key).
    if (queryHash === undefined) return this.graphqlJs();
    if (source.length > this.options.maxQueryLength) return this.graphqlJs('query too long');
    // The operation by its place in the document, not its name: a name is a slice of the query text, which a kept key
    // would keep alive whole.
    const key = `${queryHash}:${document.definitions.indexOf(operation)}`;
    let entry: Compiled | NotCompiled | undefined = this.compiled.get(key) ?? this.refused.get(key);
    if (entry === undefined) {
      // First sight: remembered, executed by graphql-js. Second: compiled.
      const sights = this.sighted.get(key) ?? 0;
      if (sights < this.options.sightsBeforeCompile) {
        this.sighted.set(key, sights + 1);
        return this.graphqlJs();
      }
      const verdict = this.compile(document, operation, auth.user.id);
      // Out of compiles: this user's sight is executed by graphql-js, and a later sight (anyone's) compiles it.
      if (verdict === 'compile budget') return this.graphqlJs(verdict);
      this.sighted.delete(key);
      entry = verdict;
      this.keep(key, entry);
    }
    if (typeof entry === 'string') return this.graphqlJs();
    this.stats.compiledRuns += 1;
    let result: ExecutionResult;
    try {
      result = await entry.query(undefined, contextValue, request.variables ?? {});
    } catch {
      // graphql-jit's own failure, not a resolver's (those are errors of the answer).
      return this.rerun(key, entry, 'compiled function threw', operationLabel(operation, operationName));
    }
    if (!result.errors?.length) {
      entry.errorRuns = 0;
      return { data: result.data };
    }
    // Past the answer bound the operation limits answer RESPONSE_TOO_LARGE alone whatever the executor says
    // (willSendResponse): reading it all again on graphql-js would double the work of the largest answers.
    if (answerMeterExceeded(contextValue)) return { data: null };
    return this.rerun(key, entry, errorsMayPass(result) ? 'resolver errors' : 'executor errors', operationLabel(operation, operationName));
  }

  /**
   * An answer with errors is graphql-js's (see above): Apollo executes the operation again, and words and formats its
   * errors. A document whose errors would come back every time, or whose resolvers failed `ERROR_RERUNS_IN_A_ROW`
   * times in a row, stays on graphql-js from then on. Said at debug level, naming the operation: its reads ran twice.
   */
  private rerun(
    key: string,
    entry: Compiled,
    cause: 'resolver errors' | 'executor errors' | 'compiled function threw',
    operation: string,
  ): null {
    this.stats.errorReruns += 1;
    entry.errorRuns += 1;
    const staysCompiled = cause === 'resolver errors' && entry.errorRuns < ERROR_RERUNS_IN_A_ROW;
    if (!staysCompiled) {
      if (this.compiled.delete(key)) this.forget(entry);
      this.keep(key, 'errors');
    }
    this.options
      .log()
      ?.debug(
        { operation, cause, errorRunsInARow: entry.errorRuns, staysCompiled },
        'Compiled answer thrown away: graphql-js executes the query again',
      );
    return this.graphqlJs();
  }

  /** The document compiled, or why not; only compiling itself takes from the user's budget. */
  private compile(document: DocumentNode, operation: OperationDefinitionNode, userId: number): Compiled | NotCompiled {
    const verdict = compilable(document, operation, this.options.maxFields, this.options.maxAliasLength);
    if (typeof verdict === 'string') return verdict;
    if (tokenCount(document, this.options.maxTokens + 1) > this.options.maxTokens) return 'too many tokens';
    if (!this.compileBudgets.take(String(userId))) return 'compile budget';
    const options: Parameters<typeof compileQuery>[3] & { debug: boolean } = { debug: true };
    const compiled = compileQuery(this.schema, document, operation.name?.value, options);
    if (!isCompiledQuery(compiled)) return 'compile error';
    const generated = compiled as { [GENERATED_CODE]?: string };
    const code = generated[GENERATED_CODE]?.length ?? Infinity;
    delete generated[GENERATED_CODE];
    if (code > this.options.maxDocumentCode) return 'code too large';
    this.stats.compiled += 1;
    return { ...verdict, query: compiled.query, code, errorRuns: 0 };
  }

  private keep(key: string, entry: Compiled | NotCompiled): void {
    if (typeof entry === 'string') {
      this.stats.notCompiled[entry] = (this.stats.notCompiled[entry] ?? 0) + 1;
      this.refused.set(key, entry);
      return;
    }
    this.compiledCode += entry.code;
    for (const evicted of this.compiled.set(key, entry)) this.forget(evicted);
    while (this.compiledCode > this.options.maxCompiledCode) {
      const evicted = this.compiled.evictOldest();
      if (evicted === undefined) break;
      this.forget(evicted);
    }
  }

  private forget(entry: Compiled): void {
    this.compiledCode -= entry.code;
  }

  /** Apollo executes the operation itself, with graphql-js. */
  private graphqlJs(why?: 'signed out' | 'query too long' | 'compile budget'): null {
    this.stats.graphqlJsRuns += 1;
    if (why) this.stats.notCompiled[why] = (this.stats.notCompiled[why] ?? 0) + 1;
    return null;
  }
}

/**
 * Plugs the compiled executor into Apollo Server: its `responseForOperation` hook comes after the operation is parsed,
 * validated and resolved and every plugin's `didResolveOperation` (the operation limits) has run. An answer it gives
 * skips Apollo's execution step, so no plugin's `executionDidStart`, `willResolveField`, `didEncounterErrors` or
 * `executionDidEnd` sees a compiled query: the app's plugins need none for queries (the answer meter is set up when
 * the request starts; the write lock is for mutations), and the app turns Apollo's optional tracing plugins off
 * (http/main-app.ts). `willSendResponse` hooks run as for any answer. Put it after the write lock's plugin.
 *
 * Why not Apollo's gateway executor interface, which the app used before: for every operation Apollo then builds a
 * gateway view of the request whose `status` getter and setter close over the whole request context, and V8 keeps such
 * an object literal's accessors past young collections: the request's objects were promoted to the old generation
 * (docs/performance.md › Eighth pass).
 */
export function jitPlugin(executor: JitExecutor): ApolloServerPlugin {
  // One listener for every request: nothing of a request is kept in it.
  const listener: GraphQLRequestListener<object> = {
    async responseForOperation(requestContext) {
      const result = await executor.answer(requestContext);
      return result && { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: result } };
    },
  };
  return {
    async requestDidStart() {
      return listener;
    },
  };
}
