import { signUp, startTestServer, type TestServer } from '../../../test/test-server';

const TAG_CREATE = `mutation($input: TagInput!) { createTag(input: $input) { id name } }`;
const TAG_UPDATE = `mutation($id: Int!, $input: TagInput!) { updateTag(id: $id, input: $input) { id name } }`;
const TAG_DELETE = `mutation($id: Int!) { deleteTag(id: $id) { id name } }`;
const TAG_GET = `query($id: Int!) { tag(id: $id) { id name } }`;
const TAG_PAGE = `query($page: Int, $size: Int, $search: String) { tags(page: $page, size: $size, search: $search) { totalElements content { id name } } }`;
const TAG_ALL = `{ allTags { id name } }`;

const EXERCISE_FIELDS = 'id name tags { id name }';
const EX_CREATE = `mutation($input: ExerciseInput!) { createExercise(input: $input) { ${EXERCISE_FIELDS} } }`;
const EX_UPDATE = `mutation($id: Int!, $input: ExerciseInput!) { updateExercise(id: $id, input: $input) { ${EXERCISE_FIELDS} } }`;
const EX_DELETE = `mutation($id: Int!) { deleteExercise(id: $id) { ${EXERCISE_FIELDS} } }`;
const EX_GET = `query($id: Int!) { exercise(id: $id) { ${EXERCISE_FIELDS} } }`;
const EX_PAGE = `query($page: Int, $size: Int, $search: String) { exercises(page: $page, size: $size, search: $search) { totalElements content { ${EXERCISE_FIELDS} } } }`;
const EX_ALL = `{ allExercises { ${EXERCISE_FIELDS} } }`;

const ROUTINE_CREATE = `mutation($input: RoutineInput!) { createRoutine(input: $input) { id sessions { id } } }`;
const ADD_ITEM = `mutation($sessionId: Int!, $input: SessionExerciseInput!) { addSessionExercise(sessionId: $sessionId, input: $input) { id } }`;
const DELETE_ITEM = `mutation($id: Int!) { deleteSessionExercise(id: $id) { id } }`;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signUp(server));
});
afterAll(() => server.close());

const gql = (query: string, variables?: Record<string, unknown>, as = token) => server.gql(query, variables, as);
const ok = <T = any>(query: string, variables?: Record<string, unknown>, as = token) => server.data<T>(query, variables, as);
const createTag = async (name: string, as = token) =>
  (await ok(TAG_CREATE, { input: { name } }, as)).createTag as { id: number; name: string };
const createExercise = async (name: string, tagIds: number[], as = token) =>
  (await ok(EX_CREATE, { input: { name, tagIds } }, as)).createExercise;

