/**
 * The TypeScript definition model and the JSON Schemas of `schemas/` describe the same shapes. Each
 * `Presence<T>` literal is checked by the compiler to list every key of T with its optionality, and the test
 * compares it with the schema's `properties` and `required`; enumerations are compared with schema enums.
 */
import { describe, expect, it } from 'vitest';
import { schemaAt, type SchemaNode } from '../../test-support/definitionSchemas.js';
import { QUOTE_OPERATIONS } from '../domain/enumerations.js';
import { DECISION_QUERY_OBJECTS, DEFAULT_DECISION_OPERATION } from './decision.js';
import type { Decision, FieldChange } from './decision.js';
import { INTEGRATION_PROVIDERS, INTEGRATION_TYPES } from './integration.js';
import type { Integration, IntegrationProvider } from './integration.js';
import { LABEL_ASSOCIATION_TYPES, LABEL_COLORS, type Label, type LabelAssociation } from './label.js';
import { QUERY_OBJECTS, QUERY_PERMISSIONS, QUERY_VISIBILITY_PLACES } from './savedQuery.js';
import type { QueryField, SavedQuery } from './savedQuery.js';
import { DEFAULT_TENANT_SETTINGS, HEADER_THEMES, PRIMARY_COLORS, PRODUCT_TYPES } from './tenantSettings.js';
import type { SettingsProfile, TenantSettings } from './tenantSettings.js';
import {
  ATTRIBUTE_TYPES,
  CONTROL_TYPES,
  DATE_DEFAULT_TYPES,
  DATE_OPERATION_TYPES,
  DATE_UNITS,
  FIELD_TYPES,
  OBJECT_TYPES,
  PARTY_TYPES,
  UNIT_OF_MEASURE_SIDES,
} from './types.js';
import type {
  DateDefault,
  DateOperation,
  FieldAttributes,
  FieldDefinition,
  Lookup,
  LookupValue,
  NumericRange,
  ObjectAttributes,
  ObjectDefinition,
  ProductVersion,
  ProductVersionDefinition,
} from './types.js';

/** Every key of T, marked as the type declares it. */
type Presence<T> = { [K in keyof T]-?: object extends Pick<T, K> ? 'optional' : 'required' };

const O = 'optional';
const R = 'required';

/**
 * The schema's properties are exactly the type's keys, unknown properties are rejected, and the schema requires
 * what the type requires plus `alsoRequiredBySchema` (payload rules the engine does not depend on).
 */
function expectSchemaMatches<T>(
  node: SchemaNode,
  presence: Presence<T>,
  alsoRequiredBySchema: readonly string[] = [],
): void {
  const keys = Object.keys(presence);
  const required = keys.filter((key) => presence[key as keyof T] === R);
  expect(Object.keys(node.properties ?? {}).sort()).toEqual([...keys].sort());
  expect(node.additionalProperties).toBe(false);
  expect([...(node.required ?? [])].sort()).toEqual([...required, ...alsoRequiredBySchema].sort());
}

