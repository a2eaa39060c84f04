import { useParams } from 'react-router';
import { OpportunityDetailsScreen } from '@/features/discovery';

export default function OpportunityDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <div data-testid="screen" data-screen="opportunity-details">
      <OpportunityDetailsScreen key={id} id={id} />
    </div>
  );
}
