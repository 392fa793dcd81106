import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** A business rule's refusal of the last action (see `useSaveResource`), until the user closes it. */
export function RefusalAlert({
  refusal,
  onClose,
  sx,
}: {
  refusal: string | undefined;
  onClose: () => void;
  sx?: SxProps<Theme>;
}) {
  if (refusal === undefined) return null;
  return (
    <Alert severity="warning" onClose={onClose} sx={sx}>
      {refusal}
    </Alert>
  );
}
