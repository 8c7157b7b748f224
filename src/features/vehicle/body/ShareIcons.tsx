import { SHARE_NETWORK_NAMES, SHARE_NETWORKS, shareLink, sharePopupFeatures, type ShareNetwork } from '~/core/share.ts';
import { packedIsland } from '~/components/islands/packed-props.tsx';

export interface ShareIconsProps {
  url: string;
  carName: string;
  /** What the item is called in 'Share this car' ('caravan'; core kinds.ts itemWords). Default car. */
  itemNoun?: string | undefined;
}

const ICONS: Record<ShareNetwork, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  x: 'M4 4l7.2 9.6L4.3 20H6l6-5.3 4 5.3h4l-7.5-10L19.2 4h-1.7l-5.6 4.9L8 4H4z',
  linkedin:
    'M4 9h4v11H4zM6 3a2 2 0 110 4 2 2 0 010-4zM10 9h3.8v1.6h.1c.5-1 1.8-1.9 3.7-1.9 4 0 4.4 2.5 4.4 5.8V20h-4v-4.9c0-1.2 0-2.7-1.7-2.7s-1.9 1.3-1.9 2.6v5h-4z',
};

/**
 * Share icons (SPEC.md §2 body, §9 "Share pop-up 550x400"): each opens the
 * network's share page in a 550x400 pop-up; without JavaScript (or when the
 * pop-up is blocked) the link opens in a new tab instead.
 */
export default function ShareIcons({ url, carName, itemNoun = 'car' }: ShareIconsProps) {
  return (
    <ul className="share-icons" aria-label={`Share this ${itemNoun}`}>
      {SHARE_NETWORKS.map((network) => {
        const href = shareLink(network, url, carName);
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="share-icons__link"
              onClick={(event) => {
                const popup = window.open(href, 'share', sharePopupFeatures(window.screen));
                if (popup) event.preventDefault();
              }}
            >
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
                <path d={ICONS[network]} />
              </svg>
              <span className="visually-hidden">Share on {SHARE_NETWORK_NAMES[network]} (opens a new window)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const ShareIconsIsland = packedIsland(ShareIcons);
