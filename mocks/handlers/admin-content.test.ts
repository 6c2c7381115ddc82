import { describe, expect, it } from 'vitest';
import {
  adminMessages,
  AdminInfoSuggestionPageSchema,
  AuditLogPageSchema,
  BannerImageUploadSchema,
  BannerListSchema,
  BannerSchema,
  ErrorBodySchema,
  homeMessages,
  MessageSchema,
  NoticePageSchema,
  NoticeSchema,
  noticeMessages,
  getNotice,
  listAllBanners,
  pageAdminNotices,
  pathOf,
  reorderBanners,
  uploadBannerImage,
  createBanner,
  createNotice,
  deleteBanner,
  deleteNotice,
  pageAuditLog,
  acceptInfoSuggestion,
  listInfoSuggestionsForReview,
  rejectInfoSuggestion,
} from '@gameshelf/contracts';
import { useMockServer } from '../testing/mock-server.ts';
import { adminContentHandlers } from './admin-content.ts';

const { server, call } = useMockServer();

const newBanner = { title: '봄 맞이 이벤트', imageUrl: 'https://cdn.example.com/spring.png', linkType: 'INTERNAL', linkUrl: '/games' };

describe('admin content mocks', () => {
  it('create, reorder and delete banners in the contract shapes, each write in the audit log', async () => {
    server.use(...adminContentHandlers.loaded);
    const created = BannerSchema.parse(await (await call('POST', createBanner.path, newBanner)).json());
    expect(created).toMatchObject({ title: '봄 맞이 이벤트', isActive: true, description: null });
    const all = BannerListSchema.parse(await (await call('GET', listAllBanners.path)).json());
    const reversed = all.map((b) => b.id).reverse();
    const reordered = BannerListSchema.parse(await (await call('PUT', reorderBanners.path, { bannerIds: reversed })).json());
    expect(reordered.map((b) => b.id)).toEqual(reversed);
    const stale = await call('PUT', reorderBanners.path, { bannerIds: reversed.slice(1) });
    expect(stale.status).toBe(400);
    expect(ErrorBodySchema.parse(await stale.json()).message).toBe(homeMessages.bannerOrderIncomplete);
    expect(MessageSchema.parse(await (await call('DELETE', pathOf(deleteBanner.path, { id: created.id }))).json()).message).toBe(
      homeMessages.bannerDeleted,
    );
    const log = AuditLogPageSchema.parse(await (await call('GET', pageAuditLog.path)).json());
    expect(log.content.slice(0, 3).map((e) => e.action)).toEqual(['BANNER_DELETED', 'BANNERS_REORDERED', 'BANNER_CREATED']);
  });

  it('refuse a bad banner with the 400 naming the field, and upload an image', async () => {
    server.use(...adminContentHandlers.loaded);
    const bad = await call('POST', createBanner.path, { ...newBanner, linkType: 'EXTERNAL', linkUrl: 'http://plain' });
    expect(bad.status).toBe(400);
    expect(ErrorBodySchema.parse(await bad.json())).toEqual({ message: homeMessages.bannerLinkInvalid, field: 'linkUrl' });
    const upload = await call('POST', uploadBannerImage.path);
    expect(BannerImageUploadSchema.parse(await upload.json()).imageUrl).toMatch(/^data:image\/svg/);
  });

  it('list, create and delete notices', async () => {
    server.use(...adminContentHandlers.loaded);
    const created = NoticeSchema.parse(
      await (await call('POST', createNotice.path, { title: '새 공지', content: '# 안녕하세요', isImportant: true })).json(),
    );
    const page = NoticePageSchema.parse(await (await call('GET', `${pageAdminNotices.path}?page=0&size=20`)).json());
    expect(page.content.map((n) => n.id)).toContain(created.id);
    const empty = await call('POST', createNotice.path, { title: '', content: 'x' });
    expect(ErrorBodySchema.parse(await empty.json())).toEqual({ message: noticeMessages.titleRequired, field: 'title' });
    expect((await call('DELETE', pathOf(deleteNotice.path, { id: created.id }))).status).toBe(200);
    expect((await call('GET', pathOf(getNotice.path, { id: created.id }))).status).toBe(404);
  });

  it('page suggestions by status; accepting a Korean title sets it', async () => {
    server.use(...adminContentHandlers.loaded);
    const pending = AdminInfoSuggestionPageSchema.parse(
      await (await call('GET', `${listInfoSuggestionsForReview.path}?status=PENDING`)).json(),
    );
    expect(pending.content.every((s) => s.status === 'PENDING')).toBe(true);
    const first = pending.content[0]!;
    expect((await call('POST', pathOf(acceptInfoSuggestion.path, { id: first.id }))).status).toBe(200);
    expect((await call('POST', pathOf(rejectInfoSuggestion.path, { id: first.id }))).status).toBe(409);
    const accepted = AdminInfoSuggestionPageSchema.parse(
      await (await call('GET', `${listInfoSuggestionsForReview.path}?status=ACCEPTED`)).json(),
    );
    expect(accepted.content.find((s) => s.id === first.id)?.gameNameKo).toBe(first.value);
  });

  it('answer 401 to guests and 403 to a user without the role', async () => {
    server.use(...adminContentHandlers.loaded);
    expect((await call('GET', listAllBanners.path, undefined, {})).status).toBe(401);
    server.use(...adminContentHandlers.forbidden);
    const answer = await call('GET', pageAuditLog.path);
    expect(answer.status).toBe(403);
    expect(ErrorBodySchema.parse(await answer.json()).message).toBe(adminMessages.adminRequired);
  });
});
