import { adminScreen, type AdminScreen } from '../common/adminScreen.js';
import { QueryEditorPage } from './QueryEditorPage.js';
import { QueryListPage } from './QueryListPage.js';

/** The saved query screens of the admin area. */
export const QUERY_SCREENS: readonly AdminScreen[] = [
  adminScreen('/admin-area/queries/:type', <QueryListPage />),
  adminScreen('/admin-area/queries/:type/new', <QueryEditorPage />),
  adminScreen('/admin-area/queries/:type/:id', <QueryEditorPage />),
  adminScreen('/admin-area/query/:id', <QueryEditorPage />),
];
