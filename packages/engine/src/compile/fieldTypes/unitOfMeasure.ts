import type { FieldAttributes } from '../../definitions/types.js';
import type { UiOptions } from '../types.js';

/** The unit shown beside Integer, Numeric and IntegerArray inputs. */
export function unitOfMeasure({ unitOfMeasure, unitOfMeasureSide }: FieldAttributes): UiOptions {
  return unitOfMeasure ? { unitOfMeasure, unitOfMeasureSide: unitOfMeasureSide ?? 'RIGHT' } : {};
}
