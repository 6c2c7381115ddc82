import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  InfoSuggestionRequestSchema,
  proposedChange,
  SUGGESTIONS_PER_DAY,
  withinSuggestionLimit,
  type ErrorBody,
  type InfoSuggestion,
  accountMessages,
  commonMessages,
  suggestionMessages,
  listMyInfoSuggestions,
  suggestGameInfo,
} from '@gameshelf/contracts';
import { handle } from './endpoint.ts';

const errorBody = (message: string, field?: string): ErrorBody => (field ? { message, field } : { message });
const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');
const unauthorized = () => json(errorBody(accountMessages.loginRequired), 401);
const serverError = () => json(errorBody(commonMessages.internalError), 500);

/** Suggestions as the API takes them: validated, at most SUGGESTIONS_PER_DAY per game, remembered in memory. */
function acceptingHandlers(alreadySentToday = 0): HttpHandler[] {
  const sent = new Map<number, InfoSuggestion[]>();
  return [
    handle(listMyInfoSuggestions, ({ request, params }) => (hasBearer(request) ? json(sent.get(Number(params.id)) ?? []) : unauthorized())),
    handle(suggestGameInfo, async ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const parsed = InfoSuggestionRequestSchema.safeParse(await request.json());
      if (!parsed.success)
        return json(
          errorBody(
            parsed.error.issues[0]?.message ?? commonMessages.invalidRequest,
            parsed.error.issues[0]?.path[0]?.toString() ?? 'suggestionText',
          ),
          400,
        );
      const gameId = Number(params.id);
      const list = sent.get(gameId) ?? [];
      if (!withinSuggestionLimit(alreadySentToday + list.length)) return json(errorBody(suggestionMessages.dailyLimit), 429);
      sent.set(gameId, [
        {
          id: list.length + 1,
          suggestionText: parsed.data.suggestionText,
          ...proposedChange(parsed.data),
          status: 'PENDING',
          createdAt: new Date().toISOString(),
        },
        ...list,
      ]);
      return json({ message: suggestionMessages.sent }, 201);
    }),
  ];
}

export const suggestionHandlers = {
  /** Takes up to three suggestions per game, then answers 429. */
  get accepting(): HttpHandler[] {
    return acceptingHandlers();
  },
  /** Three were sent today already: the next is refused with the daily-limit message. */
  get dailyLimitReached(): HttpHandler[] {
    return acceptingHandlers(SUGGESTIONS_PER_DAY);
  },
  /** The server fails. */
  error: [handle(suggestGameInfo, serverError), handle(listMyInfoSuggestions, serverError)],
};
