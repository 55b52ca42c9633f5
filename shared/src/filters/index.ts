// A page's filters, phone-first (issue 20): a panel on wider screens, a 'Filters' button and a dialog
// on phones. Its own entry, so that pages without filters (/register) do not download it.
export { FilterPanel, type FilterPanelProps } from './filter-panel';
