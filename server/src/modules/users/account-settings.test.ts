/** Account settings: `changeEmail` and `deleteAccount` (docs/graphql.md, "Account"), on both databases. */
import { fullAccount, LINK, upload } from '../../../test/data-fixtures';
import { countQueries } from '../../../test/query-counter';
import { graphqlSignIn } from '../../../test/sign-in';
import { LOGIN, ME, newUserInput, REGISTER, signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { EMAIL_MAX, PASSWORD_MAX } from '@fitness-manager/shared';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CHANGE_EMAIL = `mutation ChangeEmail($currentPassword: String!, $newEmail: String!) {
  changeEmail(currentPassword: $currentPassword, newEmail: $newEmail) { id email name }
}`;
const DELETE_ACCOUNT = `mutation DeleteAccount($currentPassword: String!) { deleteAccount(currentPassword: $currentPassword) }`;

const db = () => server.services.dataSource;
const isMysql = () => db().options.type !== 'better-sqlite3';

/** Every table with a `user_id` column, read from the database itself (a table added later is covered too). */
async function tablesWithUserColumn(): Promise<string[]> {
  if (isMysql()) {
    const rows: { table_name: string }[] = await db().query(
      `SELECT TABLE_NAME AS table_name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND COLUMN_NAME = 'user_id'`,
    );
    return rows.map((row) => row.table_name).sort();
  }
  const tables: { name: string }[] = await db().query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
  const withUser: string[] = [];
  for (const { name } of tables) {
    const columns: { name: string }[] = await db().query(`SELECT name FROM pragma_table_info(?)`, [name]);
    if (columns.some((column) => column.name === 'user_id')) withUser.push(name);
  }
  return withUser.sort();
}

/** Rows of `userId` in each table with a user column, and in `users`. */
async function rowsOf(userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...(await tablesWithUserColumn()), 'users']) {
    const column = table === 'users' ? 'id' : 'user_id';
    const [row] = await db().query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [userId]);
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Row counts of the tables without a user column that hold the accounts' children (every table but `users`). */
async function allRows(): Promise<Record<string, number>> {
  const tables: string[] = isMysql()
    ? (await db().query(`SELECT TABLE_NAME AS t FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()`)).map(
        (r: { t: string }) => r.t,
      )
    : (await db().query(`SELECT name AS t FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)).map(
        (r: { t: string }) => r.t,
      );
  const counts: Record<string, number> = {};
  for (const table of tables.filter((t) => !['migrations', 'typeorm_metadata', 'sign_in_counters'].includes(t)).sort()) {
    const [row] = await db().query(`SELECT COUNT(*) AS n FROM ${table}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

const userIdOf = async (token: string) => (await server.data(ME, {}, token)).me.id as number;
const fieldErrors = (answer: { errors?: { extensions?: { code?: string; fields?: Record<string, string[]> } }[] }) => ({
  code: answer.errors?.[0]?.extensions?.code,
  fields: answer.errors?.[0]?.extensions?.fields,
});

describe('deleteAccount', () => {
  it('deletes the account and every row of it in every table with a user column, and nothing of another account', async () => {
    const doomed = await fullAccount(server);
    const other = await fullAccount(server);
    const doomedId = await userIdOf(doomed.token);
    const otherId = await userIdOf(other.token);
    // An upload waiting for its import, and a wrong password counted for the account: rows of it beyond the data.
    expect((await upload(server, doomed.token, 'FOODS_CSV', 'name;serving;unit;carbohydrates;proteins;fats;calories\n')).status).toBe(201);
    await server.gql(LOGIN, { email: doomed.input.email, password: 'wrong' });
    const link = (await server.data(LINK, { kind: 'JSON', today: '2026-03-11' }, doomed.token)).createDownloadLink;
    const second = await graphqlSignIn(server, doomed.input.email, doomed.input.password);

    const before = await rowsOf(doomedId);
    // The fixture fills the tables that matter: a deletion that missed one would show.
    for (const table of [
      'daily_meals',
      'foods',
      'recipes',
      'exercises',
      'tags',
      'training_routines',
      'workouts',
      'data_uploads',
      'body_weights',
    ]) {
      expect(before[table]).toBeGreaterThan(0);
    }
    const otherBefore = await rowsOf(otherId);
    const allBefore = await allRows();
    // Everything of the other account, its rows without a user column too (meals, entries, ingredients, sets, ...).
    const exportOf = async (token: string) => {
      const { url } = (await server.data(LINK, { kind: 'JSON', today: '2026-03-11' }, token)).createDownloadLink;
      const response = await fetch(`${server.mainUrl}${url}`);
      expect(response.status).toBe(200);
      const file = (await response.json()) as { exportedAt?: string; foods?: unknown[] };
      expect(file.foods?.length).toBeGreaterThan(0);
      return { ...file, exportedAt: undefined };
    };
    const otherExport = await exportOf(other.token);

    const answer = await server.gql(DELETE_ACCOUNT, { currentPassword: doomed.input.password }, doomed.token);
    expect(answer).toEqual({ data: { deleteAccount: true } });

    const after = await rowsOf(doomedId);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(await rowsOf(otherId)).toEqual(otherBefore);
    // Children without a user column (meals, entries, ingredients, sets, ...) went with their parents, and only those.
    const allAfter = await allRows();
    const otherTotals = await rowsOf(otherId);
    for (const [table, count] of Object.entries(allAfter)) {
      if (table in before) expect(count).toBe(allBefore[table] - before[table]);
      else expect(count).toBeLessThanOrEqual(allBefore[table]);
    }
    expect(allAfter.meal_entries).toBeGreaterThan(0); // the other account's
    expect(await exportOf(other.token)).toEqual(otherExport);
    expect(otherTotals.users).toBe(1);

    // Every token of the account stops working, and its download link; signing in again is refused.
    for (const token of [doomed.token, second.token]) {
      const me = await server.gql(ME, {}, token);
      expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await fetch(`${server.mainUrl}${link.url}`)).status).not.toBe(200);
    expect((await server.gql(LOGIN, { email: doomed.input.email, password: doomed.input.password })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    // The other account works as before.
    expect((await server.data(ME, {}, other.token)).me.id).toBe(otherId);
  });

  it('sends as many SQL statements for a full account as for an empty one (no statement per row)', async () => {
    const full = await fullAccount(server);
    const empty = await signUp(server);
    const statements = async (token: string, currentPassword: string) => {
      const { result, count } = await countQueries(db(), () => server.gql(DELETE_ACCOUNT, { currentPassword }, token));
      expect(result).toEqual({ data: { deleteAccount: true } });
      return count;
    };
    expect(await statements(full.token, full.input.password)).toBe(await statements(empty.token, empty.input.password));
  });

  it('a wrong password changes nothing, and says so on the field; it counts like a failed sign-in', async () => {
    const { input, token, user } = await signUp(server);
    const before = await rowsOf(user.id);
    const answer = await server.gql(DELETE_ACCOUNT, { currentPassword: 'not it' }, token);
    expect(answer.data).toBeNull();
    expect(fieldErrors(answer)).toEqual({ code: 'BAD_USER_INPUT', fields: { currentPassword: ['Wrong password.'] } });
    expect(await rowsOf(user.id)).toEqual(before);
    expect((await server.data(ME, {}, token)).me.email).toBe(input.email);
  });

  it('refuses empty and oversized passwords before any check, and anonymous callers', async () => {
    const { token, user } = await signUp(server);
    expect(fieldErrors(await server.gql(DELETE_ACCOUNT, { currentPassword: '' }, token))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { currentPassword: ['Required field.'] },
    });
    expect(fieldErrors(await server.gql(DELETE_ACCOUNT, { currentPassword: 'x'.repeat(PASSWORD_MAX + 1) }, token))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { currentPassword: [`Maximum ${PASSWORD_MAX} characters.`] },
    });
    expect((await server.gql(DELETE_ACCOUNT, { currentPassword: 'secret' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await rowsOf(user.id)).users).toBe(1);
  });

  it('must be the only field of its operation (it checks a password outside the write lock)', async () => {
    const { token } = await signUp(server);
    const answer = await server.gql(`mutation { deleteAccount(currentPassword: "secret") setLanguage(language: EN) { id } }`, {}, token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_LARGE');
    expect((await server.data(ME, {}, token)).me).toBeTruthy();
  });
});

describe('changeEmail', () => {
  it('changes the email: the account signs in with the new one, not the old; this and other sessions keep working', async () => {
    const { input, token, user } = await signUp(server);
    const other = await graphqlSignIn(server, input.email, input.password);
    const newEmail = `  New.${input.email}  `;

    const answer = await server.gql(CHANGE_EMAIL, { currentPassword: input.password, newEmail }, token);

    expect(answer).toEqual({ data: { changeEmail: { id: user.id, email: newEmail.trim(), name: user.name } } });
    expect((await server.data(ME, {}, token)).me.email).toBe(newEmail.trim());
    expect((await server.data(ME, {}, other.token)).me.email).toBe(newEmail.trim());
    expect((await server.gql(LOGIN, { email: input.email, password: input.password })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await server.gql(LOGIN, { email: newEmail.trim().toUpperCase(), password: input.password })).data?.login).toBeTruthy();
  });

  it("refuses another account's email with registration's message, on the field, and changes nothing", async () => {
    const taken = await signUp(server);
    const { input, token } = await signUp(server);
    const answer = await server.gql(CHANGE_EMAIL, { currentPassword: input.password, newEmail: taken.input.email.toUpperCase() }, token);
    expect(fieldErrors(answer)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { newEmail: [`User with email ${taken.input.email.toUpperCase()} was already registered.`] },
    });
    expect((await server.data(ME, {}, token)).me.email).toBe(input.email);
  });

  it('accepts its own email in another case (the key is the same account)', async () => {
    const { input, token } = await signUp(server);
    const answer = await server.gql(CHANGE_EMAIL, { currentPassword: input.password, newEmail: input.email.toUpperCase() }, token);
    expect(answer.data?.changeEmail.email).toBe(input.email.toUpperCase());
  });

  it('a wrong password changes nothing and says so on the field, before saying whether the email is taken', async () => {
    const taken = await signUp(server);
    const { input, token } = await signUp(server);
    for (const newEmail of [taken.input.email, `free-${input.email}`]) {
      const answer = await server.gql(CHANGE_EMAIL, { currentPassword: 'not it', newEmail }, token);
      expect(fieldErrors(answer)).toEqual({ code: 'BAD_USER_INPUT', fields: { currentPassword: ['Wrong password.'] } });
    }
    expect((await server.data(ME, {}, token)).me.email).toBe(input.email);
  });

  it('checks the email as registration does (the same messages), too long ones included', async () => {
    const { input, token } = await signUp(server);
    const cases: [string, string][] = [
      ['', 'Required field.'],
      ['   ', 'Required field.'],
      ['not-an-email', 'Invalid email.'],
      [`a@${`${'b'.repeat(60)}.`.repeat(5)}com`, 'Invalid email.'],
      [`${'a'.repeat(EMAIL_MAX)}@example.com`, 'Invalid email.'],
    ];
    for (const [newEmail, expected] of cases) {
      const answer = await server.gql(CHANGE_EMAIL, { currentPassword: input.password, newEmail }, token);
      expect(fieldErrors(answer)).toEqual({ code: 'BAD_USER_INPUT', fields: { newEmail: [expected] } });
      // Registration says the same of the same email.
      const registration = await server.gql(REGISTER, { input: { ...newUserInput(), email: newEmail } });
      expect(registration.errors?.[0]?.extensions?.fields?.email).toEqual([expected]);
    }
    expect((await server.data(ME, {}, token)).me.email).toBe(input.email);
  });
});
