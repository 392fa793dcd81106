import { isDefinitionKey } from '../common/definitionKey.js';

export type LookupField = 'name' | 'key';
export type LookupError = 'required' | 'pattern' | 'notUnique';

/** What is wrong with a lookup's own fields before it is sent: name and key required, key a valid key. */
export function lookupErrors(lookup: {
  name: string;
  key: string;
}): Partial<Record<LookupField, LookupError>> {
  const errors: Partial<Record<LookupField, LookupError>> = {};
  if (lookup.name.trim() === '') errors.name = 'required';
  if (lookup.key.trim() === '') errors.key = 'required';
  else if (!isDefinitionKey(lookup.key)) errors.key = 'pattern';
  return errors;
}

/**
 * What is wrong with one value of a lookup; a
 * key another value already has is refused too, since data holds only the key.
 */
export function lookupValueErrors(
  value: { name: string; key: string },
  otherKeys: readonly string[],
): Partial<Record<LookupField, LookupError>> {
  const errors: Partial<Record<LookupField, LookupError>> = {};
  if (value.name.trim() === '') errors.name = 'required';
  if (value.key.trim() === '') errors.key = 'required';
  else if (otherKeys.includes(value.key.trim())) errors.key = 'notUnique';
  return errors;
}
