// The main flows in Debian's Firefox ESR (tests/engines/smoke.ts).
import { smokeSuite } from './smoke.ts';

smokeSuite('firefox');
