import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed.ts';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('%s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    null,
    '',
    'not a url',
    'javascript:alert(1)',
    'https://youtu.be/short',
    'https://www.youtube.com/watch',
    'https://example.com/video.mp4',
    'https://vimeo.com/channels/staffpicks',
  ])('no embed for %o', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });
});
