import { Type } from 'typebox';
import { AddressPredictions } from '../../listings/contract';
import type { RouteTable } from '../route';

const AutocompleteQuery = Type.Object({ query: Type.String({ minLength: 1, maxLength: 200 }) });

/** /api/google/autocomplete: address predictions. */
export const googleApi = {
  'GET google/autocomplete': { query: AutocompleteQuery, replies: { 200: AddressPredictions }, failures: [400] },
} as const satisfies RouteTable;
