import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type NamedTypeNode,
} from 'graphql';
import { signUp, startTestServer, type TestServer } from '../../test/test-server';
import { MAX_ROOT_FIELDS, rootFieldCount } from './root-field-limit.plugin';
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
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, sampleValue(field.name, getNamedType(field.type))]));
  }
  if (type instanceof GraphQLEnumType) return type.getValues()[0].name;
  const scalar = type?.name;
  if (scalar === 'Int') return 1;
  if (scalar === 'Boolean') return true;
  if (scalar === 'Decimal') return '1';
  if (scalar === 'LocalDate') return '2026-01-01';
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
  });

  const aliased = (count: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: allFoods { id name serving unit carbohydrates proteins fats calories }`).join(' ')} }`;

  async function post(query: string) {
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] } };
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
});
