import { getDefaultRegistry } from '@rjsf/core';
import { generateTheme } from '@rjsf/mui';
import {
  createSchemaUtils,
  englishStringTranslator,
  type Registry,
  type RegistryWidgetsType,
  type RJSFSchema,
} from '@rjsf/utils';
import { engineValidator } from './engineValidator.js';

const theme = generateTheme();

/**
 * A complete RJSF registry (MUI theme templates and widgets, then ours) for the widgets our form shell renders:
 * any RJSF widget, ours or third-party, receives the same `registry` it would inside a stock `<Form>`. Its
 * schema utilities validate with the engine (`engineValidator`, messages in `locale`).
 */
export function createRegistry(
  rootSchema: RJSFSchema,
  widgets: RegistryWidgetsType,
  locale?: string,
): Registry {
  const defaults = getDefaultRegistry();
  return {
    ...defaults,
    templates: {
      ...defaults.templates,
      ...theme.templates,
      ButtonTemplates: { ...defaults.templates.ButtonTemplates, ...theme.templates?.ButtonTemplates },
    },
    widgets: { ...defaults.widgets, ...theme.widgets, ...widgets },
    rootSchema,
    schemaUtils: createSchemaUtils(engineValidator(locale), rootSchema),
    translateString: englishStringTranslator,
  };
}
