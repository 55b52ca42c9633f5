import { Type, type Static } from 'typebox';

export * from '../rules/resumes';

/** A worker's résumé as they see it on their profile: when, how big, how many employers downloaded it. */
export const MyResume = Type.Object({
  uploadedOn: Type.String(),
  sizeBytes: Type.Integer(),
  /** How many employers have downloaded it (each once). */
  downloads: Type.Integer(),
});
export type MyResume = Static<typeof MyResume>;

export const ResumeOwnerParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });
