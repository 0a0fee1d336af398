import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';
import { useT } from './i18n/i18n';

export interface PageHeaderBack {
  /** Where the back button leads. Default: '/'. */
  to?: string;
  /** Its label. Default: 'Back'. */
  label?: string;
}

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** `true` for the default back button ('Back' to '/'), or an object to change its target or label. */
  back?: boolean | PageHeaderBack;
  /** Extra actions shown on the right (e.g. a 'New' button). */
  actions?: ReactNode;
}

/** The title block at the top of every page inside the layout; it also names the browser tab ('Foods · Fitness Manager'). */
export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  const t = useT();
  useDocumentTitle(title);
  const backOptions = back === true ? {} : back || null;
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {backOptions || actions ? (
        <div className="page-header__actions">
          {actions}
          {backOptions ? (
            <Link className="button button--secondary" to={backOptions.to ?? '/'}>
              {backOptions.label ?? t('common.back')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
