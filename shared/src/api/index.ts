// The API client: one ky instance (./client) and the error it throws. Each operation calls it where
// it lives, `request('POST offers/submitOffer/:taskId', …)` in its hook (`features/<x>/api/use-*.ts`),
// typed by the route's declaration in the contract; no named wrapper stands between the two.
export { ApiError, isApiError, refusal } from './api-error';
export { addressOf, apiBaseUrl, onSessionRefused, request, TOKEN_KEY, type CallOptions } from './client';
export { formOf } from './form-of';
