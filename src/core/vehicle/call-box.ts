/**
 * The call-the-dealer box (SPEC.md §4 "Call box: phone revealed at once on
 * some sites, otherwise masked after the first 5 characters until clicked;
 * click logs a reveal event"). Pure.
 */

/** Characters of the displayed number left readable while masked. */
export const PHONE_MASK_VISIBLE = 5;

/** What replaces each hidden digit. */
export const PHONE_MASK_CHAR = 'X';

/**
 * A displayed phone number masked after its first 5 characters: each later
 * digit becomes 'X', spaces and other separators stay so the shape is kept:
 * '02 9876 5432' -> '02 98XX XXXX', '1300 123 456' -> '1300 XXX XXX'.
 * Numbers of 5 characters or fewer are returned unchanged.
 */
export function maskPhone(display: string): string {
  const text = display.trim();
  return text.slice(0, PHONE_MASK_VISIBLE) + text.slice(PHONE_MASK_VISIBLE).replace(/\d/g, PHONE_MASK_CHAR);
}

/** How the box shows the number: the site's `features.phone_reveal`. */
export type PhoneRevealMode = 'masked' | 'immediate';

/**
 * Whether the dealer's number may show in full, in any text or accessible
 * name of the vehicle page: at once on 'immediate' sites; on 'masked' sites
 * only once the shopper has revealed it (Show number in the call box, or
 * Call Now / Call, which dial and count as the reveal). One rule for every
 * place the page shows the number (docs/decisions.md "Vehicle page").
 */
export function phoneShownInFull(mode: PhoneRevealMode, revealed: boolean): boolean {
  return mode === 'immediate' || revealed;
}

/** The text shown in the box before and after the shopper reveals it. */
export function callBoxNumber(display: string, mode: PhoneRevealMode, revealed: boolean): string {
  return phoneShownInFull(mode, revealed) ? display.trim() : maskPhone(display);
}

/**
 * The accessible name of a call link (Call Now, the phone bar's Call): the
 * label, followed by the number only where {@link phoneShownInFull} allows.
 */
export function callLinkName(label: string, display: string | null, mode: PhoneRevealMode, revealed: boolean): string {
  return display && phoneShownInFull(mode, revealed) ? `${label} ${display.trim()}` : label;
}
