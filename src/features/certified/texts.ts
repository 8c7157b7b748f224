// The certified-pre-owned badge and the Toyota information dialog (SPEC.md §2 "certified-pre-owned
// badge for one luxury make, Toyota certified-pre-owned information dialog"; §4 step 3). The spec
// names the dialog, not its words: these are ours (docs/decisions.md "Certified pre-owned"), kept
// general so they stay true for any certified Toyota a dealer lists.

/** The one information dialog a page has; every Toyota badge on the page opens it. */
export const CPO_DIALOG_ID = 'cpo-dialog';

export const CPO_DIALOG = {
  title: 'Toyota Certified Pre-Owned',
  intro: "A Toyota Certified Pre-Owned vehicle is a used Toyota that has met Toyota's standards before it is sold.",
  points: [
    'Inspected and reconditioned by Toyota-trained technicians, with genuine Toyota parts where needed.',
    'A vehicle history check: no write-offs, and the odometer reading verified.',
    'Toyota Certified Pre-Owned warranty and roadside assistance.',
  ],
  note: 'Terms and conditions apply. Ask us what is included with this vehicle.',
  contact: 'Contact us',
  close: 'Close',
} as const;

/** The hidden words after a badge button's text: what pressing it opens. */
export const CPO_BUTTON_HINT = ': what this means';
