import { LANGUAGES, type Language } from '@fitness-manager/shared';
import { useId, useState } from 'react';
import { chooseLanguage, useLanguage, useT } from './i18n';

export interface LanguageSwitchProps {
  /** After the switch: the signed-in layout saves the choice on the account too. */
  onChosen?: (language: Language) => void;
  className?: string;
}

/**
 * English / Português (Brasil): a labelled native select (keyboard and screen readers know it; each language is
 * named in its own words and marked with its `lang`). The choice is shown at once and remembered in this browser
 * (`chooseLanguage`); while the other language's texts load, the select waits.
 */
export function LanguageSwitch({ onChosen, className }: LanguageSwitchProps) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [loading, setLoading] = useState<Language | null>(null);
  const names: Record<Language, string> = { en: t('common.languageName.en'), 'pt-BR': t('common.languageName.pt-BR') };

  async function choose(next: Language) {
    setLoading(next);
    try {
      await chooseLanguage(next);
      onChosen?.(next);
    } finally {
      setLoading(null);
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
