import type { AlertProps } from '@mui/material/Alert';
import { lazyComponent } from '../lazyComponent.js';

/**
 * MUI's Alert, its code loaded on first use: a form or a record page shows one only after a refusal or an
 * error, so its first screen does without. Until the code is there, nothing stands in its place.
 */
export const LazyAlert = lazyComponent<AlertProps>(
  async () => (await import('@mui/material/Alert')).default,
  null,
);
