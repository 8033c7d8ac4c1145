import { describe, expect, it } from 'vitest';
import { specificationDrawers } from '../../src/index.ts';
import { DRAWER_TITLES } from '../../src/vehicle/specifications.ts';

const rowsOf = (drawers: ReturnType<typeof specificationDrawers>, key: string) =>
  Object.fromEntries(
    (drawers.find((drawer) => drawer.key === key)?.rows ?? []).map((row) => [row.label, row.value]),
  );

describe('specificationDrawers', () => {
  it('puts the overview first, from the vehicle itself', () => {
    const drawers = specificationDrawers({
      make: 'Ford',
      range: 'Focus',
      derivative: '1.0 EcoBoost Titanium',
      year: 2019,
      odometer_value: 32100,
      body_type: 'Hatchback',
      fuel_type: 'Petrol',
      transmission: 'Manual',
      colour: ' Blue ',
      doors: 5,
      seats: 5,
    });
    expect(drawers.map((drawer) => drawer.key)).toEqual(['overview']);
    expect(drawers[0]?.title).toBe(DRAWER_TITLES.overview);
    expect(rowsOf(drawers, 'overview')).toEqual({
      Make: 'Ford',
      Model: 'Focus',
      Derivative: '1.0 EcoBoost Titanium',
      Year: '2019',
      Mileage: '32,100 miles',
      'Body type': 'Hatchback',
      'Fuel type': 'Petrol',
      Transmission: 'Manual',
      Colour: 'Blue',
      Doors: '5',
      Seats: '5',
    });
  });

  it('prefers the model to the range and honours the odometer units', () => {
    const drawers = specificationDrawers({
      model: 'Ceed',
      range: 'Cee',
      odometer_value: 12000,
      odometer_units: 'km',
    });
    expect(rowsOf(drawers, 'overview')).toEqual({ Model: 'Ceed', Mileage: '12,000 km' });
  });

  it('places known and unknown technical keys in their drawers, each label once', () => {
    const drawers = specificationDrawers({
      technical_data: {
        bhp: 148,
        co2: 119,
        insurance_group: '18E',
        boot_capacity_litres: 375,
        euro_status: 'Euro 6',
        cylinders: 4,
        heated_seats: true,
        cruise_control: false,
        blank: '  ',
        nothing: null,
        infinite: Number.POSITIVE_INFINITY,
        mpg: 54.3,
        transmission: 'Manual',
      },
      technical_spec: { power_bhp: 150, wheelbase_mm: 2700 },
    });
    expect(drawers.map((drawer) => drawer.key)).toEqual([
      'performance',
      'economy',
      'dimensions',
      'features',
    ]);
    expect(rowsOf(drawers, 'performance')).toEqual({ Power: '148 bhp', Cylinders: '4' });
    expect(rowsOf(drawers, 'economy')).toEqual({
      'Fuel economy (combined)': '54.3 mpg',
      'CO₂ emissions': '119 g/km',
      'Insurance group': '18E',
      'Euro status': 'Euro 6',
    });
    expect(rowsOf(drawers, 'dimensions')).toEqual({
      'Boot capacity litres': '375',
      'Wheelbase mm': '2,700',
    });
    expect(rowsOf(drawers, 'features')).toEqual({ 'Heated seats': 'Yes', 'Cruise control': 'No' });
  });

  it('shows the electric range in the economy drawer', () => {
    const drawers = specificationDrawers({ technical_data: { ev_range: 1250 } });
    expect(rowsOf(drawers, 'economy')).toEqual({ 'Electric range': '1,250 miles' });
  });

  it('lists features from extras and highlighted content, once each', () => {
    const drawers = specificationDrawers({
      additional_features: [{ name: 'Panoramic roof', price: 900 }, { name: null }, { name: '' }],
      contents: [
        { highlighted_features: ['Sat nav', 'Panoramic roof', 3] },
        { highlighted_features: 'not a list' },
        {},
      ],
    });
    expect(drawers).toEqual([
      { key: 'features', title: 'Features', rows: [], features: ['Panoramic roof', 'Sat nav'] },
    ]);
  });

  it('leaves every drawer out for an empty vehicle', () => {
    expect(specificationDrawers({})).toEqual([]);
    expect(specificationDrawers({ year: null, technical_data: null, contents: null })).toEqual([]);
  });
});
