/** The platform version shown in the footer, fixed when the app is built. */
export const PLATFORM_VERSION: string = __PLATFORM_VERSION__;

/** Appended to translation file addresses so that a new deployment is never served stale texts. */
export const LOCALES_VERSION: string = __LOCALES_VERSION__;

/** The first year of the copyright range in the footer. */
export const COPYRIGHT_START_YEAR = 2021;

/** When set at build time, permissions are polled every second. */
export const LIVE_PERMISSION_CHECK: boolean = __LIVE_PERMISSION_CHECK__;
export const PERMISSION_POLL_INTERVAL_MS = 1000;
