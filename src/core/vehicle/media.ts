/**
 * The vehicle page's media (SPEC.md §2 "Vehicle detail page", §4 Spin, §9
 * Spin / Thumbnails / Video slide / Image slider): the gallery's slide list,
 * the thumbnail-strip rule, the viewer modes a car offers and their default,
 * the gallery-index reset on a mode change, and the 360 spin's frame maths.
 * Pure: the island and the page call these; no DOM, no I/O.
 */

import { showsAsSold } from './availability.ts';
import type { CarStatusFields } from '../types.ts';

/** Image slider slide size in px (SPEC.md §9 "Image slider 600x400"). */
export const SLIDE_WIDTH = 600;
export const SLIDE_HEIGHT = 400;

/** The strip shows only above this many images (SPEC.md §9 "Thumbnails above 3 images"). */
export const THUMBNAILS_ABOVE = 3;

/** Image used when the car has one image or none (SPEC.md §2). */
export const COMING_SOON_IMAGE = '/sample-images/coming-soon.svg';

/** Pixels of horizontal drag per spin frame (SPEC.md §9 "Spin: 20 px per frame"). */
export const SPIN_PX_PER_FRAME = 20;

/** Auto-rotation interval in ms until the first interaction (SPEC.md §9 "auto-rotate 100 ms"). */
export const SPIN_AUTO_ROTATE_MS = 100;

/** Duration of the spin's hint animation in ms (SPEC.md §9 "animation 3 s"). */
export const SPIN_ANIMATION_MS = 3000;

/** Where the video slide goes among the images (SPEC.md §2, §9). */
export const VIDEO_SLIDE_POSITIONS = ['start', 'second', 'middle', 'end'] as const;
export type VideoSlidePosition = (typeof VIDEO_SLIDE_POSITIONS)[number];
export const DEFAULT_VIDEO_SLIDE_POSITION: VideoSlidePosition = 'second';

/** Viewer modes in switcher order (SPEC.md §2). */
export const VIEWER_MODES = ['spinner', 'walkaround', 'gallery', 'interior'] as const;
export type ViewerMode = (typeof VIEWER_MODES)[number];
export const DEFAULT_VIEWER_MODE: ViewerMode = 'spinner';

/** Switcher labels (the spec names the modes; capitalised for buttons). */
export const VIEWER_MODE_LABELS: Readonly<Record<ViewerMode, string>> = {
  spinner: 'Spinner',
  walkaround: 'Walkaround',
  gallery: 'Gallery',
  interior: 'Interior',
};

/** Invented texts (docs/decisions.md "Vehicle media"). */
export const MEDIA_TEXT = {
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  previous: 'Previous photo',
  next: 'Next photo',
  spinHint: 'Drag to rotate',
  loading: 'Loading...',
  comingSoonAlt: 'Photos coming soon',
  viewer: 'Viewer',
} as const;

/** One gallery slide. */
export type MediaSlide =
  | { kind: 'image'; src: string; alt: string; comingSoon: boolean }
  /** A video-site link shown in an embed frame. */
  | { kind: 'embed'; src: string; title: string }
  /** Any other video link: a looping, muted, autoplaying video. */
  | { kind: 'video'; src: string; title: string };

/** Fields of a car that its media reads (SPEC.md §3 names). */
export interface MediaCar extends Pick<CarStatusFields, 'status' | 'sold'> {
  images?: ReadonlyArray<{ image: { url: string } }> | null | undefined;
  video_url?: string | null | undefined;
  spin_images?: readonly string[] | null | undefined;
  spin_interior_image?: string | null | undefined;
  walkaround_videos?: ReadonlyArray<{ video: { url: string } }> | null | undefined;
  hotspots?: MediaHotspots | null | undefined;
}

export interface MediaHotspot {
  id: string | number;
  title?: string | null | undefined;
  description?: string | null | undefined;
  anchors?: readonly number[] | null | undefined;
}

export interface MediaHotspots {
  exterior?: readonly MediaHotspot[] | null | undefined;
  interior?: readonly MediaHotspot[] | null | undefined;
  positions?: Readonly<Record<string, Readonly<Record<string, { posX: number; posY: number }>>>> | null | undefined;
}

/** A hotspot placed on an image: position in percent of the image. */
export interface PlacedHotspot {
  id: string;
  title: string;
  description: string;
  posX: number;
  posY: number;
}

const nonBlank = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

function httpUrl(raw: string | null | undefined): URL | null {
  if (!nonBlank(raw)) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,}$/;
const VIMEO_ID = /^\d+$/;

/**
 * Embed URL of a video-site link, or null when the link is not a YouTube or
 * Vimeo video. YouTube: youtube.com/watch?v=ID, /embed/ID, /shorts/ID,
 * /live/ID, m. and music. hosts, youtu.be/ID -> https://www.youtube.com/embed/ID.
 * Vimeo: vimeo.com/ID (also vimeo.com/channels/x/ID) or player.vimeo.com/video/ID
 * -> https://player.vimeo.com/video/ID.
 */
