import InputAdornment from '@mui/material/InputAdornment';
import type { ReactNode } from 'react';

export type Side = 'LEFT' | 'RIGHT';

/** TextField input slot props placing `unit` before (LEFT) or after (RIGHT, the default) the number. */
export function unitAdornment(unit: ReactNode | undefined, side: unknown) {
  if (unit === undefined || unit === '') return {};
  return side === 'LEFT'
    ? { startAdornment: <InputAdornment position="start">{unit}</InputAdornment> }
    : { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> };
}

/** `text` with `unit` on its side, for read-only display. */
export function withUnit(text: string, unit: unknown, side: unknown): string {
  if (text === '' || typeof unit !== 'string' || unit === '') return text;
  return side === 'LEFT' ? `${unit} ${text}` : `${text} ${unit}`;
}
