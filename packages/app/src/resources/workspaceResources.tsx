import { defineResource, PUBLIC_SCREEN, type ListColumn, type ScreenLabel } from './defineResource.js';
import { objectPanels } from '../workspace/panels/objectPanels.js';
import { lazyPage } from './lazyPage.js';

/*
 * The workspace's screen resources: each address, permission, breadcrumb, list and page is written here
 * once. The route table, the router, the sidebar, the search links and the pages' links derive from these.
 * The workspace's form screens are loaded on first use: the schema widgets come with them, not with the
 * first screen.
 */

const NewPersonPage = lazyPage(
  async () => (await import('../workspace/persons/NewPersonPage.js')).NewPersonPage,
);
const PersonPage = lazyPage(async () => (await import('../workspace/persons/PersonPage.js')).PersonPage);
const NewQuotePage = lazyPage(async () => (await import('../workspace/quotes/NewQuotePage.js')).NewQuotePage);
const DashboardPage = lazyPage(
  async () => (await import('../workspace/dashboard/DashboardPage.js')).DashboardPage,
);
const QuotePage = lazyPage(async () => (await import('../workspace/quotes/QuotePage.js')).QuotePage);
const PolicyPage = lazyPage(async () => (await import('../workspace/policies/PolicyPage.js')).PolicyPage);
const PolicyInitQuotePage = lazyPage(
  async () => (await import('../workspace/policies/PolicyInitQuotePage.js')).PolicyInitQuotePage,
);
const PolicyTransactionPage = lazyPage(
  async () => (await import('../workspace/policies/PolicyTransactionPage.js')).PolicyTransactionPage,
);
const LoanPage = lazyPage(async () => (await import('../workspace/loans/LoanPage.js')).LoanPage);
const LoanPaymentsPage = lazyPage(
  async () => (await import('../workspace/loans/LoanPaymentsPage.js')).LoanPaymentsPage,
);
const LoanTransactionPage = lazyPage(
  async () => (await import('../workspace/loans/LoanTransactionPage.js')).LoanTransactionPage,
);
const LoanInitQuotePage = lazyPage(
  async () => (await import('../workspace/loans/LoanInitQuotePage.js')).LoanInitQuotePage,
);
const EventsPage = lazyPage(async () => (await import('../workspace/events/EventsPage.js')).EventsPage);
const ClaimPage = lazyPage(async () => (await import('../workspace/claims/ClaimPage.js')).ClaimPage);
const SavedQueryPage = lazyPage(
  async () => (await import('../workspace/queries/SavedQueryPage.js')).SavedQueryPage,
);
const NewClaimPage = lazyPage(async () => (await import('../workspace/claims/NewClaimPage.js')).NewClaimPage);

/** "Edit" as the last breadcrumb of an edit form. */
const editLabel: ScreenLabel = (_params, t) => t('actions.edit');

export const persons = defineResource({
  name: 'persons',
  base: '/workspace/persons',
  label: 'routes.persons',
  icon: 'persons',
  api: '/api/parties',
  screens: {
    list: { path: '', permission: 'party:Find', menuLabel: 'menu.personList' },
    createPrivate: {
      path: 'private/new',
      permission: 'party:Create',
      label: 'routes.newPrivatePerson',
      menuLabel: 'menu.newPrivatePerson',
      element: <NewPersonPage partyType="PRIVATE" />,
    },
    createLegal: {
      path: 'legal/new',
      permission: 'party:Create',
      label: 'routes.newLegalPerson',
      menuLabel: 'menu.newLegalPerson',
      element: <NewPersonPage partyType="LEGAL" />,
    },
    view: { path: ':id', permission: 'party:*', element: <PersonPage /> },
    // The page refuses the form itself to those who may read but not update persons.
    edit: { path: ':id/edit', permission: 'party:*', label: editLabel, element: <PersonPage editing /> },
  },
  list: {
    rowId: 'id',
    columns: [
      { key: 'name', label: 'UI-context:workspace.columns.name', sortable: true },
      { key: 'partyType', label: 'UI-context:workspace.columns.partyType', classifier: 'partyTypes' },
      { key: 'code', label: 'UI-context:workspace.columns.code' },
      { key: 'email', label: 'UI-context:workspace.columns.email' },
    ],
  },
  segments: [
    { path: 'private', skip: true },
    { path: 'legal', skip: true },
  ],
  panels: objectPanels({ type: 'party', labels: 'PARTY', documents: 'parties', creditReports: true }),
});

