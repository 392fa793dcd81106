import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { KeyCipher } from '../oidc/keyCipher.js';

/** What every module plugin receives. */
export interface ModuleOptions {
  db: Database;
  config: Config;
  /** Seals secrets kept at rest (integration credentials) with the key that protects the issuers' keys. */
  cipher: KeyCipher;
}
