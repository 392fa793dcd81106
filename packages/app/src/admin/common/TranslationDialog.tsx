import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Translations } from '@coverline/engine';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface TranslationDialogProps {
  open: boolean;
  /** Language codes to offer, one field each (the tenant's `supportedLanguages`). */
  languages: readonly string[];
  /** What the name reads in each language; languages not offered are kept as they are. */
  value: Translations;
  title: string;
  onClose: () => void;
  /** The edited translations; emptied fields are left out. */
  onApply: (translations: Translations) => void;
}

/** One text field per supported language for the translations of a name. */
export function TranslationDialog({ open, ...props }: TranslationDialogProps) {
  const titleId = useId();
  // Mounted only while open, so that every opening starts from the current value.
  return (
    <Dialog open={open} onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {open && <TranslationForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function TranslationForm({
  languages,
  value,
  title,
  onClose,
  onApply,
  titleId,
}: Omit<TranslationDialogProps, 'open'> & { titleId: string }) {
  const { t, i18n } = useTranslation('UI-context');
  const [draft, setDraft] = useState<Translations>(value);
  const languageNames = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'language' }), [i18n]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The dialog usually sits inside another form in the React tree, whose submit this must not trigger.
    event.stopPropagation();
    const next: Translations = { ...value };
    for (const language of languages) {
      const text = draft[language]?.trim() ?? '';
      if (text === '') delete next[language];
      else next[language] = text;
    }
    onApply(next);
  };

  return (
    <form onSubmit={apply}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {languages.map((language, index) => (
            <TextField
              key={language}
              label={languageNames.of(language) ?? language}
              value={draft[language] ?? ''}
              onChange={(event) => setDraft((old) => ({ ...old, [language]: event.target.value }))}
              slotProps={{ htmlInput: { lang: language } }}
              autoFocus={index === 0}
              fullWidth
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminCommon.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('adminCommon.apply')}
        </Button>
      </DialogActions>
    </form>
  );
}
