import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { RowActions, rowActionsColumn, type RowActionsProps } from './RowActions';

function renderActions(props: RowActionsProps) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <RowActions {...props} /> },
      { path: '*', element: <p>Went elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe('RowActions', () => {
  it("names each button after the row, and links Edit to the row's page", () => {
    renderActions({ name: 'Rice', edit: '/foods/3/edit', onDelete: () => undefined, deleting: false });
    expect(screen.getByRole('link', { name: 'Edit Rice' })).toHaveAttribute('href', '/foods/3/edit');
    expect(screen.getByRole('link', { name: 'Edit Rice' })).toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Delete Rice' })).toHaveTextContent('Delete');
    expect(screen.queryByRole('link', { name: 'View Rice' })).not.toBeInTheDocument();
  });

  it('works from the keyboard: Tab through View, Edit and Delete; Enter and Space act', async () => {
    const onDelete = vi.fn();
    const { user, router } = renderActions({
      name: 'Push day',
      view: '/routines/4',
      edit: '/routines/4/edit',
      onDelete,
      deleting: false,
    });
    await user.tab();
    expect(screen.getByRole('link', { name: 'View Push day' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Edit Push day' })).toHaveFocus();
    await user.tab();
    const deleteButton = screen.getByRole('button', { name: 'Delete Push day' });
    expect(deleteButton).toHaveFocus();
    // Enter asks first; the dialog's Cancel has the focus, Escape gives it back to Delete.
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('dialog', { name: 'Delete Push day?' })).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteButton).toHaveFocus());
    // Space asks too; Shift+Tab from Cancel reaches the dialog's Delete, and Enter deletes.
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Delete Push day?' })).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledWith(deleteButton);
    await waitFor(() => expect(deleteButton).toHaveFocus());

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Went elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/routines/4/edit');
  });

  it('opens an edit dialog through a button when Edit is a handler', async () => {
    const onEdit = vi.fn();
    const { user } = renderActions({ name: 'Oats', edit: onEdit, onDelete: () => undefined, deleting: false });
    const edit = screen.getByRole('button', { name: 'Edit Oats' });
    edit.focus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('marks Delete busy and unusable while the row is being deleted, keeping it focusable', async () => {
    const onDelete = vi.fn();
    const { user } = renderActions({ name: 'Oats', edit: () => undefined, onDelete, deleting: true });
    const remove = screen.getByRole('button', { name: 'Delete Oats' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAttribute('aria-busy', 'true');
    remove.focus();
    expect(remove).toHaveFocus();
    await user.click(remove);
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit Oats' })).toBeEnabled();
  });

  it('is a table column whose header only assistive technology reads', () => {
    type Row = { id: number; name: string };
    const rows: Row[] = [{ id: 1, name: 'Rice' }];
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <DataTable
            caption="Foods"
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true },
              rowActionsColumn((row: Row) => ({
                name: row.name,
                edit: `/foods/${row.id}/edit`,
                onDelete: () => undefined,
                deleting: false,
              })),
            ]}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Actions']);
    const row = screen.getByRole('rowheader', { name: 'Rice' }).closest('tr');
    expect(within(row as HTMLElement).getByRole('button', { name: 'Delete Rice' })).toBeInTheDocument();
  });

  it('asks before every deletion, naming the row: the deletion cannot be undone', async () => {
    const onDelete = vi.fn();
    const { user } = renderActions({ name: 'Rice', edit: '/foods/3/edit', onDelete, deleting: false });
    await user.click(screen.getByRole('button', { name: 'Delete Rice' }));
    expect(onDelete).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Delete Rice?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(screen.getByRole('button', { name: 'Delete Rice' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what goes with a row that takes children with it, and Cancel deletes nothing', async () => {
    const onDelete = vi.fn();
    const { user } = renderActions({
      name: 'Oats',
      edit: () => undefined,
      onDelete,
      deleting: false,
      confirmDelete: 'Its sessions go too.',
    });
    await user.click(screen.getByRole('button', { name: 'Delete Oats' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Oats?' });
    expect(dialog).toHaveTextContent('Its sessions go too.');
    await user.keyboard('{Escape}');
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Oats' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Oats' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
