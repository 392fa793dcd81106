import type { Listener } from '../store/formStore.js';
import { isWithin } from '../store/paths.js';

/**
 * The fields on screen, by path, with their elements: errors of paths not among them are listed in the
 * summary, and the first field in error (in document order) receives focus. A card whose content is not
 * rendered yet (still far from the viewport) covers every path under it: its fields count as on screen and
 * the card stands in for them. Listeners hear of changes in one batch per task, so mounting a thousand
 * fields wakes them once.
 */
export interface MountedFields {
  mount(path: string, element: HTMLElement): () => void;
  /** Registers `element` as standing in for every path under `path` until the returned function is called. */
  cover(path: string, element: HTMLElement): () => void;
  has(path: string): boolean;
  /** Elements showing `paths` (a field, or the card covering it), in document order. */
  inDocumentOrder(paths: Iterable<string>): HTMLElement[];
  /** Whether `element` is a card standing in for fields not rendered yet. */
  isCover(element: HTMLElement): boolean;
  subscribe(listener: Listener): () => void;
}

export function createMountedFields(): MountedFields {
  const elements = new Map<string, HTMLElement>();
  const covers = new Map<string, HTMLElement>();
  const listeners = new Set<Listener>();
  let scheduled = false;
  const changed = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      listeners.forEach((listener) => listener());
    });
  };
  const register = (registry: Map<string, HTMLElement>, path: string, element: HTMLElement) => {
    registry.set(path, element);
    changed();
    return () => {
      if (registry.get(path) === element) registry.delete(path);
      changed();
    };
  };
  const elementFor = (path: string): HTMLElement | undefined => {
    const element = elements.get(path);
    if (element) return element;
    for (const [covered, card] of covers) if (isWithin(path, covered)) return card;
    return undefined;
  };
  return {
    mount: (path, element) => register(elements, path, element),
    cover: (path, element) => register(covers, path, element),
    has: (path) => elementFor(path) !== undefined,
    inDocumentOrder(paths) {
      const found = [...new Set([...paths].flatMap((path) => elementFor(path) ?? []))];
      return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    },
    isCover: (element) => [...covers.values()].includes(element),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
