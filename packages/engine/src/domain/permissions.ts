/**
 * The permission catalogue (every area and action that permission groups grant) and matching.
 * A permission is `area:Action`, also written in PascalCase (`party:Read` = `PartyRead`); `*` matches any text.
 * Server routes and app menus check the same patterns with `hasPermission`.
 */

/** Every area with the actions the server grants on it; permission groups hold keys built from these. */
export const PERMISSIONS = {
  activity: ['ReadRecent'],
  claim: ['Create', 'Read', 'Update', 'Find', 'GenerateDocument', 'Approve', 'Pay', 'Close', 'Reject'],
  contract: [
    'Read',
    'Find',
    'Export',
    'FindTransactions',
    'ReadSummary',
    'FindDocuments',
    'GenerateDocument',
    'FindPayments',
    'CreatePayment',
    'DeletePayment',
    'CreateInstallment',
    'DeleteInstallment',
    'FindNotes',
    'CreateNote',
    'UpdateNote',
    'DeleteNote',
    'FindSms',
    'SendSms',
    'ResendSms',
    'RefreshSmsStatus',
    'FindEmails',
    'SendEmail',
    'ResendEmail',
    'ListHistory',
    'SynchronizeParty',
    'Change',
    'Cancel',
    'Renew',
    'Terminate',
    'Reinstatement',
  ],
  contractAction: ['FindNotes', 'CreateNote', 'UpdateNote', 'DeleteNote'],
  dashboard: ['Read'],
  decision: ['List', 'Read', 'Create', 'Update', 'Delete'],
  intermediary: ['Init', 'Read', 'Create', 'Update', 'FindUsers', 'FindPermissionGroups'],
  internal: ['Restriction'],
  job: ['Read', 'Retry', 'Delete'],
  labelAssociations: ['List', 'Create', 'Delete'],
  labels: ['List', 'Read', 'Create', 'Update', 'Delete'],
  lookup: ['Read', 'Create', 'Update', 'Delete'],
  objectDefinition: ['Read', 'Create', 'Update', 'Delete'],
  partner: ['Restriction'],
  party: [
    'Create',
    'Read',
    'Update',
    'Find',
    'FindAll',
    'FindQuotes',
    'FindPolicies',
    'FindDocuments',
    'ListNotes',
    'CreateNote',
    'UpdateNote',
    'DeleteNote',
    'ListHistory',
    'PrepareCreditReportDocument',
  ],
  permissionGroup: ['List', 'Read', 'FindAll', 'FindMembers', 'Create', 'UpdateGroup', 'UpdateStatus'],
  product: [
    'Read',
    'Create',
    'Update',
    'Delete',
    'ListDocumentTemplates',
    'CreateDocumentTemplates',
    'SaveDocumentTemplates',
    'DownloadDocumentTemplates',
    'DeleteDocumentTemplates',
    'ListMessageTemplates',
    'FindMessageTemplates',
    'CreateMessageTemplate',
    'UpdateMessageTemplate',
    'DeleteMessageTemplate',
  ],
  productGroup: ['Read', 'Create', 'Update', 'Delete'],
  productVersion: ['Find', 'Read', 'Create', 'Update', 'Delete', 'Activate'],
  query: ['List', 'Read', 'Create', 'Update', 'Delete'],
  quote: [
    'Init',
    'Read',
    'Find',
    'Save',
    'Submit',
    'Approve',
    'Reject',
    'Reinstate',
    'Inquire',
    'Lend',
    'Delete',
    'Issue',
    'Expire',
    'Clarify',
    'FindDocuments',
    'GenerateDocument',
    'FindNotes',
    'CreateNote',
    'UpdateNote',
    'DeleteNote',
    'FindSms',
    'SendSms',
    'ResendSms',
    'RefreshSmsStatus',
    'FindEmails',
    'SendEmail',
    'ResendEmail',
    'ListHistory',
    'GeneratePaymentSchedule',
    'SynchronizeParty',
    'Enrich',
  ],
  tenant: ['UpdateSettings', 'UpdateLogo', 'DeleteLogo'],
  user: [
    'Init',
    'Read',
    'Create',
    'Update',
    'UpdateStatus',
    'UpdatePassword',
    'UpdatePermissionGroups',
    'ReadPhoto',
    'UpdatePhoto',
    'DeletePhoto',
  ],
  userAssignment: ['Read', 'Assign', 'SelfAssign', 'Delete', 'SelfDelete'],
} as const satisfies Record<string, readonly string[]>;

