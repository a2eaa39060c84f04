export { DemoPortfolioCard } from './components/demo-portfolio-card';
export { IncludeDemoSwitch } from './components/include-demo-switch';
export { useIncludeDemo } from './hooks/use-include-demo';
export { demoQuery } from './lib/include-demo';
