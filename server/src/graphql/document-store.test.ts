import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { parse } from 'graphql';
import { startTestServer, type TestServer } from '../../test/test-server';
import { documentBytes, parsedDocumentStore, tokenCount } from './document-store';

/** A one-line query followed by `lines` comment lines of 61 characters. */
function padded(tag: number, lines: number): string {
  return `{ __typename } # ${tag}\n${`#${'x'.repeat(60)}\n`.repeat(lines)}`;
}

describe('what a parsed document is counted as', () => {
  test('its text and every token count, comments included', () => {
    const text = padded(1, 10_000);
    const document = parse(text);
    expect(tokenCount(document)).toBe(10_000 + 1 + 4 + 1); // the comments, <SOF>, `{ __typename }` and `# 1`, <EOF>
    // At least two bytes a character of text: the text is what the padding is made of.
    expect(documentBytes(document)).toBeGreaterThan(2 * text.length);
    // Apollo's own count leaves the text and the tokens out: 600 KB counted as 412 bytes.
    expect(InMemoryLRUCache.sizeCalculation(document)).toBeLessThan(1_000);
  });

  test('tokens are counted up to a bound', () => {
    const document = parse(padded(2, 100));
    expect(tokenCount(document, 10)).toBe(10);
    expect(tokenCount(document, 1_000)).toBe(tokenCount(document));
  });

  test('a query without a location counts 1, which the cache takes (it refuses 0)', async () => {
    const document = parse('{ __typename }', { noLocation: true });
    expect(documentBytes(document)).toBe(1);
    const store = parsedDocumentStore();
    await store.set('k', document);
    expect(await store.get('k')).toBe(document);
  });
});

describe('the GraphQL door keeps parsed documents within their budget', () => {
  const budget = 4 * 2 ** 20;
  const store = parsedDocumentStore(budget);
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { signInAttemptsPerMinute: 1000, documentStore: store });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  test('comment-padded anonymous queries are answered, never kept, and push nothing out', async () => {
    expect(await server.gql('query Small { __typename }')).toEqual({ data: { __typename: 'Query' } });
    expect(store.keys()).toHaveLength(1);
    // Each is 300 KB of text and 5,000 tokens: ~2.2 MB counted, past the 256 KB a document may be.
    for (let tag = 0; tag < 12; tag += 1) {
      expect(await server.gql(padded(tag, 5_000))).toEqual({ data: { __typename: 'Query' } });
    }
    expect(store.keys()).toHaveLength(1);
    expect((await store.get(store.keys()[0]))?.loc?.source.body).toBe('query Small { __typename }');
  }, 120_000);

  test('documents under the entry bound are kept within the budget, the least recently used first out', async () => {
    // 200 comment lines: ~12 KB of text and ~200 tokens, ~90 KB counted; 60 of them are past the 4 MB budget.
    for (let tag = 0; tag < 60; tag += 1) {
      expect(await server.gql(padded(tag, 200))).toEqual({ data: { __typename: 'Query' } });
    }
    const kept = await Promise.all(store.keys().map(async (key) => (await store.get(key))!));
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.length).toBeLessThan(60);
    expect(kept.reduce((sum, document) => sum + documentBytes(document), 0)).toBeLessThanOrEqual(budget);
    expect(kept.map((document) => document.loc?.source.body)).toContain(padded(59, 200));
    expect(kept.map((document) => document.loc?.source.body)).not.toContain(padded(0, 200));
  }, 120_000);
});
