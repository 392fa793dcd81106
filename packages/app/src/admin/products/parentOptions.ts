import { ROOT_PARENT } from './productNode.js';

interface TreeGroup {
  id: string;
  parentId?: string | null;
}

const parentOf = (group: TreeGroup) =>
  group.parentId === undefined || group.parentId === null || group.parentId === ROOT_PARENT
    ? undefined
    : group.parentId;

/**
 * The groups a node may be placed in: every group except, for a group being edited, the group itself and the
 * groups below it (the server refuses such a cycle). Order is kept.
 */
export function parentOptions<G extends TreeGroup>(groups: readonly G[], selfId?: string): G[] {
  if (selfId === undefined) return [...groups];
  const byId = new Map(groups.map((group) => [group.id, group]));
  const isInSubtree = (group: G): boolean => {
    const seen = new Set<string>();
    for (let current: TreeGroup | undefined = group; current !== undefined;) {
      if (current.id === selfId) return true;
      if (seen.has(current.id)) return false;
      seen.add(current.id);
      const parentId = parentOf(current);
      current = parentId === undefined ? undefined : byId.get(parentId);
    }
    return false;
  };
  return groups.filter((group) => !isInSubtree(group));
}
