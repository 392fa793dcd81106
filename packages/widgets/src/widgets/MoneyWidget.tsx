import { decimalPlaces, formatMoney } from '@coverline/engine';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useWidgets } from '../context/WidgetsContext.js';
import { emptyValue } from './emptyValue.js';
import { useFieldMessage } from './fieldMessage.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';
import { unitAdornment } from './unitAdornment.js';
import { useNumberInput } from './useNumberInput.js';

/** A Money field's data: the amount in major units and an ISO 4217 code. */
export interface Money {
  amount?: number;
  currency?: string;
}

function asMoney(value: unknown): Money {
  return value !== null && typeof value === 'object' ? (value as Money) : {};
}

/** The codes the schema allows, in the tenant's order (the first is the default). */
function allowedCurrencies(schema: RJSFSchema): string[] {
  const currency = schema.properties?.currency;
  const codes = currency && typeof currency === 'object' ? currency.enum : undefined;
  return (codes ?? []).map(String);
}

/** Decimal places of the currency's subunit; 2 until a currency is known. */
function placesOf(currency: string | undefined): number {
  try {
    return currency ? decimalPlaces(currency) : 2;
  } catch {
    return 2;
  }
}

/**
 * Money fields: an amount with the currency's decimals, grouped by spaces at rest, and the currency — chosen
 * when several are supported, otherwise shown beside the amount. Clearing the amount clears the field.
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, autofocus, placeholder, rawErrors, hideError } =
    props;
  const { schema, options, onChange, onBlur, onFocus } = props;
  const { t } = useWidgets();
  const message = useFieldMessage(rawErrors, hideError);
  const money = asMoney(value);
  const currencies = allowedCurrencies(schema);
  const currency = money.currency ?? currencies[0];
  const places = placesOf(currency);
  const amountSchema = schema.properties?.amount;
  const bounds = amountSchema && typeof amountSchema === 'object' ? amountSchema : {};
  const input = useNumberInput({
    value: money.amount,
    places,
    minimum: bounds.minimum,
    maximum: bounds.maximum,
    onValue: (amount) => onChange(amount === undefined ? emptyValue(schema, options) : { currency, amount }),
  });
  if (readonly) {
    const text =
      typeof money.amount === 'number' && currency
        ? `${formatMoney(money.amount, currency)} ${currency}`
        : '';
    return (
      <ReadOnlyValue id={id} label={label}>
        {text}
      </ReadOnlyValue>
    );
  }
  const chooseCurrency = currencies.length > 1;
  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%' }} onBlur={() => onBlur(id, value)}>
      <TextField
        id={id}
        name={id}
        label={label}
        required={required}
        disabled={disabled}
        autoFocus={autofocus}
        placeholder={placeholder}
        fullWidth
        value={input.value}
        onChange={input.onChange}
        onFocus={() => {
          input.onFocus();
          onFocus(id, value);
        }}
        onBlur={input.onBlur}
        slotProps={{
          htmlInput: { inputMode: places === 0 ? 'numeric' : 'decimal' },
          input: chooseCurrency ? {} : unitAdornment(currency, 'RIGHT'),
        }}
        {...message}
      />
      {chooseCurrency && (
        <TextField
          select
          id={`${id}_currency`}
          label={t('currency')}
          value={currency ?? ''}
          disabled={disabled}
          sx={{ minWidth: 110 }}
          onChange={(event) => onChange({ ...money, currency: event.target.value })}
        >
          {currencies.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
