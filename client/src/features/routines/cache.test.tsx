import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../app/apolloClient';
import type { RoutineInput } from '../../gql/graphql';
import { pushPullLegs, routine, session, sessionExercise, squat } from '../../test/training';
import {
  ActiveRoutineQuery,
  AddSessionExerciseMutation,
  CreateRoutineMutation,
  DeleteRoutineMutation,
  DeleteSessionExerciseMutation,
  RoutineQuery,
  RoutinesPageQuery,
  UpdateRoutineMutation,
} from './routineDocuments';
import { useCreateRoutine, useDeleteRoutine, useUpdateRoutine } from './useRoutineMutations';
import { useAddSessionExercise, useDeleteSessionExercise } from './useSessionMutations';

const pageVariables = { page: 0, size: 9 };
const ppl = pushPullLegs();
const cardio = routine(9, 'Cardio', [session(91, 9, 1, 'A', true)], { isActive: false, goal: 'Endurance' });

/** A client whose cache holds the active routine (Push Pull Legs), the routine Cardio and page 0 of `routines`. */
function setup(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
  client.writeQuery({ query: ActiveRoutineQuery, data: { activeRoutine: ppl } });
  client.writeQuery({ query: RoutineQuery, variables: { id: 9 }, data: { routine: cardio } });
  client.writeQuery({
    query: RoutinesPageQuery,
    variables: pageVariables,
    data: { routines: { __typename: 'RoutinePage', content: [ppl, cardio], totalElements: 2 } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, wrapper };
}

const activeName = (client: ApolloClient) => client.readQuery({ query: ActiveRoutineQuery })?.activeRoutine?.name ?? null;
const stored = (client: ApolloClient) => client.cache.extract() as Record<string, Record<string, unknown> | undefined>;
const isActive = (client: ApolloClient, id: number) => stored(client)[`Routine:${id}`]?.isActive;
const cachedPage = (client: ApolloClient) => client.readQuery({ query: RoutinesPageQuery, variables: pageVariables });

function inputOf(from: { name: string; description: string; goal: string; weekFrequency: number }, isActiveFlag: boolean): RoutineInput {
  return { name: from.name, description: from.description, goal: from.goal, weekFrequency: from.weekFrequency, isActive: isActiveFlag };
}

describe('routine mutation hooks update the cache', () => {
  it('create (active): becomes activeRoutine, the old one loses its flag, the pages are dropped', async () => {
    const created = routine(10, 'Upper Lower', [session(101, 10, 1, 'A', true), session(102, 10, 2, 'B')]);
    const { client, wrapper } = setup([
      {
        request: { query: CreateRoutineMutation, variables: { input: inputOf(created, true) } },
        result: { data: { createRoutine: created } },
      },
    ]);
    const { result } = renderHook(() => useCreateRoutine(), { wrapper });

    await act(() => result.current(inputOf(created, true)));

    expect(activeName(client)).toBe('Upper Lower');
    expect(isActive(client, 7)).toBe(false);
    expect(cachedPage(client)).toBeNull();
  });

  it('create (inactive): leaves activeRoutine alone', async () => {
    const created = routine(10, 'Upper Lower', [session(101, 10, 1, 'A', true)], { isActive: false });
    const { client, wrapper } = setup([
      {
        request: { query: CreateRoutineMutation, variables: { input: inputOf(created, false) } },
        result: { data: { createRoutine: created } },
      },
    ]);
    const { result } = renderHook(() => useCreateRoutine(), { wrapper });

    await act(() => result.current(inputOf(created, false)));

    expect(activeName(client)).toBe('Push Pull Legs');
    expect(isActive(client, 7)).toBe(true);
  });

  it('update making another routine active moves activeRoutine; the page keeps its rows', async () => {
    const activated = { ...cardio, isActive: true };
    const { client, wrapper } = setup([
      {
        request: { query: UpdateRoutineMutation, variables: { id: 9, input: inputOf(cardio, true) } },
        result: { data: { updateRoutine: activated } },
      },
    ]);
    const { result } = renderHook(() => useUpdateRoutine(), { wrapper });

    await act(() => result.current(9, inputOf(cardio, true)));

    expect(activeName(client)).toBe('Cardio');
    expect(isActive(client, 7)).toBe(false);
    expect(cachedPage(client)?.routines.content.map((row) => [row.name, row.isActive])).toEqual([
      ['Push Pull Legs', false],
      ['Cardio', true],
    ]);
  });

  it('update unticking the active routine leaves no active routine, and drops removed sessions', async () => {
    const twoSessions = { ...ppl, isActive: false, weekFrequency: 2, sessions: ppl.sessions.slice(0, 2) };
    const { client, wrapper } = setup([
      {
        request: { query: UpdateRoutineMutation, variables: { id: 7, input: inputOf(twoSessions, false) } },
        result: { data: { updateRoutine: twoSessions } },
      },
    ]);
    const { result } = renderHook(() => useUpdateRoutine(), { wrapper });

    await act(() => result.current(7, inputOf(twoSessions, false)));

    expect(client.readQuery({ query: ActiveRoutineQuery })).toEqual({ activeRoutine: null });
    expect(client.cache.extract()).not.toHaveProperty('Session:73');
    expect(client.cache.extract()).toHaveProperty('Session:72');
  });

  it('delete of the active routine: activeRoutine null, routine and sessions gone, pages dropped', async () => {
    const { client, wrapper } = setup([
      {
        request: { query: DeleteRoutineMutation, variables: { id: 7 } },
        result: { data: { deleteRoutine: { __typename: 'Routine', id: 7, name: 'Push Pull Legs' } } },
      },
    ]);
    const { result } = renderHook(() => useDeleteRoutine(), { wrapper });

    let name = '';
    await act(async () => {
      name = await result.current(7);
    });

    expect(name).toBe('Push Pull Legs');
    expect(client.readQuery({ query: ActiveRoutineQuery })).toEqual({ activeRoutine: null });
    expect(client.cache.extract()).not.toHaveProperty('Routine:7');
    expect(client.cache.extract()).not.toHaveProperty('Session:71');
    expect(cachedPage(client)).toBeNull();
  });
});

describe('session exercise hooks update the session', () => {
  const exercisesOf = (client: ApolloClient, description: string) =>
    client
      .readQuery({ query: ActiveRoutineQuery })
      ?.activeRoutine?.sessions.find((item) => item.description === description)
      ?.exercises.map((item) => `${item.exercise.name} ${item.sets}x${item.repetitions}`);

  it('add appends to the session exercises', async () => {
    const input = { exerciseId: 11, sets: 3, repetitions: 10, restSeconds: 60 };
    const { client, wrapper } = setup([
      {
        request: { query: AddSessionExerciseMutation, variables: { sessionId: 71, input } },
        result: { data: { addSessionExercise: sessionExercise(710, 71, squat, 3, 10, 60) } },
      },
    ]);
    const { result } = renderHook(() => useAddSessionExercise(), { wrapper });

    await act(() => result.current(71, input));

    expect(exercisesOf(client, 'A')).toEqual(['Bench press 4x12', 'Squat 3x10']);
  });

  it('delete removes it from its session and the cache', async () => {
    const { client, wrapper } = setup([
      {
        request: { query: DeleteSessionExerciseMutation, variables: { id: 701 } },
        result: {
          data: {
            deleteSessionExercise: {
              __typename: 'SessionExercise',
              id: 701,
              sessionId: 71,
              exercise: { __typename: 'Exercise', id: 10, name: 'Bench press' },
            },
          },
        },
      },
    ]);
    const { result } = renderHook(() => useDeleteSessionExercise(), { wrapper });

    let name = '';
    await act(async () => {
      name = await result.current(701);
    });

    expect(name).toBe('Bench press');
    expect(exercisesOf(client, 'A')).toEqual([]);
    expect(client.cache.extract()).not.toHaveProperty('SessionExercise:701');
  });
});
