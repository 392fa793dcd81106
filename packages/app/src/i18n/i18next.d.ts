import type backendValidations from '../../public/locales/en/backend-validations.json';
import type classifiers from '../../public/locales/en/classifiers.json';
import type frontendValidations from '../../public/locales/en/frontend-validations.json';
import type global from '../../public/locales/en/global.json';
import type lending from '../../public/locales/en/lending.json';
import type localization from '../../public/locales/en/localization.json';
import type uiContext from '../../public/locales/en/UI-context.json';

// The English files define which keys exist: a `t()` call with a key they lack does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'global';
    resources: {
      global: typeof global;
      lending: typeof lending;
      classifiers: typeof classifiers;
      'UI-context': typeof uiContext;
      'frontend-validations': typeof frontendValidations;
      'backend-validations': typeof backendValidations;
      localization: typeof localization;
    };
  }
}
