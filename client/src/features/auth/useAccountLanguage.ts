import { useMutation } from '@apollo/client/react';
import type { Language } from '@fitness-manager/shared';
import { useCallback, useEffect, useRef } from 'react';
import { apiLanguage, chooseLanguage, currentLanguage, languageOfApi, takeUnsavedLanguage, t } from '../../shared/i18n/i18n';
import { notify } from '../../shared/notify';
import { SetLanguageMutation } from './languageDocuments';
import type { CurrentUser } from './useCurrentUser';

/**
 * The signed-in user's language across devices (`User.language`). Once `Me` has arrived: a language switched on a
 * sign-in page goes to the account; otherwise the account's language is shown (chosen on another device); an
 * account without one takes the language shown. `save` is the sidebar switch's: every later choice goes to the
 * account (the answer updates `Me` in the cache).
 */
export function useAccountLanguage(user: CurrentUser | null): { save: (language: Language) => void } {
  const [setLanguage] = useMutation(SetLanguageMutation);
  const settled = useRef<number | 'chosen' | null>(null);
  const save = useCallback(
    (language: Language) => {
      // A choice made here is the latest: `Me` arriving afterwards (with the language saved before) must not undo it.
      settled.current ??= 'chosen';
      setLanguage({ variables: { language: apiLanguage(language) } }).catch(() => {
        notify.error(t('common.language'), t('common.languageSaveFailed'));
      });
    },
    [setLanguage],
  );
  useEffect(() => {
    if (!user || settled.current !== null) return;
    settled.current = user.id;
    const account = languageOfApi(user.language);
    if (takeUnsavedLanguage() || !account) {
      if (account !== currentLanguage()) save(currentLanguage());
    } else if (account !== currentLanguage()) {
      void chooseLanguage(account);
    }
  }, [user, save]);
  return { save };
}
