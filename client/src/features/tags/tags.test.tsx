import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { graphql } from '../../gql';
import type { TagFieldsFragment } from '../../gql/graphql';
import { createCache } from '../../app/apolloClient';
import { deleteAfterConfirming } from '../../test/deletion';
import { Marker, recordMutations, renderRoutes, withToasts } from '../../test/render';
import { tag } from '../../test/training';
import { CreateTagMutation, DeleteTagMutation, TagQuery, TagsPageQuery, UpdateTagMutation } from './tagDocuments';
import { TagFormPage } from './TagFormPage';
import { TagListPage } from './TagListPage';
import { useCreateTag, useDeleteTag } from './useTagMutations';

/** Reads the full tag list as the exercise form does, to see what the tag mutations leave in the cache. */
const AllTagsQuery = graphql(`
  query AllTagsInCache {
    allTags {
      ...TagFields
    }
  }
`);

const routes = withToasts([
  { path: '/tags/list', element: <TagListPage /> },
  { path: '/tags/new', element: <TagFormPage /> },
  { path: '/tags/:id/edit', element: <TagFormPage /> },
]);

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function pageMock(rows: TagFieldsFragment[], totalElements = rows.length, page = 0) {
  return {
    request: { query: TagsPageQuery, variables: { page, size: 9 } },
    result: { data: { tags: { __typename: 'TagPage' as const, content: rows, totalElements } } },
  };
}

const chest = tag(1, 'Chest');
const legs = tag(2, 'Legs');
const back = tag(3, 'Back');

