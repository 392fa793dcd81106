import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api/ApiError.js';
import { useApi } from '../api/ApiContext.js';
import { useShowError } from '../errors/ErrorDialogProvider.js';
import { serverMessage } from '../i18n/serverMessage.js';
import { ACCOUNT_NAME_KEY } from './TenantSelectionPage.js';
import { FormTextField } from './FormTextField.js';
import type { ValidationMessage } from './passwordRules.js';
import { registrationErrors, type RegistrationForm } from './registrationErrors.js';
import { serverFieldErrors, type ServerFieldErrors } from './serverFieldErrors.js';
import { SoloCard } from './SoloCard.js';

type Field = keyof RegistrationForm;
const FIELDS: readonly Field[] = ['tenant', 'email', 'password', 'confirmPassword'];
const EMPTY: RegistrationForm = { tenant: '', email: '', password: '', confirmPassword: '' };

/** Self-registration of a tenant. */
export function RegisterPage() {
  const { t } = useTranslation(['global', 'frontend-validations', 'backend-validations']);
  const { publicClient } = useApi();
  const showError = useShowError();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [server, setServer] = useState<{ message: string; errors: ServerFieldErrors<Field> } | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const errors = registrationErrors(form);
  const text = (message: ValidationMessage) => t(`frontend-validations:${message.key}`, message.values ?? {});
  const serverText = (message: string) => serverMessage(t, message);
  const messagesOf = (field: Field): string[] => {
    const serverMessage = server?.errors.fields[field];
    if (serverMessage !== undefined) return [serverText(serverMessage)];
    return touched.has(field) ? errors[field].map(text) : [];
  };

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((old) => ({ ...old, [field]: event.target.value }));
    if (server?.errors.fields[field] !== undefined) {
      setServer(
        (old) =>
          old && { ...old, errors: { ...old.errors, fields: { ...old.errors.fields, [field]: undefined } } },
      );
    }
  };
  const blur = (field: Field) => () => setTouched((old) => new Set(old).add(field));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(new Set(FIELDS));
    const firstInvalid = FIELDS.find((field) => errors[field].length > 0);
    if (firstInvalid !== undefined) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setSubmitting(true);
    setServer(undefined);
    try {
      await publicClient.post('/api/public/tenants', form);
      window.localStorage.setItem(ACCOUNT_NAME_KEY, form.tenant);
      setRegistered(true);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) {
        showError(error);
        return;
      }
      const mapped = serverFieldErrors(error.validationErrors ?? {}, FIELDS);
      setServer({ message: error.message, errors: mapped });
      const firstField = FIELDS.find((field) => mapped.fields[field] !== undefined);
      if (firstField !== undefined) {
        inputs.current[firstField]?.scrollIntoView?.({ block: 'center' });
        inputs.current[firstField]?.focus();
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (registered) {
    return (
      <SoloCard title={t('register.successTitle')}>
        <Typography sx={{ mb: 3 }}>{t('register.successText')}</Typography>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          {t('register.goToSignIn')}
        </Button>
      </SoloCard>
    );
  }

  const field = (
    name: Field,
    props: { label: string; type?: string; autoComplete: string; hint?: string },
  ) => (
    <FormTextField
      ref={(element) => {
        inputs.current[name] = element;
      }}
      name={name}
      label={props.label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      value={form[name]}
      onChange={change(name)}
      onBlur={blur(name)}
      messages={messagesOf(name)}
      {...(props.hint === undefined ? {} : { hint: props.hint })}
      required
    />
  );

  return (
    <SoloCard title={t('register.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('register.intro')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {server !== undefined && (
          <Alert severity="error" role="alert">
            {serverText(server.message)}
            {server.errors.others.length > 0 && (
              <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                {server.errors.others.map(({ path, message }) => (
                  <li key={path}>
                    {path}: {serverText(message)}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {field('tenant', {
          label: t('register.tenant'),
          autoComplete: 'organization',
          hint: t('register.tenantHint'),
        })}
        {field('email', { label: t('register.email'), type: 'email', autoComplete: 'email' })}
        {field('password', { label: t('register.password'), type: 'password', autoComplete: 'new-password' })}
        {field('confirmPassword', {
          label: t('register.confirmPassword'),
          type: 'password',
          autoComplete: 'new-password',
        })}
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {t('register.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login">
            {t('register.signIn')}
          </Link>
        </Typography>
      </Stack>
    </SoloCard>
  );
}
