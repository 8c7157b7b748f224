/**
 * The photo request form as an island of its own. The vehicle page puts it in
 * an HTML popover dialog and hydrates it client:visible: a closed popover is never visible, so the
 * form's code loads only when the shopper opens 'Request more photos' and the page loads no more
 * JavaScript at first (its budget, docs/performance.md). Sent like every lead: validated, then
 * through the lead pipeline and its outbox (./pipeline.ts, ./outbox.ts).
 */
import { useEffect } from 'react';
import { packedIsland } from '../../components/islands/packed-props.tsx';
import { storeEnquireCar, type EnquireCar } from './enquire-car.ts';
import type { LeadFormSettings } from './settings.ts';
import { PhotoRequestForm } from './VehicleEnquiryForm.tsx';

export interface PhotoRequestProps {
  car: EnquireCar;
  settings: LeadFormSettings;
}

export function PhotoRequest({ car, settings }: PhotoRequestProps) {
  useEffect(() => storeEnquireCar(car), [car]);
  return <PhotoRequestForm car={car} settings={settings} id="photo-request-form" />;
}

export const PhotoRequestIsland = packedIsland(PhotoRequest);
export default PhotoRequestIsland;
