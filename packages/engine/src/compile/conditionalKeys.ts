import type { UiCondition } from './types.js';

/**
 * Keys that are required while a condition holds, gathered by condition: fields that share one (all the
 * trailer fields under `vehicle.hasTrailer == true`) get one `if`/`then`, so validation checks it once.
 */
export class ConditionalKeys {
  private readonly byCondition = new Map<string, { condition: UiCondition; keys: string[] }>();

  add(condition: UiCondition, key: string): void {
    const id = JSON.stringify(condition);
    const entry = this.byCondition.get(id);
    if (entry) entry.keys.push(key);
    else this.byCondition.set(id, { condition, keys: [key] });
  }

  groups(): { condition: UiCondition; keys: string[] }[] {
    return [...this.byCondition.values()];
  }
}
