import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import {
  adminMessages,
  BannerInputSchema,
  BannerOrderInputSchema,
  createBanner,
  createNotice,
  deleteBanner,
  deleteNotice,
  getNotice,
  homeMessages,
  listActiveBanners,
  listAllBanners,
  pageAdminNotices,
  pageNotices,
  reorderBanners,
  updateBanner,
  updateNotice,
  uploadBannerImage,
  NoticeInputSchema,
  noticeMessages,
  suggestionMessages,
  type AdminInfoSuggestion,
  type AdminInfoSuggestionPage,
  type AuditEntry,
  type Banner,
  type ErrorBody,
  type Notice,
  type SuggestionStatus,
  uploadMessages,
  pageAuditLog,
  acceptInfoSuggestion,
  listInfoSuggestionsForReview,
  rejectInfoSuggestion,
  bannerOrder,
  namesEveryBanner,
  newestFirst,
} from '@gameshelf/contracts';
import { noticeHtml } from '@gameshelf/contracts/notice-html';
import {
  fixtureAdminBanners,
  fixtureAdminNotices,
  fixtureAdminSuggestions,
  fixtureAuditLog,
  uploadedBannerImageUrl,
} from '../fixtures/admin-content.ts';
import { handle } from './endpoint.ts';
import { fail, never, serverError, unauthorized } from './replies.ts';
import { viewerOf } from './viewer.ts';
import { pageFromUrl } from './page-request.ts';

/** The banner and notice calls this group answers (with the public reads on the same paths). */
const contentCalls = [
  listAllBanners,
  listActiveBanners,
  createBanner,
  reorderBanners,
  uploadBannerImage,
  updateBanner,
  deleteBanner,
  pageAdminNotices,
  pageNotices,
  createNotice,
  getNotice,
  updateNotice,
  deleteNotice,
] as const;

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });

/** The server's 400 for a body its schema refuses: the first issue's message and field. */
function refuse(error: z.ZodError) {
  const issue = error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
  return HttpResponse.json<ErrorBody>({ message: issue?.message ?? '잘못된 요청입니다.', ...(field && { field }) }, { status: 400 });
}

/** Every group's way back to its starting data (story parameters build a group once per file). */
const resets = new Set<() => void>();

/** Puts every group's data back as it started: a story's `beforeEach`, so stories never see each other's writes. */
export function resetAdminContentHandlers(): void {
  for (const reset of resets) reset();
}

export interface AdminContentState {
  banners: Banner[];
  notices: Notice[];
  suggestions: AdminInfoSuggestion[];
  auditLog: AuditEntry[];
}

export interface AdminContentMockOptions {
  state?: Partial<AdminContentState>;
  /** The image upload fails with this 400 message. */
  uploadFailure?: string;
  /** Writes answer 500 (the failure toasts). */
  writesFail?: boolean;
}

/**
 * The operators' content calls as the API answers them, each group with its own copy of the data:
 * banners (list, create, update, order, delete, image upload), notices (admin list, read, create,
 * update, delete), the info-suggestion queue and the audit log that every successful write extends.
 * A guest gets 401; the contract's schemas refuse a bad body with the server's 400 and field.
 */
