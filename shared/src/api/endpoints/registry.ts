import { request } from '../client';

export const getRegistry = () => request('GET registry');

/** Admins: each remote's versions and their health in browsers, and the registry's latest moves. */
export const getReleaseHealth = () => request('GET registry/health');
