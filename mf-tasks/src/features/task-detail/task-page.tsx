import { PageFrame } from '@fairgo/shared/ui';
import { useParams } from 'react-router';

export function TaskPage() {
  const { taskId } = useParams();
  return <PageFrame title="Task" intro={`Task ${taskId ?? ''}`} />;
}
