import { LANGUAGES, type Language } from '@fitness-manager/shared';
import { useId, useRef, useState } from 'react';
import { chooseLanguage, useLanguage, useT } from './i18n';

export interface LanguageSwitchProps {
  /** After the switch (only the latest choice, once shown): the signed-in layout saves the choice on the account. */
  onChosen?: (language: Language) => void;
  className?: string;
}

/**
 * English / Português (Brasil): a labelled native select (keyboard and screen readers know it; each language is
 * named in its own words and marked with its `lang`). The choice is shown at once and remembered in this browser
 * (`chooseLanguage`); while the other language's texts load, the select shows the choice. The last choice wins:
 * an earlier one whose texts arrive later is neither shown nor passed on.
 */
export function LanguageSwitch({ onChosen, className }: LanguageSwitchProps) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [loading, setLoading] = useState<Language | null>(null);
  const latest = useRef(0);
  const names: Record<Language, string> = { en: t('common.languageName.en'), 'pt-BR': t('common.languageName.pt-BR') };

  async function choose(next: Language) {
    const choice = ++latest.current;
    setLoading(next);
    try {
      if (await chooseLanguage(next)) onChosen?.(next);
    } catch {
      // Its texts did not arrive (offline): the select shows the language still shown.
    } finally {
      if (choice === latest.current) setLoading(null);
    }
  }

  return (
    <div className={['language-switch', className].filter(Boolean).join(' ')}>
      <label className="language-switch__label" htmlFor={id}>
        {t('common.language')}
      </label>
      <select
        id={id}
        className="input language-switch__select"
        value={loading ?? language}
        aria-busy={loading !== null || undefined}
        onChange={(event) => void choose(event.target.value as Language)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
