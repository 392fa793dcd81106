import type { FieldType, Translations } from './types.js';

/** The record kinds a saved query lists. */
export const QUERY_OBJECTS = [
  'PARTIES',
  'USERS',
  'PERMISSION_GROUPS',
  'INTERMEDIARIES',
  'INSURANCE_QUOTES',
  'POLICIES',
  'CLAIMS',
  'LOAN_APPLICATIONS',
  'LOANS',
  'LOAN_PORTFOLIO',
  'PAYMENTS',
  'INTEREST_INCOME',
] as const;
export type QueryObject = (typeof QUERY_OBJECTS)[number];

/** Places besides its own list where a saved query is offered. */
export const QUERY_VISIBILITY_PLACES = [
  'TREE_MENU',
  'VIEW_LOAN_APPLICATION',
  'EDIT_LOAN_APPLICATION',
  'VIEW_PERSON',
] as const;
export type QueryVisibilityPlace = (typeof QUERY_VISIBILITY_PLACES)[number];

/** The restriction a user must hold to see a saved query. */
export const QUERY_PERMISSIONS = ['internal:Restriction', 'partner:Restriction'] as const;
export type QueryPermission = (typeof QUERY_PERMISSIONS)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** A query field key and its direction, e.g. `createdAt:DESC`. */
export type SortKey = `${string}:${SortDirection}`;

/** A field a saved query can show, search, sort or filter by; supplied by the server. */
export interface QueryField {
  /** Dotted for data defined by object definitions, e.g. `vehicle.make`. */
  key: string;
  name: string;
  fieldType: FieldType;
  sortable?: boolean;
  meta?: {
    lookupId?: string;
    /** A code list's name (`quoteStatuses`), whose codes the app names by its `classifiers` texts. */
    enumeration?: string;
    /** The codes the field holds, in order: what a condition chooses among. */
    values?: string[];
  };
  translations?: Translations;
}

export interface SavedQuery {
  id?: string;
  version?: number;
  name: string;
  iconName?: string;
  seq?: number;
  queryObject: QueryObject;
  /** Query field keys shown as columns, in order. */
  columns: string[];
  /** Query field keys the search text is matched against. */
  search?: string[];
  /** In order of precedence. */
  sorting?: SortKey[];
  visibleIn?: QueryVisibilityPlace[];
  /** CEL text over query field keys. */
  conditions?: string;
  permission?: QueryPermission;
  translations?: Translations;
  /** Column titles per column key. */
  columnTranslations?: Record<string, Translations>;
  /** Read only: the fields available to the query. */
  queryFields?: QueryField[];
}
