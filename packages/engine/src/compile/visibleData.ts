import { conditionHolds } from './conditionHolds.js';
import type { CompiledForm, UiSchema } from './types.js';

type Data = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One pass: `data` without the values of nodes whose condition fails on `current` (the previous pass). */
class Pruning {
  /** Instance paths of the values left out, to tell when passes agree. */
  readonly hidden: string[] = [];
  conditions = 0;

  constructor(private readonly root: unknown) {}

  object(data: Data, ui: UiSchema, current: unknown, path: string): Data {
    const pruned: Data = {};
    for (const [key, value] of Object.entries(data)) {
      const child = isPlainObject(ui[key]) ? (ui[key] as UiSchema) : undefined;
      const condition = child?.['ui:options']?.condition;
      const childPath = `${path}${key}`;
      if (condition) {
        this.conditions++;
        if (!conditionHolds(condition, this.root, current)) {
          this.hidden.push(childPath);
          continue;
        }
      }
      const currentValue = isPlainObject(current) ? current[key] : undefined;
      pruned[key] = child ? this.value(value, child, currentValue, `${childPath}.`) : value;
    }
    return pruned;
  }

  value(data: unknown, ui: UiSchema, current: unknown, path: string): unknown {
    const items = isPlainObject(ui.items) ? (ui.items as UiSchema) : undefined;
    if (Array.isArray(data)) {
      if (!items) return data;
      return data.map((item, index) =>
        isPlainObject(item)
          ? this.object(item, items, Array.isArray(current) ? current[index] : undefined, `${path}${index}.`)
          : item,
      );
    }
    return isPlainObject(data) ? this.object(data, ui, current, path) : data;
  }
}

/**
 * A copy of `data` without the values of objects and fields whose display condition does not hold: what the
 * form submits, and what the server validates. Conditions read the pruned data itself (a field shown only
 * beside a hidden one is hidden too), found by repeating the pass until the hidden set settles. Unknown
 * keys are kept for the validator to report; untouched values are shared, not cloned.
 */
export function visibleData<T>(data: T, compiled: Pick<CompiledForm, 'uiSchema'>): T {
  if (!isPlainObject(data)) return data;
  // `current` is `data` pruned of `hiddenInCurrent`; the first pass reads `data` itself
  let current: Data = data;
  let hiddenInCurrent = '';
  for (let pass = 0; ; pass++) {
    const pruning = new Pruning(current);
    const pruned = pruning.object(data, compiled.uiSchema, current, '');
    const hidden = pruning.hidden.join('\n');
    // with n conditions a chain of hidings settles within n + 1 passes; only a cycle of them never does
    if (hidden === hiddenInCurrent || pass > pruning.conditions) return pruned as T;
    current = pruned;
    hiddenInCurrent = hidden;
  }
}
