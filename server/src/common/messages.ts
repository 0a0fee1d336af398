import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageOfAcceptLanguage,
  MESSAGES,
  type Language,
  type Message,
  type MessageId,
} from '@fitness-manager/shared';

/**
 * The server's words for people, in their language. Every message a user may see (a rule's, a refusal's) is a
 * descriptor (`{ id, values }`, shared/src/languages.ts) until an answer is written: the GraphQL door formats it in
 * the request's language (graphql/language.ts), the legacy door always in English, the contract's texts. The texts
 * are the shared catalogues (shared/src/messages/*.json, ICU MessageFormat), compiled once here with Lingui, the
 * library the client formats the same catalogues with.
 */
const formatters: Record<Language, I18n> = Object.fromEntries(
  LANGUAGES.map((language) => {
    const compiled = Object.fromEntries(Object.entries(MESSAGES[language]).map(([id, text]) => [id, compileMessageOrThrow(text)]));
    const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
    return [language, i18n];
  }),
) as Record<Language, I18n>;

/**
 * A message whose values may be messages themselves, worded first in the same language: a problem of an imported file
 * is "where: why" (`server.problemAt` around the rule's own message), kept as codes until an answer is written, so a
 * preview stored on its upload answers in whichever language asks. A `list` is its items worded and joined (by a space,
 * or `separator`: a message such as `server.listSeparator`).
 */
export interface ComposedMessage {
  id: MessageId;
  values?: Record<string, string | number | ComposedMessage | ComposedList>;
}
export interface ComposedList {
  list: Array<ComposedMessage | string>;
  separator?: ComposedMessage;
}

/** Words to show: a message, or a list of them one after the other. */
export type Words = ComposedMessage | ComposedList;

/** A composed message (its values messages too, or lists of them). */
export const compose = (id: MessageId, values?: ComposedMessage['values']): ComposedMessage => (values ? { id, values } : { id });

/** `where: problem`, the place of a fault in an imported file (a JSON path, a column) before its words. */
export const problemAt = (where: string, problem: ComposedMessage | ComposedList | string): ComposedMessage =>
  compose('server.problemAt', { where, problem });

/** A message (or a text that is already words: the legacy door's own) in `language`, English by default. */
export function formatMessage(text: Words | Message | string, language: Language = DEFAULT_LANGUAGE): string {
  if (typeof text === 'string') return text;
  if ('list' in text)
    return text.list.map((item) => formatMessage(item, language)).join(text.separator ? formatMessage(text.separator, language) : ' ');
  if (!text.values) return formatters[language]._(text.id);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else values[name] = formatMessage(value, language);
  }
  return formatters[language]._(text.id, values);
}

/**
 * A message in the language of a request's `Accept-Language` header (English when it names none we have): for the
 * answers written before a request reaches GraphQL (a body that cannot be read, the server still starting).
 */
export function formatForHeader(text: ComposedMessage | string, acceptLanguage: string | string[] | undefined): string {
  return formatMessage(text, languageOfAcceptLanguage(typeof acceptLanguage === 'string' ? acceptLanguage : undefined) ?? DEFAULT_LANGUAGE);
}

// class-validator keeps a rule's message as a string. A rule whose words are a descriptor carries it inside that
// string as a token, read back into the descriptor when the errors are collected (common/validation.ts).
const TOKEN = '\u0000msg:';

/** A descriptor as a class-validator `message` (see `messageOfConstraint`). */
export function ruleMessage(text: Message): string {
  return TOKEN + JSON.stringify(text);
}

/** The descriptor a class-validator message carries, or the message as it is (class-validator's own words). */
export function messageOfConstraint(constraint: string): Message | string {
  return constraint.startsWith(TOKEN) ? (JSON.parse(constraint.slice(TOKEN.length)) as Message) : constraint;
}
