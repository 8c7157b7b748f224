/** Word pools of the generator: colours, equipment, dealer comments, review texts, names, suburbs. */

export const COLOURS = [
  'Glacier White',
  'Crystal Pearl',
  'Eclipse Black',
  'Silver Pearl',
  'Graphite',
  'Saturn Blue',
  'Feverish Red',
  'Frozen White',
  'Jet Black',
  'Machine Grey',
  'Soul Red Crystal',
  'Deep Crystal Blue',
  'Snowflake White Pearl',
  'Arctic White',
  'Meteor Grey',
  'Shadow Black',
  'Conquer Grey',
  'Blue Lightning',
  'Aluminium Silver',
  'Sting Grey',
  'Lunar Blue',
  'Oxford White',
  'Phantom Black',
  'Clear White',
  'Cosmic Blue',
  'Titanium Grey',
  'Sunset Orange',
] as const;

export const INTERIOR_COLOURS = [
  'Black Cloth',
  'Black Leather',
  'Grey Cloth',
  'Black/Grey Cloth',
  'Tan Leather',
  'Black Leather Accented',
] as const;

export const CAR_EQUIPMENT = [
  'Reversing Camera',
  'Apple CarPlay',
  'Android Auto',
  'Bluetooth Audio Streaming',
  'Cruise Control',
  'Adaptive Cruise Control',
  'Lane Keep Assist',
  'Blind Spot Monitor',
  'Rear Cross Traffic Alert',
  'Autonomous Emergency Braking',
  'Dual Zone Climate Control',
  'Keyless Entry',
  'Push Button Start',
  'LED Headlights',
  'Alloy Wheels',
  'Rear Parking Sensors',
  'Front Parking Sensors',
  'Heated Front Seats',
  'Power Driver Seat',
  'Leather Steering Wheel',
  'Digital Instrument Cluster',
  'Satellite Navigation',
  'Wireless Phone Charger',
  'Rain Sensing Wipers',
  'Auto Dimming Mirror',
  'Tyre Pressure Monitoring',
  'Roof Rails',
  'Tow Bar',
  'Tub Liner',
  'Side Steps',
  'Downhill Assist Control',
  'Rear Differential Lock',
  '360 Degree Camera',
  'Head-Up Display',
  'Power Tailgate',
  'Sunroof',
  'Premium Sound System',
  '7 Airbags',
] as const;

export const MOTORCYCLE_EQUIPMENT = [
  'ABS',
  'Traction Control',
  'Riding Modes',
  'LED Lighting',
  'TFT Display',
  'Quickshifter',
  'Cruise Control',
  'Slipper Clutch',
  'Heated Grips',
  'USB Charging',
  'Adjustable Suspension',
  'Bluetooth Connectivity',
] as const;

export const TRUCK_EQUIPMENT = [
  'Air Conditioning',
  'Bluetooth',
  'Reversing Camera',
  'Exhaust Brake',
  'Cruise Control',
  'Driver Airbag',
  'Electronic Stability Control',
  'Lane Departure Warning',
  'Power Windows',
  'Tray Body',
  'Tow Hitch',
  'Diff Lock',
] as const;

export const CARAVAN_EQUIPMENT = [
  'Queen Bed',
  'Ensuite',
  'Solar Panels',
  'Lithium Battery',
  'Diesel Heater',
  'Reverse Cycle Air Conditioner',
  'Front Load Washing Machine',
  '3-Way Fridge',
  'Gas Cooktop',
  'Microwave',
  'External Shower',
  'Awning',
  'Water Tanks (2 x 95L)',
  'Off Road Suspension',
  'Stone Guard',
  'Electric Brakes',
  'TV Antenna',
  'Bunk Beds',
] as const;

/** Plain dealer comments; {name} is the car's name. */
export const PLAIN_COMMENTS = [
  'This {name} has been through our multi-point inspection and is ready to drive away. Call our team to arrange a test drive.',
  'Looking for a reliable {name}? This one has a full service history and comes with a fresh roadworthy certificate.',
  'One owner, logbook serviced and in excellent condition inside and out. Finance available, trade-ins welcome.',
] as const;

/** Comment of a coming_soon car. */
export const COMING_SOON_COMMENT = 'Arriving soon. Enquire now to secure this {name} before it hits the yard.';

/** Dealer comments with harmless HTML. */
export const HTML_COMMENTS = [
  '<p>This <strong>{name}</strong> is presented in excellent condition.</p><p>Features include:<br>Reversing camera<br>Apple CarPlay<br>Cruise control</p>',
  '<p><strong>Why buy from us?</strong></p><ul><li>7-day money back guarantee</li><li>Finance approval in 1 hour</li><li>Nationwide delivery</li></ul>',
  '<p>Drive away today in this {name}. <em>Limited stock</em> - be quick!</p>',
] as const;

