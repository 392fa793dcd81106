import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * The button that opens a message panel's send dialog, for a user who may send: disabled, with `missing`
 * said beside it, while the tenant has no enabled integration to send through.
 */
export function SendMessageButton({
  allowed,
  providers,
  label,
  missing,
  onClick,
}: {
  allowed: boolean;
  providers: readonly string[];
  label: string;
  missing: string;
  onClick: () => void;
}) {
  if (!allowed) return null;
  return (
    <>
      <Button variant="contained" sx={{ mb: 2 }} disabled={providers.length === 0} onClick={onClick}>
        {label}
      </Button>
      {providers.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {missing}
        </Typography>
      )}
    </>
  );
}
