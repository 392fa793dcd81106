import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG, type ObjectCatalog } from '../api/objectCatalog.js';
import type { MenuItem } from '../navigation/menu.js';
import type { NavigationContext } from '../navigation/navigationContext.js';
import { adminMenu } from './adminMenu.js';

const catalog: ObjectCatalog = {
  ...EMPTY_CATALOG,
  productGroups: [
    { id: 'g1', name: 'Motor', code: 'MOTOR', parentId: null },
    { id: 'g2', name: 'Empty group', code: 'EMPTY', parentId: 'g1' },
  ],
  products: [{ id: 'p1', name: 'Casco', code: 'CASCO', parentId: 'g1', productType: 'INSURANCE' }],
  objectDefinitions: [
    { id: 'o1', objectType: 'PRIVATE' },
    { id: 'o2', objectType: 'LOAN' },
    { id: 'o3', objectType: 'CUSTOM', name: 'Vehicle', translations: { lv: 'Transportlīdzeklis' } },
  ],
};

const context = (permissions: string[], overrides: Partial<NavigationContext> = {}): NavigationContext => ({
  permissions,
  productTypes: ['INSURANCE'],
  catalog,
  locale: 'en-GB',
  translate: (key) => key,
  ...overrides,
});

const all = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...all(item.children ?? [])]);
const find = (items: readonly MenuItem[], id: string) => all(items).find((item) => item.id === id);

describe('the admin sidebar', () => {
  it('is empty for a user without administration permissions', () => {
    expect(adminMenu(context(['party:*', 'quote:*']))).toEqual([]);
  });

  it('lists the product tree with groups, even empty ones, and their add menus', () => {
    const menu = adminMenu(context(['product:*', 'productGroup:*']));
    const products = find(menu, 'products');
    expect(products?.actions?.map((action) => action.to)).toEqual([
      '/admin-area/products/new',
      '/admin-area/product-groups/new',
    ]);
    const motor = find(menu, 'group-g1');
    expect(motor?.children?.map((child) => child.id)).toEqual(['group-g2', 'product-p1']);
    expect(motor?.actions?.map((action) => action.label)).toEqual([
      'menu.addProduct',
      'menu.addChildGroup',
      'menu.editGroup',
    ]);
  });

  it('splits object definitions into system objects and the library, leaving out other business types', () => {
    const menu = adminMenu(context(['objectDefinition:Read'], { locale: 'lv-LV' }));
    expect(find(menu, 'system-objects')?.children?.map((item) => item.label)).toEqual([
      'classifiers:objectTypes.PRIVATE',
    ]);
    expect(find(menu, 'object-library')?.children?.map((item) => item.label)).toEqual(['Transportlīdzeklis']);
    expect(find(menu, 'object-library')?.actions).toEqual([]);
  });

  it('offers fixed query lists for the tenant’s business types, each with add when allowed', () => {
    const menu = adminMenu(context(['query:*'], { productTypes: ['LENDING'] }));
    const lists = find(menu, 'queries')?.children ?? [];
    expect(lists.map((item) => item.to)).toEqual([
      '/admin-area/queries/parties',
      '/admin-area/queries/users',
      '/admin-area/queries/permission-groups',
      '/admin-area/queries/intermediaries',
      '/admin-area/queries/loan-applications',
      '/admin-area/queries/loans',
      '/admin-area/queries/loan-portfolio',
      '/admin-area/queries/interest-income',
      '/admin-area/queries/payments',
    ]);
    expect(lists[0]?.actions).toEqual([{ label: 'menu.addQuery', to: '/admin-area/queries/parties/new' }]);
  });

  it('shows Settings only with TenantUpdateSettings', () => {
    expect(find(adminMenu(context(['TenantUpdateSettings'])), 'settings')?.to).toBe('/admin-area/settings');
    expect(find(adminMenu(context(['tenant:UpdateLogo'])), 'settings')).toBeUndefined();
  });
});
