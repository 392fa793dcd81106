/**
 * English defaults of the few strings the widgets own. Everything else a user reads (titles, help, lookup
 * values, validation messages) arrives already translated in the compiled schema or from the validator.
 */
export const DEFAULT_MESSAGES = {
  yes: 'Yes',
  no: 'No',
  add: 'Add',
  remove: 'Remove',
  moveUp: 'Move up',
  moveDown: 'Move down',
  expand: 'Expand',
  collapse: 'Collapse',
  search: 'Search',
  currency: 'Currency',
  noOptions: 'No options',
  loading: 'Loading…',
  createNew: 'Create new',
  noRecordsToDisplay: 'No records to display',
  dataLoading: 'Loading data…',
  export: 'Export',
  rowsPerPage: 'Rows per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  /** Between a page's rows and how many there are: "1–10 of 25". */
  of: 'of',
  /** Before a count that is a lower bound: "1–10 of more than 1,000". */
  moreThan: 'more than',
  errorsOutsideForm: 'Please correct these errors',
} as const;

export type MessageKey = keyof typeof DEFAULT_MESSAGES;

/** An integrator's translation function (e.g. i18next's `t` bound to a namespace); undefined falls back. */
export type Translate = (key: MessageKey) => string | undefined;
