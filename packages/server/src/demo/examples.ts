import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  Decision,
  Label,
  Lookup,
  ObjectDefinition,
  ProductVersion,
  SavedQuery,
  TenantSettings,
  Translations,
} from '@coverline/engine';
import type { Tx } from '../db/database.js';
import { saveLabels } from '../modules/labels/service.js';
import { lookups } from '../modules/lookups/service.js';
import { objectDefinitionService } from '../modules/objectDefinitions/service.js';
import { productService } from '../modules/products/service.js';
import { productVersionService } from '../modules/productVersions/service.js';
import { checkDecision, decisions } from '../modules/decisions/service.js';
import { checkQuery, savedQueries } from '../modules/queries/service.js';
import type { Actor } from '../modules/shared/actor.js';
import { readSettings } from '../modules/tenantSettings/service.js';
import type { SecretKeeping } from '../modules/tenantSettings/integrationSecrets.js';
import { saveCompanySettings } from '../modules/tenantSettings/tenantParty.js';

/** The repository's `examples/`: a motor insurance and a consumer loan product with what they reference. */
export const EXAMPLES_DIR = fileURLToPath(new URL('../../../../examples/', import.meta.url));

export interface LoadedExamples {
  lookups: number;
  objectDefinitions: number;
  labels: number;
  products: string[];
  queries: number;
  decisions: number;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function jsonFiles(directory: string): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(directory, name));
}

/**
 * The example products' names in the app's other languages, by product code. A product version file holds
 * the version, not the product, so the product's translations live here.
 */
const PRODUCT_TRANSLATIONS: Readonly<Record<string, Translations>> = {
  CONSUMER_LOAN: {
    de: 'Konsumentenkredit',
    fr: 'Crédit à la consommation',
    lv: 'Patēriņa kredīts',
    ru: 'Потребительский кредит',
  },
  MOTOR_INSURANCE: {
    de: 'Kfz-Versicherung',
    fr: 'Assurance automobile',
    lv: 'Transportlīdzekļu apdrošināšana',
    ru: 'Автострахование',
  },
};

/** `motor-insurance.json` → "Motor insurance", `MOTOR_INSURANCE` and the name's translations. */
function productNaming(file: string): { name: string; code: string; translations?: Translations } {
  const base = (file.split('/').at(-1) ?? file).replace(/\.json$/, '');
  const words = base.split('-');
  const name = words.join(' ');
  const code = words.join('_').toUpperCase();
  const translations = PRODUCT_TRANSLATIONS[code];
  return { name: name.charAt(0).toUpperCase() + name.slice(1), code, ...(translations && { translations }) };
}

/**
 * Loads the example content into the actor's tenant through the same services as the API: settings,
 * labels, lookups, object definitions, and one product per product version file. The examples link
 * lookups and objects by their ids; the tenant gets new ids, so those references are rewritten.
 */
export async function loadExamples(
  tx: Tx,
  actor: Actor,
  directory: string = EXAMPLES_DIR,
  secrets: SecretKeeping = 'drop',
  adjustSettings: (settings: TenantSettings) => TenantSettings = (settings) => settings,
): Promise<LoadedExamples> {
  const newIds = new Map<string, string>();
  const relink = <T>(value: T): T =>
    JSON.parse(
      JSON.stringify(value).replace(
        /"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g,
        (text, id) => (newIds.has(id) ? `"${newIds.get(id)}"` : text),
      ),
    ) as T;

  const settings = adjustSettings(readJson<TenantSettings>(join(directory, 'tenant-settings.json')));
  // The examples' secrets are placeholders: kept sealed with `secrets` (so the settings can be saved as they
  // are, and an administrator replaces them before enabling an integration), or not kept at all.
  await saveCompanySettings(tx, actor, { ...settings, version: (await readSettings(tx)).version }, secrets, {
    locale: settings.locale ?? 'en-GB',
    at: new Date(),
  });
  const labels = await saveLabels(tx, actor, readJson<Label[]>(join(directory, 'labels.json')));

  const lookupFiles = jsonFiles(join(directory, 'lookups'));
  for (const file of lookupFiles) {
    const { id, ...lookup } = readJson<Lookup>(file);
    const created = await lookups.create(tx, actor, lookup);
    if (id !== undefined) newIds.set(id, created.id as string);
  }
  const objectFiles = jsonFiles(join(directory, 'objects'));
  const objects = objectFiles.map((file) => readJson<ObjectDefinition>(file));
  // Ids first, so that objects referring to each other are linked whatever their order.
  for (const { id, ...definition } of objects) {
    const created = await objectDefinitionService.create(tx, actor, { ...definition, fields: [] });
    if (id !== undefined) newIds.set(id, created.id as string);
  }
  for (const definition of objects) {
    const stored = await objectDefinitionService.get(tx, newIds.get(definition.id as string) as string);
    await objectDefinitionService.update(tx, actor, {
      ...relink(definition),
      id: stored.id,
      version: stored.version,
    });
  }

  const products: string[] = [];
  for (const file of jsonFiles(join(directory, 'products'))) {
    const version = relink(readJson<ProductVersion>(file));
    const lending = version.definition.objectDefinitions.some(
      (definition) => definition.objectType === 'LOAN',
    );
    const product = await productService.create(tx, actor, {
      ...productNaming(file),
      productType: lending ? 'LENDING' : 'INSURANCE',
    });
    await productVersionService.create(tx, actor, { ...version, productId: product.id as string });
    products.push(product.name);
  }
  // after the products: a query's condition may name the fields their versions define
  const queryFiles = jsonFiles(join(directory, 'queries'));
  for (const file of queryFiles) {
    const query = relink(readJson<SavedQuery>(file));
    await checkQuery(tx, query);
    await savedQueries.create(tx, actor, query);
  }
  // disabled: an administrator switches a decision on once its condition suits the tenant's records
  const decisionFiles = jsonFiles(join(directory, 'decisions'));
  for (const file of decisionFiles) {
    const decision: Decision = { ...relink(readJson<Decision>(file)), enabled: false };
    await checkDecision(tx, decision, { locale: settings.locale ?? 'en-GB', at: new Date() });
    await decisions.create(tx, actor, decision);
  }
  return {
    lookups: lookupFiles.length,
    objectDefinitions: objects.length,
    labels: labels.length,
    products,
    queries: queryFiles.length,
    decisions: decisionFiles.length,
  };
}
