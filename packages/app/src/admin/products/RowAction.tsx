import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface RowActionProps {
  /** Names the action and its row, e.g. "Delete Motor 2026". */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/** An icon button of a table row, named for assistive technology and explained by a tooltip. */
export function RowAction({ label, onClick, disabled = false, children }: RowActionProps) {
  return (
    <Tooltip title={label}>
      {/* A disabled button gets no pointer events; the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
