import fs, { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LessThan } from 'typeorm';
import { upload } from '../../test/data-fixtures';
import { signUp, startTestServer, type TestServer } from '../../test/test-server';
import { ServiceBusyError } from '../common/errors';
import { DataUploadEntity } from '../modules/data/upload.entity';
import { UPLOADS_PER_WINDOW, UPLOADS_TOTAL_MAX } from '../modules/data/upload.service';
import { ImportKind } from '../modules/data/import.types';
import { UPLOAD_TEMP_PREFIX, UPLOADS_RECEIVING_MAX } from './uploads';

// This file's servers receive uploads in a folder of their own: other test files' uploads never show here.
const folder = mkdtempSync(path.join(tmpdir(), 'fm-uploads-test-'));

const temporaryFiles = () => readdirSync(folder).filter((name) => name.startsWith(UPLOAD_TEMP_PREFIX));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server receiving uploads in this file's folder; `options` on top (the tight timeouts of 'uploads that do not finish'). */
const uploadServer = (options: Parameters<typeof startTestServer>[1] = {}) =>
  startTestServer({}, { signInAttemptsPerMinute: 1000, uploadDir: folder, ...options });

/** A raw connection to the server's main port: the socket, what it has heard so far, and its closing. */
function rawConnection(server: TestServer) {
  const { hostname, port } = new URL(server.mainUrl);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, hostname, answer: () => answer, closed };
}

/** A raw upload: headers and the start of a multipart body announcing `length` bytes; the socket and what it hears. */
function startUpload(server: TestServer, token: string, length = 1_000_000, extraHeaders = '') {
  const connection = rawConnection(server);
  const { socket, hostname } = connection;
  socket.write(
    `POST /uploads?kind=FOODS_CSV HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n${extraHeaders}` +
      `Content-Type: multipart/form-data; boundary=XB\r\nContent-Length: ${length}\r\n\r\n` +
      `--XB\r\nContent-Disposition: form-data; name="file"; filename="foods.csv"\r\nContent-Type: text/csv\r\n\r\n` +
      'name;serving;unit;carbohydrates;proteins;fats;calories\n',
  );
  return connection;
}

/**
 * Waits until `check` holds (the server acts on a closed socket in its own time), failing with what it last saw. Up to
 * `ms`: a test calling it several times stays within its 60 s.
 */
async function eventually<T>(read: () => T, check: (value: T) => boolean, ms = 10_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await pause(100)) {
    const value = read();
    if (check(value)) return value;
  }
  return read();
}

