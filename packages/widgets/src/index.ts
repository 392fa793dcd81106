export { DEFAULT_MESSAGES, type MessageKey, type Translate } from './context/messages.js';
export {
  useWidgets,
  WidgetsProvider,
  type ErrorSeverity,
  type PartyPage,
  type PartyReference,
  type PartySearch,
  type PartyType,
  type WidgetsProviderProps,
  type WidgetsSettings,
} from './context/WidgetsContext.js';
export { lazyComponent, type LazyComponent, type LazyComponentOptions } from './lazyComponent.js';
export { whenDrawn, whenIdle } from './whenIdle.js';
export { LazyAlert } from './feedback/LazyAlert.js';
export type { IconDrawing } from './icons/iconCatalogue.js';
export { IconByName, type IconByNameProps } from './icons/IconByName.js';
export { iconLabel, matchesIconQuery } from './icons/iconNames.js';
export { loadIcon, loadIconCatalogue, useIconNames } from './icons/useIcon.js';
export { SchemaForm, type SchemaFormProps, type SubmitInfo } from './form/SchemaForm.js';
export { SchemaView, type SchemaViewProps } from './view/SchemaView.js';
export {
  preloadSchemaTableRows,
  SchemaTable,
  TABLE_SEARCH_DEBOUNCE_MS,
  type SchemaTableProps,
} from './table/SchemaTable.js';
export { TablePager, type TablePagerProps } from './table/TablePager.js';
export {
  parseSorting,
  savedQueryColumns,
  toggleSorting,
  type ColumnSort,
  type TableColumn,
} from './table/savedQueryColumns.js';
export { formatCell, type CellFormatting } from './table/formatCell.js';
export { coverlineWidgets } from './widgets/coverlineWidgets.js';
export { preloadFieldEditors } from './widgets/fieldEditors.js';
export type { CoverlineWidgetProps } from './widgets/widgetProps.js';
export { IntegerArrayWidget, StringArrayWidget } from './widgets/ChipArrayWidget.js';
export { CodeSelect, type CodeSelectProps } from './widgets/CodeSelect.js';
export { CurrencyWidget } from './widgets/CurrencyWidget.js';
export { CustomerWidget } from './widgets/CustomerWidget.js';
export { PartySearchField, type PartySearchFieldProps } from './widgets/PartySearchField.js';
export { partyLabel } from './widgets/partyLabel.js';
export { DateField, type DateFieldProps } from './widgets/DateField.js';
export { DateTimeWidget, DateWidget } from './widgets/DateWidget.js';
export { LookupWidget } from './widgets/LookupWidget.js';
export { MoneyWidget, type Money } from './widgets/MoneyWidget.js';
export { NumericWidget } from './widgets/NumericWidget.js';
export { useNumberInput, type NumberInputOptions } from './widgets/useNumberInput.js';
export { PhoneWidget } from './widgets/PhoneWidget.js';
export { TextareaWidget, TextWidget } from './widgets/TextWidget.js';
export { YesNoWidget } from './widgets/YesNoWidget.js';
