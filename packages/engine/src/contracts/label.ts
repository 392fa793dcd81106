import Type, { type Static } from 'typebox';
import {
  LABEL_ASSOCIATION_TYPES,
  LABEL_COLORS,
  type LabelAssociationType,
  type LabelColor,
} from '../definitions/label.js';
import { WireObject } from './common.js';

/** A label attached to a record, with the label's name (`/api/label-associations`). */
export const AttachedLabel = WireObject({
  id: Type.String({ format: 'uuid' }),
  labelId: Type.String({ format: 'uuid' }),
  refId: Type.String({ format: 'uuid' }),
  type: Type.Unsafe<LabelAssociationType>({ enum: [...LABEL_ASSOCIATION_TYPES] }),
  name: Type.String(),
  /** The label's colour in the palette, so a chip is drawn without reading the label list. */
  color: Type.Unsafe<LabelColor>({ enum: [...LABEL_COLORS] }),
});
export type AttachedLabel = Static<typeof AttachedLabel>;

/** The ids of labels to attach to one record. */
export const LabelIds = Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100 });
export type LabelIds = Static<typeof LabelIds>;
