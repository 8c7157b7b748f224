/**
 * The vehicle page's lead buttons (SPEC.md §2 Sidebar, sold panel): Enquire
 * Now (or Instant Message), Book a Test Drive and Get Finance, each opening
 * its modal, then Call Now; for an unavailable car only 'Find Me Something
 * Similar'. The
 * forms are loaded when a modal first opens, so the page hydrates little
 * more than the buttons. Hydrating also stores the car as the "enquire car"
 * (for /contact?car_id= and friends) and flushes the lead outbox.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { FIND_SIMILAR_BUTTON_TEXT } from '../../core/vehicle/texts.ts';
import CallNow, { type CallNowProps } from '../vehicle/sidebar/CallNow.tsx';
import { storeEnquireCar, type EnquireCar } from './enquire-car.ts';
import { startLeadPage } from './page.ts';
import type { LeadFormSettings } from './settings.ts';
import { Modal } from '../../ui/Modal.tsx';
import { packedIsland } from '../../components/islands/packed-props.tsx';

const VehicleEnquiryForm = lazy(() =>
  import('./VehicleEnquiryForm.tsx').then((m) => ({ default: m.VehicleEnquiryForm })),
);
const TestDriveForm = lazy(() => import('./TestDriveForm.tsx').then((m) => ({ default: m.TestDriveForm })));
const FinanceEnquiryForm = lazy(() =>
  import('./FinanceEnquiryForm.tsx').then((m) => ({ default: m.FinanceEnquiryForm })),
);

export const BUTTONS = {
  enquire: 'Enquire Now',
  instantMessage: 'Instant Message',
  testDrive: 'Book a Test Drive',
  finance: 'Get Finance',
} as const;
/** The finance enquiry modal's title (SPEC.md §2). */
export const FINANCE_MODAL_TITLE = 'Finance Enquiry';

export interface VehicleLeadActionsProps {
  car: EnquireCar;
  settings: LeadFormSettings;
  /** isAvailable(car): false shows only Find Me Something Similar. */
  available: boolean;
  /** features.instant_message: Instant Message replaces Enquire Now. */
  instantMessage: boolean;
  /** Label of the finance button (site default text 'Get Finance'). */
  financeLabel?: string;
  /**
   * The sidebar's Call Now link under the buttons of an available car (the same island: one
   * island fewer on every vehicle page). Absent: no Call Now here.
   */
  call?: CallNowProps | undefined;
}

type Open = 'enquiry' | 'similar' | 'test-drive' | 'finance' | null;

const loading = <p role="status">Loading…</p>;

export default function VehicleLeadActions({
  car,
  settings,
  available,
  instantMessage,
  financeLabel = BUTTONS.finance,
  call,
}: VehicleLeadActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    storeEnquireCar(car);
    startLeadPage();
  }, [car]);
  const close = () => setOpen(null);
  const enquireLabel = instantMessage ? BUTTONS.instantMessage : BUTTONS.enquire;

  return (
    <>
      {available ? (
        <>
          <div className="actions">
            <button type="button" className="btn btn--accent" onClick={() => setOpen('enquiry')}>
              {enquireLabel}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => setOpen('test-drive')}>
              {BUTTONS.testDrive}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => setOpen('finance')}>
              {financeLabel}
            </button>
          </div>
          {call && <CallNow {...call} />}
        </>
      ) : (
        <button type="button" className="btn btn--accent" onClick={() => setOpen('similar')}>
          {FIND_SIMILAR_BUTTON_TEXT}
        </button>
      )}
      <Modal open={open === 'enquiry'} onClose={close} title={enquireLabel}>
        <Suspense fallback={loading}>
          <VehicleEnquiryForm
            settings={settings}
            car={car}
            variant={instantMessage ? 'instant-message' : 'enquiry'}
            id="vehicle-enquiry-form"
          />
        </Suspense>
      </Modal>
      <Modal open={open === 'similar'} onClose={close} title={FIND_SIMILAR_BUTTON_TEXT}>
        <Suspense fallback={loading}>
          <VehicleEnquiryForm settings={settings} car={car} variant="similar" id="similar-enquiry-form" />
        </Suspense>
      </Modal>
      <Modal open={open === 'test-drive'} onClose={close} title={BUTTONS.testDrive}>
        <Suspense fallback={loading}>
          <TestDriveForm settings={settings} car={car} id="test-drive-form" />
        </Suspense>
      </Modal>
      <Modal open={open === 'finance'} onClose={close} title={FINANCE_MODAL_TITLE}>
        <Suspense fallback={loading}>
          <FinanceEnquiryForm settings={settings} car={car} id="finance-modal-form" />
        </Suspense>
      </Modal>
    </>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const VehicleLeadActionsIsland = packedIsland(VehicleLeadActions);
