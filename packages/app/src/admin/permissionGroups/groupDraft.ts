import {
  normalizePermission,
  PERMISSION_KEYS,
  type GroupMember,
  type NewPermissionGroupInput,
  type PermissionGroup,
  type PermissionGroupUpdate,
} from '@coverline/engine';
import { namePayload } from '../common/namePayload.js';
import { translatableNameOf, type TranslatableName } from '../common/translatableName.js';
import type { TransferItem } from '../common/TransferList.js';

/** The group form as edited. */
export interface GroupDraft {
  name: TranslatableName;
  permissions: string[];
  members: GroupMember[];
}

export function groupDraftOf(group: PermissionGroup | undefined): GroupDraft {
  return {
    name: translatableNameOf(group ?? {}),
    permissions: group?.permissions ?? [],
    members: group?.members ?? [],
  };
}

/** The one rule the form checks itself: a group needs a name. */
export function groupErrors(draft: GroupDraft): { name?: 'permissionGroups.nameRequired' } {
  return draft.name.name.trim() === '' ? { name: 'permissionGroups.nameRequired' } : {};
}

/** `POST /api/permission-groups`, or with the group's id and version `PUT`. */
export function groupPayload(draft: GroupDraft): NewPermissionGroupInput;
export function groupPayload(draft: GroupDraft, group: PermissionGroup): PermissionGroupUpdate;
export function groupPayload(
  draft: GroupDraft,
  group?: PermissionGroup,
): NewPermissionGroupInput | PermissionGroupUpdate {
  const body = {
    ...namePayload(draft.name),
    permissions: draft.permissions,
    members: draft.members.map((member) => ({ id: member.id })),
  };
  return group === undefined ? body : { id: group.id, version: group.version, ...body };
}

/** The area of a permission key or pattern (`quote:Read` → `quote`); `*` has none. */
export function areaOf(permission: string): string | undefined {
  const [area, action] = normalizePermission(permission).split(':');
  return action === undefined ? undefined : area;
}

/**
 * The permissions a group may be given, grouped by area under the area's name: the engine's catalogue,
 * then the patterns the group already holds (`quote:*`, `*`) under their own heading.
 */
export function permissionItems(
  held: readonly string[],
  areaName: (area: string) => string,
  patternsName: string,
): TransferItem[] {
  const catalogue = PERMISSION_KEYS.map((key) => ({
    id: key,
    label: key,
    group: areaName(areaOf(key) as string),
  }));
  const patterns = held
    .filter((permission) => !PERMISSION_KEYS.includes(permission))
    .map((permission) => ({ id: permission, label: permission, group: patternsName }));
  return [...catalogue, ...patterns];
}