/** Long comments (over 400 characters) so the more/less toggle is exercised. */
export const LONG_COMMENT =
  '<p>This {name} is a genuine example that has been cared for by its previous owner and serviced on time, every time. ' +
  'It has passed our 150-point inspection, including brakes, tyres, suspension and electrical systems, and comes with a fresh safety certificate.</p>' +
  '<p>Inside you will find a clean, smoke-free cabin with comfortable seats, a modern infotainment system with smartphone mirroring, ' +
  'and plenty of storage for the family. Outside the paint is in great condition for its age.</p>' +
  '<p><strong>Finance available</strong> with competitive rates, trade-ins welcome, and we can arrange delivery across the state. ' +
  'Contact our friendly sales team today to book a test drive.</p>';

/** The one comment that must be sanitised: script and event-handler attributes. */
export const UNSAFE_COMMENT =
  '<p>Great car!</p><script>alert(1)</script><img src="x" onerror="alert(2)"><p onclick="alert(3)">Click <a href="javascript:alert(4)">here</a> for details.</p>';

export const FREE_TEXT_TAGS = [
  'Test Drive Only',
  'Runout Sale',
  'Demo Clearance',
  'Low Kms',
  'One Owner',
  'Just Serviced',
] as const;

export const FIRST_NAMES = [
  'Jess',
  'Liam',
  'Olivia',
  'Noah',
  'Charlotte',
  'Jack',
  'Amelia',
  'William',
  'Mia',
  'Thomas',
  'Ava',
  'James',
  'Isla',
  'Lucas',
  'Grace',
  'Ethan',
  'Chloe',
  'Henry',
  'Zoe',
  'Oscar',
  'Ruby',
  'Leo',
  'Harper',
  'Mason',
  'Priya',
  'Wei',
  'Aroha',
  'Tane',
  'Fatima',
  'Nguyen',
  'Sofia',
  'Mateo',
] as const;

export const SURNAME_INITIALS = 'ABCDEFGHJKLMNPRSTW';

export const REVIEW_TEXTS = [
  'Fantastic experience from start to finish. {staff} was friendly, knowledgeable and never pushy. Picked up my new car on the day promised and everything was explained clearly. Highly recommend this dealership to anyone looking for a great deal.',
  'Great service, very happy with my purchase.',
  'The team went above and beyond to find the exact colour and spec I wanted. Communication was excellent the whole way through.',
  '{staff} made the trade-in process so easy. Fair price for my old car and no hidden surprises at settlement.',
  'Second car we have bought here and both times the experience has been excellent. The finance team sorted everything in under an hour.',
  'Service department is top notch. Car was ready when they said it would be and they explained all the work done.',
  'Friendly staff, clean showroom and a smooth handover. Thanks {staff}!',
  'Good experience overall, a bit of a wait on delivery day but the staff kept us updated.',
  'Took a while to get a call back after my online enquiry, but once I was in the showroom the service was great.',
  'Very professional and transparent pricing. Would buy again.',
] as const;

export const LOW_RATING_TEXTS = [
  'Car was fine but the paperwork took far too long and nobody followed up after the sale.',
  'Disappointed with the communication. Delivery was delayed twice without explanation.',
] as const;

export const STAFF = ['Sam', 'Michelle', 'Raj', 'Tom', 'Karen', 'Ben'] as const;

export const REPLY_TEXTS = [
  'Thank you for the kind words! We hope you enjoy your new car.',
  'Thanks for choosing us again - see you at your first service.',
  'We are sorry to hear about the delays. Our customer care manager will be in touch today.',
] as const;

/** Suburbs of private (consignment) listings by state or region: [suburb, postcode]. */
export const PRIVATE_SUBURBS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  NSW: [
    ['Blacktown', '2148'],
    ['Castle Hill', '2154'],
    ['Chatswood', '2067'],
    ['Wollongong', '2500'],
  ],
  VIC: [
    ['Box Hill', '3128'],
    ['Frankston', '3199'],
    ['Geelong', '3220'],
  ],
  QLD: [
    ['Chermside', '4032'],
    ['Ipswich', '4305'],
    ['Southport', '4215'],
  ],
  Auckland: [
    ['Manukau', '2104'],
    ['Takapuna', '0622'],
  ],
  Wellington: [
    ['Porirua', '5022'],
    ['Lower Hutt', '5010'],
  ],
  Canterbury: [
    ['Riccarton', '8041'],
    ['Rolleston', '7615'],
  ],
};
