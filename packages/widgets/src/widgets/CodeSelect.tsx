import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

export interface CodeSelectProps {
  id?: string;
  label: string;
  value: string;
  /** The choices, in the order offered, each shown as itself. */
  codes: readonly string[];
  disabled?: boolean;
  sx?: SxProps<Theme>;
  onChange: (code: string) => void;
}

/** A drop-down of codes that read as themselves, such as currency codes or locales. */
export function CodeSelect({ codes, onChange, ...field }: CodeSelectProps) {
  return (
    <TextField select {...field} onChange={(event) => onChange(event.target.value)}>
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          {code}
        </MenuItem>
      ))}
    </TextField>
  );
}
