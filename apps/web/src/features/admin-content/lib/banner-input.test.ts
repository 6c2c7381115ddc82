import { describe, expect, it } from 'vitest';
import { BannerInputSchema, type Banner } from '@gameshelf/contracts';
import { bannerFormDefaults, bannerLinkText, bannerToInput } from './banner-input.ts';
import { parseAdminNoticeId } from './notice-form.ts';
import { serverFieldError } from './server-field.ts';
import { ApiError } from '../../../lib/api-client.ts';

const banner: Banner = {
  id: 4,
  imageUrl: 'https://cdn.example.com/a.png',
  title: '이벤트',
  description: null,
  backgroundColor: null,
  linkType: 'INTERNAL',
  linkUrl: '/games',
  displayOrder: 2,
  isActive: true,
  createdAt: '2026-11-25T00:00:00.000Z',
};

describe('banner input', () => {
  it('turns a saved banner into a valid update with one change', () => {
    const input = bannerToInput(banner, { isActive: false });
    expect(BannerInputSchema.parse(input)).toMatchObject({ isActive: false, displayOrder: 2, linkUrl: '/games' });
  });

  it('starts a new banner last, with no link', () => {
    expect(bannerFormDefaults(null, 3)).toMatchObject({ displayOrder: 3, linkType: 'NONE', isActive: true, title: '' });
    expect(bannerFormDefaults(banner, 3)).toMatchObject({ description: '', displayOrder: 2 });
  });

  it('describes where a banner leads', () => {
    expect(bannerLinkText(banner)).toBe('앱 안 페이지 · /games');
    expect(bannerLinkText({ linkType: 'NONE', linkUrl: null })).toBe('링크 없음');
  });
});

describe('form helpers', () => {
  it('takes the field of a 400 when the form has it', () => {
    expect(serverFieldError(new ApiError(400, '제목을 입력해주세요.', 'title'), ['title'] as const)).toEqual({
      field: 'title',
      message: '제목을 입력해주세요.',
    });
    expect(serverFieldError(new ApiError(400, '잘못된 요청', 'other'), ['title'] as const)).toBeNull();
    expect(serverFieldError(new ApiError(500, '오류', 'title'), ['title'] as const)).toBeNull();
  });

  it('reads a notice id from the address', () => {
    expect(parseAdminNoticeId('12')).toBe(12);
    expect(parseAdminNoticeId('0')).toBeNull();
    expect(parseAdminNoticeId('abc')).toBeNull();
  });
});
