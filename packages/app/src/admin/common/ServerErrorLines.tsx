import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../i18n/serverMessage.js';

/** The server's field errors that have no input on screen, one "path: message" line each; nothing without. */
export function ServerErrorLines({
  others,
  sx,
}: {
  others: readonly { path: string; message: string }[];
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  if (others.length === 0) return null;
  return (
    <Alert severity="error" sx={sx}>
      {others.map(({ path, message }) => (
        <div key={path}>{`${path}: ${serverMessage(t, message)}`}</div>
      ))}
    </Alert>
  );
}
