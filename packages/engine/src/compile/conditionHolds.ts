import { evaluateCondition } from '../condition/evaluate.js';
import type { UiCondition } from './types.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a node with this `ui:options.condition` is shown: a root-scoped condition reads `rootData`, an
 * item-scoped one the object holding the node (`holderData`), with `$root` standing for `rootData`.
 * Renderers and `visibleData` both decide with this function.
 */
export function conditionHolds(condition: UiCondition, rootData: unknown, holderData: unknown): boolean {
  if (condition.scope === 'root') return evaluateCondition(condition.group, rootData);
  return evaluateCondition(condition.group, {
    ...(isPlainObject(holderData) ? holderData : {}),
    $root: rootData,
  });
}
