export { InstallCard } from './components/install-card';
export { OfflineBanner, useOnline } from './components/offline-banner';
export { registerServiceWorker, SW_UPDATE_EVENT } from './register-service-worker';
