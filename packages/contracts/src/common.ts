import { z } from 'zod';

/**
 * Copy shared by every domain: generic API errors and loading states.
 * Strings the spec gives in Korean are verbatim; English-only spec strings are translated (docs/decisions.md).
 */
export const commonMessages = {
  loading: '데이터를 불러오는 중...',
  retry: '다시 시도',
  invalidRequest: '요청 값이 올바르지 않습니다.',
  notFound: '요청한 리소스를 찾을 수 없습니다.',
  pageNotFound: '페이지를 찾을 수 없습니다.',
  internalError: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  httpError: (status: number) => `HTTP ${status} 오류가 발생했습니다.`,
} as const;

export const commonPaths = {
  health: '/api/health',
} as const;

/** Every 4xx/5xx body the API sends. `field` names the offending input when there is one. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Spring-style page (spec 1 §3 "Page of games"), the shape of every paged list. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    last: z.boolean(),
    totalElements: z.number().int().nonnegative(),
  });
export type Page<T> = z.infer<ReturnType<typeof pageSchema<z.ZodType<T>>>>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;

/** Path params that must be a positive integer id. */
export const IdParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

/**
 * Query values that may arrive repeated (`a=1&a=2`), comma separated (`a=1,2`)
 * or both; normalised to a de-duplicated array of trimmed non-empty strings.
 */
export const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const raw = Array.isArray(value) ? value : [value];
    const parts = raw
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter((v) => v.length > 0);
    return parts.length ? [...new Set(parts)] : undefined;
  }, z.array(item).optional());
