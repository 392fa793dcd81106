/** An icon name as words for people and screen readers: `DirectionsCar` reads "Directions Car". */
export function iconLabel(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether an icon name matches what was typed, ignoring case and spaces ("directions car", "car"). */
export function matchesIconQuery(name: string, query: string): boolean {
  return letters(name).includes(letters(query));
}
