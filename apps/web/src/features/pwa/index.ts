export { InstallCard } from './components/install-card';
export { registerServiceWorker, SW_UPDATE_EVENT } from './register-service-worker';
