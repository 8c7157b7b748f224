/**
 * Vehicles sold in Australia and New Zealand: make, model, series, badges with
 * an indicative new price (AUD), and the specification data a listing carries.
 * Prices and figures are plausible, not authoritative.
 */

export type ItemType = 'car' | 'motorcycle' | 'truck' | 'caravan';
export type FuelKind = 'petrol' | 'premium' | 'diesel' | 'hybrid' | 'phev' | 'electric' | 'none';
export type DriveKind = 'FWD' | 'RWD' | 'AWD' | '4WD' | 'Chain' | 'Belt' | 'Shaft' | 'none';
export type TransKind = 'Automatic' | 'Manual' | 'CVT' | 'DCT' | 'none';

/** Caravan specifications (SPEC.md §3 Car.specifications), mm and kg. */
export interface CaravanSpec {
  width: number;
  length: number;
  tare: number;
  axle: string;
  sleeps: number;
  atm: number;
}

export interface CatalogEntry {
  make: string;
  model: string;
  series: string;
  item: ItemType;
  /** simple_body (SPEC.md §9 body list for cars). */
  body: string;
  /** Detailed body text. */
  bodyText: string;
  /** First and last model year of the series. */
  years: readonly [number, number];
  /** [badge, indicative new price]. */
  badges: readonly (readonly [string, number])[];
  fuel: FuelKind;
  drive: DriveKind;
  trans: TransKind;
  gears: number | null;
  /** Engine size in cc; 0 for electric, null when there is no engine. */
  cc: number | null;
  cylinders: number | null;
  induction: string | null;
  seats: number | null;
  doors: number | null;
  torque: number | null;
  economy: number | null;
  tank: number | null;
  gvm: number | null;
  towing: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  ancap: number | null;
  config: string | null;
  /** manufacturer_body / 2 / 3. */
  makerBodies: readonly string[];
  /** Relative popularity. */
  weight: number;
  /** Sold only as a used import in New Zealand. */
  nzImport: boolean;
  caravan: CaravanSpec | null;
}

/** Per-body defaults; an entry overrides what differs. */
const BODY: Record<string, Partial<CatalogEntry> & { bodyText: string }> = {
  sedan: {
    bodyText: 'Sedan',
    seats: 5,
    doors: 4,
    gvm: 2050,
    towing: 1200,
    length: 4850,
    width: 1840,
    height: 1445,
    config: 'Sedan',
    makerBodies: ['Sedan'],
  },
  hatch: {
    bodyText: 'Hatchback',
    seats: 5,
    doors: 5,
    gvm: 1800,
    towing: 1000,
    length: 4370,
    width: 1790,
    height: 1460,
    config: 'Hatch',
    makerBodies: ['Hatch'],
  },
  suv: {
    bodyText: 'Wagon',
    seats: 5,
    doors: 5,
    gvm: 2400,
    towing: 1800,
    length: 4600,
    width: 1855,
    height: 1680,
    config: 'Wagon',
    makerBodies: ['SUV'],
  },
  ute: {
    bodyText: 'Double Cab Pick Up',
    seats: 5,
    doors: 4,
    gvm: 3100,
    towing: 3500,
    length: 5330,
    width: 1855,
    height: 1815,
    config: 'Double Cab',
    makerBodies: ['Ute', '4x4'],
  },
  wagon: {
    bodyText: 'Wagon',
    seats: 5,
    doors: 5,
    gvm: 2300,
    towing: 1600,
    length: 4870,
    width: 1875,
    height: 1675,
    config: 'Wagon',
    makerBodies: ['Wagon'],
  },
  stationWagon: {
    bodyText: 'Station Wagon',
    seats: 5,
    doors: 5,
    gvm: 1700,
    towing: 800,
    length: 4400,
    width: 1695,
    height: 1500,
    config: 'Wagon',
    makerBodies: ['Wagon'],
  },
  van: {
    bodyText: 'Van',
    seats: 3,
    doors: 4,
    gvm: 3300,
    towing: 1500,
    length: 5265,
    width: 1950,
    height: 1990,
    config: 'Van',
    makerBodies: ['Van'],
  },
  coupe: {
    bodyText: 'Coupe',
    seats: 4,
    doors: 2,
    gvm: 1700,
    towing: null,
    length: 4265,
    width: 1775,
    height: 1310,
    config: 'Coupe',
    makerBodies: ['Sports'],
  },
  convertible: {
    bodyText: 'Roadster',
    seats: 2,
    doors: 2,
    gvm: 1300,
    towing: null,
    length: 3915,
    width: 1735,
    height: 1235,
    config: 'Convertible',
    makerBodies: ['Sports'],
  },
  peopleMover: {
    bodyText: 'Wagon',
    seats: 8,
    doors: 5,
    gvm: 2700,
    towing: 2000,
    length: 5155,
    width: 1995,
    height: 1775,
    config: 'People Mover',
    makerBodies: ['People Mover'],
  },
  cabChassis: {
    bodyText: 'Cab Chassis',
    seats: 3,
    doors: 2,
    gvm: 4500,
    towing: 3500,
    length: 5995,
    width: 1995,
    height: 2245,
    config: 'Cab Chassis',
    makerBodies: ['Truck'],
  },
  lightTruck: {
    bodyText: 'Cab Chassis',
    seats: 3,
    doors: 2,
    gvm: 11000,
    towing: 4500,
    length: 8300,
    width: 2490,
    height: 2700,
    config: 'Cab Chassis',
    makerBodies: ['Truck'],
  },
  motorhome: {
    bodyText: 'Motorhome',
    seats: 4,
    doors: 3,
    gvm: 4490,
    towing: 2000,
    length: 7400,
    width: 2350,
    height: 3100,
    config: 'Motorhome',
    makerBodies: ['Motorhome'],
  },
};

interface CarOptions {
  gears?: number;
  trans?: TransKind;
  cylinders?: number;
  induction?: string | null;
  seats?: number;
  doors?: number;
  torque?: number;
  economy?: number;
  tank?: number;
  towing?: number | null;
  gvm?: number;
  ancap?: number | null;
  bodyText?: string;
  makerBodies?: readonly string[];
  weight?: number;
  nz?: boolean;
  item?: ItemType;
}

