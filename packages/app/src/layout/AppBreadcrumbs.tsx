import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useBreadcrumbOverrides } from '../navigation/BreadcrumbContext.js';
import { buildBreadcrumbs } from '../navigation/breadcrumbs.js';
import { ROUTE_TABLE } from '../navigation/routeTable.js';
import { useTextTranslation } from '../i18n/useTextTranslation.js';

/** The current address as breadcrumbs; the last one is the page itself, as plain text. */
export function AppBreadcrumbs({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  const translate = useTextTranslation();
  const { pathname } = useLocation();
  const overrides = useBreadcrumbOverrides();
  const crumbs = buildBreadcrumbs(pathname, ROUTE_TABLE, overrides, (entry, params) => {
    if (entry.label === undefined) return undefined;
    return typeof entry.label === 'string' ? translate(entry.label) : entry.label(params, translate);
  });
  const color = inverse ? 'inherit' : 'text.primary';
  return (
    <Breadcrumbs
      aria-label={t('breadcrumbs.label')}
      sx={{ color: inverse ? 'inherit' : 'text.secondary' }}
      maxItems={5}
    >
      {crumbs.map((crumb, index) =>
        crumb.href === undefined ? (
          <Typography
            key={index}
            color={index === crumbs.length - 1 ? color : 'inherit'}
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
            variant="body2"
            sx={{ fontWeight: index === crumbs.length - 1 ? 600 : 400 }}
          >
            {crumb.label}
          </Typography>
        ) : (
          <Link
            key={index}
            component={RouterLink}
            to={crumb.href}
            color="inherit"
            underline="hover"
            variant="body2"
          >
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
