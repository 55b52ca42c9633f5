// The product's constants and rules (limits, days, plans, money, filters): plain values with no
// schema library, so the browser can import them without the contract's TypeBox schemas. The contract
// (`@fairgo/shared/contract`) re-exports every one of them for the server. A concept's rules live in
// its folder (`shared/src/<concept>/rules.ts`); this entry, which every page has, serves them. Saved
// searches' rules are served by `@fairgo/shared/filters`, so that pages without filters do not load them.
export * from '../accounts/rules';
export * from './common';
export * from './numbers';
export * from './community';
export * from '../listings/rules';
export * from '../membership/plans';
export * from '../posts/rules';
export * from '../tasks/rules';
export * from './trust';
export * from '../session/rules';
export * from './releases';
export * from './phone';
export * from '../posts/pay';
export * from '../job-interest/rules';
export * from './resumes';
// The membership's rule for contact details lives with the membership (its dialog and checkout), and is
// served from this entry, which every page has.
export * from '../membership/contact-access';
