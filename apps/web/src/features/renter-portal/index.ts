export { portalLinkKeys, portalLinksQueryOptions, usePortalLinks } from './api/portal-links';
export { PortalLinks } from './components/portal-links';
