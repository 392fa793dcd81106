import { queryObjectOfSlug } from './queryObjectSlugs.js';

/** Translates a text key; keys of namespaces other than `global` are written `ns:key`. */
export type Translate = (key: string) => string;

/** How an address segment reads in the breadcrumbs: a text key, or built from the address parameters. */
export type RouteLabel =
  string | ((params: Readonly<Record<string, string | undefined>>, t: Translate) => string);

/** One address of the route table (foundations.md §2): its breadcrumb and the permission that opens it. */
export interface RouteEntry {
  path: string;
  label?: RouteLabel;
  /** The pattern a user must hold (`party:*`); checked with the engine's `hasPermission`. */
  permission?: string;
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

const WORKSPACE_ROUTES: RouteEntry[] = [
  { path: '/workspace', label: 'routes.workspace' },
  {
    path: '/workspace/dashboard',
    label: 'routes.dashboard',
    permission: 'dashboard:Read',
    placeholder: true,
  },
  { path: '/workspace/events', label: 'routes.events', permission: 'activity:ReadRecent', placeholder: true },
  { path: '/workspace/persons', label: 'routes.persons', permission: 'party:*', placeholder: true },
  { path: '/workspace/persons/private', skip: true },
  { path: '/workspace/persons/legal', skip: true },
  { path: '/workspace/persons/private/new', label: 'routes.newPrivatePerson', permission: 'party:Create' },
  { path: '/workspace/persons/legal/new', label: 'routes.newLegalPerson', permission: 'party:Create' },
  { path: '/workspace/persons/:id', permission: 'party:*' },
  { path: '/workspace/persons/:id/:action', label: action, permission: 'party:*' },
  { path: '/workspace/products', label: 'routes.products', link: false },
  { path: '/workspace/products/:id', link: false },
  { path: '/workspace/products/:id/new', label: 'actions.new', permission: 'quote:*' },
  { path: '/workspace/quotes', label: 'routes.quotes', permission: 'quote:*', placeholder: true },
  { path: '/workspace/quotes/:id', permission: 'quote:*' },
  { path: '/workspace/loan-applications', label: 'lending:loanApplications', link: false },
  { path: '/workspace/loan-applications/:id', permission: 'quote:*' },
  { path: '/workspace/policies', label: 'routes.policies', permission: 'contract:*', placeholder: true },
  { path: '/workspace/policies/:id', permission: 'contract:*', placeholder: true },
  { path: '/workspace/policies/:id/init-quote', skip: true },
  { path: '/workspace/policies/:id/init-quote/:action', permission: 'quote:*', placeholder: true },
  { path: '/workspace/policies/:id/actions', skip: true },
  { path: '/workspace/policies/:policyId/actions/:actionId', permission: 'contract:*', placeholder: true },
  {
    path: '/workspace/policies/:id/new-claim',
    label: 'routes.newClaim',
    permission: 'claim:*',
    placeholder: true,
  },
  { path: '/workspace/loans', label: 'lending:loans', link: false },
  { path: '/workspace/loans/:id', permission: 'contract:*', placeholder: true },
  { path: '/workspace/loans/:id/init-quote', skip: true },
  { path: '/workspace/loans/:id/init-quote/:action', permission: 'quote:*', placeholder: true },
  {
    path: '/workspace/loans/:id/payments',
    label: 'lending:payments',
    permission: 'contract:*',
    placeholder: true,
  },
  { path: '/workspace/loans/:id/actions', skip: true },
  { path: '/workspace/loans/:contractId/actions/:actionId', permission: 'contract:*', placeholder: true },
  { path: '/workspace/claims', label: 'routes.claims', permission: 'claim:*', placeholder: true },
  { path: '/workspace/claims/:id', permission: 'claim:*', placeholder: true },
  { path: '/workspace/query', skip: true },
  { path: '/workspace/query/:id', label: 'routes.savedQuery', placeholder: true },
];

const ADMIN_ROUTES: RouteEntry[] = [
  { path: '/admin-area', label: 'routes.adminArea' },
  {
    path: '/admin-area/settings',
    label: 'routes.settings',
    permission: 'tenant:UpdateSettings',
    placeholder: true,
  },
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
  {
    path: '/admin-area/intermediaries',
    label: 'routes.intermediaries',
    permission: 'intermediary:Read',
    placeholder: true,
  },
  {
    path: '/admin-area/intermediaries/add',
    label: 'menu.addIntermediary',
    permission: 'intermediary:Init',
    placeholder: true,
  },
  { path: '/admin-area/intermediaries/:id', permission: 'intermediary:Read', placeholder: true },
  {
    path: '/admin-area/intermediaries/:id/:action',
    label: action,
    permission: 'intermediary:Read',
    placeholder: true,
  },
  { path: '/admin-area/users', label: 'routes.users', permission: 'user:Read', placeholder: true },
  { path: '/admin-area/users/add', label: 'menu.addUser', permission: 'user:Init', placeholder: true },
  { path: '/admin-area/users/:id', permission: 'user:Read', placeholder: true },
  { path: '/admin-area/users/:id/:action', label: action, permission: 'user:Read', placeholder: true },
  {
    path: '/admin-area/permission-groups',
    label: 'routes.permissionGroups',
    permission: 'permissionGroup:Read',
    placeholder: true,
  },
  {
    path: '/admin-area/permission-groups/add',
    label: 'menu.addGroup',
    permission: 'permissionGroup:*',
    placeholder: true,
  },
  { path: '/admin-area/permission-groups/:id', permission: 'permissionGroup:Read', placeholder: true },
  {
    path: '/admin-area/permission-groups/:id/:action',
    label: action,
    permission: 'permissionGroup:Read',
    placeholder: true,
  },
  { path: '/admin-area/lookups', label: 'routes.lookups', permission: 'lookup:*' },
  { path: '/admin-area/lookups/:id', permission: 'lookup:Read' },
  { path: '/admin-area/labels', label: 'routes.labels', permission: 'labels:List' },
  { path: '/admin-area/queries', label: 'routes.queries', link: false },
  { path: '/admin-area/queries/:type', label: queryObject, permission: 'query:List', placeholder: true },
  { path: '/admin-area/queries/:type/new', label: 'actions.new', permission: 'query:*', placeholder: true },
  { path: '/admin-area/queries/:type/:id', permission: 'query:Read', placeholder: true },
  { path: '/admin-area/query', skip: true },
  { path: '/admin-area/query/:id', label: 'routes.savedQuery', permission: 'query:Read', placeholder: true },
  { path: '/admin-area/decisions', label: 'routes.decisions', link: false },
  {
    path: '/admin-area/decisions/:queryObjectName',
    label: queryObject,
    permission: 'decision:List',
    placeholder: true,
  },
  {
    path: '/admin-area/decisions/:queryObjectName/new',
    label: 'actions.new',
    permission: 'decision:*',
    placeholder: true,
  },
  { path: '/admin-area/decisions/:queryObjectName/:id', permission: 'decision:*', placeholder: true },
];

/** Every address of the app that has a breadcrumb or a permission, in the spec's order. */
export const ROUTE_TABLE: readonly RouteEntry[] = [...SHELL_ROUTES, ...WORKSPACE_ROUTES, ...ADMIN_ROUTES];

/** The admin-area part, relative to `/admin-area` (the admin area's own router is loaded on demand). */
export const ADMIN_PLACEHOLDER_ROUTES = ADMIN_ROUTES.filter((entry) => entry.placeholder);
export const WORKSPACE_PLACEHOLDER_ROUTES = WORKSPACE_ROUTES.filter((entry) => entry.placeholder);
