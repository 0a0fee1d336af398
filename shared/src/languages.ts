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

/** How each language names itself, in the language switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', 'pt-BR': 'Português (Brasil)' };

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
 * The language an `Accept-Language` header prefers among the supported ones (by quality, then order), else null.
 * `*` and languages of quality 0 choose nothing. Bounded: only the first 20 entries are read.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const entries = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return firstSupportedLanguage(entries.map((entry) => entry.tag));
}

/** A message descriptor (the same object for both sides; each formats it in its language). */
export const message = (id: MessageId, values?: MessageValues): Message => (values ? { id, values } : { id });
