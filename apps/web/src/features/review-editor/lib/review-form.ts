import { reviewContentError, reviewMessages, type Review, type ReviewCompletionStatus, type ReviewUpdate } from '@gameshelf/contracts';

/** The review form as typed: the platform as the select's text value ('' = none). */
export interface ReviewForm {
  /** Whole stars 1-5 from the input; an edited review keeps its stored value until changed. */
  rating: number | null;
  content: string;
  platformPlayedId: string;
  completionStatus: ReviewCompletionStatus;
}

export const emptyReviewForm: ReviewForm = { rating: null, content: '', platformPlayedId: '', completionStatus: 'BACKLOG' };

export function toReviewForm(review: Review): ReviewForm {
  return {
    rating: review.rating,
    content: review.content,
    platformPlayedId: review.platformPlayedId ? String(review.platformPlayedId) : '',
    completionStatus: review.completionStatus,
  };
}

export type ReviewFormErrors = Partial<Record<'rating' | 'content', string>>;

/** Spec 2 §5: a rating, and content by the contract's rule (the server checks again). */
export function validateReview(form: ReviewForm): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (form.rating === null || form.rating <= 0) errors.rating = reviewMessages.ratingRequired;
  const contentProblem = reviewContentError(form.content);
  if (contentProblem) errors.content = contentProblem;
  return errors;
}

/** The body of `POST /api/reviews` (with the game) and `PUT /api/reviews/{id}`. */
export function toReviewBody(form: ReviewForm): ReviewUpdate {
  return {
    rating: form.rating ?? 0,
    content: form.content.trim(),
    platformPlayedId: form.platformPlayedId === '' ? null : Number(form.platformPlayedId),
    completionStatus: form.completionStatus,
  };
}
