import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.js';
import { serverMessage } from '../../../i18n/serverMessage.js';

/**
 * Why the server refused a template: its message and each problem it named (the template's own, such as an
 * unclosed placeholder, as the server words them).
 */
export function TemplateRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === undefined) return null;
  const refusal = error instanceof ApiError ? error : undefined;
  const problems = Object.values(refusal?.validationErrors ?? {}).flat();
  return (
    <Alert severity="error" role="alert">
      {serverMessage(t, refusal?.status === 413 ? 'fileTooLarge' : (refusal?.message ?? 'validationFailed'))}
      {problems.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {problems.map((problem) => (
            <li key={problem}>{serverMessage(t, problem)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
