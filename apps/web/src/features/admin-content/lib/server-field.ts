import { ApiError } from '../../../lib/api-client.ts';

/** The form field a 400 answer names, when it is one of the form's; null for anything else. */
export function serverFieldError<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.field) return null;
  const field = fields.find((name) => name === error.field);
  return field ? { field, message: error.message } : null;
}
