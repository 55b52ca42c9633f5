import { request } from '@fairgo/shared/api';
import { useState } from 'react';
import { SuggestionField, type SuggestionFieldProps } from './suggestion-field';

/** Suburbs whose names match `text`, from GET /api/suburbs. */
export const suggestSuburbs = async (text: string, signal?: AbortSignal) =>
  (await request('GET suburbs', { searchParams: { query: text }, signal })).map((suggestion) => suggestion.Suburb);

/** A location field with suburb suggestions from GET /api/suburbs (product.md#pages, product.md#api-calls). */
export function SuburbField(props: Omit<SuggestionFieldProps, 'suggest'>) {
  return <SuggestionField {...props} suggest={suggestSuburbs} />;
}

/**
 * The suburb a search measures distance from: only one chosen from the suggestions counts. `near` is
 * that suburb ('' for none) and `onChange` hears each choice, and '' as soon as the text is edited
 * away from it, so a search never runs from a suburb the field no longer shows. The text itself is
 * the field's own; it follows `near` when that changes from elsewhere (the address read anew, Back),
 * except when `near` was unset by the person's own typing, which stays.
 */
export function NearSuburbField({
  near,
  onChange,
  label = 'Near suburb',
}: {
  near: string;
  onChange: (near: string) => void;
  label?: string;
}) {
  const [text, setText] = useState(near);
  const [following, setFollowing] = useState(near);
  if (following !== near) {
    setFollowing(near);
    if (near || text === following) setText(near);
  }
  return (
    <SuburbField
      label={label}
      value={text}
      onChange={(typed) => {
        setText(typed);
        if (near && typed !== near) onChange('');
      }}
      onSelect={(chosen) => {
        setText(chosen);
        onChange(chosen);
      }}
    />
  );
}
