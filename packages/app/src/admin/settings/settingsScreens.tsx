import { adminScreen, type AdminScreen } from '../common/adminScreen.js';
import { SettingsPage } from './SettingsPage.js';

/** The general settings screen of the admin area. */
export const SETTINGS_SCREENS: readonly AdminScreen[] = [
  adminScreen('/admin-area/settings', <SettingsPage />),
];
