import { useEffect, useState } from 'react';
import type { IconDrawing } from './iconCatalogue.js';

/** The icons by name, as stored in `iconName`. */
export type IconCatalogue = Readonly<Record<string, IconDrawing>>;

let loaded: IconCatalogue | undefined;
let loading: Promise<IconCatalogue> | undefined;

/** Fetches the catalogue's chunk once; every later call gets the same promise. */
export function loadIconCatalogue(): Promise<IconCatalogue> {
  loading ??= import('./iconCatalogue.js').then((module) => {
    loaded = module.ICON_CATALOGUE;
    return loaded;
  });
  return loading;
}

/**
 * The icon catalogue, or undefined while its chunk is on its way: the drawings of all 250 icons stay out of
 * the bundles of the screens and forms that show only a few of them.
 */
export function useIconCatalogue(): IconCatalogue | undefined {
  const [catalogue, setCatalogue] = useState(loaded);
  useEffect(() => {
    if (catalogue !== undefined) return;
    let current = true;
    void loadIconCatalogue().then((result) => {
      if (current) setCatalogue(result);
    });
    return () => {
      current = false;
    };
  }, [catalogue]);
  return catalogue;
}
