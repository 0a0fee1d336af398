import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../app/apolloClient';
import { formatPtBrDateTime } from '../../shared/dates';
import { ToastHost } from '../../shared/ToastHost';
import { CompleteSessionMutation, TrainingHistoryQuery } from './routineDocuments';
import { HISTORY_PAGE_SIZE, TrainingHistory } from './TrainingHistory';
import { useCompleteSession } from './useSessionMutations';

const ROUTINE_ID = 7;

/** Completion `n` (1 = the oldest), one a day from 1 November 2026 at 10:30 UTC. */
function done(n: number) {
  const session = ['A', 'B', 'C'][(n - 1) % 3];
  return {
    __typename: 'SessionCompletion' as const,
    id: n,
    completedAt: new Date(Date.UTC(2026, 10, n, 10, 30)).toISOString(),
    sessionDescription: session,
    workout: null,
  };
}

/** The server's answer for a page of a history of `total` completions, newest first. */
function historyMock(page: number, total: number) {
  const newestFirst = Array.from({ length: total }, (_, i) => done(total - i));
  const content = newestFirst.slice(page * HISTORY_PAGE_SIZE, (page + 1) * HISTORY_PAGE_SIZE);
  return {
    request: { query: TrainingHistoryQuery, variables: { routineId: ROUTINE_ID, page } },
    result: { data: { trainingHistory: { __typename: 'SessionCompletionPage' as const, totalElements: total, content } } },
  };
}

/** The server's answer to 'Done!' on session 71 (the routine's current one moves on to session 72). */
function completeSessionMock() {
  return {
    request: { query: CompleteSessionMutation, variables: { sessionId: 71 } },
    result: {
      data: {
        completeSession: {
          __typename: 'Routine' as const,
          id: ROUTINE_ID,
          sessions: [
            { __typename: 'Session' as const, id: 71, isCurrent: false },
            { __typename: 'Session' as const, id: 72, isCurrent: true },
          ],
        },
      },
    },
  };
}

/**
 * Holds the requests for history page `page` until `release()`: a slow answer that lasts as long as the test needs,
 * however loaded the machine is (a fixed delay could end before the test's next click).
 */
