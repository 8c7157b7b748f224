/**
 * Sign-in gating inside an island (SPEC.md §4 Sign-in gating; the decision is
 * the core's `gate`). The stored user is read only after hydration (the
 * server-rendered HTML cannot know it), so the first render is 'wait'; an
 * anonymous visitor on a gated page is then sent to /sign-in with `redirect`
 * = this page, and comes back after signing in.
 */
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { gate, type GateCar, type GatedPage, type GateDecision, type SignInSettings } from '../../core/sign-in.ts';
import { signInUser, userDetails } from './user.ts';
import { useLocationPath } from './client-state.ts';

/** The gating switches a page needs, taken from the tenant's `gating` settings at build time. */
export type GateSettings = SignInSettings;

export function useGate(
  page: GatedPage,
  settings: GateSettings,
  car?: GateCar | null,
  back?: string | null,
): GateDecision {
  const user = useStore(userDetails);
  const path = useLocationPath();
  const decision = gate(page, {
    user: signInUser(user),
    loading: path === null,
    settings,
    car,
    path: path ?? '',
    back,
  });
  const target = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return decision;
}

/** What a gated island shows until it may show its content. */
export function GatePending({ decision }: { decision: GateDecision }): ReactNode {
  return (
    <p className="gate-pending" role="status">
      {decision.kind === 'redirect' ? 'Please sign in to continue. Taking you to sign in…' : 'Loading…'}
    </p>
  );
}
