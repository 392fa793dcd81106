/**
 * The API keys and accounts the demo's stand-ins take (not secrets: they open nothing but the stand-ins). Apart
 * from the stand-ins themselves, so that the browser stories can read them without the server's modules.
 */
export const DEMO_SMS_API_KEY = 'demo-infobip-key';
export const DEMO_MAILGUN_API_KEY = 'demo-mailgun-key';
export const DEMO_CREDITINFO_ACCOUNT = { username: 'coverline-demo', password: 'demo-creditinfo-password' };
