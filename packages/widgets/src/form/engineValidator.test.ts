import { compileForm } from '@coverline/engine';
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { engineValidator } from './engineValidator.js';
import { testContext } from '../../../engine/test-support/formBuilders.js';

const schema = compileForm(
  [
    {
      key: 'vehicle',
      name: 'Vehicle',
      objectType: 'CUSTOM',
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [
        { key: 'hasTrailer', name: 'Has trailer', seq: 1, attributes: { fieldType: 'Boolean' } },
        {
          key: 'trailerPlate',
          name: 'Trailer plate',
          seq: 2,
          attributes: {
            fieldType: 'String',
            mandatory: true,
            displayCondition: 'vehicle.hasTrailer == true',
          },
        },
      ],
    },
  ],
  testContext(),
).schema as RJSFSchema;

const withTrailer = { vehicle: { hasTrailer: true } };

describe('engineValidator', () => {
  it('judges data as the engine does, display conditions included', () => {
    const validator = engineValidator();
    expect(validator.isValid(schema, { vehicle: { hasTrailer: false } }, schema)).toBe(true);
    expect(validator.isValid(schema, withTrailer, schema)).toBe(false);
    expect(validator.isValid(schema, { vehicle: { hasTrailer: true, trailerPlate: 'AB-1' } }, schema)).toBe(
      true,
    );
  });

  it("lets RJSF's retrieveSchema resolve a compiled condition", () => {
    const utils = createSchemaUtils(engineValidator(), schema);
    const vehicleRequired = (data: object) =>
      (utils.retrieveSchema(schema, data).properties?.vehicle as RJSFSchema).required;
    expect(vehicleRequired(withTrailer)).toEqual(['trailerPlate']);
    expect(vehicleRequired({ vehicle: { hasTrailer: false } })).toBeUndefined();
  });

  it("lists the engine's messages, in the locale, at RJSF's property paths", () => {
    const { errors, errorSchema } = engineValidator('de-DE').validateFormData(withTrailer, schema);
    expect(errors).toEqual([
      {
        property: '.vehicle.trailerPlate',
        message: 'Dies ist ein Pflichtfeld',
        stack: '.vehicle.trailerPlate Dies ist ein Pflichtfeld',
      },
    ]);
    expect(errorSchema).toEqual({ vehicle: { trailerPlate: { __errors: ['Dies ist ein Pflichtfeld'] } } });
  });

  it('applies transformErrors, then customValidate, as RJSF validators do', () => {
    const { errors, errorSchema } = engineValidator().validateFormData(
      withTrailer,
      schema,
      (data, handler) => {
        if (data?.vehicle.hasTrailer) handler.vehicle?.hasTrailer?.addError('Trailers need a permit');
        return handler;
      },
      (found) => found.map((error) => ({ ...error, message: `${error.message}!` })),
    );
    expect(errors.map(({ message }) => message)).toEqual([
      'This field is required!',
      'Trailers need a permit',
    ]);
    expect(errorSchema).toMatchObject({
      vehicle: {
        trailerPlate: { __errors: ['This field is required!'] },
        hasTrailer: { __errors: ['Trailers need a permit'] },
      },
    });
  });

  it('reports a schema it cannot compile instead of throwing', () => {
    const broken = { type: 'object', unknownKeyword: true } as RJSFSchema;
    const validator = engineValidator();
    expect(validator.isValid(broken, {}, broken)).toBe(false);
    expect(validator.rawValidation(broken, {}).validationError?.message).toMatch(/unknownKeyword/);
    expect(validator.validateFormData({}, broken).errors).toEqual([
      { stack: expect.stringMatching(/unknownKeyword/) },
    ]);
  });
});
