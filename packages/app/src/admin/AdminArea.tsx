import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { usePermissions, useProfile } from '../api/shellData.js';
import { DefaultLayout } from '../layout/DefaultLayout.js';
import { useNavigationContext } from '../navigation/useNavigationContext.js';
import { AffiliationsPage } from '../pages/AffiliationsPage.js';
import { Busy } from '../pages/Busy.js';
import { ErrorPage } from '../pages/ErrorPage.js';
import { ProfilePage } from '../pages/ProfilePage.js';
import { ProfileRoute } from '../pages/ProfileRoute.js';
import { ADMIN_RESOURCES } from '../resources/adminResources.js';
import { resourceRoutes } from '../resources/resourceRoutes.js';
import { adminAreaRedirect } from './adminAreaRedirect.js';
import { adminMenu } from './adminMenu.js';
import { PRODUCT_SCREENS } from './products/productScreens.js';
import { INTERMEDIARY_SCREENS } from './intermediaries/intermediaryScreens.js';
import { LABEL_SCREENS } from './labels/labelScreens.js';
import { SETTINGS_SCREENS } from './settings/settingsScreens.js';
import { LOOKUP_SCREENS } from './lookups/lookupScreens.js';
import { QUERY_SCREENS } from './queries/queryScreens.js';
import { DECISION_SCREENS } from './decisions/decisionScreens.js';

const relative = (path: string) => path.replace(/^\/admin-area\//, '');

/** The admin area: its own sidebar and pages, loaded only when someone opens it. */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminAreaHome />} />
        <Route path="profile" element={<ProfilePage basePath="/admin-area/profile" />} />
        <Route path="profile/:action" element={<ProfileRoute basePath="/admin-area/profile" />} />
        <Route path="affiliations" element={<AffiliationsPage />} />
        {[
          ...PRODUCT_SCREENS,
          ...LOOKUP_SCREENS,
          ...LABEL_SCREENS,
          ...QUERY_SCREENS,
          ...DECISION_SCREENS,
          ...SETTINGS_SCREENS,
          ...INTERMEDIARY_SCREENS,
        ].map(({ path, element }) => (
          <Route key={path} path={relative(path)} element={element} />
        ))}
        {resourceRoutes(ADMIN_RESOURCES).map((route) => (
          <Route key={route.path} path={relative(route.path ?? '')} element={route.element} />
        ))}
        <Route path="*" element={<ErrorPage code="not_found" />} />
      </Route>
    </Routes>
  );
}

function AdminLayout() {
  const { t } = useTranslation();
  const context = useNavigationContext();
  const menu = useMemo(() => adminMenu(context), [context]);
  return (
    <DefaultLayout
      menu={menu}
      navigationLabel={t('menu.adminNavigation')}
      profilePath="/admin-area/profile"
    />
  );
}

function AdminAreaHome() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const { permissions } = usePermissions();
  if (profile === undefined || permissions === undefined) return <Busy message={t('loading')} />;
  return <Navigate to={adminAreaRedirect(profile, permissions)} replace />;
}
