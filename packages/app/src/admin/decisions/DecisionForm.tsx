import {
  DECISION_OPERATIONS,
  DEFAULT_DECISION_OPERATION,
  decisionStatuses,
  type Decision,
  type DecisionProduct,
  type QueryFieldContract,
  type QuoteOperation,
} from '@coverline/engine';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { useSaveResource } from '../../api/useSaveResource.js';
import { useCan } from '../../navigation/useCan.js';
import { FormTextField } from '../../pages/FormTextField.js';
import { TranslatableNameField } from '../common/TranslatableNameField.js';
import { ConditionField } from '../products/condition/ConditionField.js';
import { useConditionPartySearch } from '../queries/useConditionPartySearch.js';
import { useQueryFieldOptions } from '../queries/useQueryFieldOptions.js';
import { CronField } from './CronField.js';
import { decisionErrors, type DecisionErrors } from './decisionDraft.js';
import { FieldChangesTable } from './FieldChangesTable.js';

interface DecisionFormProps {
  decision: Decision;
  /** The fields of the decision's type its condition may test: core fields and those products define. */
  fields: readonly QueryFieldContract[];
  /** The products of the type, each with the fields its active version defines. */
  products: readonly DecisionProduct[];
  onSaved: (saved: Decision) => void;
}

/**
 * The decision editor: translatable name, schedule (cron, with its next runs), whether it is enabled, the
 * operation (REJECT by default, with the statuses it moves quotes from), the condition over the type's
 * fields (the saved queries' builder) and the field changes per product.
 */
export function DecisionForm({ decision: initial, fields, products, onSaved }: DecisionFormProps) {
  const { t } = useTranslation('UI-context');
  const classifiers = useTranslation('classifiers').t;
  const { client } = useApi();
  const can = useCan();
  const partySearch = useConditionPartySearch();
  const [decision, setDecision] = useState(initial);
  const [tried, setTried] = useState(false);
  const { run, saving, serverErrors, setServerErrors } = useSaveResource<DecisionErrors>({
    none: {},
    layOut: (errors) => errors,
  });
  const editable = can(initial.id === undefined ? 'decision:Create' : 'decision:Update');
  const errors = tried ? decisionErrors(decision) : {};
  // the server's schema messages come translated; its codes are looked up
  const messages = (path: string) =>
    [...(errors[path] ?? []), ...(serverErrors[path] ?? [])].map((code) =>
      t(`decisions.errors.${code}` as 'decisions.errors.required', { defaultValue: code }),
    );
  const options = useQueryFieldOptions(fields);
  const operation = decision.quoteOperation ?? DEFAULT_DECISION_OPERATION;
  const change = (next: Decision) => {
    setDecision(next);
    setServerErrors({});
  };

  const save = () => {
    setTried(true);
    if (Object.keys(decisionErrors(decision)).length > 0) return;
    void run(async () => {
      const path = `/api/decisions/${decision.queryObject}`;
      const { nextRunAt: _supplied, ...body } = decision;
      onSaved(
        await (decision.id === undefined
          ? client.post<Decision>(path, body)
          : client.put<Decision>(path, body)),
      );
    });
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 1100 }}>
      <Stack spacing={3} component="form" noValidate onSubmit={(event) => (event.preventDefault(), save())}>
        <TranslatableNameField
          label={t('decisions.fields.name')}
          value={{ name: decision.name, translations: decision.translations ?? {} }}
          onChange={({ name, translations }) => change({ ...decision, name, translations })}
          messages={messages('name')}
          required
          disabled={!editable}
        />
        <CronField
          label={t('decisions.fields.cron')}
          value={decision.cron}
          onChange={(cron) => change({ ...decision, cron })}
          messages={messages('cron')}
          disabled={!editable}
        />
        <FormControlLabel
          label={t('decisions.fields.enabled')}
          control={
            <Checkbox
              checked={decision.enabled !== false}
              onChange={(event) => change({ ...decision, enabled: event.target.checked })}
              disabled={!editable}
            />
          }
        />
        <FormTextField
          select
          label={t('decisions.fields.operation')}
          value={operation}
          messages={messages('quoteOperation')}
          hint={t('decisions.operationHelp', {
            statuses: decisionStatuses(operation)
              .map((status) => classifiers(`quoteStatuses.${status}`))
              .join(', '),
          })}
          onChange={(event) => change({ ...decision, quoteOperation: event.target.value as QuoteOperation })}
          disabled={!editable}
        >
          {DECISION_OPERATIONS.map((each) => (
            <MenuItem key={each} value={each}>
              {classifiers(`quoteOperations.${each}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <ConditionField
          label={t('decisions.fields.conditions')}
          value={decision.conditions ?? ''}
          onChange={(conditions) => change({ ...decision, conditions })}
          fields={options}
          owner={decision.name}
          searchParties={partySearch}
          emptyText={t('decisions.everyQuote')}
          disabled={!editable}
        />
        {messages('conditions').map((message) => (
          <FormHelperText key={message} error>
            {message}
          </FormHelperText>
        ))}
        <FieldChangesTable
          changes={decision.quoteDiff ?? []}
          onChange={(quoteDiff) => change({ ...decision, quoteDiff })}
          products={products}
          messagesOf={messages}
          disabled={!editable}
        />
        {editable && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {t('decisions.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
