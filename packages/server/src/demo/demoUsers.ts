// Apart from the demo tenant's making, so that end-to-end tests sign in without importing the server.
export const DEMO_TENANT = 'demo';
/** The intermediary the demo partner works for. */
export const DEMO_INTERMEDIARY_NAME = 'Baltic Insurance Brokers';

export interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** What the user may do, for the printed welcome. */
  role: string;
}

/** The demo users, with the documented passwords (README "Demo tenant"). */
export const DEMO_USERS = {
  administrator: {
    email: 'admin@demo.example.com',
    password: 'Demo-admin-2026',
    firstName: 'Ilze',
    lastName: 'Kalniņa',
    role: 'administrator (every permission)',
  },
  partner: {
    email: 'partner@demo.example.com',
    password: 'Demo-partner-2026',
    firstName: 'Mārtiņš',
    lastName: 'Ozols',
    role: 'partner (restricted)',
  },
  viewer: {
    email: 'viewer@demo.example.com',
    password: 'Demo-viewer-2026',
    firstName: 'Eva',
    lastName: 'Liepa',
    role: 'read-only',
  },
} as const satisfies Record<string, DemoUser>;
