import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';
import { followFocusWhenRemoved } from './focusFollow';

interface Row {
  id: number;
  name: string;
}

/** A named card holding a table of rows, each with a Delete button that removes its row. */
function Card({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  const remove = (id: number) => setRows((current) => current.filter((row) => row.id !== id));
  return (
    <main tabIndex={-1}>
      <section aria-labelledby="card-title">
        <h2 id="card-title">Breakfast</h2>
        {rows.length > 0 ? (
          <DataTable
            caption="Breakfast entries"
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true },
              {
                id: 'actions',
                header: 'Actions',
                cell: (row) => (
                  <button
                    type="button"
                    onClick={(event) => {
                      followFocusWhenRemoved(event.currentTarget);
                      remove(row.id);
                    }}
                  >
                    Delete {row.name}
                  </button>
                ),
              },
            ]}
          />
        ) : (
          <p>Nothing eaten yet.</p>
        )}
      </section>
      <button type="button">Elsewhere</button>
    </main>
  );
}

const rows = [
  { id: 1, name: 'Banana' },
  { id: 2, name: 'Bolo' },
];

describe('followFocusWhenRemoved', () => {
  it("moves the focus of a removed row's button to the table region", async () => {
    const user = userEvent.setup();
    render(<Card initial={rows} />);
    await user.click(screen.getByRole('button', { name: 'Delete Banana' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Breakfast entries' })).toHaveFocus());
  });

  it('moves it to the named section around when the table goes too; that section is focusable only meanwhile', async () => {
    const user = userEvent.setup();
    render(<Card initial={rows.slice(0, 1)} />);
    await user.click(screen.getByRole('button', { name: 'Delete Banana' }));

    const card = screen.getByRole('region', { name: 'Breakfast' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(card).not.toHaveAttribute('tabindex');
  });

  it('leaves the focus alone when it went elsewhere before the removal', async () => {
    render(<Card initial={rows} />);
    const button = screen.getByRole('button', { name: 'Delete Banana' });
    button.focus();
    const stop = followFocusWhenRemoved(button);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => {
      button.closest('tr')?.remove();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(elsewhere).toHaveFocus();
    stop();
  });

  it('does nothing once stopped', async () => {
    render(<Card initial={rows} />);
    const button = screen.getByRole('button', { name: 'Delete Banana' });
    button.focus();
    followFocusWhenRemoved(button)();
    act(() => {
      button.closest('tr')?.remove();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.body).toHaveFocus();
  });
});
