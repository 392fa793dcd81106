import type { QueryResultRow } from '@coverline/engine';

/** A row as the table reads it: dotted column keys (`vehicle.make`) become nested properties. */
export function tableRow({ id, values }: QueryResultRow): Record<string, unknown> {
  const row: Record<string, unknown> = { id };
  for (const [key, value] of Object.entries(values)) {
    const path = key.split('.');
    let target = row;
    for (const step of path.slice(0, -1)) {
      const next = target[step];
      target = (typeof next === 'object' && next !== null ? next : (target[step] = {})) as Record<
        string,
        unknown
      >;
    }
    target[path.at(-1) as string] = value;
  }
  return row;
}
