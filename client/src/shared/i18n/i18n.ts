import { setupI18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  firstSupportedLanguage,
  isLanguage,
  type Language,
  type Message,
  type MessageValues,
} from '@fitness-manager/shared';
import { useSyncExternalStore } from 'react';
import englishSignIn from 'virtual:catalogue/en/signin';
import type { MessageId } from './messageIds';

/*
 * The interface language (docs/architecture.md › Languages). One Lingui instance for the app; its catalogues come
 * compiled from the build (client/vite.catalogues.ts) in two parts per language: `signin` (the sign-in pages and
 * the shared pieces) and `app` (the signed-in pages). English's `signin` part is in the entry; every other part is
 * a chunk loaded when first needed: the `app` part with the signed-in frame, another language on a switch.
 */

export type { MessageId };
type Part = 'signin' | 'app';

const loaders: Record<Language, Record<Part, () => Promise<{ default: Messages }>>> = {
  en: {
    signin: () => Promise.resolve({ default: englishSignIn }),
    app: () => import('virtual:catalogue/en/app'),
  },
  'pt-BR': {
    signin: () => import('virtual:catalogue/pt-BR/signin'),
    app: () => import('virtual:catalogue/pt-BR/app'),
  },
};

const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { en: englishSignIn },
  // A text with no message in the catalogue is a bug: the tests fail on it, people see its id rather than nothing.
  missing: (language, id) => {
    if (import.meta.env.MODE === 'test') throw new Error(`No message "${id}" in the ${language} catalogue (or its part is not loaded).`);
    return id;
  },
});

/** Parts loaded per language, and the parts the app needs (the `app` part once a signed-in page is shown). */
const loaded: Record<Language, Set<Part>> = { en: new Set(['signin']), 'pt-BR': new Set() };
const needed = new Set<Part>(['signin']);
let version = 0;
const listeners = new Set<() => void>();
i18n.on('change', () => {
  version += 1;
  listeners.forEach((listener) => listener());
});

async function ensure(language: Language, parts: Iterable<Part>): Promise<void> {
  await Promise.all(
    [...parts]
      .filter((part) => !loaded[language].has(part))
      .map(async (part) => {
        const { default: messages } = await loaders[language][part]();
        i18n.load(language, messages);
        loaded[language].add(part);
      }),
  );
}

/** A text of the current language: `t('foods.title')`, `t('foods.deleted', { name })`. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** A shared message (a rule's: `REQUIRED_MESSAGE`, `maxLengthMessage(100)`) in the current language. */
export function formatMessage(text: Message): string {
  return i18n._(text.id, text.values);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `t`, for components: the component renders again when the language changes (or a catalogue part arrives). No
 * provider needed: the one instance lives here, like the Apollo client's `appClient`.
 */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, () => version);
  return t;
}

/** The current language, for components (re-render on a change). */
export function useLanguage(): Language {
  useSyncExternalStore(subscribe, () => version);
  return currentLanguage();
}

// ---- choosing the language -------------------------------------------------------------------------------

/** Where the browser remembers the choice (a signed-in user's choice is also on the account: `User.language`). */
export const LANGUAGE_STORAGE_KEY = 'language';

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to open in: the one chosen in this browser, else the browser's own when we have it, else English. */
export function initialLanguage(): Language {
  return storedLanguage() ?? firstSupportedLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

function activate(language: Language) {
  document.documentElement.lang = language;
  if (i18n.locale !== language) i18n.activate(language);
}

/** Loads what the app needs of `language` and shows it (the current language stays until then). */
export async function showLanguage(language: Language): Promise<void> {
  await ensure(language, needed);
  activate(language);
}

/**
 * The person chose `language` (the switch, or their account's setting at sign-in): remembered in this browser and
 * shown at once. Saving it on the account is the caller's (signed in: the `setLanguage` mutation).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
  await showLanguage(language);
}

/** At start-up, before the first render: the initial language, loaded (English's sign-in part is already here). */
export function startI18n(): Promise<void> {
  return showLanguage(initialLanguage());
}

/** The signed-in pages' texts in the current language (and in any language switched to later). */
export async function loadAppMessages(): Promise<void> {
  needed.add('app');
  await ensure(currentLanguage(), ['app']);
}

// ---- the account's language (`User.language`, the API's enum) ---------------------------------------------

/** The API's name of a language (the `Language` enum of schema.graphql). */
export type ApiLanguage = 'EN' | 'PT_BR';
const API_LANGUAGES: Record<Language, ApiLanguage> = { en: 'EN', 'pt-BR': 'PT_BR' };

export function apiLanguage(language: Language): ApiLanguage {
  return API_LANGUAGES[language];
}

export function languageOfApi(value: string | null | undefined): Language | null {
  return (Object.keys(API_LANGUAGES) as Language[]).find((language) => API_LANGUAGES[language] === value) ?? null;
}

/** Marked when the language was switched signed out (a sign-in page): the next sign-in saves it on the account. */
const UNSAVED_KEY = 'language-unsaved';

export function markLanguageUnsaved(): void {
  try {
    localStorage.setItem(UNSAVED_KEY, '1');
  } catch {
    // No storage: nothing to carry to the account.
  }
}

/** Whether a switch made signed out waits to be saved on the account; reading it clears the mark. */
export function takeUnsavedLanguage(): boolean {
  try {
    const unsaved = localStorage.getItem(UNSAVED_KEY) === '1';
    localStorage.removeItem(UNSAVED_KEY);
    return unsaved;
  } catch {
    return false;
  }
}
