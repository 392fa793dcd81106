import type {
  ObjectCatalog as ObjectCatalogContract,
  ObjectType,
  ProductType,
  QueryObject,
  QueryPermission,
  QueryVisibilityPlace,
  Translations,
} from '@coverline/engine';

/** A product or product group as the navigation reads it. */
export interface CatalogProductNode {
  id: string;
  name: string;
  code: string;
  /** The containing group; absent, null or `none` at the root. */
  parentId?: string | null;
  iconName?: string;
  translations?: Translations;
  displayName?: string;
}

export interface CatalogProduct extends CatalogProductNode {
  productType: ProductType;
}

export type CatalogProductGroup = CatalogProductNode;

export interface CatalogQuery {
  id: string;
  name: string;
  queryObject: QueryObject;
  /** The restriction a user must hold to see it; none means everyone may. */
  permission?: QueryPermission | null;
  visibleIn?: QueryVisibilityPlace[];
  iconName?: string;
  translations?: Translations;
}

export interface CatalogObjectDefinition {
  id: string;
  objectType: ObjectType;
  name?: string;
  iconName?: string;
  translations?: Translations;
}

/** An object definition of type ENRICHMENT: what a product version's objects name by `key`. */
export interface CatalogEnrichment extends CatalogObjectDefinition {
  key: string;
}

export interface CatalogLookup {
  id: string;
  name?: string;
  iconName?: string;
  translations?: Translations;
}

/** Everything the navigation needs about a tenant's definitions, loaded whole once after sign-in. */
export interface ObjectCatalog {
  products: CatalogProduct[];
  productGroups: CatalogProductGroup[];
  objectDefinitions: CatalogObjectDefinition[];
  lookups: CatalogLookup[];
  labels: unknown[];
  queries: CatalogQuery[];
  enrichments: CatalogEnrichment[];
}

/** The server's answer fits what the navigation reads: a drift of the contract fails the type check here. */
export type CatalogAnswer = Fits<ObjectCatalogContract, ObjectCatalog>;
type Fits<Answer extends Read, Read> = Answer;

export const EMPTY_CATALOG: ObjectCatalog = {
  products: [],
  productGroups: [],
  objectDefinitions: [],
  lookups: [],
  labels: [],
  queries: [],
  enrichments: [],
};

/** A definition's name in the interface language (`de-DE` reads `de`), else its own. */
export function displayName(
  item: { name?: string; displayName?: string; translations?: Translations },
  locale: string,
): string {
  const language = locale.split('-')[0] ?? locale;
  return item.translations?.[language] ?? item.translations?.[locale] ?? item.displayName ?? item.name ?? '';
}
