export { DemoPortfolioCard } from './components/demo-portfolio-card';
