import type { SxProps, Theme } from '@mui/material/styles';
import { useWidgets } from '../context/WidgetsContext.js';

export interface FieldMessageProps {
  error: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

const warningSx: SxProps<Theme> = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main' },
  '& .MuiFormHelperText-root, & .MuiFormLabel-root': { color: 'warning.dark' },
};

/**
 * TextField props that show the first of `rawErrors`, red as an error or amber as a warning (a Save's field
 * errors are warnings: the data is kept but incomplete).
 */
export function useFieldMessage(
  rawErrors: readonly string[] | undefined,
  hideError?: boolean,
): FieldMessageProps {
  const { severity } = useWidgets();
  const message = hideError ? undefined : rawErrors?.[0];
  if (message === undefined) return { error: false };
  return severity === 'warning'
    ? { error: false, helperText: message, sx: warningSx }
    : { error: true, helperText: message };
}
