import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../app/apolloClient';
import { formatPtBrDateTime } from '../../shared/dates';
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
  };
}

/** The server's answer for a page of a history of `total` completions, newest first. */
function historyMock(page: number, total: number) {
  const newestFirst = Array.from({ length: total }, (_, i) => done(total - i));
  const content = newestFirst.slice(page * HISTORY_PAGE_SIZE, (page + 1) * HISTORY_PAGE_SIZE);
  return {
    request: { query: TrainingHistoryQuery, variables: { routineId: ROUTINE_ID, page, size: HISTORY_PAGE_SIZE } },
    result: { data: { trainingHistory: { __typename: 'SessionCompletionPage' as const, totalElements: total, content } } },
  };
}

function setup(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, wrapper };
}

const shownItems = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);

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

  it('says when no session was done yet', async () => {
    const { wrapper } = setup([historyMock(0, 0)]);
    render(<TrainingHistory routineId={ROUTINE_ID} />, { wrapper });
    expect(await screen.findByText('No session of this routine was done yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers to try again when the history cannot be loaded', async () => {
    const { wrapper } = setup([
      { request: historyMock(0, 1).request, error: new Error('down') },
      historyMock(0, 1),
    ]);
    const user = userEvent.setup();
    render(<TrainingHistory routineId={ROUTINE_ID} />, { wrapper });
    expect(await screen.findByText("Couldn't load the history. Server might be down right now.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 of 1 sessions done')).toBeInTheDocument();
  });
});

describe("'Done!' and the cached history", () => {
  it('drops the cached history (it has a new first row) without touching anything else', async () => {
    const { client, wrapper } = setup([
      {
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
      },
    ]);
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
