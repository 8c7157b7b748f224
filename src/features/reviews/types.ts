/** One review card as the carousel shows it (built by props.server.ts). */
export interface ReviewCard {
  id: number;
  name: string;
  rating: number;
  /** Fill (0..1) of each of the five stars (core starFills). */
  stars: number[];
  /** The full text; the island cuts it at 160 with View more/less (core reviewText). */
  text: string;
  /** ISO date (yyyy-mm-dd) for <time datetime>, or null when the feed has none. */
  date: string | null;
  /** The date as shown ('12 Oct 2026'), else the feed's words ('3 days ago'). */
  dateText: string | null;
  image: string | null;
  reply: { text: string; date: string | null; dateText: string | null } | null;
}

/** The aggregate rating header (shown only above the tenant's minimum rating). */
export interface RatingHeader {
  average: number;
  count: number;
  stars: number[];
}

/** Props of the reviews island. */
export interface ReviewsProps {
  /** Unique per page: ids of headings and slides. */
  id: string;
  title: string;
  reviews: ReviewCard[];
  startIndex: number;
  autoRotate: boolean;
  /** The Snap 21 rating call (SPEC.md §7), when the tenant uses that review source. */
  snap21: { apiBaseUrl: string; site: string; orgId: string } | null;
}