export function videoEmbedUrl(raw: string | null | undefined): string | null {
  const url = httpUrl(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | null | undefined = null;
  if (host === 'youtu.be') youtube = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v')
      youtube = parts[1];
  }
  if (youtube && YOUTUBE_ID.test(youtube)) return `https://www.youtube.com/embed/${youtube}`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.findLast((p) => VIMEO_ID.test(p));
    if (id) return `https://player.vimeo.com/video/${id}`;
  }
  return null;
}

/**
 * The video slide of a link (SPEC.md §2): an embed frame for a video-site
 * link, otherwise a looping muted autoplay video. Null for a missing or
 * non-http(s) link.
 */
export function videoSlide(raw: string | null | undefined, title: string): MediaSlide | null {
  const embed = videoEmbedUrl(raw);
  if (embed) return { kind: 'embed', src: embed, title: `Video of ${title}` };
  const url = httpUrl(raw);
  return url ? { kind: 'video', src: url.href, title: `Video of ${title}` } : null;
}

/** Index at which the video slide goes among `imageCount` images (SPEC.md §2). */
export function videoSlideIndex(position: VideoSlidePosition, imageCount: number): number {
  switch (position) {
    case 'start':
      return 0;
    case 'second':
      return Math.min(1, imageCount);
    case 'middle':
      return Math.ceil(imageCount / 2);
    case 'end':
      return imageCount;
  }
}

function imageUrls(car: Pick<MediaCar, 'images'>): string[] {
  return (car.images ?? []).map((i) => i.image.url).filter(nonBlank);
}

/**
 * The gallery's slides (SPEC.md §2): the car's images, or the coming-soon
 * image alone when it has one image or none; the video slide (when the car
 * has a video_url) inserted at `position`.
 */
export function gallerySlides(
  car: Pick<MediaCar, 'images' | 'video_url'>,
  title: string,
  position: VideoSlidePosition = DEFAULT_VIDEO_SLIDE_POSITION,
): MediaSlide[] {
  const urls = imageUrls(car);
  const slides: MediaSlide[] =
    urls.length <= 1
      ? [{ kind: 'image', src: COMING_SOON_IMAGE, alt: MEDIA_TEXT.comingSoonAlt, comingSoon: true }]
      : urls.map((src, i) => ({
          kind: 'image',
          src,
          alt: i === 0 ? title : `${title}, photo ${i + 1}`,
          comingSoon: false,
        }));
  const video = videoSlide(car.video_url, title);
  if (video) slides.splice(videoSlideIndex(position, slides.length), 0, video);
  return slides;
}

/**
 * Thumbnail strip (SPEC.md §2, §9): more than 3 images and the car is in
 * stock, read as available and not flagged sold ({@link showsAsSold}).
 */
export function showThumbnails(car: Pick<MediaCar, 'images' | 'status' | 'sold'>): boolean {
  return imageUrls(car).length > THUMBNAILS_ABOVE && !showsAsSold(car);
}

/** Spin frames of a car (non-blank spin_images). */
export function spinFrames(car: Pick<MediaCar, 'spin_images'>): string[] {
  return (car.spin_images ?? []).filter(nonBlank);
}

/** The first walkaround video's URL, or null. */
export function walkaroundVideo(car: Pick<MediaCar, 'walkaround_videos'>): string | null {
  return httpUrl(car.walkaround_videos?.find((v) => httpUrl(v.video.url))?.video.url)?.href ?? null;
}

/**
 * Viewer modes the car offers, in switcher order (SPEC.md §2): spinner with
 * spin images, walkaround with a walkaround video, gallery always, interior
 * with an interior image (its hotspots sit on that image).
 */
export function viewerModes(car: MediaCar): ViewerMode[] {
  const has: Record<ViewerMode, boolean> = {
    spinner: spinFrames(car).length > 0,
    walkaround: walkaroundVideo(car) !== null,
    gallery: true,
    interior: nonBlank(car.spin_interior_image),
  };
  return VIEWER_MODES.filter((m) => has[m]);
}

/**
 * Starting mode (SPEC.md §2 "Default spinner (gallery on one flagged site)"):
 * the site's default_viewer when the car offers it, else the gallery.
 */
export function defaultViewerMode(modes: readonly ViewerMode[], setting: ViewerMode = DEFAULT_VIEWER_MODE): ViewerMode {
  return modes.includes(setting) ? setting : 'gallery';
}

/** The viewer's state: mode and the gallery's current slide. */
export interface ViewerState {
  mode: ViewerMode;
  galleryIndex: number;
}

/**
 * Switching mode (SPEC.md §2 "Returning to a non-gallery mode resets the
 * gallery index"): going to any mode other than the gallery sets the gallery
 * back to its first slide; going to the gallery keeps the index.
 */
