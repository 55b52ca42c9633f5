import type { OwnPost, PostFields, PostKind } from '@fairgo/shared/contract';
import type { ComponentType } from 'react';

/*
 * The modules one remote exposes for another to load at runtime (`loadRemoteModule`), each by its name
 * and its shape. The providing remote checks its module against the shape; the consuming remote is typed
 * by it. So neither imports the other, and a change of the shape breaks both typechecks at once.
 */

/** mf-marketplace's posting form, which mf-account opens to edit a person's posts. */
export const POST_FORM_MODULE = 'mf_marketplace/post-form';
export interface PostFormProps {
  kind: PostKind;
  open: boolean;
  onClose: () => void;
  /** Edit mode: the form is filled from this post, its terms accepted. */
  post?: OwnPost | undefined;
  /** On a valid submit the form closes and hands its cleaned data to its parent, which saves it. */
  onSubmit: (fields: PostFields) => unknown;
}
export interface PostFormModule {
  PostForm: ComponentType<PostFormProps>;
}

/** mf-marketplace's list of the workers interested in a job, which mf-account shows under each job. */
export const JOB_INTEREST_MODULE = 'mf_marketplace/job-interest';
export interface JobInterestModule {
  InterestedWorkers: ComponentType<{ jobId: string; job: string }>;
}
