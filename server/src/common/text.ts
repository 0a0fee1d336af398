/**
 * The key names are sorted and searched by: lower case without accents, so "Ãgua", "agua" and "Água"
 * sort together on SQLite and MySQL alike (contract §1.8).
 */
export function sortKey(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/**
 * A LIKE pattern matching `text` anywhere, with the LIKE wildcards in it taken literally. Use it with
 * `LIKE_ESCAPE`: '!' rather than a backslash, which MySQL and SQLite quote differently.
 */
export function containsPattern(text: string): string {
  return `%${sortKey(text).replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export const LIKE_ESCAPE = "ESCAPE '!'";
