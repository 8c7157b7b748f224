/** Component-test helper: a fake platform API client behind the islands' `loadApi` seam. */
import { vi } from 'vitest';
import { api, type Endpoint } from '~/api/contract.ts';
import type { ApiLoader } from './api.ts';

export type FakeHandler = (endpoint: Endpoint, request: unknown) => Promise<unknown>;

export function fakeApi(handler: FakeHandler) {
  const call = vi.fn(handler);
  const loadApi: ApiLoader = () => Promise.resolve({ client: { call } as never, api });
  return { call, loadApi };
}

/** A promise with its resolve/reject exposed, to hold a call in the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
