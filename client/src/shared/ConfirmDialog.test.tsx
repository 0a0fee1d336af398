import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(busy: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ConfirmDialog
      open
      title="Delete this workout?"
      description="Its sets go with it."
      confirmLabel="Delete"
      cancelLabel="Keep it"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { user: userEvent.setup(), onConfirm, onCancel, view };
}

describe('ConfirmDialog', () => {
  it('is described by its description, and Cancel has the focus', async () => {
    renderDialog(false);
    const dialog = screen.getByRole('dialog', { name: 'Delete this workout?' });
    expect(dialog).toHaveAccessibleDescription('Its sets go with it.');
    expect(await screen.findByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy');
  });

  it('while busy keeps the dialog and the focus on the confirm button, and ignores a second press', async () => {
    const { user, onConfirm, onCancel, view } = renderDialog(false);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    view.rerender(<ConfirmDialog open title="Delete this workout?" confirmLabel="Delete" busy onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Delete this workout?' })).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
