/** The list with the item at `index` moved `by` places (-1 up, 1 down); unchanged when it would leave the list. */
export function moveItem<T>(items: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item as T);
  return moved;
}
