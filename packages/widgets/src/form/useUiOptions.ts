import type { UiOptions } from '@coverline/engine';
import { getUiOptions, type UIOptionsType, type UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';

/** The node's UI options (`ui:options` merged with `ui:*` keys, as RJSF reads them), typed with our vocabulary. */
export function useUiOptions(uiSchema: UiSchema): UIOptionsType & UiOptions {
  return useMemo(() => getUiOptions(uiSchema) as UIOptionsType & UiOptions, [uiSchema]);
}
