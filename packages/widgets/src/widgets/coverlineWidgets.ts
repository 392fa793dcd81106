import type { RegistryWidgetsType } from '@rjsf/utils';
import { IntegerArrayWidget, StringArrayWidget } from './ChipArrayWidget.js';
import { CurrencyWidget } from './CurrencyWidget.js';
import { CustomerWidget } from './CustomerWidget.js';
import { DateTimeWidget, DateWidget } from './DateWidget.js';
import { LookupWidget } from './LookupWidget.js';
import { MoneyWidget } from './MoneyWidget.js';
import { NumericWidget } from './NumericWidget.js';
import { PhoneWidget } from './PhoneWidget.js';
import { TextareaWidget, TextWidget } from './TextWidget.js';
import { YesNoWidget } from './YesNoWidget.js';

/**
 * Our widget set under the `ui:widget` names the engine's compiler emits. Each is a plain RJSF widget
 * (`WidgetProps` in, `onChange(value)` out), so the set also plugs into a stock RJSF `<Form widgets={…}>`.
 */
export const coverlineWidgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  numeric: NumericWidget,
  integer: NumericWidget,
  money: MoneyWidget,
  phone: PhoneWidget,
  lookup: LookupWidget,
  customer: CustomerWidget,
  currency: CurrencyWidget,
  date: DateWidget,
  dateTime: DateTimeWidget,
  stringArray: StringArrayWidget,
  integerArray: IntegerArrayWidget,
  yesNo: YesNoWidget,
} satisfies RegistryWidgetsType;
