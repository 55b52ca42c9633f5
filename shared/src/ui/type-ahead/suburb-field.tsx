import { searchSuburbs } from '@fairgo/shared/api/suburbs';
import { SuggestionField, type SuggestionFieldProps } from './suggestion-field';

const suggestSuburbs = (text: string, signal: AbortSignal) => searchSuburbs(text, { signal });

/** A location field with suburb suggestions from GET /api/suburbs (spec §2, §7). */
export function SuburbField(props: Omit<SuggestionFieldProps, 'suggest'>) {
  return <SuggestionField {...props} suggest={suggestSuburbs} />;
}
