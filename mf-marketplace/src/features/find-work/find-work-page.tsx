import { PageFrame } from '@fairgo/shared/ui';

export const FIND_WORK_TITLE = 'Find a job that fits you';

export function FindWorkPage() {
  return (
    <PageFrame
      title={FIND_WORK_TITLE}
      intro="Casual and temporary jobs posted by employers across Australia. Filter by role, day and location."
    />
  );
}
