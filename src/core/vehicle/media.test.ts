import { describe, expect, it } from 'vitest';
import {
  COMING_SOON_IMAGE,
  defaultViewerMode,
  exteriorHotspotsAt,
  frameAfterDrag,
  frameAfterKey,
  frameAngle,
  gallerySlides,
  interiorHotspots,
  loadProgress,
  showThumbnails,
  stepSlide,
  switchMode,
  vehicleMedia,
  videoEmbedUrl,
  videoSlide,
  videoSlideIndex,
  viewerModes,
  type MediaCar,
  type MediaHotspots,
  type MediaSlide,
  type VideoSlidePosition,
  type ViewerMode,
} from './media.ts';

const images = (n: number) => Array.from({ length: n }, (_, i) => ({ image: { url: `/img/${i + 1}.svg` } }));
const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const MP4 = 'https://videos.example.com/a.mp4';
const base: MediaCar = { status: 'in_stock', sold: false, images: images(6) };

/** A compact picture of a slide list: image numbers, V for the video, C for coming soon. */
const shape = (slides: MediaSlide[]) =>
  slides.map((s) => (s.kind !== 'image' ? 'V' : s.comingSoon ? 'C' : s.src.replace(/\D/g, ''))).join(' ');

describe('gallerySlides (SPEC.md §2)', () => {
  it.each<[string, number, string | null, VideoSlidePosition | undefined, string]>([
    ['no video', 6, null, 'second', '1 2 3 4 5 6'],
    ['second is the default', 6, YT, undefined, '1 V 2 3 4 5 6'],
    ['start', 6, YT, 'start', 'V 1 2 3 4 5 6'],
    ['second', 6, YT, 'second', '1 V 2 3 4 5 6'],
    ['middle of 6', 6, YT, 'middle', '1 2 3 V 4 5 6'],
    ['middle of 5 (rounds up)', 5, YT, 'middle', '1 2 3 V 4 5'],
    ['end', 6, MP4, 'end', '1 2 3 4 5 6 V'],
    ['no image: coming soon', 0, null, 'second', 'C'],
    ['one image: coming soon', 1, null, 'second', 'C'],
    ['one image, video second', 1, YT, 'second', 'C V'],
    ['no image, video middle', 0, YT, 'middle', 'C V'],
    ['no image, video start', 0, YT, 'start', 'V C'],
    ['two images', 2, null, 'second', '1 2'],
    ['unsafe video link dropped', 3, 'javascript:alert(1)', 'start', '1 2 3'],
  ])('%s', (_, n, video, position, expected) => {
    expect(shape(gallerySlides({ images: images(n), video_url: video }, 'Car', position))).toBe(expected);
  });

  it('alt texts: the title for the first photo, numbered after; coming soon has its own', () => {
    const slides = gallerySlides({ images: images(3) }, '2024 Toyota Corolla');
    expect(slides.map((s) => (s.kind === 'image' ? s.alt : ''))).toEqual([
      '2024 Toyota Corolla',
      '2024 Toyota Corolla, photo 2',
      '2024 Toyota Corolla, photo 3',
    ]);
    expect(gallerySlides({ images: [] }, 'X')).toEqual([
      { kind: 'image', src: COMING_SOON_IMAGE, alt: 'Photos coming soon', comingSoon: true },
    ]);
  });

  it.each([
    ['start', 4, 0],
    ['second', 4, 1],
    ['second', 0, 0],
    ['middle', 4, 2],
    ['middle', 7, 4],
    ['end', 4, 4],
  ] as const)('videoSlideIndex(%s, %i) = %i', (position, n, expected) => {
    expect(videoSlideIndex(position, n)).toBe(expected);
  });
});

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=30', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/', null],
    ['https://www.youtube.com/watch?v=', null],
    ['https://vimeo.com/about', null],
    [MP4, null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('embed of %s is %s', (link, expected) => {
    expect(videoEmbedUrl(link)).toBe(expected);
  });

  it.each([
    [YT, 'embed', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [MP4, 'video', MP4],
    ['http://cdn.example.com/v.webm', 'video', 'http://cdn.example.com/v.webm'],
  ])('%s is a %s slide', (link, kind, src) => {
    expect(videoSlide(link, 'Car')).toEqual({ kind, src, title: 'Video of Car' });
  });

  it.each([['ftp://x/v.mp4'], ['data:video/mp4;base64,AAAA'], ['  ']])('%s gives no slide', (link) => {
    expect(videoSlide(link, 'Car')).toBeNull();
  });
});

