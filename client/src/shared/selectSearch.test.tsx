import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SingleSelect } from './SingleSelect';

const OPTIONS = [
  { value: 12, label: 'Feijão' },
  { value: 30, label: 'Arroz 12 grãos' },
  { value: 31, label: 'Pão' },
];

function Searched({ onSearchChange, onSubmit }: { onSearchChange: (text: string) => void; onSubmit: () => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="food">Food</label>
      <SingleSelect inputId="food" options={OPTIONS} value={value} onChange={setValue} onSearchChange={onSearchChange} />
    </form>
  );
}

const offered = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('a dropdown searched elsewhere (onSearchChange)', () => {
  it('reports the typed text and narrows what it shows by the server rule only (case and accents ignored, never ids)', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    render(<Searched onSearchChange={onSearchChange} onSubmit={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Food' });
    await user.type(box, 'FEIJAO');
    expect(offered()).toEqual(['Feijão']);
    expect(onSearchChange).toHaveBeenLastCalledWith('FEIJAO');
    await user.clear(box);
    // react-select's own filter would also offer Feijão, whose value is 12
    await user.type(box, '12');
    expect(offered()).toEqual(['Arroz 12 grãos']);
  });

  it('never submits the form around on Enter while nothing shown matches the text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Searched onSearchChange={vi.fn()} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('combobox', { name: 'Food' }), 'xyz{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('combobox', { name: 'Food' }));
    await user.type(screen.getByRole('combobox', { name: 'Food' }), 'pao{Enter}');
    expect(screen.getByText('Pão')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
