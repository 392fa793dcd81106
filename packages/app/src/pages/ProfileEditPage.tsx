import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/ApiError.js';
import { useApi } from '../api/ApiContext.js';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { useNotify } from '../errors/Notifications.js';
import { useLocale } from '../i18n/LocaleContext.js';
import { serverMessage } from '../i18n/serverMessage.js';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/locales.js';
import { FormTextField } from './FormTextField.js';
import { confirmationErrors, passwordErrors, type ValidationMessage } from './passwordRules.js';

/** The editable parts of one's own profile: the interface language and the password. */
export function ProfileEditPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('profile.editTitle')}
        </Typography>
        <Button component={Link} to={basePath}>
          {t('profile.back')}
        </Button>
      </Stack>
      <LanguageForm />
      <PasswordForm />
    </Stack>
  );
}

function LanguageForm() {
  const { t } = useTranslation(['global', 'localization']);
  const { locale, changeLocale } = useLocale();
  const notify = useNotify();
  const showError = useShowError();
  const [chosen, setChosen] = useState<SupportedLocale>(locale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    changeLocale(chosen).then(() => notify(t('profile.languageSaved')), showError);
  };
  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 3 }}>
      <Stack spacing={2}>
        <TextField
          select
          label={t('profile.language')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as SupportedLocale)}
        >
          {SUPPORTED_LOCALES.map((option) => (
            <MenuItem key={option} value={option} lang={option}>
              {t(`localization:languages.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('profile.saveLanguage')}
        </Button>
      </Stack>
    </Paper>
  );
}

type PasswordField = 'currentPassword' | 'password' | 'confirmPassword';
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

function PasswordForm() {
  const { t } = useTranslation(['global', 'frontend-validations', 'backend-validations']);
  const { client } = useApi();
  const notify = useNotify();
  const showError = useShowError();
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<PasswordField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<PasswordField, string>>>({});

  const errors: Record<PasswordField, ValidationMessage[]> = {
    currentPassword: form.currentPassword === '' ? [{ key: 'currentPasswordRequired' }] : [],
    password: passwordErrors(form.password),
    confirmPassword: confirmationErrors(form.password, form.confirmPassword),
  };
  const messagesOf = (field: PasswordField): string[] => {
    const server = serverErrors[field];
    if (server !== undefined) return [serverMessage(t, server)];
    return touched.has(field)
      ? errors[field].map((message) => t(`frontend-validations:${message.key}`, message.values ?? {}))
      : [];
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(new Set(['currentPassword', 'password', 'confirmPassword']));
    if (Object.values(errors).some((messages) => messages.length > 0)) return;
    try {
      await client.put('/api/profile/change-password', form);
      setForm(EMPTY);
      setTouched(new Set());
      setServerErrors({});
      notify(t('profile.passwordChanged'));
    } catch (error) {
      if (error instanceof ApiError && error.validationErrors !== undefined) {
        const { currentPassword, password, confirmPassword } = error.validationErrors;
        setServerErrors({
          currentPassword: currentPassword?.[0],
          password: password?.[0],
          confirmPassword: confirmPassword?.[0],
        });
      } else showError(error);
    }
  }

  const field = (name: PasswordField, label: string, autoComplete: string) => (
    <FormTextField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(event) => {
        setForm((old) => ({ ...old, [name]: event.target.value }));
        setServerErrors((old) => ({ ...old, [name]: undefined }));
      }}
      onBlur={() => setTouched((old) => new Set(old).add(name))}
      messages={messagesOf(name)}
      required
    />
  );

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('profile.changePassword')}
      </Typography>
      <Stack spacing={2}>
        {field('currentPassword', t('profile.currentPassword'), 'current-password')}
        {field('password', t('profile.newPassword'), 'new-password')}
        {field('confirmPassword', t('profile.confirmPassword'), 'new-password')}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('profile.savePassword')}
        </Button>
      </Stack>
    </Paper>
  );
}
