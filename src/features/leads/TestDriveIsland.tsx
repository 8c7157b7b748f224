/**
 * The /book-test-drive island: the two-step test drive form, for ?car_id=
 * when given (the car the vehicle page stored, else the facts the address
 * carries, else its id alone), or for
 * ?model= (a model page's Book a Test Drive: the model is looked up in the
 * site's range, passed in at build time; an unknown slug is ignored).
 */
import { MODEL_QUERY_PARAM, modelLeadTitle, type LeadModel } from '../../core/leads.ts';
import { carIdParam } from './enquire-car.ts';
import { enquireCarFor, isEnquireCar } from './linked-car.ts';
import type { LeadFormSettings } from './settings.ts';
import { TestDriveForm } from './TestDriveForm.tsx';
import { useQuery } from './useQuery.ts';

export interface TestDriveIslandProps {
  settings: LeadFormSettings;
  /** The site's model range (slug, name, make). */
  models?: LeadModel[] | undefined;
}

export default function TestDriveIsland({ settings, models = [] }: TestDriveIslandProps) {
  const query = useQuery();
  const carId = query ? carIdParam(query.toString()) : null;
  const car = carId === null || query === null ? null : enquireCarFor(carId, query);
  const modelSlug = car ? null : (query?.get(MODEL_QUERY_PARAM) ?? null);
  const model = modelSlug === null ? null : (models.find((m) => m.slug === modelSlug) ?? null);
  const about = car && isEnquireCar(car) ? car.title : model ? modelLeadTitle(model) : null;
  return (
    <>
      {about && <p className="lead-form__car">Test drive of the {about}</p>}
      <TestDriveForm
        key={carId ?? model?.slug ?? 'none'}
        settings={settings}
        car={car}
        model={model}
        headingLevel={2}
      />
    </>
  );
}
