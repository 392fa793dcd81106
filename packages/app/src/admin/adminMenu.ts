import type { ObjectType, QueryObject } from '@coverline/engine';
import { displayName } from '../api/objectCatalog.js';
import { visibleItems, type MenuAction, type MenuItem } from '../navigation/menu.js';
import { can, supports, type NavigationContext } from '../navigation/navigationContext.js';
import { productTree } from '../navigation/productTree.js';
import { queryObjectSlug } from '../navigation/queryObjectSlugs.js';
import { savedQueryItems } from '../navigation/savedQueryItems.js';
import { permissionGroups, users } from '../resources/adminResources.js';

/** Object types that only make sense for one business type. */
const INSURANCE_ONLY: readonly ObjectType[] = ['POLICY'];
const LENDING_ONLY: readonly ObjectType[] = ['LOAN'];
/** Object types a tenant defines itself; every other type is predefined (a "system object"). */
const LIBRARY_TYPES: readonly ObjectType[] = ['CUSTOM', 'ENRICHMENT'];

/** The saved-query lists of the admin area, in the spec's order, with the business type each needs. */
const QUERY_LISTS: readonly { queryObject: QueryObject; needs?: 'INSURANCE' | 'LENDING' }[] = [
  { queryObject: 'PARTIES' },
  { queryObject: 'USERS' },
  { queryObject: 'PERMISSION_GROUPS' },
  { queryObject: 'INTERMEDIARIES' },
  { queryObject: 'LOAN_APPLICATIONS', needs: 'LENDING' },
  { queryObject: 'LOANS', needs: 'LENDING' },
  { queryObject: 'LOAN_PORTFOLIO', needs: 'LENDING' },
  { queryObject: 'INTEREST_INCOME', needs: 'LENDING' },
  { queryObject: 'PAYMENTS', needs: 'LENDING' },
  { queryObject: 'INSURANCE_QUOTES', needs: 'INSURANCE' },
  { queryObject: 'POLICIES', needs: 'INSURANCE' },
  { queryObject: 'CLAIMS', needs: 'INSURANCE' },
];

const adminQuery = (id: string) => `/admin-area/query/${id}`;

const actionsIf = (...actions: (MenuAction | false)[]): MenuAction[] =>
  actions.filter((action) => action !== false);

