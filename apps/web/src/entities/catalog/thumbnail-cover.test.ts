import { describe, expect, it } from 'vitest';
import { igdbImageUrl } from '@gameshelf/contracts';
import { cardCover, thumbnailCover } from './thumbnail-cover.ts';

describe('thumbnailCover', () => {
  it('asks IGDB for its small cover, and the one at twice the pixels for dense screens', () => {
    expect(thumbnailCover(igdbImageUrl('co4jni', 'cover_big'), 48)).toEqual({
      src: 'https://images.igdb.com/igdb/image/upload/t_cover_small/co4jni.jpg',
      srcSet:
        'https://images.igdb.com/igdb/image/upload/t_cover_small/co4jni.jpg 90w, https://images.igdb.com/igdb/image/upload/t_cover_small_2x/co4jni.jpg 180w',
      sizes: '48px',
    });
  });

  it('leaves a cover from another host as it is', () => {
    expect(thumbnailCover('/uploads/covers/abc.webp', 40)).toEqual({ src: '/uploads/covers/abc.webp' });
    expect(thumbnailCover('https://example.com/igdb/image/upload/t_cover_big/co1.jpg', 40)).toEqual({
      src: 'https://example.com/igdb/image/upload/t_cover_big/co1.jpg',
    });
  });
});

describe('cardCover', () => {
  it('offers IGDB’s 90, 180 and 264 px covers for the card’s width, the stored one as the fallback', () => {
    const base = 'https://images.igdb.com/igdb/image/upload';
    expect(cardCover(igdbImageUrl('co4jni', 'cover_big'), '120px')).toEqual({
      coverUrl: `${base}/t_cover_big/co4jni.jpg`,
      coverSrcSet: `${base}/t_cover_small/co4jni.jpg 90w, ${base}/t_cover_small_2x/co4jni.jpg 180w, ${base}/t_cover_big/co4jni.jpg 264w`,
      coverSizes: '120px',
    });
  });

  it('leaves a missing cover or one from another host as it is', () => {
    expect(cardCover(null, '120px')).toEqual({ coverUrl: null });
    expect(cardCover('/uploads/covers/abc.webp', '120px')).toEqual({ coverUrl: '/uploads/covers/abc.webp' });
  });
});
