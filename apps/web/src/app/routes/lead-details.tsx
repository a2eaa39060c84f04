import { useParams } from 'react-router';
import { LeadDetail } from '@/features/leads';

/** /leads/:id: one lead with every field, its deliveries and actions. */
export default function LeadDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <div data-testid="screen" data-screen="lead-details">
      <LeadDetail key={id} id={id} />
    </div>
  );
}