describe('showThumbnails (SPEC.md §2, §9: above 3 images, in stock)', () => {
  it.each<[string, Partial<MediaCar>, boolean]>([
    ['4 images in stock', { images: images(4) }, true],
    ['3 images in stock', { images: images(3) }, false],
    ['0 images', { images: [] }, false],
    ['4 images coming soon (available)', { images: images(4), status: 'coming_soon' }, true],
    ['4 images sold', { images: images(4), status: 'sold', sold: true }, false],
    ['4 images pending (unavailable)', { images: images(4), status: 'pending' }, false],
    ['4 images, status in_stock but flagged sold', { images: images(4), sold: true }, false],
  ])('%s -> %s', (_, patch, expected) => {
    expect(showThumbnails({ ...base, ...patch })).toBe(expected);
  });
});

describe('viewer modes (SPEC.md §2)', () => {
  const spin = { spin_images: ['/f0.svg', '/f1.svg'] };
  const walk = { walkaround_videos: [{ video: { url: MP4 } }] };
  const interior = { spin_interior_image: '/interior.svg' };
  it.each<[string, Partial<MediaCar>, ViewerMode[]]>([
    ['gallery only', {}, ['gallery']],
    ['spin', spin, ['spinner', 'gallery']],
    ['walkaround', walk, ['walkaround', 'gallery']],
    ['interior image', interior, ['gallery', 'interior']],
    [
      'everything, in switcher order',
      { ...interior, ...walk, ...spin },
      ['spinner', 'walkaround', 'gallery', 'interior'],
    ],
    ['empty spin list', { spin_images: [] }, ['gallery']],
    ['blank walkaround url', { walkaround_videos: [{ video: { url: ' ' } }] }, ['gallery']],
    ['blank interior image', { spin_interior_image: '' }, ['gallery']],
  ])('%s', (_, patch, expected) => {
    expect(viewerModes({ ...base, ...patch })).toEqual(expected);
  });

  it.each<[ViewerMode[], ViewerMode | undefined, ViewerMode]>([
    [['spinner', 'gallery'], undefined, 'spinner'],
    [['gallery'], undefined, 'gallery'],
    [['spinner', 'gallery'], 'gallery', 'gallery'],
    [['walkaround', 'gallery'], 'walkaround', 'walkaround'],
    [['gallery'], 'walkaround', 'gallery'],
    [['gallery', 'interior'], 'interior', 'interior'],
    [['spinner', 'gallery'], 'interior', 'gallery'],
  ])('modes %j with setting %s start on %s', (modes, setting, expected) => {
    expect(defaultViewerMode(modes, setting)).toBe(expected);
  });

  it.each<[ViewerMode, number, ViewerMode, number]>([
    ['gallery', 4, 'spinner', 0],
    ['gallery', 4, 'walkaround', 0],
    ['gallery', 4, 'interior', 0],
    ['spinner', 0, 'gallery', 0],
    ['gallery', 4, 'gallery', 4],
  ])('from %s at photo %i to %s: gallery index %i', (mode, galleryIndex, to, expected) => {
    expect(switchMode({ mode, galleryIndex }, to)).toEqual({ mode: to, galleryIndex: expected });
  });
});

