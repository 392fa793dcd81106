import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { IconByName, iconLabel, matchesIconQuery, useIconNames } from '@coverline/widgets';
import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Busy } from '../../pages/Busy.js';
import { FormTextField } from '../../pages/FormTextField.js';

export interface IconPickerProps {
  label: string;
  /** The chosen catalogue name; none while nothing is chosen. */
  value: string | undefined;
  onChange: (name: string) => void;
  /** Messages to show under the field; none means valid. */
  messages?: readonly string[];
  required?: boolean;
  disabled?: boolean;
}

/** A field showing the chosen icon, with a searchable dialog of the icon catalogue to choose another. */
export function IconPicker({ label, value, onChange, messages = [], required, disabled }: IconPickerProps) {
  const { t } = useTranslation('UI-context');
  const [choosing, setChoosing] = useState(false);
  const chooseLabel = t('adminCommon.chooseIcon', { name: label });
  const open = () => {
    if (!disabled) setChoosing(true);
  };
  return (
    <>
      <FormTextField
        label={label}
        value={value === undefined ? '' : iconLabel(value)}
        messages={messages}
        required={required}
        disabled={disabled}
        onClick={open}
        slotProps={{
          input: {
            readOnly: true,
            startAdornment: value !== undefined && (
              <InputAdornment position="start">
                <IconByName name={value} />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={chooseLabel} onClick={open} disabled={disabled} edge="end">
                  <ImageSearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <IconDialog
        open={choosing}
        value={value}
        onClose={() => setChoosing(false)}
        onChoose={(name) => {
          onChange(name);
          setChoosing(false);
        }}
      />
    </>
  );
}

interface IconDialogProps {
  open: boolean;
  value: string | undefined;
  onClose: () => void;
  onChoose: (name: string) => void;
}

function IconDialog({ open, value, onClose, onChoose }: IconDialogProps) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      // A steady height: the dialog does not jump while the search narrows the icons.
      slotProps={{ paper: { sx: { height: 'min(720px, 90vh)' } } }}
    >
      <DialogTitle id={titleId}>{t('adminCommon.iconDialogTitle')}</DialogTitle>
      {open && <IconChoice value={value} onChoose={onChoose} />}
      <DialogActions>
        <Button onClick={onClose}>{t('adminCommon.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The search field and the icons matching it, moved through with the arrow keys (one tab stop). */
function IconChoice({ value, onChoose }: { value: string | undefined; onChoose: (name: string) => void }) {
  const { t } = useTranslation('UI-context');
  const allNames = useIconNames();
  const [query, setQuery] = useState('');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const names = useMemo(
    () => (allNames ?? []).filter((name) => matchesIconQuery(name, query)),
    [allNames, query],
  );
  const selected = value === undefined ? -1 : names.indexOf(value);
  const [focused, setFocused] = useState<number | undefined>(undefined);
  const tabStop = Math.min(focused ?? Math.max(selected, 0), names.length - 1);

  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns(), ArrowUp: -columns() }[event.key];
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? names.length - 1 : step && index + step;
    if (target === undefined || target < 0 || target >= names.length) return;
    event.preventDefault();
    setFocused(target);
    buttons.current[target]?.focus();
  };
  /** Icons per row as laid out: those on the first row's line. */
  const columns = () => {
    const top = buttons.current[0]?.offsetTop;
    const perRow = buttons.current.filter((button) => button !== null && button.offsetTop === top).length;
    return perRow > 0 && perRow < names.length ? perRow : 1;
  };

  return (
    <>
      {/* Outside the scrolling part, so that the search stays in view while one moves through the icons. */}
      <Box sx={{ px: 3, pt: 1, pb: 2 }}>
        <TextField
          label={t('adminCommon.searchIcons')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setFocused(undefined);
          }}
          type="search"
          fullWidth
          autoFocus
        />
      </Box>
      <DialogContent dividers>
        {allNames === undefined ? (
          <Busy message={t('adminCommon.loadingIcons')} />
        ) : names.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
            {t('adminCommon.noIcons')}
          </Typography>
        ) : (
          <Box
            role="group"
            aria-label={t('adminCommon.icons')}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 1 }}
          >
            {names.map((name, index) => (
              <ButtonBase
                key={name}
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                tabIndex={index === tabStop ? 0 : -1}
                aria-pressed={name === value}
                onClick={() => onChoose(name)}
                onKeyDown={(event) => move(event, index)}
                onFocus={() => setFocused(index)}
                sx={{
                  flexDirection: 'column',
                  gap: 0.5,
                  p: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: name === value ? 'primary.main' : 'transparent',
                  bgcolor: name === value ? 'action.selected' : undefined,
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <IconByName name={name} />
                <Typography variant="caption" sx={{ overflowWrap: 'anywhere', lineHeight: 1.2 }}>
                  {iconLabel(name)}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        )}
      </DialogContent>
    </>
  );
}