export function switchMode(state: ViewerState, mode: ViewerMode): ViewerState {
  return { mode, galleryIndex: mode === 'gallery' ? state.galleryIndex : 0 };
}

/** `index` wrapped into 0..count-1 (0 when there is nothing). */
export function wrapIndex(index: number, count: number): number {
  if (!(count > 0)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** Gallery index after the previous/next arrow or ArrowLeft/ArrowRight: wraps at both ends. */
export function stepSlide(index: number, delta: number, count: number): number {
  return wrapIndex(index + delta, count);
}

/**
 * The gallery step of a key (SPEC.md §2 "arrow keys"): ArrowRight +1,
 * ArrowLeft -1, any other key 0. They work while focus is anywhere in the
 * media block, and in fullscreen wherever focus is (the block is all the
 * shopper sees), docs/decisions.md "Vehicle media".
 */
export function arrowKeyStep(key: string): -1 | 0 | 1 {
  return key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
}

/**
 * Spin frame after a pointer drag of `dx` px from the frame the drag started
 * on (SPEC.md §9): one frame per whole 20 px, dragging right turns forward,
 * wrapping past the last frame to the first and back.
 */
export function frameAfterDrag(startFrame: number, dx: number, count: number): number {
  return wrapIndex(startFrame + Math.trunc(dx / SPIN_PX_PER_FRAME), count);
}

/**
 * Spin frame after a key (SPEC.md §4 "arrow keys"): ArrowRight / ArrowUp one
 * frame forward, ArrowLeft / ArrowDown one back (wrapping), Home the first,
 * End the last; null for any other key (not handled).
 */
export function frameAfterKey(frame: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return wrapIndex(frame + 1, count);
    case 'ArrowLeft':
    case 'ArrowDown':
      return wrapIndex(frame - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count > 0 ? count - 1 : 0;
    default:
      return null;
  }
}

/** The angle in whole degrees shown by `frame` of `count` frames spread over 360°. */
export function frameAngle(frame: number, count: number): number {
  return count > 0 ? Math.round((wrapIndex(frame, count) * 360) / count) : 0;
}

/** Loader progress in whole percent (0..100). */
export function loadProgress(loaded: number, total: number): number {
  if (!(total > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

function place(h: MediaHotspot, angle: number, positions: MediaHotspots['positions']): PlacedHotspot | null {
  const pos = positions?.[String(h.id)]?.[String(angle)];
  const title = h.title?.trim() || h.description?.trim();
  if (!pos || !title) return null;
  return { id: String(h.id), title, description: h.description?.trim() ?? '', posX: pos.posX, posY: pos.posY };
}

/** Exterior hotspots anchored at `angle`, placed for that angle. */
export function exteriorHotspotsAt(hotspots: MediaHotspots | null | undefined, angle: number): PlacedHotspot[] {
  return (hotspots?.exterior ?? [])
    .filter((h) => h.anchors?.includes(angle))
    .map((h) => place(h, angle, hotspots?.positions))
    .filter((h): h is PlacedHotspot => h !== null);
}

/** Interior hotspots, each placed at its first anchor's position on the interior image. */
export function interiorHotspots(hotspots: MediaHotspots | null | undefined): PlacedHotspot[] {
  return (hotspots?.interior ?? [])
    .map((h) => place(h, h.anchors?.[0] ?? 0, hotspots?.positions))
    .filter((h): h is PlacedHotspot => h !== null);
}

/** Everything the media island needs, serialisable (the page passes it as props). */
export interface VehicleMediaModel {
  title: string;
  slides: MediaSlide[];
  thumbnails: boolean;
  modes: ViewerMode[];
  defaultMode: ViewerMode;
  spin: { frames: string[]; hotspots: MediaHotspots | null } | null;
  interior: { image: string; hotspots: PlacedHotspot[] } | null;
  walkaround: string | null;
}

/** Site settings read by {@link vehicleMedia} (site.vehicle_page). */
export interface VehicleMediaSettings {
  default_viewer?: ViewerMode | undefined;
  video_slide_position?: VideoSlidePosition | undefined;
}

/** The media model of one car. */
export function vehicleMedia(car: MediaCar, title: string, settings: VehicleMediaSettings = {}): VehicleMediaModel {
  const modes = viewerModes(car);
  const frames = spinFrames(car);
  const walkaround = walkaroundVideo(car);
  return {
    title,
    slides: gallerySlides(car, title, settings.video_slide_position),
    thumbnails: showThumbnails(car),
    modes,
    defaultMode: defaultViewerMode(modes, settings.default_viewer),
    spin: frames.length > 0 ? { frames, hotspots: car.hotspots ?? null } : null,
    interior: nonBlank(car.spin_interior_image)
      ? { image: car.spin_interior_image, hotspots: interiorHotspots(car.hotspots) }
      : null,
    walkaround,
  };
}