export type PermissionArea = keyof typeof PERMISSIONS;

export const PERMISSION_AREAS = Object.keys(PERMISSIONS) as PermissionArea[];

/** Every catalogued permission as `area:Action`. */
export const PERMISSION_KEYS: readonly string[] = PERMISSION_AREAS.flatMap((area) =>
  PERMISSIONS[area].map((action) => `${area}:${action}`),
);

const pascalCase = (area: string): string => area.charAt(0).toUpperCase() + area.slice(1);

/** Longest first, so `ProductVersionFind` is read as productVersion, not product. */
const AREAS_BY_PASCAL_LENGTH = [...PERMISSION_AREAS].sort((a, b) => b.length - a.length);

/**
 * The `area:Action` spelling of a permission or pattern: `PartyRead` → `party:Read`,
 * `UserAssignmentSelfAssign` → `userAssignment:SelfAssign`, `product*` → `product:*`.
 * Text already in that spelling, or not starting with a known area, is returned unchanged.
 */
export function normalizePermission(permission: string): string {
  if (permission.includes(':')) return permission;
  const pascal = pascalCase(permission);
  const area = AREAS_BY_PASCAL_LENGTH.find(
    (candidate) => pascal.startsWith(pascalCase(candidate)) && pascal.length > candidate.length,
  );
  return area ? `${area}:${pascal.slice(area.length)}` : permission;
}

/** Whether some text matches both `*` patterns (each `*` standing for any text, possibly empty). */
function patternsOverlap(a: string, b: string): boolean {
  const memo = new Map<number, boolean>();
  const overlap = (i: number, j: number): boolean => {
    const key = i * (b.length + 1) + j;
    let result = memo.get(key);
    if (result !== undefined) return result;
    if (i === a.length || j === b.length) {
      result = a.slice(i).replaceAll('*', '') === '' && b.slice(j).replaceAll('*', '') === '';
    } else if (a[i] === '*') {
      result = overlap(i + 1, j) || overlap(i, j + 1);
    } else if (b[j] === '*') {
      result = overlap(i, j + 1) || overlap(i + 1, j);
    } else {
      result = a[i] === b[j] && overlap(i + 1, j + 1);
    }
    memo.set(key, result);
    return result;
  };
  return overlap(0, 0);
}

/**
 * Whether the held permissions allow `required`. Either side may use either spelling and `*` wildcards:
 * held `user:*` allows `UserUpdateStatus`; a route requiring `product:*` is open to a holder of `ProductRead`;
 * held `*` allows everything.
 */
export function hasPermission(held: readonly string[], required: string): boolean {
  const pattern = normalizePermission(required);
  return held.some((permission) => patternsOverlap(normalizePermission(permission), pattern));
}

/**
 * What a tenant needs at least one active group with an active member to hold, so that it can still change
 * its settings and give users permissions: the server refuses a change that would leave no such group.
 */
export const ADMINISTRATION_PERMISSIONS = ['tenant:UpdateSettings', 'user:UpdatePermissionGroups'] as const;

/** Whether permissions (a group's patterns) hold every administration permission. */
export function administersTenant(permissions: readonly string[]): boolean {
  return ADMINISTRATION_PERMISSIONS.every((required) => hasPermission(permissions, required));
}

/** Whether a group may hold this entry: a catalogued permission, `*`, or `area:*` of a catalogued area. */
export function isGrantablePermission(entry: string): boolean {
  if (entry === '*') return true;
  const [area, action] = normalizePermission(entry).split(':');
  if (area === undefined || !(PERMISSION_AREAS as string[]).includes(area)) return false;
  return action === '*' || (PERMISSIONS[area as PermissionArea] as readonly string[]).includes(action ?? '');
}
