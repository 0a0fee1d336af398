import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfAcceptLanguage, MESSAGES, type Language, type Message } from '@fitness-manager/shared';

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

/** A message (or a text that is already words: the legacy door's own) in `language`, English by default. */
export function formatMessage(text: Message | string, language: Language = DEFAULT_LANGUAGE): string {
  if (typeof text === 'string') return text;
  return formatters[language]._(text.id, text.values);
}

/**
 * A message in the language of a request's `Accept-Language` header (English when it names none we have): for the
 * answers written before a request reaches GraphQL (a body that cannot be read, the server still starting).
 */
export function formatForHeader(text: Message, acceptLanguage: string | string[] | undefined): string {
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
