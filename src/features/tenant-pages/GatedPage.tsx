/**
 * The text of a gated tenant page (the branded garage pages such as /mymotorama, always gated
 * by sign-in, SPEC.md §4): shown once a signed-in shopper is known; an anonymous one is sent to
 * sign in and comes back. The HTML was sanitised at build (props.server.ts).
 */
import { GatePending, useGate, type GateSettings } from '../auth/useGate.tsx';

export interface GatedPageProps {
  html: string;
  gating: GateSettings;
}

export default function GatedPage({ html, gating }: GatedPageProps) {
  const decision = useGate('my-garage', gating);
  if (decision.kind !== 'allow') return <GatePending decision={decision} />;
  return <div className="tenant-page__text" dangerouslySetInnerHTML={{ __html: html }} />;
}
