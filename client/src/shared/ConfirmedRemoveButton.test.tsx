import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmedRemoveButton } from './ConfirmedRemoveButton';

/** A named card whose Remove goes when `onRemove` resolves true (as a set's row, answered by the server). */
function Card({ onRemove, ask }: { onRemove: () => Promise<boolean>; ask?: boolean }) {
  const [shown, setShown] = useState(true);
  return (
    <main>
      <section aria-labelledby="card-title">
        <h2 id="card-title">Squat</h2>
        {shown ? (
          <ConfirmedRemoveButton
            className="button--danger"
            label="Remove Squat"
            confirmTitle="Remove Squat from this workout?"
            confirmLabel="Remove"
            warning={<p>Its 2 sets go with it.</p>}
            ask={ask}
            onRemove={() =>
              onRemove().then((removed) => {
                if (removed) setShown(false);
                return removed;
              })
            }
          >
            Remove
          </ConfirmedRemoveButton>
        ) : null}
      </section>
    </main>
  );
}

/** A removal the test answers: `answer(true)` removed, `answer(false)` failed, `reject(error)` threw. */
function heldRemoval() {
  let answer: (removed: boolean) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const onRemove = vi.fn(
    () =>
      new Promise<boolean>((resolve, fail) => {
        answer = resolve;
        reject = fail;
      }),
  );
  return { onRemove, answer: (removed: boolean) => answer(removed), reject: (error: Error) => reject(error) };
}

/** Renders the card, presses Remove and confirms; the removal is held until the test answers it. */
async function confirmHeldRemoval() {
  const removal = heldRemoval();
  render(<Card onRemove={removal.onRemove} />);
  const user = userEvent.setup();
  const remove = screen.getByRole('button', { name: 'Remove Squat' });
  await user.click(remove);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  return { removal, user, remove };
}

describe('ConfirmedRemoveButton', () => {
  it('asks first, saying what goes with it; Cancel removes nothing and gives the focus back', async () => {
    const onRemove = vi.fn(() => Promise.resolve(true));
    render(<Card onRemove={onRemove} />);
    const user = userEvent.setup();
    const remove = screen.getByRole('button', { name: 'Remove Squat' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Squat from this workout?' });
    expect(dialog).toHaveTextContent('Its 2 sets go with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('once confirmed is busy until it goes: a second press sends nothing; then the focus follows to the card', async () => {
    const { removal, user, remove } = await confirmHeldRemoval();
    await waitFor(() => expect(remove).toHaveFocus());
    expect(remove).toHaveAttribute('aria-busy', 'true');
    await user.click(remove);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removal.onRemove).toHaveBeenCalledTimes(1);
    removal.answer(true);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Squat' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Remove Squat' })).not.toBeInTheDocument();
    expect(removal.onRemove).toHaveBeenCalledTimes(1);
  });

  it('is usable again, with the focus, when the removal fails', async () => {
    const { removal, user, remove } = await confirmHeldRemoval();
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    removal.answer(false);
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-busy'));
    expect(remove).toHaveFocus();
    await user.click(remove);
    expect(await screen.findByRole('dialog', { name: 'Remove Squat from this workout?' })).toBeInTheDocument();
  });

  it('is usable again, with the focus, when the removal rejects (an error its caller did not catch)', async () => {
    const { removal, user, remove } = await confirmHeldRemoval();
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    removal.reject(new Error('Network down'));
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-busy'));
    expect(remove).toHaveFocus();
    await user.click(remove);
    expect(await screen.findByRole('dialog', { name: 'Remove Squat from this workout?' })).toBeInTheDocument();
  });

  it('removes at once when there is nothing to lose (ask false)', async () => {
    const onRemove = vi.fn(() => Promise.resolve(true));
    render(<Card onRemove={onRemove} ask={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Squat' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Squat' })).not.toBeInTheDocument());
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
