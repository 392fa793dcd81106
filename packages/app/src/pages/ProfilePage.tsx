import EditIcon from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../api/shellData.js';
import { initialsOf } from '../api/profile.js';
import { isSupportedLocale } from '../i18n/locales.js';
import { Busy } from './Busy.js';

/** The signed-in user's own profile, read only; "edit" leads to `{basePath}/edit`. */
export function ProfilePage({ basePath }: { basePath: string }) {
  const { t } = useTranslation(['global', 'localization']);
  const { profile } = useProfile();
  if (profile === undefined) return <Busy message={t('loading')} />;
  const rows: [string, string][] = [
    [t('profile.name'), profile.name ?? '—'],
    [t('profile.email'), profile.email],
    [
      t('profile.language'),
      isSupportedLocale(profile.locale) ? t(`localization:languages.${profile.locale}`) : profile.locale,
    ],
    [t('profile.affiliation'), profile.affiliation?.name ?? t('profile.none')],
  ];
  return (
    <Paper sx={{ p: 4, maxWidth: 720 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Avatar
          src={profile.avatar ?? undefined}
          alt=""
          sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24 }}
        >
          {initialsOf(profile)}
        </Avatar>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('profile.title')}
        </Typography>
        <Button component={Link} to={`${basePath}/edit`} startIcon={<EditIcon />} variant="outlined">
          {t('profile.edit')}
        </Button>
      </Stack>
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
