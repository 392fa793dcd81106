/**
 * The numbers of formulas: exact decimals, `units × 10^-scale` with integer units, so that a premium of
 * 1 234.56 × 0.035 is 43.2096 and not its nearest binary fraction. Sums, differences and products are exact;
 * a quotient is rounded half away from zero to `DIVISION_SCALE` digits. Results are rounded once, to the
 * field's scale, by the same rule as money (half away from zero).
 */

/** Digits kept after the point by a division (and by any product that would keep more). */
export const DIVISION_SCALE = 20;

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Longer numbers than this (digits of units) are refused: formulas rate insurance, not astronomy. */
const MAX_DIGITS = 60;

export class Decimal {
  /** `units × 10^-scale`; scale is between 0 and DIVISION_SCALE. */
  constructor(
    readonly units: bigint,
    readonly scale: number,
  ) {}

  /** The decimal that `text` spells (`"12.50"`, `"-1e-3"`); RangeError for anything else. */
  static parse(text: string): Decimal {
    const match = DECIMAL_TEXT.exec(text.trim());
    const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
    if (!match || whole + fraction === '' || Number(exponent) > MAX_DIGITS || Number(exponent) < -400) {
      throw new RangeError(`Not a decimal number: ${JSON.stringify(text)}`);
    }
    const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
    if (digits.length > MAX_DIGITS) throw new RangeError(`Number too long: ${text}`);
    const magnitude = BigInt(digits);
    const scale = fraction.length - Number(exponent);
    const units = sign === '-' ? -magnitude : magnitude;
    return scale >= 0 ? Decimal.of(units, scale) : new Decimal(units * 10n ** BigInt(-scale), 0);
  }

  /**
   * The decimal a JSON number stands for: the shortest text that reads back as the same double (JavaScript's
   * `String(number)`), which is the text that was sent for any number of at most 15 significant digits.
   */
  static fromNumber(value: number): Decimal {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return Decimal.parse(String(value));
  }

  static fromBigInt(value: bigint): Decimal {
    return new Decimal(value, 0);
  }

  /** `units × 10^-scale`, rounded to DIVISION_SCALE digits when it has more. */
  private static of(units: bigint, scale: number): Decimal {
    return scale > DIVISION_SCALE
      ? new Decimal(units, scale).round(DIVISION_SCALE)
      : new Decimal(units, scale);
  }

  /** Both operands' units at their common scale. */
  private aligned(other: Decimal): [bigint, bigint, number] {
    const scale = Math.max(this.scale, other.scale);
    return [
      this.units * 10n ** BigInt(scale - this.scale),
      other.units * 10n ** BigInt(scale - other.scale),
      scale,
    ];
  }

  add(other: Decimal): Decimal {
    const [a, b, scale] = this.aligned(other);
    return new Decimal(a + b, scale);
  }

  subtract(other: Decimal): Decimal {
    const [a, b, scale] = this.aligned(other);
    return new Decimal(a - b, scale);
  }

  multiply(other: Decimal): Decimal {
    return Decimal.of(this.units * other.units, this.scale + other.scale);
  }

  /** Rounded half away from zero to DIVISION_SCALE digits; RangeError when dividing by zero. */
  divide(other: Decimal): Decimal {
    if (other.units === 0n) throw new RangeError('Division by zero');
    // this / other = (a / 10^sa) / (b / 10^sb); scaled to 10^-(S+1) to round on the extra digit
    const exponent = DIVISION_SCALE + 1 + other.scale - this.scale;
    const numerator = exponent >= 0 ? this.units * 10n ** BigInt(exponent) : this.units;
    const denominator = exponent >= 0 ? other.units : other.units * 10n ** BigInt(-exponent);
    return new Decimal(numerator / denominator, DIVISION_SCALE + 1).round(DIVISION_SCALE);
  }

  /** The remainder of a truncated division, with the sign of the dividend (as `%` on integers). */
  remainder(other: Decimal): Decimal {
    if (other.units === 0n) throw new RangeError('Division by zero');
    const [a, b, scale] = this.aligned(other);
    return new Decimal(a % b, scale);
  }

  negate(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  abs(): Decimal {
    return this.units < 0n ? this.negate() : this;
  }

  compare(other: Decimal): -1 | 0 | 1 {
    const [a, b] = this.aligned(other);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** Rounded half away from zero to `places` digits after the point (0 to DIVISION_SCALE). */
  round(places: number): Decimal {
    if (places >= this.scale) return this;
    const divisor = 10n ** BigInt(this.scale - places);
    const magnitude = this.units < 0n ? -this.units : this.units;
    const quotient = magnitude / divisor;
    const rounded = (magnitude % divisor) * 2n >= divisor ? quotient + 1n : quotient;
    return new Decimal(this.units < 0n ? -rounded : rounded, places);
  }

  /** Plain decimal text without exponent, with exactly `scale` digits after the point. */
  toString(): string {
    const magnitude = (this.units < 0n ? -this.units : this.units).toString().padStart(this.scale + 1, '0');
    const whole = magnitude.slice(0, magnitude.length - this.scale);
    const fraction = this.scale > 0 ? `.${magnitude.slice(-this.scale)}` : '';
    return `${this.units < 0n ? '-' : ''}${whole}${fraction}`;
  }

  /** The double nearest to the decimal (the one its text reads as); -0 becomes 0. */
  toNumber(): number {
    return Number(this.toString()) || 0;
  }
}
