import { ApolloLink } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { holdAnswer, renderRoutes } from '../../test/render';
import { keepNote, pendingNoteFor } from './pendingNotes';
import { keepPending, pendingFor, type PendingEntry } from './pendingSets';
import { useSaveNoteDirectly, useSendPending, useSendPendingNote } from './sendPending';
import { completeAnswer, workoutSet } from './testData';
import { CompleteWorkoutSetMutation, SetWorkoutExerciseNoteMutation, UpdateWorkoutSetMutation } from './workoutDocuments';

const SET = 101;
const input = (reps: number) => ({ weight: '80', reps, setType: 'NORMAL', rpe: null });
const values = (reps: number) => ({ weight: '80', reps: String(reps), setType: 'NORMAL', rpe: '' });

const updated = (reps: number) => ({
  request: { query: UpdateWorkoutSetMutation, variables: { id: SET, input: input(reps) } },
  result: { data: { updateWorkoutSet: workoutSet(SET, 1, '80', reps) } },
});

/** A completion of the set with these reps, sent with any `markedAt` (the time of the tick, kept by keepPending). */
const completed = (reps: number) => ({
  request: {
    query: CompleteWorkoutSetMutation,
    variables: (variables: { id: number; input?: unknown }) =>
      variables.id === SET && JSON.stringify(variables.input) === JSON.stringify(input(reps)),
  },
  result: completeAnswer(workoutSet(SET, 1, '80', reps, true)),
});

let send: ReturnType<typeof useSendPending>;
/** Hands the test the sender once it has rendered. */
function Sender() {
  const sender = useSendPending();
  useEffect(() => {
    send = sender;
  }, [sender]);
  return <p>Ready</p>;
}

/** The sender on a page whose first UpdateWorkoutSet answer is held; `sent` lists each mutation as it leaves. */
async function renderSender(mocks: unknown[], held = 'UpdateWorkoutSet') {
  const sent: string[] = [];
  const record = new ApolloLink((operation, forward) => {
    const { input: values } = operation.variables as { input: { reps: number } };
    sent.push(`${operation.operationName} ${values.reps}`);
    return forward(operation);
  });
  const answer = holdAnswer(held, 1);
  renderRoutes({
    routes: [{ path: '/', element: <Sender /> }],
    mocks: mocks as Parameters<typeof renderRoutes>[0]['mocks'],
    link: ApolloLink.from([record, answer.link]),
  });
  await screen.findByText('Ready');
  return { sent, release: answer.release };
}

/** Keeps an edit of the set (as its row does) and answers it as kept. */
function keep(reps: number, done?: boolean): PendingEntry {
  keepPending(SET, 9, values(reps), done);
  return pendingFor(SET)!;
}

/** Gives a send that would not wait its turn the time to leave (a wrong order fails; a slow machine cannot). */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 100));

/** The first edit, kept and sent: on its way (its answer held) before the test keeps the next ones, as a row does. */
async function firstOnItsWay(sent: string[], reps: number, doneOnServer = false) {
  const first = send(SET, keep(reps), doneOnServer);
  await waitFor(() => expect(sent).toEqual([`UpdateWorkoutSet ${reps}`]));
  return { first };
}

