/**
 * The validation message catalogue: stable keys (the `backend-validations` namespace) with their text in
 * every supported locale. `{{limit}}` is interpolated i18next-style, so the app can register these
 * resources as they are. Texts avoid number agreement ("Minimum number of entries: 3") so one form fits
 * every limit in every language.
 */

export const VALIDATION_LOCALES = ['en-GB', 'de-DE', 'fr-FR', 'ru-RU', 'lv-LV'] as const;
export type ValidationLocale = (typeof VALIDATION_LOCALES)[number];

export const VALIDATION_MESSAGE_KEYS = [
  'required',
  'unknownField',
  'notText',
  'notANumber',
  'notAWholeNumber',
  'notYesOrNo',
  'notAllowed',
  'pattern',
  'phoneDigits',
  'minimum',
  'maximum',
  'decimalPlaces',
  'minItems',
  'maxItems',
  'tooLong',
  'date',
  'dateTime',
  'futureDate',
  'notUnique',
  'invalid',
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

export const VALIDATION_NAMESPACE = 'backend-validations';

export const VALIDATION_MESSAGES: Record<ValidationLocale, Record<ValidationMessageKey, string>> = {
  'en-GB': {
    required: 'This field is required',
    unknownField: 'This field is not part of the form',
    notText: 'Must be text',
    notANumber: 'Must be a number',
    notAWholeNumber: 'Must be a whole number',
    notYesOrNo: 'Must be yes or no',
    notAllowed: 'This value is not allowed',
    pattern: 'Does not match the required format',
    phoneDigits: 'Enter digits only',
    minimum: 'Must be at least {{limit}}',
    maximum: 'Must be at most {{limit}}',
    decimalPlaces: 'Maximum number of decimal places: {{limit}}',
    minItems: 'Minimum number of entries: {{limit}}',
    maxItems: 'Maximum number of entries: {{limit}}',
    tooLong: 'Maximum number of characters: {{limit}}',
    date: 'Enter a valid date',
    dateTime: 'Enter a valid date and time',
    futureDate: 'The date cannot be in the future',
    notUnique: 'This value is already in use',
    invalid: 'Invalid value',
  },
  'de-DE': {
    required: 'Dies ist ein Pflichtfeld',
    unknownField: 'Dieses Feld gehört nicht zum Formular',
    notText: 'Muss ein Text sein',
    notANumber: 'Muss eine Zahl sein',
    notAWholeNumber: 'Muss eine ganze Zahl sein',
    notYesOrNo: 'Muss Ja oder Nein sein',
    notAllowed: 'Dieser Wert ist nicht zulässig',
    pattern: 'Entspricht nicht dem erforderlichen Format',
    phoneDigits: 'Bitte nur Ziffern eingeben',
    minimum: 'Muss mindestens {{limit}} sein',
    maximum: 'Darf höchstens {{limit}} sein',
    decimalPlaces: 'Maximale Anzahl an Nachkommastellen: {{limit}}',
    minItems: 'Mindestanzahl an Einträgen: {{limit}}',
    maxItems: 'Höchstanzahl an Einträgen: {{limit}}',
    tooLong: 'Höchstanzahl an Zeichen: {{limit}}',
    date: 'Bitte ein gültiges Datum eingeben',
    dateTime: 'Bitte ein gültiges Datum und eine gültige Uhrzeit eingeben',
    futureDate: 'Das Datum darf nicht in der Zukunft liegen',
    notUnique: 'Dieser Wert wird bereits verwendet',
    invalid: 'Ungültiger Wert',
  },
  'fr-FR': {
    required: 'Ce champ est obligatoire',
    unknownField: 'Ce champ ne fait pas partie du formulaire',
    notText: 'Doit être un texte',
    notANumber: 'Doit être un nombre',
    notAWholeNumber: 'Doit être un nombre entier',
    notYesOrNo: 'Doit être oui ou non',
    notAllowed: 'Cette valeur n’est pas autorisée',
    pattern: 'Le format n’est pas valide',
    phoneDigits: 'Saisissez uniquement des chiffres',
    minimum: 'Doit être supérieur ou égal à {{limit}}',
    maximum: 'Doit être inférieur ou égal à {{limit}}',
    decimalPlaces: 'Nombre maximal de décimales\u00a0: {{limit}}',
    minItems: 'Nombre minimal d’entrées\u00a0: {{limit}}',
    maxItems: 'Nombre maximal d’entrées\u00a0: {{limit}}',
    tooLong: 'Nombre maximal de caractères\u00a0: {{limit}}',
    date: 'Saisissez une date valide',
    dateTime: 'Saisissez une date et une heure valides',
    futureDate: 'La date ne peut pas être dans le futur',
    notUnique: 'Cette valeur est déjà utilisée',
    invalid: 'Valeur non valide',
  },
  'ru-RU': {
    required: 'Обязательное поле',
    unknownField: 'Это поле не входит в форму',
    notText: 'Значение должно быть текстом',
    notANumber: 'Значение должно быть числом',
    notAWholeNumber: 'Значение должно быть целым числом',
    notYesOrNo: 'Выберите «да» или «нет»',
    notAllowed: 'Это значение недопустимо',
    pattern: 'Неверный формат',
    phoneDigits: 'Вводите только цифры',
    minimum: 'Значение должно быть не меньше {{limit}}',
    maximum: 'Значение должно быть не больше {{limit}}',
    decimalPlaces: 'Максимальное число знаков после запятой: {{limit}}',
    minItems: 'Минимальное количество записей: {{limit}}',
    maxItems: 'Максимальное количество записей: {{limit}}',
    tooLong: 'Максимальное количество символов: {{limit}}',
    date: 'Введите правильную дату',
    dateTime: 'Введите правильные дату и время',
    futureDate: 'Дата не может быть в будущем',
    notUnique: 'Это значение уже используется',
    invalid: 'Некорректное значение',
  },
  'lv-LV': {
    required: 'Šis lauks ir obligāts',
    unknownField: 'Šis lauks neietilpst veidlapā',
    notText: 'Vērtībai jābūt tekstam',
    notANumber: 'Vērtībai jābūt skaitlim',
    notAWholeNumber: 'Vērtībai jābūt veselam skaitlim',
    notYesOrNo: 'Izvēlieties „jā” vai „nē”',
    notAllowed: 'Šī vērtība nav atļauta',
    pattern: 'Nepareizs formāts',
    phoneDigits: 'Ievadiet tikai ciparus',
    minimum: 'Vērtībai jābūt vismaz {{limit}}',
    maximum: 'Vērtība nedrīkst pārsniegt {{limit}}',
    decimalPlaces: 'Maksimālais zīmju skaits aiz komata: {{limit}}',
    minItems: 'Minimālais ierakstu skaits: {{limit}}',
    maxItems: 'Maksimālais ierakstu skaits: {{limit}}',
    tooLong: 'Maksimālais rakstzīmju skaits: {{limit}}',
    date: 'Ievadiet derīgu datumu',
    dateTime: 'Ievadiet derīgu datumu un laiku',
    futureDate: 'Datums nedrīkst būt nākotnē',
    notUnique: 'Šī vērtība jau tiek izmantota',
    invalid: 'Nederīga vērtība',
  },
};

/** The supported locale closest to `locale`: the same locale, else the same language, else en-GB. */
export function validationLocale(locale: string | undefined): ValidationLocale {
  const language = locale?.split('-')[0];
  return (
    VALIDATION_LOCALES.find((supported) => supported === locale) ??
    VALIDATION_LOCALES.find((supported) => supported.split('-')[0] === language) ??
    'en-GB'
  );
}

/** The text of `key` in the locale closest to `locale`, with `{{name}}` placeholders filled from `params`. */
export function validationMessage(
  key: ValidationMessageKey,
  params: Record<string, unknown> = {},
  locale?: string,
): string {
  return fillPlaceholders(VALIDATION_MESSAGES[validationLocale(locale)][key], params);
}

/** `template` with each `{{name}}` replaced by `params[name]`; a placeholder without a value stays. */
export function fillPlaceholders(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
