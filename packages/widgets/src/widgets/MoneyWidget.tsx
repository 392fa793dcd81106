import { decimalPlaces, formatMoney } from '@coverline/engine';
import Stack from '@mui/material/Stack';
import type { RJSFSchema } from '@rjsf/utils';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useWidgets } from '../context/WidgetsContext.js';
import { CodeSelect } from './CodeSelect.js';
import { emptyValue } from './emptyValue.js';
import { ReadOnlyValue } from './ReadOnlyValue.js';
import { NumberTextField } from './NumberTextField.js';
import { unitAdornment } from './unitAdornment.js';

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
export function MoneyWidget(props: CoverlineWidgetProps) {
  const { id, label, value, disabled, readonly, schema, options, onChange, onBlur } = props;
  const { t } = useWidgets();
  const money = asMoney(value);
  const currencies = allowedCurrencies(schema);
  const currency = money.currency ?? currencies[0];
  const places = placesOf(currency);
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
  const chooseCurrency = currencies.length > 1 && options.currencyLocked !== true;
  const amountSchema = schema.properties?.amount;
  const bounds = amountSchema && typeof amountSchema === 'object' ? amountSchema : {};
  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%' }} onBlur={() => onBlur(id, value)}>
      <NumberTextField
        widget={props}
        number={{
          value: money.amount,
          places,
          minimum: bounds.minimum,
          maximum: bounds.maximum,
          onValue: (amount) =>
            onChange(amount === undefined ? emptyValue(schema, options) : { currency, amount }),
        }}
        adornment={chooseCurrency ? {} : unitAdornment(currency, 'RIGHT')}
        reportsBlur={false}
      />
      {chooseCurrency && (
        <CodeSelect
          id={`${id}_currency`}
          label={t('currency')}
          value={currency ?? ''}
          codes={currencies}
          disabled={disabled}
          sx={{ minWidth: 110 }}
          onChange={(code) => onChange({ ...money, currency: code })}
        />
      )}
    </Stack>
  );
}
