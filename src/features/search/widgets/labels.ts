// Display names of the island's facet attributes and their values.
import { bodyTypeLabel, REFINEMENT_ATTRIBUTES, type SearchCatalogue } from '~/core/search/routing.ts';

/** Facet attributes of the island, as the search documents (and the core's refinementsOf) name them. */
export const FACETS = {
  carType: REFINEMENT_ATTRIBUTES.carType,
  make: REFINEMENT_ATTRIBUTES.make,
  model: REFINEMENT_ATTRIBUTES.model,
  body: REFINEMENT_ATTRIBUTES.body,
  dealership: REFINEMENT_ATTRIBUTES.dealership,
  location: REFINEMENT_ATTRIBUTES.location,
  fuel: 'simple_fuel',
  transmission: 'simple_transmission',
  drive: 'simple_drive',
  colour: 'colour',
  seats: 'seats',
} as const;

/** Legend of each facet attribute. */
export const FACET_LEGENDS: Readonly<Record<string, string>> = {
  [FACETS.carType]: 'Car type',
  [FACETS.make]: 'Make',
  [FACETS.model]: 'Model',
  [FACETS.body]: 'Body type',
  [FACETS.dealership]: 'Dealership',
  [FACETS.location]: 'Location',
  [FACETS.fuel]: 'Fuel',
  [FACETS.transmission]: 'Transmission',
  [FACETS.drive]: 'Drive',
  [FACETS.colour]: 'Colour',
  [FACETS.seats]: 'Seats',
  price: 'Price',
  year: 'Year',
  km: 'Kilometres',
};

const CAR_TYPE_LABELS: Readonly<Record<string, string>> = { new: 'New', used: 'Used', demo: 'Demo' };

/** Label of a facet value: car types and body types by name, dealerships and locations by the catalogue's label. */
export function valueLabel(attribute: string, value: string, catalogue: SearchCatalogue): string {
  switch (attribute) {
    case FACETS.carType:
      return CAR_TYPE_LABELS[value] ?? value;
    case FACETS.body:
      return bodyTypeLabel(value);
    case FACETS.dealership:
      return catalogue.dealerships.find((d) => d.slug === value)?.label ?? value;
    case FACETS.location:
      return catalogue.locations.find((l) => l.slug === value)?.label ?? value;
    default:
      return value;
  }
}
