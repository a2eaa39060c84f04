import { Outlet, ScrollRestoration } from 'react-router';
import { InstallCard } from '@/features/pwa';

/** Root of every route: the page, the install card and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <InstallCard />
      <ScrollRestoration />
    </>
  );
}
