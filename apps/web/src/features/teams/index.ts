export * from './api/teams';
export { TeamSwitcherItems } from './components/team-switcher';
