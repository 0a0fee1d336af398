import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { parse } from 'graphql';
import { useCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deleteAfterConfirming } from '../test/deletion';
import { renderRoutes, withToasts } from '../test/render';
import { evictDeleted } from './cacheLists';
import type { DataTableColumn } from './DataTable';
import { PagedListPage } from './PagedListPage';
import { rowActionsColumn } from './RowActions';
import { LIST_PAGE_SIZE, usePagedList, type ListPageVariables } from './usePagedList';

type Item = {
  __typename: 'Item';
  id: number;
  name: string;
};
interface ItemsData {
  items: { __typename: 'ItemPage'; totalElements: number; content: Item[] };
}

// A list of the shape every list page reads (built with `parse`, so codegen does not check it against the schema).
const ItemsPageQuery: TypedDocumentNode<ItemsData, ListPageVariables> = parse(`
  query ItemsPage($page: Int!, $size: Int!, $search: String) {
    items(page: $page, size: $size, search: $search) {
      totalElements
      content {
        id
        name
      }
    }
  }
`);

const item = (id: number): Item => ({ __typename: 'Item', id, name: `Item ${id}` });
const items = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => item(from + index));

function pageMock(page: number, content: Item[], totalElements: number, search?: string) {
  return {
    request: { query: ItemsPageQuery, variables: { page, size: LIST_PAGE_SIZE, ...(search ? { search } : {}) } },
    result: { data: { items: { __typename: 'ItemPage' as const, totalElements, content } } },
  };
}

/** A list page built from the shared pieces alone; its deletion evicts the list as the features' hooks do. */
function ItemListPage({ removed }: { removed: (id: number) => void }) {
  const { cache } = useApolloClient();
  const remove = useCallback(
    async (id: number) => {
      removed(id);
      evictDeleted(cache, item(id), 'items');
      return `Item ${id}`;
    },
    [cache, removed],
  );
  const list = usePagedList({
    query: ItemsPageQuery,
    selectPage: (data) => data.items,
    remove,
    deletedTitle: 'success',
  });
  const columns: ReadonlyArray<DataTableColumn<Item>> = [
    { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true },
    rowActionsColumn((row) => ({ name: row.name, edit: `/items/${row.id}/edit`, ...list.deletion(row.id) })),
  ];
  return (
    <PagedListPage
      list={list}
      title="Items"
      newPath="/items/new"
      empty={{ text: 'No items yet.', link: 'Add your first item' }}
      texts={{ search: 'Search items', noMatch: (search) => `No items match “${search}”.`, loadWhat: 'your items', pages: 'Items pages' }}
      columns={columns}
    />
  );
}

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function renderItems(mocks: Mocks, removed: (id: number) => void = () => undefined) {
  return renderRoutes({
    routes: withToasts([{ path: '/items', element: <ItemListPage removed={removed} /> }]),
    path: '/items',
    mocks,
  });
}

const rowNames = () => screen.getAllByRole('rowheader').map((header) => header.textContent);

