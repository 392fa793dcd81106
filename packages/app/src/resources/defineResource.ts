import type { FieldType } from '@coverline/engine';
import type { ReactElement } from 'react';
import { generatePath, type PathParam } from 'react-router';
import type { MenuIcon } from '../navigation/menu.js';
import type { TextKey } from '../i18n/useTextTranslation.js';
import type { Translate } from '../navigation/routeTable.js';
import type { PermissionPattern } from './permissionPattern.js';

/** A breadcrumb: a text key, or built from the address parameters. */
export type ScreenLabel =
  TextKey | ((params: Readonly<Record<string, string | undefined>>, t: Translate) => string);

/** Declared on a screen any signed-in user may open (the page checks finer rights itself). */
export const PUBLIC_SCREEN = 'public';

/** One screen of a resource: an address below the resource's base and who may open it. */
export interface ScreenDeclaration<Path extends string = string> {
  /** Below the base: `''` is the base itself, `':id'` a record, `'private/new'`… */
  path: Path;
  /** Required to open it; every screen names one, or says it is public on purpose. */
  permission: PermissionPattern | typeof PUBLIC_SCREEN;
  /** Its breadcrumb; without one the address segment shows as it is (an id), or as the page relabels it. */
  label?: ScreenLabel;
  /** The page. Absent: a screen of a later version, which opens the "not available yet" page. */
  element?: ReactElement;
  /** The page shows the record `{api}/{id}` (by the `:id` of its path), read while its code loads. */
  showsRecord?: true;
  /** Text key of the sidebar entry that opens it ("All quotes"), where the sidebar has one. */
  menuLabel?: TextKey;
}

/** A column of a resource's list page, read from the rows the list call answers. */
export interface ListColumn {
  /** The row property (dotted for nested values); also the `sorting` field sent to the server. */
  key: string;
  /** Text key of the column title. */
  label: TextKey;
  fieldType?: FieldType;
  /** Offered as a sort only when the server can sort by it. */
  sortable?: boolean;
  /** The values are codes of this `classifiers` enumeration (`quoteStatuses`), shown translated. */
  classifier?: string;
  /** A Money column: the row property holding the amount's currency. */
  currencyKey?: string;
  /** `chip`: each value is shown as a chip (a status). */
  display?: 'chip';
  /** The row property naming the icon shown before each value (a product's icon). */
  iconKey?: string;
  /** Shown only to those holding this permission. */
  permission?: PermissionPattern;
}

/** A list page drawn by the kit's `ListPage` on `GET {api}/find?page&limit&search&sorting`. */
export interface ListDeclaration {
  columns: readonly ListColumn[];
  /** The property holding the record's id, to open its view. */
  rowId: string;
  /** Files of the whole list (its search and sorting) from `GET {api}/export?format=…`. */
  exportFormats?: readonly ('csv' | 'xlsx')[];
  /** The row property shown as each row's expandable summary line. */
  summaryKey?: string;
  /** The names of the page's address parameters, when not `page` and `limit`. */
  pageParams?: { page: string; limit: string };
}

/** A panel of a record's page (notes, history, documents…): a tab of its `EntityPage`. */
export interface PanelDeclaration {
  id: string;
  /** Text key of the tab. */
  label: TextKey;
  permission: PermissionPattern;
  /** The panel's content for the record shown. */
  render: (recordId: string) => ReactElement;
}

export interface ResourceDeclaration<Screens extends Record<string, ScreenDeclaration>> {
  /** Unique; the menu entries' ids start with it. */
  name: string;
  /** The address every screen of the resource lies below. */
  base: `/${string}`;
  /** Text key of the base's breadcrumb. */
  label?: TextKey;
  icon?: MenuIcon;
  /** Where the records are served (`/api/quotes`); every cache key of the resource starts with it. */
  api?: `/api/${string}`;
  screens: Screens;
  /** The `list` screen's table; the list screen is then a `ListPage` unless it names its own element. */
  list?: ListDeclaration;
  /** Addresses below the base (`''`: the base) with a breadcrumb but no page of their own (`persons/private`). */
  segments?: readonly { path: string; label?: ScreenLabel; skip?: true }[];
  /** The tabs under a record's page (`objectPanels({ type, labels })` gives notes, history, assignment, labels). */
  panels?: readonly PanelDeclaration[];
}

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** The address of a screen: no argument without parameters, the value of its one parameter, or all of them. */
export type PathBuilder<Path extends string> = [PathParam<Path>] extends [never]
  ? () => string
  : true extends IsUnion<PathParam<Path>>
    ? (params: Record<PathParam<Path>, string>) => string
    : (value: string) => string;

export type Resource<Screens extends Record<string, ScreenDeclaration>> = ResourceDeclaration<Screens> & {
  /** Typed address builders, one per screen: `quotes.paths.view(id)`. */
  paths: { [Name in keyof Screens]: PathBuilder<Screens[Name]['path']> };
};

/** Any declared resource, for code that walks them all (its address builders are not typed then). */
export type AnyResource = ResourceDeclaration<Record<string, ScreenDeclaration>> & {
  paths: Readonly<Record<string, (...args: never[]) => string>>;
};

/** The full pattern of a screen: the base, then its path. */
export function screenPattern(resource: { base: string }, screen: ScreenDeclaration): string {
  return screen.path === '' ? resource.base : `${resource.base}/${screen.path}`;
}

/**
 * Declares a screen resource once: its base, screens with their permissions, list columns and panels. The
 * route table, the router's routes, menu entries, search links and the typed `paths` are derived from it.
 */
export function defineResource<const Screens extends Record<string, ScreenDeclaration>>(
  declaration: ResourceDeclaration<Screens>,
): Resource<Screens> {
  const paths = Object.fromEntries(
    Object.entries(declaration.screens).map(([name, screen]) => {
      const pattern = screenPattern(declaration, screen);
      const params = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      const build = (value?: string | Record<string, string>) =>
        generatePath(pattern, typeof value === 'string' ? { [params[0] as string]: value } : (value ?? {}));
      return [name, build];
    }),
  );
  return { ...declaration, paths } as Resource<Screens>;
}