/** The admin sidebar, gated by permissions and supported product types. */
export function adminMenu(context: NavigationContext): MenuItem[] {
  const t = context.translate;
  const insurance = supports(context, 'INSURANCE');
  const lending = supports(context, 'LENDING');
  const typeSupported = (objectType: ObjectType) =>
    (insurance || !INSURANCE_ONLY.includes(objectType)) && (lending || !LENDING_ONLY.includes(objectType));
  const objects = context.catalog.objectDefinitions.filter((definition) =>
    typeSupported(definition.objectType),
  );
  const querySupported = ({ needs }: (typeof QUERY_LISTS)[number]) =>
    needs === undefined || supports(context, needs);
  const addDecision = (slug: string) =>
    actionsIf(
      can(context, 'decision:Create') && {
        label: t('menu.addDecision'),
        to: `/admin-area/decisions/${slug}/new`,
      },
    );

  const products: MenuItem | false = (can(context, 'product:Read') || can(context, 'productGroup:Read')) && {
    id: 'products',
    label: t('menu.products'),
    icon: 'products',
    to: '/admin-area/products',
    actions: actionsIf(
      can(context, 'product:Create') && { label: t('menu.addProduct'), to: '/admin-area/products/new' },
      can(context, 'productGroup:Create') && {
        label: t('menu.addProductGroup'),
        to: '/admin-area/product-groups/new',
      },
    ),
    children: productTree(context, {
      productAddress: (product) => `/admin-area/products/${product.id}`,
      groupAddress: (group) => `/admin-area/product-groups/${group.id}`,
      groupActions: (group) =>
        actionsIf(
          can(context, 'product:Create') && {
            label: t('menu.addProduct'),
            to: `/admin-area/products/new?parentId=${group.id}`,
          },
          can(context, 'productGroup:Create') && {
            label: t('menu.addChildGroup'),
            to: `/admin-area/product-groups/new?parentId=${group.id}`,
          },
          can(context, 'productGroup:Update') && {
            label: t('menu.editGroup'),
            to: `/admin-area/product-groups/${group.id}`,
          },
        ),
    }),
  };

  const objectItems = (library: boolean): MenuItem[] =>
    objects
      .filter((definition) => LIBRARY_TYPES.includes(definition.objectType) === library)
      .map((definition) => ({
        id: `object-${definition.id}`,
        label: library
          ? displayName(definition, context.locale)
          : t(`classifiers:objectTypes.${definition.objectType}`),
        icon: 'objects' as const,
        to: `/admin-area/object/${definition.id}`,
      }));

  return visibleItems([
    {
      id: 'product-configuration',
      label: t('menu.productConfiguration'),
      icon: 'productConfiguration',
      children: visibleItems([
        products,
        can(context, 'objectDefinition:Read') && {
          id: 'system-objects',
          label: t('menu.systemObjects'),
          icon: 'objects',
          children: objectItems(false),
        },
        can(context, 'objectDefinition:Read') && {
          id: 'object-library',
          label: t('menu.objectLibrary'),
          icon: 'objects',
          children: objectItems(true),
          actions: actionsIf(
            can(context, 'objectDefinition:Create') && {
              label: t('menu.addObject'),
              to: '/admin-area/object',
            },
          ),
        },
        can(context, 'lookup:Read') && {
          id: 'lookups',
          label: t('menu.lookups'),
          icon: 'lookups',
          to: '/admin-area/lookups',
          actions: actionsIf(
            can(context, 'lookup:Create') && { label: t('menu.addLookup'), to: '/admin-area/lookups/new' },
          ),
          children: context.catalog.lookups.map((lookup) => ({
            id: `lookup-${lookup.id}`,
            label: displayName(lookup, context.locale),
            to: `/admin-area/lookups/${lookup.id}`,
          })),
        },
        can(context, 'query:List') && {
          id: 'queries',
          label: t('menu.queries'),
          icon: 'queries',
          children: QUERY_LISTS.filter(querySupported).map(({ queryObject }) => ({
            id: `queries-${queryObjectSlug(queryObject)}`,
            label: t(`classifiers:queryObjects.${queryObject}`),
            to: `/admin-area/queries/${queryObjectSlug(queryObject)}`,
            actions: actionsIf(
              can(context, 'query:Create') && {
                label: t('menu.addQuery'),
                to: `/admin-area/queries/${queryObjectSlug(queryObject)}/new`,
              },
            ),
          })),
        },
        can(context, 'decision:List') && {
          id: 'decisions',
          label: t('menu.decisions'),
          icon: 'decisions',
          children: visibleItems([
            lending && {
              id: 'decisions-loan-applications',
              label: t('lending:loanApplications'),
              to: '/admin-area/decisions/loan-applications',
              actions: addDecision('loan-applications'),
            },
            insurance && {
              id: 'decisions-insurance-quotes',
              label: t('classifiers:queryObjects.INSURANCE_QUOTES'),
              to: '/admin-area/decisions/insurance-quotes',
              actions: addDecision('insurance-quotes'),
            },
          ]),
        },
        can(context, 'labels:List') && {
          id: 'labels',
          label: t('menu.labels'),
          icon: 'labels',
          to: '/admin-area/labels',
        },
      ]),
    },
    can(context, 'user:Read') && {
      id: 'users',
      label: t('menu.users'),
      icon: 'users',
      children: visibleItems([
        { id: 'user-list', label: t('menu.userList'), icon: 'list', to: users.paths.list() },
        can(context, 'user:Init') && {
          id: 'add-user',
          label: t('menu.addUser'),
          icon: 'add',
          to: users.paths.add(),
        },
        // they open in the query editor, which its own permission gates
        ...savedQueryItems(context, 'USERS', adminQuery, () => can(context, 'query:Read')),
      ]),
    },
    can(context, 'permissionGroup:Read') && {
      id: 'groups',
      label: t('menu.groups'),
      icon: 'groups',
      children: visibleItems([
        can(context, 'permissionGroup:List') && {
          id: 'group-list',
          label: t('menu.groupList'),
          icon: 'list',
          to: permissionGroups.paths.list(),
        },
        can(context, 'permissionGroup:Create') && {
          id: 'add-group',
          label: t('menu.addGroup'),
          icon: 'add',
          to: permissionGroups.paths.add(),
        },
      ]),
    },
    can(context, 'intermediary:Read') && {
      id: 'intermediaries',
      label: t('menu.intermediaries'),
      icon: 'intermediaries',
      children: visibleItems([
        {
          id: 'intermediary-list',
          label: t('menu.intermediaryList'),
          icon: 'list',
          to: '/admin-area/intermediaries',
        },
        can(context, 'intermediary:Init') && {
          id: 'add-intermediary',
          label: t('menu.addIntermediary'),
          icon: 'add',
          to: '/admin-area/intermediaries/add',
        },
      ]),
    },
    can(context, 'tenant:UpdateSettings') && {
      id: 'administration',
      label: t('menu.administration'),
      icon: 'settings',
      children: [{ id: 'settings', label: t('menu.settings'), icon: 'settings', to: '/admin-area/settings' }],
    },
  ]);
}
