import { PageHeader } from '../../../components/ui/page-header';

/** `/about`: the park and how to reach it. */
export function AboutPage() {
  return <PageHeader title="About" />;
}
