import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './useElementWidth';

function Probe() {
  const [shown, setShown] = useState(false);
  const [ref, width] = useElementWidth<HTMLDivElement>(640, 280);
  return (
    <>
      <p>width {width}</p>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown ? <div ref={ref} /> : null}
    </>
  );
}

describe('useElementWidth', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('measures an element shown after the first render (a chart that first had no points)', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 316.4 } as DOMRect);
    render(<Probe />);
    expect(screen.getByText('width 640')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByText('width 316')).toBeInTheDocument();
  });
});
