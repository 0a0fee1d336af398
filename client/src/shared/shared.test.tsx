import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';
import { ServerErrorAlert } from './ServerErrorAlert';

describe('PageHeader', () => {
  it('shows the title and subtitle, without a back button by default', () => {
    render(<PageHeader title="Foods" subtitle="All your foods" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Foods' })).toBeInTheDocument();
    expect(screen.getByText('All your foods')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("has an optional back button, by default 'Back' to the root", () => {
    const { rerender } = render(<PageHeader title="Foods" back />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    rerender(<PageHeader title="Foods" back={{ to: '/foods/list', label: 'Back to the list' }} />);
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/foods/list');
  });
});

describe('ServerErrorAlert', () => {
  it('renders nothing without messages', () => {
    const { container } = render(<ServerErrorAlert messages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows 'Submition failed:' and the single message alone", () => {
    render(<ServerErrorAlert messages={['Name is taken.']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Submition failed:Name is taken.');
    expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists several messages', () => {
    render(<ServerErrorAlert messages={['One.', 'Two.']} />);
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['One.', 'Two.']);
  });
});
