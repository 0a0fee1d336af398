import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { createLogger, type Logger } from './observability/logger';
import { startServer } from './server';

let logger: Logger = createLogger();

async function main() {
  const config = loadConfig();
  logger = createLogger({ level: config.logLevel });
  const server = await startServer(config, { logger });
  const database = config.database.type === 'sqlite' ? `SQLite ${config.database.path}` : 'MySQL';
  logger.info(`Fitness Manager on ${server.mainUrl} (GraphQL at ${server.mainUrl}/graphql, ${database})`);
  logger.info(server.legacyUrl ? `Legacy REST adapter on ${server.legacyUrl}` : 'Legacy REST adapter off (LEGACY_PORT=off)');
  if (server.metricsUrl) logger.info(`Prometheus metrics on ${server.metricsUrl}`);
  if (config.verboseErrors)
    logger.warn('VERBOSE_ERRORS is on: GraphQL answers carry stack traces and internal error texts (development only)');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing open requests and closing the database…`);
    // Past the write lock's hold bound (20 s) and the listeners' grace (25 s): something is stuck.
    const timer = setTimeout(() => {
      logger.error('Shutdown took longer than 35 s; exiting.');
      process.exit(1);
    }, 35_000);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'Error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'Could not start');
  process.exit(1);
});
