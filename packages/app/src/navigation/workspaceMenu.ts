import { visibleItems, type MenuItem } from './menu.js';
import { can, supports, type NavigationContext } from './navigationContext.js';
import { productTree } from './productTree.js';
import { savedQueryItems } from './savedQueryItems.js';

const workspaceQuery = (id: string) => `/workspace/query/${id}`;

/**
 * The workspace sidebar (foundations.md §2 "Workspace sidebar"): every section the user's permissions and
 * the tenant's supported product types allow, without sections that would be empty.
 */
export function workspaceMenu(context: NavigationContext): MenuItem[] {
  const t = context.translate;
  const insurance = supports(context, 'INSURANCE');
  const lending = supports(context, 'LENDING');
  const newItem = (id: string, label: string, productType: 'INSURANCE' | 'LENDING'): MenuItem | false =>
    can(context, 'quote:Init') && {
      id,
      label,
      icon: 'add',
      children: productTree(context, {
        productType,
        productAddress: (product) => `/workspace/products/${product.id}/new`,
      }),
    };
  const queriesOnly = (
    id: string,
    label: string,
    icon: MenuItem['icon'],
    queryObject: Parameters<typeof savedQueryItems>[1],
  ): MenuItem => ({
    id,
    label,
    ...(icon === undefined ? {} : { icon }),
    children: savedQueryItems(context, queryObject, workspaceQuery),
  });

  return visibleItems([
    insurance &&
      can(context, 'dashboard:Read') && {
        id: 'dashboard',
        label: t('menu.dashboard'),
        icon: 'dashboard',
        to: '/workspace/dashboard',
      },
    {
      id: 'persons',
      label: t('menu.persons'),
      icon: 'persons',
      children: visibleItems([
        can(context, 'party:Create') && {
          id: 'new-legal-person',
          label: t('menu.newLegalPerson'),
          icon: 'add',
          to: '/workspace/persons/legal/new',
        },
        can(context, 'party:Create') && {
          id: 'new-private-person',
          label: t('menu.newPrivatePerson'),
          icon: 'add',
          to: '/workspace/persons/private/new',
        },
        ...savedQueryItems(context, 'PARTIES', workspaceQuery),
      ]),
    },
    lending && {
      id: 'loan-applications',
      label: t('lending:loanApplications'),
      icon: 'loanApplications',
      children: visibleItems([
        newItem('new-loan-application', t('lending:newLoanApplication'), 'LENDING'),
        ...savedQueryItems(context, 'LOAN_APPLICATIONS', workspaceQuery),
      ]),
    },
    insurance && {
      id: 'quotes',
      label: t('menu.quotes'),
      icon: 'quotes',
      children: visibleItems([
        newItem('new-quote', t('menu.newQuote'), 'INSURANCE'),
        can(context, 'quote:Find') && {
          id: 'quote-list',
          label: t('menu.quoteList'),
          icon: 'list',
          to: '/workspace/quotes',
        },
        ...savedQueryItems(context, 'INSURANCE_QUOTES', workspaceQuery),
      ]),
    },
    lending && queriesOnly('loans', t('lending:loans'), 'loans', 'LOANS'),
    lending && queriesOnly('portfolio', t('lending:portfolio'), 'portfolio', 'LOAN_PORTFOLIO'),
    lending &&
      queriesOnly('interest-income', t('lending:interestIncome'), 'interestIncome', 'INTEREST_INCOME'),
    lending && queriesOnly('payments', t('lending:payments'), 'payments', 'PAYMENTS'),
    insurance && {
      id: 'policies',
      label: t('menu.policies'),
      icon: 'policies',
      children: visibleItems([
        can(context, 'contract:Find') && {
          id: 'policy-list',
          label: t('menu.policyList'),
          icon: 'list',
          to: '/workspace/policies',
        },
        ...savedQueryItems(context, 'POLICIES', workspaceQuery),
      ]),
    },
    insurance && {
      id: 'claims',
      label: t('menu.claims'),
      icon: 'claims',
      children: visibleItems([
        can(context, 'claim:Find') && {
          id: 'claim-list',
          label: t('menu.claimList'),
          icon: 'list',
          to: '/workspace/claims',
        },
        ...savedQueryItems(context, 'CLAIMS', workspaceQuery),
      ]),
    },
    can(context, 'activity:ReadRecent') && {
      id: 'events',
      label: t('menu.events'),
      icon: 'events',
      to: '/workspace/events',
    },
  ]);
}
