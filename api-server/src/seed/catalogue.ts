/**
 * The demo catalogue: real UK makes, ranges and derivatives with an approximate new price (pounds).
 * Body is one of the silhouettes the media renderer draws.
 */
export type Body = 'Hatchback' | 'Saloon' | 'Estate' | 'SUV' | 'Coupe' | 'Panel Van';
export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric';

export interface CatalogueRange {
  make: string;
  range: string;
  body: Body;
  newPrice: number;
  derivatives: { derivative: string; fuel: Fuel; transmission: 'Manual' | 'Automatic' }[];
}

const d = (derivative: string, fuel: Fuel, transmission: 'Manual' | 'Automatic' = 'Manual') => ({
  derivative,
  fuel,
  transmission,
});

export const CATALOGUE: CatalogueRange[] = [
  {
    make: 'Ford',
    range: 'Fiesta',
    body: 'Hatchback',
    newPrice: 19000,
    derivatives: [
      d('1.0 EcoBoost Zetec 5dr', 'Petrol'),
      d('1.0 EcoBoost ST-Line Edition 5dr', 'Petrol'),
      d('1.5 TDCi Titanium 5dr', 'Diesel'),
    ],
  },
  {
    make: 'Ford',
    range: 'Focus',
    body: 'Hatchback',
    newPrice: 25000,
    derivatives: [
      d('1.0 EcoBoost Hybrid mHEV ST-Line 5dr', 'Hybrid'),
      d('1.5 EcoBlue Titanium 5dr', 'Diesel'),
      d('2.3 EcoBoost ST 5dr', 'Petrol'),
    ],
  },
  {
    make: 'Ford',
    range: 'Kuga',
    body: 'SUV',
    newPrice: 33000,
    derivatives: [
      d('2.5 PHEV ST-Line X 5dr CVT', 'Hybrid', 'Automatic'),
      d('1.5 EcoBoost Titanium 5dr', 'Petrol'),
    ],
  },
  {
    make: 'Ford',
    range: 'Mustang Mach-E',
    body: 'SUV',
    newPrice: 48000,
    derivatives: [d('Extended Range RWD 5dr', 'Electric', 'Automatic')],
  },
  {
    make: 'Ford',
    range: 'Transit Custom',
    body: 'Panel Van',
    newPrice: 36000,
    derivatives: [
      d('2.0 EcoBlue 130ps Low Roof Limited L1 H1', 'Diesel'),
      d('2.0 EcoBlue 170ps Trail L2 H1 Auto', 'Diesel', 'Automatic'),
    ],
  },
  {
    make: 'Vauxhall',
    range: 'Corsa',
    body: 'Hatchback',
    newPrice: 19500,
    derivatives: [
      d('1.2 SE 5dr', 'Petrol'),
      d('1.2 Turbo Elite Nav 5dr', 'Petrol'),
      d('Corsa-e 100kW SRi 50kWh 5dr Auto', 'Electric', 'Automatic'),
    ],
  },
  {
    make: 'Vauxhall',
    range: 'Astra',
    body: 'Hatchback',
    newPrice: 26000,
    derivatives: [
      d('1.2 Turbo Design 5dr', 'Petrol'),
      d('1.5 Turbo D GS 5dr', 'Diesel'),
      d('1.6 Hybrid Ultimate 5dr Auto', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'Vauxhall',
    range: 'Mokka',
    body: 'SUV',
    newPrice: 24000,
    derivatives: [
      d('1.2 Turbo Griffin 5dr', 'Petrol'),
      d('Mokka-e 100kW SE 50kWh 5dr Auto', 'Electric', 'Automatic'),
    ],
  },
  {
    make: 'Vauxhall',
    range: 'Vivaro',
    body: 'Panel Van',
    newPrice: 32000,
    derivatives: [
      d('2.0 Diesel 2900 Pro Edition L1 H1', 'Diesel'),
      d('2.0 Diesel 3100 Prime L2 H1 Auto', 'Diesel', 'Automatic'),
    ],
  },
  {
    make: 'Volkswagen',
    range: 'Polo',
    body: 'Hatchback',
    newPrice: 21000,
    derivatives: [
      d('1.0 TSI Life 5dr', 'Petrol'),
      d('1.0 TSI R-Line 5dr DSG', 'Petrol', 'Automatic'),
    ],
  },
  {
    make: 'Volkswagen',
    range: 'Golf',
    body: 'Hatchback',
    newPrice: 28000,
    derivatives: [
      d('1.5 TSI Life 5dr', 'Petrol'),
      d('2.0 TDI Style 5dr DSG', 'Diesel', 'Automatic'),
      d('1.4 TSI GTE 5dr DSG', 'Hybrid', 'Automatic'),
      d('2.0 TSI GTI 5dr', 'Petrol'),
    ],
  },
  {
    make: 'Volkswagen',
    range: 'Passat',
    body: 'Estate',
    newPrice: 34000,
    derivatives: [
      d('2.0 TDI SE Business 5dr DSG', 'Diesel', 'Automatic'),
      d('1.5 TSI Elegance 5dr DSG', 'Petrol', 'Automatic'),
    ],
  },
  {
    make: 'Volkswagen',
    range: 'ID.3',
    body: 'Hatchback',
    newPrice: 37000,
    derivatives: [d('150kW Pro 58kWh 5dr Auto', 'Electric', 'Automatic')],
  },
  {
    make: 'Volkswagen',
    range: 'Transporter',
    body: 'Panel Van',
    newPrice: 38000,
    derivatives: [
      d('2.0 TDI 110 Startline T28 SWB', 'Diesel'),
      d('2.0 TDI 150 Highline T30 LWB DSG', 'Diesel', 'Automatic'),
    ],
  },
  {
    make: 'BMW',
    range: '1 Series',
    body: 'Hatchback',
    newPrice: 30000,
    derivatives: [
      d('118i Sport 5dr', 'Petrol'),
      d('118d M Sport 5dr Step Auto', 'Diesel', 'Automatic'),
    ],
  },
  {
    make: 'BMW',
    range: '3 Series',
    body: 'Saloon',
    newPrice: 40000,
    derivatives: [
      d('320d M Sport 4dr Step Auto', 'Diesel', 'Automatic'),
      d('330e M Sport 4dr Auto', 'Hybrid', 'Automatic'),
      d('M340i xDrive 4dr Step Auto', 'Petrol', 'Automatic'),
    ],
  },
  {
    make: 'BMW',
    range: 'X5',
    body: 'SUV',
    newPrice: 78000,
    derivatives: [
      d('xDrive30d M Sport 5dr Auto', 'Diesel', 'Automatic'),
      d('xDrive50e M Sport 5dr Auto', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'BMW',
    range: 'i4',
    body: 'Coupe',
    newPrice: 60000,
    derivatives: [
      d('eDrive40 M Sport 5dr Auto', 'Electric', 'Automatic'),
      d('M50 xDrive 5dr Auto', 'Electric', 'Automatic'),
    ],
  },
  {
    make: 'Audi',
    range: 'A3',
    body: 'Hatchback',
    newPrice: 31000,
    derivatives: [
      d('35 TFSI S Line 5dr', 'Petrol'),
      d('30 TDI Sport 5dr S Tronic', 'Diesel', 'Automatic'),
    ],
  },
  {
    make: 'Audi',
    range: 'A4',
    body: 'Estate',
    newPrice: 40000,
    derivatives: [
      d('Avant 40 TDI Quattro S Line 5dr S Tronic', 'Diesel', 'Automatic'),
      d('Avant 35 TFSI Sport 5dr S Tronic', 'Petrol', 'Automatic'),
    ],
  },
  {
    make: 'Audi',
    range: 'Q5',
    body: 'SUV',
    newPrice: 50000,
    derivatives: [
      d('40 TDI Quattro S Line 5dr S Tronic', 'Diesel', 'Automatic'),
      d('50 TFSI e Quattro Sport 5dr S Tronic', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'Audi',
    range: 'e-tron GT',
    body: 'Coupe',
    newPrice: 95000,
    derivatives: [d('quattro Vorsprung 4dr Auto', 'Electric', 'Automatic')],
  },
  {
    make: 'Mercedes-Benz',
    range: 'A Class',
    body: 'Hatchback',
    newPrice: 32000,
    derivatives: [
      d('A180 Sport Executive 5dr Auto', 'Petrol', 'Automatic'),
      d('A200d AMG Line Premium 5dr Auto', 'Diesel', 'Automatic'),
    ],
  },
  {
    make: 'Mercedes-Benz',
    range: 'C Class',
    body: 'Saloon',
    newPrice: 45000,
    derivatives: [
      d('C220d AMG Line 4dr 9G-Tronic', 'Diesel', 'Automatic'),
      d('C300e AMG Line Premium 4dr 9G-Tronic', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'Mercedes-Benz',
    range: 'GLE',
    body: 'SUV',
    newPrice: 80000,
    derivatives: [
      d('GLE 300d 4Matic AMG Line 5dr 9G-Tronic', 'Diesel', 'Automatic'),
      d('GLE 400e 4Matic AMG Line Premium 5dr', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'Mercedes-Benz',
    range: 'Sprinter',
    body: 'Panel Van',
    newPrice: 45000,
    derivatives: [
      d('2.0 314 CDI Progressive L2 H2 RWD', 'Diesel'),
      d('2.0 317 CDI Premium L3 H2 RWD 9G-Tronic', 'Diesel', 'Automatic'),
    ],
  },
  {
    make: 'Toyota',
    range: 'Yaris',
    body: 'Hatchback',
    newPrice: 23000,
    derivatives: [
      d('1.5 Hybrid Icon 5dr CVT', 'Hybrid', 'Automatic'),
      d('1.5 VVT-i Design 5dr', 'Petrol'),
    ],
  },
  {
    make: 'Toyota',
    range: 'Corolla',
    body: 'Estate',
    newPrice: 30000,
    derivatives: [
      d('1.8 Hybrid Design Touring Sports 5dr CVT', 'Hybrid', 'Automatic'),
      d('2.0 Hybrid GR Sport Touring Sports 5dr CVT', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'Toyota',
    range: 'RAV4',
    body: 'SUV',
    newPrice: 38000,
    derivatives: [
      d('2.5 VVT-i Hybrid Design 5dr CVT', 'Hybrid', 'Automatic'),
      d('2.5 PHEV Dynamic 5dr CVT', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'Toyota',
    range: 'Proace',
    body: 'Panel Van',
    newPrice: 30000,
    derivatives: [d('2.0D Icon Medium Van', 'Diesel')],
  },
  {
    make: 'Nissan',
    range: 'Qashqai',
    body: 'SUV',
    newPrice: 30000,
    derivatives: [
      d('1.3 DiG-T MH N-Connecta 5dr', 'Petrol'),
      d('1.5 E-Power Tekna 5dr Auto', 'Hybrid', 'Automatic'),
      d('1.5 dCi Acenta Premium 5dr', 'Diesel'),
    ],
  },
  {
    make: 'Nissan',
    range: 'Juke',
    body: 'SUV',
    newPrice: 23000,
    derivatives: [
      d('1.0 DiG-T Acenta 5dr', 'Petrol'),
      d('1.6 Hybrid N-Connecta 5dr Auto', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'Nissan',
    range: 'Leaf',
    body: 'Hatchback',
    newPrice: 29000,
    derivatives: [
      d('110kW Acenta 40kWh 5dr Auto', 'Electric', 'Automatic'),
      d('160kW e+ N-Connecta 62kWh 5dr Auto', 'Electric', 'Automatic'),
    ],
  },
  {
    make: 'Kia',
    range: 'Sportage',
    body: 'SUV',
    newPrice: 32000,
    derivatives: [
      d('1.6T GDi HEV 3 5dr Auto', 'Hybrid', 'Automatic'),
      d('1.6 CRDi 2 5dr', 'Diesel'),
      d('1.6T GDi GT-Line 5dr', 'Petrol'),
    ],
  },
  {
    make: 'Kia',
    range: 'Niro',
    body: 'SUV',
    newPrice: 31000,
    derivatives: [
      d('1.6 GDi Hybrid 2 5dr DCT', 'Hybrid', 'Automatic'),
      d('e-Niro 150kW 4+ 64kWh 5dr Auto', 'Electric', 'Automatic'),
    ],
  },
  {
    make: 'Kia',
    range: 'Ceed',
    body: 'Estate',
    newPrice: 25000,
    derivatives: [
      d('Sportswagon 1.5T GDi ISG 2 5dr', 'Petrol'),
      d('Sportswagon 1.6 CRDi 48V GT-Line 5dr', 'Diesel'),
    ],
  },
  {
    make: 'Hyundai',
    range: 'i10',
    body: 'Hatchback',
    newPrice: 15000,
    derivatives: [
      d('1.0 SE Connect 5dr', 'Petrol'),
      d('1.2 Premium 5dr Auto', 'Petrol', 'Automatic'),
    ],
  },
  {
    make: 'Hyundai',
    range: 'Tucson',
    body: 'SUV',
    newPrice: 34000,
    derivatives: [
      d('1.6 T-GDi Hybrid Premium 5dr Auto', 'Hybrid', 'Automatic'),
      d('1.6 CRDi SE Nav 5dr', 'Diesel'),
    ],
  },
  {
    make: 'Hyundai',
    range: 'Ioniq 5',
    body: 'SUV',
    newPrice: 45000,
    derivatives: [d('168kW Premium 77kWh 5dr RWD Auto', 'Electric', 'Automatic')],
  },
  {
    make: 'Peugeot',
    range: '208',
    body: 'Hatchback',
    newPrice: 21000,
    derivatives: [
      d('1.2 PureTech Active 5dr', 'Petrol'),
      d('100kW e-208 Allure 50kWh 5dr Auto', 'Electric', 'Automatic'),
      d('1.5 BlueHDi Allure 5dr', 'Diesel'),
    ],
  },
  {
    make: 'Peugeot',
    range: '3008',
    body: 'SUV',
    newPrice: 34000,
    derivatives: [
      d('1.2 PureTech Allure Premium 5dr EAT8', 'Petrol', 'Automatic'),
      d('1.5 BlueHDi GT Line 5dr', 'Diesel'),
    ],
  },
  {
    make: 'Peugeot',
    range: 'Expert',
    body: 'Panel Van',
    newPrice: 31000,
    derivatives: [d('1000 2.0 BlueHDi 145 Professional Premium + Van', 'Diesel')],
  },
  {
    make: 'Tesla',
    range: 'Model 3',
    body: 'Saloon',
    newPrice: 42000,
    derivatives: [
      d('Standard Range Plus 4dr Auto', 'Electric', 'Automatic'),
      d('Long Range AWD 4dr Auto', 'Electric', 'Automatic'),
      d('Performance AWD 4dr Auto', 'Electric', 'Automatic'),
    ],
  },
  {
    make: 'Tesla',
    range: 'Model Y',
    body: 'SUV',
    newPrice: 47000,
    derivatives: [d('Long Range AWD 5dr Auto', 'Electric', 'Automatic')],
  },
  {
    make: 'Tesla',
    range: 'Model S',
    body: 'Saloon',
    newPrice: 90000,
    derivatives: [d('Plaid AWD 5dr Auto', 'Electric', 'Automatic')],
  },
  {
    make: 'MG',
    range: 'MG3',
    body: 'Hatchback',
    newPrice: 17000,
    derivatives: [
      d('1.5 VTi-TECH Excite 5dr', 'Petrol'),
      d('1.5 Hybrid+ Trophy 5dr Auto', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'MG',
    range: 'ZS',
    body: 'SUV',
    newPrice: 22000,
    derivatives: [
      d('1.0 T-GDi Exclusive 5dr', 'Petrol'),
      d('EV 115kW Trophy Long Range 73kWh 5dr Auto', 'Electric', 'Automatic'),
    ],
  },
  {
    make: 'MG',
    range: 'MG4',
    body: 'Hatchback',
    newPrice: 27000,
    derivatives: [
      d('150kW SE EV 51kWh 5dr Auto', 'Electric', 'Automatic'),
      d('150kW Trophy EV Long Range 64kWh 5dr Auto', 'Electric', 'Automatic'),
    ],
  },
  {
    make: 'Skoda',
    range: 'Octavia',
    body: 'Estate',
    newPrice: 29000,
    derivatives: [
      d('1.5 TSI SE L Estate 5dr', 'Petrol'),
      d('2.0 TDI SE Technology Estate 5dr DSG', 'Diesel', 'Automatic'),
      d('2.0 TSI vRS Estate 5dr DSG', 'Petrol', 'Automatic'),
    ],
  },
  {
    make: 'Skoda',
    range: 'Fabia',
    body: 'Hatchback',
    newPrice: 19000,
    derivatives: [d('1.0 TSI SE Comfort 5dr', 'Petrol'), d('1.0 MPI S 5dr', 'Petrol')],
  },
  {
    make: 'Skoda',
    range: 'Enyaq',
    body: 'SUV',
    newPrice: 44000,
    derivatives: [d('150kW 80 ecoSuite 82kWh 5dr Auto', 'Electric', 'Automatic')],
  },
  {
    make: 'Land Rover',
    range: 'Range Rover Sport',
    body: 'SUV',
    newPrice: 95000,
    derivatives: [
      d('3.0 D300 Dynamic SE 5dr Auto', 'Diesel', 'Automatic'),
      d('3.0 P440e Autobiography 5dr Auto', 'Hybrid', 'Automatic'),
    ],
  },
  {
    make: 'Mini',
    range: 'Hatch',
    body: 'Hatchback',
    newPrice: 23000,
    derivatives: [
      d('1.5 Cooper Classic 3dr', 'Petrol'),
      d('2.0 Cooper S Sport 3dr Auto', 'Petrol', 'Automatic'),
    ],
  },
  {
    make: 'Porsche',
    range: '911',
    body: 'Coupe',
    newPrice: 105000,
    derivatives: [d('3.0T Carrera S 2dr PDK', 'Petrol', 'Automatic')],
  },
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
