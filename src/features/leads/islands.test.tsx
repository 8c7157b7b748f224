// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnquireCar } from './enquire-car.ts';
import { testLeadFormSettings } from './testing/settings.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import ContactIsland from './ContactIsland.tsx';
import FinanceIsland from './FinanceIsland.tsx';
import TestDriveIsland from './TestDriveIsland.tsx';
import VehicleLeadActions from './VehicleLeadActions.tsx';

const settings = testLeadFormSettings({ apiBaseUrl: 'http://127.0.0.1:9', captcha: true, analytics: true });
const car: EnquireCar = {
  id: 42,
  slug: '2022-toyota-hilux-sr5',
  title: '2022 Toyota HiLux SR5',
  make: 'Toyota',
  model: 'HiLux',
  year: 2022,
  car_type: 'used',
  status: 'in_stock',
  tag: null,
  stocknum: 'U123',
  vin: null,
  price: 45990,
  dealership_id: 3,
  dealership_slug: 'harbour-toyota',
  manufacturer_slug: null,
  location_id: 11,
  location_name: 'Harbour Toyota Artarmon',
  distribution_locations: [],
};

function at(path: string) {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  at('/');
});

describe('ContactIsland', () => {
  const props = { settings, locations: [{ id: 11, name: 'Artarmon' }], dealerships: [] };

  it('shows the general enquiry without a car in the query', () => {
    at('/contact');
    render(<ContactIsland {...props} />);
    expect(screen.getByRole('form', { name: 'Enquiry' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Enquiry Type/ })).toBeTruthy();
  });

  it('turns into the vehicle enquiry for ?car_id= with the car the vehicle page stored', () => {
    localStorage.setItem(STORAGE_KEYS.enquireCar, JSON.stringify(car));
    at('/contact?car_id=42&subcategory=Find%20Me%20Something%20Similar');
    render(<ContactIsland {...props} />);
    expect(screen.getByText('Enquiring about the 2022 Toyota HiLux SR5')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Enquiry about the 2022 Toyota HiLux SR5' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Comments/ })).toHaveProperty(
      'value',
      'Please help me find a car similar to the 2022 Toyota HiLux SR5.',
    );
  });

  it("prefills the vehicle enquiry from the car a search card's link carries, with no vehicle page before", () => {
    at(
      '/contact?car_id=42&subcategory=Find+Me+Something+Similar&title=2022+Toyota+HiLux+SR5&make=Toyota&model=HiLux' +
        '&car_type=used&vehicle_status=sold&stock_number=U123&dealership_slug=harbour-toyota&dealership_id=3',
    );
    render(<ContactIsland {...props} />);
    expect(screen.getByText('Enquiring about the 2022 Toyota HiLux SR5')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Enquiry about the 2022 Toyota HiLux SR5' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Comments/ })).toHaveProperty(
      'value',
      'Please help me find a car similar to the 2022 Toyota HiLux SR5.',
    );
  });

  it('sends the car id alone when the stored car is another one', () => {
    localStorage.setItem(STORAGE_KEYS.enquireCar, JSON.stringify({ ...car, id: 7 }));
    at('/contact?car_id=42');
    render(<ContactIsland {...props} />);
    expect(screen.getByRole('form', { name: 'Vehicle enquiry' })).toBeTruthy();
  });
});

describe('TestDriveIsland', () => {
  const models = [
    { slug: 'hilux', name: 'HiLux', make: 'Toyota' },
    { slug: 'rav4', name: 'RAV4', make: 'Toyota' },
  ];
  // The form asks for appointments at an address nothing answers: its logged failure is not under test here.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("names the model of ?model= (a model page's Book a Test Drive)", () => {
    at('/book-test-drive?model=hilux');
    render(<TestDriveIsland settings={settings} models={models} />);
    expect(screen.getByText('Test drive of the Toyota HiLux')).toBeTruthy();
  });

  it('ignores a model the range does not have, and prefers a car', () => {
    at('/book-test-drive?model=nope');
    const { unmount } = render(<TestDriveIsland settings={settings} models={models} />);
    expect(screen.queryByText(/^Test drive of the/)).toBeNull();
    unmount();
    localStorage.setItem(STORAGE_KEYS.enquireCar, JSON.stringify(car));
    at('/book-test-drive?car_id=42&model=hilux');
    render(<TestDriveIsland settings={settings} models={models} />);
    expect(screen.getByText('Test drive of the 2022 Toyota HiLux SR5')).toBeTruthy();
  });
});

