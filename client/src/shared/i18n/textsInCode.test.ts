import { describe, expect, it } from 'vitest';

/*
 * ESLint's no-literal-string rule (eslint.config.mjs) refuses words written in the client's code, but lets a
 * constant in capitals through (`const NOT_LOGGED = 'Not logged'`: the plugin takes those for identifiers). This
 * closes that gap: no such constant may hold words.
 */
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../gql/**', '!../../test/**', '!../../**/testData.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

describe('texts in the client’s code', () => {
  it('are never kept in capitalised constants outside the catalogues', () => {
    const found: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      for (const match of source.matchAll(/\bconst\s+[A-Z][A-Z0-9_]*\s*(?::[^=]+)?=\s*(['"`])([A-Z][a-z]+[ ,.:!?][^'"`]*)\1/g)) {
        found.push(`${path}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
