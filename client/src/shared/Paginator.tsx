import { useT } from './i18n/i18n';

export interface PaginatorProps {
  /** Zero-based current page. */
  page: number;
  pageSize: number;
  totalElements: number;
  onPageChange: (page: number) => void;
  /** How many numbered page buttons to show around the current one. Default 3. */
  linkWindow?: number;
  /** Accessible name of the navigation landmark. Default 'Pagination'. */
  label?: string;
}

export function pageCount(totalElements: number, pageSize: number): number {
  if (pageSize <= 0) return 0;
  return Math.max(0, Math.ceil(totalElements / pageSize));
}

/**
 * The zero-based page numbers to show: `size` consecutive pages with the current one centred when possible,
 * e.g. page 5 of 10 with a window of 3 → [4, 5, 6]; page 0 → [0, 1, 2]; page 9 → [7, 8, 9].
 */
export function pageWindow(page: number, totalPages: number, size = 3): number[] {
  if (totalPages <= 0 || size <= 0) return [];
  const visible = Math.min(size, totalPages);
  const start = Math.min(Math.max(0, page - Math.floor(visible / 2)), totalPages - visible);
  return Array.from({ length: visible }, (_, index) => start + index);
}

/**
 * Page navigation below a paginated table: first, previous, a window of numbered pages, next, last. Renders
 * nothing while everything fits on one page.
 */
export function Paginator({ page, pageSize, totalElements, onPageChange, linkWindow = 3, label: givenLabel }: PaginatorProps) {
  const t = useT();
  const label = givenLabel ?? t('common.pagination');
  const totalPages = pageCount(totalElements, pageSize);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(0, page), totalPages - 1);
  const isFirst = current === 0;
  const isLast = current === totalPages - 1;
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  return (
    <nav className="paginator" aria-label={label}>
      <ul className="paginator__list">
        <li>
          <button type="button" className="paginator__button" aria-label={t('common.firstPage')} disabled={isFirst} onClick={() => go(0)}>
            <span aria-hidden="true">«</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="paginator__button"
            aria-label={t('common.previousPage')}
            disabled={isFirst}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageWindow(current, totalPages, linkWindow).map((target) => (
          <li key={target}>
            <button
              type="button"
              className={target === current ? 'paginator__button paginator__button--current' : 'paginator__button'}
              aria-label={t('common.pageNumber', { page: target + 1 })}
              aria-current={target === current ? 'page' : undefined}
              onClick={() => go(target)}
            >
              {target + 1}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="paginator__button"
            aria-label={t('common.nextPage')}
            disabled={isLast}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="paginator__button"
            aria-label={t('common.lastPage')}
            disabled={isLast}
            onClick={() => go(totalPages - 1)}
          >
            <span aria-hidden="true">»</span>
          </button>
        </li>
      </ul>
      <p className="paginator__status" aria-live="polite">
        {t('common.pageStatus', { page: current + 1, pages: totalPages, count: totalElements })}
      </p>
    </nav>
  );
}