describe('FinanceIsland', () => {
  it('reads the apply-for-finance query into the form', () => {
    at('/apply-for-finance?vehiclePriceBudget=%2425%2C000&preferredDealership=b&car_type=used&vin=X');
    render(
      <FinanceIsland
        settings={settings}
        mode="apply"
        dealerships={[
          { slug: 'a', name: 'A' },
          { slug: 'b', name: 'B' },
        ]}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Vehicle price budget' })).toHaveProperty('value', '25000');
    expect(screen.getByRole('combobox', { name: 'Preferred Dealership' })).toHaveProperty('value', 'b');
  });

  it("a search card's Get Finance (?car_id= of a car no vehicle page stored): the car is looked up, named with its price, and fills the budget", async () => {
    at('/apply-for-finance?car_id=42#finance-form');
    const lookUp = vi.fn(() => Promise.resolve({ ...car, price: 45990 }));
    render(<FinanceIsland settings={settings} mode="apply" dealerships={[]} lookUp={lookUp} />);
    expect(await screen.findByText(/Finance for the/)).toHaveProperty(
      'textContent',
      'Finance for the 2022 Toyota HiLux SR5 ($45,990)',
    );
    expect(lookUp).toHaveBeenCalledWith(42);
    expect(screen.getByRole('textbox', { name: 'Vehicle price budget' })).toHaveProperty('value', '45990');
  });

  it('a car the vehicle page stored needs no lookup; an unknown car leaves the form as it was', async () => {
    localStorage.setItem(STORAGE_KEYS.enquireCar, JSON.stringify({ ...car, price: 30500 }));
    at('/apply-for-finance?car_id=42');
    const lookUp = vi.fn(() => Promise.resolve(null));
    const { unmount } = render(<FinanceIsland settings={settings} mode="apply" dealerships={[]} lookUp={lookUp} />);
    expect(screen.getByRole('textbox', { name: 'Vehicle price budget' })).toHaveProperty('value', '30500');
    expect(lookUp).not.toHaveBeenCalled();
    unmount();
    at('/apply-for-finance?car_id=77');
    render(<FinanceIsland settings={settings} mode="apply" dealerships={[]} lookUp={lookUp} />);
    await vi.waitFor(() => expect(lookUp).toHaveBeenCalledWith(77));
    expect(screen.queryByText(/Finance for the/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Vehicle price budget' })).toHaveProperty('value', '');
  });
});

describe('VehicleLeadActions', () => {
  const call = {
    tel: 'tel:+61255503111',
    display: '02 5550 3111',
    carId: 42,
    analytics: false,
    mode: 'immediate' as const,
    reveal: { apiBaseUrl: 'http://api.test', site: 'harbour-toyota', carId: 42, dealershipId: null, websiteId: null },
  };
  it('offers Enquire Now, Book a Test Drive and Get Finance, stores the enquire car and opens the modal', async () => {
    const user = userEvent.setup();
    render(<VehicleLeadActions car={car} settings={settings} available instantMessage={false} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Enquire Now',
      'Book a Test Drive',
      'Get Finance',
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.enquireCar) ?? 'null')).toMatchObject({ id: 42 });
    await user.click(screen.getByRole('button', { name: 'Get Finance' }));
    const dialog = screen.getByRole('dialog', { name: 'Finance Enquiry' });
    expect(await within(dialog).findByRole('button', { name: 'Get Finance Now' })).toBeTruthy();
  });

  it('puts Call Now under the buttons of an available car', () => {
    render(<VehicleLeadActions car={car} settings={settings} available instantMessage={false} call={call} />);
    const link = screen.getByRole('link', { name: /^Call Now\s*02 5550 3111$/ });
    expect(link.getAttribute('href')).toBe('tel:+61255503111');
    expect(screen.getByRole('button', { name: 'Get Finance' }).compareDocumentPosition(link)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says Instant Message where the site has it', () => {
    render(<VehicleLeadActions car={car} settings={settings} available instantMessage />);
    expect(screen.getAllByRole('button')[0]!.textContent).toBe('Instant Message');
  });

  it('offers only Find Me Something Similar for an unavailable car (no Call Now)', () => {
    render(
      <VehicleLeadActions
        car={{ ...car, status: 'sold' }}
        settings={settings}
        available={false}
        instantMessage={false}
        call={call}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Find Me Something Similar']);
    expect(screen.queryByRole('link', { name: /Call Now/ })).toBeNull();
  });
});
