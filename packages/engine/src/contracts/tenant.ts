import Type, { type Static } from 'typebox';
import { INTEGRATION_PROVIDERS, INTEGRATION_TYPES } from '../definitions/integration.js';
import { HEADER_THEMES, PRIMARY_COLORS, PRODUCT_TYPES } from '../definitions/tenantSettings.js';
import { LOGO_TYPES } from '../domain/enumerations.js';
import { WireObject } from './common.js';
import { Affiliation, Profile } from './profile.js';

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

const text = Type.String();
const enumOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ enum: [...values] });

const PROVIDER_KEYS = [
  ...new Set(Object.values(INTEGRATION_PROVIDERS).flatMap((providers) => providers.map((each) => each.key))),
];

/**
 * An integration as read. Secrets are write-only: `settings` never holds them, `secretsSet` names the
 * ones that hold a value. A reader without `tenant:UpdateSettings` sees only id, name, type and enabled.
 */
export const IntegrationView = WireObject({
  id: Type.Optional(text),
  type: enumOf(INTEGRATION_TYPES),
  name: text,
  enabled: Type.Boolean(),
  version: Type.Optional(Type.Integer({ minimum: 0 })),
  provider: Type.Optional(enumOf(PROVIDER_KEYS)),
  icon: Type.Optional(text),
  lastUpdated: Type.Optional(text),
  settings: Type.Optional(Type.Record(Type.String(), text)),
  secretsSet: Type.Optional(Type.Array(text)),
});
export type IntegrationView = Static<typeof IntegrationView>;

/**
 * The tenant settings as `/api/tenant/settings` answers them, with the reader's profile and the image
 * addresses. The shape of `schemas/tenant-settings.schema.json`, but not its rules for a save: a new
 * tenant's settings have no company name until its administrator gives one.
 */
export const ShellSettings = WireObject({
  version: Type.Optional(Type.Integer({ minimum: 0 })),
  companyFullName: text,
  companyRegistrationNumber: text,
  supportedCurrencies: Type.Array(text),
  defaultCurrency: text,
  timeZone: Type.Optional(text),
  supportedProductTypes: Type.Array(enumOf(PRODUCT_TYPES)),
  enableProductVersions: Type.Optional(Type.Boolean()),
  addressLine1: Type.Optional(text),
  addressLine2: Type.Optional(text),
  city: Type.Optional(text),
  region: Type.Optional(text),
  postcode: Type.Optional(text),
  country: Type.Optional(text),
  supportedLanguages: Type.Array(text),
  locale: Type.Optional(text),
  operatingLanguage: Type.Optional(text),
  rtl: Type.Optional(Type.Boolean()),
  headerTheme: Type.Optional(enumOf(HEADER_THEMES)),
  primaryColor: Type.Optional(enumOf(PRIMARY_COLORS)),
  initialized: Type.Optional(Type.Boolean()),
  default: Type.Optional(Type.Boolean()),
  integrations: Type.Optional(Type.Array(IntegrationView)),
  /** The reader's profile; what they have not given (a name, a photo) is absent. */
  profile: Type.Optional(
    WireObject({
      id: Type.Optional(text),
      email: Type.Optional(text),
      firstName: Type.Optional(text),
      lastName: Type.Optional(text),
      name: Type.Optional(text),
      avatar: Type.Optional(text),
      locale: Type.Optional(text),
      affiliation: Type.Optional(Affiliation),
      tenant_id: Type.Optional(text),
    }),
  ),
  config: Type.Optional(WireObject({ logoUrl: Type.Optional(text), wallpaperUrl: Type.Optional(text) })),
});
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
  /** The address the server is set up to be opened at (PUBLIC_URL): sign-in only works from there. */
  publicUrl: Type.String(),
});
export type OidcClientConfig = Static<typeof OidcClientConfig>;
