import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { DocumentNode, Token } from 'graphql';

export type DocumentStore = InMemoryLRUCache<DocumentNode>;

/** Apollo's default budget for its parsed documents, now counted honestly (see `documentBytes`). */
export const DOCUMENT_STORE_BYTES = 30 * 2 ** 20;
/**
 * The largest document kept, counted as `documentBytes` does: the client's are 5–100 KB, an introspection query about
 * 130 KB. Larger ones are parsed again each time, so a few padded documents cannot push every other one out.
 */
export const DOCUMENT_MAX_BYTES = 256 * 2 ** 10;

/**
 * Bytes a parsed document keeps alive: graphql-js keeps the query text (`loc.source`, up to two bytes a character)
 * and the whole token list, comments included, behind the nodes. Measured on graphql 16 (docs/security.md › Parsed
 * documents): the client's documents keep ~320 bytes a token, nodes and text included; comment tokens keep less, so
 * this over-counts comment padding, never under-counts.
 */
export function documentBytes(document: DocumentNode): number {
  // At least 1: the cache refuses an entry of size 0 (a document parsed without locations).
  return Math.max(1, 2 * (document.loc?.source.body.length ?? 0) + 320 * tokenCount(document));
}

/** The length of the document's token list (comments included: the lexer links them too), counted up to `upTo`. */
export function tokenCount(document: DocumentNode, upTo = Infinity): number {
  let count = 0;
  for (let token: Token | null | undefined = document.loc?.startToken; token && count < upTo; token = token.next) count += 1;
  return count;
}

/**
 * Apollo's cache of parsed and validated documents, sized by `documentBytes`. Apollo's own sizes its entries by
 * `JSON.stringify(document)`, which leaves out the text and the tokens: a one-line query followed by a megabyte of
 * `#` comments was counted as a few hundred bytes and kept whole, so 150 such anonymous requests kept 370 MB.
 */
export function parsedDocumentStore(maxBytes = DOCUMENT_STORE_BYTES, maxEntryBytes = DOCUMENT_MAX_BYTES): DocumentStore {
  return new InMemoryLRUCache<DocumentNode>({ maxSize: maxBytes, maxEntrySize: maxEntryBytes, sizeCalculation: documentBytes });
}
