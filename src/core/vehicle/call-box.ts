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

/** The text shown in the box before and after the shopper reveals it. */
export function callBoxNumber(display: string, mode: PhoneRevealMode, revealed: boolean): string {
  return mode === 'immediate' || revealed ? display.trim() : maskPhone(display);
}
