/** Replaced at build time (vite.config.ts `define`). */
declare const __PLATFORM_VERSION__: string;
/** Version query of the translation files: the platform version plus a hash of their content. */
declare const __LOCALES_VERSION__: string;
/** Build flag: poll the user's permissions every second instead of fetching them when the user changes. */
declare const __LIVE_PERMISSION_CHECK__: boolean;
