import '../zod-config.ts';
import { z } from 'zod';

/** Every 4xx/5xx body the API sends. `field` names the offending input when there is one. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  /** A machine-readable reason where the client must tell cases apart (e.g. PRIVATE_COLLECTION). */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** What an action answers when it has nothing else to say (spec 1 §3: 'Action responses carry message'). */
export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;

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

/** The largest id a table holds (PostgreSQL `integer`/`serial`): a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

/** A row id sent in a body: a positive integer a table can hold. */
export const idNumber = () => z.number().int().positive().max(MAX_ID);

/**
 * An id as text (path or query): decimal digits without a leading zero, so `0x1`, `1e1`, ` 1`, `+1`,
 * `01` and `1.0` name nothing (Number() would read each as an id). `message` replaces the default.
 */
export const idParam = (message?: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().max(MAX_ID, { error: message }));

/** Path params that must be a positive integer id. */
export const IdParamsSchema = z.object({
  id: idParam(),
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