/** A car, ute, van or light truck. */
function car(
  make: string,
  model: string,
  series: string,
  body: string,
  years: readonly [number, number],
  fuel: FuelKind,
  drive: DriveKind,
  cc: number,
  badges: readonly (readonly [string, number])[],
  o: CarOptions = {},
): CatalogEntry {
  const d = BODY[body];
  if (!d) throw new Error(`no body defaults for ${body}`);
  const electric = fuel === 'electric';
  const turbo = fuel === 'diesel' || cc < 1500;
  const litres = cc / 1000;
  const item: ItemType = o.item ?? 'car';
  return {
    make,
    model,
    series,
    item,
    body,
    bodyText: o.bodyText ?? d.bodyText,
    years,
    badges,
    fuel,
    drive,
    trans: o.trans ?? 'Automatic',
    gears: o.gears ?? (electric ? 1 : fuel === 'hybrid' ? null : 6),
    cc: electric ? 0 : cc,
    cylinders: electric ? null : (o.cylinders ?? (cc < 1300 ? 3 : cc <= 2800 ? 4 : cc <= 3800 ? 6 : 8)),
    induction: electric ? null : o.induction !== undefined ? o.induction : turbo ? 'Turbo Intercooled' : 'Aspirated',
    seats: o.seats ?? d.seats ?? 5,
    doors: o.doors ?? d.doors ?? 4,
    torque: o.torque ?? (electric ? 350 : Math.round(fuel === 'diesel' ? litres * 175 : litres * 105)),
    economy:
      o.economy ??
      (electric ? 0 : fuel === 'hybrid' ? 4.8 : fuel === 'phev' ? 1.8 : Math.round((litres * 2.2 + 3.4) * 10) / 10),
    tank: o.tank ?? (electric ? null : Math.round(40 + litres * 12)),
    gvm: o.gvm ?? d.gvm ?? null,
    towing: o.towing !== undefined ? o.towing : (d.towing ?? null),
    length: d.length ?? null,
    width: d.width ?? null,
    height: d.height ?? null,
    ancap: o.ancap !== undefined ? o.ancap : item === 'truck' ? null : 5,
    config: d.config ?? null,
    makerBodies: o.makerBodies ?? d.makerBodies ?? [],
    weight: o.weight ?? 1,
    nzImport: o.nz ?? false,
    caravan: null,
  };
}

/** A motorcycle: simple_body is its style (Naked, Sport, Adventure, Cruiser, Touring, Scooter). */
function bike(
  make: string,
  model: string,
  style: string,
  years: readonly [number, number],
  cc: number,
  badges: readonly (readonly [string, number])[],
  o: { weight?: number; trans?: TransKind; drive?: DriveKind } = {},
): CatalogEntry {
  return {
    make,
    model,
    series: '',
    item: 'motorcycle',
    body: style,
    bodyText: style,
    years,
    badges,
    fuel: 'petrol',
    drive: o.drive ?? 'Chain',
    trans: o.trans ?? 'Manual',
    gears: o.trans === 'DCT' ? 6 : cc < 200 ? 1 : 6,
    cc,
    cylinders: cc < 300 ? 1 : 2,
    induction: 'Aspirated',
    seats: 2,
    doors: null,
    torque: Math.round(cc * 0.1),
    economy: Math.round((cc / 300 + 3) * 10) / 10,
    tank: cc < 600 ? 14 : 18,
    gvm: null,
    towing: null,
    length: 2100,
    width: 800,
    height: 1150,
    ancap: null,
    config: null,
    makerBodies: ['Motorcycle'],
    weight: o.weight ?? 1,
    nzImport: false,
    caravan: null,
  };
}

/** A caravan (no engine) or, with `motorhome`, a motorhome on a van chassis. */
function van(
  make: string,
  model: string,
  style: string,
  years: readonly [number, number],
  badges: readonly (readonly [string, number])[],
  spec: CaravanSpec,
  o: { weight?: number; motorhome?: { cc: number } } = {},
): CatalogEntry {
  const m = o.motorhome;
  return {
    make,
    model,
    series: '',
    item: 'caravan',
    body: m ? 'motorhome' : 'caravan',
    bodyText: style,
    years,
    badges,
    fuel: m ? 'diesel' : 'none',
    drive: m ? 'FWD' : 'none',
    trans: m ? 'Automatic' : 'none',
    gears: m ? 9 : null,
    cc: m ? m.cc : null,
    cylinders: m ? 4 : null,
    induction: m ? 'Turbo Intercooled' : null,
    seats: m ? 4 : null,
    doors: m ? 3 : 1,
    torque: m ? 380 : null,
    economy: m ? 11.5 : null,
    tank: m ? 90 : null,
    gvm: m ? 4490 : spec.atm,
    towing: m ? 2000 : null,
    length: spec.length,
    width: spec.width,
    height: m ? 3100 : 3000,
    ancap: null,
    config: m ? 'Motorhome' : 'Caravan',
    makerBodies: [m ? 'Motorhome' : 'Caravan'],
    weight: o.weight ?? 1,
    nzImport: false,
    caravan: spec,
  };
}

const cv = (
  lengthFt: number,
  tare: number,
  axle: 'Single Axle' | 'Tandem Axle' | 'Dual Rear Wheel',
  sleeps: number,
  atm: number,
  width = 2450,
): CaravanSpec => ({
  width,
  length: Math.round(lengthFt * 304.8),
  tare,
  axle,
  sleeps,
  atm,
});

