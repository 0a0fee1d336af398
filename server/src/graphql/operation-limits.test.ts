import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery,
  getNamedType,
  Lexer,
  parse,
  print,
  Source,
  TokenKind,
  GraphQLEnumType,
  GraphQLInputObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type NamedTypeNode,
} from 'graphql';
import { countQueries } from '../../test/query-counter';
import { signUp, startTestServer, type TestServer } from '../../test/test-server';
import {
  MAX_ANSWER_VALUES,
  MAX_OPERATION_COST,
  MAX_QUERY_NODES,
  MAX_QUERY_TOKENS,
  MAX_ROOT_FIELDS,
  OperationMeasures,
  operationCost,
  rootFieldCount,
  rootFieldNames,
  WHOLE_CATALOGUE_READS,
} from './operation-limits.plugin';
import { buildAppSchema } from './schema';

/** Every operation the React client sends, as codegen wrote them (client/src/gql/graphql.ts). */
function clientOperations(): DocumentNode[] {
  const generated = readFileSync(path.resolve(__dirname, '../../../client/src/gql/graphql.ts'), 'utf8');
  const documents = [...generated.matchAll(/^export const \w+Document = (\{.*\}) as unknown as DocumentNode/gm)];
  return documents.map((match) => JSON.parse(match[1]) as DocumentNode);
}

/** Valid values for an operation's variables (pages, ids, dates, inputs). */
function sampleVariables(document: DocumentNode, schema: GraphQLSchema): Record<string, unknown> {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const variables: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as NamedTypeNode);
    variables[name] = sampleValue(name, type && getNamedType(type));
  }
  return variables;
}

function sampleValue(name: string, type: GraphQLNamedType | undefined): unknown {
  if (name === 'size') return 100;
  if (name === 'page') return 0;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, sampleValue(field.name, getNamedType(field.type))]),
    );
  }
  if (type instanceof GraphQLEnumType) return type.getValues()[0].name;
  const scalar = type?.name;
  if (scalar === 'Int') return 1;
  if (scalar === 'Boolean') return true;
  if (scalar === 'Decimal') return '1';
  if (scalar === 'LocalDate') return '2026-01-01';
  if (scalar === 'DateTimeISO') return '2026-01-01T00:00:00.000Z';
  return 'x';
}

