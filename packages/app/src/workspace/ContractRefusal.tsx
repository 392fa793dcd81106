import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageCard } from './PageCard.js';

/** Why something cannot be started on a contract (a quote, a claim), with the way back to it. */
export function ContractRefusal(props: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <PageCard title={props.title}>
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={props.back.to} color="inherit" size="small">
            {props.back.label}
          </Button>
        }
      >
        {props.message}
      </Alert>
    </PageCard>
  );
}
