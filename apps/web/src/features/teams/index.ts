export * from './api/teams';
export { AcceptInvitation } from './components/accept-invitation';
export { TeamSection } from './components/team-section';
export { TeamSwitcherItems } from './components/team-switcher';
