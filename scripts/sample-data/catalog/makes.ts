/**
 * The manufacturers the platform lists (SPEC.md §3 "Manufacturer: id, name,
 * slug, logo.url (nullable); about 140 makes"): makes sold in Australia and New
 * Zealand, with the kinds of vehicle each builds.
 */
import type { ItemType } from './vehicles.ts';

const C: readonly ItemType[] = ['car'];
const M: readonly ItemType[] = ['motorcycle'];
const T: readonly ItemType[] = ['truck'];
const V: readonly ItemType[] = ['caravan'];

/** [name, item types]; ids are positions in this list + 1, so never reorder, only append. */
// prettier-ignore
export const MAKES: readonly (readonly [string, readonly ItemType[]])[] = [
  ['Abarth', C], ['Alfa Romeo', C], ['Aston Martin', C], ['Audi', C], ['Bentley', C],
  ['BMW', ['car', 'motorcycle']], ['BYD', C], ['Chery', C], ['Chevrolet', C], ['Chrysler', C],
  ['Citroen', C], ['Cupra', C], ['Daewoo', C], ['Daihatsu', C], ['Datsun', C],
  ['Deepal', C], ['Dodge', C], ['Ferrari', C], ['Fiat', C], ['Ford', ['car', 'truck']],
  ['Foton', ['car', 'truck']], ['GAC', C], ['Genesis', C], ['GWM', C], ['Haval', C],
  ['Holden', C], ['Honda', ['car', 'motorcycle']], ['HSV', C], ['Hyundai', ['car', 'truck']], ['Ineos', C],
  ['Infiniti', C], ['Isuzu', ['car', 'truck']], ['Jaguar', C], ['Jeep', C], ['Kia', C],
  ['KGM SsangYong', C], ['Lamborghini', C], ['Land Rover', C], ['LDV', ['car', 'truck']], ['Leapmotor', C],
  ['Lexus', C], ['Lotus', C], ['Mahindra', C], ['Maserati', C], ['Mazda', C],
  ['McLaren', C], ['Mercedes-Benz', ['car', 'truck']], ['MG', C], ['Mini', C], ['Mitsubishi', C],
  ['Nissan', C], ['Peugeot', C], ['Polestar', C], ['Porsche', C], ['Proton', C],
  ['Ram', C], ['Renault', ['car', 'truck']], ['Rolls-Royce', C], ['Saab', C], ['Skoda', C],
  ['Smart', C], ['Subaru', C], ['Suzuki', ['car', 'motorcycle']], ['Tesla', C], ['Toyota', C],
  ['Volkswagen', C], ['Volvo', ['car', 'truck']], ['Xpeng', C], ['Zeekr', C], ['Skywell', C],
  // Motorcycles
  ['Yamaha', M], ['Kawasaki', M], ['Harley-Davidson', M], ['Ducati', M], ['KTM', M],
  ['Triumph', M], ['Royal Enfield', M], ['Husqvarna', M], ['Aprilia', M], ['Moto Guzzi', M],
  ['Indian', M], ['CFMoto', M], ['Benelli', M], ['Can-Am', M], ['Polaris', M],
  ['Piaggio', M], ['Vespa', M], ['GasGas', M], ['Beta', M], ['Sherco', M],
  ['Zero', M], ['Kymco', M], ['SYM', M], ['MV Agusta', M], ['Super Soco', M],
  // Trucks
  ['Hino', T], ['Fuso', T], ['UD Trucks', T], ['Iveco', T], ['Scania', T],
  ['Kenworth', T], ['Mack', T], ['Western Star', T], ['DAF', T], ['MAN', T],
  ['Freightliner', T], ['International', T], ['Dennis Eagle', T], ['SEA Electric', T], ['JAC', T],
  // Caravans and motorhomes
  ['Jayco', V], ['Coromal', V], ['Avan', V], ['Lotus Caravans', V], ['New Age', V],
  ['Windsor', V], ['Supreme', V], ['Crusader', V], ['Roadstar', V], ['Zone RV', V],
  ['Jurgens', V], ['Nova', V], ['Regent', V], ['Royal Flair', V], ['Snowy River', V],
  ['Sunland', V], ['Kokoda', V], ['Golden Eagle', V], ['Millard', V], ['MDC', V],
  ['Retreat', V], ['Paramount', V], ['Concept', V], ['Franklin', V], ['Viscount', V],
  ['Goldstream', V], ['Sunliner', V], ['Winnebago', V], ['Trakka', V], ['Frontline', V],
  ['Design RV', V], ['Masterpiece', V], ['Bushtracker', V], ['Track Trailer', V], ['Kimberley', V],
  ['Opus', V], ['Swag', V], ['Vista', V], ['Urban', V], ['Wonderland', V],
];

/** Makes listed without a logo (logo.url null), so the not-found logo fallback is exercised. */
export const MAKES_WITHOUT_LOGO: ReadonlySet<string> = new Set(['Holden', 'Daewoo', 'Saab', 'Proton', 'Datsun']);
