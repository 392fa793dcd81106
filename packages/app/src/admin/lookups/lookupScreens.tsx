import { adminScreen, type AdminScreen } from '../common/adminScreen.js';
import { LookupListPage } from './LookupListPage.js';
import { LookupPage } from './LookupPage.js';

/** The lookup screens of the admin area. */
export const LOOKUP_SCREENS: readonly AdminScreen[] = [
  adminScreen('/admin-area/lookups', <LookupListPage />),
  adminScreen('/admin-area/lookups/:id', <LookupPage />),
];