describe('TagListPage', () => {
  it('lists the tags with edit and delete, and a New button', async () => {
    renderRoutes({ routes, path: '/tags/list', mocks: [pageMock([chest, legs])] });

    expect(await screen.findByRole('rowheader', { name: 'Chest' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/tags/new');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Actions']);
    expect(screen.getByRole('link', { name: 'Edit Legs' })).toHaveAttribute('href', '/tags/2/edit');
    expect(screen.getByRole('button', { name: 'Delete Legs' })).toBeEnabled();
  });

  it('pages 9 tags at a time', async () => {
    const many = Array.from({ length: 9 }, (_, index) => tag(index + 1, `Tag ${index + 1}`));
    const { user } = renderRoutes({
      routes,
      path: '/tags/list',
      mocks: [pageMock(many, 11), pageMock([tag(10, 'Tag 10'), tag(11, 'Tag 11')], 11, 1)],
    });
    await screen.findByRole('rowheader', { name: 'Tag 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('rowheader', { name: 'Tag 11' })).toBeInTheDocument();
  });

  it("asks first (Escape sends nothing), then deletes with a 'Success' toast and reloads the page", async () => {
    const mutations = recordMutations();
    const { user } = renderRoutes({
      link: mutations.link,
      routes,
      path: '/tags/list',
      mocks: [
        pageMock([chest, legs]),
        {
          request: { query: DeleteTagMutation, variables: { id: 1 } },
          result: { data: { deleteTag: { __typename: 'Tag' as const, id: 1, name: 'Chest' } } },
        },
        pageMock([legs, back]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Chest' }));
    expect(screen.getByRole('dialog', { name: 'Delete Chest?' })).toHaveTextContent('This cannot be undone.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mutations.sent).toEqual([]);

    await deleteAfterConfirming(user, 'Chest');

    expect(await screen.findByText('Chest was successfully deleted.')).toBeInTheDocument();
    expect(mutations.sent).toEqual(['DeleteTag']);
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Chest' })).not.toBeInTheDocument();
  });

  it("shows 'Deletion failed' when an exercise has the tag", async () => {
    const { user } = renderRoutes({
      routes,
      path: '/tags/list',
      mocks: [
        pageMock([chest]),
        {
          request: { query: DeleteTagMutation, variables: { id: 1 } },
          result: {
            errors: [{ message: "You can't delete a tag with exercises associated.", extensions: { code: 'CONFLICT' } }],
          },
        },
      ],
    });

    await deleteAfterConfirming(user, 'Chest');

    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(screen.getByText("You can't delete a tag with exercises associated.")).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Chest' })).toBeInTheDocument();
  });

  it('invites to register the first tag', async () => {
    renderRoutes({ routes, path: '/tags/list', mocks: [pageMock([])] });
    expect(await screen.findByRole('link', { name: 'Register your first tag' })).toHaveAttribute('href', '/tags/new');
  });
});

describe('TagFormPage', () => {
  const listRoutes = withToasts([
    { path: '/tags/new', element: <TagFormPage /> },
    { path: '/tags/:id/edit', element: <TagFormPage /> },
    { path: '/tags/list', element: <Marker name="tags list" /> },
  ]);

  function renderForm(path: string, mocks: Mocks = []) {
    return renderRoutes({ routes: listRoutes, path, mocks });
  }

  it("requires a name ('Required field.')", async () => {
    const { user } = renderForm('/tags/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registering new tag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/tags/list');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required field.');
  });

  it("creates the tag, toasts '{name} was successfully created.' and goes to the list", async () => {
    const result = vi.fn(() => ({ data: { createTag: tag(4, 'Shoulders') } }));
    const { user, pathname } = renderForm('/tags/new', [
      { request: { query: CreateTagMutation, variables: { input: { name: 'Shoulders' } } }, result },
    ]);

    await user.type(await screen.findByLabelText('Name'), '  Shoulders ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('tags list');
    expect(pathname()).toBe('/tags/list');
    expect(result).toHaveBeenCalled();
    expect(await screen.findByText('Shoulders was successfully created.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('edits a tag', async () => {
    const { user } = renderForm('/tags/1/edit', [
      { request: { query: TagQuery, variables: { id: 1 } }, result: { data: { tag: chest } } },
      {
        request: { query: UpdateTagMutation, variables: { id: 1, input: { name: 'Chest day' } } },
        result: { data: { updateTag: tag(1, 'Chest day') } },
      },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Editing tag Chest' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), ' day');
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('tags list');
    expect(await screen.findByText('Chest day was successfully edited.')).toBeInTheDocument();
  });

  it("shows the server's message in the 'Submition failed:' alert", async () => {
    const { user, pathname } = renderForm('/tags/new', [
      {
        request: { query: CreateTagMutation, variables: { input: { name: 'Chest' } } },
        result: { errors: [{ message: 'Something went wrong.' }] },
      },
    ]);

    await user.type(await screen.findByLabelText('Name'), 'Chest');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submition failed:Something went wrong.');
    expect(pathname()).toBe('/tags/new');
  });

  it('says so when the tag does not exist', async () => {
    renderForm('/tags/99/edit', [
      {
        request: { query: TagQuery, variables: { id: 99 } },
        result: { errors: [{ message: 'Tag with id 99 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tags list' })).toHaveAttribute('href', '/tags/list');
  });
});

describe('tag mutation hooks update the cache', () => {
  it('create appends to allTags (creation order); delete removes the tag', async () => {
    const client = new ApolloClient({
      cache: createCache(),
      link: new MockLink([
        {
          request: { query: CreateTagMutation, variables: { input: { name: 'Abs' } } },
          result: { data: { createTag: tag(4, 'Abs') } },
        },
        {
          request: { query: DeleteTagMutation, variables: { id: 2 } },
          result: { data: { deleteTag: { __typename: 'Tag', id: 2, name: 'Legs' } } },
        },
      ]),
    });
    client.writeQuery({ query: AllTagsQuery, data: { allTags: [chest, legs, back] } });
    client.writeQuery({
      query: TagsPageQuery,
      variables: { page: 0, size: 9 },
      data: { tags: { __typename: 'TagPage', content: [chest, legs, back], totalElements: 3 } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const names = () => client.readQuery({ query: AllTagsQuery })?.allTags.map((item) => item.name);

    const create = renderHook(() => useCreateTag(), { wrapper });
    await act(() => create.result.current({ name: 'Abs' }));
    expect(names()).toEqual(['Chest', 'Legs', 'Back', 'Abs']);
    expect(client.readQuery({ query: TagsPageQuery, variables: { page: 0, size: 9 } })).toBeNull();

    const remove = renderHook(() => useDeleteTag(), { wrapper });
    await act(async () => {
      await remove.result.current(2);
    });
    expect(names()).toEqual(['Chest', 'Back', 'Abs']);
    expect(client.cache.extract()).not.toHaveProperty('Tag:2');
  });
});

describe('TagFormPage: leaving with unsaved changes (RecordForm, as every record form)', () => {
  const guardRoutes = withToasts([
    { path: '/tags/new', element: <TagFormPage /> },
    { path: '/tags/list', element: <Marker name="tags list" /> },
    { path: '/login', element: <Marker name="sign in" /> },
  ]);

  /** The form opened from the list, so the browser's Back has somewhere to go. */
  async function openFromList() {
    const rendered = renderRoutes({ routes: guardRoutes, path: '/tags/list' });
    await act(() => rendered.router.navigate('/tags/new'));
    await screen.findByLabelText('Name');
    return rendered;
  }

  it("asks on the browser's Back: Keep editing stays with the values, Discard goes back", async () => {
    const { user, router, pathname } = await openFromList();
    await user.type(screen.getByLabelText('Name'), 'Shoulders');

    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(dialog).toHaveTextContent('What you typed here is not saved yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathname()).toBe('/tags/new');
    expect(screen.getByLabelText('Name')).toHaveValue('Shoulders');

    await act(() => router.navigate(-1));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByTestId('marker')).toHaveTextContent('tags list');
    expect(pathname()).toBe('/tags/list');
  });

  it('asks on the Back link, and does not ask when nothing changed or the changes were undone', async () => {
    const { user, pathname } = await openFromList();
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathname()).toBe('/tags/new');

    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByTestId('marker')).toHaveTextContent('tags list');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser before a reload or a closed tab only while there are unsaved changes', async () => {
    const { user } = await openFromList();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Shoulders');
    expect(unload()).toBe(true);
    await user.clear(screen.getByLabelText('Name'));
    expect(unload()).toBe(false);
  });

  it('never holds back the way to the sign-in page (a sign-out, an ended session)', async () => {
    const { user, router, pathname } = await openFromList();
    await user.type(screen.getByLabelText('Name'), 'Shoulders');
    await act(() => router.navigate('/login', { replace: true }));
    expect(await screen.findByTestId('marker')).toHaveTextContent('sign in');
    expect(pathname()).toBe('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
