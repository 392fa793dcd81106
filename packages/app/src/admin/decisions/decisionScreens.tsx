import { adminScreen, type AdminScreen } from '../common/adminScreen.js';
import { DecisionEditorPage } from './DecisionEditorPage.js';
import { DecisionListPage } from './DecisionListPage.js';

/** The decision screens of the admin area. */
export const DECISION_SCREENS: readonly AdminScreen[] = [
  adminScreen('/admin-area/decisions/:queryObjectName', <DecisionListPage />),
  adminScreen('/admin-area/decisions/:queryObjectName/new', <DecisionEditorPage />),
  adminScreen('/admin-area/decisions/:queryObjectName/:id', <DecisionEditorPage />),
];
