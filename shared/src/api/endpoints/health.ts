import { request } from '@fairgo/shared/api';

export const getHealth = () => request('GET health');
