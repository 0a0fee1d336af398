import { loadConfig } from './config';

const base = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;

describe('loadConfig', () => {
  it('defaults to ports 4000/8080 and the embedded SQLite file', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 4000,
      legacyPort: 8080,
      tokenTtlSeconds: 86400,
      database: { type: 'sqlite', path: './data/fitness-manager.sqlite' },
    });
  });

  it('reads MySQL URLs, LEGACY_PORT=off and the token lifetime', () => {
    const config = loadConfig({ ...base, DATABASE_URL: 'mysql://u:p@db:3306/fitness', LEGACY_PORT: 'off', TOKEN_TTL_SECONDS: '3600' });
    expect(config).toMatchObject({
      legacyPort: null,
      tokenTtlSeconds: 3600,
      database: { type: 'mysql', url: 'mysql://u:p@db:3306/fitness', mariadb: false },
    });
    expect(loadConfig({ ...base, DATABASE_URL: 'mariadb://u:p@db:3306/fitness' }).database).toEqual({
      type: 'mysql',
      url: 'mysql://u:p@db:3306/fitness',
      mariadb: true,
    });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 172.16.0.1', '10.0.0.0/8, 172.16.0.1'],
  ])('reads TRUST_PROXY=%p as %p', (value, expected) => {
    expect(loadConfig({ ...base, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy).toEqual(expected);
  });

  it.each([
    [undefined, 100],
    ['', 100],
    ['off', null],
    ['10', 10],
    ['250', 250],
  ])('reads HEAP_GROWING_PERCENT=%p as %p', (value, expected) => {
    expect(loadConfig({ ...base, ...(value === undefined ? {} : { HEAP_GROWING_PERCENT: value }) }).heapGrowingPercent).toBe(expected);
  });

  it('reads DB_POOL_SIZE for MySQL/MariaDB, and leaves the pool to its default without it', () => {
    const url = 'mariadb://app:app@127.0.0.1:3306/fm';
    expect(loadConfig({ ...base, DATABASE_URL: url }).database).toEqual({
      type: 'mysql',
      url: url.replace('mariadb:', 'mysql:'),
      mariadb: true,
    });
    expect(loadConfig({ ...base, DATABASE_URL: url, DB_POOL_SIZE: '32' }).database).toMatchObject({ type: 'mysql', poolSize: 32 });
    expect(loadConfig({ ...base, DATABASE_URL: url, DB_POOL_SIZE: ' ' }).database).not.toHaveProperty('poolSize');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ LEGACY_PORT: 'on' }, /LEGACY_PORT/],
    [{ DATABASE_URL: 'postgres://x' }, /DATABASE_URL must start with "sqlite:", "mysql:\/\/" or "mariadb:\/\/"/],
    [{ DATABASE_URL: 'mysql://host-only' }, /DATABASE_URL/],
    [{ TOKEN_TTL_SECONDS: '5' }, /TOKEN_TTL_SECONDS/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required in production/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ TIME_ZONE: 'Mars/Olympus' }, /TIME_ZONE/],
    [{ TRUST_PROXY: 'my-proxy' }, /TRUST_PROXY is invalid/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must not be "true"/],
    [{ HEAP_GROWING_PERCENT: '9' }, /HEAP_GROWING_PERCENT must be "off" or a whole number from 10 to 300/],
    [{ HEAP_GROWING_PERCENT: '301' }, /HEAP_GROWING_PERCENT must be "off" or a whole number from 10 to 300/],
    [{ HEAP_GROWING_PERCENT: '1.5' }, /HEAP_GROWING_PERCENT must be "off" or a whole number from 10 to 300/],
    [{ HEAP_GROWING_PERCENT: 'none' }, /HEAP_GROWING_PERCENT must be "off" or a whole number from 10 to 300/],
    [{ DB_POOL_SIZE: '20' }, /DB_POOL_SIZE applies to MySQL\/MariaDB only/],
    [{ DATABASE_URL: 'mysql://a:b@h/fm', DB_POOL_SIZE: '0' }, /DB_POOL_SIZE must be a whole number from 1 to 100/],
    [{ DATABASE_URL: 'mysql://a:b@h/fm', DB_POOL_SIZE: '101' }, /DB_POOL_SIZE must be a whole number from 1 to 100/],
    [{ DATABASE_URL: 'mysql://a:b@h/fm', DB_POOL_SIZE: 'ten' }, /DB_POOL_SIZE must be a whole number from 1 to 100/],
  ])('names the bad variable in %p', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
