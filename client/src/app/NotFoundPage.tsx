import { Link } from 'react-router-dom';
import { PageHeader } from '../shared/PageHeader';
import { useT } from '../shared/i18n/i18n';

/** Any path under the layout that has no page. */
export function NotFoundPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('common.pageNotFound')} subtitle={t('common.nothingHere')} />
      <p>
        <Link className="button button--primary" to="/home">
          {t('common.goHome')}
        </Link>
      </p>
    </>
  );
}
