import { useEffect, useState } from 'react';
import { whenDrawn } from '../whenIdle.js';
import type { IconCatalogue, IconDrawing } from './iconCatalogue.js';

/**
 * The catalogue (names to their drawings' loaders) is a chunk of its own too: its 250 hashed file names do not
 * compress (some 5 kB gzip), and the signed-in frame, which draws catalogue icons, should not carry it.
 */
let catalogue: Promise<IconCatalogue> | undefined;
let loadedCatalogue: IconCatalogue | undefined;
const catalogueLoaded = () =>
  (catalogue ??= import('./iconCatalogue.js').then(
    (module) => (loadedCatalogue = module.ICON_CATALOGUE),
    (error: unknown) => {
      // Asked for again next time: the network may be back.
      catalogue = undefined;
      throw error;
    },
  ));

/** Whether the catalogue, once here, has an icon of that name (not merely a property every object inherits). */
const inCatalogue = (icons: IconCatalogue, name: string) => Object.hasOwn(icons, name);

/** The names of the catalogue's icons, as stored in `iconName`, in the catalogue's order. */
export async function loadIconNames(): Promise<readonly string[]> {
  return Object.keys(await catalogueLoaded());
}

/** The names of the catalogue's icons, or undefined while the catalogue is on its way. */
export function useIconNames(): readonly string[] | undefined {
  const [names, setNames] = useState<readonly string[]>();
  useEffect(() => {
    let current = true;
    // Until the catalogue is here the names stay unknown, as while it is on its way.
    loadIconNames().then(
      (loaded) => {
        if (current) setNames(loaded);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return names;
}

/** One name's drawing (null when the catalogue has no such icon): there once loaded, and when it is. */
interface IconSlot {
  drawing?: IconDrawing | null;
  arrived: Promise<IconDrawing | null>;
  requested: boolean;
  announce(drawing: IconDrawing | null): void;
}

const slots = new Map<string, IconSlot>();

function slotOf(name: string): IconSlot {
  let slot = slots.get(name);
  if (slot === undefined) {
    let announce: IconSlot['announce'] = () => {};
    const arrived = new Promise<IconDrawing | null>((resolve) => {
      announce = resolve;
    });
    slot = { arrived, requested: false, announce };
    slots.set(name, slot);
  }
  return slot;
}

/**
 * Fetches the drawing of the icon named `name` once (null for a name the catalogue lacks, even an inherited
 * property name); every later call gets the same promise. An icon is decoration: one that could not be fetched
 * (the network, a chunk gone with a new release) stays an empty box, and is asked for again when next shown.
 */
export function loadIcon(name: string): Promise<IconDrawing | null> {
  const slot = slotOf(name);
  if (!slot.requested) {
    slot.requested = true;
    catalogueLoaded()
      .then(async (icons) => (inCatalogue(icons, name) ? (await icons[name]!()).default : null))
      .then(
        (drawing) => {
          slot.drawing = drawing;
          slot.announce(drawing);
        },
        () => {
          slot.requested = false;
        },
      );
  }
  return slot.arrived;
}

/** Fetches every drawing of the catalogue: for tests, which then see every icon at once. */
export async function loadIconCatalogue(): Promise<void> {
  await Promise.all((await loadIconNames()).map(loadIcon));
}

/**
 * The drawing of the icon named `name`: undefined while it is on its way, null for no name or one the catalogue
 * lacks. Asked for once the page has been drawn; with `load: false` only awaited, not asked for: for icons that
 * can wait until something else (`loadIcon`) fetches them, such as those of a first screen's frame.
 */
export function useIcon(
  name: string | undefined,
  { load = true }: { load?: boolean } = {},
): IconDrawing | null | undefined {
  const drawingOf = (of: string | undefined) =>
    of === undefined || (loadedCatalogue !== undefined && !inCatalogue(loadedCatalogue, of))
      ? null
      : slots.get(of)?.drawing;
  const [shown, setShown] = useState(() => ({ name, drawing: drawingOf(name) }));
  const drawing = shown.name === name ? shown.drawing : drawingOf(name);
  useEffect(() => {
    if (name === undefined || drawing !== undefined) return;
    let current = true;
    void slotOf(name).arrived.then((arrived) => {
      if (current) setShown({ name, drawing: arrived });
    });
    // Asked for once the page has been drawn: a record's card icons would otherwise fetch the catalogue
    // while its fields, drawn a turn later, are still to come.
    const cancel = load ? whenDrawn(() => void loadIcon(name)) : () => {};
    return () => {
      current = false;
      cancel();
    };
  }, [drawing, load, name]);
  return drawing;
}