describe('uploads that do not finish', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await uploadServer({ uploadIdleMs: 1_000, requestTimeouts: { headersTimeout: 1_000, requestTimeout: 1_500 } });
  });
  afterAll(() => server.close());

  it('leaves no temporary file when the client goes away mid-body', async () => {
    const { token } = await signUp(server);
    const client = startUpload(server, token);
    client.socket.write('Arroz;100;g;28;2,5;0,2;128\n'.repeat(2_000));
    expect(await eventually(temporaryFiles, (files) => files.length === 1)).toHaveLength(1);
    client.socket.destroy();
    expect(await eventually(temporaryFiles, (files) => files.length === 0)).toEqual([]);
    // The server is not stuck on it: the next upload of the account goes through.
    expect((await upload(server, token, 'FOODS_CSV', 'name;serving\n')).status).toBe(201);
    // (Its own file goes as the handler ends, right after it answered.)
    expect(await eventually(temporaryFiles, (files) => files.length === 0)).toEqual([]);
  });

  it('cuts an upload that sends nothing for the idle time (408), leaving no file', async () => {
    const { token } = await signUp(server);
    const client = startUpload(server, token);
    await client.closed;
    expect(client.answer()).toMatch(/^HTTP\/1\.1 408/);
    expect(client.answer()).toContain('The upload stopped: nothing arrived for 1 second. Try again.');
    expect(await eventually(temporaryFiles, (files) => files.length === 0)).toEqual([]);
  });

  it('says so in the language the request asks for (408 in Portuguese)', async () => {
    const { token } = await signUp(server);
    const client = startUpload(server, token, 1_000_000, 'Accept-Language: pt-BR\r\n');
    await client.closed;
    expect(client.answer()).toMatch(/^HTTP\/1\.1 408/);
    expect(client.answer()).toContain('O envio parou: nada chegou em 1 segundo. Tente de novo.');
  });

  it('lets a slow upload that keeps sending take longer than the whole-request limit of other routes', async () => {
    const { token } = await signUp(server);
    const rows = 'Arroz;100;g;28;2,5;0,2;128\n';
    const ending = '\r\n--XB--\r\n';
    const head = 'name;serving;unit;carbohydrates;proteins;fats;calories\n';
    const prefix = `--XB\r\nContent-Disposition: form-data; name="file"; filename="foods.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const pieces = 12;
    const client = startUpload(server, token, Buffer.byteLength(prefix + head + rows.repeat(pieces) + ending));
    // 12 pieces 300 ms apart: 3.6 s in all, more than the 1.5 s limit of other requests, never 1 s without a byte.
    for (let piece = 0; piece < pieces; piece++) {
      await pause(300);
      client.socket.write(rows);
    }
    client.socket.write(ending);
    expect(await eventually(client.answer, (text) => text.includes('\r\n\r\n{'))).toMatch(/^HTTP\/1\.1 201/);
    client.socket.destroy();
    expect(await eventually(temporaryFiles, (files) => files.length === 0)).toEqual([]);
  });

  it('keeps the whole-request limit for every other route of the main port (408)', async () => {
    const { socket, hostname, answer, closed } = rawConnection(server);
    socket.write(`POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"query":`);
    await closed;
    expect(answer()).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('upload bounds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await uploadServer();
  });
  afterAll(() => server.close());

  it('answers 413 as soon as a body without a length passes the limit, reading no more of it', async () => {
    const { token } = await signUp(server);
    const { socket, hostname, answer } = rawConnection(server);
    const chunk = (text: string) => socket.write(`${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`);
    socket.write(
      `POST /uploads?kind=WORKOUT_HISTORY_CSV HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=XB\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    chunk(`--XB\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`);
    const piece = 'x'.repeat(1024 * 1024);
    // 17 MB, past the 16 MB of a history file, in a body that never ends (no last chunk): only an early answer can
    // come. Nothing is written after these: the server closes with the rest unread (a reset), and a write of ours
    // failing on that reset destroys the socket, losing an answer not read yet.
    for (let n = 0; n < 17; n++) chunk(piece);
    try {
      // Reading 17 MB of multipart takes long on a loaded 2-core box (more than 10 s in CI).
      expect(await eventually(answer, (text) => text.includes('\r\n\r\n{'), 45_000)).toMatch(/^HTTP\/1\.1 413/);
      expect(answer()).toContain('The file is larger than 16 MB, the most this import takes.');
    } finally {
      socket.destroy();
    }
    expect(await eventually(temporaryFiles, (files) => files.length === 0)).toEqual([]);
    // More than the answer's wait and the files' (55 s), so a missing answer fails with what was heard, not Jest's timeout.
  }, 90_000);

  it(`takes ${UPLOADS_PER_WINDOW} uploads an account in 15 minutes, then 429 with Retry-After`, async () => {
    const { token } = await signUp(server);
    for (let n = 0; n < UPLOADS_PER_WINDOW; n++) expect((await upload(server, token, 'FOODS_CSV', 'name\n')).status).toBe(201);
    const form = new FormData();
    form.append('file', new Blob(['name\n']), 'f.csv');
    const refused = await fetch(`${server.mainUrl}/uploads?kind=FOODS_CSV`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'Too many uploads: try again in 15 minutes.' });
    // Another account is not held up.
    const other = await signUp(server);
    expect((await upload(server, other.token, 'FOODS_CSV', 'name\n')).status).toBe(201);
  });

  it(`stores at most ${UPLOADS_TOTAL_MAX / 1024 / 1024} MB of uploads in all`, async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const uploads = server.services.uploads;
    const file = async function* () {
      yield Buffer.from('name\n');
    };
    // Sizes as the door measured them: the cap counts what every account keeps.
    await server.services.writeLock.exclusive(() =>
      uploads.store(a.user.id, ImportKind.FOODS_CSV, 'a.csv', UPLOADS_TOTAL_MAX - 1000, file()),
    );
    await expect(
      server.services.writeLock.exclusive(() => uploads.store(b.user.id, ImportKind.FOODS_CSV, 'b.csv', 2000, file())),
    ).rejects.toBeInstanceOf(ServiceBusyError);
    // Replacing one's own upload does not count it twice.
    await server.services.writeLock.exclusive(() =>
      uploads.store(a.user.id, ImportKind.FOODS_CSV, 'a.csv', UPLOADS_TOTAL_MAX - 1000, file()),
    );
    const refused = await upload(server, b.token, 'FOODS_CSV', 'name\n'.repeat(300));
    expect(refused).toEqual({
      status: 503,
      body: { error: 'The server holds too many uploaded files right now: try again in a few minutes.' },
    });
    const form = new FormData();
    form.append('file', new Blob(['name\n'.repeat(300)]), 'b.csv');
    const portuguese = await fetch(`${server.mainUrl}/uploads?kind=FOODS_CSV`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'accept-language': 'pt-BR' },
      body: form,
    });
    // Refused once the body was read: the connection may serve the next request.
    expect([portuguese.status, portuguese.headers.get('retry-after'), portuguese.headers.get('connection')]).toEqual([
      503,
      '60',
      'keep-alive',
    ]);
    expect(await portuguese.json()).toEqual({
      error: 'O servidor está com arquivos enviados demais agora: tente de novo daqui a alguns minutos.',
    });
    await server.services.dataSource.getRepository(DataUploadEntity).delete({ userId: a.user.id });
    expect((await upload(server, b.token, 'FOODS_CSV', 'name\n')).status).toBe(201);
  });
});

