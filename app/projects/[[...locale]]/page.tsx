import { EveryProject } from '@/components/bento/projects/every-project';

export default function EveryProjectPage() {
  return <EveryProject />;
}
