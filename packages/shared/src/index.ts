export * from './constants';
export * from './contracts/api';
export * from './contracts/auth';
export * from './contracts/dominator';
export * from './contracts/realtime';
export * from './messages';
export * from './password-rules';
export * from './workflow';
