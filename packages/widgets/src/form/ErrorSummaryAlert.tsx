import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ErrorSeverity } from '../context/WidgetsContext.js';

export interface ErrorSummaryLine {
  path: string;
  message: string;
}

export interface ErrorSummaryAlertProps {
  severity: ErrorSeverity;
  title: string;
  lines: readonly ErrorSummaryLine[];
}

/** The alert of `ErrorSummary`: a title over "path: message" lines. */
export function ErrorSummaryAlert({ severity, title, lines }: ErrorSummaryAlertProps) {
  return (
    <Alert severity={severity} sx={{ mb: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      {lines.map(({ path, message }) => (
        <div key={path}>{path === '' ? message : `${path}: ${message}`}</div>
      ))}
    </Alert>
  );
}
