import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The integration a message is sent through: the tenant's enabled ones of its kind, by name. */
export function ProviderSelect({
  label,
  providers,
  value,
  onChange,
}: {
  label: string;
  providers: readonly string[];
  value: string;
  onChange: (provider: string) => void;
}) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)} required>
      {providers.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
