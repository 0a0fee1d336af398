import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The message catalogues (docs/architecture.md › Languages): one folder per language, `src/locales/<language>/`,
 * one JSON file per area (`{ "foods.list.title": "Foods" }`, ICU MessageFormat texts), plus the shared package's
 * rule messages (`rule.*` of shared/src/messages/<language>.json, which the server uses too). They reach the app as
 * virtual modules compiled here, at build time, with Lingui's compiler, so the runtime (@lingui/core) needs no
 * parser:
 *
 *   virtual:catalogue/<language>/signin   common.json + auth.json + the rule messages: what the sign-in pages need
 *   virtual:catalogue/<language>/app      every other file: the signed-in pages, loaded with the signed-in frame
 *
 * English's `signin` part is in the entry; everything else is a chunk loaded on demand (shared/i18n/i18n.ts).
 */
const PREFIX = 'virtual:catalogue/';
const RESOLVED = '\0catalogue:';
const localesDir = fileURLToPath(new URL('src/locales/', import.meta.url));
const sharedMessagesDir = fileURLToPath(new URL('../shared/src/messages/', import.meta.url));

/** The files of the sign-in part; every other file of a language's folder is in the app part. */
export const SIGNIN_FILES = ['common.json', 'auth.json'];

/** A language's catalogue part as `{ id: text }` and the files it was read from. Fails on a key found twice. */
export function readCatalogue(language: string, part: 'signin' | 'app'): { messages: Record<string, string>; files: string[] } {
  const dir = path.join(localesDir, language);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json') && SIGNIN_FILES.includes(file) === (part === 'signin'))
    .sort()
    .map((file) => path.join(dir, file));
  if (part === 'signin') files.push(path.join(sharedMessagesDir, `${language}.json`));
  const messages: Record<string, string> = {};
  for (const file of files) {
    const content = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const shared = file.startsWith(sharedMessagesDir);
    for (const [id, text] of Object.entries(content)) {
      if (shared && !id.startsWith('rule.')) continue; // the server's own words stay on the server
      if (id in messages) throw new Error(`catalogues: "${id}" is in two files of ${language}`);
      messages[id] = text;
    }
  }
  return { messages, files };
}

export function catalogues(): Plugin {
  return {
    name: 'fitness-manager:catalogues',
    resolveId(source) {
      return source.startsWith(PREFIX) ? RESOLVED + source.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [language, part] = id.slice(RESOLVED.length).split('/');
      if (!language || (part !== 'signin' && part !== 'app')) this.error(`catalogues: unknown catalogue ${id.slice(RESOLVED.length)}`);
      const { messages, files } = readCatalogue(language, part);
      files.forEach((file) => this.addWatchFile(file));
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(messages)) {
        try {
          compiled[key] = compileMessageOrThrow(text);
        } catch (error) {
          this.error(`catalogues: ${language} "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
