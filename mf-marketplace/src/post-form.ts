// Exposed as `mf_marketplace/post-form` (ARCHITECTURE §1 (c)): the posting form, which mf-account
// loads at runtime to edit a user's posts. mf-account compiles against this module's emitted types
// (`import type … from 'mf_marketplace/post-form'`), so changing its props breaks mf-account's typecheck.
export { PostForm, type PostFormProps } from './features/post-form/post-form';
