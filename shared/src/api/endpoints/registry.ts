import { request } from '../client';

export const getRegistry = () => request('GET registry');
