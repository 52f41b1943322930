import 'i18next';
import type { catalogues } from './catalogues.js';

// Keys are checked by the compiler: `t('farms:card.closes')` fails type-checking when English lacks it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof catalogues)['en'];
    returnNull: false;
  }
}