describe('root fields per operation', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signUp(server));
  });
  afterAll(() => server.close());

  it('leaves every operation of the React client well under the limit', async () => {
    const schema = await buildAppSchema();
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(30);
    const counts = operations.map((document) => rootFieldCount(schema, document, sampleVariables(document, schema)));
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_ROOT_FIELDS / 4);
    const costs = operations.map((document) => operationCost(schema, document, sampleVariables(document, schema)));
    expect(Math.max(...costs)).toBeLessThanOrEqual(MAX_OPERATION_COST / 4);
  });

  const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: me { id name email }`).join(' ')} }`;

  async function post(query: string) {
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] },
    };
  }

  it('runs an operation at the limit (aliases and fragments counted)', async () => {
    const { status, body } = await post(aliased(MAX_ROOT_FIELDS));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(Object.keys(body.data as object)).toHaveLength(MAX_ROOT_FIELDS);
  });

  it('refuses one more root field, before running anything', async () => {
    for (const query of [
      aliased(MAX_ROOT_FIELDS + 1),
      `query { ...Twice ...Twice2 } fragment Twice on Query { ${Array.from({ length: 11 }, (_, i) => `f${i}: allTags { id }`).join(' ')} } fragment Twice2 on Query { ${Array.from({ length: 10 }, (_, i) => `g${i}: allTags { id }`).join(' ')} }`,
    ]) {
      const { status, body } = await post(query);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]).toMatchObject({
        message: `This operation asks for ${MAX_ROOT_FIELDS + 1} root fields; at most ${MAX_ROOT_FIELDS} are allowed in one request.`,
        extensions: { code: 'QUERY_TOO_LARGE', rootFields: MAX_ROOT_FIELDS + 1, maximumRootFields: MAX_ROOT_FIELDS },
      });
    }
  });

  it('reads a whole catalogue at most once an operation, whatever the aliases (the client never asks twice)', async () => {
    for (const field of WHOLE_CATALOGUE_READS.map((name) => name.split('.')[1])) {
      const { status, body } = await post(`query { a: ${field} { id } ...More } fragment More on Query { b: ${field} { id } }`);
      expect(status).toBe(400);
      expect(body.errors?.[0]).toMatchObject({
        message: `This operation asks for ${field} 2 times; it reads a whole catalogue, so at most once in one request.`,
        extensions: { code: 'QUERY_TOO_LARGE', times: 2, maximumTimes: 1 },
      });
    }
    const each = await post(`{ allFoods { id } allRecipes { id } allExercises { id } allTags { id } }`);
    expect(each.status).toBe(200);
    const schema = await buildAppSchema();
    for (const document of clientOperations()) {
      const names = rootFieldNames(schema, document, sampleVariables(document, schema));
      for (const field of WHOLE_CATALOGUE_READS) expect(names.filter((name) => name === field).length).toBeLessThanOrEqual(1);
    }
  });

  it(`refuses a query of more than ${MAX_QUERY_TOKENS} tokens before validating it (the client's are far below)`, async () => {
    /** Tokens as graphql-js's parser counts them: comments are not tokens. */
    const tokens = (text: string) => {
      const lexer = new Lexer(new Source(text));
      let count = 0;
      while (lexer.advance().kind !== TokenKind.EOF) count += 1;
      return count;
    };
    expect(Math.max(...clientOperations().map((document) => tokens(print(document))))).toBeLessThan(MAX_QUERY_TOKENS / 10);
    expect(tokens(getIntrospectionQuery())).toBeLessThan(MAX_QUERY_TOKENS / 10);
    const over = `{ ${'me { id } '.repeat(2_500)}}`;
    expect(tokens(over)).toBe(MAX_QUERY_TOKENS + 2);
    const refused = await post(over);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    // One token fewer is parsed, and refused by graphql-js's own validation budget.
    const under = await post(`{ ${'me { id } '.repeat(2_499)}}`);
    expect(under.body.errors?.[0]).toMatchObject({ message: 'Validation aborted.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});

describe('operation cost', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signUp(server));
    const recipe = await server.data(
      `mutation { f: createFood(input: { name: "Rice", serving: "100", unit: G, carbohydrates: "28", proteins: "2.7", fats: "0.3", calories: "130" }) { id } }`,
      {},
      token,
    );
    await server.data(
      `mutation($food: Int!) { createRecipe(input: { name: "Bowl", serving: "1", unit: UN, ingredients: [{ foodId: $food, quantity: "100" }] }) { id } }`,
      { food: recipe.f.id },
      token,
    );
  });
  afterAll(() => server.close());

  async function post(query: string, variables?: Record<string, unknown>) {
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: Record<string, any> }[] },
    };
  }

  const times = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i)).join(' ');

  it('refuses aliases that multiply below the root (the 3 KB attack), before any statement runs', async () => {
    const attack = `{ allRecipes { ${times(50, (i) => `i${i}: ingredients { ...I }`)} } }
      fragment I on Ingredient { ${times(50, (i) => `f${i}: food { ...N }`)} }
      fragment N on Food { ${times(50, (i) => `n${i}: name`)} }`;
    expect(attack.length).toBeLessThan(3_000);
    // Within the node bound, the cost refuses the same shape: 5 × 5 × 5 aliases.
    const smaller = `{ allRecipes { ${times(5, (i) => `i${i}: ingredients { ...I }`)} } }
      fragment I on Ingredient { ${times(5, (i) => `f${i}: food { ...N }`)} }
      fragment N on Food { ${times(5, (i) => `n${i}: name`)} }`;
    const refused = await post(smaller);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', maximumCost: MAX_OPERATION_COST });
    const { count, result } = await countQueries(server.services.dataSource, () => post(attack));
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', maximumNodes: MAX_QUERY_NODES });
    // Authentication reads the user; nothing of the operation ran.
    expect(count).toBeLessThanOrEqual(1);
  });

  it('counts fragments at every depth, each spread again', async () => {
    const query = `{ allRecipes { ...R ...R2 } }
      fragment R on Recipe { ${times(30, (i) => `a${i}: ingredients { ...I }`)} }
      fragment R2 on Recipe { ${times(30, (i) => `b${i}: ingredients { ...I }`)} }
      fragment I on Ingredient { ${times(10, (i) => `q${i}: quantity`)} food { id } }`;
    const { status, body } = await post(query);
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions.code).toBe('QUERY_TOO_LARGE');
  });

  it('multiplies a paged list by its size', async () => {
    const fields = times(60, (i) => `n${i}: name`);
    const small = await post(`query($size: Int!) { recipesPage: recipes(page: 0, size: $size) { content { ${fields} } } }`, { size: 10 });
    expect(small.status).toBe(200);
    const large = await post(
      `query($size: Int!) { recipesPage: recipes(page: 0, size: $size) { content { ingredients { food { ${fields} } } } } }`,
      { size: 100 },
    );
    expect(large.status).toBe(400);
    expect(large.body.errors?.[0].extensions.code).toBe('QUERY_TOO_LARGE');
  });

  it('measures the same document again for other variables (what it remembers is per variables)', async () => {
    const query = `query($size: Int!) { recipesPage: recipes(page: 0, size: $size) { content { ingredients { food { ${times(60, (i) => `n${i}: name`)} } } } } }`;
    for (const [size, status] of [
      [1, 200],
      [100, 400],
      [1, 200],
      [100, 400],
    ] as const) {
      expect([size, (await post(query, { size })).status]).toEqual([size, status]);
    }
  });

  it('runs the same shape as the React client asks for, with real data', async () => {
    const { status, body } = await post(`{ allRecipes { id name ingredients { id quantity food { id name serving unit } } } }`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('what the operation limits remember', () => {
  it('measures a document once per operation name and variables', () => {
    const measures = new OperationMeasures<number>();
    const [first, second] = [parse('{ __typename }'), parse('{ __typename }')];
    let measured = 0;
    const measure = () => ++measured;
    expect(measures.get(first, undefined, { a: 1 }, measure)).toBe(1);
    expect(measures.get(first, undefined, { a: 1 }, measure)).toBe(1);
    expect(measures.get(first, 'Named', { a: 1 }, measure)).toBe(2);
    expect(measures.get(first, undefined, { a: 2 }, measure)).toBe(3);
    // Another parsed document of the same text is another entry.
    expect(measures.get(second, undefined, { a: 1 }, measure)).toBe(4);
    // Variables past the key bound are measured every time and never kept.
    const large = { text: 'x'.repeat(1_000) };
    measures.get(first, undefined, large, measure);
    measures.get(first, undefined, large, measure);
    expect(measured).toBe(6);
    expect(measures.size).toBe(4);
  });

  it('keeps at most its bound of entries across all documents, the least recently used first out', () => {
    const measures = new OperationMeasures<number>(100);
    let measured = 0;
    const measure = () => ++measured;
    const hot = parse('{ __typename }');
    measures.get(hot, undefined, {}, measure);
    // Many small documents, each with many variable sets (undeclared variables are part of the key).
    for (let doc = 0; doc < 50; doc += 1) {
      const document = parse(`{ __typename } # ${doc}`);
      for (let set = 0; set < 64; set += 1) measures.get(document, undefined, { pad: `${set}`.padEnd(900, '.') }, measure);
      measures.get(hot, undefined, {}, measure);
    }
    expect(measures.size).toBe(100);
    expect(measures.get(hot, undefined, {}, measure)).toBe(1);
  });
});

describe('answer size', () => {
  const createFoods = async (server: TestServer, token: string, count: number) => {
    for (let i = 0; i < count; i += 1) {
      await server.data(
        `mutation($name: String!) { createFood(input: { name: $name, serving: "100", unit: G, carbohydrates: "1", proteins: "1", fats: "1", calories: "1" }) { id } }`,
        { name: `Food number ${i}` },
        token,
      );
    }
  };
  const post = async (server: TestServer, token: string, query: string) => {
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: unknown; errors: { extensions: Record<string, unknown> }[] },
    };
  };

  it('stops building an answer past the value bound, with one clear error', async () => {
    const server = await startTestServer({}, { signInAttemptsPerMinute: 1000, maxAnswerValues: 100 });
    try {
      const { token } = await signUp(server);
      await createFoods(server, token, 20);
      const { status, body } = await post(server, token, '{ allFoods { id name serving unit carbohydrates proteins fats calories } }');
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'RESPONSE_TOO_LARGE', maximumValues: 100 } })]);
      // Small answers pass.
      expect((await server.gql('{ allFoods { id } }', {}, token)).errors).toBeUndefined();
      // Objects inside list items count with their fields: 2 ingredients × 20 aliases of a food's id and name.
      const foods = await server.data<{ allFoods: { id: number }[] }>('{ allFoods { id } }', {}, token);
      await server.data(
        `mutation($a: Int!, $b: Int!) { createRecipe(input: { name: "Bowl", serving: "1", unit: UN, ingredients: [{ foodId: $a, quantity: "1" }, { foodId: $b, quantity: "2" }] }) { id } }`,
        { a: foods.allFoods[0].id, b: foods.allFoods[1].id },
        token,
      );
      const aliases = Array.from({ length: 20 }, (_, i) => `f${i}: food { id name }`).join(' ');
      const nested = await post(server, token, `{ allRecipes { ingredients { ${aliases} } } }`);
      expect(nested.status).toBe(400);
      expect(nested.body.errors[0].extensions).toEqual({ code: 'RESPONSE_TOO_LARGE', maximumValues: 100 });
      expect((await server.gql('{ allRecipes { ingredients { food { id } } } }', {}, token)).errors).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('counts a skipped fragment tree in one walk per fragment: a small document cannot make the count itself take forever', async () => {
    const server = await startTestServer();
    try {
      const { token } = await signUp(server);
      await createFoods(server, token, 1);
      // 40 levels, each spreading the next twice: 2^40 paths, skipped, so the estimate never visits them. Counted path
      // by path the meter would walk them all (hours); counted per fragment it is 40 walks, and the claim is refused.
      const levels = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Food { ...F${i + 1} ...F${i + 1} }`).join(' ');
      const query = `{ allFoods { id ...F0 @skip(if: true) } } ${levels} fragment F40 on Food { name }`;
      const { status, body } = await post(server, token, query);
      expect(status).toBe(400);
      expect(body.errors[0].extensions).toEqual({ code: 'RESPONSE_TOO_LARGE', maximumValues: MAX_ANSWER_VALUES });
      // The same tree over no foods builds nothing and counts nothing.
      const empty = await signUp(server);
      const none = await post(server, empty.token, query);
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ data: { allFoods: [] } });
    } finally {
      await server.close();
    }
  });

  it('stops aliases multiplied by a real catalogue that the estimate let through', async () => {
    const server = await startTestServer();
    try {
      const { token } = await signUp(server);
      await createFoods(server, token, 90);
      // allFoods × 3,000 aliases (9,000 tokens, under their bound): the estimate assumes 25 foods (75,000, under the
      // bound); 90 foods build 270,000.
      const names = Array.from({ length: 3_000 }, (_, i) => `n${i}: name`).join(' ');
      const query = `{ allFoods { ${names} } }`;
      const schema = await buildAppSchema();
      expect(operationCost(schema, parse(query))).toBeLessThan(MAX_OPERATION_COST);
      const { status, body } = await post(server, token, query);
      expect(status).toBe(400);
      expect(body.errors[0].extensions).toEqual({ code: 'RESPONSE_TOO_LARGE', maximumValues: MAX_ANSWER_VALUES });
      // The same through a fragment: each item's fields are counted with the fragment expanded.
      const viaFragment = `{ allFoods { ...Names } } fragment Names on Food { ${names} }`;
      const nested = await post(server, token, viaFragment);
      expect(nested.status).toBe(400);
      expect(nested.body.errors[0].extensions).toEqual({ code: 'RESPONSE_TOO_LARGE', maximumValues: MAX_ANSWER_VALUES });
    } finally {
      await server.close();
    }
  });
});

describe('variables with many bad values', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signUp(server));
  });
  afterAll(() => server.close());

  it("answers BAD_USER_INPUT, not an internal error, past graphql-js's 50-error limit", async () => {
    const tagIds = Array.from({ length: 60 }, (_, i) => `not a number ${i}`);
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation($input: ExerciseInput!) { createExercise(input: $input) { id } }',
        variables: { input: { name: 'Squat', tagIds } },
      }),
    });
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(response.status).toBe(400);
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) expect(error.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('documents whose operation cannot be chosen', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = async (body: object) => {
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { errors: { message: string; extensions: { code: string } }[] } };
  };

  it.each([
    [
      'two operations and no name',
      { query: 'query A { __typename } mutation B { __typename }' },
      'Must provide operation name if query contains multiple operations.',
    ],
    ['a name the document lacks', { query: 'query A { __typename }', operationName: 'B' }, 'Unknown operation named "B".'],
  ])('answers %s with a client error, not an internal one', async (_name, body, message) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'OPERATION_RESOLUTION_FAILURE' }) }),
    ]);
  });
});
