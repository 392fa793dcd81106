import type { Config } from '../config.js';
import type { Database } from '../db/database.js';

/** What every module plugin receives. */
export interface ModuleOptions {
  db: Database;
  config: Config;
}
