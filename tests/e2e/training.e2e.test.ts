// Issue 4 "Training: tags, exercises, routines, sessions and the home training card", its end-to-end bullet: a tag
// and an exercise, a routine with 3 sessions, exercises in two sessions, 'Done!' three times (A → B → C → A), times
// per week lowered to 2 (session C goes), and a second active routine taking the flag from the first.
import type { Locator, Page } from 'playwright-core';
import { openSignedIn, registerThroughApi } from './support/api';
import { openFromSidebar, waitForPath, waitForRow, waitForToast, waitForValue } from './support/flows';
import { e2eTest, newUser, useApp } from './support/harness';

const app = useApp();

/** The session headings of the routine view, in order. */
function sessionTitles(page: Page): Promise<string[]> {
  return page.locator('.session-card').getByRole('heading').allInnerTexts();
}

/** The home Training card's facts: [goal, current session]. */
function trainingFacts(card: Locator): Promise<string[]> {
  return card.locator('dd').allInnerTexts();
}

/** Adds an exercise to a session of the routine view through the 'Add exercise' dialog. */
async function addSessionExercise(
  page: Page,
  session: string,
  item: { exercise: string; sets: string; repetitions: string; rest: string },
): Promise<void> {
  await page.getByRole('button', { name: `Add exercise to ${session}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add exercise' });
  await dialog.getByText(`Session ${session}`, { exact: true }).waitFor();
  const exercise = dialog.getByLabel('Exercise', { exact: true });
  await exercise.locator('option', { hasText: item.exercise }).waitFor({ state: 'attached' });
  await exercise.selectOption({ label: item.exercise });
  await dialog.getByLabel('Sets', { exact: true }).fill(item.sets);
  await dialog.getByLabel('Repetitions', { exact: true }).fill(item.repetitions);
  await dialog.getByLabel('Rest (seconds)', { exact: true }).fill(item.rest);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await waitForToast(page, 'Success', `${item.exercise} was successfully added.`);
  await dialog.waitFor({ state: 'detached' });
}

/** Fills the routine form (new or edit) with what is given. */
async function fillRoutineForm(
  page: Page,
  routine: { name?: string; description?: string; goal?: string; timesPerWeek?: string },
): Promise<void> {
  if (routine.name !== undefined) await page.getByLabel('Name', { exact: true }).fill(routine.name);
  if (routine.description !== undefined) {
    await page.getByLabel('Description', { exact: true }).fill(routine.description);
  }
  if (routine.goal !== undefined) await page.getByLabel('Goal', { exact: true }).fill(routine.goal);
  if (routine.timesPerWeek !== undefined) {
    await page.getByLabel('Times per Week', { exact: true }).selectOption(routine.timesPerWeek);
  }
}

describe('training', () => {
  e2eTest(app, 'a tag, exercises, a routine: Done! cycles, fewer sessions, a new active one', async (page, baseUrl) => {
    // Setup through the API: a second tag and exercise, for the second session.
    const user = await registerThroughApi(baseUrl, newUser());
    const { createTag } = await user.call<{ createTag: { id: number } }>(`mutation { createTag(input: { name: "Perna" }) { id } }`);
    await user.call(`mutation($tagIds: [Int!]!) { createExercise(input: { name: "Agachamento", tagIds: $tagIds }) { id } }`, {
      tagIds: [createTag.id],
    });

    // A tag through the form.
    await openSignedIn(page, user, '/tags');
    await waitForPath(page, '/tags/list');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'Registering new tag' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Peito');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await waitForToast(page, 'Success', 'Peito was successfully created.');
    await waitForPath(page, '/tags/list');
    const tags = page.getByRole('region', { name: 'Tags', exact: true });
    await waitForValue(() => tags.getByRole('rowheader').allInnerTexts(), ['Perna', 'Peito'], 'tags');

    // An exercise with it.
    await openFromSidebar(page, 'Exercises', '/exercises/list', 'Exercises');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'Registering new exercise' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Supino reto');
    const tagsSelect = page.getByLabel('Tags', { exact: true });
    await tagsSelect.fill('Peito');
    await page.getByRole('option', { name: 'Peito', exact: true }).click();
    await tagsSelect.press('Escape');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await waitForToast(page, 'Success', 'Supino reto was successfully created.');
    await waitForPath(page, '/exercises/list');
    const exercises = page.getByRole('region', { name: 'Exercises', exact: true });
    await waitForRow(exercises, 'Supino reto', ['Supino reto', 'Peito']);
    await waitForRow(exercises, 'Agachamento', ['Agachamento', 'Perna']);

    // No routine yet: /routines offers to create one.
    await openFromSidebar(page, 'Routines', '/routines', 'Routines');
    await page.getByText("You don't have an active routine.").waitFor();
    await page.getByRole('link', { name: 'Create a new one' }).click();
    await waitForPath(page, '/routines/new');
    await page.getByRole('heading', { name: 'Registering new routine' }).waitFor();
    await fillRoutineForm(page, {
      name: 'Treino ABC',
      description: 'Superiores e inferiores',
      goal: 'Hipertrofia',
      timesPerWeek: '3',
    });
    // A new routine will be the active one unless unticked.
    expect(await page.getByLabel('will be my active one', { exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await waitForToast(page, 'Success', 'Treino ABC was successfully created.');
    await waitForPath(page, '/routines/list');
    const routines = page.getByRole('region', { name: 'Routines', exact: true });
    await waitForRow(routines, 'Treino ABC Active', ['Treino ABC Active', 'Superiores e inferiores', '3']);

    // Its view: sessions A, B, C; rename A and give exercises to A and B.
    await page.getByRole('link', { name: 'View Treino ABC' }).click();
    await page.getByRole('heading', { name: 'Treino ABC', exact: true }).waitFor();
    await waitForValue(() => sessionTitles(page), ['A', 'B', 'C'], 'sessions');
    await page.getByRole('button', { name: 'Edit session A', exact: true }).click();
    const sessionDialog = page.getByRole('dialog', { name: 'Edit session' });
    await sessionDialog.getByLabel('Description', { exact: true }).fill('A - Peito');
    await sessionDialog.getByRole('button', { name: 'Edit', exact: true }).click();
    await sessionDialog.waitFor({ state: 'detached' });
    await waitForValue(() => sessionTitles(page), ['A - Peito', 'B', 'C'], 'sessions after renaming A');
    await addSessionExercise(page, 'A - Peito', { exercise: 'Supino reto', sets: '4', repetitions: '12', rest: '60' });
    await addSessionExercise(page, 'B', { exercise: 'Agachamento', sets: '5', repetitions: '10', rest: '90' });
    const sessionA = page.getByRole('region', { name: 'Exercises of A - Peito', exact: true });
    const sessionB = page.getByRole('region', { name: 'Exercises of B', exact: true });
    await waitForRow(sessionA, 'Supino reto', ['Supino reto', 'Peito', '4 x 12', '60 s']);
    await waitForRow(sessionB, 'Agachamento', ['Agachamento', 'Perna', '5 x 10', '90 s']);
    expect(await page.getByText('No exercises in this session yet.').count()).toBe(1);

    // Home: the routine, its goal and the current session; 'Done!' three times goes A → B → C → A.
    await openFromSidebar(page, 'Home', '/home', 'Home');
    const training = page.getByRole('region', { name: 'Training', exact: true });
    await training.getByText('Treino ABC', { exact: true }).waitFor();
    await waitForValue(() => trainingFacts(training), ['Hipertrofia', 'A - Peito'], 'current session');
    const done = training.getByRole('button', { name: 'Done!' });
    for (const next of ['B', 'C', 'A - Peito']) {
      await done.click();
      await waitForValue(() => trainingFacts(training), ['Hipertrofia', next], `current session after Done! (${next})`);
    }
    // The current session survives a reload (it was saved, not only cached).
    await page.reload();
    await waitForValue(() => trainingFacts(training), ['Hipertrofia', 'A - Peito'], 'current session after a reload');

    // Twice a week: session C goes, A and B keep their exercises.
    await training.getByRole('link', { name: 'Edit Treino ABC' }).click();
    await page.getByRole('heading', { name: 'Editing routine Treino ABC' }).waitFor();
    expect(await page.getByLabel('is my active one', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Times per Week', { exact: true }).inputValue()).toBe('3');
    await fillRoutineForm(page, { timesPerWeek: '2' });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await waitForToast(page, 'Success', 'Treino ABC was successfully edited.');
    await waitForPath(page, '/routines/list');
    await waitForRow(routines, 'Treino ABC Active', ['Treino ABC Active', 'Superiores e inferiores', '2']);
    await page.getByRole('link', { name: 'View Treino ABC' }).click();
    await page.getByRole('heading', { name: 'Treino ABC', exact: true }).waitFor();
    await waitForValue(() => sessionTitles(page), ['A - Peito', 'B'], 'sessions twice a week');
    await waitForRow(sessionA, 'Supino reto', ['Supino reto', 'Peito', '4 x 12', '60 s']);
    await waitForRow(sessionB, 'Agachamento', ['Agachamento', 'Perna', '5 x 10', '90 s']);
    // The history: the three sessions done, newest first (read again after the Done! clicks: the routine view was
    // shown before them); C keeps its description though the session is gone.
    const history = page.getByRole('region', { name: 'History' });
    await waitForValue(() => history.locator('.training-history__session').allInnerTexts(), ['C', 'B', 'A - Peito'], 'history');
    await history.getByText('3 of 3 sessions done').waitFor();

    // A second routine, active (the default): the first one loses the flag.
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await waitForPath(page, '/routines/new');
    await fillRoutineForm(page, { name: 'Full Body', description: 'Corpo inteiro', goal: 'Força', timesPerWeek: '1' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await waitForToast(page, 'Success', 'Full Body was successfully created.');
    await waitForPath(page, '/routines/list');
    await waitForValue(
      () => routines.getByRole('rowheader').allInnerTexts(),
      ['Treino ABC', 'Full Body Active'],
      'routines and the active one',
    );
    await page.getByRole('link', { name: 'Edit Treino ABC' }).click();
    await page.getByRole('heading', { name: 'Editing routine Treino ABC' }).waitFor();
    expect(await page.getByLabel('is my active one', { exact: true }).isChecked()).toBe(false);

    // Home follows: the new routine and its only session.
    await openFromSidebar(page, 'Home', '/home', 'Home');
    await training.getByText('Full Body', { exact: true }).waitFor();
    await waitForValue(() => trainingFacts(training), ['Força', 'A'], 'home after switching routines');
    expect(await training.getByText('Treino ABC', { exact: true }).count()).toBe(0);
    // And /routines shows the active one.
    await training.getByRole('link', { name: 'Go to my routine' }).click();
    await waitForPath(page, '/routines');
    await page.getByRole('heading', { name: 'Full Body', exact: true }).waitFor();
    expect(await page.getByText('My active routine', { exact: true }).count()).toBe(1);
  });
});
