import type { Translations } from './types.js';

/** The label palette: a default entry and 15 numbered colours, each a background and a text colour. */
export const LABEL_COLORS = [
  'default',
  'color1',
  'color2',
  'color3',
  'color4',
  'color5',
  'color6',
  'color7',
  'color8',
  'color9',
  'color10',
  'color11',
  'color12',
  'color13',
  'color14',
  'color15',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

/** A coloured tag; the tenant's labels are saved as one ordered list. */
export interface Label {
  id?: string;
  version?: number;
  name: string;
  color: LabelColor;
  translations?: Translations;
}

/** The kinds of record a label can be attached to. */
export const LABEL_ASSOCIATION_TYPES = ['QUOTE', 'LOAN_APPLICATION', 'POLICY', 'LOAN', 'PARTY'] as const;
export type LabelAssociationType = (typeof LABEL_ASSOCIATION_TYPES)[number];

/** A label attached to the record `refId`. */
export interface LabelAssociation {
  id?: string;
  labelId: string;
  refId: string;
  type: LabelAssociationType;
}
