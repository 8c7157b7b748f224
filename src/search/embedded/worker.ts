/**
 * Web Worker entry of the embedded search: loads the index named by the first
 * 'load' message and answers searches (protocol.ts). Bundled by Vite from the
 * `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`
 * in client.ts.
 */

import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { createWorkerHandler } from './worker-handler.ts';

interface WorkerScope {
  onmessage: ((event: { data: WorkerRequest }) => void) | null;
  postMessage(message: WorkerResponse): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = createWorkerHandler((message) => scope.postMessage(message));
let queue: Promise<void> = Promise.resolve();
scope.onmessage = (event) => {
  // One message at a time, in arrival order.
  queue = queue.then(() => handle(event.data));
};
