import type { ComponentType } from 'react';
import type { OwnPost, PostFields, PostKind } from '@fairgo/shared/contract';

/**
 * What remotes deliberately expose to each other through Module Federation (ARCHITECTURE §1 (c)),
 * typed once here so that the consumer compiles against the provider's contract.
 */

/** `mf_marketplace/post-form`: the posting form (spec §2 "Posting form"), for new posts and edits. */
export interface PostFormProps {
  kind: PostKind;
  open: boolean;
  onClose: () => void;
  /** Edit mode: the form is filled from this post, with termsAccepted true (spec §4). */
  post?: OwnPost | undefined;
  /** On a valid submit the form closes and hands its cleaned data to its parent, which saves it (spec §4, §7 notes). */
  onSubmit: (fields: PostFields) => void | Promise<void>;
}

export interface PostFormModule {
  PostForm: ComponentType<PostFormProps>;
}

export const POST_FORM_MODULE = 'mf_marketplace/post-form';
