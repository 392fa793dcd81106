/** Names of the icons the sidebar can draw (mapped to components in `layout/menuIcons.tsx`). */
export type MenuIcon =
  | 'dashboard'
  | 'persons'
  | 'quotes'
  | 'loanApplications'
  | 'loans'
  | 'portfolio'
  | 'interestIncome'
  | 'payments'
  | 'policies'
  | 'claims'
  | 'events'
  | 'productConfiguration'
  | 'products'
  | 'productGroup'
  | 'product'
  | 'objects'
  | 'lookups'
  | 'queries'
  | 'savedQuery'
  | 'decisions'
  | 'labels'
  | 'users'
  | 'groups'
  | 'intermediaries'
  | 'settings'
  | 'add'
  | 'list';

/** A link offered in an entry's "more actions" menu. */
export interface MenuAction {
  label: string;
  to: string;
}

/** One sidebar entry: a link, a group of entries, or both. Labels are already in the interface language. */
export interface MenuItem {
  id: string;
  label: string;
  icon?: MenuIcon;
  /** A catalogue icon of the entry's own (a saved query's `iconName`), drawn instead of `icon`. */
  iconName?: string;
  to?: string;
  children?: MenuItem[];
  actions?: MenuAction[];
}

/** The entry when it leads somewhere: a link, or children of which at least one does. */
export function visibleItem(item: MenuItem): MenuItem | undefined {
  if (item.children === undefined) return item.to === undefined ? undefined : item;
  const children = item.children.flatMap((child) => visibleItem(child) ?? []);
  if (children.length === 0 && item.to === undefined) return undefined;
  return { ...item, children };
}

/** The entries that lead somewhere, in order. */
export function visibleItems(items: readonly (MenuItem | false | undefined)[]): MenuItem[] {
  return items.flatMap((item) => (item ? (visibleItem(item) ?? []) : []));
}
