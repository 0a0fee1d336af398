import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import './auth.css';

export interface AuthCardProps {
  tagline: string;
  title: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card shared by the login and register pages; its title also names the browser tab. */
export function AuthCard({ tagline, title, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <header className="auth-card__header">
          <h1 className="auth-card__brand">Fitness Manager</h1>
          <p className="auth-card__tagline">{tagline}</p>
        </header>
        <section className="auth-card__body" aria-labelledby="auth-card-title">
          <h2 id="auth-card-title" className="auth-card__title">
            {title}
          </h2>
          {children}
        </section>
        <footer className="auth-card__footer">{footer}</footer>
      </div>
    </main>
  );
}
