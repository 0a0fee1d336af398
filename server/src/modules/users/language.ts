import type { Language } from '@fitness-manager/shared';
import { registerEnumType } from 'type-graphql';

/** The interface languages (shared/src/languages.ts); the stored value is the BCP 47 tag (`en`, `pt-BR`). */
export enum LanguageEnum {
  EN = 'en',
  PT_BR = 'pt-BR',
}

registerEnumType(LanguageEnum, {
  name: 'Language',
  description:
    "An interface language: the React client's, and the language of the server's messages when a request's Accept-Language names none.",
  valuesConfig: { EN: { description: 'English (`en`), the default' }, PT_BR: { description: 'Brazilian Portuguese (`pt-BR`)' } },
});

// The enum's values are the shared languages, no more, no less.
const _sameLanguages: [Language] extends [`${LanguageEnum}`] ? ([`${LanguageEnum}`] extends [Language] ? true : never) : never = true;
void _sameLanguages;
