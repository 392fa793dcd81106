import { decimalPlaces, formatMoney } from '@coverline/engine';
import type { RJSFSchema } from '@rjsf/utils';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { textViewWidget } from './fieldEditor.js';
import type { MoneyProps } from './MoneyEditor.js';

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

/** The amount with its currency's decimals, grouped, and the code. */
function shown({ money, currency }: MoneyProps): string {
  return typeof money.amount === 'number' && currency
    ? `${formatMoney(money.amount, currency)} ${currency}`
    : '';
}

const MoneyField = textViewWidget<MoneyProps>(
  async () => (await import('./MoneyEditor.js')).MoneyEditor,
  shown,
);

/**
 * Money fields: an amount with the currency's decimals, grouped by spaces at rest, and the currency — chosen
 * when several are supported, otherwise shown beside the amount. Clearing the amount clears the field.
 */
export function MoneyWidget(props: CoverlineWidgetProps) {
  const money = asMoney(props.value);
  const currencies = allowedCurrencies(props.schema);
  const currency = money.currency ?? currencies[0];
  return (
    <MoneyField
      {...props}
      money={money}
      currencies={currencies}
      currency={currency}
      places={placesOf(currency)}
    />
  );
}
