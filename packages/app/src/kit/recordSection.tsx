import { lazyComponent, type LazyComponent } from '@coverline/widgets';
import Box from '@mui/material/Box';
import type { ComponentType } from 'react';

/**
 * What a record page shows below or beside its form or view (its panels, a schedule, related records), as code
 * of its own asked for only once the page has been drawn: the record shows without waiting for it. Meanwhile
 * a line's height keeps its place, so that the page grows below what is already there rather than moving it.
 */
export function recordSection<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyComponent(load, <Box aria-hidden sx={{ minHeight: 48 }} />, { afterDrawn: true });
}
