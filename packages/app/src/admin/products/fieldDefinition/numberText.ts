const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number typed in a definition field (`12`, `-0.5`); undefined for anything else, blank included. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : undefined;
}

/** The non-blank lines of a text, trimmed: the items of a list typed one a line. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
