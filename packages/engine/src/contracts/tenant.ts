import Type, { type Static } from 'typebox';
import type { TenantSettings } from '../definitions/tenantSettings.js';
import { LOGO_TYPES } from '../domain/enumerations.js';
import { WireObject } from './common.js';
import { Profile } from './profile.js';
import { SharedSchema } from './sharedSchemas.js';

/**
 * `POST /api/public/tenants`: a new tenant and its first administrator. Every part may be missing so
 * that the server answers each one's own message (required, too short, taken).
 */
export const TenantRegistration = WireObject({
  tenant: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
  confirmPassword: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type TenantRegistration = Static<typeof TenantRegistration>;

/** The addresses of the issuers the users of a tenant sign in with. */
export const Logins = Type.Array(Type.String());
export type Logins = Static<typeof Logins>;

/** The registered tenant: its id, its code (the account name) and where its users sign in. */
export const RegisteredTenant = WireObject({
  id: Type.String({ format: 'uuid' }),
  code: Type.String(),
  logins: Logins,
});
export type RegisteredTenant = Static<typeof RegisteredTenant>;

/** `GET /api/tenant/context`: the signed-in user's profile and their tenant. */
export const TenantContext = WireObject({
  profile: Profile,
  tenant: WireObject({
    id: Type.String({ format: 'uuid' }),
    code: Type.String(),
    name: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type TenantContext = Static<typeof TenantContext>;

/** The tenant settings as `/api/tenant/settings` answers them: with the reader's profile and image addresses. */
export const ShellSettings = SharedSchema<TenantSettings>('tenant-settings');
export type ShellSettings = Static<typeof ShellSettings>;

/** An uploaded logo or wallpaper and its public address. */
export const TenantImage = WireObject({
  logoType: Type.Union([Type.Literal(LOGO_TYPES[0]), Type.Literal(LOGO_TYPES[1])]),
  url: Type.String(),
});
export type TenantImage = Static<typeof TenantImage>;

/** The runtime configuration the browser reads before sign-in (`GET /.oidc-client`). */
export const OidcClientConfig = WireObject({
  /** The issuer to sign in with when the deployment names a tenant; otherwise chosen by account name. */
  issuer: Type.Union([Type.String(), Type.Null()]),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  wallpaperUrl: Type.Union([Type.String(), Type.Null()]),
  tenant: Type.Union([Type.String(), Type.Null()]),
});
export type OidcClientConfig = Static<typeof OidcClientConfig>;
