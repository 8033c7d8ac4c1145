import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_CONFIG, validateTenantConfig } from '../../src/index.ts';

describe('validateTenantConfig', () => {
  it('finds nothing wrong with the defaults, a partial file or an empty one', () => {
    expect(validateTenantConfig(DEFAULT_TENANT_CONFIG)).toEqual([]);
    expect(validateTenantConfig({})).toEqual([]);
    expect(
      validateTenantConfig({
        siteName: 'Northgate Motors',
        formIds: { testDrive: null, enquiry: 'f-2' },
        keyFeatureOrder: ['mileage', 'year'],
        listingCardStyle: 'compact',
        locationOptions: { source: 'location' },
        themeColour: '#123',
        messages: { save: 'Keep' },
        customErrorMessages: { 'Anything the server says': 'Our words' },
        broker: { registeredName: 'Northgate Motors Ltd', firmReferenceNumber: '123456' },
      }),
    ).toEqual([]);
  });

  it('a file that is not an object is wrong as a whole', () => {
    expect(validateTenantConfig([1])).toEqual([
      { path: '$', reason: 'must be a JSON object (it is [1])' },
    ]);
    expect(validateTenantConfig(null)).toEqual([
      { path: '$', reason: 'must be a JSON object (it is null)' },
    ]);
  });

  it('names each wrong field by its path, with the reason and the value', () => {
    expect(
      validateTenantConfig({
        siteName: 7,
        ulez: 'yes',
        broker: { firmReferenceNumber: 987654, fca: 'x' },
        formIds: { enquiry: 3 },
        vehicleConfig: [],
        hiddenAdvertClassifications: 'USED',
        prepCentreSiteSlugs: ['a', 2],
        keyFeatureOrder: ['year', 'wheels'],
        listingCardStyle: 'big',
        locationOptions: { source: 1 },
        themeColour: 'blue',
        backgroundColour: '#ffffff',
        messages: { save: 3, noSuchText: 'x' },
        customErrorMessages: 'x',
        colour: '#fff',
      }),
    ).toEqual([
      { path: 'siteName', reason: 'must be a string (it is 7)' },
      { path: 'ulez', reason: 'must be a boolean (it is "yes")' },
      { path: 'broker.firmReferenceNumber', reason: 'must be a string (it is 987654)' },
      { path: 'broker.fca', reason: 'is not a tenant setting' },
      { path: 'formIds.enquiry', reason: 'must be a string or null (it is 3)' },
      { path: 'vehicleConfig', reason: 'must be an object (it is [])' },
      { path: 'hiddenAdvertClassifications', reason: 'must be a list of strings (it is "USED")' },
      { path: 'prepCentreSiteSlugs[1]', reason: 'must be a string (it is 2)' },
      {
        path: 'keyFeatureOrder[1]',
        reason:
          'must be one of year, mileage, fuel_type, transmission, body_type, colour, doors, seats, mpg, ev_range (it is "wheels")',
      },
      { path: 'listingCardStyle', reason: 'must be one of "default", "compact" (it is "big")' },
      { path: 'locationOptions.source', reason: 'must be one of "site", "location" (it is 1)' },
      { path: 'themeColour', reason: 'must be a colour written #rrggbb or #rgb (it is "blue")' },
      { path: 'messages.save', reason: 'must be a string (it is 3)' },
      { path: 'messages.noSuchText', reason: 'is not a message of the catalogue' },
      { path: 'customErrorMessages', reason: 'must be an object of texts (it is "x")' },
      { path: 'colour', reason: 'is not a tenant setting' },
    ]);
  });

  it('cuts a long value short', () => {
    expect(validateTenantConfig({ siteName: ['x'.repeat(60)] })).toEqual([
      { path: 'siteName', reason: `must be a string (it is ["${'x'.repeat(37)}…)` },
    ]);
  });
});