/** The columns of both kinds of quote list: the calls answer the same items. */
const QUOTE_COLUMNS: readonly ListColumn[] = [
  { key: 'quoteNr', label: 'UI-context:workspace.columns.quoteNr', sortable: true },
  { key: 'productName', label: 'UI-context:workspace.columns.product' },
  { key: 'contracteeName', label: 'UI-context:workspace.columns.contractee' },
  {
    key: 'status',
    label: 'UI-context:workspace.columns.status',
    classifier: 'quoteStatuses',
    sortable: true,
  },
  { key: 'startDate', label: 'UI-context:workspace.columns.startDate', fieldType: 'Date', sortable: true },
  { key: 'endDate', label: 'UI-context:workspace.columns.endDate', fieldType: 'Date', sortable: true },
];

export const quotes = defineResource({
  name: 'quotes',
  base: '/workspace/quotes',
  label: 'routes.quotes',
  icon: 'quotes',
  api: '/api/quotes',
  screens: {
    list: { path: '', permission: 'quote:Find', menuLabel: 'menu.quoteList' },
    view: { path: ':id', permission: 'quote:*', element: <QuotePage productType="INSURANCE" /> },
  },
  list: { rowId: 'entityId', columns: QUOTE_COLUMNS },
  panels: objectPanels({
    type: 'quote',
    labels: 'QUOTE',
    documents: 'quotes',
    messages: 'quotes',
    enrichment: 'quotes',
  }),
});

export const loanApplications = defineResource({
  name: 'loan-applications',
  base: '/workspace/loan-applications',
  label: 'lending:loanApplications',
  icon: 'loanApplications',
  api: '/api/loan-applications',
  screens: {
    list: { path: '', permission: 'quote:Find', menuLabel: 'lending:loanApplicationList' },
    view: { path: ':id', permission: 'quote:*', element: <QuotePage productType="LENDING" /> },
  },
  list: { rowId: 'entityId', columns: QUOTE_COLUMNS },
  panels: objectPanels({
    type: 'quote',
    labels: 'LOAN_APPLICATION',
    documents: 'loan-applications',
    messages: 'loan-applications',
    enrichment: 'loan-applications',
  }),
});

/** A new quote or loan application, by the product it is for. */
export const products = defineResource({
  name: 'products',
  base: '/workspace/products',
  label: 'routes.products',
  screens: {
    newQuote: {
      path: ':id/new',
      permission: 'quote:Init',
      label: 'actions.new',
      element: <NewQuotePage />,
    },
  },
  segments: [{ path: ':id' }],
});

export const events = defineResource({
  name: 'events',
  base: '/workspace/events',
  label: 'routes.events',
  icon: 'events',
  screens: {
    view: { path: '', permission: 'activity:ReadRecent', menuLabel: 'menu.events', element: <EventsPage /> },
  },
});

export const dashboard = defineResource({
  name: 'dashboard',
  base: '/workspace/dashboard',
  label: 'routes.dashboard',
  icon: 'dashboard',
  screens: {
    view: { path: '', permission: 'dashboard:Read', menuLabel: 'menu.dashboard', element: <DashboardPage /> },
  },
});

/** The columns of both contract lists (policies, loans): the calls answer the same items. */
const CONTRACT_COLUMNS: readonly ListColumn[] = [
  { key: 'contractNumber', label: 'UI-context:workspace.columns.contractNumber', sortable: true },
  { key: 'productName', label: 'UI-context:workspace.columns.product' },
  { key: 'contracteeName', label: 'UI-context:workspace.columns.contractee' },
  {
    key: 'status',
    label: 'UI-context:workspace.columns.status',
    classifier: 'contractStatuses',
    sortable: true,
  },
  { key: 'startDate', label: 'UI-context:workspace.columns.startDate', fieldType: 'Date', sortable: true },
  { key: 'endDate', label: 'UI-context:workspace.columns.endDate', fieldType: 'Date', sortable: true },
];

