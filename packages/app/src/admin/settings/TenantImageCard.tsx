import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { useCan } from '../../navigation/useCan.js';

interface TenantImageCardProps {
  logoType: 'LOGO' | 'WALLPAPER';
  /** The image's public address, as the settings give it. */
  url: string | undefined;
}

/** `?a=b` or `&a=b`, whichever continues the address. */
const withParameter = (url: string, parameter: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${parameter}`;

/**
 * The tenant's logo or wallpaper: the image (the packaged one until the tenant uploads its own), one image
 * file to upload in its place, and removal, each with its permission.
 */
export function TenantImageCard({ logoType, url }: TenantImageCardProps) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const notify = useNotify();
  const { run, saving } = useSaveResource({});
  const [reload, setReload] = useState(0);
  const kind = logoType === 'LOGO' ? 'logo' : 'wallpaper';
  const path = `/api/tenant/logo?logoType=${logoType}`;

  const upload = (file: File) =>
    run(async () => {
      await client.upload(path, [file], 'file');
      setReload(Date.now());
      notify(t(`settings.images.${kind}Added`));
    });
  const remove = () =>
    run(async () => {
      await client.delete(path);
      setReload(Date.now());
      notify(t(`settings.images.${kind}Removed`));
    });

  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t(`settings.images.${kind}`)}
      </Typography>
      {url !== undefined && (
        <Box
          component="img"
          src={reload === 0 ? url : withParameter(url, `reload=${reload}`)}
          alt={t(`settings.images.${kind}Preview`)}
          sx={{
            display: 'block',
            width: '100%',
            height: logoType === 'LOGO' ? 96 : 140,
            objectFit: logoType === 'LOGO' ? 'contain' : 'cover',
            bgcolor: 'action.hover',
            borderRadius: 1,
            mb: 1.5,
          }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {can('tenant:UpdateLogo') && (
          <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={saving}>
            {t('settings.images.upload')}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-label={t(`settings.images.${kind}File`)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file !== undefined) void upload(file);
              }}
            />
          </Button>
        )}
        {can('tenant:DeleteLogo') && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={saving} onClick={() => void remove()}>
            {t('settings.images.remove')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
