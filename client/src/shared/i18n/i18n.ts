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

const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en: { ...englishSignIn } } });
/**
 * English as it is loaded, for a text the shown language's catalogue lacks: in production the person reads the
 * English text (and the console names the id), never the id. In tests a missing message throws.
 */
const english = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en: { ...englishSignIn } } });

/** Parts loaded per language, their loads (once each), and the parts the app needs (`app` once a signed-in page shows). */
const loaded: Record<Language, Set<Part>> = { en: new Set(['signin']), 'pt-BR': new Set() };
const loading: Record<Language, Partial<Record<Part, Promise<void>>>> = { en: { signin: Promise.resolve() }, 'pt-BR': {} };
const needed = new Set<Part>(['signin']);
let version = 0;
const listeners = new Set<() => void>();
i18n.on('change', () => {
  version += 1;
  listeners.forEach((listener) => listener());
});

/**
 * The language the person wants: the one shown, or the one being loaded to be shown (the latest choice). What loads
 * now for the app (the signed-in pages' texts) loads in it, so it is complete when it is shown.
 */
let target: Language = DEFAULT_LANGUAGE;
/** Numbers the requests to show a language: only the latest one is shown, whatever order their texts arrive in. */
let requests = 0;

function ensurePart(language: Language, part: Part): Promise<void> {
  let load = loading[language][part];
  if (!load) {
    load = loaders[language][part]().then(({ default: messages }) => {
      if (language === DEFAULT_LANGUAGE) english.load(language, messages);
      loaded[language].add(part);
      i18n.load(language, messages); // last: its change event re-renders with the part loaded
    });
    // Offline, or a new deployment: a later need tries again.
    load.catch(() => delete loading[language][part]);
    loading[language][part] = load;
  }
  return load;
}

async function ensure(language: Language, parts: Iterable<Part>): Promise<void> {
  await Promise.all([...parts].map((part) => ensurePart(language, part)));
}

const reported = new Set<string>();

/** A text the shown language lacks (its part not loaded: a bug): English's, reported once; never its id. */
function missingText(id: string, values?: MessageValues): string {
  const language = i18n.locale;
  if (import.meta.env.MODE === 'test') throw new Error(`No message "${id}" in the ${language} catalogue (or its part is not loaded).`);
  if (!reported.has(`${language} ${id}`)) {
    reported.add(`${language} ${id}`);
    console.error(`No message "${id}" in the ${language} catalogue (or its part is not loaded): showing the English text.`);
  }
  if (english.messages[id] !== undefined) return english._(id, values);
  // English's part with it is not here either: load English's parts (their arrival re-renders); blank until then.
  ensure(DEFAULT_LANGUAGE, ['signin', 'app']).catch(() => undefined);
  return '';
}

function translate(id: string, values?: MessageValues): string {
  return i18n.messages[id] === undefined ? missingText(id, values) : i18n._(id, values);
}

/** A text of the current language: `t('foods.title')`, `t('foods.deleted', { name })`. */
export function t(id: MessageId, values?: MessageValues): string {
  return translate(id, values);
}

/** A shared message (a rule's: `REQUIRED_MESSAGE`, `maxLengthMessage(100)`) in the current language. */
export function formatMessage(text: Message): string {
  return translate(text.id, text.values);
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

/** The latest language asked for (shown, or loading to be shown): what a new choice is compared with. */
export function chosenLanguage(): Language {
  return target;
}

/**
 * Loads what the app needs of `language` and shows it (the current language stays until then). Only the latest
 * request is shown: an earlier one whose texts arrive later resolves `false` and changes nothing. The parts needed
 * are checked again once loaded, before the switch (the signed-in pages may have started meanwhile).
 */
export async function showLanguage(language: Language): Promise<boolean> {
  const request = ++requests;
  target = language;
  try {
    for (;;) {
      const missing = [...needed].filter((part) => !loaded[language].has(part));
      if (missing.length === 0) break;
      await ensure(language, missing);
      if (request !== requests) return false;
    }
  } catch (error) {
    if (request === requests) target = currentLanguage(); // the texts did not arrive: the language shown stays
    throw error;
  }
  if (request !== requests) return false;
  activate(language);
  return true;
}

/**
 * The person chose `language` (the switch, or their account's setting at sign-in): remembered in this browser and
 * shown at once. Resolves whether it was shown: `false` when a later choice came first (the later one wins, here
 * and in this browser's memory). Saving it on the account is the caller's (signed in: the `setLanguage` mutation).
 */
export async function chooseLanguage(language: Language): Promise<boolean> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
  return showLanguage(language);
}

/**
 * Another tab of this browser chose a language (its `chooseLanguage` wrote LANGUAGE_STORAGE_KEY; the browser tells the
 * other tabs with a `storage` event, as it tells them of a sign-in or out): shown here too, without storing it again
 * or saving it on the account (the tab that chose did both). Returns the unsubscribe.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LANGUAGE_STORAGE_KEY || !isLanguage(event.newValue) || event.newValue === target) return;
    // Its texts did not arrive (offline): the language shown stays, as for a switch here.
    showLanguage(event.newValue).catch(() => undefined);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * At start-up, before the router and the first render: the initial language, loaded (English's sign-in part is here),
 * and from then on the choices of the browser's other tabs (`followOtherTabs`).
 */
export async function startI18n(): Promise<void> {
  followOtherTabs();
  try {
    await showLanguage(initialLanguage());
  } catch (error) {
    // Its texts did not arrive (offline, a new deployment): the app opens in English, which is in the entry.
    console.error(error);
  }
}

/**
 * The signed-in pages' texts in the language shown; from now on they are needed in any language shown. A switch
 * loading meanwhile gets them too before it shows its language (`showLanguage` checks the needed parts again).
 */
export async function loadAppMessages(): Promise<void> {
  needed.add('app');
  if (target !== currentLanguage()) ensurePart(target, 'app').catch(() => undefined); // the switch meets a failure
  await ensurePart(currentLanguage(), 'app');
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
