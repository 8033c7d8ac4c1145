/**
 * The demo catalogue: real UK makes, ranges and derivatives, each derivative with the years it was
 * sold new in the UK (`from`, and `to` when it is no longer sold) and its approximate new price
 * (pounds). Body is one of the silhouettes the media renderer draws.
 */
export type Body = 'Hatchback' | 'Saloon' | 'Estate' | 'SUV' | 'Coupe' | 'Panel Van';
export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric';

export interface CatalogueDerivative {
  derivative: string;
  fuel: Fuel;
  transmission: 'Manual' | 'Automatic';
  /** First model year it was sold new in the UK. */
  from: number;
  /** Last model year it was sold new; null while it is still on sale. */
  to: number | null;
  /** Its new (list) price, in pounds. */
  newPrice: number;
}

export interface CatalogueRange {
  make: string;
  range: string;
  body: Body;
  /** A typical new price of the range in pounds (the part-exchange valuation model's starting point). */
  newPrice: number;
  derivatives: CatalogueDerivative[];
}

type Years = [from: number, to: number | null];

const d = (
  derivative: string,
  fuel: Fuel,
  transmission: 'Manual' | 'Automatic',
  [from, to]: Years,
  newPrice: number,
): CatalogueDerivative => ({ derivative, fuel, transmission, from, to, newPrice });
const catalogueRange = (
  make: string,
  range: string,
  body: Body,
  newPrice: number,
  derivatives: CatalogueDerivative[],
): CatalogueRange => ({ make, range, body, newPrice, derivatives });
const M = 'Manual' as const;
const A = 'Automatic' as const;

