/** The /book-test-drive island: the two-step test drive form, for ?car_id= when given. */
import { carIdParam, storedEnquireCar } from '../../features/leads/enquire-car.ts';
import type { LeadFormSettings } from '../../features/leads/settings.ts';
import { TestDriveForm } from './TestDriveForm.tsx';
import { useQuery } from './useQuery.ts';

export default function TestDriveIsland({ settings }: { settings: LeadFormSettings }) {
  const query = useQuery();
  const carId = query ? carIdParam(query.toString()) : null;
  const car = carId === null ? null : (storedEnquireCar(carId) ?? { id: carId });
  return (
    <>
      {car && 'title' in car && <p className="lead-form__car">Test drive of the {car.title}</p>}
      <TestDriveForm key={carId ?? 'none'} settings={settings} car={car} headingLevel={2} />
    </>
  );
}