describe('the definition types match the definition schemas', () => {
  it('field definition (the schema also requires the icon, as the field dialog does)', () => {
    const presence: Presence<FieldDefinition> = {
      key: R,
      name: R,
      iconName: O,
      seq: O,
      translations: O,
      attributes: R,
    };
    expectSchemaMatches(schemaAt('field-definition'), presence, ['iconName']);
  });

  it('field attributes, every attribute of a field definition', () => {
    const presence: Presence<FieldAttributes> = {
      fieldType: R,
      mandatory: O,
      used: O,
      hidden: O,
      predefined: O,
      partyTypes: O,
      lookupId: O,
      referenceId: O,
      defaultValue: O,
      mirrorKey: O,
      displayCondition: O,
      formula: O,
      matchPattern: O,
      unitOfMeasure: O,
      unitOfMeasureSide: O,
      decimalPlaces: O,
      attributeType: O,
      allowedValues: O,
      range: O,
      dateDefault: O,
      allowFutureDate: O,
      yesHighlighted: O,
      noHighlighted: O,
      showAsSummary: O,
      summaryTemplate: O,
      printoutValue: O,
    };
    expectSchemaMatches(schemaAt('field-definition', '/$defs/attributes'), presence);
  });

  it('date default, date operation and numeric range', () => {
    const dateDefault: Presence<DateDefault> = { type: R, value: O, operations: O };
    const dateOperation: Presence<DateOperation> = { type: R, unit: R, value: R };
    const range: Presence<NumericRange> = { minValue: O, maxValue: O };
    expectSchemaMatches(schemaAt('field-definition', '/$defs/dateDefault'), dateDefault);
    expectSchemaMatches(schemaAt('field-definition', '/$defs/dateOperation'), dateOperation);
    expectSchemaMatches(schemaAt('field-definition', '/$defs/range'), range);
  });

  it('object definition and its attributes', () => {
    const definition: Presence<ObjectDefinition> = {
      id: O,
      version: O,
      key: R,
      objectType: R,
      seq: O,
      name: R,
      iconName: O,
      translations: O,
      fields: R,
      attributes: R,
    };
    const attributes: Presence<ObjectAttributes> = {
      controlType: R,
      columns: O,
      summaryTemplate: O,
      uniqueFieldsConstraint: O,
      used: O,
      hidden: O,
      displayCondition: O,
      enrichment: O,
      minElements: O,
      maxElements: O,
    };
    expectSchemaMatches(schemaAt('object-definition'), definition);
    expectSchemaMatches(schemaAt('object-definition', '/$defs/attributes'), attributes);
  });

  it('product version and its definition', () => {
    const version: Presence<ProductVersion> = {
      id: O,
      version: O,
      name: R,
      active: O,
      locked: O,
      used: O,
      createdAt: O,
      productId: O,
      definition: R,
    };
    const definition: Presence<ProductVersionDefinition> = {
      summaryTemplate: O,
      coreFields: O,
      objectDefinitions: R,
    };
    expectSchemaMatches(schemaAt('product-version'), version);
    expectSchemaMatches(schemaAt('product-version', '/$defs/definition'), definition);
  });

  it('lookup and its values', () => {
    const lookup: Presence<Lookup> = {
      id: O,
      version: O,
      key: R,
      name: R,
      iconName: O,
      seq: O,
      translations: O,
      values: R,
    };
    const value: Presence<LookupValue> = { key: R, name: R, translations: O };
    expectSchemaMatches(schemaAt('lookup'), lookup);
    expectSchemaMatches(schemaAt('lookup', '/$defs/value'), value);
  });

  it('label and label association', () => {
    const label: Presence<Label> = { id: O, version: O, name: R, color: R, translations: O };
    const association: Presence<LabelAssociation> = { id: O, labelId: R, refId: R, type: R };
    expectSchemaMatches(schemaAt('label'), label);
    expectSchemaMatches(schemaAt('label-association'), association);
  });

  it('saved query and its query fields', () => {
    const query: Presence<SavedQuery> = {
      id: O,
      version: O,
      name: R,
      iconName: O,
      seq: O,
      queryObject: R,
      columns: R,
      search: O,
      sorting: O,
      visibleIn: O,
      conditions: O,
      permission: O,
      translations: O,
      columnTranslations: O,
      queryFields: O,
    };
    const field: Presence<QueryField> = {
      key: R,
      name: R,
      fieldType: R,
      sortable: O,
      meta: O,
      translations: O,
    };
    expectSchemaMatches(schemaAt('saved-query'), query);
    expectSchemaMatches(schemaAt('saved-query', '/$defs/queryField'), field);
  });

  it('decision and its field changes', () => {
    const decision: Presence<Decision> = {
      id: O,
      version: O,
      name: R,
      queryObject: R,
      conditions: O,
      quoteOperation: O,
      quoteDiff: O,
      cron: R,
      enabled: O,
      nextRunAt: O,
      translations: O,
    };
    const change: Presence<FieldChange> = { productId: O, key: R, value: R };
    expectSchemaMatches(schemaAt('decision'), decision);
    expectSchemaMatches(schemaAt('decision', '/$defs/fieldChange'), change);
  });

  it('tenant settings and the profile read with them', () => {
    const settings: Presence<TenantSettings> = {
      version: O,
      companyFullName: R,
      companyRegistrationNumber: R,
      supportedCurrencies: R,
      defaultCurrency: R,
      timeZone: O,
      supportedProductTypes: R,
      enableProductVersions: O,
      addressLine1: O,
      addressLine2: O,
      city: O,
      region: O,
      postcode: O,
      country: O,
      supportedLanguages: R,
      locale: O,
      operatingLanguage: O,
      rtl: O,
      headerTheme: O,
      primaryColor: O,
      initialized: O,
      default: O,
      integrations: O,
      profile: O,
      config: O,
    };
    const profile: Presence<SettingsProfile> = {
      id: O,
      email: O,
      firstName: O,
      lastName: O,
      name: O,
      avatar: O,
      locale: O,
      affiliation: O,
      tenant_id: O,
    };
    expectSchemaMatches(schemaAt('tenant-settings'), settings);
    expectSchemaMatches(schemaAt('tenant-settings', '/$defs/profile'), profile);
  });

  it('integration', () => {
    const integration: Presence<Integration> = {
      id: O,
      version: O,
      type: R,
      provider: R,
      name: R,
      icon: O,
      enabled: R,
      lastUpdated: O,
      settings: R,
      secretsSet: O,
    };
    expectSchemaMatches(schemaAt('integration'), integration);
  });
});

