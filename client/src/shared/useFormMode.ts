import { useLocation, useParams } from 'react-router-dom';

export type FormMode = { mode: 'new'; id: null } | { mode: 'edit'; id: number | null };

/**
 * 'new' when the form's own URL segment is 'new' (/foods/new), otherwise 'edit' with the numeric `:id` route
 * parameter (/foods/12/edit); `id` is `null` when that parameter is not a positive whole number.
 */
export function useFormMode(): FormMode {
  const { pathname } = useLocation();
  const params = useParams();
  const segments = pathname.split('/').filter(Boolean);
  if (segments[segments.length - 1] === 'new') return { mode: 'new', id: null };
  const id = Number(params.id);
  return { mode: 'edit', id: params.id && /^\d+$/.test(params.id) && Number.isSafeInteger(id) && id > 0 ? id : null };
}