describe('gallery and spin maths (SPEC.md §9)', () => {
  it.each([
    [0, 1, 5, 1],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -1, 5, 1],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])('stepSlide(%i, %i, %i) = %i', (i, d, n, expected) => {
    expect(stepSlide(i, d, n)).toBe(expected);
  });

  it.each([
    [0, 0, 36, 0],
    [0, 19, 36, 0],
    [0, 20, 36, 1],
    [0, 39, 36, 1],
    [0, 100, 36, 5],
    [0, -19, 36, 0],
    [0, -20, 36, 35],
    [10, -60, 36, 7],
    [35, 20, 36, 0],
    [0, 36 * 20, 36, 0],
    [5, 20 * 40, 36, 9],
  ])('frameAfterDrag(%i, %i px, %i frames) = %i', (start, dx, n, expected) => {
    expect(frameAfterDrag(start, dx, n)).toBe(expected);
  });

  it.each([
    [0, 'ArrowRight', 36, 1],
    [35, 'ArrowRight', 36, 0],
    [0, 'ArrowLeft', 36, 35],
    [5, 'ArrowLeft', 36, 4],
    [5, 'ArrowUp', 36, 6],
    [5, 'ArrowDown', 36, 4],
    [5, 'Home', 36, 0],
    [5, 'End', 36, 35],
    [5, 'Enter', 36, null],
  ])('frameAfterKey(%i, %s, %i) = %s', (frame, key, n, expected) => {
    expect(frameAfterKey(frame, key, n)).toBe(expected);
  });

  it.each([
    [0, 36, 0],
    [9, 36, 90],
    [35, 36, 350],
    [1, 24, 15],
    [36, 36, 0],
  ])('frameAngle(%i of %i) = %i°', (frame, n, expected) => {
    expect(frameAngle(frame, n)).toBe(expected);
  });

  it.each([
    [0, 36, 0],
    [18, 36, 50],
    [35, 36, 97],
    [36, 36, 100],
    [0, 0, 100],
  ])('loadProgress(%i of %i) = %i%%', (loaded, total, expected) => {
    expect(loadProgress(loaded, total)).toBe(expected);
  });
});

describe('hotspots', () => {
  const hotspots: MediaHotspots = {
    exterior: [
      { id: 'h1', title: 'LED headlights', description: 'Auto-levelling.', anchors: [0, 10] },
      { id: 'h2', title: 'Wheels', description: '18-inch.', anchors: [90] },
      { id: 'h3', title: 'No position', description: 'x', anchors: [0] },
    ],
    interior: [
      { id: 'i1', title: 'Touchscreen', description: 'CarPlay.', anchors: [0] },
      { id: 'i2', title: null, description: 'Split-fold rear seats.', anchors: [180] },
    ],
    positions: {
      h1: { '0': { posX: 20, posY: 50 }, '10': { posX: 25, posY: 51 } },
      h2: { '90': { posX: 60, posY: 65 } },
      i1: { '0': { posX: 40, posY: 40 } },
      i2: { '180': { posX: 70, posY: 60 } },
    },
  };
  it('exterior hotspots show at their anchored angles, at that angle position', () => {
    expect(exteriorHotspotsAt(hotspots, 10)).toEqual([
      { id: 'h1', title: 'LED headlights', description: 'Auto-levelling.', posX: 25, posY: 51 },
    ]);
    expect(exteriorHotspotsAt(hotspots, 90).map((h) => h.id)).toEqual(['h2']);
    expect(exteriorHotspotsAt(hotspots, 20)).toEqual([]);
    expect(exteriorHotspotsAt(null, 0)).toEqual([]);
  });
  it('interior hotspots sit at their first anchor; a missing title falls back to the description', () => {
    expect(interiorHotspots(hotspots)).toEqual([
      { id: 'i1', title: 'Touchscreen', description: 'CarPlay.', posX: 40, posY: 40 },
      { id: 'i2', title: 'Split-fold rear seats.', description: 'Split-fold rear seats.', posX: 70, posY: 60 },
    ]);
  });
});

describe('vehicleMedia', () => {
  it('a spin car on a spinner-default site', () => {
    const m = vehicleMedia(
      {
        ...base,
        images: images(4),
        video_url: YT,
        spin_images: ['/f0.svg', '/f1.svg', ''],
        spin_interior_image: '/interior.svg',
      },
      'Car',
      { default_viewer: 'spinner', video_slide_position: 'end' },
    );
    expect(m.modes).toEqual(['spinner', 'gallery', 'interior']);
    expect(m.defaultMode).toBe('spinner');
    expect(m.thumbnails).toBe(true);
    expect(shape(m.slides)).toBe('1 2 3 4 V');
    expect(m.spin?.frames).toEqual(['/f0.svg', '/f1.svg']);
    expect(m.interior).toEqual({ image: '/interior.svg', hotspots: [] });
    expect(m.walkaround).toBeNull();
    expect(JSON.parse(JSON.stringify(m))).toEqual(m);
  });
  it('a sold car without spin starts on the gallery without thumbnails', () => {
    const m = vehicleMedia({ status: 'sold', sold: true, images: images(8) }, 'Car', { default_viewer: 'spinner' });
    expect(m).toMatchObject({ modes: ['gallery'], defaultMode: 'gallery', thumbnails: false, spin: null });
  });
});
