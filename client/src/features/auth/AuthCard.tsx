import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import './auth.css';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch';
import { markLanguageUnsaved } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/i18n';

export interface AuthCardProps {
  tagline: string;
  title: string;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * The centred card shared by the login and register pages; its title also names the browser tab. Its language switch
 * is remembered in this browser and goes to the account at the next sign-in (`markLanguageUnsaved`).
 */
export function AuthCard({ tagline, title, children, footer }: AuthCardProps) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <header className="auth-card__header">
          <h1 className="auth-card__brand">{t('common.brand')}</h1>
          <p className="auth-card__tagline">{tagline}</p>
        </header>
        <section className="auth-card__body" aria-labelledby="auth-card-title">
          <h2 id="auth-card-title" className="auth-card__title">
            {title}
          </h2>
          {children}
        </section>
        <footer className="auth-card__footer">{footer}</footer>
        <LanguageSwitch className="auth-card__language" onChosen={markLanguageUnsaved} />
      </div>
    </main>
  );
}
