import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageCount, pageWindow, Paginator } from './Paginator';

describe('pageWindow', () => {
  it('centres the current page in a window of 3, within the bounds', () => {
    expect(pageWindow(0, 10)).toEqual([0, 1, 2]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(9, 10)).toEqual([7, 8, 9]);
    expect(pageWindow(1, 2)).toEqual([0, 1]);
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it('counts pages', () => {
    expect(pageCount(0, 9)).toBe(0);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });
});

describe('Paginator', () => {
  it('renders nothing when everything fits on one page', () => {
    const { container } = render(<Paginator page={0} pageSize={9} totalElements={9} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has first, previous, a window of pages, next and last', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Paginator page={4} pageSize={9} totalElements={90} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 5 of 10');
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls.map(([page]) => page as number)).toEqual([0, 3, 5, 5, 9]);
  });

  it('disables the way back on the first page and the way on on the last', () => {
    const { rerender } = render(<Paginator page={0} pageSize={9} totalElements={20} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Paginator page={2} pageSize={9} totalElements={20} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });
});
