import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Labelled values of a record, read-only, as a description list in a few columns. */
export function Facts({ facts, label }: { facts: readonly [string, string][]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 2,
        m: 0,
      }}
    >
      {facts.map(([name, value]) => (
        <Box key={name}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
