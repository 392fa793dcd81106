import { describe, expect, it } from 'vitest';
import {
  administersTenant,
  hasPermission,
  isGrantablePermission,
  normalizePermission,
  PERMISSION_KEYS,
  PERMISSIONS,
} from './permissions.js';

describe('normalizePermission', () => {
  it.each([
    ['PartyRead', 'party:Read'],
    ['ProductVersionFind', 'productVersion:Find'],
    ['ProductRead', 'product:Read'],
    ['LabelAssociationsCreate', 'labelAssociations:Create'],
    ['LabelsList', 'labels:List'],
    ['UserAssignmentSelfAssign', 'userAssignment:SelfAssign'],
    ['UserUpdatePermissionGroups', 'user:UpdatePermissionGroups'],
    ['ContractActionFindNotes', 'contractAction:FindNotes'],
    ['PermissionGroupFindAll', 'permissionGroup:FindAll'],
    ['PartnerRestriction', 'partner:Restriction'],
    ['product*', 'product:*'],
    ['party:Read', 'party:Read'],
    ['*', '*'],
    ['Unknown', 'Unknown'],
  ])('reads %s as %s', (permission, normalized) => {
    expect(normalizePermission(permission)).toBe(normalized);
  });

  it('maps the PascalCase spelling of every catalogued permission back to it', () => {
    for (const key of PERMISSION_KEYS) {
      const pascal = key.charAt(0).toUpperCase() + key.slice(1).replace(':', '');
      expect(normalizePermission(pascal)).toBe(key);
    }
  });
});

describe('permission catalogue', () => {
  it('has unique actions within each area', () => {
    for (const actions of Object.values(PERMISSIONS)) expect(new Set(actions).size).toBe(actions.length);
  });

  it('holds the permissions the screens check', () => {
    expect(PERMISSION_KEYS).toEqual(
      expect.arrayContaining([
        'tenant:UpdateSettings',
        'productVersion:Read',
        'quote:Clarify',
        'contract:CreateInstallment',
        'party:PrepareCreditReportDocument',
        'activity:ReadRecent',
        'dashboard:Read',
        'job:Read',
        'internal:Restriction',
      ]),
    );
  });
});

describe('hasPermission', () => {
  it('matches a permission written in either spelling', () => {
    expect(hasPermission(['party:Read'], 'PartyRead')).toBe(true);
    expect(hasPermission(['PartyRead'], 'party:Read')).toBe(true);
    expect(hasPermission(['PartyRead'], 'party:Update')).toBe(false);
  });

  it('lets a held wildcard cover an area or everything', () => {
    expect(hasPermission(['user:*'], 'UserUpdateStatus')).toBe(true);
    expect(hasPermission(['user:*'], 'UserAssignmentAssign')).toBe(false);
    expect(hasPermission(['product*'], 'product:Delete')).toBe(true);
    expect(hasPermission(['*'], 'tenant:UpdateSettings')).toBe(true);
    expect(hasPermission(['quote:Find*'], 'QuoteFindNotes')).toBe(true);
  });

  it('opens a route gated by a pattern to anyone holding a matching permission', () => {
    expect(hasPermission(['ProductRead'], 'product:*')).toBe(true);
    expect(hasPermission(['productGroup:Read'], 'product:*')).toBe(false);
    expect(hasPermission(['claim:Read'], 'claim:*')).toBe(true);
    expect(hasPermission(['query:Read'], '*')).toBe(true);
    expect(hasPermission(['labels:*'], 'labels:List')).toBe(true);
  });

  it('denies with no permissions', () => {
    expect(hasPermission([], '*')).toBe(false);
  });

  it('treats a wildcard as any text, not a regular expression', () => {
    expect(hasPermission(['party:Read'], 'party:R.ad')).toBe(false);
    expect(hasPermission(['party:Read'], 'party:*d')).toBe(true);
    expect(hasPermission(['party:*ad'], 'party:Re*')).toBe(true);
    expect(hasPermission(['party:*x'], 'party:Re*')).toBe(true);
    expect(hasPermission(['party:*x'], 'party:*y')).toBe(false);
  });
});

describe('administration of a tenant', () => {
  it('is held by a group granting both the settings and the permission groups of users', () => {
    expect(administersTenant(['*'])).toBe(true);
    expect(administersTenant(['tenant:*', 'UserUpdatePermissionGroups'])).toBe(true);
    expect(administersTenant(['tenant:UpdateSettings'])).toBe(false);
    expect(administersTenant(['user:*', 'quote:*'])).toBe(false);
    expect(administersTenant([])).toBe(false);
  });

  it('lets a group hold catalogued permissions and wildcards of catalogued areas only', () => {
    for (const entry of ['quote:Read', 'QuoteRead', 'quote:*', '*', 'user:UpdateStatus'])
      expect(isGrantablePermission(entry), entry).toBe(true);
    for (const entry of ['quote:Fly', 'spaceship:*', 'quote', '', 'quo*'])
      expect(isGrantablePermission(entry), entry).toBe(false);
  });
});
