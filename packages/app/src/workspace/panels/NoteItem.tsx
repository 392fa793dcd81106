import { formatDateTime, type Note } from '@coverline/engine';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';

/** Lists show this many characters of a note; "More" shows the rest. */
export const NOTE_PREVIEW_LENGTH = 500;

/** One note: its creator and affiliation, when it was written (and changed), the flag and the text. */
export function NoteItem({
  note,
  onEdit,
  onDelete,
}: {
  note: Note;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const [expanded, setExpanded] = useState(false);
  const long = note.note.length > NOTE_PREVIEW_LENGTH;
  const text = long && !expanded ? `${note.note.slice(0, NOTE_PREVIEW_LENGTH)}…` : note.note;
  const date = (iso: string) => formatDateTime(iso, settings.timeZone);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">
          {note.affiliationCreator === null
            ? t('workspace.panels.noteBy', { creator: note.creator })
            : t('workspace.panels.noteByAffiliated', {
                creator: note.creator,
                affiliation: note.affiliationCreator,
              })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {note.updatedAt === note.createdAt
            ? t('workspace.panels.created', { date: date(note.createdAt) })
            : t('workspace.panels.edited', { date: date(note.createdAt), updated: date(note.updatedAt) })}
        </Typography>
        {note.important && <Chip size="small" color="warning" label={t('workspace.panels.important')} />}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{text}</Typography>
      <Stack direction="row" spacing={1}>
        {long && (
          <Button size="small" onClick={() => setExpanded(!expanded)}>
            {expanded ? t('workspace.panels.less') : t('workspace.panels.more')}
          </Button>
        )}
        {onEdit && (
          <Button size="small" onClick={onEdit}>
            {t('workspace.panels.edit')}
          </Button>
        )}
        {onDelete && (
          <Button size="small" color="error" onClick={onDelete}>
            {t('workspace.panels.delete')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
