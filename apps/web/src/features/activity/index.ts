export { ACTIVITY_PAGE_SIZE, activityQueryOptions, useActivity } from './api/get-activity';
export { activityKeys, invalidateActivity } from './api/keys';
export { ActivitySection } from './components/activity-section';
