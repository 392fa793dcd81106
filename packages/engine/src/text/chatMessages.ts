import { fillPlaceholders, validationLocale, type ValidationLocale } from '../validate/locales.js';

/** What the instant-messaging integrations tell a team's channel, in the tenant's language. */
const CHAT_MESSAGES = {
  'en-GB': {
    quoteIssued: '{{number}} issued: {{product}}, {{contractee}}',
    decisionRunFailed: 'Decision “{{decision}}”: {{failed}} of {{matched}} could not be decided',
  },
  'de-DE': {
    quoteIssued: '{{number}} ausgestellt: {{product}}, {{contractee}}',
    decisionRunFailed:
      'Entscheidung „{{decision}}“: {{failed}} von {{matched}} konnten nicht entschieden werden',
  },
  'fr-FR': {
    quoteIssued: '{{number}} émis : {{product}}, {{contractee}}',
    decisionRunFailed: 'Décision « {{decision}} » : {{failed}} sur {{matched}} n’ont pas pu être décidés',
  },
  'lv-LV': {
    quoteIssued: '{{number}} izsniegts: {{product}}, {{contractee}}',
    decisionRunFailed: 'Lēmums „{{decision}}”: {{failed}} no {{matched}} neizdevās izlemt',
  },
  'ru-RU': {
    quoteIssued: '{{number}} оформлен: {{product}}, {{contractee}}',
    decisionRunFailed: 'Решение «{{decision}}»: не удалось решить {{failed}} из {{matched}}',
  },
} as const satisfies Record<ValidationLocale, Record<string, string>>;

export type ChatMessageKey = keyof (typeof CHAT_MESSAGES)['en-GB'];

/** The text of `key` in the locale closest to `locale`, its `{{name}}` placeholders filled from `params`. */
export function chatMessage(key: ChatMessageKey, params: Record<string, unknown>, locale?: string): string {
  return fillPlaceholders(CHAT_MESSAGES[validationLocale(locale)][key], params);
}