describe('tags', () => {
  it('creates (trimmed), reads, renames and deletes a tag', async () => {
    const tag = await createTag('  Peitoral ');
    expect(tag).toEqual({ id: expect.any(Number), name: 'Peitoral' });
    expect((await ok(TAG_GET, { id: tag.id })).tag).toEqual(tag);
    expect((await ok(TAG_UPDATE, { id: tag.id, input: { name: 'Peito' } })).updateTag).toEqual({ id: tag.id, name: 'Peito' });
    expect((await ok(TAG_DELETE, { id: tag.id })).deleteTag).toEqual({ id: tag.id, name: 'Peito' });
    const after = await gql(TAG_GET, { id: tag.id });
    expect(after.errors![0]).toMatchObject({ message: `Tag with id ${tag.id} was not found.`, extensions: { code: 'NOT_FOUND' } });
  });

  it('lists in id order (not by name), pages with the true total and filters by name', async () => {
    const { token: own } = await signUp(server);
    const names = ['Pernas', 'Abdômen', 'costas', 'Bíceps'];
    for (const name of names) await createTag(name, own);
    expect((await ok(TAG_ALL, {}, own)).allTags.map((t: { name: string }) => t.name)).toEqual(names);
    const second = (await ok(TAG_PAGE, { page: 1, size: 3 }, own)).tags;
    expect(second).toEqual({ totalElements: 4, content: [{ id: expect.any(Number), name: 'Bíceps' }] });
    expect((await ok(TAG_PAGE, { page: 9, size: 3 }, own)).tags).toEqual({ totalElements: 4, content: [] });
    expect((await ok(TAG_PAGE, { search: 'ABDO' }, own)).tags.content.map((t: { name: string }) => t.name)).toEqual(['Abdômen']);
  });

  it.each([
    ['blank', '   ', 'Required field.'],
    ['too long', 'x'.repeat(101), 'Maximum 100 characters.'],
  ])('rejects a %s name with the field named', async (_case, name, message) => {
    const result = await gql(TAG_CREATE, { input: { name } });
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: [message] } });
  });

  it('refuses to delete a tag an exercise has, and allows it once the exercise is gone', async () => {
    const tag = await createTag('Ombros');
    const exercise = await createExercise('Desenvolvimento', [tag.id]);
    const refused = await gql(TAG_DELETE, { id: tag.id });
    expect(refused.errors![0]).toMatchObject({
      message: "You can't delete a tag with exercises associated.",
      extensions: { code: 'CONFLICT' },
    });
    await ok(EX_DELETE, { id: exercise.id });
    expect((await ok(TAG_DELETE, { id: tag.id })).deleteTag.name).toBe('Ombros');
  });

  it("treats another user's tag as not found everywhere", async () => {
    const mine = await createTag('Minha');
    const { token: other } = await signUp(server);
    const message = `Tag with id ${mine.id} was not found.`;
    expect((await gql(TAG_GET, { id: mine.id }, other)).errors![0].message).toBe(message);
    expect((await gql(TAG_UPDATE, { id: mine.id, input: { name: 'x' } }, other)).errors![0].message).toBe(message);
    expect((await gql(TAG_DELETE, { id: mine.id }, other)).errors![0].message).toBe(message);
    expect((await ok(TAG_ALL, {}, other)).allTags).toEqual([]);
    // Using my tag in their exercise is refused too.
    const theirs = await gql(EX_CREATE, { input: { name: 'Remada', tagIds: [mine.id] } }, other);
    expect(theirs.errors![0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    expect((await ok(TAG_GET, { id: mine.id })).tag.name).toBe('Minha');
  });

  it('requires a signed-in user', async () => {
    expect((await server.gql(TAG_ALL)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('exercises', () => {
  let chest: { id: number; name: string };
  let arms: { id: number; name: string };
  beforeAll(async () => {
    chest = await createTag('Peitoral');
    arms = await createTag('Tríceps');
  });

  it('creates with tags (by id order, repeats once), reads, replaces the tag set and deletes', async () => {
    const created = await createExercise(' Supino reto ', [arms.id, chest.id, arms.id]);
    expect(created).toEqual({ id: expect.any(Number), name: 'Supino reto', tags: [chest, arms] });
    expect((await ok(EX_GET, { id: created.id })).exercise).toEqual(created);

    const updated = (await ok(EX_UPDATE, { id: created.id, input: { name: 'Supino inclinado', tagIds: [chest.id] } })).updateExercise;
    expect(updated).toEqual({ id: created.id, name: 'Supino inclinado', tags: [chest] });

    expect((await ok(EX_DELETE, { id: created.id })).deleteExercise).toEqual(updated);
    expect((await gql(EX_GET, { id: created.id })).errors![0]).toMatchObject({
      message: `Exercise with id ${created.id} was not found.`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("creates many at once (the imports) with the rules of one: names trimmed and checked, tags the user's, repeats once", async () => {
    const { token: own, user } = await signUp(server);
    const [legs, back] = [await createTag('Pernas', own), await createTag('Costas', own)];
    const createMany = (inputs: { name: string; tagIds: number[] }[]) =>
      server.services.writeLock.exclusive(() =>
        server.services.dataSource.transaction((manager) => server.services.exercises.createMany(manager, user.id, inputs)),
      );
    const ids = await createMany([
      { name: ' Agachamento ', tagIds: [back.id, legs.id, back.id] },
      { name: 'Remada', tagIds: [back.id] },
    ]);
    expect((await ok(EX_ALL, {}, own)).allExercises).toEqual([
      { id: ids[0], name: 'Agachamento', tags: [legs, back] },
      { id: ids[1], name: 'Remada', tags: [back] },
    ]);
    await expect(
      createMany([
        { name: 'Stiff', tagIds: [legs.id] },
        { name: 'Leg press', tagIds: [chest.id] },
      ]),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `Tag with id ${chest.id} was not found.`,
    });
    await expect(createMany([{ name: '   ', tagIds: [legs.id] }])).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(createMany([{ name: 'Stiff', tagIds: [] }])).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await ok(EX_ALL, {}, own)).allExercises).toHaveLength(2);
  });

  it('lists in id order with tags and pages', async () => {
    const { token: own } = await signUp(server);
    const legs = await createTag('Pernas', own);
    for (const name of ['Leg press', 'Agachamento', 'Cadeira extensora']) await createExercise(name, [legs.id], own);
    const all = (await ok(EX_ALL, {}, own)).allExercises;
    expect(all.map((e: { name: string }) => e.name)).toEqual(['Leg press', 'Agachamento', 'Cadeira extensora']);
    expect(all.every((e: { tags: unknown[] }) => e.tags.length === 1)).toBe(true);
    const page = (await ok(EX_PAGE, { page: 1, size: 2 }, own)).exercises;
    expect(page.totalElements).toBe(3);
    expect(page.content).toEqual([{ id: expect.any(Number), name: 'Cadeira extensora', tags: [legs] }]);
    expect((await ok(EX_PAGE, { search: 'agach' }, own)).exercises.totalElements).toBe(1);
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', 'Required field.'],
    ['a long name', { name: 'y'.repeat(101) }, 'name', 'Maximum 100 characters.'],
    ['no tags', { tagIds: [] }, 'tagIds', 'Choose at least one tag.'],
  ])('rejects %s', async (_case, override, field, message) => {
    const result = await gql(EX_CREATE, { input: { name: 'Crucifixo', tagIds: [chest.id], ...override } });
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
  });

  it('keeps the exercise intact when an update names a missing tag', async () => {
    const created = await createExercise('Crossover', [chest.id]);
    const result = await gql(EX_UPDATE, { id: created.id, input: { name: 'Broken', tagIds: [chest.id, 999999] } });
    expect(result.errors![0]).toMatchObject({ message: 'Tag with id 999999 was not found.', extensions: { code: 'NOT_FOUND' } });
    expect((await ok(EX_GET, { id: created.id })).exercise).toEqual(created);
  });

  it('refuses to delete an exercise used in a session, and allows it once removed from the session', async () => {
    const exercise = await createExercise('Paralelas', [arms.id]);
    const routine = (await ok(ROUTINE_CREATE, { input: { name: 'R', description: 'D', goal: 'G', weekFrequency: 1, isActive: false } }))
      .createRoutine;
    const item = (
      await ok(ADD_ITEM, {
        sessionId: routine.sessions[0].id,
        input: { exerciseId: exercise.id, sets: 3, repetitions: 10, restSeconds: 60 },
      })
    ).addSessionExercise;
    const refused = await gql(EX_DELETE, { id: exercise.id });
    expect(refused.errors![0]).toMatchObject({
      message: "You can't delete an exercise if it's part of some training routine.",
      extensions: { code: 'CONFLICT' },
    });
    await ok(DELETE_ITEM, { id: item.id });
    expect((await ok(EX_DELETE, { id: exercise.id })).deleteExercise.name).toBe('Paralelas');
  });

  it("treats another user's exercise as not found everywhere", async () => {
    const mine = await createExercise('Meu', [chest.id]);
    const { token: other } = await signUp(server);
    const otherTag = await createTag('Deles', other);
    const message = `Exercise with id ${mine.id} was not found.`;
    expect((await gql(EX_GET, { id: mine.id }, other)).errors![0].message).toBe(message);
    expect((await gql(EX_UPDATE, { id: mine.id, input: { name: 'x', tagIds: [otherTag.id] } }, other)).errors![0].message).toBe(message);
    expect((await gql(EX_DELETE, { id: mine.id }, other)).errors![0].message).toBe(message);
    expect((await ok(EX_ALL, {}, other)).allExercises).toEqual([]);
    expect((await ok(EX_GET, { id: mine.id })).exercise.name).toBe('Meu');
  });
});
