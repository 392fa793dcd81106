import type { PathParam } from 'react-router';
import type { TextKey } from '../i18n/useTextTranslation.js';
import type { MenuIcon, MenuItem } from '../navigation/menu.js';
import { can, type NavigationContext } from '../navigation/navigationContext.js';
import { PUBLIC_SCREEN, screenPattern, type ScreenDeclaration } from './defineResource.js';

/** What a sidebar entry needs of a resource: its base, its label and its screens. */
interface EntryResource<Screens extends Record<string, ScreenDeclaration>> {
  base: string;
  label?: TextKey;
  screens: Screens;
}

/** The screens an entry can open: those without address parameters. */
type FixedScreen<Screens extends Record<string, ScreenDeclaration>> = {
  [Name in keyof Screens]: [PathParam<Screens[Name]['path']>] extends [never] ? Name : never;
}[keyof Screens] &
  string;

/**
 * The sidebar entry that opens a screen without address parameters, labelled by the screen's menu label (else
 * the resource's), shown only to those the screen's permission admits: menu and route share one gate.
 */
export function screenMenuEntry<Screens extends Record<string, ScreenDeclaration>>(
  context: NavigationContext,
  resource: EntryResource<Screens>,
  screenName: FixedScreen<Screens>,
  entry: { id: string; icon?: MenuIcon },
): MenuItem | false {
  const screen: ScreenDeclaration | undefined = resource.screens[screenName];
  if (screen === undefined) return false;
  if (screen.permission !== PUBLIC_SCREEN && !can(context, screen.permission)) return false;
  const label = screen.menuLabel ?? resource.label;
  return {
    ...entry,
    label: label === undefined ? screenName : context.translate(label),
    to: screenPattern(resource, screen),
  };
}