// prettier-ignore
export const CATALOG: readonly CatalogEntry[] = [
  // Toyota
  car('Toyota', 'HiLux', 'GUN126R', 'ute', [2016, 2026], 'diesel', '4WD', 2755, [['SR', 50990], ['SR5', 61990], ['Rogue', 72990], ['Rugged X', 74990]], { torque: 500, weight: 10 }),
  car('Toyota', 'LandCruiser 300', 'FJA300R', 'suv', [2021, 2026], 'diesel', '4WD', 3346, [['GX', 95990], ['GXL', 106990], ['VX', 118990], ['Sahara', 141990], ['GR Sport', 146990]], { seats: 7, torque: 700, towing: 3500, gvm: 3280, weight: 4 }),
  car('Toyota', 'LandCruiser Prado', 'GDJ250R', 'suv', [2024, 2026], 'diesel', '4WD', 2755, [['GX', 74990], ['GXL', 84990], ['VX', 93990], ['Kakadu', 102990]], { seats: 7, torque: 500, towing: 3500, weight: 4 }),
  car('Toyota', 'LandCruiser Prado', 'GDJ150R', 'suv', [2015, 2023], 'diesel', '4WD', 2755, [['GX', 62990], ['GXL', 69990], ['VX', 79990], ['Kakadu', 89990]], { seats: 7, torque: 500, towing: 3000, weight: 3 }),
  car('Toyota', 'RAV4', 'AXAH54R', 'suv', [2019, 2026], 'hybrid', 'AWD', 2487, [['GX', 44990], ['GXL', 49990], ['XSE', 53990], ['Cruiser', 54990], ['Edge', 58990]], { makerBodies: ['SUV', 'Hybrid'], weight: 8 }),
  car('Toyota', 'Corolla', 'ZWE211R', 'hatch', [2019, 2026], 'hybrid', 'FWD', 1798, [['Ascent Sport', 34990], ['SX', 38990], ['ZR', 43990]], { makerBodies: ['Hatch', 'Hybrid'], weight: 7 }),
  car('Toyota', 'Corolla', 'ZRE182R', 'hatch', [2012, 2018], 'petrol', 'FWD', 1798, [['Ascent', 24990], ['Levin SX', 28990]], { gears: 7, trans: 'CVT', weight: 3 }),
  car('Toyota', 'Corolla Cross', 'MXGH10R', 'suv', [2022, 2026], 'hybrid', 'FWD', 1987, [['GX', 36990], ['GXL', 41990], ['Atmos', 47990]], { makerBodies: ['SUV', 'Hybrid'], weight: 5 }),
  car('Toyota', 'Camry', 'AXVH80R', 'sedan', [2024, 2026], 'hybrid', 'FWD', 2487, [['Ascent', 42990], ['SX', 49990], ['SL', 53990]], { makerBodies: ['Sedan', 'Hybrid'], weight: 4 }),
  car('Toyota', 'Camry', 'ASV50R', 'sedan', [2012, 2017], 'petrol', 'FWD', 2494, [['Altise', 31990], ['Atara S', 34990]], { weight: 2 }),
  car('Toyota', 'Camry', 'ACV40R', 'sedan', [2006, 2011], 'petrol', 'FWD', 2362, [['Altise', 29990], ['Ateva', 33990]], { gears: 5, weight: 2 }),
  car('Toyota', 'Kluger', 'AXUH78R', 'suv', [2021, 2026], 'hybrid', 'AWD', 2487, [['GX', 61990], ['GXL', 71990], ['Grande', 82990]], { seats: 7, makerBodies: ['SUV', 'Hybrid'], weight: 3 }),
  car('Toyota', 'C-HR', 'NGX10R', 'suv', [2017, 2023], 'petrol', 'FWD', 1197, [['GXL', 32990], ['Koba', 37990]], { trans: 'CVT', weight: 2 }),
  car('Toyota', 'Yaris Cross', 'MXPJ10R', 'suv', [2020, 2026], 'hybrid', 'FWD', 1490, [['GX', 32990], ['GXL', 35990], ['Urban', 38990]], { makerBodies: ['SUV', 'Hybrid'], weight: 4 }),
  car('Toyota', 'Yaris', 'MXPA10R', 'hatch', [2020, 2026], 'petrol', 'FWD', 1490, [['Ascent Sport', 28990], ['SX', 31990]], { trans: 'CVT', weight: 2 }),
  car('Toyota', 'HiAce', 'GDH300R', 'van', [2019, 2026], 'diesel', 'RWD', 2755, [['LWB', 52990], ['SLWB', 57990]], { torque: 450, weight: 3 }),
  car('Toyota', 'Fortuner', 'GUN156R', 'suv', [2015, 2024], 'diesel', '4WD', 2755, [['GX', 52990], ['GXL', 57990], ['Crusade', 64990]], { seats: 7, torque: 500, towing: 3100, weight: 2 }),
  car('Toyota', 'bZ4X', 'XEAM10R', 'suv', [2022, 2026], 'electric', 'FWD', 0, [['FWD', 66990], ['AWD', 74990]], { makerBodies: ['SUV', 'Electric'], weight: 2 }),
  car('Toyota', 'GR86', 'ZN8', 'coupe', [2022, 2026], 'premium', 'RWD', 2387, [['GT', 48990]], { trans: 'Manual', induction: 'Aspirated', weight: 1 }),
  car('Toyota', 'Granvia', 'GDH303R', 'peopleMover', [2019, 2024], 'diesel', 'RWD', 2755, [['VX', 69990], ['Premium', 79990]], { seats: 8, weight: 1 }),
  car('Toyota', 'LandCruiser 70', 'VDJ79R', 'cabChassis', [2016, 2023], 'diesel', '4WD', 4461, [['Workmate', 72990], ['GXL', 76990]], { trans: 'Manual', gears: 5, bodyText: 'Single Cab Chassis', ancap: null, weight: 2 }),
  car('Toyota', 'Prius', 'ZVW30', 'hatch', [2009, 2015], 'hybrid', 'FWD', 1798, [['S', 32990], ['G', 34990]], { trans: 'CVT', nz: true, weight: 2 }),
  car('Toyota', 'Aqua', 'NHP10', 'hatch', [2012, 2021], 'hybrid', 'FWD', 1496, [['S', 21990], ['G', 23990]], { trans: 'CVT', nz: true, weight: 4 }),
  car('Toyota', 'Corolla Fielder', 'NKE165', 'stationWagon', [2013, 2020], 'hybrid', 'FWD', 1496, [['Hybrid', 24990], ['Hybrid G', 26990]], { trans: 'CVT', nz: true, weight: 2 }),
  // Mazda
  car('Mazda', 'CX-5', 'KF', 'suv', [2017, 2026], 'petrol', 'AWD', 2488, [['Maxx', 36990], ['Maxx Sport', 41990], ['Touring', 45990], ['GT SP', 51990], ['Akera', 55990]], { weight: 8 }),
  car('Mazda', 'CX-3', 'DK', 'suv', [2015, 2026], 'petrol', 'FWD', 1998, [['Neo Sport', 28990], ['Maxx Sport', 31990], ['Akari', 37990]], { weight: 4 }),
  car('Mazda', 'CX-30', 'DM', 'suv', [2019, 2026], 'petrol', 'FWD', 1998, [['G20 Pure', 34990], ['G20 Evolve', 37990], ['G25 Astina', 47990]], { weight: 4 }),
  car('Mazda', '3', 'BP', 'hatch', [2019, 2026], 'petrol', 'FWD', 1998, [['G20 Pure', 32990], ['G20 Evolve', 35990], ['G25 GT', 41990]], { weight: 5 }),
  car('Mazda', '3', 'BM', 'hatch', [2013, 2018], 'petrol', 'FWD', 1998, [['Maxx', 24990], ['SP25', 29990]], { weight: 2 }),
  car('Mazda', '2', 'DJ', 'hatch', [2015, 2026], 'petrol', 'FWD', 1496, [['Pure', 25990], ['GT', 29990]], { weight: 2 }),
  car('Mazda', '6', 'GL', 'sedan', [2018, 2021], 'petrol', 'FWD', 2488, [['Sport', 35990], ['GT', 45990]], { weight: 1 }),
  car('Mazda', 'BT-50', 'TF', 'ute', [2020, 2026], 'diesel', '4WD', 2999, [['XT', 55990], ['XTR', 61990], ['GT', 66990], ['Thunder', 72990]], { torque: 450, weight: 4 }),
  car('Mazda', 'CX-60', 'KH', 'suv', [2023, 2026], 'phev', 'AWD', 2488, [['P50e Evolve', 69990], ['P50e GT', 76990]], { gears: 8, makerBodies: ['SUV', 'Plug-in Hybrid'], weight: 2 }),
  car('Mazda', 'CX-90', 'KK', 'suv', [2023, 2026], 'premium', 'AWD', 3283, [['G50e Touring', 79990], ['D50e Azami', 99990]], { seats: 7, gears: 8, weight: 1 }),
  car('Mazda', 'CX-9', 'TC', 'suv', [2016, 2023], 'petrol', 'AWD', 2488, [['Sport', 49990], ['Touring', 55990], ['Azami', 66990]], { seats: 7, weight: 2 }),
  car('Mazda', 'MX-5', 'ND', 'convertible', [2016, 2026], 'premium', 'RWD', 1998, [['Roadster', 45990], ['GT RS', 52990]], { trans: 'Manual', induction: 'Aspirated', weight: 1 }),
  car('Mazda', 'Axela', 'BM', 'hatch', [2013, 2019], 'petrol', 'FWD', 1998, [['20S', 19990], ['Sport 15S', 17990]], { nz: true, weight: 2 }),
  // Hyundai
  car('Hyundai', 'i30', 'PD', 'hatch', [2017, 2026], 'petrol', 'FWD', 1999, [['Active', 28990], ['Elite', 33990], ['N Line', 35990]], { weight: 5 }),
  car('Hyundai', 'i30 Sedan', 'CN7', 'sedan', [2021, 2026], 'petrol', 'FWD', 1999, [['Active', 30990], ['Elite', 34990], ['N', 49990]], { trans: 'CVT', weight: 2 }),
  car('Hyundai', 'Tucson', 'NX4', 'suv', [2021, 2026], 'petrol', 'FWD', 1999, [['Active', 36990], ['Elite', 42990], ['Highlander', 50990]], { weight: 6 }),
  car('Hyundai', 'Kona', 'SX2', 'suv', [2023, 2026], 'petrol', 'FWD', 1999, [['Active', 30990], ['N Line', 38990]], { trans: 'CVT', weight: 3 }),
  car('Hyundai', 'Kona Electric', 'SX2.V1', 'suv', [2023, 2026], 'electric', 'FWD', 0, [['Standard Range', 54990], ['Premium Extended Range', 64990]], { makerBodies: ['SUV', 'Electric'], weight: 1 }),
  car('Hyundai', 'Santa Fe', 'MX5', 'suv', [2024, 2026], 'hybrid', 'AWD', 1598, [['Hybrid', 59990], ['Calligraphy Hybrid', 74990]], { seats: 7, makerBodies: ['SUV', 'Hybrid'], weight: 2 }),
  car('Hyundai', 'Santa Fe', 'TM', 'suv', [2018, 2023], 'diesel', 'AWD', 2199, [['Active', 49990], ['Elite', 55990], ['Highlander', 62990]], { seats: 7, gears: 8, weight: 2 }),
  car('Hyundai', 'Ioniq 5', 'NE', 'suv', [2021, 2026], 'electric', 'RWD', 0, [['Dynamiq', 69990], ['Techniq', 74990], ['Epiq', 84990]], { makerBodies: ['SUV', 'Electric'], weight: 2 }),
  car('Hyundai', 'Venue', 'QX', 'suv', [2019, 2026], 'petrol', 'FWD', 1591, [['Active', 25990], ['Elite', 29990]], { weight: 2 }),
  car('Hyundai', 'Staria', 'US4', 'peopleMover', [2021, 2026], 'diesel', 'AWD', 2199, [['Elite', 64990], ['Highlander', 72990]], { gears: 8, weight: 1 }),
  car('Hyundai', 'Palisade', 'LX2', 'suv', [2020, 2026], 'diesel', 'AWD', 2199, [['Elite', 69990], ['Highlander', 79990]], { seats: 8, gears: 8, weight: 1 }),
  // Ford
  car('Ford', 'Ranger', 'PY', 'ute', [2022, 2026], 'diesel', '4WD', 1996, [['XL', 50990], ['XLS', 56990], ['XLT', 64990], ['Sport', 67990], ['Wildtrak', 75990], ['Platinum', 84990], ['Raptor', 92990]], { gears: 10, torque: 500, weight: 10 }),
  car('Ford', 'Ranger', 'PX MkIII', 'ute', [2018, 2022], 'diesel', '4WD', 3198, [['XL', 45990], ['XLS', 49990], ['XLT', 56990], ['Wildtrak', 62990]], { cylinders: 5, torque: 470, weight: 6 }),
  car('Ford', 'Everest', 'UB', 'suv', [2022, 2026], 'diesel', '4WD', 1996, [['Ambiente', 58990], ['Trend', 66990], ['Sport', 70990], ['Platinum', 82990]], { seats: 7, gears: 10, torque: 500, towing: 3500, weight: 4 }),
  car('Ford', 'Mustang', 'S650', 'coupe', [2024, 2026], 'premium', 'RWD', 4951, [['GT Fastback', 82990]], { gears: 10, induction: 'Aspirated', weight: 1 }),
  car('Ford', 'Mustang', 'FN', 'coupe', [2018, 2023], 'premium', 'RWD', 4951, [['GT Fastback', 69990]], { gears: 10, induction: 'Aspirated', weight: 1 }),
  car('Ford', 'Transit Custom', 'VN', 'van', [2023, 2026], 'diesel', 'FWD', 1995, [['320S SWB', 55990], ['340L LWB', 59990]], { weight: 2 }),
  car('Ford', 'Puma', 'JK', 'suv', [2020, 2026], 'petrol', 'FWD', 999, [['Trend', 32990], ['ST-Line', 36990]], { gears: 7, trans: 'DCT', weight: 2 }),
  car('Ford', 'Escape', 'ZH', 'suv', [2020, 2025], 'petrol', 'AWD', 1999, [['Trend', 40990], ['ST-Line', 45990]], { gears: 8, weight: 2 }),
  car('Ford', 'Mustang Mach-E', 'CX727', 'suv', [2023, 2026], 'electric', 'RWD', 0, [['Select', 79990], ['Premium', 91990]], { makerBodies: ['SUV', 'Electric'], weight: 1 }),
  car('Ford', 'Falcon', 'FG', 'sedan', [2008, 2014], 'petrol', 'RWD', 3984, [['XT', 37990], ['XR6', 42990]], { induction: 'Aspirated', weight: 2 }),
  car('Ford', 'Territory', 'SZ', 'suv', [2011, 2016], 'diesel', 'AWD', 2720, [['TX', 45990], ['Titanium', 59990]], { seats: 7, cylinders: 6, weight: 1 }),
  // Kia
  car('Kia', 'Sportage', 'NQ5', 'suv', [2022, 2026], 'petrol', 'FWD', 1999, [['S', 35990], ['SX', 38990], ['GT-Line', 52990]], { weight: 6 }),
  car('Kia', 'Cerato', 'BD', 'hatch', [2019, 2024], 'petrol', 'FWD', 1999, [['S', 26990], ['Sport', 29990], ['GT', 37990]], { weight: 4 }),
  car('Kia', 'Seltos', 'SP2', 'suv', [2020, 2026], 'petrol', 'FWD', 1999, [['S', 30990], ['Sport+', 36990], ['GT-Line', 43990]], { trans: 'CVT', weight: 4 }),
  car('Kia', 'Carnival', 'KA4', 'peopleMover', [2021, 2026], 'petrol', 'FWD', 3470, [['S', 52990], ['Si', 58990], ['Platinum', 72990]], { gears: 8, induction: 'Aspirated', weight: 3 }),
  car('Kia', 'Sorento', 'MQ4', 'suv', [2020, 2026], 'petrol', 'AWD', 3470, [['Sport', 52990], ['GT-Line', 67990]], { seats: 7, gears: 8, induction: 'Aspirated', weight: 2 }),
  car('Kia', 'Sorento PHEV', 'MQ4', 'suv', [2022, 2026], 'phev', 'AWD', 1598, [['GT-Line', 80990]], { seats: 7, makerBodies: ['SUV', 'Plug-in Hybrid'], weight: 1 }),
  car('Kia', 'EV6', 'CV', 'suv', [2022, 2026], 'electric', 'RWD', 0, [['Air', 72990], ['GT-Line', 82990]], { makerBodies: ['SUV', 'Electric'], weight: 1 }),
  car('Kia', 'EV5', 'OV', 'suv', [2025, 2026], 'electric', 'FWD', 0, [['Air', 59990], ['Earth', 66990]], { makerBodies: ['SUV', 'Electric'], weight: 1 }),
  car('Kia', 'Picanto', 'JA', 'hatch', [2017, 2026], 'petrol', 'FWD', 1248, [['S', 18990], ['GT-Line', 21990]], { gears: 4, weight: 2 }),
  // Mitsubishi
  car('Mitsubishi', 'Triton', 'MV', 'ute', [2024, 2026], 'diesel', '4WD', 2442, [['GLX', 48990], ['GLX+', 53990], ['GLS', 58990], ['GSR', 64990]], { torque: 470, weight: 6 }),
  car('Mitsubishi', 'Triton', 'MR', 'ute', [2019, 2023], 'diesel', '4WD', 2442, [['GLX', 43990], ['GLS', 51990]], { torque: 430, weight: 4 }),
  car('Mitsubishi', 'Outlander', 'ZM', 'suv', [2022, 2026], 'petrol', 'FWD', 2488, [['ES', 37990], ['LS', 41990], ['Aspire', 46990], ['Exceed', 50990]], { seats: 7, trans: 'CVT', weight: 5 }),
  car('Mitsubishi', 'Outlander PHEV', 'ZM', 'suv', [2022, 2026], 'phev', 'AWD', 2360, [['ES', 56990], ['Exceed', 66990]], { makerBodies: ['SUV', 'Plug-in Hybrid'], weight: 3 }),
  car('Mitsubishi', 'Outlander PHEV', 'GG', 'suv', [2014, 2020], 'phev', 'AWD', 1998, [['VRX', 49990], ['LS', 45990]], { makerBodies: ['SUV', 'Plug-in Hybrid'], nz: true, weight: 2 }),
  car('Mitsubishi', 'ASX', 'XD', 'suv', [2016, 2024], 'petrol', 'FWD', 1998, [['ES', 27990], ['LS', 31990]], { trans: 'CVT', weight: 3 }),
  car('Mitsubishi', 'Eclipse Cross', 'YB', 'suv', [2021, 2025], 'phev', 'AWD', 2360, [['ES', 46990], ['Aspire', 51990]], { makerBodies: ['SUV', 'Plug-in Hybrid'], weight: 2 }),
  car('Mitsubishi', 'Pajero Sport', 'QF', 'suv', [2016, 2025], 'diesel', '4WD', 2442, [['GLX', 52990], ['GLS', 57990], ['Exceed', 62990]], { seats: 7, gears: 8, torque: 430, weight: 3 }),
  car('Mitsubishi', 'Mirage', 'LB', 'hatch', [2013, 2022], 'petrol', 'FWD', 1193, [['ES', 16990], ['LS', 18990]], { trans: 'CVT', weight: 1 }),
  // Suzuki
  car('Suzuki', 'Swift', 'AZH', 'hatch', [2024, 2026], 'hybrid', 'FWD', 1197, [['Hybrid GL', 24490], ['Hybrid GLX', 27490]], { trans: 'CVT', makerBodies: ['Hatch', 'Hybrid'], weight: 4 }),
  car('Suzuki', 'Swift', 'AZ', 'hatch', [2017, 2023], 'petrol', 'FWD', 1242, [['GL', 21990], ['GLX Turbo', 26990]], { trans: 'CVT', weight: 4 }),
  car('Suzuki', 'Vitara', 'LY', 'suv', [2015, 2026], 'petrol', 'FWD', 1586, [['JLX', 30990], ['Turbo', 34990]], { weight: 3 }),
  car('Suzuki', 'Jimny', 'JB74', 'suv', [2018, 2026], 'petrol', '4WD', 1462, [['Lite', 32990], ['GLX', 34990], ['XL', 36990]], { seats: 4, doors: 3, gears: 4, induction: 'Aspirated', weight: 3 }),
  car('Suzuki', 'S-Cross', 'JY', 'suv', [2022, 2026], 'petrol', 'AWD', 1373, [['Prestige', 38990]], { weight: 2 }),
  car('Suzuki', 'Ignis', 'MF', 'hatch', [2016, 2024], 'petrol', 'FWD', 1242, [['GL', 18990], ['GLX', 20990]], { trans: 'CVT', weight: 1 }),
  // Nissan
  car('Nissan', 'Navara', 'D23', 'ute', [2015, 2025], 'diesel', '4WD', 2298, [['SL', 52990], ['ST', 56990], ['ST-X', 62990], ['PRO-4X', 66990]], { gears: 7, torque: 450, weight: 4 }),
  car('Nissan', 'Navara', 'D40', 'ute', [2005, 2015], 'diesel', '4WD', 2488, [['ST', 39990], ['ST-X', 45990]], { gears: 5, torque: 403, weight: 2 }),
  car('Nissan', 'X-Trail', 'T33', 'suv', [2022, 2026], 'petrol', 'FWD', 2488, [['ST', 37990], ['ST-L', 44990], ['Ti', 52990]], { trans: 'CVT', weight: 3 }),
  car('Nissan', 'Patrol', 'Y62', 'suv', [2013, 2025], 'premium', '4WD', 5552, [['Ti', 87990], ['Ti-L', 99990]], { seats: 8, gears: 7, induction: 'Aspirated', weight: 2 }),
  car('Nissan', 'Qashqai', 'J12', 'suv', [2022, 2026], 'petrol', 'FWD', 1332, [['ST', 34990], ['ST+', 37990]], { trans: 'CVT', weight: 2 }),
  car('Nissan', 'Leaf', 'ZE1', 'hatch', [2018, 2024], 'electric', 'FWD', 0, [['G', 50990], ['e+', 61990]], { makerBodies: ['Hatch', 'Electric'], weight: 1 }),
  car('Nissan', 'Leaf', 'ZE0', 'hatch', [2011, 2017], 'electric', 'FWD', 0, [['24kWh', 39990], ['30kWh G', 45990]], { makerBodies: ['Hatch', 'Electric'], nz: true, weight: 2 }),
  car('Nissan', 'Note', 'E12', 'hatch', [2016, 2020], 'hybrid', 'FWD', 1198, [['e-Power X', 22990], ['e-Power Medalist', 25990]], { nz: true, weight: 2 }),
  // Volkswagen, Subaru, Isuzu, Honda, MG
  car('Volkswagen', 'Amarok', 'NF', 'ute', [2023, 2026], 'diesel', '4WD', 1996, [['Core', 56990], ['Life', 62990], ['Style', 69990], ['PanAmericana', 80990]], { gears: 10, torque: 500, weight: 3 }),
  car('Volkswagen', 'Golf', 'Mk8', 'hatch', [2021, 2026], 'premium', 'FWD', 1395, [['Life', 38990], ['R-Line', 45990], ['GTI', 60990]], { gears: 8, weight: 2 }),
  car('Volkswagen', 'Tiguan', '5N', 'suv', [2016, 2024], 'premium', 'AWD', 1984, [['110TSI Life', 43990], ['132TSI Elegance', 52990]], { gears: 7, trans: 'DCT', weight: 2 }),
  car('Volkswagen', 'Polo', 'AW', 'hatch', [2018, 2026], 'premium', 'FWD', 999, [['Life', 28990], ['GTI', 40990]], { gears: 7, trans: 'DCT', weight: 1 }),
  car('Subaru', 'Forester', 'S5', 'suv', [2019, 2025], 'petrol', 'AWD', 2498, [['2.5i', 38990], ['2.5i-S', 47990]], { trans: 'CVT', induction: 'Aspirated', weight: 3 }),
  car('Subaru', 'Outback', '6Gen', 'wagon', [2021, 2026], 'petrol', 'AWD', 2498, [['AWD', 44990], ['AWD Touring', 52990]], { trans: 'CVT', induction: 'Aspirated', weight: 2 }),
  car('Subaru', 'XV', 'G5X', 'suv', [2017, 2023], 'petrol', 'AWD', 1995, [['2.0i', 31990], ['2.0i-S', 37990]], { trans: 'CVT', induction: 'Aspirated', weight: 2 }),
  car('Subaru', 'WRX', 'VB', 'sedan', [2022, 2026], 'premium', 'AWD', 2387, [['RS', 56990], ['tS', 64990]], { trans: 'CVT', weight: 1 }),
  car('Subaru', 'Impreza', 'G3', 'hatch', [2008, 2011], 'petrol', 'AWD', 1994, [['R', 27990], ['RS', 30990]], { gears: 4, induction: 'Aspirated', weight: 1 }),
  car('Isuzu', 'D-Max', 'RG', 'ute', [2020, 2026], 'diesel', '4WD', 2999, [['SX', 45990], ['LS-U', 59990], ['X-Terrain', 69990]], { torque: 450, weight: 4 }),
  car('Isuzu', 'MU-X', 'RJ', 'suv', [2021, 2026], 'diesel', '4WD', 2999, [['LS-M', 55990], ['LS-T', 67990]], { seats: 7, torque: 450, towing: 3500, weight: 2 }),
  car('Honda', 'CR-V', 'RS', 'suv', [2023, 2026], 'petrol', 'FWD', 1498, [['VTi X', 47990], ['VTi L AWD', 54990]], { trans: 'CVT', weight: 2 }),
  car('Honda', 'Civic', 'FL', 'hatch', [2022, 2026], 'petrol', 'FWD', 1498, [['VTi LX', 49990]], { trans: 'CVT', weight: 1 }),
  car('Honda', 'HR-V', 'RV', 'suv', [2022, 2026], 'hybrid', 'FWD', 1498, [['e:HEV L', 45990]], { makerBodies: ['SUV', 'Hybrid'], weight: 1 }),
  car('Honda', 'Jazz', 'GK', 'hatch', [2014, 2020], 'petrol', 'FWD', 1497, [['VTi', 19990], ['VTi-S', 22990]], { trans: 'CVT', weight: 2 }),
  car('Honda', 'Fit', 'GK', 'hatch', [2013, 2020], 'petrol', 'FWD', 1317, [['13G', 16990], ['Hybrid', 19990]], { trans: 'CVT', nz: true, weight: 2 }),
  car('MG', 'ZS', 'AZS1', 'suv', [2018, 2026], 'petrol', 'FWD', 1498, [['Excite', 25990], ['Essence', 28990]], { trans: 'CVT', weight: 3 }),
  car('MG', 'ZS EV', 'AZS1', 'suv', [2021, 2025], 'electric', 'FWD', 0, [['Excite', 44990]], { makerBodies: ['SUV', 'Electric'], weight: 1 }),
  car('MG', 'HS', 'SAS23', 'suv', [2019, 2026], 'petrol', 'FWD', 1490, [['Vibe', 32990], ['Excite', 36990], ['Essence', 40990]], { gears: 7, trans: 'DCT', weight: 2 }),
  car('MG', '3', 'SZP1', 'hatch', [2018, 2024], 'petrol', 'FWD', 1498, [['Core', 20990], ['Excite', 22990]], { gears: 4, weight: 2 }),
  car('MG', '4', 'EH32', 'hatch', [2023, 2026], 'electric', 'RWD', 0, [['Excite 51', 37990], ['Essence 64', 44990]], { makerBodies: ['Hatch', 'Electric'], weight: 2 }),
  // Electric newcomers and prestige
  car('Tesla', 'Model 3', 'Highland', 'sedan', [2019, 2026], 'electric', 'RWD', 0, [['Rear-Wheel Drive', 54900], ['Long Range', 63900]], { makerBodies: ['Sedan', 'Electric'], weight: 2 }),
  car('Tesla', 'Model Y', 'Juniper', 'suv', [2022, 2026], 'electric', 'RWD', 0, [['Rear-Wheel Drive', 58900], ['Long Range', 68900]], { makerBodies: ['SUV', 'Electric'], weight: 2 }),
  car('BYD', 'Atto 3', 'EA1', 'suv', [2022, 2026], 'electric', 'FWD', 0, [['Standard Range', 44499], ['Extended Range', 47999]], { makerBodies: ['SUV', 'Electric'], weight: 2 }),
  car('BYD', 'Seal', 'EA1', 'sedan', [2023, 2026], 'electric', 'RWD', 0, [['Dynamic', 49888], ['Premium', 58798]], { makerBodies: ['Sedan', 'Electric'], weight: 1 }),
  car('BYD', 'Shark 6', 'BYD6', 'ute', [2025, 2026], 'phev', 'AWD', 1497, [['Premium', 57900]], { makerBodies: ['Ute', 'Plug-in Hybrid'], weight: 1 }),
  car('BMW', 'X5', 'G05', 'suv', [2019, 2026], 'diesel', 'AWD', 2993, [['xDrive30d', 139900]], { gears: 8, cylinders: 6, makerBodies: ['SUV', 'Prestige'], weight: 1 }),
  car('BMW', '3 Series', 'G20', 'sedan', [2019, 2026], 'premium', 'RWD', 1998, [['320i', 77900], ['330i M Sport', 87900]], { gears: 8, makerBodies: ['Sedan', 'Prestige'], weight: 1 }),
  car('Mercedes-Benz', 'C-Class', 'W206', 'sedan', [2022, 2026], 'premium', 'RWD', 1496, [['C200', 80900], ['C300', 98900]], { gears: 9, makerBodies: ['Sedan', 'Prestige'], weight: 1 }),
  car('Mercedes-Benz', 'GLC', 'X254', 'suv', [2023, 2026], 'premium', 'AWD', 1999, [['300 4MATIC', 104900]], { gears: 9, makerBodies: ['SUV', 'Prestige'], weight: 1 }),
  car('Audi', 'Q5', 'FY', 'suv', [2017, 2024], 'premium', 'AWD', 1984, [['40 TDI quattro', 72900], ['45 TFSI quattro', 74900]], { gears: 7, trans: 'DCT', weight: 1 }),
  car('Lexus', 'NX', 'AAZH25R', 'suv', [2022, 2026], 'hybrid', 'AWD', 2487, [['NX350h Luxury', 74900]], { makerBodies: ['SUV', 'Hybrid', 'Prestige'], weight: 1 }),
  car('Volvo', 'XC60', 'UZ', 'suv', [2017, 2025], 'premium', 'AWD', 1969, [['B5 Plus', 76990]], { gears: 8, weight: 1 }),
  car('GWM', 'Cannon', 'NPW', 'ute', [2021, 2026], 'diesel', '4WD', 1996, [['Lux', 39990], ['Ultra', 47990]], { gears: 8, weight: 2 }),
  car('Haval', 'Jolion', 'A01', 'suv', [2021, 2026], 'petrol', 'FWD', 1497, [['Premium', 29990], ['Ultra', 33990]], { gears: 7, trans: 'DCT', weight: 2 }),
  car('LDV', 'T60', 'SK8C', 'ute', [2017, 2025], 'diesel', '4WD', 1996, [['Pro', 41990], ['Max Pro', 47990]], { weight: 1 }),
  car('Jeep', 'Grand Cherokee', 'WK', 'suv', [2011, 2021], 'petrol', 'AWD', 3604, [['Laredo', 52990], ['Limited', 62990]], { gears: 8, induction: 'Aspirated', weight: 1 }),
  // Holden (used only)
  car('Holden', 'Commodore', 'VF', 'sedan', [2013, 2017], 'petrol', 'RWD', 3564, [['Evoke', 35990], ['SV6', 40990], ['SS', 47990]], { induction: 'Aspirated', weight: 3 }),
  car('Holden', 'Commodore', 'VE', 'sedan', [2006, 2013], 'petrol', 'RWD', 3564, [['Omega', 34990], ['SV6', 39990]], { gears: 5, induction: 'Aspirated', weight: 2 }),
  car('Holden', 'Colorado', 'RG', 'ute', [2012, 2020], 'diesel', '4WD', 2776, [['LS', 45990], ['LTZ', 51990], ['Z71', 55990]], { torque: 500, weight: 3 }),
  car('Holden', 'Cruze', 'JH', 'hatch', [2011, 2016], 'petrol', 'FWD', 1796, [['Equipe', 22990], ['CDX', 27990]], { induction: 'Aspirated', weight: 2 }),
  // Trucks
  car('Isuzu', 'NPR', 'N Series', 'cabChassis', [2019, 2026], 'diesel', 'RWD', 2999, [['45-155 Tradepack', 82990], ['75-190', 98990]], { gvm: 4500, torque: 375, ancap: null, item: 'truck', weight: 3 }),
  car('Isuzu', 'FRR', 'F Series', 'lightTruck', [2018, 2026], 'diesel', 'RWD', 5193, [['110-260 Auto', 139990]], { gvm: 11000, torque: 761, cylinders: 4, item: 'truck', weight: 2 }),
  car('Hino', '300 Series', '616', 'cabChassis', [2018, 2026], 'diesel', 'RWD', 4009, [['616 IFS Auto', 79990], ['921 Hybrid', 99990]], { gvm: 6500, torque: 420, item: 'truck', weight: 3 }),
  car('Hino', '500 Series', 'FC', 'lightTruck', [2018, 2026], 'diesel', 'RWD', 5123, [['FC 1124 Auto', 149990]], { gvm: 11000, torque: 794, cylinders: 4, item: 'truck', weight: 1 }),
  car('Fuso', 'Canter', 'FEB', 'cabChassis', [2019, 2026], 'diesel', 'RWD', 2998, [['515 Wide Cab', 74990], ['815 Wide Cab', 84990]], { gears: 6, trans: 'DCT', gvm: 8500, torque: 370, item: 'truck', weight: 3 }),
  car('Fuso', 'Fighter', 'FK', 'lightTruck', [2018, 2026], 'diesel', 'RWD', 7545, [['1627', 179990]], { gvm: 16000, torque: 1275, trans: 'Manual', gears: 6, item: 'truck', weight: 1 }),
  // Motorcycles
  bike('Yamaha', 'MT-07', 'Naked', [2018, 2026], 689, [['LAMS', 11999], ['Standard', 12699]], { weight: 3 }),
  bike('Yamaha', 'YZF-R3', 'Sport', [2019, 2026], 321, [['ABS', 8999]], { weight: 2 }),
  bike('Yamaha', 'Tenere 700', 'Adventure', [2020, 2026], 689, [['Standard', 18999], ['World Raid', 23999]], { weight: 2 }),
  bike('Yamaha', 'TMAX 560', 'Scooter', [2020, 2026], 562, [['Tech MAX', 21999]], { trans: 'CVT', drive: 'Belt' }),
  bike('Honda', 'CBR650R', 'Sport', [2019, 2026], 649, [['E-Clutch', 14999]]),
  bike('Honda', 'CRF1100L Africa Twin', 'Adventure', [2020, 2026], 1084, [['Adventure Sports ES DCT', 30999]], { trans: 'DCT' }),
  bike('Honda', 'Rebel 500', 'Cruiser', [2017, 2026], 471, [['LAMS', 10499]], { weight: 2 }),
  bike('Kawasaki', 'Ninja 400', 'Sport', [2018, 2026], 399, [['KRT Edition', 8999]], { weight: 2 }),
  bike('Kawasaki', 'Z900', 'Naked', [2017, 2026], 948, [['SE', 17999]]),
  bike('Kawasaki', 'KLR650', 'Adventure', [2022, 2026], 652, [['S', 11999]]),
  bike('Harley-Davidson', 'Street Glide', 'Touring', [2019, 2026], 1923, [['Special', 54995]], { drive: 'Belt' }),
  bike('Harley-Davidson', 'Fat Boy', 'Cruiser', [2018, 2026], 1868, [['114', 37995]], { drive: 'Belt' }),
  bike('Harley-Davidson', 'Sportster S', 'Cruiser', [2021, 2026], 1252, [['RH1250S', 30995]], { drive: 'Belt' }),
  // Caravans and motorhomes
  van('Jayco', 'Journey', 'Caravan', [2018, 2026], [['21.66-3 Outback', 74990], ['19.61-3', 69990]], cv(21.5, 2450, 'Tandem Axle', 4, 3150), { weight: 3 }),
  van('Jayco', 'Starcraft', 'Caravan', [2018, 2026], [['18.56-3', 56990]], cv(18.5, 2050, 'Tandem Axle', 3, 2600), { weight: 3 }),
  van('Jayco', 'Silverline', 'Caravan', [2018, 2026], [['21.62-3', 89990]], cv(21.5, 2700, 'Tandem Axle', 4, 3500), { weight: 2 }),
  van('Jayco', 'Conquest', 'Motorhome', [2016, 2026], [['FA25-3', 189990]], cv(25, 3950, 'Dual Rear Wheel', 4, 4490, 2350), { motorhome: { cc: 2287 } }),
  van('Coromal', 'Element', 'Caravan', [2017, 2026], [['E17', 54990], ['E21', 64990]], cv(19, 2150, 'Tandem Axle', 3, 2800), { weight: 2 }),
  van('Coromal', 'Appeal', 'Caravan', [2017, 2026], [['A19', 59990]], cv(19.5, 2250, 'Tandem Axle', 4, 2900)),
  van('Avan', 'Aspire', 'Pop Top', [2016, 2026], [['5.2', 49990]], cv(17, 1450, 'Single Axle', 2, 1950, 2200), { weight: 2 }),
  van('Avan', 'Cruiseliner', 'Pop Top', [2016, 2026], [['4.5', 44990]], cv(15, 1250, 'Single Axle', 2, 1750, 2100)),
  van('Avan', 'Ascent', 'Motorhome', [2017, 2026], [['A2', 209990]], cv(24, 4100, 'Dual Rear Wheel', 4, 4490, 2350), { motorhome: { cc: 2143 } }),
  van('Lotus Caravans', 'Trooper', 'Off Road Caravan', [2017, 2026], [['19.6', 119990]], cv(19.5, 2750, 'Tandem Axle', 4, 3500)),
  van('Lotus Caravans', 'Off Grid', 'Off Road Caravan', [2017, 2026], [['22.6', 139990]], cv(22.5, 3050, 'Tandem Axle', 6, 3800)),
  van('Lotus Caravans', 'Freelander', 'Caravan', [2017, 2026], [['20.6', 99990]], cv(20.5, 2600, 'Tandem Axle', 4, 3300)),
  van('New Age', 'Manta Ray', 'Caravan', [2017, 2026], [['19ER', 79990], ['21ER', 86990]], cv(20, 2500, 'Tandem Axle', 4, 3200), { weight: 2 }),
  van('New Age', 'Big Red', 'Off Road Caravan', [2017, 2026], [['21RB', 99990]], cv(21, 2850, 'Tandem Axle', 5, 3500)),
  van('New Age', 'Road Owl', 'Caravan', [2017, 2026], [['17E', 64990]], cv(17, 1950, 'Single Axle', 2, 2500)),
];

/** Image key of a catalogue body (file prefix under /sample-images/cars/). */
export function imageBodyKey(entry: Pick<CatalogEntry, 'item' | 'body'>): string {
  if (entry.item === 'motorcycle') return 'motorcycle';
  if (entry.item === 'caravan') return entry.body === 'motorhome' ? 'motorhome' : 'caravan';
  switch (entry.body) {
    case 'peopleMover':
      return 'people-mover';
    case 'cabChassis':
      return 'cab-chassis';
    case 'lightTruck':
      return 'light-truck';
    case 'stationWagon':
      return 'wagon';
    default:
      return entry.body;
  }
}
