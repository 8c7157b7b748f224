/**
 * The place selects of an enquiry (SPEC.md §3): the location, when the site has several, and the
 * preferred dealership, when the core's place rules ask for it. One component, so every form that
 * asks where the shopper wants to buy asks it the same way.
 */
import { DEPARTMENT_PLACEHOLDER, LOCATION_PLACEHOLDER, PREFERRED_DEALERSHIP_PLACEHOLDER } from '../../core/leads.ts';
import { SelectField } from '../../ui/forms/Fields.tsx';
import { LABELS } from './labels.ts';

export interface FormLocation {
  id: number;
  name: string;
}
export interface FormDealership {
  slug: string;
  name: string;
}

export interface PlaceFieldsProps {
  locations: readonly FormLocation[];
  dealerships: readonly FormDealership[];
  /** From the core's placeRules: the site has several locations. */
  showLocation: boolean;
  /** From the core's placeRules: the site has several dealerships. */
  showDealership: boolean;
  /** The tenant calls its locations departments (forms' location placeholder setting). */
  department?: boolean;
}

export function PlaceFields({
  locations,
  dealerships,
  showLocation,
  showDealership,
  department = false,
}: PlaceFieldsProps) {
  return (
    <>
      {showLocation && (
        <SelectField
          name="location"
          label={department ? LABELS.department : LABELS.location}
          required
          placeholder={department ? DEPARTMENT_PLACEHOLDER : LOCATION_PLACEHOLDER}
          options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
        />
      )}
      {showDealership && (
        <SelectField
          name="dealership_slug"
          label={LABELS.preferredDealership}
          required
          placeholder={PREFERRED_DEALERSHIP_PLACEHOLDER}
          options={dealerships.map((d) => ({ value: d.slug, label: d.name }))}
        />
      )}
    </>
  );
}
