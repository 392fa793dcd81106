import type { RouteObject } from 'react-router';
import { RequirePermission } from '../navigation/RequirePermission.js';
import type { RouteEntry } from '../navigation/routeTable.js';
import { NotBuiltYetPage } from '../pages/NotBuiltYetPage.js';
import { PUBLIC_SCREEN, screenPattern, type AnyResource, type ScreenDeclaration } from './defineResource.js';
import { recordKey } from '../kit/recordKeys.js';
import { lazyPage } from './lazyPage.js';
import type { RouteHandle } from './routeLoaders.js';

const ListPage = lazyPage(async () => (await import('../kit/ListPage.js')).ListPage);

function screensOf(resource: AnyResource): [string, ScreenDeclaration][] {
  return Object.entries(resource.screens);
}

/**
 * The route-table entries of resources: one per screen (breadcrumb and permission), one per declared
 * segment, and the base as a breadcrumb without a link when no screen answers it.
 */
export function resourceRouteEntries(resources: readonly AnyResource[]): RouteEntry[] {
  return resources.flatMap((resource) => {
    const hasBase = [...Object.values(resource.screens), ...(resource.segments ?? [])].some(
      (each) => each.path === '',
    );
    const base: RouteEntry[] = hasBase
      ? []
      : [
          {
            path: resource.base,
            link: false,
            ...(resource.label === undefined ? {} : { label: resource.label }),
          },
        ];
    const screens = screensOf(resource).map(([, screen]): RouteEntry => {
      const label = screen.label ?? (screen.path === '' ? resource.label : undefined);
      return {
        path: screenPattern(resource, screen),
        ...(label === undefined ? {} : { label }),
        ...(screen.permission === PUBLIC_SCREEN ? {} : { permission: screen.permission }),
        ...(screen.element === undefined && !(screen.path === '' && resource.list)
          ? { placeholder: true }
          : {}),
      };
    });
    const segments = (resource.segments ?? []).map((segment): RouteEntry => ({
      path: segment.path === '' ? resource.base : `${resource.base}/${segment.path}`,
      link: false,
      ...(segment.label === undefined ? {} : { label: segment.label }),
      ...(segment.skip ? { skip: true } : {}),
    }));
    return [...base, ...screens, ...segments];
  });
}

/** The page of a screen: its own, the kit's list for a declared list, or "not available yet". */
function pageOf(resource: AnyResource, screen: ScreenDeclaration) {
  if (screen.element !== undefined) return screen.element;
  if (screen.path === '' && resource.list !== undefined) return <ListPage resource={resource} />;
  return <NotBuiltYetPage />;
}

/**
 * The router's routes of resources: every screen behind its permission (the access-denied page for those
 * without it); a screen declared public is the only one without a gate.
 */
export function resourceRoutes(resources: readonly AnyResource[]): RouteObject[] {
  return resources.flatMap((resource) =>
    screensOf(resource).map(([, screen]) => {
      const page = pageOf(resource, screen);
      const handle: RouteHandle = {
        ...(screen.showsRecord ? { records: ({ id = '' }) => [recordKey(resource, id)] } : {}),
      };
      return {
        path: screenPattern(resource, screen),
        handle,
        element:
          screen.permission === PUBLIC_SCREEN ? (
            page
          ) : (
            <RequirePermission pattern={screen.permission}>{page}</RequirePermission>
          ),
      };
    }),
  );
}
