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
