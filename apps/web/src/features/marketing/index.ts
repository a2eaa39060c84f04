export { LandingPage } from './components/landing-page';
export { PublicPage } from './components/public-page';
