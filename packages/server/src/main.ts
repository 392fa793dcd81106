import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { createDemoTenant, isFirstStart } from './demo/demoTenant.js';
import { createLogger } from './http/requestLogging.js';
import { DEMO_TENANT } from './demo/demoUsers.js';
import { moveDemoStandIns } from './demo/standIns.js';
import { DAILY_JOBS, HOURLY_JOBS, jobHandlers, JOB_SCHEDULES } from './jobs/jobHandlers.js';
import { createKeyCipher } from './oidc/keyCipher.js';
import { keyEncryptionKeyOf } from './oidc/keyEncryptionKey.js';
import { createJobRunner, logJobFailures } from './jobs/jobRunner.js';
import { superviseServerProcesses } from './serverProcesses.js';

/** Starts the server: configuration from the environment, the database, then HTTP on PORT. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  if (config.serverProcesses > 1 && cluster.isPrimary) {
    superviseServerProcesses(config.serverProcesses, logger);
    return;
  }
  const db = await openDatabase(config, {
    onError: (error) => logger.error({ err: error }, 'database connection failed'),
    onLost: (error) => {
      logger.fatal({ err: error }, 'the embedded database stopped; exiting');
      process.exit(1);
    },
  });
  try {
    await serve(db, config, logger);
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function serve(db: Database, config: Config, logger: Logger): Promise<void> {
  const app = await buildApp({ db, config, logger });
  // After the app is built: its routes declare the operations each kind of record performs, and the demo
  // tenant's sample records go through those operations.
  const demo =
    config.demo && (await isFirstStart(db))
      ? await createDemoTenant(
          db,
          DEMO_TENANT,
          createKeyCipher(await keyEncryptionKeyOf(config)),
          config.publicUrl,
        )
      : undefined;
  if (config.demo) await moveDemoStandIns(db, DEMO_TENANT, config.publicUrl);
  const jobs = createJobRunner({
    db,
    handlers: jobHandlers({ db, config }),
    everyHour: HOURLY_JOBS,
    everyDay: DAILY_JOBS,
    schedules: JOB_SCHEDULES,
    onError: logJobFailures(logger),
  });

  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await jobs.stop();
    await app.close();
    await db.close();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Last resorts: a stray rejected promise is logged and the server keeps serving; after an uncaught
  // exception its state is unknown, so it stops cleanly (a supervisor or `npm start` again restarts it).
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    void stop('uncaughtException', 1);
  });

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Coverline is running at ${config.publicUrl}`);
  jobs.start(config.jobPollMs);
  if (demo !== undefined) {
    const lines = demo.users.map(({ email, password, role }) => `  ${email}  ${password}  ${role}`);
    console.log(
      [
        '',
        `First start: created the demo tenant "${DEMO_TENANT}" with the example products and sample records.`,
        `Sign in at ${config.publicUrl} with account name "${DEMO_TENANT}" and one of these users:`,
        ...lines,
        '',
      ].join('\n'),
    );
  }
}

main().catch((error: unknown) => {
  // Configuration mistakes and a data directory in use end here, with their message as the explanation.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
