import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectHints } from './SelectHints';

function Picker({ texts }: { texts: Parameters<typeof selectHints>[1] }) {
  const { describedBy, hints } = selectHints('pick', texts);
  return (
    <>
      <input aria-label="Pick" aria-describedby={describedBy} />
      {hints}
    </>
  );
}

describe("a picker's hints", () => {
  it('shows the hints given, in order, and describes the input by exactly those', () => {
    const { rerender } = render(<Picker texts={{ more: 'Showing 30 of 512.', failed: false, empty: 'None yet.' }} />);
    expect(screen.getByLabelText('Pick')).toHaveAccessibleDescription('Showing 30 of 512. None yet.');
    expect(screen.queryByText('false')).not.toBeInTheDocument();
    rerender(<Picker texts={{ more: null, failed: 'Failed.', empty: undefined }} />);
    expect(screen.getByLabelText('Pick')).toHaveAccessibleDescription('Failed.');
    expect(screen.queryByText('None yet.')).not.toBeInTheDocument();
    rerender(<Picker texts={{ more: null, failed: false }} />);
    expect(screen.getByLabelText('Pick')).not.toHaveAttribute('aria-describedby');
  });
});
