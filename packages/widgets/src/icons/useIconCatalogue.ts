import { useEffect, useState } from 'react';
import type { IconDrawing } from './iconCatalogue.js';

/** The icons by name, as stored in `iconName`. */
export type IconCatalogue = Readonly<Record<string, IconDrawing>>;

let loaded: IconCatalogue | undefined;
let loading: Promise<IconCatalogue> | undefined;
let announceLoaded: (catalogue: IconCatalogue) => void = () => {};
/** Settles when the catalogue has arrived, whoever asked for it. */
const arrived = new Promise<IconCatalogue>((resolve) => {
  announceLoaded = resolve;
});

/** Fetches the catalogue's chunk once; every later call gets the same promise. */
export function loadIconCatalogue(): Promise<IconCatalogue> {
  loading ??= import('./iconCatalogue.js').then((module) => {
    loaded = module.ICON_CATALOGUE;
    announceLoaded(loaded);
    return loaded;
  });
  return loading;
}

/**
 * The icon catalogue, or undefined while its chunk is on its way: the drawings of all 250 icons stay out of
 * the bundles of the screens and forms that show only a few of them. With `load: false` the catalogue is only
 * awaited, not asked for: for icons that can wait until something else (or `loadIconCatalogue`) fetches it,
 * such as those of a first screen's frame.
 */
export function useIconCatalogue({ load = true }: { load?: boolean } = {}): IconCatalogue | undefined {
  const [catalogue, setCatalogue] = useState(loaded);
  useEffect(() => {
    if (catalogue !== undefined) return;
    let current = true;
    void (load ? loadIconCatalogue() : arrived).then((result) => {
      if (current) setCatalogue(result);
    });
    return () => {
      current = false;
    };
  }, [catalogue, load]);
  return catalogue;
}
