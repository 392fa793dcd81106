// The contract moved to contracts/dataDefinition.ts; party.ts still imports it from here.
export type { DataDefinition } from '../contracts/dataDefinition.js';
