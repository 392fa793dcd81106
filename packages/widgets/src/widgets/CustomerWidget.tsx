import type { CoverlineWidgetProps } from './widgetProps.js';
import type { PartyReference, PartyType } from '../context/WidgetsContext.js';
import type { CustomerProps } from './CustomerEditor.js';
import { textViewWidget } from './fieldEditor.js';
import { ALL_PARTY_TYPES, partyLabel } from './partyLabel.js';

function isParty(value: unknown): value is PartyReference {
  return value !== null && typeof value === 'object' && typeof (value as PartyReference).id === 'string';
}

const shown = ({ party }: CustomerProps) => (party ? partyLabel(party) : undefined);

const CustomerField = textViewWidget<CustomerProps>(
  async () => (await import('./CustomerEditor.js')).CustomerEditor,
  shown,
);

/**
 * Customer fields: a party found through the integrator's `searchParties` (debounced, 10 per page, more on
 * scrolling, only the field's `partyTypes`), with a "create new" hook when `onCreateParty` is given.
 */
export function CustomerWidget(props: CoverlineWidgetProps) {
  const { options, value } = props;
  const partyTypes = Array.isArray(options.partyTypes)
    ? (options.partyTypes as PartyType[])
    : ALL_PARTY_TYPES;
  return <CustomerField {...props} party={isParty(value) ? value : null} partyTypes={partyTypes} />;
}
