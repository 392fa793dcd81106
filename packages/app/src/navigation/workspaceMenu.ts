import { screenMenuEntry } from '../resources/screenMenuEntry.js';
import {
  claims,
  dashboard,
  events,
  loanApplications,
  loans,
  persons,
  policies,
  products,
  quotes,
  savedQueries,
} from '../resources/workspaceResources.js';
import { visibleItems, type MenuItem } from './menu.js';
import { can, supports, type NavigationContext } from './navigationContext.js';
import { productTree } from './productTree.js';
import { savedQueryItems } from './savedQueryItems.js';

const workspaceQuery = (id: string) => savedQueries.paths.view(id);

/**
 * The workspace sidebar: every section the user's permissions and the tenant's supported product types
 * allow, without sections that would be empty. Entries that open a screen take its address and permission
 * from the screen's resource.
 */
export function workspaceMenu(context: NavigationContext): MenuItem[] {
  const t = context.translate;
  const insurance = supports(context, 'INSURANCE');
  const lending = supports(context, 'LENDING');
  const newItem = (id: string, label: string, productType: 'INSURANCE' | 'LENDING'): MenuItem | false =>
    can(context, products.screens.newQuote.permission) && {
      id,
      label,
      icon: 'add',
      children: productTree(context, {
        productType,
        productAddress: (product) => products.paths.newQuote(product.id),
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
    insurance && screenMenuEntry(context, dashboard, 'view', { id: 'dashboard', icon: 'dashboard' }),
    {
      id: 'persons',
      label: t('menu.persons'),
      icon: 'persons',
      children: visibleItems([
        screenMenuEntry(context, persons, 'createLegal', { id: 'new-legal-person', icon: 'add' }),
        screenMenuEntry(context, persons, 'createPrivate', { id: 'new-private-person', icon: 'add' }),
        screenMenuEntry(context, persons, 'list', { id: 'person-list', icon: 'list' }),
        ...savedQueryItems(context, 'PARTIES', workspaceQuery),
      ]),
    },
    lending && {
      id: 'loan-applications',
      label: t('lending:loanApplications'),
      icon: 'loanApplications',
      children: visibleItems([
        newItem('new-loan-application', t('lending:newLoanApplication'), 'LENDING'),
        screenMenuEntry(context, loanApplications, 'list', { id: 'loan-application-list', icon: 'list' }),
        ...savedQueryItems(context, 'LOAN_APPLICATIONS', workspaceQuery),
      ]),
    },
    insurance && {
      id: 'quotes',
      label: t('menu.quotes'),
      icon: 'quotes',
      children: visibleItems([
        newItem('new-quote', t('menu.newQuote'), 'INSURANCE'),
        screenMenuEntry(context, quotes, 'list', { id: 'quote-list', icon: 'list' }),
        ...savedQueryItems(context, 'INSURANCE_QUOTES', workspaceQuery),
      ]),
    },
    lending && {
      id: 'loans',
      label: t('lending:loans'),
      icon: 'loans',
      children: visibleItems([
        screenMenuEntry(context, loans, 'list', { id: 'loan-list', icon: 'list' }),
        ...savedQueryItems(context, 'LOANS', workspaceQuery),
      ]),
    },
    lending && queriesOnly('portfolio', t('lending:portfolio'), 'portfolio', 'LOAN_PORTFOLIO'),
    lending &&
      queriesOnly('interest-income', t('lending:interestIncome'), 'interestIncome', 'INTEREST_INCOME'),
    lending && queriesOnly('payments', t('lending:payments'), 'payments', 'PAYMENTS'),
    insurance && {
      id: 'policies',
      label: t('menu.policies'),
      icon: 'policies',
      children: visibleItems([
        screenMenuEntry(context, policies, 'list', { id: 'policy-list', icon: 'list' }),
        ...savedQueryItems(context, 'POLICIES', workspaceQuery),
      ]),
    },
    insurance && {
      id: 'claims',
      label: t('menu.claims'),
      icon: 'claims',
      children: visibleItems([
        screenMenuEntry(context, claims, 'list', { id: 'claim-list', icon: 'list' }),
        ...savedQueryItems(context, 'CLAIMS', workspaceQuery),
      ]),
    },
    screenMenuEntry(context, events, 'view', { id: 'events', icon: 'events' }),
  ]);
}
