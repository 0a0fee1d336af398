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
    expect(documentBytes(document)).toBe(2 * text.length + 320 * tokenCount(document));
    // Apollo's own count leaves the text and the tokens out: 600 KB counted as 412 bytes.
    expect(InMemoryLRUCache.sizeCalculation(document)).toBeLessThan(1_000);
  });

  test('tokens are counted up to a bound', () => {
    const document = parse(padded(2, 100));
    expect(tokenCount(document, 10)).toBe(10);
    expect(tokenCount(document, 1_000)).toBe(tokenCount(document));
  });

  test('a query without a location counts nothing', () => {
    expect(documentBytes(parse('{ __typename }', { noLocation: true }))).toBe(0);
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

  test('comment-padded anonymous queries are answered and do not pile up', async () => {
    // Each is 300 KB of text and 5,000 tokens: ~2.2 MB counted, so the 4 MB budget holds one at a time.
    for (let tag = 0; tag < 12; tag += 1) {
      expect(await server.gql(padded(tag, 5_000))).toEqual({ data: { __typename: 'Query' } });
    }
    const kept = store.keys();
    expect(kept.length).toBe(1);
    const last = await store.get(kept[0]);
    expect(last?.loc?.source.body).toBe(padded(11, 5_000));

    // A client-sized query still joins them.
    expect(await server.gql('query Small { __typename }')).toEqual({ data: { __typename: 'Query' } });
    const sizes = await Promise.all(store.keys().map(async (key) => documentBytes((await store.get(key))!)));
    expect(sizes.length).toBe(2);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(budget);
  }, 120_000);
});
