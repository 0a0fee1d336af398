// Issue 11 "Workout logging", its end-to-end bullets: start a workout, log 3 sets with decimal-comma weights,
// reload mid-workout and find them, write a note on the exercise, finish, see the routine advance (and the workout's
// duration and volume in its history, with the note), open the exercise history and see the sets and the record, then
// correct a set of the finished workout and delete it; the same at phone size (large touch targets, no sideways scrolling, the timer visible); axe on the
// new screens.
import type { Page } from 'playwright-core';
import { openSignedIn, registerThroughApi, type ApiUser } from './support/api';
import { axeViolations } from './support/axe';
import { waitForPath, waitForToast, waitForValue } from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

/** A routine "Treino AB" whose session A has Supino reto 3 × 10 (rest 60 s), done once before at 80 kg × 10. */
async function lifter(baseUrl: string): Promise<{ user: ApiUser; routineId: number; exerciseId: number }> {
  const user = await registerThroughApi(baseUrl, newUser());
  const { createTag } = await user.call<{ createTag: { id: number } }>(`mutation { createTag(input: { name: "Peito" }) { id } }`);
  const { createExercise } = await user.call<{ createExercise: { id: number } }>(
    `mutation($tagIds: [Int!]!) { createExercise(input: { name: "Supino reto", tagIds: $tagIds }) { id } }`,
    { tagIds: [createTag.id] },
  );
  const { createRoutine } = await user.call<{ createRoutine: { id: number; sessions: { id: number }[] } }>(
    `mutation { createRoutine(input: { name: "Treino AB", description: "Dois dias", goal: "Força", weekFrequency: 2 }) { id sessions { id } } }`,
  );
  await user.call(
    `mutation($s: Int!, $e: Int!) { addSessionExercise(sessionId: $s, input: { exerciseId: $e, sets: 3, repetitions: 10, restSeconds: 60 }) { id } }`,
    { s: createRoutine.sessions[0].id, e: createExercise.id },
  );
  const startedAt = new Date(Date.now() - 3 * 86_400_000);
  await user.call(`mutation($input: LogWorkoutInput!) { logWorkout(input: $input) { id } }`, {
    input: {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date(startedAt.getTime() + 3_600_000).toISOString(),
      exercises: [
        {
          exerciseId: createExercise.id,
          sets: [
            { weight: '80', reps: 10 },
            { weight: '80', reps: 9 },
          ],
        },
      ],
    },
  });
  return { user, routineId: createRoutine.id, exerciseId: createExercise.id };
}

const weight = (page: Page, n: number) => page.getByLabel('Weight (kg)', { exact: true }).nth(n);
const reps = (page: Page, n: number) => page.getByLabel('Reps', { exact: true }).nth(n);
const doneButton = (page: Page, n: number) => page.getByRole('button', { name: `Set ${n} of Supino reto done`, exact: true });

async function typeSet(page: Page, index: number, kg: string, times: string) {
  await weight(page, index).fill(kg);
  await reps(page, index).fill(times);
}

/** The lifter, signed in, with session A's workout started from the routines page. */
async function startedFromRoutines(page: Page, baseUrl: string): Promise<ApiUser> {
  const { user } = await lifter(baseUrl);
  await openSignedIn(page, user, '/routines');
  await page.getByRole('button', { name: 'Start workout', exact: true }).click();
  await waitForPath(page, '/workout');
  await page.getByRole('heading', { name: 'Treino AB — A', level: 1 }).waitFor();
  return user;
}

async function expectNoViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect([where, await axeViolations(page)]).toEqual([where, []]);
}

