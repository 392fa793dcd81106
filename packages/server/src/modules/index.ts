import type { FastifyPluginAsync } from 'fastify';
import { claimRoutes } from './claims/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { enrichmentRoutes } from './enrichments/routes.js';
import { decisionRoutes } from './decisions/routes.js';
import { documentRoutes } from './documents/routes.js';
import { documentTemplateRoutes } from './documentTemplates/routes.js';
import { messageTemplateRoutes } from './messageTemplates/routes.js';
import { historyRoutes } from './history/routes.js';
import { intermediaryRoutes } from './intermediaries/routes.js';
import { labelAssociationRoutes } from './labelAssociations/routes.js';
import { labelRoutes } from './labels/routes.js';
import { loanRoutes } from './loans/routes.js';
import { lookupRoutes } from './lookups/routes.js';
import { messageRoutes } from './messages/routes.js';
import { noteRoutes } from './notes/routes.js';
import { activityRoutes } from './activities/routes.js';
import { jobRoutes } from './jobs/routes.js';
import type { ModuleOptions } from './moduleOptions.js';
import { objectCatalogRoutes } from './objectCatalog/routes.js';
import { objectDefinitionRoutes } from './objectDefinitions/routes.js';
import { oidcClientRoutes } from './oidcClient/routes.js';
import { partyRoutes } from './parties/routes.js';
import { permissionGroupRoutes } from './permissionGroups/routes.js';
import { policyRoutes } from './policies/routes.js';
import { productGroupRoutes } from './productGroups/routes.js';
import { productRoutes } from './products/routes.js';
import { productVersionRoutes } from './productVersions/routes.js';
import { profileRoutes } from './profile/routes.js';
import { queryRoutes } from './queries/routes.js';
import { quoteRoutes } from './quotes/routes.js';
import { searchRoutes } from './search/routes.js';
import { tenantContextRoutes } from './tenantContext/routes.js';
import { tenantImageRoutes } from './tenantImages/routes.js';
import { tenantRoutes } from './tenants/routes.js';
import { tenantSettingsRoutes } from './tenantSettings/routes.js';
import { userAssignmentRoutes } from './userAssignments/routes.js';
import { userRoutes } from './users/routes.js';

/**
 * Every module of the API by name, registered by the app in this order with the same options: adding a
 * module is one line here, and no module imports the file that assembles the app.
 */
export const modules: Readonly<Record<string, FastifyPluginAsync<ModuleOptions>>> = {
  oidcClient: oidcClientRoutes,
  tenants: tenantRoutes,
  tenantSettings: tenantSettingsRoutes,
  tenantContext: tenantContextRoutes,
  tenantImages: tenantImageRoutes,
  objectCatalog: objectCatalogRoutes,
  lookups: lookupRoutes,
  labels: labelRoutes,
  labelAssociations: labelAssociationRoutes,
  productGroups: productGroupRoutes,
  products: productRoutes,
  productVersions: productVersionRoutes,
  objectDefinitions: objectDefinitionRoutes,
  parties: partyRoutes,
  intermediaries: intermediaryRoutes,
  quotes: quoteRoutes,
  policies: policyRoutes,
  claims: claimRoutes,
  queries: queryRoutes,
  messages: messageRoutes,
  enrichments: enrichmentRoutes,
  decisions: decisionRoutes,
  loans: loanRoutes,
  notes: noteRoutes,
  history: historyRoutes,
  activities: activityRoutes,
  dashboard: dashboardRoutes,
  jobs: jobRoutes,
  documents: documentRoutes,
  documentTemplates: documentTemplateRoutes,
  messageTemplates: messageTemplateRoutes,
  users: userRoutes,
  permissionGroups: permissionGroupRoutes,
  userAssignments: userAssignmentRoutes,
  search: searchRoutes,
  profile: profileRoutes,
};
