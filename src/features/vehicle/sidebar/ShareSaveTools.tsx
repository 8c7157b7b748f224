import VehicleSaveTools, { type VehicleSaveToolsProps } from '../../garage/VehicleSaveTools.tsx';
import ShareButton, { type ShareButtonProps } from './ShareButton.tsx';
import { packedIsland } from '~/components/islands/packed-props.tsx';

export interface ShareSaveToolsProps {
  share: ShareButtonProps;
  /** Favourite / watchlist buttons; null when the tenant and car have neither. */
  save: VehicleSaveToolsProps | null;
}

/**
 * The sidebar's Share button and favourite / watchlist buttons as ONE island:
 * they sit side by side and hydrate together (client:intent: on the first
 * pointer, touch, focus or click, or at once when the car is saved on this
 * device), and every island costs the build its own props, hash and hydration
 * script on each of 20,000 pages (docs/performance.md).
 */
export default function ShareSaveTools({ share, save }: ShareSaveToolsProps) {
  return (
    <>
      <ShareButton {...share} />
      {save && <VehicleSaveTools {...save} />}
    </>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const ShareSaveToolsIsland = packedIsland(ShareSaveTools);
