import { Type, type Static } from 'typebox';

export * from '../rules/payments';

export const SuburbSuggestion = Type.Object({ Suburb: Type.String() });
export type SuburbSuggestion = Static<typeof SuburbSuggestion>;
