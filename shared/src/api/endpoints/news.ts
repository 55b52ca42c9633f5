import { request } from '@fairgo/shared/api';

/** GET /api/news and GET /api/getNewUsersImages: the landing page's lists. */
export const getNews = () => request('GET news');
export const getNewUsersImages = () => request('GET getNewUsersImages');
