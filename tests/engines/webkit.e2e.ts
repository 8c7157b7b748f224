// The main flows in WebKitGTK, Safari's engine (tests/engines/smoke.ts).
import { smokeSuite } from './smoke.ts';

smokeSuite('webkit');
