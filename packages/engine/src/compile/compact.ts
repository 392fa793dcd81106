/** `entries` without the undefined values, so compiled output carries only what applies. */
export function compact<T extends object>(entries: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) result[key] = value;
  return result as T;
}