describe('the enumerations match the schema enums', () => {
  it.each([
    ['field types', FIELD_TYPES, 'field-definition', '/$defs/attributes/properties/fieldType/enum'],
    ['party types', PARTY_TYPES, 'field-definition', '/$defs/attributes/properties/partyTypes/items/enum'],
    [
      'attribute types',
      ATTRIBUTE_TYPES,
      'field-definition',
      '/$defs/attributes/properties/attributeType/enum',
    ],
    [
      'unit sides',
      UNIT_OF_MEASURE_SIDES,
      'field-definition',
      '/$defs/attributes/properties/unitOfMeasureSide/enum',
    ],
    ['date default types', DATE_DEFAULT_TYPES, 'field-definition', '/$defs/dateDefault/properties/type/enum'],
    [
      'date operation types',
      DATE_OPERATION_TYPES,
      'field-definition',
      '/$defs/dateOperation/properties/type/enum',
    ],
    ['date units', DATE_UNITS, 'field-definition', '/$defs/dateOperation/properties/unit/enum'],
    ['control types', CONTROL_TYPES, 'object-definition', '/$defs/attributes/properties/controlType/enum'],
    ['object types', OBJECT_TYPES, 'object-definition', '/properties/objectType/enum'],
    ['label colours', LABEL_COLORS, 'label', '/properties/color/enum'],
    ['label association types', LABEL_ASSOCIATION_TYPES, 'label-association', '/properties/type/enum'],
    ['query objects', QUERY_OBJECTS, 'saved-query', '/$defs/queryObject/enum'],
    ['query visibility places', QUERY_VISIBILITY_PLACES, 'saved-query', '/properties/visibleIn/items/enum'],
    ['query permissions', QUERY_PERMISSIONS, 'saved-query', '/properties/permission/enum'],
    ['decision query objects', DECISION_QUERY_OBJECTS, 'decision', '/properties/queryObject/enum'],
    ['decision operations', QUOTE_OPERATIONS, 'decision', '/properties/quoteOperation/enum'],
    ['product types', PRODUCT_TYPES, 'tenant-settings', '/properties/supportedProductTypes/items/enum'],
    ['header themes', HEADER_THEMES, 'tenant-settings', '/properties/headerTheme/enum'],
    ['primary colours', PRIMARY_COLORS, 'tenant-settings', '/properties/primaryColor/enum'],
    ['integration types', INTEGRATION_TYPES, 'integration', '/properties/type/enum'],
  ])('%s', (_, values, name, pointer) => {
    expect(schemaAt(name, pointer)).toEqual([...values]);
  });

  it('a query field has a field type of field definitions', () => {
    expect(schemaAt('saved-query', '/$defs/queryField/properties/fieldType').$ref).toBe(
      'https://coverline.dev/schemas/field-definition.schema.json#/$defs/attributes/properties/fieldType',
    );
  });

  it('a decision rejects unless told otherwise', () => {
    expect(schemaAt('decision', '/properties/quoteOperation').default).toBe(DEFAULT_DECISION_OPERATION);
  });
});

describe('the tenant setting defaults match the schema defaults', () => {
  it('every schema default is the default setting, and only the company identity starts unset', () => {
    const properties = schemaAt('tenant-settings').properties ?? {};
    const schemaDefaults = Object.fromEntries(
      Object.entries(properties).flatMap(([key, node]) =>
        node && 'default' in node ? [[key, node.default]] : [],
      ),
    );
    const { companyFullName, companyRegistrationNumber, ...defaulted } = DEFAULT_TENANT_SETTINGS;
    expect(defaulted).toEqual(schemaDefaults);
    expect([companyFullName, companyRegistrationNumber]).toEqual(['', '']);
  });
});

describe('the integration provider catalogue matches the integration schema', () => {
  const conditionals = schemaAt('integration').allOf ?? [];
  const thenFor = (property: string, value: string): SchemaNode | undefined =>
    conditionals.find((entry) => {
      const condition = entry.if?.properties?.[property];
      return condition && (condition.const === value || condition.enum?.includes(value));
    })?.then;

  it.each(INTEGRATION_TYPES)('%s offers the providers of the catalogue', (type) => {
    const providers = thenFor('type', type)?.properties?.provider;
    expect(providers && providers.enum).toEqual(INTEGRATION_PROVIDERS[type].map((provider) => provider.key));
  });

  it('the provider enum lists every catalogue provider', () => {
    const all = Object.values(INTEGRATION_PROVIDERS).flatMap((providers) => providers.map(({ key }) => key));
    expect(schemaAt('integration', '/properties/provider/enum')).toEqual(all);
  });

  /** The integration subschema a local `$ref` such as `#/$defs/secret` points to. */
  const resolve = (node: SchemaNode | false | undefined): SchemaNode =>
    schemaAt('integration', node ? (node.$ref ?? '').replace(/^#/, '') : '/missing');

  const providers = INTEGRATION_TYPES.flatMap(
    (type): readonly IntegrationProvider[] => INTEGRATION_PROVIDERS[type],
  );
  it.each(providers)(
    '$key settings: fields, mandatory ones required, secrets write-only',
    ({ key, fields }) => {
      const settings = resolve(thenFor('provider', key)?.properties?.settings);
      expect(Object.keys(settings.properties ?? {})).toEqual(fields.map((field) => field.key));
      expect(settings.required).toEqual(fields.filter((field) => field.mandatory).map((field) => field.key));
      expect(settings.additionalProperties).toBe(false);
      for (const field of fields) {
        const resolved = resolve(settings.properties?.[field.key]);
        expect({ key: field.key, secret: resolved.writeOnly === true, format: resolved.format }).toEqual({
          key: field.key,
          secret: field.secret,
          format: field.format,
        });
      }
    },
  );
});
