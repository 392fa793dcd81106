import { defineResource, type ScreenLabel } from './defineResource.js';
import { lazyPage } from './lazyPage.js';

/*
 * The admin area's screen resources declared the workspace's way: each address, permission, breadcrumb and
 * list is written here once, and the route table, the admin router and the sidebar derive from these.
 */

const UserPage = lazyPage(async () => (await import('../admin/users/UserPage.js')).UserPage);
const NewUserPage = lazyPage(async () => (await import('../admin/users/UserPage.js')).NewUserPage);
const PermissionGroupPage = lazyPage(
  async () => (await import('../admin/permissionGroups/PermissionGroupPage.js')).PermissionGroupPage,
);
const NewPermissionGroupPage = lazyPage(
  async () => (await import('../admin/permissionGroups/PermissionGroupPage.js')).NewPermissionGroupPage,
);

/** `edit` reads "Edit"; any other action shows the view and reads as it is. */
const actionLabel: ScreenLabel = (params, t) =>
  params.action === 'edit' ? t('actions.edit') : (params.action ?? '');

export const users = defineResource({
  name: 'users',
  base: '/admin-area/users',
  label: 'routes.users',
  api: '/api/users',
  screens: {
    list: { path: '', permission: 'user:Read' },
    add: { path: 'add', permission: 'user:Init', label: 'menu.addUser', element: <NewUserPage /> },
    view: { path: ':id', permission: 'user:Read', element: <UserPage /> },
    action: { path: ':id/:action', permission: 'user:Read', label: actionLabel, element: <UserPage /> },
  },
  list: {
    rowId: 'id',
    columns: [
      { key: 'name', label: 'UI-context:users.fields.name', sortable: true },
      { key: 'email', label: 'UI-context:users.fields.email', sortable: true },
      { key: 'affiliation', label: 'UI-context:users.fields.affiliation' },
      { key: 'status', label: 'UI-context:users.fields.status', classifier: 'userStatuses', display: 'chip' },
    ],
  },
});

export const permissionGroups = defineResource({
  name: 'permission-groups',
  base: '/admin-area/permission-groups',
  label: 'routes.permissionGroups',
  api: '/api/permission-groups',
  screens: {
    list: { path: '', permission: 'permissionGroup:List' },
    add: {
      path: 'add',
      permission: 'permissionGroup:Create',
      label: 'menu.addGroup',
      element: <NewPermissionGroupPage />,
    },
    view: { path: ':id', permission: 'permissionGroup:Read', element: <PermissionGroupPage /> },
    action: {
      path: ':id/:action',
      permission: 'permissionGroup:Read',
      label: actionLabel,
      element: <PermissionGroupPage />,
    },
  },
  list: {
    rowId: 'id',
    columns: [
      { key: 'name', label: 'UI-context:permissionGroups.fields.name', sortable: true },
      { key: 'memberCount', label: 'UI-context:permissionGroups.fields.memberCount', fieldType: 'Integer' },
      {
        key: 'permissionCount',
        label: 'UI-context:permissionGroups.fields.permissionCount',
        fieldType: 'Integer',
      },
      {
        key: 'status',
        label: 'UI-context:permissionGroups.fields.status',
        classifier: 'groupStatuses',
        display: 'chip',
      },
    ],
  },
});

export const ADMIN_RESOURCES = [users, permissionGroups];
