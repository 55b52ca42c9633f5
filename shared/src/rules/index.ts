// The product's constants and rules (limits, days, plans, money, filters): plain values with no
// schema library, so the browser can import them without the contract's TypeBox schemas. The contract
// (`@fairgo/shared/contract`) re-exports every one of them for the server. Saved searches' rules are
// in `@fairgo/shared/filters`, with the pages' filters, so that pages without filters do not load them.
export * from './accounts';
export * from './common';
export * from './community';
export * from './listings';
export * from './payments';
export * from './posts';
export * from './tasks';
export * from './trust';
export * from './user';
export * from './releases';
export * from './phone';
export * from './pay';
export * from './job-interest';
export * from './resumes';
// The membership's rule for contact details lives with the membership (its dialog and checkout), and is
// served from this entry, which every page has.
export * from '../membership/contact-access';
