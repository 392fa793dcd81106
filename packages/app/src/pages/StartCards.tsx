import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FALLBACK_MENU_ICON, MENU_ICONS } from '../layout/menuIcons.js';
import type { MenuItem } from '../navigation/menu.js';
import { useNavigationContext } from '../navigation/useNavigationContext.js';
import { workspaceMenu } from '../navigation/workspaceMenu.js';

/** An entry's links, depth first, each named with the groups between it and the section ("New quote › Motor"). */
function linksOf(item: MenuItem, trail: readonly string[] = []): { label: string; to: string }[] {
  const label = [...trail, item.label].join(' › ');
  const own = item.to === undefined ? [] : [{ label, to: item.to }];
  const below = (item.children ?? []).flatMap((child) => linksOf(child, [...trail, item.label]));
  return [...own, ...below];
}

/**
 * Where to start: one card per section of the workspace sidebar the user may use, with every link it holds.
 * Built from the sidebar's own declaration, so it offers exactly what the navigation offers.
 */
export function StartCards() {
  const context = useNavigationContext();
  const sections = useMemo(() => workspaceMenu(context), [context]);
  return (
    <Grid container spacing={2} sx={{ mt: 3 }}>
      {sections.map((section) => {
        const Icon = section.icon === undefined ? FALLBACK_MENU_ICON : MENU_ICONS[section.icon];
        const links =
          section.children === undefined
            ? linksOf(section)
            : section.children.flatMap((child) => linksOf(child));
        const titleId = `start-${section.id}`;
        return (
          <Grid key={section.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Icon color="primary" aria-hidden />
                  <Typography id={titleId} variant="h6" component="h2">
                    {section.label}
                  </Typography>
                </Stack>
                <Stack sx={{ alignItems: 'flex-start' }}>
                  {links.map((link) => (
                    <Button
                      key={link.to}
                      component={Link}
                      to={link.to}
                      size="small"
                      sx={{ textAlign: 'left' }}
                    >
                      {link.label}
                    </Button>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
