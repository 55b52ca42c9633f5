// Exposed as `mf_marketplace/post-form`: the posting form, which mf-account loads at runtime to edit a
// person's posts. Its shape is `PostFormModule` (@fairgo/shared/platform), which mf-account is typed by.
import type * as ThisModule from './post-form';
import type { PostFormModule } from '@fairgo/shared/platform';

export { PostForm } from './features/post-form/post-form';

/** Fails the typecheck when this module no longer has the shape mf-account loads it by. */
export type Provides = Satisfies<PostFormModule, typeof ThisModule>;
type Satisfies<Shape, Module extends Shape> = Module;