export function adminContentHandlersFor({
  state: initial = {},
  uploadFailure,
  writesFail = false,
}: AdminContentMockOptions = {}): HttpHandler[] {
  const fresh = (): AdminContentState => ({
    banners: structuredClone(initial.banners ?? fixtureAdminBanners),
    notices: structuredClone(initial.notices ?? fixtureAdminNotices),
    suggestions: structuredClone(initial.suggestions ?? fixtureAdminSuggestions),
    auditLog: structuredClone(initial.auditLog ?? fixtureAuditLog),
  });
  const state = fresh();
  let nextId = 1000;
  resets.add(() => {
    Object.assign(state, fresh());
    nextId = 1000;
  });
  const now = () => new Date(Date.UTC(2026, 10, 25, 7, 0) + nextId * 1000).toISOString();
  const record = (request: Request, action: string, targetType: string, targetId: number | null) => {
    const id = nextId++;
    state.auditLog.unshift({
      id,
      actorSource: 'admin',
      actorUserId: viewerOf(request),
      actorUsername: 'operator',
      action,
      targetType,
      targetId: targetId === null ? null : String(targetId),
      details: { method: request.method, path: new URL(request.url).pathname },
      createdAt: now(),
    });
  };
  /** Runs a write for a signed-in operator: 401 for a guest, 500 when writes fail. */
  const write =
    <P, R>(run: (request: Request, params: P) => R) =>
    ({ request, params }: { request: Request; params: P }): R | HttpResponse<ErrorBody> => {
      if (viewerOf(request) === null) return unauthorized();
      if (writesFail) return serverError();
      return run(request, params);
    };
  const read =
    <P, R>(run: (request: Request, params: P) => R) =>
    ({ request, params }: { request: Request; params: P }): R | HttpResponse<ErrorBody> =>
      viewerOf(request) === null ? unauthorized() : run(request, params);
  const bannerOf = (raw: unknown) => state.banners.find((b) => b.id === Number(raw));
  const sortBanners = () => state.banners.sort(bannerOrder);

  return [
    // Banners: the fixed paths before the `:id` one.
    handle(
      listAllBanners,
      read(() => json(sortBanners())),
    ),
    handle(
      uploadBannerImage,
      write(() => (uploadFailure ? fail(uploadFailure, 400) : json({ imageUrl: uploadedBannerImageUrl }))),
    ),
    handle(
      reorderBanners,
      write(async (request) => {
        const parsed = BannerOrderInputSchema.safeParse(await request.json());
        if (!parsed.success) return refuse(parsed.error);
        const ids = parsed.data.bannerIds;
        if (
          !namesEveryBanner(
            state.banners.map((b) => b.id),
            ids,
          )
        )
          return fail(homeMessages.bannerOrderIncomplete, 400);
        ids.forEach((id, index) => (bannerOf(id)!.displayOrder = index));
        record(request, 'BANNERS_REORDERED', 'banner', null);
        return json(sortBanners());
      }),
    ),
    handle(
      createBanner,
      write(async (request) => {
        const parsed = BannerInputSchema.safeParse(await request.json());
        if (!parsed.success) return refuse(parsed.error);
        const banner: Banner = { ...parsed.data, id: nextId++, createdAt: now() };
        state.banners.push(banner);
        record(request, 'BANNER_CREATED', 'banner', banner.id);
        return json(banner, 201);
      }),
    ),
    handle(
      updateBanner,
      write(async (request, params: { id: string }) => {
        const banner = bannerOf(params.id);
        if (!banner) return fail(homeMessages.bannerNotFound, 404);
        const parsed = BannerInputSchema.safeParse(await request.json());
        if (!parsed.success) return refuse(parsed.error);
        Object.assign(banner, parsed.data);
        record(request, 'BANNER_UPDATED', 'banner', banner.id);
        return json(banner);
      }),
    ),
    handle(
      deleteBanner,
      write((request, params: { id: string }) => {
        const banner = bannerOf(params.id);
        if (!banner) return fail(homeMessages.bannerNotFound, 404);
        state.banners = state.banners.filter((b) => b !== banner);
        record(request, 'BANNER_DELETED', 'banner', banner.id);
        return json({ message: homeMessages.bannerDeleted });
      }),
    ),

    // Notices.
    handle(
      pageAdminNotices,
      read((request) => {
        const sorted = [...state.notices].sort(newestFirst);
        const { content, ...page } = pageFromUrl(sorted, new URL(request.url));
        return json({
          ...page,
          content: content.map(({ content: _body, contentHtml: _html, updatedAt: _updated, ...summary }) => summary),
        });
      }),
    ),
    handle(getNotice, ({ params }) => {
      const notice = state.notices.find((n) => n.id === Number(params.id));
      return notice ? json(notice) : fail(noticeMessages.notFound, 404);
    }),
    handle(
      createNotice,
      write(async (request) => {
        const parsed = NoticeInputSchema.safeParse(await request.json());
        if (!parsed.success) return refuse(parsed.error);
        const notice: Notice = {
          ...parsed.data,
          contentHtml: noticeHtml(parsed.data.content),
          id: nextId++,
          viewCount: 0,
          createdAt: now(),
          updatedAt: now(),
        };
        state.notices.push(notice);
        record(request, 'NOTICE_CREATED', 'notice', notice.id);
        return json(notice, 201);
      }),
    ),
    handle(
      updateNotice,
      write(async (request, params: { id: string }) => {
        const notice = state.notices.find((n) => n.id === Number(params.id));
        if (!notice) return fail(noticeMessages.notFound, 404);
        const parsed = NoticeInputSchema.safeParse(await request.json());
        if (!parsed.success) return refuse(parsed.error);
        Object.assign(notice, parsed.data, { contentHtml: noticeHtml(parsed.data.content), updatedAt: now() });
        record(request, 'NOTICE_UPDATED', 'notice', notice.id);
        return json(notice);
      }),
    ),
    handle(
      deleteNotice,
      write((request, params: { id: string }) => {
        const notice = state.notices.find((n) => n.id === Number(params.id));
        if (!notice) return fail(noticeMessages.notFound, 404);
        state.notices = state.notices.filter((n) => n !== notice);
        record(request, 'NOTICE_DELETED', 'notice', notice.id);
        return json({ message: noticeMessages.deleted });
      }),
    ),

    // The info-suggestion queue.
    handle(listInfoSuggestionsForReview, ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      const url = new URL(request.url);
      const status = url.searchParams.get('status') as SuggestionStatus | null;
      const matching = state.suggestions.filter((s) => !status || s.status === status);
      return json<AdminInfoSuggestionPage>(pageFromUrl(matching, url));
    }),
    ...([acceptInfoSuggestion, rejectInfoSuggestion] as const).map((endpoint) =>
      handle(endpoint, ({ request, params }) => {
        if (viewerOf(request) === null) return unauthorized();
        if (writesFail) return serverError();
        const accept = endpoint === acceptInfoSuggestion;
        const suggestion = state.suggestions.find((s) => s.id === Number(params.id));
        if (!suggestion) return fail(suggestionMessages.notFound, 404);
        if (suggestion.status !== 'PENDING') return fail(suggestionMessages.alreadyReviewed, 409);
        suggestion.status = accept ? 'ACCEPTED' : 'REJECTED';
        if (accept && suggestion.field === 'nameKo' && suggestion.value)
          for (const s of state.suggestions) if (s.gameId === suggestion.gameId) s.gameNameKo = suggestion.value;
        record(request, accept ? 'SUGGESTION_ACCEPTED' : 'SUGGESTION_REJECTED', 'info_suggestion', suggestion.id);
        return json({ message: accept ? suggestionMessages.accepted : suggestionMessages.rejected });
      }),
    ),

    // The audit log, newest first.
    handle(pageAuditLog, ({ request }) =>
      viewerOf(request) === null ? unauthorized() : HttpResponse.json(pageFromUrl(state.auditLog, new URL(request.url))),
    ),
  ];
}

