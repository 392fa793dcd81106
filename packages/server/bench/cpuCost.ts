import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from '../src/db/database.js';

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds per request of the API's process and of the database's processes over a load. */
export interface CpuCost {
  apiMs: number;
  databaseMs: number;
}

/** `/proc/{pid}/stat`'s parent pid and CPU time (user + system) in ms, or undefined for a process gone. */
function processStat(pid: number): { parent: number; cpuMs: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields after it start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { parent: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** The CPU ms used so far by the processes whose parent is `parent`, and by `parent` itself when asked. */
function cpuOfChildren(parent: number, withParent: boolean): number {
  let total = withParent ? (processStat(parent)?.cpuMs ?? 0) : 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(Number(entry));
    if (stat?.parent === parent) total += stat.cpuMs;
  }
  return total;
}

/**
 * Measures what `load` costs per request in CPU: the API's process (this one; `load` must generate its load
 * in another and let it end before it answers), and the database
 * — the embedded database's child process, or the PostgreSQL server's postmaster with all its processes (its
 * backends among them). Unlike requests per second, these stay true on a machine others keep busy.
 */
export async function cpuCostOf(db: Database, load: () => Promise<{ requests: number }>): Promise<CpuCost> {
  const embedded = process.env.DATABASE_URL === undefined;
  const [backend] = embedded ? [] : await db.statement<{ pid: number }>('select pg_backend_pid() as pid');
  const postmaster = backend === undefined ? undefined : processStat(backend.pid)?.parent;
  const databaseCpu = () =>
    postmaster === undefined ? cpuOfChildren(process.pid, false) : cpuOfChildren(postmaster, true);
  const apiBefore = process.cpuUsage();
  const databaseBefore = databaseCpu();
  const { requests } = await load();
  const api = process.cpuUsage(apiBefore);
  const databaseMs = databaseCpu() - databaseBefore;
  return { apiMs: (api.user + api.system) / 1000 / requests, databaseMs: databaseMs / requests };
}

/** A cost as `API 0.62 + database 0.48 ms CPU/request`. */
export function cpuCostText({ apiMs, databaseMs }: CpuCost): string {
  return `API ${apiMs.toFixed(2)} + database ${databaseMs.toFixed(2)} ms CPU/request`;
}
