import type { RegistryWidgetsType } from '@rjsf/utils';
import { IntegerArrayWidget, StringArrayWidget } from './ChipArrayWidget.js';
import { CurrencyWidget } from './CurrencyWidget.js';
import { CustomerWidget } from './CustomerWidget.js';
import { DateTimeWidget, DateWidget } from './DateWidget.js';
import { fieldEditors } from './fieldEditor.js';
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

/**
 * Loads the editing controls of every widget of the set now rather than with its first editable field: a record
 * page once it is idle (an edit, or an operation's fields, may ask for them), and tests, which then find them at
 * once.
 */
export async function preloadFieldEditors(): Promise<void> {
  await Promise.all(fieldEditors.map((editor) => editor.preload()));
}
