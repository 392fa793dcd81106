import { conditionFields, type UiCondition } from '@coverline/engine';
import { joinPath, parentPath, splitPath } from '../store/paths.js';
import { childNode, type SchemaNodeSpec } from './schemaTree.js';
import { uiOptionsOf } from './useUiOptions.js';

const ROOT = '$root.';

/** Where a condition's `field` lives in the form data, for a node whose holding object is at `holder`. */
export function conditionFieldPath(field: string, condition: UiCondition, holder: string): string {
  if (condition.scope === 'root') return field;
  return field.startsWith(ROOT) ? field.slice(ROOT.length) : joinPath(holder, field);
}

interface ConditionAt {
  condition: UiCondition;
  /** Data path of the node that carries the condition. */
  path: string;
}

/** The conditions on the way from the root to the node at data path `path` (the node's own included). */
function conditionsAlong(path: string, root: SchemaNodeSpec): ConditionAt[] {
  const found: ConditionAt[] = [];
  let node: SchemaNodeSpec | undefined = root;
  let at = '';
  for (const key of splitPath(path)) {
    node = node && childNode(node, key);
    at = joinPath(at, key);
    const condition = node && (uiOptionsOf(node.uiSchema).condition as UiCondition | undefined);
    if (condition) found.push({ condition, path: at });
  }
  return found;
}

/**
 * Every data path whose change can change whether `condition` (on the node at `path`) holds: the fields it
 * reads, and — since it is decided on the visible data — the fields read by the conditions that could hide
 * those, and so on.
 */
export function conditionDependencies(condition: UiCondition, path: string, root: SchemaNodeSpec): string[] {
  const found = new Set<string>();
  const pending: ConditionAt[] = [{ condition, path }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const field of conditionFields(next.condition.group)) {
      const dependency = conditionFieldPath(field, next.condition, parentPath(next.path));
      if (found.has(dependency)) continue;
      found.add(dependency);
      pending.push(...conditionsAlong(dependency, root));
    }
  }
  return [...found];
}
