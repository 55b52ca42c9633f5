// One function per API call (spec §7), over one ky instance (./client).
export { ApiError, isApiError } from './api-error';
export { TOKEN_KEY } from './client';
export { getHealth } from './endpoints/health';
export { getRegistry } from './endpoints/registry';
export { verifyToken } from './endpoints/login';
