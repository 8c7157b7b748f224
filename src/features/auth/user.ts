/**
 * The signed-in user (SPEC.md §3 User, §6 Roles, §7 client storage key "user
 * details").
 *
 * STAND-IN: the platform's identity provider is not reachable here, so
 * signing in is local: the shopper gives a name and a mobile number on
 * /sign-in and they are kept in localStorage under STORAGE_KEY as the signed-in
 * user. Nothing is verified; it only lets the gated pages, the prefilled forms
 * and the watchlist work end to end. A real deployment replaces `signIn` /
 * `signOut` with the platform's auth and keeps this store as the session's
 * cache (docs/decisions.md "Trade-in, checkout and sign-in").
 */
import { persistentAtom } from '@nanostores/persistent';
import type { SignInUser } from '../../core/sign-in.ts';

/** localStorage key of the user details (SPEC.md §7 "user details"). */
export const USER_STORAGE_KEY = 'dealer:user-details';

/** The stored user details (SPEC.md §3 User: id, phone; stored name, last_name, email, phone, postcode). */
export interface UserDetails {
  id: string;
  name: string;
  phone: string;
  last_name?: string;
  email?: string;
  postcode?: string;
}

function isUserDetails(x: unknown): x is UserDetails {
  if (typeof x !== 'object' || x === null) return false;
  const u = x as Record<string, unknown>;
  return typeof u['id'] === 'string' && typeof u['name'] === 'string' && typeof u['phone'] === 'string';
}

/** The signed-in user's details, null when anonymous. Unreadable stored values count as anonymous. */
export const userDetails = persistentAtom<UserDetails | null>(USER_STORAGE_KEY, null, {
  encode: (value) => JSON.stringify(value),
  decode: (raw) => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isUserDetails(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
});

/** The user as the core's gate reads it. */
export function signInUser(details: UserDetails | null): SignInUser {
  return details === null ? null : { id: details.id, phone: details.phone };
}

/** Signs in locally (stand-in, see the module comment); keeps the id of an earlier sign-in on this device. */
export function signIn(details: Omit<UserDetails, 'id'>): UserDetails {
  const id = userDetails.get()?.id ?? crypto.randomUUID();
  const user: UserDetails = { ...details, id };
  userDetails.set(user);
  return user;
}

export function signOut(): void {
  userDetails.set(null);
}

/**
 * A safe place to go after signing in: a same-site path ('/x?y'), never
 * another origin ('//evil', 'https://...', 'javascript:'); else '/'.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
