import { productVersionState, type ProductVersion } from '@coverline/engine';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOR = { ACTIVE: 'success', LOCKED: 'warning', NEW: 'info' } as const;

/** The badge of a version: active, else locked, else new. */
export function VersionStateChip({ version }: { version: Pick<ProductVersion, 'active' | 'locked'> }) {
  const { t } = useTranslation('UI-context');
  const state = productVersionState(version);
  return <Chip size="small" color={COLOR[state]} label={t(`productVersions.states.${state}`)} />;
}
