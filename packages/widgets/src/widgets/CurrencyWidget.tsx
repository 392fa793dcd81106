import { CURRENCY_CODES } from '@coverline/engine';
import { useMemo } from 'react';
import { useWidgets } from '../context/WidgetsContext.js';
import { ChoiceWidget } from './ChoiceWidget.js';
import type { CoverlineWidgetProps } from './widgetProps.js';

const namesByLocale = new Map<string, Intl.DisplayNames>();

/** "EUR — Euro", the name in the user's language; a code the browser cannot name shows as itself. */
function currencyLabel(code: string, locale: string): string {
  let names = namesByLocale.get(locale);
  if (names === undefined) {
    names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
    namesByLocale.set(locale, names);
  }
  // A text that is not a three-letter code is refused by `of`: it reads as itself too.
  const name = /^[A-Z]{3}$/.test(code) ? names.of(code) : undefined;
  return name === undefined ? code : `${code} — ${name}`;
}

/** Currency fields: only the codes the schema allows (the tenant's supported currencies), with their names. */
export function CurrencyWidget(props: CoverlineWidgetProps) {
  const allowed = props.schema.enum;
  const { locale } = useWidgets();
  const choices = useMemo(
    () =>
      (allowed ?? CURRENCY_CODES).map((code) => ({
        value: String(code),
        label: currencyLabel(String(code), locale),
      })),
    [allowed, locale],
  );
  return <ChoiceWidget {...props} choices={choices} />;
}
