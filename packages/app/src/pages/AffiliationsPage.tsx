import type { Affiliation } from '@coverline/engine';
import BusinessIcon from '@mui/icons-material/Business';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Busy } from './Busy.js';

/** The intermediary the user works for (`GET /api/profile/affiliations`). */
export function AffiliationsPage() {
  const { t } = useTranslation();
  const { data } = useSWR<Affiliation[]>('/api/profile/affiliations');
  if (data === undefined) return <Busy message={t('loading')} />;
  return (
    <Paper sx={{ p: 4, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('affiliations.title')}
      </Typography>
      {data.length === 0 ? (
        <Typography color="text.secondary">{t('affiliations.none')}</Typography>
      ) : (
        <>
          <Typography color="text.secondary">{t('affiliations.intro')}</Typography>
          <List>
            {data.map((affiliation) => (
              <ListItem key={affiliation.id}>
                <ListItemIcon>
                  <BusinessIcon />
                </ListItemIcon>
                <ListItemText primary={affiliation.name} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
