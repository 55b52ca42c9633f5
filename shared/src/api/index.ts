// The API client: one ky instance (./client) and the error it throws. The calls themselves, one
// function per API call (product.md#api-calls), are entries of their own by resource, `@fairgo/shared/api/<resource>`
// (endpoints/<resource>.ts, named after the folder of infra/api/src/routes/ that serves them), so a
// page downloads the calls it makes and no others. Each reaches the one client through `request`.
export { ApiError, isApiError, refusal } from './api-error';
export { apiBaseUrl, onSessionRefused, request, TOKEN_KEY } from './client';
