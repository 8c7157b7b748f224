/**
 * The contact-page island (/contact, /contact-us/{location}, /careers): the
 * general enquiry, or with ?car_id= the prefilled vehicle enquiry for that
 * car (its details from the "enquire car" storage the vehicle page wrote,
 * else from the address: a search card's links carry them; else the car id
 * alone); ?subcategory=Find Me Something Similar (search cards of
 * unavailable cars) sends it as that enquiry.
 */
import { carIdParam } from './enquire-car.ts';
import { enquireCarFor } from './linked-car.ts';
import type { LeadFormSettings } from './settings.ts';
import { EnquiryForm, type FormDealership, type FormLocation } from './EnquiryForm.tsx';
import { useQuery } from './useQuery.ts';
import { FIND_SIMILAR_SUBCATEGORY, INSTANT_MESSAGE_SUBCATEGORY } from './labels.ts';
import { VehicleEnquiryForm, type VehicleEnquiryVariant } from './VehicleEnquiryForm.tsx';

/** The vehicle enquiry a ?subcategory= asks for (the search cards' Find Me Something Similar link). */
function variantOf(subcategory: string | null): VehicleEnquiryVariant {
  if (subcategory === FIND_SIMILAR_SUBCATEGORY) return 'similar';
  if (subcategory === INSTANT_MESSAGE_SUBCATEGORY) return 'instant-message';
  return 'enquiry';
}

export interface ContactIslandProps {
  settings: LeadFormSettings;
  locations: FormLocation[];
  dealerships: FormDealership[];
  locationId?: number | null;
  careers?: boolean;
  /** Careers: the positions of the position select. */
  positions?: string[];
}

export default function ContactIsland({
  settings,
  locations,
  dealerships,
  locationId = null,
  careers = false,
  positions = [],
}: ContactIslandProps) {
  const query = useQuery();
  const carId = !careers && query ? carIdParam(query.toString()) : null;
  if (carId !== null) {
    const car = enquireCarFor(carId, query!);
    return (
      <>
        {'title' in car && <p className="lead-form__car">Enquiring about the {car.title}</p>}
        <VehicleEnquiryForm
          key={query?.toString()}
          settings={settings}
          car={car}
          variant={variantOf(query?.get('subcategory') ?? null)}
          id="enquiry-form"
        />
      </>
    );
  }
  return (
    <EnquiryForm
      settings={settings}
      locations={locations}
      dealerships={dealerships}
      locationId={locationId}
      careers={careers}
      positions={positions}
      id={careers ? 'careers-form' : 'enquiry-form'}
    />
  );
}
