/**
 * Sending a reservation (checkout and buy online): one client-generated
 * reservation id per car and browser tab, kept (sessionStorage) until it
 * succeeds, so a retry or a reload never reserves twice; the API answers a
 * repeat with 'duplicate'. Errors map to the text shown: 409 -> the API's
 * message ('This car has already been reserved.'), 400 -> field errors,
 * anything else -> 'An error occurred when submitting this form'.
 */
import { ApiError, type ApiClient } from '../../api/client.ts';
import { api } from '../../api/contract.ts';
import type { FieldError } from '../../core/forms/fields.ts';
import { submitErrorMessage } from '../../core/leads.ts';
import { readJson, writeJson } from '../leads/storage.ts';
import { ALREADY_RESERVED_MESSAGE } from './labels.ts';

const key = (carId: number) => `dealer:reservation-id:${carId}`;

/** The reservation id of this car in this tab (made once). */
export function reservationId(carId: number): string {
  const stored = readJson('session', key(carId));
  if (typeof stored === 'string' && stored !== '') return stored;
  const id = crypto.randomUUID();
  writeJson('session', key(carId), id);
  return id;
}

export function forgetReservationId(carId: number): void {
  try {
    globalThis.sessionStorage?.removeItem(key(carId));
  } catch {
    // Storage blocked: nothing kept.
  }
}

export type ReservationResult =
  | { status: 'reserved'; reservationId: string }
  | { status: 'invalid'; errors: FieldError[] }
  | { status: 'failed'; message: string };

export async function reserveCar(
  client: ApiClient,
  input: { carId: number; name: string; email: string; phone: string; fee: number },
): Promise<ReservationResult> {
  const id = reservationId(input.carId);
  try {
    await client.call(api.reservations, {
      params: {},
      query: {},
      body: {
        reservation_id: id,
        car_id: input.carId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        fee: input.fee,
      },
    });
    return { status: 'reserved', reservationId: id };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'invalid') {
      return { status: 'invalid', errors: [...error.fieldErrors] };
    }
    if (error instanceof ApiError && error.status === 409) {
      return { status: 'failed', message: /^HTTP \d+$/.test(error.message) ? ALREADY_RESERVED_MESSAGE : error.message };
    }
    console.error('Reservation failed', error);
    const server = error instanceof ApiError && error.kind === 'http' && !/^HTTP \d+$/.test(error.message);
    return { status: 'failed', message: submitErrorMessage(server ? (error as ApiError).message : null) };
  }
}
