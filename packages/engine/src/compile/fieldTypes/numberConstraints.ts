import type { JsonSchema } from '../../condition/types.js';
import type { FieldAttributes } from '../../definitions/types.js';
import { compact } from '../compact.js';

/**
 * `attributeType` SPECIFIC → one of `allowedValues` (duplicates dropped); RANGE → within `range`, inclusive;
 * ANY → unconstrained. Without an attribute type, whichever of the two is given applies.
 */
export function numberConstraints({ attributeType, allowedValues, range }: FieldAttributes): JsonSchema {
  const specific = attributeType ? attributeType === 'SPECIFIC' : allowedValues !== undefined;
  const ranged = attributeType ? attributeType === 'RANGE' : range !== undefined;
  return {
    ...(specific && allowedValues?.length ? { enum: [...new Set(allowedValues)] } : {}),
    ...(ranged && range ? compact({ minimum: range.minValue, maximum: range.maxValue }) : {}),
  };
}
