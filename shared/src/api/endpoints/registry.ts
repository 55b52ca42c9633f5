import { request } from '@fairgo/shared/api';

export const getRegistry = () => request('GET registry');

/** Admins: each remote's versions and their health in browsers, and the registry's latest moves. */
export const getReleaseHealth = () => request('GET registry/health');

/** A sampled page load's health token, which its beacons carry: bound to the versions `bucket` gets. */
export const getHealthToken = (bucket: string | null) =>
  request('POST registry/health/pages', { json: bucket ? { bucket } : {} });
