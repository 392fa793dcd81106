import { QUERY_OBJECTS, type QueryObject } from '@coverline/engine';

/** `LOAN_APPLICATIONS` → `loan-applications`: how a query object appears in addresses. */
export function queryObjectSlug(queryObject: QueryObject): string {
  return queryObject.toLowerCase().replaceAll('_', '-');
}

/** The query object an address segment names, if any. */
export function queryObjectOfSlug(slug: string): QueryObject | undefined {
  return QUERY_OBJECTS.find((queryObject) => queryObjectSlug(queryObject) === slug);
}
