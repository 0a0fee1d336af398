import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '../app/RouteError';
import { AuthCard } from '../features/auth/AuthCard';
import { PageHeader } from './PageHeader';
import { documentTitle } from './useDocumentTitle';

describe('page titles (WCAG 2.4.2)', () => {
  it("formats 'Page · Fitness Manager', or the product's name alone", () => {
    expect(documentTitle('Foods')).toBe('Foods · Fitness Manager');
    expect(documentTitle('  ')).toBe('Fitness Manager');
    expect(documentTitle()).toBe('Fitness Manager');
  });

  it("names the tab after the page header's title, and follows it", () => {
    const { rerender, unmount } = render(<PageHeader title="Foods" />, { wrapper: MemoryRouter });
    expect(document.title).toBe('Foods · Fitness Manager');

    rerender(<PageHeader title="Editing food Banana" />);
    expect(document.title).toBe('Editing food Banana · Fitness Manager');

    // e.g. while the next page loads
    unmount();
    expect(document.title).toBe('Fitness Manager');
  });

  it("names the tab after the auth card's title", () => {
    render(
      <AuthCard tagline="Log in to keep your fitness progress!" title="Sign in with your credentials" footer={null}>
        <p>form</p>
      </AuthCard>,
    );
    expect(document.title).toBe('Sign in with your credentials · Fitness Manager');
  });

  it('names the tab of the route error page', async () => {
    function Broken(): never {
      throw new Error('Boom');
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(document.title).toBe('Something went wrong · Fitness Manager');
  });
});
