import type { HealthReport } from '../../contract';
import { request } from '../client';

export const getHealth = () => request<HealthReport>('health');