const suggestionEndpoints = [listInfoSuggestionsForReview, acceptInfoSuggestion, rejectInfoSuggestion] as const;
const answerAll = (reply: () => HttpResponse<ErrorBody> | Promise<never>): HttpHandler[] =>
  [...contentCalls, pageAuditLog, ...suggestionEndpoints].map((endpoint) => handle(endpoint, reply));

export const adminContentHandlers = {
  get loaded(): HttpHandler[] {
    return adminContentHandlersFor();
  },
  /** No banners, notices, suggestions or audit entries yet. */
  get empty(): HttpHandler[] {
    return adminContentHandlersFor({ state: { banners: [], notices: [], suggestions: [], auditLog: [] } });
  },
  /** The image upload is refused (the server's 400 at the image field). */
  get uploadRefused(): HttpHandler[] {
    return adminContentHandlersFor({ uploadFailure: uploadMessages.imageTypeOnly });
  },
  /** Reads work, every write answers 500. */
  get writesFail(): HttpHandler[] {
    return adminContentHandlersFor({ writesFail: true });
  },
  /** A signed-in user without the role: 403 '관리자 권한이 필요합니다.' everywhere. */
  forbidden: answerAll(() => fail(adminMessages.adminRequired, 403)),
  /** Every call fails. */
  error: answerAll(serverError),
  /** Nothing answers (loading states). */
  loading: answerAll(never),
};
