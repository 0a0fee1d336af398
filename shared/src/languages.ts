/**
 * The interface languages and the messages people see from both sides: the rules' (validation) texts, shown by the
 * client's forms and the server's answers, and the server's refusals. Texts are ICU MessageFormat, one catalogue per
 * language in ./messages (`rule.*`: both sides; `server.*`: the server's answers). The server formats them in the
 * request's language; the client's catalogue build takes the `rule.*` ones in (client/vite.catalogues.ts).
 */
import en from './messages/en.json';
import ptBR from './messages/pt-BR.json';

/** English is the default: the spec's texts. */
export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;
/** A message to show: its catalogue id and the values of its placeholders. */
export interface Message {
  id: MessageId;
  values?: MessageValues;
}

export const MESSAGES: Readonly<Record<Language, Readonly<Record<MessageId, string>>>> = { en, 'pt-BR': ptBR };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a BCP 47 tag asks for, if there is one: `pt`, `pt-BR` (any `pt-*`) → pt-BR; `en`, `en-*` → en. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'pt') return 'pt-BR';
  if (primary === 'en') return 'en';
  return null;
}

/** The first supported language of a preference list (a browser's `navigator.languages`), else null. */
export function firstSupportedLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/**
 * The quality of an `Accept-Language` entry from its parameters: 1 without `q`, the `q` value held to 0–1, or null
 * when `q` is not a number (the entry is then ignored, as a malformed one).
 */
function qualityOf(params: string[]): number | null {
  for (const param of params) {
    const [name = '', value, ...rest] = param.split('=');
    if (name.trim().toLowerCase() !== 'q') continue;
    const text = value?.trim() ?? '';
    if (rest.length > 0 || !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
    return Math.min(1, Math.max(0, Number(text)));
  }
  return 1;
}

/**
 * The language an `Accept-Language` header prefers among the supported ones: the supported language of the highest
 * quality (`q`), the first listed among equals; else null. `*` and entries of quality 0 choose nothing; an entry
 * whose `q` is not a number is ignored; a `q` outside 0–1 counts as 0 or 1. Bounded: only the first 20 entries are
 * read.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const entries = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      return { tag: tag.trim(), quality: qualityOf(params), index };
    })
    .filter((entry): entry is { tag: string; quality: number; index: number } => {
      return entry.tag !== '' && entry.tag !== '*' && entry.quality !== null && entry.quality > 0;
    })
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return firstSupportedLanguage(entries.map((entry) => entry.tag));
}

/** A message descriptor (the same object for both sides; each formats it in its language). */
export const message = (id: MessageId, values?: MessageValues): Message => (values ? { id, values } : { id });
