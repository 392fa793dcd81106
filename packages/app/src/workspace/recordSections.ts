import { recordSection } from '../kit/recordSection.js';

// The sections of the record pages drawn after their form or view (see recordSection).
export const PaymentScheduleSection = recordSection(
  async () => (await import('./quotes/PaymentScheduleSection.js')).PaymentScheduleSection,
);
export const LoanScheduleSection = recordSection(
  async () => (await import('./quotes/LoanScheduleSection.js')).LoanScheduleSection,
);
export const SavedQueryPanels = recordSection(
  async () => (await import('./queries/SavedQueryPanels.js')).SavedQueryPanels,
);
export const PartyRecords = recordSection(
  async () => (await import('./persons/PartyRecords.js')).PartyRecords,
);
