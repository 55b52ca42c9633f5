import type { RemoteRegistry } from '../../contract';
import { request } from '../client';

export const getRegistry = () => request<RemoteRegistry>('registry');
