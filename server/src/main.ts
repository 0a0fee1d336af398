import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const database = config.database.type === 'sqlite' ? `SQLite ${config.database.path}` : 'MySQL';
  console.log(`Fitness Manager on ${server.mainUrl} (GraphQL at ${server.mainUrl}/graphql, ${database})`);
  console.log(server.legacyUrl ? `Legacy REST adapter on ${server.legacyUrl}` : 'Legacy REST adapter off (LEGACY_PORT=off)');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests and closing the database…`);
    // Past the write lock's hold bound (20 s) and the listeners' grace (25 s): something is stuck.
    const timer = setTimeout(() => {
      console.error('Shutdown took longer than 35 s; exiting.');
      process.exit(1);
    }, 35_000);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error('Error during shutdown:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