export const policies = defineResource({
  name: 'policies',
  base: '/workspace/policies',
  label: 'routes.policies',
  icon: 'policies',
  api: '/api/policies',
  screens: {
    list: { path: '', permission: 'contract:Find', menuLabel: 'menu.policyList' },
    view: { path: ':id', permission: 'contract:*', element: <PolicyPage /> },
    initQuote: {
      path: ':id/init-quote/:action',
      permission: 'quote:*',
      label: 'routes.initQuote',
      element: <PolicyInitQuotePage />,
    },
    action: {
      path: ':contractId/actions/:actionId',
      permission: 'contract:*',
      element: <PolicyTransactionPage />,
    },
    newClaim: {
      path: ':id/new-claim',
      permission: 'claim:Create',
      label: 'routes.newClaim',
      element: <NewClaimPage />,
    },
  },
  list: {
    rowId: 'entityId',
    exportFormats: ['xlsx', 'csv'],
    columns: CONTRACT_COLUMNS,
  },
  segments: [
    { path: ':id/init-quote', skip: true },
    { path: ':id/actions', skip: true },
  ],
  panels: objectPanels({ type: 'contract', labels: 'POLICY', documents: 'policies', messages: 'policies' }),
});

export const loans = defineResource({
  name: 'loans',
  base: '/workspace/loans',
  label: 'lending:loans',
  icon: 'loans',
  api: '/api/loans',
  screens: {
    list: { path: '', permission: 'contract:Find', menuLabel: 'lending:loanList' },
    view: { path: ':id', permission: 'contract:*', element: <LoanPage /> },
    initQuote: {
      path: ':id/init-quote/:action',
      permission: 'quote:*',
      label: 'routes.initQuote',
      element: <LoanInitQuotePage />,
    },
    payments: {
      path: ':id/payments',
      permission: 'contract:FindPayments',
      label: 'lending:payments',
      element: <LoanPaymentsPage />,
    },
    action: {
      path: ':contractId/actions/:actionId',
      permission: 'contract:*',
      element: <LoanTransactionPage />,
    },
  },
  list: { rowId: 'entityId', exportFormats: ['xlsx', 'csv'], columns: CONTRACT_COLUMNS },
  segments: [
    { path: ':id/init-quote', skip: true },
    { path: ':id/actions', skip: true },
  ],
  panels: objectPanels({ type: 'contract', labels: 'LOAN', documents: 'loans', messages: 'loans' }),
});

export const claims = defineResource({
  name: 'claims',
  base: '/workspace/claims',
  label: 'routes.claims',
  icon: 'claims',
  api: '/api/claims',
  screens: {
    list: { path: '', permission: 'claim:Find', menuLabel: 'menu.claimList' },
    view: { path: ':id', permission: 'claim:*', element: <ClaimPage /> },
  },
  list: {
    rowId: 'entityId',
    columns: [
      { key: 'claimNr', label: 'UI-context:workspace.columns.claimNr', sortable: true },
      { key: 'productName', label: 'UI-context:workspace.columns.product', iconKey: 'productIconName' },
      { key: 'policyNr', label: 'UI-context:workspace.columns.contractNumber' },
      {
        key: 'status',
        label: 'UI-context:workspace.columns.status',
        classifier: 'claimStatuses',
        display: 'chip',
        sortable: true,
      },
      { key: 'applicantName', label: 'UI-context:workspace.claims.applicant' },
      {
        key: 'eventDateTime',
        label: 'UI-context:workspace.columns.eventDate',
        fieldType: 'DateTime',
        sortable: true,
      },
      {
        key: 'applicationDate',
        label: 'UI-context:workspace.columns.applicationDate',
        fieldType: 'Date',
        sortable: true,
      },
      {
        key: 'lossAmount',
        label: 'UI-context:workspace.columns.lossAmount',
        fieldType: 'Money',
        currencyKey: 'currency',
      },
      {
        key: 'assignedTo',
        label: 'UI-context:workspace.columns.assignedTo',
        permission: 'userAssignment:Read',
      },
    ],
    summaryKey: 'summary',
    pageParams: { page: 'pageIndex', limit: 'pageSize' },
  },
  panels: objectPanels({ type: 'claim', documents: 'claims' }),
});

export const savedQueries = defineResource({
  name: 'saved-queries',
  base: '/workspace/query',
  screens: {
    // Each saved query names its own permission, which its page checks.
    view: { path: ':id', permission: PUBLIC_SCREEN, label: 'routes.savedQuery', element: <SavedQueryPage /> },
  },
  segments: [{ path: '', skip: true }],
});

/** Every workspace resource, in the order of the route table. */
export const WORKSPACE_RESOURCES = [
  dashboard,
  events,
  persons,
  products,
  quotes,
  loanApplications,
  policies,
  loans,
  claims,
  savedQueries,
] as const;
