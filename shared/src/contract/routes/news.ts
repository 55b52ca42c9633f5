import { Type } from 'typebox';
import { NewUser, NewUsersImages, News } from '../community';
import type { RouteTable } from '../route';

/** The landing page's public lists: /api/news, /api/newusers, /api/getNewUsersImages. */
export const newsApi = {
  'GET news': { replies: { 200: News }, failures: [] },
  'GET newusers': { replies: { 200: Type.Array(NewUser) }, failures: [] },
  'GET getNewUsersImages': { replies: { 200: NewUsersImages }, failures: [] },
} as const satisfies RouteTable;
