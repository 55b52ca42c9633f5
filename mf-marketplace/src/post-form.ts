// Exposed as `mf_marketplace/post-form` (ARCHITECTURE §1 (c)): the posting form, which mf-account
// loads at runtime to edit a user's posts. Its contract is PostFormModule in @fairgo/shared/platform.
import type { PostFormModule } from '@fairgo/shared/platform';
import { PostForm } from './features/post-form/post-form';

export const postFormModule: PostFormModule = { PostForm };
export { PostForm };