describe('workouts', () => {
  e2eTest(
    app,
    'logs a workout, survives a reload, finishes it, shows the history with the record, then corrects and deletes it',
    async (page, baseUrl) => {
      const { user, routineId } = await lifter(baseUrl);
      await openSignedIn(page, user, '/home');
      await page.getByRole('button', { name: 'Start workout', exact: true }).click();
      await waitForPath(page, '/workout');
      await page.getByRole('heading', { name: 'Treino AB — A', level: 1 }).waitFor();
      await page.getByText(/Last time \(\d\d\/\d\d\/\d{4}\): 80 kg × 10, 80 kg × 9/).waitFor();
      // Planned rows prefilled from last time (the third has the planned reps).
      await waitForValue(() => Promise.all([0, 1, 2].map((n) => weight(page, n).inputValue())), ['80', '80', ''], 'prefilled weights');

      await typeSet(page, 0, '82,5', '10');
      await doneButton(page, 1).click();
      await waitForValue(() => doneButton(page, 1).getAttribute('aria-pressed'), 'true', 'set 1 done');
      // Beating the 80 kg record is celebrated in words, not only colour.
      await page.getByRole('status').filter({ hasText: 'New record on Supino reto: heaviest weight 82,5 kg (was 80 kg)' }).waitFor();
      const timer = page.getByRole('region', { name: 'Rest timer' });
      await timer.getByText(/^Rest after Supino reto$/).waitFor();

      await typeSet(page, 1, '85,25', '8');
      await doneButton(page, 2).click();
      await waitForValue(() => doneButton(page, 2).getAttribute('aria-pressed'), 'true', 'set 2 done');
      await typeSet(page, 2, '87,125', '6');
      // Reload before the third set is ticked: what was typed is kept (server or local mirror).
      await page.reload();
      await page.getByRole('heading', { name: 'Treino AB — A', level: 1 }).waitFor();
      await waitForValue(
        () => Promise.all([0, 1, 2].flatMap((n) => [weight(page, n).inputValue(), reps(page, n).inputValue()])),
        ['82,5', '10', '85,25', '8', '87,125', '6'],
        'sets after the reload',
      );
      await waitForValue(() => doneButton(page, 2).getAttribute('aria-pressed'), 'true', 'set 2 still done');
      await timer.waitFor(); // the rest timer comes back from the server's timestamps
      await doneButton(page, 3).click();
      await waitForValue(() => doneButton(page, 3).getAttribute('aria-pressed'), 'true', 'set 3 done');
      // A note on the exercise, written in its dialog and shown under it.
      await page.getByRole('button', { name: 'Write a note on Supino reto', exact: true }).click();
      const noteDialog = page.getByRole('dialog', { name: 'Note on Supino reto' });
      await noteDialog.getByLabel('Note', { exact: true }).fill('Left shoulder twinge');
      await expectNoViolations(page, '/workout note dialog');
      await noteDialog.getByRole('button', { name: 'Save note', exact: true }).click();
      await noteDialog.waitFor({ state: 'hidden' });
      await page.getByText('Note: Left shoulder twinge', { exact: true }).waitFor();
      await expectNoViolations(page, '/workout');

      await page.getByRole('button', { name: 'Finish workout', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Finish workout' });
      await dialog.getByLabel('Notes', { exact: true }).fill('Felt strong.');
      await expectNoViolations(page, '/workout finish dialog');
      await dialog.getByRole('button', { name: 'Save workout', exact: true }).click();
      await waitForToast(page, 'Workout saved', 'Treino AB — A was saved.');
      await waitForPath(page, `/routines/${routineId}`);
      // The routine advanced: B is current, and the history shows the workout with its sets.
      await page.locator('.session-card--current').getByRole('heading', { name: 'B', exact: true }).waitFor();
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText('Supino reto: 82,5 kg × 10, 85,25 kg × 8, 87,125 kg × 6').waitFor();
      await history.getByText('Note: Left shoulder twinge', { exact: true }).waitFor();
      // Its duration (whatever the loaded machine took) and volume: 825 + 682 + 522,75 kg.
      await history.getByText(/^Logged workout: (\d+ h )?\d+ min · volume 2029,75 kg ·/).waitFor();

      await history.getByRole('link', { name: 'Open this workout' }).click();
      await page.getByRole('heading', { name: 'Treino AB — A', level: 1 }).waitFor();
      await page.getByText('Note: Left shoulder twinge', { exact: true }).waitFor();
      await expectNoViolations(page, '/workouts/:id');
      await page.getByRole('link', { name: 'History of Supino reto' }).click();
      await page.getByRole('heading', { name: 'Supino reto: history', level: 1 }).waitFor();
      await page.getByText('estimated with the Epley formula', { exact: false }).waitFor();
      const newest = page.locator('.exercise-sets__entry').first();
      await newest.getByText('Set 1: 82,5 kg × 10').waitFor();
      await newest.locator('li', { hasText: 'Set 3: 87,125 kg × 6' }).getByText('Record: heaviest weight').waitFor();
      await page.getByRole('img', { name: 'Heaviest set' }).waitFor();
      await expectNoViolations(page, '/exercises/:id/history');

      // Corrected afterwards: 82,5 → 80 kg on set 1 gives the server's new volume, here and in the routine history.
      await newest.getByRole('link', { name: 'Treino AB — A', exact: true }).click();
      await page.getByRole('heading', { name: 'Treino AB — A', level: 1 }).waitFor();
      const subtitle = page.locator('.page-header__subtitle');
      await subtitle.filter({ hasText: /· volume 2029,75 kg$/ }).waitFor();
      await weight(page, 0).fill('80');
      await subtitle.filter({ hasText: /· volume 2004,75 kg$/ }).waitFor();
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await waitForPath(page, `/routines/${routineId}`);
      await history.getByText('Supino reto: 80 kg × 10, 85,25 kg × 8, 87,125 kg × 6').waitFor();
      await history.getByText(/^Logged workout: (\d+ h )?\d+ min · volume 2004,75 kg ·/).waitFor();

      // Deleted after asking: gone from the routine history.
      await history.getByRole('link', { name: 'Open this workout' }).click();
      await page.getByRole('button', { name: 'Delete workout', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this workout?' });
      await confirm.getByRole('button', { name: 'Delete workout', exact: true }).click();
      await waitForToast(page, 'Deletion succeed', 'Treino AB — A was successfully deleted.');
      await waitForPath(page, `/routines/${routineId}`);
      await history.getByText('No session of this routine was done yet.').waitFor();
      expect(await history.getByRole('link', { name: 'Open this workout' }).count()).toBe(0);
    },
  );

  e2eTest(
    app,
    'offline in the gym: a set done and a note written while the connection is down are kept, then sent when it is back',
    async (page, baseUrl) => {
      const user = await startedFromRoutines(page, baseUrl);

      await page.context().setOffline(true);
      await typeSet(page, 0, '82,5', '10');
      await doneButton(page, 1).click();
      // The row says its completion is kept to be sent again; the note, that it is kept on the device.
      const setKept = page.getByText("Couldn't save the set. It is kept here and will be sent again.", { exact: true });
      const noteKept = page.getByText('Kept on this device; it will be sent when the connection is back.', { exact: true });
      await setKept.waitFor();
      await page.getByRole('button', { name: 'Write a note on Supino reto', exact: true }).click();
      const noteDialog = page.getByRole('dialog', { name: 'Note on Supino reto' });
      await noteDialog.getByLabel('Note', { exact: true }).fill('Narrow grip');
      await noteDialog.getByRole('button', { name: 'Save note', exact: true }).click();
      await noteDialog.waitFor({ state: 'hidden' });
      await page.getByText('Note: Narrow grip', { exact: true }).waitFor();
      await noteKept.waitFor();

      // The connection back: everything kept goes, and the rows stop saying so.
      await page.context().setOffline(false);
      await waitForValue(() => Promise.all([setKept.count(), noteKept.count()]), [0, 0], 'nothing left kept on the device');
      const { workoutInProgress } = await user.call<{
        workoutInProgress: { exercises: { note: string; sets: { weight: string | null; reps: number | null; done: boolean }[] }[] };
      }>(`{ workoutInProgress { exercises { note sets { weight reps done } } } }`);
      const [bench] = workoutInProgress.exercises;
      expect(bench.note).toBe('Narrow grip');
      expect(bench.sets[0]).toEqual({ weight: '82.5', reps: 10, done: true });
      await waitForValue(() => doneButton(page, 1).getAttribute('aria-pressed'), 'true', 'set 1 done');
    },
  );

  e2eTest(
    app,
    'at phone size: large touch targets, no sideways scrolling, the timer always visible',
    async (page, baseUrl) => {
      await startedFromRoutines(page, baseUrl);
      const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(await overflow()).toBe(0);
      for (const target of [
        doneButton(page, 1),
        weight(page, 0),
        reps(page, 0),
        page.getByRole('button', { name: 'Remove set 1 of Supino reto' }),
      ]) {
        const box = await target.boundingBox();
        expect(box && box.width >= 44 && box.height >= 44).toBe(true);
      }
      await typeSet(page, 0, '82,5', '10');
      await doneButton(page, 1).click();
      const timer = page.getByRole('region', { name: 'Rest timer' });
      await timer.waitFor();
      expect(await overflow()).toBe(0);
      // Scrolled to the end of the page and back to the top, the timer stays on screen.
      for (const script of ['window.scrollTo(0, document.body.scrollHeight)', 'window.scrollTo(0, 0)']) {
        await page.evaluate(script);
        const box = await timer.boundingBox();
        expect(box !== null && box.y >= 0 && box.y + box.height <= 844).toBe(true);
      }
      for (const button of [timer.getByRole('button', { name: '+30 s' }), timer.getByRole('button', { name: 'Skip rest' })]) {
        const box = await button.boundingBox();
        expect(box && box.height >= 44).toBe(true);
      }
      await expectNoViolations(page, '/workout at 390 px');
    },
    { viewport: { width: 390, height: 844 } },
  );
});
