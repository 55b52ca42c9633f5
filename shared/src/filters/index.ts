// A page's filters, phone-first: a panel on wider screens, a 'Filters' button and a dialog on
// phones; and saving them as a search that alerts (its button, its rules and its call). Its own entry, so that pages without filters (/register) do
// not download it.
export { FilterPanel, type FilterPanelProps } from './filter-panel';
export { SaveSearchButton, SIGN_IN_TO_SAVE } from '../saved-searches/save-search-button';
export { SEARCH_SAVED, SEARCH_SAVED_DETAIL } from '../saved-searches/api/use-save-search';
export * from '../saved-searches/rules';
export * from './search-addresses';