describe('uploads received at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await uploadServer();
  });
  afterAll(() => server.close());

  it(`receives ${UPLOADS_RECEIVING_MAX} uploads at once in a process: past them, 503 with Retry-After in the request's language`, async () => {
    const rest = 'Arroz;100;g;28;2,5;0,2;128\n\r\n--XB--\r\n';
    const start = `--XB\r\nContent-Disposition: form-data; name="file"; filename="foods.csv"\r\nContent-Type: text/csv\r\n\r\nname;serving;unit;carbohydrates;proteins;fats;calories\n`;
    const accounts = await Promise.all(Array.from({ length: UPLOADS_RECEIVING_MAX }, () => signUp(server)));
    // The gate: each held upload's body stops half-way; the server starting its temporary file says it is receiving it.
    const createWriteStream = fs.createWriteStream.bind(fs);
    let receiving = 0;
    let allReceiving!: () => void;
    const received = new Promise<void>((resolve) => (allReceiving = resolve));
    const files = jest.spyOn(fs, 'createWriteStream').mockImplementation((file, options) => {
      if (String(file).startsWith(path.join(folder, UPLOAD_TEMP_PREFIX)) && ++receiving === UPLOADS_RECEIVING_MAX) allReceiving();
      return createWriteStream(file, options);
    });
    const held = accounts.map(({ token }) => startUpload(server, token, Buffer.byteLength(start + rest)));
    try {
      await within(received, 60_000, `The server did not start receiving the ${UPLOADS_RECEIVING_MAX} held uploads`);
      const other = await signUp(server);
      const refused = async (headers: Record<string, string>) => {
        const form = new FormData();
        form.append('file', new Blob(['name\n']), 'f.csv');
        const response = await fetch(`${server.mainUrl}/uploads?kind=FOODS_CSV`, {
          method: 'POST',
          headers: { authorization: `Bearer ${other.token}`, ...headers },
          body: form,
        });
        // Refused before the body is read: the connection closes rather than read it.
        expect(response.headers.get('connection')).toBe('close');
        return [response.status, response.headers.get('retry-after'), await response.json()];
      };
      expect(await refused({})).toEqual([503, '60', { error: 'The server is receiving many files right now: try again in a minute.' }]);
      expect(await refused({ 'accept-language': 'pt-BR,pt;q=0.9' })).toEqual([
        503,
        '60',
        { error: 'O servidor está recebendo muitos arquivos agora: tente de novo daqui a um minuto.' },
      ]);
      // Released, the held uploads are stored, and the next one is received again.
      const answers = held.map(
        ({ socket, answer }) =>
          new Promise<string>((resolve) => {
            socket.on('data', () => {
              if (answer().includes('\r\n\r\n{')) resolve(answer());
            });
            socket.write(rest);
          }),
      );
      for (const answer of await Promise.all(answers)) expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      expect((await upload(server, other.token, 'FOODS_CSV', 'name\n')).status).toBe(201);
      expect(receiving).toBe(UPLOADS_RECEIVING_MAX + 1);
    } finally {
      files.mockRestore();
      for (const { socket } of held) socket.destroy();
    }
    // Longer than the gate's wait (60 s), so a gate that never fires fails with its message, not Jest's timeout.
  }, 120_000);
});

/** `promise`, or a failure saying what did not happen once `ms` have passed (a generous bound: not a timing assert). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('housekeeping', () => {
  it('sweeps abandoned temporary files at start-up, and deletes uploads untouched for an hour every minute', async () => {
    const old = path.join(folder, `${UPLOAD_TEMP_PREFIX}left-by-a-dead-process`);
    const fresh = path.join(folder, `${UPLOAD_TEMP_PREFIX}being-received`);
    writeFileSync(old, 'x');
    writeFileSync(fresh, 'x');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(old, hourAgo, hourAgo);
    const server = await uploadServer({ expiredCounterCleanupMs: 200 });
    try {
      // A file another process may still be writing stays.
      expect(temporaryFiles()).toEqual([path.basename(fresh)]);
      const { token } = await signUp(server);
      const { id } = (await upload(server, token, 'FOODS_CSV', 'name\n')).body;
      const uploads = server.services.dataSource.getRepository(DataUploadEntity);
      await server.services.writeLock.exclusive(() => uploads.update({ id }, { updatedAt: new Date(Date.now() - 61 * 60_000) }));
      for (let attempt = 0; attempt < 100 && (await uploads.existsBy({ id })); attempt++) await pause(100);
      expect(await uploads.countBy({ updatedAt: LessThan(new Date(Date.now() - 60 * 60_000)) })).toBe(0);
      expect(await uploads.existsBy({ id })).toBe(false);
    } finally {
      await server.close();
    }
  });
});