describe('useSendPending: one send per set at a time', () => {
  it('sends an edit made while an older one is on its way after that one is answered', async () => {
    const { sent, release } = await renderSender([updated(5), updated(6)]);
    const { first } = await firstOnItsWay(sent, 5);
    const second = send(SET, keep(6), false);
    await aMoment();
    expect(sent).toEqual(['UpdateWorkoutSet 5']);

    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['UpdateWorkoutSet 5', 'UpdateWorkoutSet 6']);
    expect(pendingFor(SET)).toBeNull();
  });

  it('sends only the newest of the edits that waited', async () => {
    const { sent, release } = await renderSender([updated(5), updated(7)]);
    const { first } = await firstOnItsWay(sent, 5);
    const second = send(SET, keep(6), false);
    const third = send(SET, keep(7), false);
    await aMoment();
    release();
    await Promise.all([first, second, third]);
    expect(sent).toEqual(['UpdateWorkoutSet 5', 'UpdateWorkoutSet 7']);
    expect(pendingFor(SET)).toBeNull();
  });

  it('sends the edit that waited when a newer one is held back by its row (a done set needs its reps)', async () => {
    const { sent, release } = await renderSender([updated(5), updated(6)]);
    const { first } = await firstOnItsWay(sent, 5, true);
    const second = send(SET, keep(6), true);
    const cleared = keepPending(SET, 9, { ...values(6), reps: '' }); // the row says why and does not send it
    await aMoment();
    expect(sent).toEqual(['UpdateWorkoutSet 5']);
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['UpdateWorkoutSet 5', 'UpdateWorkoutSet 6']);
    expect(pendingFor(SET)?.version).toBe(cleared);
  });

  it('completes a set ticked again behind edits of it: the tick goes as a completion, not taken by an edit', async () => {
    // Done on the server; edited twice; then un-ticked (landed on its own) and ticked again.
    const { sent, release } = await renderSender([updated(5), updated(6), completed(7)]);
    const { first } = await firstOnItsWay(sent, 5, true);
    const second = send(SET, keep(6), true);
    const tick = send(SET, keep(7, true), false);
    await aMoment();
    expect(sent).toEqual(['UpdateWorkoutSet 5']);
    release();
    await Promise.all([first, second, tick]);
    expect(sent).toEqual(['UpdateWorkoutSet 5', 'UpdateWorkoutSet 6', 'CompleteWorkoutSet 7']);
    expect(pendingFor(SET)).toBeNull();
  });

  it('completes the set with the newest values when a tick and an edit after it waited', async () => {
    const { sent, release } = await renderSender([updated(5), completed(8)]);
    const { first: edit } = await firstOnItsWay(sent, 5);
    const tick = send(SET, keep(6, true), false);
    // Edited after the tick: the mark done stays with the newer values (one completion, not two).
    const later = send(SET, keep(8), false);
    await aMoment();
    release();
    await Promise.all([edit, tick, later]);
    expect(sent).toEqual(['UpdateWorkoutSet 5', 'CompleteWorkoutSet 8']);
    expect(pendingFor(SET)).toBeNull();
  });
});

describe('exercise notes: one send per note at a time', () => {
  const EXERCISE = 31;
  const noteSaved = (note: string) => ({
    request: { query: SetWorkoutExerciseNoteMutation, variables: { id: EXERCISE, note } },
    result: { data: { setWorkoutExerciseNote: { __typename: 'WorkoutExercise', id: EXERCISE, note } } },
  });
  let senders: { sendKept: ReturnType<typeof useSendPendingNote>; saveDirectly: ReturnType<typeof useSaveNoteDirectly> };
  function NoteSenders() {
    const sendKept = useSendPendingNote();
    const saveDirectly = useSaveNoteDirectly();
    useEffect(() => {
      senders = { sendKept, saveDirectly };
    }, [sendKept, saveDirectly]);
    return <p>Ready</p>;
  }

  it('saves a note directly (its workout finished meanwhile) only after the kept one on its way is answered', async () => {
    const sent: string[] = [];
    const record = new ApolloLink((operation, forward) => {
      sent.push((operation.variables as { note: string }).note);
      return forward(operation);
    });
    const answer = holdAnswer('SetWorkoutExerciseNote', 1);
    renderRoutes({
      routes: [{ path: '/', element: <NoteSenders /> }],
      mocks: [noteSaved('Kept while training'), noteSaved('Written after finishing')],
      link: ApolloLink.from([record, answer.link]),
    });
    await screen.findByText('Ready');
    const version = keepNote(EXERCISE, 9, 'Kept while training')!;
    const kept = senders.sendKept(EXERCISE, { note: 'Kept while training', workoutId: 9, version });
    await waitFor(() => expect(sent).toEqual(['Kept while training']));

    const direct = senders.saveDirectly(EXERCISE, 'Written after finishing');
    await aMoment();
    expect(sent).toEqual(['Kept while training']);
    answer.release();
    await Promise.all([kept, direct]);
    expect(sent).toEqual(['Kept while training', 'Written after finishing']);
    expect(pendingNoteFor(EXERCISE)).toBeNull();
  });
});
