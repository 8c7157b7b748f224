/**
 * The unavailable-car texts (SPEC.md §2, §4), verbatim. Apart from the rules
 * so an island that only shows a text does not load them.
 */

/** Result-card text for an unavailable car (SPEC.md §4), verbatim. */
export const UNAVAILABLE_CARD_TEXT = 'Like this and want something similar?';

/** Vehicle-page sold panel text for an unavailable car (SPEC.md §2), verbatim. */
export const SOLD_PANEL_TEXT =
  "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!";

/** Enquiry button replacing the normal buttons on unavailable cars (SPEC.md §2, §4). */
export const FIND_SIMILAR_BUTTON_TEXT = 'Find Me Something Similar';
