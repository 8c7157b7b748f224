import { describe, expect, it } from 'vitest';
import { imageSrcset, imageUrl } from './images.ts';

describe('imageUrl', () => {
  it.each([
    ['/sample-images/cars/suv-1.svg', { width: 800 }, '/sample-images/cars/suv-1.svg?w=800&q=75'],
    ['https://cdn.example.com/a.jpg?v=2', { width: 400, quality: 60 }, 'https://cdn.example.com/a.jpg?v=2&w=400&q=60'],
    ['/a.jpg#x', { width: 99.6 }, '/a.jpg?w=100&q=75#x'],
  ])('%s %j -> %s', (src, options, expected) => {
    expect(imageUrl(src, options)).toBe(expected);
  });
  it('builds a srcset of the responsive widths', () => {
    expect(imageSrcset('/a.jpg', [400, 800])).toBe('/a.jpg?w=400&q=75 400w, /a.jpg?w=800&q=75 800w');
  });
});
