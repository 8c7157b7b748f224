/**
 * Field labels and form texts of the lead forms that the spec does not give
 * (docs/decisions.md "Lead forms"); the spec's own texts come from
 * src/core/leads.ts verbatim.
 */

/** The general enquiry category list (the spec: "default General Enquiry (list not shown)"). */
export const ENQUIRY_CATEGORIES = [
  'General Enquiry',
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Finance Enquiry',
  'Trade-In Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Feedback',
] as const;

/** Categories of the other forms (sent as the lead category; shown on /success). */
export const TEST_DRIVE_CATEGORY = 'Test Drive';
export const FINANCE_CATEGORY = 'Finance Enquiry';
/** Subcategories naming the button a vehicle enquiry came from. */
export const FIND_SIMILAR_SUBCATEGORY = 'Find Me Something Similar';
export const INSTANT_MESSAGE_SUBCATEGORY = 'Instant Message';
export const PHOTO_REQUEST_SUBCATEGORY = 'Request Photos';
/** A coming-soon model's register-interest form: a new vehicle enquiry with this subcategory. */
export const REGISTER_INTEREST_SUBCATEGORY = 'Register Interest';
export const REGISTER_INTEREST_CATEGORY = 'New Vehicle Enquiry';

/** The register-interest form's prefilled Comments (editable). */
export function registerInterestMessage(title: string): string {
  return `Please keep me updated on the ${title}: pricing and availability.`;
}

export const LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  comments: 'Comments',
  message: 'Message',
  category: 'Enquiry Type',
  rego: 'Rego',
  location: 'Dealership Location',
  department: 'Department',
  preferredDealership: 'Preferred Dealership',
  date: 'Preferred date',
  time: 'Preferred time',
  distributionLocation: 'Test drive location',
  budget: 'Vehicle price budget',
  position: 'Position',
} as const;

/** The position select's empty option (careers form). */
export const POSITION_PLACEHOLDER = 'Select a position';

export const SUBMIT = {
  enquiry: 'Send Enquiry',
  testDrive: 'Book Test Drive',
  financeNow: 'Get Finance Now',
  photos: 'Request Photos',
  careers: 'Send Enquiry',
  registerInterest: 'Register Interest',
} as const;

/** Vehicle enquiry's prefilled Comments (editable) by the button it came from. */
export function vehicleMessage(variant: 'enquiry' | 'similar' | 'instant-message' | 'photos', title: string): string {
  switch (variant) {
    case 'similar':
      return `Please help me find a car similar to the ${title}.`;
    case 'photos':
      return `Please send me more photos of the ${title}.`;
    default:
      return `I'm interested in the ${title}. Is it still available?`;
  }
}
