// The browser's review calls (issue 22): the invitation link's token, or the signed-in customer.
import type { ApiCaller } from '../../lib/browser-api.ts';
import { callApi } from '../../lib/browser-api.ts';

export type ReviewValues = { rating: number; employeeRating: number | null; comment: string };

/** Who writes: the invitation's signed token (no sign-in) or the session of the signed-in customer. */
export type ReviewAuthor = { token: string } | { appointmentId: number };

const body = (values: ReviewValues, lang: string) => ({
  rating: values.rating,
  employeeRating: values.employeeRating,
  comment: values.comment.trim() || null,
  lang,
});

export function createReview(caller: ApiCaller, author: ReviewAuthor, values: ReviewValues) {
  return callApi(caller, '/api/reviews', {
    method: 'POST',
    body: { ...author, ...body(values, caller.lang) },
    // The link's token is the proof; a stored session is not sent with it.
    ...('token' in author ? { authToken: null } : {}),
  });
}

export function updateReview(caller: ApiCaller, id: number, token: string | null, values: ReviewValues) {
  return callApi(caller, `/api/reviews/${id}`, {
    method: 'PUT',
    body: body(values, caller.lang),
    ...(token ? { query: { token }, authToken: null } : {}),
  });
}

export function deleteReview(caller: ApiCaller, id: number, token: string | null) {
  return callApi(caller, `/api/reviews/${id}`, {
    method: 'DELETE',
    ...(token ? { query: { token }, authToken: null } : {}),
  });
}
