import { adminScreen, type AdminScreen } from '../common/adminScreen.js';
import { LabelsPage } from './LabelsPage.js';

/** The labels screen of the admin area. */
export const LABEL_SCREENS: readonly AdminScreen[] = [adminScreen('/admin-area/labels', <LabelsPage />)];
