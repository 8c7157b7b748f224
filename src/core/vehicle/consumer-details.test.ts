import { describe, expect, it } from 'vitest';
import { CIN_ASK, consumerInformationNotice, formatAbn, needsConsumerInformationNotice } from './consumer-details.ts';

describe('needsConsumerInformationNotice: NZ used and demo vehicles', () => {
  it.each([
    ['NZ', 'used', true],
    ['NZ', 'demo', true],
    ['NZ', 'new', false],
    ['AU', 'used', false],
  ] as const)('%s %s -> %s', (country, type, want) => expect(needsConsumerInformationNotice(country, type)).toBe(want));
});

describe('consumerInformationNotice', () => {
  const car = {
    year: 2019,
    make: 'Mitsubishi',
    model: 'Outlander',
    vin: 'JMBXTGF2WKZ000123',
    km: 64210,
    engine_size: 2360,
    regplate: 'LKP123',
    rego_expiry: '2027-03-12',
    fuel: 'Unleaded Petrol',
    price: 24990,
    offer_price: 23990,
  };
  const trader = { name: 'Kiwi Motors', address: '12 Great South Road, Auckland 1051', registration: 'M123456' };
  const options = { currency: 'NZD' as const, noPriceText: 'Enquire for price.', timeZone: 'Pacific/Auckland' };
  const value = (rows: Array<{ label: string; value: string }>, label: string) =>
    rows.find((r) => r.label === label)?.value;

  it.each([
    ["Trader's name", 'Kiwi Motors'],
    ['Motor vehicle trader registration number', 'M123456'],
    ['Cash price (including GST, registration and licensing)', '$23,990'],
    ['Make and model', 'Mitsubishi Outlander'],
    ['Vehicle year', '2019'],
    ['Engine capacity', '2360cc'],
    ['Distance travelled (odometer)', '64,210 kms'],
    ['Vehicle identification number (VIN) or chassis number', 'JMBXTGF2WKZ000123'],
    ['Registration plate number', 'LKP123'],
    ['Vehicle licence expiry', '12 March 2027'],
    ['Operating fuel type', 'Unleaded Petrol'],
    ['Security interest registered on the Personal Property Securities Register', CIN_ASK],
    ['Year first registered in New Zealand', CIN_ASK],
  ])('%s: %s', (label, want) => {
    expect(value(consumerInformationNotice(car, trader, options), label)).toBe(want);
  });

  it('a car without a price, plate or trader registration says so rather than leaving a blank', () => {
    const rows = consumerInformationNotice(
      { ...car, price: 0, offer_price: null, regplate: null },
      { ...trader, registration: null },
      options,
    );
    expect(value(rows, 'Cash price (including GST, registration and licensing)')).toBe('Enquire for price.');
    expect(value(rows, 'Registration plate number')).toBe(CIN_ASK);
    expect(value(rows, 'Motor vehicle trader registration number')).toBe(CIN_ASK);
    expect(rows.every((r) => r.value.trim() !== '')).toBe(true);
    // No phone: a tenant masking its numbers must not show one here.
    expect(rows.some((r) => /contact|phone/i.test(r.label))).toBe(false);
  });
});

describe('formatAbn', () => {
  it.each([
    ['12345678901', 'ABN 12 345 678 901'],
    ['12 345 678 901', 'ABN 12 345 678 901'],
  ])('%s -> %s', (abn, want) => expect(formatAbn(abn)).toBe(want));
});