describe('usePagedList with PagedListPage', () => {
  it('moves back to the new last page when a deletion empties the last one', async () => {
    const removed = vi.fn();
    const { user } = renderItems(
      [
        pageMock(0, items(1, 9), 10),
        pageMock(1, [item(10)], 10),
        // after the deletion: page 1 (asked again) no longer exists, page 0 holds everything
        pageMock(1, [], 9),
        pageMock(0, items(1, 9), 9),
      ],
      removed,
    );
    await screen.findByRole('rowheader', { name: 'Item 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await deleteAfterConfirming(user, 'Item 10');

    expect(removed).toHaveBeenCalledWith(10);
    expect(await screen.findByText('Item 10 was successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Item 1' })).toBeInTheDocument();
    expect(rowNames()).toEqual(items(1, 9).map((row) => row.name));
    // one page left: no paginator, and no empty state for the page that went away
    expect(screen.queryByRole('navigation', { name: 'Items pages' })).not.toBeInTheDocument();
    expect(screen.queryByText('No items yet.')).not.toBeInTheDocument();
  });

  it('stays on a last page that still has rows after a deletion', async () => {
    const { user } = renderItems([pageMock(0, items(1, 9), 11), pageMock(1, items(10, 11), 11), pageMock(1, [item(11)], 10)]);
    await screen.findByRole('rowheader', { name: 'Item 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await deleteAfterConfirming(user, 'Item 10');

    expect(await screen.findByText('Item 10 was successfully deleted.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Item 11']));
    const paginator = screen.getByRole('navigation', { name: 'Items pages' });
    expect(within(paginator).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("keeps the page and the search in the address: Back from a row's Edit returns to them", async () => {
    const { user, router } = renderRoutes({
      routes: withToasts([
        { path: '/items', element: <ItemListPage removed={() => undefined} /> },
        { path: '/items/:id/edit', element: <p>Editing</p> },
      ]),
      path: '/items',
      mocks: [
        pageMock(0, items(1, 9), 30),
        pageMock(0, items(11, 19), 12, 'Item 1'),
        pageMock(1, [item(110), item(111), item(112)], 12, 'Item 1'),
        pageMock(1, [item(110), item(111), item(112)], 12, 'Item 1'),
      ],
    });
    await screen.findByRole('rowheader', { name: 'Item 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'Item 1');
    await screen.findByRole('rowheader', { name: 'Item 11' });
    expect(router.state.location.search).toBe('?search=Item+1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'Item 110' });
    expect(router.state.location.search).toBe('?search=Item+1&page=2');

    await user.click(screen.getByRole('link', { name: 'Edit Item 111' }));
    await screen.findByText('Editing');
    await router.navigate(-1);

    expect(await screen.findByRole('rowheader', { name: 'Item 110' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('Item 1');
    const paginator = screen.getByRole('navigation', { name: 'Items pages' });
    expect(within(paginator).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages through the search shown while the address has not caught up with it yet', async () => {
    // The search's own navigation is held (here by a loader; in the app a render transition under load), so the
    // address still has no search when Page 2 is pressed: that page is of the search whose rows are shown.
    let release: () => void = () => undefined;
    const held = new Promise<null>((resolve) => (release = () => resolve(null)));
    const { user, router } = renderRoutes({
      routes: withToasts([
        {
          path: '/items',
          element: <ItemListPage removed={() => undefined} />,
          loader: ({ request }) => (new URL(request.url).searchParams.has('search') ? held : null),
        },
      ]),
      path: '/items',
      mocks: [pageMock(0, items(1, 9), 30), pageMock(0, items(11, 19), 12, 'Item 1'), pageMock(1, [item(110)], 12, 'Item 1')],
    });
    await screen.findByRole('rowheader', { name: 'Item 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'Item 1');
    await screen.findByRole('rowheader', { name: 'Item 11' });
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    release();

    expect(await screen.findByRole('rowheader', { name: 'Item 110' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=Item+1&page=2');
    expect(within(screen.getByRole('navigation', { name: 'Items pages' })).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps the shown rows, dimmed, while the next page loads', async () => {
    // page 2 never arrives
    const { user } = renderItems([pageMock(0, items(1, 9), 10), { ...pageMock(1, [item(10)], 10), delay: Infinity }]);
    await screen.findByRole('rowheader', { name: 'Item 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    // The page is in the address: the router's navigation, and so the request for page 2, can come after the click.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Items' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('rowheader', { name: 'Item 1' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('names everything after the title: search, caption, paginator, no-match text', async () => {
    const { user } = renderItems([pageMock(0, items(1, 9), 10), pageMock(0, [], 0, 'zz')]);
    expect(await screen.findByRole('table', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/items/new');
    expect(screen.getByRole('navigation', { name: 'Items pages' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'zz');
    expect(await screen.findByText('No items match “zz”.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add your first item' })).not.toBeInTheDocument();
  });

  it('invites to add the first row when the list is empty', async () => {
    renderItems([pageMock(0, [], 0)]);
    expect(await screen.findByText('No items yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first item' })).toHaveAttribute('href', '/items/new');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const { user } = renderItems([{ request: pageMock(0, [], 0).request, error: new Error('Network down') }, pageMock(0, [item(1)], 1)]);
    expect(await screen.findByText("Couldn't load your items. Server might be down right now.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Item 1' })).toBeInTheDocument();
  });
});
