import cluster from 'node:cluster';
import type { Logger } from 'pino';

/**
 * The primary of `SERVER_PROCESSES` > 1: forks that many server processes, which share the port (node's
 * cluster hands each new connection to one of them) and keep all their state in the database, and forks a
 * new one when one dies. Only the first makes the demo tenant on a first start. SIGINT and SIGTERM stop them
 * all, each finishing as a single server does.
 */
export function superviseServerProcesses(count: number, logger: Logger): void {
  let stopping = false;
  const fork = (first: boolean) => cluster.fork(first ? {} : { DEMO: 'false' });
  for (let index = 0; index < count; index++) fork(index === 0);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a server process ended; starting another');
    fork(false);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  logger.info({ processes: count }, 'serving with several processes');
}
