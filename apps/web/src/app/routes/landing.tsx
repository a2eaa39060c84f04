import { LandingPage } from '@/features/marketing';

export default function LandingRoute() {
  return <LandingPage />;
}
