/**
 * Texts of the trade-in forms. The spec gives the field labels First Name and
 * Mobile Number (SPEC.md §3 Trade-in/lead form), the multi-step error
 * (src/core/leads.ts) and the estimate rule (src/core/vehicle/availability.ts);
 * everything else here is ours (docs/decisions.md "Trade-in, checkout and
 * sign-in").
 */
import { TRADE_IN_ESTIMATE_MAX_AGE_YEARS, TRADE_IN_ESTIMATE_MAX_KM } from '../../core/vehicle/availability.ts';

export const TRADE_IN_LABELS = {
  name: 'First Name',
  lastName: 'Last Name',
  postcode: 'Postcode',
  phone: 'Mobile Number',
  email: 'Email',
  rego: 'Rego',
  regoState: 'State',
  make: 'Vehicle Make',
  model: 'Vehicle Model',
  year: 'Vehicle Year',
  km: 'Kilometres',
} as const;

/** Lead categories of the trade-in forms (sent and shown on /success). */
export const TRADE_IN_CATEGORY = 'Trade-In Enquiry';
export const SELL_MY_CAR_CATEGORY = 'Sell My Car';
export const VALUATION_CATEGORY = 'Trade-In Valuation';

export const REGO_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** The estimate rule as the FAQ and the valuation form say it (SPEC.md §5). */
export const ESTIMATE_RULE_TEXT = `We can't give an online estimate for cars over ${TRADE_IN_ESTIMATE_MAX_AGE_YEARS} years old or with over ${TRADE_IN_ESTIMATE_MAX_KM.toLocaleString('en-AU')} km.`;

export const ANSWER_REQUIRED = 'Please answer this question.';
export const KM_REQUIRED = 'Please enter the kilometres (numbers only).';

/** The condition questions of step 2; the answers are the valuation's adjustmentAnswers. */
export const CONDITION_QUESTIONS = [
  {
    name: 'service_history',
    legend: 'Does the vehicle have a full service history?',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  {
    name: 'accident_damage',
    legend: 'Has the vehicle had any accident damage?',
    options: [
      { value: 'none', label: 'No damage' },
      { value: 'yes-damage', label: 'Yes, it has damage' },
    ],
  },
  {
    name: 'body_condition',
    legend: 'Condition of the paint and body',
    options: [
      { value: 'good', label: 'Good' },
      { value: 'fair', label: 'Fair' },
      { value: 'poor', label: 'Poor' },
    ],
  },
  {
    name: 'interior_condition',
    legend: 'Condition of the interior',
    options: [
      { value: 'good', label: 'Good' },
      { value: 'fair', label: 'Fair' },
      { value: 'poor', label: 'Poor' },
    ],
  },
] as const;

export const STEP_TITLES = ['Your vehicle', 'Condition', 'Your details', 'Your valuation'] as const;

/** Step 2 when the vehicle gets no online estimate: the appraisal request. */
export const APPRAISAL_STEP_TITLE = 'Request a valuation';
export const APPRAISAL_INVITE =
  'Leave your details below and our team will contact you with a valuation of your vehicle.';
export const APPRAISAL_SUBMIT = 'Request a valuation';
