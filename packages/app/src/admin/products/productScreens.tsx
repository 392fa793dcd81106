import { loadFormulaLanguage } from '@coverline/engine';
import { lazy, Suspense, type ReactElement } from 'react';
import { RequirePermission } from '../../navigation/RequirePermission.js';
import { ROUTE_TABLE } from '../../navigation/routeTable.js';
import { Loading } from '../../pages/Busy.js';
import { ProductNodeListPage } from './ProductNodeListPage.js';
import { ProductNodePage } from './ProductNodePage.js';

/**
 * The definition editors are the admin area's largest screens: their code loads when first opened, with the
 * formula language their fields' formulas are checked in as they are typed.
 */
const ProductVersionPage = lazy(async () => {
  const [{ ProductVersionPage: page }] = await Promise.all([
    import('./productVersions/ProductVersionPage.js'),
    loadFormulaLanguage(),
  ]);
  return { default: page };
});
const ObjectDefinitionPage = lazy(async () => {
  const [{ ObjectDefinitionPage: page }] = await Promise.all([
    import('./objectDefinitions/ObjectDefinitionPage.js'),
    loadFormulaLanguage(),
  ]);
  return { default: page };
});

export interface AdminScreen {
  /** The full address pattern, as in the route table. */
  path: string;
  /** The page, behind the route table's permission for the address. */
  element: ReactElement;
}

function screen(path: string, page: ReactElement): AdminScreen {
  const permission = ROUTE_TABLE.find((entry) => entry.path === path)?.permission;
  return {
    path,
    element: (
      <RequirePermission pattern={permission}>
        <Suspense fallback={<Loading />}>{page}</Suspense>
      </RequirePermission>
    ),
  };
}

/** The admin screens of products, product groups, product versions and object definitions. */
export const PRODUCT_SCREENS: readonly AdminScreen[] = [
  screen('/admin-area/products', <ProductNodeListPage kind="products" />),
  screen('/admin-area/products/:id', <ProductNodePage kind="products" />),
  screen('/admin-area/product-groups', <ProductNodeListPage kind="product-groups" />),
  screen('/admin-area/product-groups/:id', <ProductNodePage kind="product-groups" />),
  screen('/admin-area/products/:productId/product-versions', <ProductVersionPage />),
  screen('/admin-area/products/:productId/product-versions/:productVersionId', <ProductVersionPage />),
  screen('/admin-area/object', <ObjectDefinitionPage />),
  screen('/admin-area/object/:id', <ObjectDefinitionPage />),
];
