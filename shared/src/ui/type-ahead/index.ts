// The type-ahead fields (product.md#listing-searches, product.md#validation): suggestions as you type, in Chakra's
// combobox. An entry of its own, apart from '@fairgo/shared/forms': a shared entry loads whole, and
// the combobox brings the overlays (~48 KB gzipped, docs/performance.md) to every page with a form.
export { TYPE_AHEAD_DELAY_MS, useDebouncedValue } from './use-debounced-value';
export { SuggestionField, type SuggestionFieldProps } from './suggestion-field';
export { NearSuburbField, SuburbField, suggestSuburbs } from './suburb-field';
