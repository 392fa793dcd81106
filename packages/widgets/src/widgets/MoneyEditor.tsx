import Stack from '@mui/material/Stack';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useWidgets } from '../context/WidgetsContext.js';
import { CodeSelect } from './CodeSelect.js';
import { emptyValue } from './emptyValue.js';
import type { Money } from './MoneyWidget.js';
import { NumberTextField } from './NumberTextField.js';
import { unitAdornment } from './unitAdornment.js';

export type MoneyProps = CoverlineWidgetProps & {
  money: Money;
  /** The codes the schema allows, in the tenant's order. */
  currencies: readonly string[];
  /** The amount's currency: the value's, else the first allowed. */
  currency: string | undefined;
  /** Decimal places of the currency's subunit. */
  places: number;
};

/** The editing control of `MoneyWidget`: the amount, and a choice of currency when several are allowed. */
export function MoneyEditor(props: MoneyProps) {
  const { id, value, disabled, schema, options, onChange, onBlur, money, currencies, currency, places } =
    props;
  const { t } = useWidgets();
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
