import { adminScreen, type AdminScreen } from '../common/adminScreen.js';
import { LabelsPage } from './LabelsPage.js';

/** The labels screen of the admin area (administration.md §2 "Labels"). */
export const LABEL_SCREENS: readonly AdminScreen[] = [adminScreen('/admin-area/labels', <LabelsPage />)];
