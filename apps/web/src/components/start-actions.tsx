import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The two ways to get figures on an empty screen: deploy a site, or load the demo portfolio. */
export function StartActions() {
  return (
    <>
      <Button asChild variant="gradient">
        <Link to={paths.deployment}>Deploy a site</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.dashboard}>Load the demo portfolio</Link>
      </Button>
    </>
  );
}
