import type { PermissionPattern } from '../resources/permissionPattern.js';
import { ADMIN_RESOURCES } from '../resources/adminResources.js';
import { resourceRouteEntries } from '../resources/resourceRoutes.js';
import { WORKSPACE_RESOURCES } from '../resources/workspaceResources.js';
import { queryObjectOfSlug } from './queryObjectSlugs.js';

/** Translates a text key; keys of namespaces other than `global` are written `ns:key`. */
export type Translate = (key: string) => string;

/** How an address segment reads in the breadcrumbs: a text key, or built from the address parameters. */
export type RouteLabel =
  string | ((params: Readonly<Record<string, string | undefined>>, t: Translate) => string);

/** One address of the route table: its breadcrumb and the permission that opens it. */
export interface RouteEntry {
  path: string;
  label?: RouteLabel;
  /** The pattern a user must hold (`party:*`), from the permission catalogue; checked with `hasPermission`. */
  permission?: PermissionPattern;
  /** No page answers this address by itself, so its breadcrumb is not a link. */
  link?: false;
  /** The segment gets no breadcrumb at all (e.g. `/workspace/persons/private` of "new private person"). */
  skip?: true;
  /** A screen of a later version: the address opens the "not available yet" page. */
  placeholder?: true;
}

/** `edit` reads "Edit"; any other action is shown as it is. */
const action: RouteLabel = (params, t) =>
  params.action === 'edit' ? t('actions.edit') : (params.action ?? '');

const queryObject: RouteLabel = (params, t) => {
  const slug = params.type ?? params.queryObjectName ?? '';
  const object = queryObjectOfSlug(slug);
  return object === undefined ? slug : t(`classifiers:queryObjects.${object}`);
};

const SHELL_ROUTES: RouteEntry[] = [
  { path: '/home', label: 'routes.home' },
  { path: '/profile', label: 'routes.profile' },
  { path: '/profile/:action', label: action },
  { path: '/affiliations', label: 'routes.affiliations' },
];

/** The workspace's addresses come from its screen resources, where each is declared once. */
const WORKSPACE_ROUTES: RouteEntry[] = [
  { path: '/workspace', label: 'routes.workspace' },
  ...resourceRouteEntries(WORKSPACE_RESOURCES),
];

const ADMIN_ROUTES: RouteEntry[] = [
  { path: '/admin-area', label: 'routes.adminArea' },
  { path: '/admin-area/settings', label: 'routes.settings', permission: 'tenant:UpdateSettings' },
  { path: '/admin-area/profile', label: 'routes.profile' },
  { path: '/admin-area/profile/:action', label: action },
  { path: '/admin-area/affiliations', label: 'routes.affiliations' },
  { path: '/admin-area/products', label: 'routes.products', permission: 'product:*' },
  { path: '/admin-area/products/:id', permission: 'product:*' },
  {
    path: '/admin-area/products/:productId/product-versions',
    label: 'routes.productVersions',
    permission: 'productVersion:Read',
  },
  {
    path: '/admin-area/products/:productId/product-versions/:productVersionId',
    permission: 'productVersion:Read',
  },
  {
    path: '/admin-area/product-groups',
    label: 'routes.productGroups',
    permission: 'productGroup:*',
  },
  { path: '/admin-area/product-groups/:id', permission: 'productGroup:*' },
  {
    path: '/admin-area/object',
    label: 'routes.objectDefinitions',
    permission: 'objectDefinition:*',
  },
  { path: '/admin-area/object/:id', permission: 'objectDefinition:Read' },
  { path: '/admin-area/intermediaries', label: 'routes.intermediaries', permission: 'intermediary:Read' },
  { path: '/admin-area/intermediaries/add', label: 'menu.addIntermediary', permission: 'intermediary:Init' },
  { path: '/admin-area/intermediaries/:id', permission: 'intermediary:Read' },
  { path: '/admin-area/intermediaries/:id/:action', label: action, permission: 'intermediary:Read' },
  ...resourceRouteEntries(ADMIN_RESOURCES),
  { path: '/admin-area/lookups', label: 'routes.lookups', permission: 'lookup:*' },
  { path: '/admin-area/lookups/:id', permission: 'lookup:Read' },
  { path: '/admin-area/labels', label: 'routes.labels', permission: 'labels:List' },
  { path: '/admin-area/queries', label: 'routes.queries', link: false },
  { path: '/admin-area/queries/:type', label: queryObject, permission: 'query:List' },
  { path: '/admin-area/queries/:type/new', label: 'actions.new', permission: 'query:*' },
  { path: '/admin-area/queries/:type/:id', permission: 'query:Read' },
  { path: '/admin-area/query', skip: true },
  { path: '/admin-area/query/:id', label: 'routes.savedQuery', permission: 'query:Read' },
  { path: '/admin-area/decisions', label: 'routes.decisions', link: false },
  { path: '/admin-area/decisions/:queryObjectName', label: queryObject, permission: 'decision:List' },
  { path: '/admin-area/decisions/:queryObjectName/new', label: 'actions.new', permission: 'decision:*' },
  { path: '/admin-area/decisions/:queryObjectName/:id', permission: 'decision:*' },
];

/** Every address of the app that has a breadcrumb or a permission, in the spec's order. */
export const ROUTE_TABLE: readonly RouteEntry[] = [...SHELL_ROUTES, ...WORKSPACE_ROUTES, ...ADMIN_ROUTES];
