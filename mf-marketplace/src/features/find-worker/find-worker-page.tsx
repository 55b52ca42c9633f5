import { PageFrame } from '@fairgo/shared/ui';

export const FIND_WORKER_TITLE = 'Find the Perfect Workers for Your Needs';

export function FindWorkerPage() {
  return (
    <PageFrame
      title={FIND_WORKER_TITLE}
      intro="Workers across Australia post the roles they do, the days they are free and where they can work."
    />
  );
}
