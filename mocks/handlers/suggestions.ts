import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiPaths,
  InfoSuggestionRequestSchema,
  SUGGESTIONS_PER_DAY,
  type ErrorBody,
  type InfoSuggestion,
  type MessageResponse,
  accountMessages,
  commonMessages,
  suggestionMessages,
} from '@gameshelf/contracts';

const route = {
  suggest: `*${apiPaths.infoSuggestionsPattern}`,
  mine: `*${apiPaths.myInfoSuggestionsPattern}`,
} as const;

const errorBody = (message: string, field?: string): ErrorBody => (field ? { message, field } : { message });
const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');
const unauthorized = () => HttpResponse.json<ErrorBody>(errorBody(accountMessages.loginRequired), { status: 401 });

/** Suggestions as the API takes them: validated, at most SUGGESTIONS_PER_DAY per game, remembered in memory. */
function acceptingHandlers(alreadySentToday = 0): HttpHandler[] {
  const sent = new Map<number, InfoSuggestion[]>();
  return [
    http.get<{ id: string }, never, InfoSuggestion[] | ErrorBody>(route.mine, ({ request, params }) =>
      hasBearer(request) ? HttpResponse.json(sent.get(Number(params.id)) ?? []) : unauthorized(),
    ),
    http.post<{ id: string }, Record<string, unknown>, MessageResponse | ErrorBody>(route.suggest, async ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const parsed = InfoSuggestionRequestSchema.safeParse(await request.json());
      if (!parsed.success)
        return HttpResponse.json(
          errorBody(
            parsed.error.issues[0]?.message ?? commonMessages.invalidRequest,
            parsed.error.issues[0]?.path[0]?.toString() ?? 'suggestionText',
          ),
          {
            status: 400,
          },
        );
      const gameId = Number(params.id);
      const list = sent.get(gameId) ?? [];
      if (alreadySentToday + list.length >= SUGGESTIONS_PER_DAY)
        return HttpResponse.json(errorBody(suggestionMessages.dailyLimit), { status: 429 });
      sent.set(gameId, [
        {
          id: list.length + 1,
          suggestionText: parsed.data.suggestionText,
          field: parsed.data.field ?? null,
          value: parsed.data.field ? (parsed.data.value ?? null) : null,
          status: 'PENDING',
          createdAt: new Date().toISOString(),
        },
        ...list,
      ]);
      return HttpResponse.json({ message: suggestionMessages.sent }, { status: 201 });
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
  error: [
    http.post(route.suggest, () => HttpResponse.json<ErrorBody>(errorBody(commonMessages.internalError), { status: 500 })),
    http.get(route.mine, () => HttpResponse.json<ErrorBody>(errorBody(commonMessages.internalError), { status: 500 })),
  ],
};
