// Verified credentials: their rules (types, states, limits) and saving a document (the calls are in
// the hooks of the profile and of the admins' review). Its own entry, so that only the pages that show or manage
// credentials (profiles, listings' badges, the admins' page) download it; the contract re-exports
// the rules for the server.
export * from './rules';
export { isPdf, saveDocument } from './document-file';