function holdPage(page: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const link = new ApolloLink((operation, forward) => {
    if (operation.variables.page !== page) return forward(operation);
    return new Observable((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      let closed = false;
      void released.then(() => {
        if (!closed) subscription = forward(operation).subscribe(observer);
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
  return { link, release };
}

function setup(mocks: ReadonlyArray<MockLink.MockedResponse>, front?: ApolloLink) {
  const mockLink = new MockLink(mocks);
  const client = new ApolloClient({ cache: createCache(), link: front ? ApolloLink.from([front, mockLink]) : mockLink });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, wrapper };
}

const shownItems = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('TrainingHistory', () => {
  it('lists the sessions done, newest first, with their date and time, and shows more on demand', async () => {
    const { wrapper } = setup([historyMock(0, 7), historyMock(1, 7)]);
    const user = userEvent.setup();
    render(<TrainingHistory routineId={ROUTINE_ID} />, { wrapper });

    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    await screen.findByRole('list');
    expect(shownItems()).toEqual([7, 6, 5, 4, 3].map((n) => `${done(n).sessionDescription}${formatPtBrDateTime(done(n).completedAt)}`));
    expect(screen.getAllByRole('listitem')[0].querySelector('time')).toHaveAttribute('dateTime', done(7).completedAt);
    expect(screen.getByText('5 of 7 sessions done')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('7 of 7 sessions done')).toBeInTheDocument();
    expect(shownItems()).toHaveLength(7);
    expect(shownItems()[6]).toContain(formatPtBrDateTime(done(1).completedAt));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("keeps the focus on 'Show more' while loading, then moves it to the first added row", async () => {
    const slowPage1 = holdPage(1);
    const { wrapper } = setup([historyMock(0, 12), historyMock(1, 12), historyMock(2, 12)], slowPage1.link);
    const user = userEvent.setup();
    render(<TrainingHistory routineId={ROUTINE_ID} />, { wrapper });
    await screen.findByText('5 of 12 sessions done');

    const button = screen.getByRole('button', { name: 'Show more' });
    await user.click(button);
    // Still focusable (not `disabled`): the focus stays on it; a second click sends no second request.
    const loading = screen.getByRole('button', { name: 'Loading…' });
    expect(loading).toBe(button);
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toBeEnabled();
    expect(loading).toHaveFocus();
    await user.click(loading);
    slowPage1.release();

    expect(await screen.findByText('10 of 12 sessions done')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')[5]).toHaveFocus());
    expect(screen.getAllByRole('listitem')[5]).toHaveTextContent(formatPtBrDateTime(done(7).completedAt));
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-disabled', 'false');

    // The last page removes the button: the focus is not lost with it.
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('12 of 12 sessions done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')[10]).toHaveFocus());
    expect(screen.getAllByRole('listitem')[10]).toHaveTextContent(formatPtBrDateTime(done(2).completedAt));
  });

  it("says so in a toast when 'Show more' fails, and keeps the rows shown", async () => {
    const { wrapper } = setup([historyMock(0, 7), { request: historyMock(1, 7).request, error: new Error('down') }]);
    const user = userEvent.setup();
    render(
      <>
        <ToastHost />
        <TrainingHistory routineId={ROUTINE_ID} />
      </>,
      { wrapper },
    );
    await screen.findByText('5 of 7 sessions done');

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    const message = await screen.findByText("Couldn't load more of the history. Try again.");
    expect(message.closest('.Toastify__toast')).toHaveTextContent('Loading failed');
    expect(shownItems()).toHaveLength(5);
    expect(screen.getByText('5 of 7 sessions done')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show more' })).toHaveAttribute('aria-disabled', 'false');
  });

  it("shows a row only once when a 'Done!' elsewhere shifted the pages", async () => {
    // Page 0 of 7 rows (7…3); then another device adds row 8, so page 1 of 8 rows starts again with row 3.
    const { wrapper } = setup([historyMock(0, 7), historyMock(1, 8)]);
    const user = userEvent.setup();
    render(<TrainingHistory routineId={ROUTINE_ID} />, { wrapper });
    await screen.findByText('5 of 7 sessions done');

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByText('7 of 8 sessions done')).toBeInTheDocument();
    expect(shownItems()).toEqual(
      [7, 6, 5, 4, 3, 2, 1].map((n) => `${done(n).sessionDescription}${formatPtBrDateTime(done(n).completedAt)}`),
    );
  });

  it("starts again from the newest rows when 'Show more' can add nothing (the pages shifted past the list)", async () => {
    // 7 rows shown of 8 after a shift (see above); page 2 of 8 is empty: the list reloads its first page.
    const { wrapper } = setup([historyMock(0, 7), historyMock(1, 8), historyMock(2, 8), historyMock(0, 8)]);
    const user = userEvent.setup();
    render(<TrainingHistory routineId={ROUTINE_ID} />, { wrapper });
    await screen.findByText('5 of 7 sessions done');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('7 of 8 sessions done');

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByText('5 of 8 sessions done')).toBeInTheDocument();
    expect(shownItems()[0]).toBe(`${done(8).sessionDescription}${formatPtBrDateTime(done(8).completedAt)}`);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('says when no session was done yet', async () => {
    const { wrapper } = setup([historyMock(0, 0)]);
    render(<TrainingHistory routineId={ROUTINE_ID} />, { wrapper });
    expect(await screen.findByText('No session of this routine was done yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers to try again when the history cannot be loaded', async () => {
    const { wrapper } = setup([{ request: historyMock(0, 1).request, error: new Error('down') }, historyMock(0, 1)]);
    const user = userEvent.setup();
    render(<TrainingHistory routineId={ROUTINE_ID} />, { wrapper });
    expect(await screen.findByText("Couldn't load the history. Server might be down right now.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 of 1 sessions done')).toBeInTheDocument();
  });
});

describe("'Done!' and the cached history", () => {
  it('makes a mounted history load again and show the new first row', async () => {
    const { wrapper } = setup([historyMock(0, 2), completeSessionMock(), historyMock(0, 3)]);
    function RoutineWithHistory() {
      const { complete } = useCompleteSession();
      return (
        <>
          <button type="button" onClick={() => void complete(71)}>
            Done!
          </button>
          <TrainingHistory routineId={ROUTINE_ID} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<RoutineWithHistory />, { wrapper });
    expect(await screen.findByText('2 of 2 sessions done')).toBeInTheDocument();
    expect(shownItems()[0]).toContain(formatPtBrDateTime(done(2).completedAt));

    await user.click(screen.getByRole('button', { name: 'Done!' }));

    expect(await screen.findByText('3 of 3 sessions done')).toBeInTheDocument();
    expect(shownItems()).toHaveLength(3);
    expect(shownItems()[0]).toContain(formatPtBrDateTime(done(3).completedAt));
  });

  it('drops the cached history (it has a new first row) without touching anything else', async () => {
    const { client, wrapper } = setup([completeSessionMock()]);
    client.writeQuery({ ...historyMock(0, 2).request, data: historyMock(0, 2).result.data });
    expect(client.readQuery(historyMock(0, 2).request)?.trainingHistory.totalElements).toBe(2);

    const { result } = renderHook(() => useCompleteSession(), { wrapper });
    await act(() => result.current.complete(71));

    expect(client.readQuery(historyMock(0, 2).request)).toBeNull();
    const stored = client.cache.extract() as Record<string, Record<string, unknown> | undefined>;
    expect(Object.keys(stored).filter((key) => key.startsWith('SessionCompletion:'))).toEqual([]);
    expect(stored['Session:72']?.isCurrent).toBe(true);
  });
});
