import { Type } from 'typebox';
import { SuburbSuggestion } from '../common';
import type { RouteTable } from '../route';

const SuburbsQuery = Type.Object({ query: Type.String({ minLength: 1, maxLength: 100 }) });

/** /api/suburbs: suburb suggestions for type-ahead fields. */
export const suburbsApi = {
  'GET suburbs': { query: SuburbsQuery, replies: { 200: Type.Array(SuburbSuggestion) }, failures: [400] },
} as const satisfies RouteTable;
