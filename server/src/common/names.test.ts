import { signUp, startTestServer, type TestServer } from '../../test/test-server';
import { sortKey } from './text';

/** One printable character from every 256-code-point stretch of Unicode that has one (every block is covered). */
function charactersOfEveryBlock(): string[] {
  const printable = /[\p{L}\p{N}\p{P}\p{S}]/u;
  const characters: string[] = [];
  for (let start = 0x20; start <= 0x10ffff; start += 0x100) {
    for (let cp = start; cp < Math.min(start + 0x100, 0x110000); cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) break;
      const character = String.fromCodePoint(cp);
      if (printable.test(character)) {
        characters.push(character);
        break;
      }
    }
  }
  return characters;
}

/** Names of at most 100 UTF-16 units (the limit) filled with those characters, plus the worst expanders. */
function fuzzNames(): string[] {
  const names: string[] = [];
  let current = '';
  for (const character of charactersOfEveryBlock()) {
    if (current.length + character.length > 100) {
      names.push(current);
      current = '';
    }
    current += character;
  }
  if (current) names.push(current);
  return [
    ...names,
    '한'.repeat(100), // NFD: three jamo each
    '\u{16100}\u{16126}'.repeat(25), // a letter and a vowel sign whose NFD is three astral characters
    'ﷺ'.repeat(100),
    'İ'.repeat(100), // lower case adds a combining dot
    'ΐ'.repeat(100),
    'A\u200dB', // a joiner inside visible text stays
  ];
}

const GRAPHQL_CREATE = 'mutation($name: String!) { createTag(input: { name: $name }) { id name } }';
const GRAPHQL_SEARCH = 'query($search: String!) { tags(page: 0, size: 5, search: $search) { totalElements content { id } } }';

describe('names from every Unicode block', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signUp(server));
  });
  afterAll(() => server.close());

  const legacyCreate = (name: string) =>
    fetch(`${server.legacyUrl}/tags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: null, name }),
    });

  it('are stored on both doors and found again by their whole name, never a 5xx', async () => {
    expect(charactersOfEveryBlock().length).toBeGreaterThan(500);
    const names = fuzzNames();
    for (const name of names) {
      const created = await server.gql(GRAPHQL_CREATE, { name }, token);
      expect({ name, errors: created.errors }).toEqual({ name, errors: undefined });
      const legacy = await legacyCreate(name);
      expect({ name, status: legacy.status }).toEqual({ name, status: 200 });
      const found = await server.data(GRAPHQL_SEARCH, { search: name }, token);
      expect({ name, found: found.tags.totalElements }).toEqual({ name, found: 2 });
    }
  });

  it('never needs more than three key characters per name character (the key column holds 300)', () => {
    let most = 0;
    for (let cp = 0; cp <= 0x10ffff; cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      most = Math.max(most, [...sortKey(String.fromCodePoint(cp))].length);
    }
    expect(most).toBe(3);
  });
});

describe('blank and broken names', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signUp(server));
  });
  afterAll(() => server.close());

  const legacyCreate = (name: string) =>
    fetch(`${server.legacyUrl}/tags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: null, name }),
    });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a byte order mark and joiners', '\ufeff\u200c\u200d\u2060'],
    ['bidi controls', '\u202e\u2066\u2069'],
    ['Hangul fillers', '\u3164\u115f\u1160\uffa0'],
    ['a combining mark alone', '\u0301\u0308'],
    ['variation selectors', '\ufe0f\ufe0e'],
    ['an ideographic space', '\u3000'],
  ])('refuses a name made only of %s as blank on both doors', async (_kind, name) => {
    const created = await server.gql(GRAPHQL_CREATE, { name }, token);
    expect(created.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { name: ['Required field.'] } });
    const legacy = await legacyCreate(name);
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toEqual({ errors: ['Name: Required field.'] });
  });

  it.each([
    ['a line break', 'Supino\nreto'],
    ['a tab', 'Supino\treto'],
    ['a NUL', 'Supino\u0000'],
    ['a C1 control', 'Supino\u0085'],
    ['half a character', 'Supino \ud83d'],
  ])('refuses a name with %s on both doors', async (_kind, name) => {
    const message = 'Must be one line of text, without control characters.';
    const created = await server.gql(GRAPHQL_CREATE, { name }, token);
    expect(created.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { name: [message] } });
    const legacy = await legacyCreate(name);
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toEqual({ errors: [`Name: ${message}`] });
  });

  it('refuses a search longer than any name instead of failing on it', async () => {
    for (const search of ['x'.repeat(101), 'x%_'.repeat(20_000)]) {
      const result = await server.gql(GRAPHQL_SEARCH, { search }, token);
      expect(result.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { search: ['Maximum 100 characters.'] } });
    }
    expect((await server.gql(GRAPHQL_SEARCH, { search: 'x'.repeat(100) }, token)).errors).toBeUndefined();
  });
});
