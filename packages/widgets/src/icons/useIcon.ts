import { useEffect, useState } from 'react';
import { ICON_CATALOGUE, type IconDrawing } from './iconCatalogue.js';

/** The names of the catalogue's icons, as stored in `iconName`, in the catalogue's order. */
export const ICON_NAMES: readonly string[] = Object.keys(ICON_CATALOGUE);

/** Whether `name` is a catalogue icon's (not merely a property every object inherits). */
export const isIconName = (name: unknown): name is string =>
  typeof name === 'string' && Object.hasOwn(ICON_CATALOGUE, name);

/** One icon's drawing: there once loaded, and a promise that settles when it is, whoever asked for it. */
interface IconSlot {
  drawing?: IconDrawing;
  arrived: Promise<IconDrawing>;
  requested: boolean;
  announce(drawing: IconDrawing): void;
}

const slots = new Map<string, IconSlot>();

function slotOf(name: string): IconSlot {
  let slot = slots.get(name);
  if (slot === undefined) {
    let announce: (drawing: IconDrawing) => void = () => {};
    const arrived = new Promise<IconDrawing>((resolve) => {
      announce = resolve;
    });
    slot = { arrived, requested: false, announce };
    slots.set(name, slot);
  }
  return slot;
}

/** Fetches the drawing of a catalogue icon once; every later call gets the same promise. */
export function loadIcon(name: string): Promise<IconDrawing> {
  const slot = slotOf(name);
  if (!slot.requested) {
    slot.requested = true;
    void ICON_CATALOGUE[name]?.().then(({ default: drawing }) => {
      slot.drawing = drawing;
      slot.announce(drawing);
    });
  }
  return slot.arrived;
}

/** Fetches every drawing of the catalogue: for tests, which then see every icon at once. */
export async function loadIconCatalogue(): Promise<void> {
  await Promise.all(ICON_NAMES.map(loadIcon));
}

/**
 * The drawing of a catalogue icon (`name` one of `ICON_NAMES`), or undefined while it is on its way or for no
 * name. With `load: false` it is only awaited, not asked for: for icons that can wait until something else
 * (`loadIcon`) fetches them, such as those of a first screen's frame.
 */
export function useIcon(
  name: string | undefined,
  { load = true }: { load?: boolean } = {},
): IconDrawing | undefined {
  const drawingOf = (of: string | undefined) => (of === undefined ? undefined : slots.get(of)?.drawing);
  const [shown, setShown] = useState(() => ({ name, drawing: drawingOf(name) }));
  const drawing = shown.name === name ? shown.drawing : drawingOf(name);
  useEffect(() => {
    if (name === undefined || drawing !== undefined) return;
    let current = true;
    void (load ? loadIcon(name) : slotOf(name).arrived).then((arrived) => {
      if (current) setShown({ name, drawing: arrived });
    });
    return () => {
      current = false;
    };
  }, [drawing, load, name]);
  return drawing;
}
