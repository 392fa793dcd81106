import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { HEADER_THEMES } from '@coverline/engine';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES } from '../theme/themes.js';
import {
  CONTAINER_STYLES,
  DENSITIES,
  SIDEBAR_STYLES,
  SIDEBAR_VARIANTS,
  SIDEBAR_VIEWS,
  type SidebarSettings,
} from './layoutSettings.js';
import { useLayoutSettings } from './LayoutSettingsContext.js';

/** Theme and layout options, applied at once and kept in this browser. */
export function AppearanceDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('UI-context');
  const { settings, themeName, update, reset } = useLayoutSettings();
  const titleId = useId();
  const setSidebar = (change: Partial<SidebarSettings>) =>
    update({ sidebar: { ...settings.sidebar, ...change } });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: 340, p: 3 } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('appearance.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('appearance.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack spacing={2.5}>
        <FormControl>
          <FormLabel id={`${titleId}-theme`}>{t('appearance.theme')}</FormLabel>
          <Box role="group" aria-labelledby={`${titleId}-theme`} sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
            {HEADER_THEMES.map((name) => {
              const selected = name === themeName;
              return (
                <Box
                  key={name}
                  component="button"
                  type="button"
                  aria-pressed={selected}
                  aria-label={t(`appearance.themes.${name}`)}
                  title={t(`appearance.themes.${name}`)}
                  onClick={() => update({ theme: name })}
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    border: 3,
                    borderColor: selected ? 'text.primary' : 'transparent',
                    bgcolor: THEMES[name].primary,
                    color: '#fff',
                    cursor: 'pointer',
                    display: 'grid',
                    placeItems: 'center',
                    '&:focus-visible': {
                      outline: '3px solid',
                      outlineColor: 'primary.main',
                      outlineOffset: 2,
                    },
                  }}
                >
                  {selected && <CheckIcon fontSize="small" />}
                </Box>
              );
            })}
          </Box>
        </FormControl>
        <Choice
          label={t('appearance.sidebarVariant')}
          value={settings.sidebar.variant}
          options={SIDEBAR_VARIANTS.map((value) => ({
            value,
            label: t(`appearance.sidebarVariants.${value}`),
          }))}
          onChange={(variant) => setSidebar({ variant, open: true })}
        />
        <Choice
          label={t('appearance.sidebarStyle')}
          row
          value={settings.sidebar.style}
          options={SIDEBAR_STYLES.map((value) => ({ value, label: t(`appearance.sidebarStyles.${value}`) }))}
          onChange={(style) => setSidebar({ style })}
        />
        <Choice
          label={t('appearance.sidebarView')}
          row
          value={settings.sidebar.view}
          options={SIDEBAR_VIEWS.map((value) => ({ value, label: t(`appearance.sidebarViews.${value}`) }))}
          onChange={(view) => setSidebar({ view })}
        />
        <Typography variant="body2" color="text.secondary">
          {t('appearance.narrowScreen')}
        </Typography>
        <Choice
          label={t('appearance.density')}
          row
          value={settings.density}
          options={DENSITIES.map((value) => ({ value, label: t(`appearance.densities.${value}`) }))}
          onChange={(density) => update({ density })}
        />
        <Choice
          label={t('appearance.container')}
          row
          value={settings.container}
          options={CONTAINER_STYLES.map((value) => ({ value, label: t(`appearance.containers.${value}`) }))}
          onChange={(container) => update({ container })}
        />
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={settings.headerVisible}
                onChange={(_, headerVisible) => update({ headerVisible })}
              />
            }
            label={t('appearance.showHeader')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.footerVisible}
                onChange={(_, footerVisible) => update({ footerVisible })}
              />
            }
            label={t('appearance.showFooter')}
          />
        </Box>
        <Button variant="outlined" onClick={reset}>
          {t('appearance.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Options side by side (short labels). */
  row?: boolean;
}

function Choice<T extends string>({ label, value, options, onChange, row = false }: ChoiceProps<T>) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row={row} aria-labelledby={id} value={value} onChange={(_, next) => onChange(next as T)}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
