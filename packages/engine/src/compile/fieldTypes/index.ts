import type { FieldType } from '../../definitions/types.js';
import { booleanField } from './boolean.js';
import { currencyField } from './currency.js';
import { customerField } from './customer.js';
import { dateField } from './date.js';
import { dateTimeField } from './dateTime.js';
import type { FieldTypeCompiler } from './fieldTypeCompiler.js';
import { integerField } from './integer.js';
import { integerArrayField } from './integerArray.js';
import { lookupField } from './lookup.js';
import { moneyField } from './money.js';
import { numericField } from './numeric.js';
import { objectField } from './object.js';
import { phoneField } from './phone.js';
import { stringField } from './string.js';
import { stringArrayField } from './stringArray.js';
import { textField } from './text.js';

/** The compiler of each field type. */
export const FIELD_TYPE_COMPILERS: Record<FieldType, FieldTypeCompiler> = {
  String: stringField,
  Text: textField,
  StringArray: stringArrayField,
  Integer: integerField,
  IntegerArray: integerArrayField,
  Numeric: numericField,
  Phone: phoneField,
  Boolean: booleanField,
  Date: dateField,
  DateTime: dateTimeField,
  Money: moneyField,
  Customer: customerField,
  Currency: currencyField,
  Lookup: lookupField,
  Object: objectField,
};
