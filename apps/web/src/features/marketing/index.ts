export { Island, StaticRenderProvider } from './components/island';
export { LandingPage } from './components/landing-page';
export { PublicPage } from './components/public-page';
