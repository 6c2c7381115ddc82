import { describe, expect, it } from 'vitest';
import { igdbImageUrl } from '@gameshelf/contracts';
import { cardCover, thumbnailCover } from './thumbnail-cover.ts';

describe('thumbnailCover', () => {
  it('asks our origin for the 90 px cover, and wider ones for dense screens', () => {
    expect(thumbnailCover(igdbImageUrl('co4jni', 'cover_big'), 48)).toEqual({
      src: '/api/covers/90/co4jni',
      srcSet: '/api/covers/90/co4jni 90w, /api/covers/120/co4jni 120w, /api/covers/180/co4jni 180w',
      sizes: '48px',
    });
  });

  it('reads the picture from any of IGDB’s sizes', () => {
    expect(thumbnailCover(igdbImageUrl('co4jni', 'cover_small'), 40).src).toBe('/api/covers/90/co4jni');
  });

  it('leaves a cover from another host as it is', () => {
    expect(thumbnailCover('/uploads/covers/abc.webp', 40)).toEqual({ src: '/uploads/covers/abc.webp' });
    expect(thumbnailCover('https://example.com/igdb/image/upload/t_cover_big/co1.jpg', 40)).toEqual({
      src: 'https://example.com/igdb/image/upload/t_cover_big/co1.jpg',
    });
  });
});

describe('cardCover', () => {
  it('offers the 120-360 px covers for the card’s width, the 240 px one as the fallback', () => {
    expect(cardCover(igdbImageUrl('co4jni', 'cover_big'), '120px')).toEqual({
      coverUrl: '/api/covers/240/co4jni',
      coverSrcSet: '/api/covers/120/co4jni 120w, /api/covers/180/co4jni 180w, /api/covers/240/co4jni 240w, /api/covers/360/co4jni 360w',
      coverSizes: '120px',
    });
  });

  it('leaves a missing cover or one from another host as it is', () => {
    expect(cardCover(null, '120px')).toEqual({ coverUrl: null });
    expect(cardCover('/uploads/covers/abc.webp', '120px')).toEqual({ coverUrl: '/uploads/covers/abc.webp' });
  });
});
