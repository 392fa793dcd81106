import {
  CURRENCIES,
  PRODUCT_TYPES,
  type ShellSettings,
  type TenantSettings,
  type IntegrationView,
} from '@coverline/engine';
import SaveIcon from '@mui/icons-material/Save';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { useApi } from '../../api/ApiContext.js';
import type { ValidationErrors } from '../../api/ApiError.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useNotify } from '../../errors/Notifications.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useTextTranslation } from '../../i18n/useTextTranslation.js';
import { SUPPORTED_LOCALES } from '../../i18n/locales.js';
import { Busy } from '../../pages/Busy.js';
import { IntegrationList } from './IntegrationList.js';
import { integrationPayloads } from './integrationRules.js';
import {
  countryOptions,
  languageOf,
  localesOf,
  settingsErrors,
  settingsPayload,
  timeZoneOptions,
  withSupportedCurrencies,
  withSupportedLanguages,
  type SettingsErrors,
} from './settingsRules.js';
import { TenantImageCard } from './TenantImageCard.js';

const SETTINGS = '/api/tenant/settings';
/** Where the first save of a new tenant's settings leads: its products come next. */
const AFTER_INITIAL_SETUP = '/admin-area/products';

/** `/admin-area/settings`: the tenant's general settings and integrations, with the logo and wallpaper beside. */
export function SettingsPage() {
  const { t } = useTranslation('UI-context');
  const { data } = useSWR<ShellSettings>(SETTINGS);
  if (data === undefined) return <Busy message={t('settings.loading')} />;
  return (
    <Grid container spacing={3} sx={{ maxWidth: 1280 }}>
      <Grid size={{ xs: 12, lg: 8 }}>
        {/* The form starts afresh from what the server saved. */}
        <SettingsForm key={data.version} settings={data} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Stack spacing={3}>
          <TenantImageCard logoType="LOGO" url={data.config?.logoUrl} />
          <TenantImageCard logoType="WALLPAPER" url={data.config?.wallpaperUrl} />
        </Stack>
      </Grid>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function SettingsForm({ settings: read }: { settings: ShellSettings }) {
  const { t } = useTranslation(['UI-context', 'classifiers', 'localization', 'frontend-validations']);
  const { t: messages } = useTranslation();
  const text = useTextTranslation();
  const { locale } = useLocale();
  const { client } = useApi();
  const { mutate } = useSWR<ShellSettings>(SETTINGS);
  const navigate = useNavigate();
  const notify = useNotify();
  const [settings, setSettings] = useState(read as TenantSettings);
  const [integrations, setIntegrations] = useState<IntegrationView[]>(read.integrations ?? []);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const { serverErrors, saving, run } = useSaveResource<ValidationErrors>({
    none: {},
    layOut: (validationErrors) => validationErrors,
  });
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const timeZones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const change = (changes: Partial<TenantSettings>) => setSettings((current) => ({ ...current, ...changes }));

  /** A field's message: the form's own rule first, then what the server refused. */
  const errorOf = (field: string) => {
    const own = errors[field as keyof SettingsErrors];
    const server = serverErrors[field]?.[0];
    if (own !== undefined) return { error: true, helperText: text(`frontend-validations:settings.${field}`) };
    return server === undefined ? {} : { error: true, helperText: serverMessage(messages, server) };
  };
  const textField = (field: keyof TenantSettings & string, label: string, required = false) => (
    <TextField
      label={label}
      required={required}
      value={(settings[field] as string | undefined) ?? ''}
      slotProps={{ htmlInput: { maxLength: field === 'postcode' ? 20 : 200 } }}
      onChange={(event) => change({ [field]: event.target.value })}
      fullWidth
      {...errorOf(field)}
    />
  );

  async function save() {
    const found = settingsErrors(settings);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      const saved = await client.put<ShellSettings>(SETTINGS, {
        ...settingsPayload(settings),
        integrations: integrationPayloads(integrations),
      });
      notify(t('settings.saved'));
      await mutate(saved, { revalidate: false });
      if (read.initialized === false) void navigate(AFTER_INITIAL_SETUP);
    });
  }

  return (
    <Paper
      component="form"
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('settings.title')}
      </Typography>
      <Stack spacing={4}>
        <Section title={t('settings.company')}>
          {textField('companyFullName', t('settings.fields.companyFullName'), true)}
          {textField('companyRegistrationNumber', t('settings.fields.companyRegistrationNumber'), true)}
        </Section>
        <Section title={t('settings.address')}>
          {textField('addressLine1', t('settings.fields.addressLine1'))}
          {textField('addressLine2', t('settings.fields.addressLine2'))}
          {textField('city', t('settings.fields.city'))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {textField('region', t('settings.fields.region'))}
            {textField('postcode', t('settings.fields.postcode'))}
          </Stack>
          <Autocomplete
            options={countries}
            value={countries.find((country) => country.code === settings.country) ?? null}
            getOptionLabel={(country) => `${country.name} (${country.code})`}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            onChange={(_event, country) => change({ country: country?.code ?? '' })}
            renderInput={(params) => (
              <TextField {...params} label={t('settings.fields.country')} {...errorOf('country')} />
            )}
          />
        </Section>
        <Section title={t('settings.localization')}>
          <TextField
            select
            label={t('settings.fields.supportedLanguages')}
            required
            value={settings.supportedLanguages}
            slotProps={{ select: { multiple: true } }}
            onChange={(event) =>
              setSettings((current) =>
                withSupportedLanguages(current, event.target.value as unknown as string[]),
              )
            }
            {...errorOf('supportedLanguages')}
          >
            {SUPPORTED_LOCALES.map((each) => (
              <MenuItem key={each} value={languageOf(each)}>
                {t(`localization:languages.${each}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('settings.fields.locale')}
              value={settings.locale ?? ''}
              onChange={(event) => change({ locale: event.target.value })}
            >
              {localesOf(settings.supportedLanguages).map((each) => (
                <MenuItem key={each} value={each}>
                  {t(`localization:languages.${each}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('settings.fields.operatingLanguage')}
              value={settings.operatingLanguage ?? ''}
              onChange={(event) => change({ operatingLanguage: event.target.value })}
            >
              {SUPPORTED_LOCALES.map((each) => (
                <MenuItem key={each} value={each}>
                  {t(`localization:languages.${each}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={settings.rtl ?? false}
                onChange={(event) => change({ rtl: event.target.checked })}
              />
            }
            label={t('settings.fields.rtl')}
          />
          <Autocomplete
            multiple
            options={CURRENCIES.map((currency) => currency.code)}
            value={settings.supportedCurrencies}
            onChange={(_event, currencies) =>
              setSettings((current) => withSupportedCurrencies(current, currencies))
            }
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={t('settings.fields.supportedCurrencies')}
                {...errorOf('supportedCurrencies')}
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('settings.fields.defaultCurrency')}
              value={
                settings.supportedCurrencies.includes(settings.defaultCurrency)
                  ? settings.defaultCurrency
                  : ''
              }
              onChange={(event) => change({ defaultCurrency: event.target.value })}
              {...errorOf('defaultCurrency')}
            >
              {settings.supportedCurrencies.map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              fullWidth
              options={timeZones}
              value={settings.timeZone ?? null}
              onChange={(_event, zone) => zone !== null && change({ timeZone: zone })}
              renderInput={(params) => (
                <TextField {...params} label={t('settings.fields.timeZone')} {...errorOf('timeZone')} />
              )}
            />
          </Stack>
          <FormControl required error={errors.supportedProductTypes !== undefined} component="fieldset">
            <FormLabel component="legend">{t('settings.fields.supportedProductTypes')}</FormLabel>
            <FormGroup row>
              {PRODUCT_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  label={t(`classifiers:productTypes.${type}`)}
                  control={
                    <Checkbox
                      checked={settings.supportedProductTypes.includes(type)}
                      onChange={(event) =>
                        change({
                          supportedProductTypes: event.target.checked
                            ? PRODUCT_TYPES.filter(
                                (each) => each === type || settings.supportedProductTypes.includes(each),
                              )
                            : settings.supportedProductTypes.filter((each) => each !== type),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {errors.supportedProductTypes !== undefined && (
              <FormHelperText>{t('frontend-validations:settings.supportedProductTypes')}</FormHelperText>
            )}
          </FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={settings.enableProductVersions ?? false}
                onChange={(event) => change({ enableProductVersions: event.target.checked })}
              />
            }
            label={t('settings.fields.enableProductVersions')}
          />
        </Section>
        <Section title={t('settings.integrations.title')}>
          <IntegrationList
            integrations={integrations}
            onChange={setIntegrations}
            serverErrors={serverErrors}
          />
        </Section>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {t('settings.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
