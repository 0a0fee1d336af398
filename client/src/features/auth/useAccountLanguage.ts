import { useMutation } from '@apollo/client/react';
import type { Language } from '@fitness-manager/shared';
import { useCallback, useEffect, useRef } from 'react';
import { apiLanguage, chooseLanguage, chosenLanguage, languageOfApi, takeUnsavedLanguage, t } from '../../shared/i18n/i18n';
import { notify } from '../../shared/notify';
import { SetLanguageMutation } from './languageDocuments';
import type { CurrentUser } from './useCurrentUser';

/**
 * Saves one value at a time, always ending with the latest: a value asked for while a save runs waits for it, and
 * only the latest of those is sent next. So quick choices reach the server in the order they were made and the
 * account keeps the last one. `failed` runs when a save fails and no later value is waiting.
 */
export function latestOnly<T>(send: (value: T) => Promise<unknown>, failed: () => void): (value: T) => void {
  let running = false;
  let waiting: { value: T } | null = null;
  async function drain() {
    running = true;
    while (waiting) {
      const { value } = waiting;
      waiting = null;
      try {
        await send(value);
      } catch {
        if (!waiting) failed();
      }
    }
    running = false;
  }
  return (value: T) => {
    waiting = { value };
    if (!running) void drain();
  };
}

/**
 * The signed-in user's language across devices (`User.language`). Once `Me` has arrived: a language switched on a
 * sign-in page goes to the account; otherwise the account's language is shown (chosen on another device); an
 * account without one takes the language shown. `save` is the sidebar switch's: every later choice goes to the
 * account (the answer updates `Me` in the cache), one save at a time, the latest last (`latestOnly`).
 */
export function useAccountLanguage(user: CurrentUser | null): { save: (language: Language) => void } {
  // Stable: Apollo's mutate function keeps its identity across renders (it reads the latest options itself).
  const [setLanguage] = useMutation(SetLanguageMutation);
  /** The account's saves, one at a time (made on first use). */
  const saver = useRef<((language: Language) => void) | null>(null);
  const settled = useRef<number | 'chosen' | null>(null);
  const save = useCallback(
    (language: Language) => {
      // A choice made here is the latest: `Me` arriving afterwards (with the language saved before) must not undo it.
      settled.current ??= 'chosen';
      saver.current ??= latestOnly<Language>(
        (next) => setLanguage({ variables: { language: apiLanguage(next) } }),
        () => notify.error(t('common.language'), t('common.languageSaveFailed')),
      );
      saver.current(language);
    },
    [setLanguage],
  );
  useEffect(() => {
    if (!user || settled.current !== null) return;
    settled.current = user.id;
    const account = languageOfApi(user.language);
    // The language asked for last (shown, or loading to be shown).
    const chosen = chosenLanguage();
    if (takeUnsavedLanguage() || !account) {
      if (account !== chosen) save(chosen);
    } else if (account !== chosen) {
      // A switch made meanwhile is later, so it wins (chooseLanguage shows only the latest request).
      chooseLanguage(account).catch(() => undefined);
    }
  }, [user, save]);
  return { save };
}
