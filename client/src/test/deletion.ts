import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Deletes a row the way a user does: its 'Delete {name}' button (in `scope`, default the page), then Delete in the
 * 'Delete {name}?' confirmation. Returns the row's Delete button (the focus goes back to it, then on when it leaves).
 */
export async function deleteAfterConfirming(user: UserEvent, name: string, scope: HTMLElement = document.body): Promise<HTMLElement> {
  const button = await within(scope).findByRole('button', { name: `Delete ${name}` });
  await user.click(button);
  await user.click(within(screen.getByRole('dialog', { name: `Delete ${name}?` })).getByRole('button', { name: 'Delete' }));
  return button;
}
