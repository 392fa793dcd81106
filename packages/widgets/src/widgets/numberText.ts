import { roundHalfAwayFromZero } from '@coverline/engine';

/** `value` with `places` decimals (half away from zero) and thousands grouped by a space: "1 234 567.89". */
export function formatNumber(value: number, places: number): string {
  const scaled = Math.abs(roundHalfAwayFromZero(value * 10 ** places));
  const digits = String(scaled).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places).replace(/\B(?=(\d{3})+$)/g, ' ');
  const fraction = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${value < 0 && scaled !== 0 ? '-' : ''}${whole}${fraction}`;
}

/** How a stored number reads when the input is not being edited. */
export function displayNumber(value: unknown, places: number | undefined): string {
  if (typeof value !== 'number') return '';
  return places === undefined ? String(value) : formatNumber(value, places);
}

const TYPING = /^-?\d*(?:\.\d*)?$/;

/**
 * What a person has typed so far, normalised (spaces dropped, decimal comma as point), or undefined when the
 * keystroke must be refused: not a number in the making, a minus where negatives are not allowed, or more
 * decimals than `places`.
 */
export function acceptTyping(
  text: string,
  places: number | undefined,
  allowNegative: boolean,
): string | undefined {
  const normalised = text.replace(/\s/g, '').replace(',', '.');
  if (!TYPING.test(normalised)) return undefined;
  if (!allowNegative && normalised.startsWith('-')) return undefined;
  const decimals = normalised.split('.')[1];
  if (decimals !== undefined && (places === 0 || (places !== undefined && decimals.length > places)))
    return undefined;
  return normalised;
}

/** The number in accepted typing, or undefined while there is none yet ("", "-", "."). */
export function typedNumber(text: string): number | undefined {
  return /\d/.test(text) ? Number(text) : undefined;
}

/** `value` brought within [minimum, maximum]; bounds left out do not limit. */
export function clamp(value: number, minimum?: number, maximum?: number): number {
  if (minimum !== undefined && value < minimum) return minimum;
  if (maximum !== undefined && value > maximum) return maximum;
  return value;
}

/** `text` with `unit` on its side, for read-only display. */
export function withUnit(text: string, unit: unknown, side: unknown): string {
  if (text === '' || typeof unit !== 'string' || unit === '') return text;
  return side === 'LEFT' ? `${unit} ${text}` : `${text} ${unit}`;
}
