import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFromList } from './listReturn';
import { BusyButton } from './BusyButton';
import { ConfirmDialog } from './ConfirmDialog';
import type { DataTableColumn } from './DataTable';
import { t, useT } from './i18n/i18n';

export interface RowActionsProps {
  /** What the row is called; it completes the buttons' accessible names ('Edit Rice', 'Delete Rice'). */
  name: string;
  /** Edit: the path of the row's edit page, or what opens its edit dialog. */
  edit: string | (() => void);
  /** The path of the row's own page, shown as 'View' before Edit. */
  view?: string;
  /** More pages of the row, shown before Edit (e.g. an exercise's history): their accessible name completes theirs. */
  links?: ReadonlyArray<{ label: string; to: string; accessibleName: string }>;
  /**
   * Deletes the row, once the user confirmed it (Delete always asks first: a mis-tap on a phone must not lose data).
   * It receives the row's Delete button: the dialog gives the focus back to it, and when it leaves with its row the
   * focus follows to the table (see `useRowDeletion`).
   */
  onDelete: (deleteButton?: HTMLElement) => void;
  /** The row's deletion is running: Delete is busy meanwhile (it keeps the focus, see BusyButton). */
  deleting: boolean;
  /**
   * What the confirmation says goes with the row, for deletions that take children with them (a routine's sessions
   * and history). Without it, the dialog says that the deletion cannot be undone.
   */
  confirmDelete?: ReactNode;
}

const SECONDARY = 'button button--secondary button--small';

/** The Edit and Delete buttons of a table row (and View, when the row has a page of its own). */
export function RowActions({ name, edit, view, links = [], onDelete, deleting, confirmDelete }: RowActionsProps) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  // Edit takes the list's address along (its search and page): the form returns there (listReturn.ts).
  const fromList = useFromList();
  const deleteRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="row-actions">
      {links.map((link) => (
        <Link key={link.to} className={SECONDARY} to={link.to} aria-label={link.accessibleName}>
          {link.label}
        </Link>
      ))}
      {view !== undefined ? (
        <Link className={SECONDARY} to={view} aria-label={t('common.rowView', { name })}>
          {t('common.view')}
        </Link>
      ) : null}
      {typeof edit === 'string' ? (
        <Link className={SECONDARY} to={edit} state={fromList} aria-label={t('common.rowEdit', { name })}>
          {t('common.edit')}
        </Link>
      ) : (
        <button type="button" className={SECONDARY} aria-label={t('common.rowEdit', { name })} onClick={edit}>
          {t('common.edit')}
        </button>
      )}
      <BusyButton
        className="button--danger button--small"
        aria-label={t('common.rowDelete', { name })}
        busy={deleting}
        ref={deleteRef}
        onClick={() => setAsking(true)}
      >
        {t('common.delete')}
      </BusyButton>
      <ConfirmDialog
        open={asking}
        title={t('common.rowDeleteConfirm', { name })}
        confirmLabel={t('common.delete')}
        onConfirm={() => {
          setAsking(false);
          // The focus is still in the dialog, on its way back to the row's Delete button.
          onDelete(deleteRef.current ?? undefined);
        }}
        onCancel={() => setAsking(false)}
      >
        {confirmDelete ?? <p>{t('common.deleteCannotUndo')}</p>}
      </ConfirmDialog>
    </div>
  );
}

/**
 * The room Edit and Delete need side by side in a fixed-layout table, in the longest language (Portuguese:
 * 'Editar', 'Excluir'), cell padding included: a length, so it never shrinks below them as a share would
 * (tests/e2e/layout.e2e.test.ts checks no row's buttons leave their cell).
 */
export const ROW_ACTIONS_WIDTH = '12rem';

/** A table's last column: the row's actions under a header only assistive technology reads ('Actions'). */
export function rowActionsColumn<Row>(actions: (row: Row) => RowActionsProps): DataTableColumn<Row> {
  return { id: 'actions', header: t('common.actions'), hiddenHeader: true, cell: (row) => <RowActions {...actions(row)} /> };
}