export const CATALOGUE: CatalogueRange[] = [
  catalogueRange('Ford', 'Fiesta', 'Hatchback', 19000, [
    d('1.0 EcoBoost Zetec 5dr', 'Petrol', M, [2013, 2023], 17500),
    d('1.0 EcoBoost ST-Line Edition 5dr', 'Petrol', M, [2018, 2023], 19500),
    d('1.5 TDCi Titanium 5dr', 'Diesel', M, [2013, 2018], 17000),
    d('1.25 Zetec 5dr', 'Petrol', M, [2010, 2013], 12500),
  ]),
  catalogueRange('Ford', 'Focus', 'Hatchback', 25000, [
    d('1.0 EcoBoost Hybrid mHEV ST-Line 5dr', 'Hybrid', M, [2020, 2025], 27000),
    d('1.5 EcoBlue Titanium 5dr', 'Diesel', M, [2018, 2022], 24500),
    d('2.3 EcoBoost ST 5dr', 'Petrol', M, [2019, 2025], 34500),
    d('1.6 Zetec 5dr', 'Petrol', M, [2011, 2014], 17000),
  ]),
  catalogueRange('Ford', 'Kuga', 'SUV', 33000, [
    d('2.5 PHEV ST-Line X 5dr CVT', 'Hybrid', A, [2020, null], 41000),
    d('1.5 EcoBoost Titanium 5dr', 'Petrol', M, [2017, null], 31500),
  ]),
  catalogueRange('Ford', 'Mustang Mach-E', 'SUV', 48000, [
    d('Extended Range RWD 5dr', 'Electric', A, [2021, null], 52000),
  ]),
  catalogueRange('Ford', 'Transit Custom', 'Panel Van', 36000, [
    d('2.0 EcoBlue 130ps Low Roof Limited L1 H1', 'Diesel', M, [2016, 2023], 33000),
    d('2.0 EcoBlue 170ps Trail L2 H1 Auto', 'Diesel', A, [2020, 2023], 39000),
  ]),
  catalogueRange('Vauxhall', 'Corsa', 'Hatchback', 19500, [
    d('1.2 SE 5dr', 'Petrol', M, [2019, 2023], 17000),
    d('1.2 Turbo Elite Nav 5dr', 'Petrol', M, [2019, 2022], 21000),
    d('Corsa-e 100kW SRi 50kWh 5dr Auto', 'Electric', A, [2020, 2023], 29000),
    d('1.2 Turbo GS 5dr', 'Petrol', M, [2023, null], 21500),
    d('1.2 SXi 5dr', 'Petrol', M, [2010, 2014], 11500),
  ]),
  catalogueRange('Vauxhall', 'Astra', 'Hatchback', 26000, [
    d('1.2 Turbo Design 5dr', 'Petrol', M, [2022, null], 26000),
    d('1.5 Turbo D GS 5dr', 'Diesel', M, [2022, 2024], 29500),
    d('1.6 Hybrid Ultimate 5dr Auto', 'Hybrid', A, [2022, null], 38000),
  ]),
  catalogueRange('Vauxhall', 'Mokka', 'SUV', 24000, [
    d('1.2 Turbo Griffin 5dr', 'Petrol', M, [2021, 2024], 23500),
    d('Mokka-e 100kW SE 50kWh 5dr Auto', 'Electric', A, [2021, 2023], 32000),
    d('1.2 Turbo Design 5dr', 'Petrol', M, [2021, null], 24500),
  ]),
  catalogueRange('Vauxhall', 'Vivaro', 'Panel Van', 32000, [
    d('2.0 Diesel 2900 Pro Edition L1 H1', 'Diesel', M, [2019, 2022], 30000),
    d('2.0 Diesel 3100 Prime L2 H1 Auto', 'Diesel', A, [2020, null], 36000),
  ]),
  catalogueRange('Volkswagen', 'Polo', 'Hatchback', 21000, [
    d('1.0 TSI Life 5dr', 'Petrol', M, [2021, null], 21000),
    d('1.0 TSI R-Line 5dr DSG', 'Petrol', A, [2021, null], 24500),
  ]),
  catalogueRange('Volkswagen', 'Golf', 'Hatchback', 28000, [
    d('1.5 TSI Life 5dr', 'Petrol', M, [2020, null], 28000),
    d('2.0 TDI Style 5dr DSG', 'Diesel', A, [2020, null], 32500),
    d('1.4 TSI GTE 5dr DSG', 'Hybrid', A, [2020, 2024], 38000),
    d('2.0 TSI GTI 5dr', 'Petrol', M, [2020, null], 38500),
    d('1.6 TDI Match 5dr', 'Diesel', M, [2010, 2012], 19500),
  ]),
  catalogueRange('Volkswagen', 'Passat', 'Estate', 34000, [
    d('2.0 TDI SE Business 5dr DSG', 'Diesel', A, [2015, 2023], 33500),
    d('1.5 eTSI Elegance 5dr DSG', 'Petrol', A, [2024, null], 41000),
  ]),
  catalogueRange('Volkswagen', 'ID.3', 'Hatchback', 37000, [
    d('150kW Pro 58kWh 5dr Auto', 'Electric', A, [2020, null], 37000),
  ]),
  catalogueRange('Volkswagen', 'Transporter', 'Panel Van', 38000, [
    d('2.0 TDI 110 Startline T28 SWB', 'Diesel', M, [2015, 2024], 32000),
    d('2.0 TDI 150 Highline T30 LWB DSG', 'Diesel', A, [2015, 2024], 40000),
  ]),
  catalogueRange('BMW', '1 Series', 'Hatchback', 30000, [
    d('118i Sport 5dr', 'Petrol', M, [2019, 2024], 28000),
    d('118d M Sport 5dr Step Auto', 'Diesel', A, [2019, 2024], 32500),
    d('120 M Sport 5dr Step Auto', 'Petrol', A, [2024, null], 34500),
  ]),
  catalogueRange('BMW', '3 Series', 'Saloon', 40000, [
    d('320d M Sport 4dr Step Auto', 'Diesel', A, [2019, null], 41000),
    d('330e M Sport 4dr Auto', 'Hybrid', A, [2019, null], 46000),
    d('M340i xDrive 4dr Step Auto', 'Petrol', A, [2019, null], 59000),
  ]),
  catalogueRange('BMW', 'X5', 'SUV', 78000, [
    d('xDrive30d M Sport 5dr Auto', 'Diesel', A, [2019, null], 76000),
    d('xDrive50e M Sport 5dr Auto', 'Hybrid', A, [2023, null], 82000),
  ]),
  catalogueRange('BMW', 'i4', 'Coupe', 60000, [
    d('eDrive40 M Sport 5dr Auto', 'Electric', A, [2022, null], 60000),
    d('M50 xDrive 5dr Auto', 'Electric', A, [2022, 2024], 68000),
  ]),
  catalogueRange('Audi', 'A3', 'Hatchback', 31000, [
    d('35 TFSI S Line 5dr', 'Petrol', M, [2020, null], 32000),
    d('30 TDI Sport 5dr S Tronic', 'Diesel', A, [2020, 2024], 30000),
  ]),
  catalogueRange('Audi', 'A4', 'Estate', 40000, [
    d('Avant 40 TDI Quattro S Line 5dr S Tronic', 'Diesel', A, [2019, 2024], 44000),
    d('Avant 35 TFSI Sport 5dr S Tronic', 'Petrol', A, [2019, 2024], 38000),
  ]),
  catalogueRange('Audi', 'Q5', 'SUV', 50000, [
    d('40 TDI Quattro S Line 5dr S Tronic', 'Diesel', A, [2017, null], 50000),
    d('50 TFSI e Quattro Sport 5dr S Tronic', 'Hybrid', A, [2020, 2024], 55000),
  ]),
  catalogueRange('Audi', 'e-tron GT', 'Coupe', 95000, [
    d('quattro Vorsprung 4dr Auto', 'Electric', A, [2021, 2024], 120000),
  ]),
  catalogueRange('Mercedes-Benz', 'A Class', 'Hatchback', 32000, [
    d('A180 Sport Executive 5dr Auto', 'Petrol', A, [2018, null], 31000),
    d('A200d AMG Line Premium 5dr Auto', 'Diesel', A, [2018, null], 36000),
  ]),
  catalogueRange('Mercedes-Benz', 'C Class', 'Saloon', 45000, [
    d('C220d AMG Line 4dr 9G-Tronic', 'Diesel', A, [2021, null], 45000),
    d('C300e AMG Line Premium 4dr 9G-Tronic', 'Hybrid', A, [2022, null], 52000),
  ]),
  catalogueRange('Mercedes-Benz', 'GLE', 'SUV', 80000, [
    d('GLE 300d 4Matic AMG Line 5dr 9G-Tronic', 'Diesel', A, [2019, null], 70000),
    d('GLE 400e 4Matic AMG Line Premium 5dr', 'Hybrid', A, [2023, null], 80000),
  ]),
  catalogueRange('Mercedes-Benz', 'Sprinter', 'Panel Van', 45000, [
    d('2.0 314 CDI Progressive L2 H2 RWD', 'Diesel', M, [2018, null], 45000),
    d('2.0 317 CDI Premium L3 H2 RWD 9G-Tronic', 'Diesel', A, [2019, null], 53000),
  ]),
  catalogueRange('Toyota', 'Yaris', 'Hatchback', 23000, [
    d('1.5 Hybrid Icon 5dr CVT', 'Hybrid', A, [2020, null], 22500),
    d('1.5 VVT-i Design 5dr', 'Petrol', M, [2020, 2022], 19500),
    d('1.33 VVT-i TR 5dr', 'Petrol', M, [2011, 2014], 13000),
  ]),
  catalogueRange('Toyota', 'Corolla', 'Estate', 30000, [
    d('1.8 Hybrid Design Touring Sports 5dr CVT', 'Hybrid', A, [2019, null], 30000),
    d('2.0 Hybrid GR Sport Touring Sports 5dr CVT', 'Hybrid', A, [2021, null], 34000),
  ]),
  catalogueRange('Toyota', 'RAV4', 'SUV', 38000, [
    d('2.5 VVT-i Hybrid Design 5dr CVT', 'Hybrid', A, [2019, null], 38000),
    d('2.5 PHEV Dynamic 5dr CVT', 'Hybrid', A, [2021, null], 50000),
  ]),
  catalogueRange('Toyota', 'Proace', 'Panel Van', 30000, [
    d('2.0D Icon Medium Van', 'Diesel', M, [2016, null], 32000),
  ]),
  catalogueRange('Nissan', 'Qashqai', 'SUV', 30000, [
    d('1.3 DiG-T MH N-Connecta 5dr', 'Petrol', M, [2021, null], 31000),
    d('1.5 E-Power Tekna 5dr Auto', 'Hybrid', A, [2022, null], 38500),
    d('1.5 dCi Acenta Premium 5dr', 'Diesel', M, [2014, 2021], 25000),
  ]),
  catalogueRange('Nissan', 'Juke', 'SUV', 23000, [
    d('1.0 DiG-T Acenta 5dr', 'Petrol', M, [2019, null], 21000),
    d('1.6 Hybrid N-Connecta 5dr Auto', 'Hybrid', A, [2022, null], 27500),
  ]),
  catalogueRange('Nissan', 'Leaf', 'Hatchback', 29000, [
    d('110kW Acenta 40kWh 5dr Auto', 'Electric', A, [2018, 2024], 28500),
    d('160kW e+ N-Connecta 62kWh 5dr Auto', 'Electric', A, [2019, 2024], 35000),
  ]),
  catalogueRange('Kia', 'Sportage', 'SUV', 32000, [
    d('1.6T GDi HEV 3 5dr Auto', 'Hybrid', A, [2022, null], 36000),
    d('1.6 CRDi 2 5dr', 'Diesel', M, [2016, 2021], 24500),
    d('1.6T GDi GT-Line 5dr', 'Petrol', M, [2022, null], 33000),
  ]),
  catalogueRange('Kia', 'Niro', 'SUV', 31000, [
    d('1.6 GDi Hybrid 2 5dr DCT', 'Hybrid', A, [2016, null], 29000),
    d('e-Niro 150kW 4+ 64kWh 5dr Auto', 'Electric', A, [2019, 2022], 39000),
    d('EV 150kW 3 64.8kWh 5dr Auto', 'Electric', A, [2022, null], 39500),
  ]),
  catalogueRange('Kia', 'Ceed', 'Estate', 25000, [
    d('Sportswagon 1.5T GDi ISG 2 5dr', 'Petrol', M, [2019, null], 25000),
    d('Sportswagon 1.6 CRDi 48V GT-Line 5dr', 'Diesel', M, [2019, 2022], 28000),
  ]),
  catalogueRange('Hyundai', 'i10', 'Hatchback', 15000, [
    d('1.0 SE Connect 5dr', 'Petrol', M, [2020, null], 15000),
    d('1.2 Premium 5dr Auto', 'Petrol', A, [2020, null], 17500),
    d('1.2 Classic 5dr', 'Petrol', M, [2010, 2013], 9500),
  ]),
  catalogueRange('Hyundai', 'Tucson', 'SUV', 34000, [
    d('1.6 T-GDi Hybrid Premium 5dr Auto', 'Hybrid', A, [2021, null], 37500),
    d('1.6 CRDi SE Nav 5dr', 'Diesel', M, [2015, 2020], 25500),
  ]),
  catalogueRange('Hyundai', 'Ioniq 5', 'SUV', 45000, [
    d('168kW Premium 77kWh 5dr RWD Auto', 'Electric', A, [2022, null], 47000),
  ]),
  catalogueRange('Peugeot', '208', 'Hatchback', 21000, [
    d('1.2 PureTech Active 5dr', 'Petrol', M, [2019, null], 20500),
    d('100kW e-208 Allure 50kWh 5dr Auto', 'Electric', A, [2020, 2023], 31000),
    d('1.5 BlueHDi Allure 5dr', 'Diesel', M, [2019, 2022], 23500),
  ]),
  catalogueRange('Peugeot', '3008', 'SUV', 34000, [
    d('1.2 PureTech Allure Premium 5dr EAT8', 'Petrol', A, [2020, 2023], 32000),
    d('1.5 BlueHDi GT Line 5dr', 'Diesel', M, [2017, 2020], 31000),
  ]),
  catalogueRange('Peugeot', 'Expert', 'Panel Van', 31000, [
    d('1000 2.0 BlueHDi 145 Professional Premium + Van', 'Diesel', M, [2016, null], 31000),
  ]),
  catalogueRange('Tesla', 'Model 3', 'Saloon', 42000, [
    d('Standard Range Plus 4dr Auto', 'Electric', A, [2019, 2021], 40500),
    d('Long Range AWD 4dr Auto', 'Electric', A, [2019, null], 50000),
    d('Performance AWD 4dr Auto', 'Electric', A, [2019, null], 57000),
  ]),
  catalogueRange('Tesla', 'Model Y', 'SUV', 47000, [
    d('Long Range AWD 5dr Auto', 'Electric', A, [2022, null], 52000),
  ]),
  catalogueRange('Tesla', 'Model S', 'Saloon', 90000, [
    d('Plaid AWD 5dr Auto', 'Electric', A, [2021, null], 105000),
  ]),
  catalogueRange('MG', 'MG3', 'Hatchback', 17000, [
    d('1.5 VTi-TECH Excite 5dr', 'Petrol', M, [2018, 2024], 14500),
    d('1.5 Hybrid+ Trophy 5dr Auto', 'Hybrid', A, [2024, null], 20000),
  ]),
  catalogueRange('MG', 'ZS', 'SUV', 22000, [
    d('1.0 T-GDi Exclusive 5dr', 'Petrol', M, [2018, 2024], 20000),
    d('EV 115kW Trophy Long Range 73kWh 5dr Auto', 'Electric', A, [2022, null], 33000),
  ]),
  catalogueRange('MG', 'MG4', 'Hatchback', 27000, [
    d('150kW SE EV 51kWh 5dr Auto', 'Electric', A, [2022, null], 27000),
    d('150kW Trophy EV Long Range 64kWh 5dr Auto', 'Electric', A, [2022, null], 32000),
  ]),
  catalogueRange('Skoda', 'Octavia', 'Estate', 29000, [
    d('1.5 TSI SE L Estate 5dr', 'Petrol', M, [2020, null], 29500),
    d('2.0 TDI SE Technology Estate 5dr DSG', 'Diesel', A, [2020, null], 31000),
    d('2.0 TSI vRS Estate 5dr DSG', 'Petrol', A, [2020, null], 38000),
  ]),
  catalogueRange('Skoda', 'Fabia', 'Hatchback', 19000, [
    d('1.0 TSI SE Comfort 5dr', 'Petrol', M, [2021, null], 19000),
    d('1.0 MPI S 5dr', 'Petrol', M, [2015, 2021], 12000),
  ]),
  catalogueRange('Skoda', 'Enyaq', 'SUV', 44000, [
    d('150kW 80 ecoSuite 82kWh 5dr Auto', 'Electric', A, [2021, 2023], 45000),
  ]),
  catalogueRange('Land Rover', 'Range Rover Sport', 'SUV', 95000, [
    d('3.0 D300 Dynamic SE 5dr Auto', 'Diesel', A, [2022, null], 90000),
    d('3.0 P440e Autobiography 5dr Auto', 'Hybrid', A, [2022, null], 105000),
  ]),
  catalogueRange('Mini', 'Hatch', 'Hatchback', 23000, [
    d('1.5 Cooper Classic 3dr', 'Petrol', M, [2018, 2023], 20000),
    d('2.0 Cooper S Sport 3dr Auto', 'Petrol', A, [2018, 2023], 27000),
    d('Cooper C Classic 3dr Auto', 'Petrol', A, [2024, null], 21500),
  ]),
  catalogueRange('Porsche', '911', 'Coupe', 105000, [
    d('3.0T Carrera S 2dr PDK', 'Petrol', A, [2019, null], 110000),
  ]),
];

export const COLOURS = [
  { name: 'Black', hex: '#1d1d1f' },
  { name: 'White', hex: '#f2f2f0' },
  { name: 'Silver', hex: '#b8bcc2' },
  { name: 'Grey', hex: '#6b7078' },
  { name: 'Blue', hex: '#1f4e9c' },
  { name: 'Red', hex: '#b3202a' },
  { name: 'Green', hex: '#2f6b3f' },
  { name: 'Orange', hex: '#e0722b' },
  { name: 'Yellow', hex: '#e8c21e' },
  { name: 'Brown', hex: '#6b4a32' },
] as const;

export function colourHex(name: string): string {
  return COLOURS.find((c) => c.name === name)?.hex ?? '#6b7078';
}

/** DVLA memory tags (area codes) used for demo plates. */
export const MEMORY_TAGS = [
  'AB',
  'BD',
  'CA',
  'DE',
  'EA',
  'FD',
  'GF',
  'HJ',
  'KM',
  'LA',
  'MA',
  'NA',
  'OU',
  'PE',
  'RA',
  'SA',
  'VA',
  'WA',
  'YA',
];
/** Letters used in the random part of a current-format plate (I, Q and Z are not issued there). */
export const PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';
