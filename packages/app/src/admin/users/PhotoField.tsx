import { useId } from 'react';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The photo formats a user's avatar may have (what the server accepts by content). */
const PHOTO_TYPES = ['image/png', 'image/gif', 'image/jpeg'];

/** Whether a chosen file is a PNG, GIF or JPEG (JPG) image. */
export function isAcceptedPhoto(file: File): boolean {
  return PHOTO_TYPES.includes(file.type) || /\.(png|gif|jpe?g)$/i.test(file.name);
}

/** Chooses a new photo for the user, uploaded when the form is saved. */
export function PhotoField({ file, onChange }: { file: File | undefined; onChange: (file: File) => void }) {
  const { t } = useTranslation('UI-context');
  const hintId = useId();
  const refused = file !== undefined && !isAcceptedPhoto(file);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlinedIcon />}>
          {t('users.fields.avatar')}
          <input
            hidden
            type="file"
            accept=".png,.gif,.jpg,.jpeg,image/png,image/gif,image/jpeg"
            aria-describedby={hintId}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen !== undefined) onChange(chosen);
            }}
          />
        </Button>
        {file !== undefined && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
        )}
      </Stack>
      <FormHelperText id={hintId} error={refused}>
        {refused ? t('users.avatarRefused') : t('users.avatarHint')}
      </FormHelperText>
    </Stack>
  );
}
