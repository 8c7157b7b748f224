/**
 * The vehicle page's detail sections (SPEC.md §2 Vehicle detail page, §9):
 * '[Vehicle type] Details', specification grids (first 4, then Show More /
 * Show Less), feature lists (8, Show All / Hide; standard equipment 4).
 */
import { formatEngineSize, formatMeasure } from '../format.ts';

/** SPEC.md §9 "spec grid 4". */
export const SPEC_GRID_PREVIEW = 4;
/** SPEC.md §9 "feature list 8". */
export const FEATURE_LIST_PREVIEW = 8;
/** SPEC.md §9 "Standard equipment 4 before toggle". */
export const STANDARD_EQUIPMENT_PREVIEW = 4;

/** Items shown at first and the rest behind the toggle. */
export function previewSplit<T>(items: readonly T[], limit: number): { shown: T[]; more: T[] } {
  return { shown: items.slice(0, limit), more: items.slice(limit) };
}

const VEHICLE_TYPES: Record<string, string> = {
  car: 'Car',
  motorcycle: 'Motorcycle',
  truck: 'Truck',
  caravan: 'Caravan',
};

/** The '[Vehicle type]' of '[Vehicle type] Details': item_type, default Car. */
export function vehicleTypeLabel(itemType: string | null | undefined): string {
  return VEHICLE_TYPES[itemType ?? 'car'] ?? 'Vehicle';
}

export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecGroup {
  title: string;
  rows: SpecRow[];
}

export interface SpecCar {
  item_type?: string | null | undefined;
  engine_size?: number | null | undefined;
  variant?:
    | {
        cylinders?: number | null | undefined;
        enginesize?: number | null | undefined;
        induction?: string | null | undefined;
        fuelconsumptioncombined?: number | null | undefined;
        fuelcapacity?: number | null | undefined;
        grossvehiclemass?: number | null | undefined;
        vehiclelength?: number | null | undefined;
        vehicleheight?: number | null | undefined;
        vehiclewidth?: number | null | undefined;
        towingcapacitybraked?: number | null | undefined;
        bodyconfiguration?: string | null | undefined;
        torque?: number | null | undefined;
        ancaprating?: number | null | undefined;
        geartype?: string | null | undefined;
      }
    | null
    | undefined;
  specifications?:
    | {
        body_width?: number | null | undefined;
        body_length?: number | null | undefined;
        tare_weight?: number | null | undefined;
        axle_type?: string | null | undefined;
        sleeps?: number | null | undefined;
        aggregate_trailer_mass?: number | null | undefined;
      }
    | null
    | undefined;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * Specification groups with the spec's units (kms, L/100km, L, kg, mm, Nm).
 * Unknown or zero values are left out; a group without rows is dropped.
 * Caravans get their own group (body width and length, tare, ATM, axle, sleeps).
 */
export function specificationGroups(car: SpecCar, options: { engineInLitres?: boolean } = {}): SpecGroup[] {
  const v = car.variant ?? {};
  const s = car.specifications ?? {};
  const row = (label: string, value: string | null | undefined): SpecRow[] => (value ? [{ label, value }] : []);
  const measure = (n: number | null | undefined, unit: Parameters<typeof formatMeasure>[1]) =>
    positive(n) ? formatMeasure(n, unit) : null;
  const groups: SpecGroup[] = [
    {
      title: 'Engine',
      rows: [
        ...row(
          'Engine size',
          formatEngineSize(v.enginesize ?? car.engine_size, { inLitres: options.engineInLitres === true }),
        ),
        ...row('Cylinders', positive(v.cylinders) ? String(v.cylinders) : null),
        ...row('Induction', v.induction),
        ...row('Torque', measure(v.torque, 'Nm')),
        ...row('Fuel consumption (combined)', measure(v.fuelconsumptioncombined, 'L/100km')),
        ...row('Fuel capacity', measure(v.fuelcapacity, 'L')),
        ...row('Transmission', v.geartype),
      ],
    },
    {
      title: 'Dimensions and weights',
      rows: [
        ...row('Length', measure(v.vehiclelength, 'mm')),
        ...row('Width', measure(v.vehiclewidth, 'mm')),
        ...row('Height', measure(v.vehicleheight, 'mm')),
        ...row('Gross vehicle mass', measure(v.grossvehiclemass, 'kg')),
        ...row('Towing capacity (braked)', measure(v.towingcapacitybraked, 'kg')),
        ...row('Body configuration', v.bodyconfiguration),
        ...row('ANCAP rating', positive(v.ancaprating) ? `${v.ancaprating} stars` : null),
      ],
    },
    {
      title: 'Caravan specifications',
      rows: [
        ...row('Body length', measure(s.body_length, 'mm')),
        ...row('Body width', measure(s.body_width, 'mm')),
        ...row('Tare weight', measure(s.tare_weight, 'kg')),
        ...row('Aggregate trailer mass', measure(s.aggregate_trailer_mass, 'kg')),
        ...row('Axle', s.axle_type),
        ...row('Sleeps', positive(s.sleeps) ? String(s.sleeps) : null),
      ],
    },
  ];
  return groups.filter((g) => g.rows.length > 0);
}
