import { CURRENCIES, type Currency } from '@coverline/engine';
import type { CoverlineWidgetProps } from './widgetProps.js';
import { useMemo } from 'react';
import { ChoiceWidget } from './ChoiceWidget.js';

const BY_CODE = new Map<string, Currency>(CURRENCIES.map((currency) => [currency.code, currency]));

/** "EUR — Euro"; a code outside the catalogue shows as itself. */
export function currencyLabel(code: string): string {
  const currency = BY_CODE.get(code);
  return currency ? `${code} — ${currency.name}` : code;
}

/** Currency fields: only the codes the schema allows (the tenant's supported currencies), with their names. */
export function CurrencyWidget(props: CoverlineWidgetProps) {
  const allowed = props.schema.enum;
  const choices = useMemo(
    () =>
      (allowed ?? CURRENCIES.map((currency) => currency.code)).map((code) => ({
        value: String(code),
        label: currencyLabel(String(code)),
      })),
    [allowed],
  );
  return <ChoiceWidget {...props} choices={choices} />;
}
