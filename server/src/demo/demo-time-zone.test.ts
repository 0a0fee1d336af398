/**
 * "Today" of the demo data when the door carries no date: the server's configured TIME_ZONE, never UTC
 * or the machine's zone. A server of its own (one per file: on MariaDB a file's servers share a database).
 */
import { LOGIN, newUserInput, REGISTER, startTestServer, type TestServer } from '../../test/test-server';

/** UTC+14 and UTC-12: at any moment at least one of them is on another date than UTC. */
const FAR_ZONES = ['Pacific/Kiritimati', 'Etc/GMT+12'];

/** The calendar date in a zone as `YYYY-MM-DD`, computed here independently of the server's helper. */
function dateIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return `${part('year')}-${String(part('month')).padStart(2, '0')}-${String(part('day')).padStart(2, '0')}`;
}

/** A far zone whose date differs from UTC's now and for the next few minutes (else the one that will). */
function pickZone(): string {
  const differs = (zone: string, at: Date) => dateIn(zone, at) !== dateIn('UTC', at);
  const now = new Date();
  const soon = new Date(now.getTime() + 5 * 60_000);
  return FAR_ZONES.find((zone) => differs(zone, now) && differs(zone, soon)) ?? FAR_ZONES.find((zone) => differs(zone, soon))!;
}

const zone = pickZone();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ timeZone: zone });
});
afterAll(() => server.close());

const DAY = `query($date: LocalDate!) { dailyMeal(date: $date) { date meals { name entries { quantity } } } }`;

/**
 * Runs a registration with demo data and finds the demo day among the zone's and UTC's dates around the
 * call (a call that straddles midnight may land on either side).
 */
async function demoDayAfter(register: () => Promise<{ email: string; password: string }>) {
  const before = new Date();
  const { email, password } = await register();
  const after = new Date();
  const zoneDates = [...new Set([dateIn(zone, before), dateIn(zone, after)])];
  const utcDates = [...new Set([dateIn('UTC', before), dateIn('UTC', after)])];
  const token = (await server.gql(LOGIN, { email, password })).data!.login.accessToken;
  const days = [];
  for (const date of new Set([...zoneDates, ...utcDates])) {
    const result = await server.gql(DAY, { date }, token);
    expect(result.errors).toBeUndefined();
    if (result.data!.dailyMeal) days.push(result.data!.dailyMeal);
  }
  return { days, zoneDates, utcDates };
}

function expectDemoDayOnZoneDate({ days, zoneDates, utcDates }: Awaited<ReturnType<typeof demoDayAfter>>) {
  // Only the midnight-straddling corner can make the zone's date equal UTC's.
  if (zoneDates.length === 1 && utcDates.length === 1) expect(zoneDates[0]).not.toBe(utcDates[0]);
  expect(days).toHaveLength(1);
  expect(zoneDates).toContain(days[0].date);
  expect(days[0].meals.map((m: { name: string; entries: unknown[] }) => [m.name, m.entries.length])).toEqual([
    ['Café da manhã', 3],
    ['Almoço', 3],
    ['Janta', 1],
  ]);
}

describe(`demo data "today" with TIME_ZONE=${zone}`, () => {
  it("dates the demo day of REST POST /users/populate (which sends no date) in the server's zone, not UTC", async () => {
    const found = await demoDayAfter(async () => {
      const input = newUserInput();
      const response = await fetch(`${server.legacyUrl}/users/populate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: input.name, email: input.email, password: input.password }),
      });
      expect(response.status).toBe(200);
      return input;
    });
    expectDemoDayOnZoneDate(found);
  });

  it("dates the demo day of a GraphQL registration without `today` in the server's zone, not UTC", async () => {
    const found = await demoDayAfter(async () => {
      const input = newUserInput();
      const result = await server.gql(REGISTER, { input: { ...input, populate: true } });
      expect(result.errors).toBeUndefined();
      return input;
    });
    expectDemoDayOnZoneDate(found);
  });

  it("still takes the client's date when the GraphQL door carries one", async () => {
    const input = newUserInput();
    expect((await server.gql(REGISTER, { input: { ...input, populate: true, today: '2027-01-15' } })).errors).toBeUndefined();
    const token = (await server.gql(LOGIN, { email: input.email, password: input.password })).data!.login.accessToken;
    expect((await server.gql(DAY, { date: '2027-01-15' }, token)).data!.dailyMeal.date).toBe('2027-01-15');
  });
});
