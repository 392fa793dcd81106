import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationContext } from '../navigation/useNavigationContext.js';
import { workspaceMenu } from '../navigation/workspaceMenu.js';
import { DefaultLayout } from './DefaultLayout.js';

/** The default layout with the workspace sidebar: home, profile and every `/workspace` page. */
export function WorkspaceLayout() {
  const { t } = useTranslation();
  const context = useNavigationContext();
  const menu = useMemo(() => workspaceMenu(context), [context]);
  return <DefaultLayout menu={menu} navigationLabel={t('menu.workspaceNavigation')} profilePath="/profile" />;
}
