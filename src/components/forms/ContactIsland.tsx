/**
 * The contact-page island (/contact, /contact-us/{location}, /careers): the
 * general enquiry, or with ?car_id= the prefilled vehicle enquiry for that
 * car (its details from the "enquire car" storage the vehicle page wrote;
 * else the car id alone).
 */
import { carIdParam, storedEnquireCar } from '../../features/leads/enquire-car.ts';
import type { LeadFormSettings } from '../../features/leads/settings.ts';
import { EnquiryForm, type FormDealership, type FormLocation } from './EnquiryForm.tsx';
import { useQuery } from './useQuery.ts';
import { VehicleEnquiryForm } from './VehicleEnquiryForm.tsx';

export interface ContactIslandProps {
  settings: LeadFormSettings;
  locations: FormLocation[];
  dealerships: FormDealership[];
  locationId?: number | null;
  careers?: boolean;
}

export default function ContactIsland({
  settings,
  locations,
  dealerships,
  locationId = null,
  careers = false,
}: ContactIslandProps) {
  const query = useQuery();
  const carId = !careers && query ? carIdParam(query.toString()) : null;
  if (carId !== null) {
    const car = storedEnquireCar(carId) ?? { id: carId };
    return (
      <>
        {'title' in car && <p className="lead-form__car">Enquiring about the {car.title}</p>}
        <VehicleEnquiryForm settings={settings} car={car} id="enquiry-form" />
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
      id={careers ? 'careers-form' : 'enquiry-form'}
    />
  );
}
