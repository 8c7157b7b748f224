/**
 * The company and information pages of SPEC.md §2 "Other pages and links"
 * (/about-us, /fleet, /terms-and-conditions, /privacy-policy, /service,
 * /vehicle-parts-and-accessories). The spec gives no texts for them; each page
 * is a title, an introduction and sections written from the tenant's settings,
 * with the calls to action a shopper expects (docs/decisions.md "Company
 * pages").
 */
import type { SiteConfig } from '../config/site-schema.ts';

export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

export interface ContentAction {
  label: string;
  href: string;
  external?: boolean;
}

export interface ContentPage {
  /** The path segment: 'about-us' -> /about-us. */
  slug: string;
  title: string;
  description: string;
  sections: ContentSection[];
  actions: ContentAction[];
  /** Which locations to list below the text: a location type, or none. */
  locations: 'sales' | 'service' | 'parts' | null;
}

/** Every company page of a tenant. */
export function contentPages(site: SiteConfig): ContentPage[] {
  const name = site.name;
  const makes = [...new Set(site.dealerships.flatMap((d) => d.makes))];
  const makeText = makes.length > 0 ? makes.join(', ') : 'new, demo and used vehicles';
  const country = site.country === 'NZ' ? 'New Zealand' : 'Australia';
  const consumerLaw = site.country === 'NZ' ? 'the Consumer Guarantees Act 1993' : 'the Australian Consumer Law';
  const privacyLaw = site.country === 'NZ' ? 'the Privacy Act 2020' : 'the Privacy Act 1988 (Cth)';
  const booking: ContentAction = site.service_booking_url
    ? { label: 'Book a Service', href: site.service_booking_url, external: true }
    : { label: 'Book a Service', href: '/contact' };
  return [
    {
      slug: 'about-us',
      title: 'About Us',
      description: `About ${name}: who we are and how we look after our customers.`,
      sections: [
        {
          heading: `Welcome to ${name}`,
          paragraphs: [
            `${name} sells and services ${makeText} across ${country}. Our team helps you find the right vehicle, arrange finance and trade in your current car in one visit.`,
            'Every used vehicle is inspected before sale, and every purchase is backed by our after-sales service team.',
          ],
        },
        {
          heading: 'Why buy from us',
          paragraphs: [
            'Transparent pricing, finance options from trusted lenders, and trade-in valuations on the spot.',
            'A 3-year standard warranty applies to eligible vehicles; ask our team about extended cover.',
          ],
        },
      ],
      actions: [
        { label: 'View Our Stock', href: '/search/new-used-and-demo-cars' },
        { label: 'Contact Us', href: '/contact' },
      ],
      locations: null,
    },
    {
      slug: 'fleet',
      title: 'Fleet',
      description: `Fleet and business vehicle sales at ${name}.`,
      sections: [
        {
          heading: 'Fleet and business sales',
          paragraphs: [
            `Whether you run two vehicles or two hundred, ${name}'s fleet team arranges pricing, delivery, servicing and finance for businesses and government buyers.`,
            'Tell us what your fleet needs and a fleet manager will get back to you.',
          ],
        },
      ],
      actions: [{ label: 'Enquire About Fleet', href: '/contact' }],
      locations: null,
    },
    {
      slug: 'service',
      title: 'Service',
      description: `Book a service at ${name}.`,
      sections: [
        {
          heading: 'Servicing by factory-trained technicians',
          paragraphs: [
            'Keep your warranty and your vehicle in top condition with scheduled servicing using genuine parts.',
            'Book online or call your nearest service centre below.',
          ],
        },
      ],
      actions: [booking],
      locations: 'service',
    },
    {
      slug: 'vehicle-parts-and-accessories',
      title: 'Parts & Accessories',
      description: `Genuine parts and accessories at ${name}.`,
      sections: [
        {
          heading: 'Genuine parts and accessories',
          paragraphs: [
            'Our parts team stocks genuine parts and accessories for the makes we sell, and can order anything else.',
            'Call or send an enquiry with your vehicle details and the part you need.',
          ],
        },
      ],
      actions: [{ label: 'Enquire About Parts', href: '/contact' }],
      locations: 'parts',
    },
    {
      slug: 'terms-and-conditions',
      title: 'Terms And Conditions',
      description: `Terms of use of the ${name} website.`,
      sections: [
        {
          heading: 'Use of this website',
          paragraphs: [
            `This website is operated by ${name}. By using it you agree to these terms.`,
            'Vehicle details, prices and availability are provided in good faith and may change without notice; please confirm them with us before you buy. Images may show optional equipment.',
          ],
        },
        {
          heading: 'Prices and finance',
          paragraphs: [
            'Finance estimates are indicative only and not a binding quote. Approved applicants only; terms, fees and lending criteria apply.',
            `Nothing on this website limits your rights under ${consumerLaw}.`,
          ],
        },
      ],
      actions: [{ label: 'Privacy Policy', href: '/privacy-policy' }],
      locations: null,
    },
    {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      description: `How ${name} handles your personal information.`,
      sections: [
        {
          heading: 'What we collect and why',
          paragraphs: [
            'When you send an enquiry, book a test drive or request finance, we collect the details you give us (such as your name, email, phone and postcode) to respond to you.',
            'Favourites, recently viewed cars and unsent enquiries are kept in your own browser until you clear them.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            `We handle personal information under ${privacyLaw}. You may ask to see or correct the information we hold about you by contacting us.`,
          ],
        },
      ],
      actions: [{ label: 'Contact Us', href: '/contact' }],
      locations: null,
    },
  ];
}
