// User-facing messages (docs/product/web.md): each text once. Matched to the letter by the tests.

export const MESSAGES = {
  unknownError: 'An unknown error occurred',
  rateLimited: 'Rate limit exceeded. Please try again later.',
  accessForbidden: 'Access forbidden',

  loginFailedService: 'Login failed',
  loginFailedScreen: 'Login failed. Please check your credentials.',
  serverError500: 'Server error. Please check that the backend is running on port 3000.',
  serverErrorStatus: (statusText: string) => `Server error: ${statusText}`,
  cannotConnect: 'Cannot connect to server. Please ensure the backend is running on port 3000.',

  registrationFailedService: 'Registration failed',
  registrationFailedScreen: 'Registration failed. Please check your connection and try again.',

  noRefreshToken: 'No refresh token available',
  tokenRefreshFailed: 'Token refresh failed',

  resendFailed: 'Failed to send verification email',
  resendNetworkFailed: 'Failed to send verification email. Please try again.',
  resendSuccess: 'Verification email sent! Please check your email and click the verification link.',
  resendButton: 'Resend Verification Email',
  verifyEmailMarker: 'verify your email',

  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',

  logoutFailed: 'Logout failed',
  /** The dashboard and monitoring screens with no network, their data from the offline worker's cache. */
  offlineShowingCached: 'You are offline: showing the last data loaded.',
  notAuthenticated: 'Not authenticated',
  updatePreferencesFailed: 'Failed to update preferences',
  updateProfileFailed: 'Failed to update profile',

  fetchEngineStatusesFailed: 'Failed to fetch engine statuses',
  fetchEngineInsightsFailed: 'Failed to fetch engine insights',
  executeEngineActionFailed: 'Failed to execute engine action',
  fetchOpportunitiesFailed: 'Failed to fetch opportunities',
  createOpportunityFailed: 'Failed to create opportunity',
  updateOpportunityFailed: 'Failed to update opportunity',
  implementOpportunityFailed: 'Failed to implement opportunity',
  fetchPerformanceMetricsFailed: 'Failed to fetch performance metrics',
  fetchPredictionsFailed: 'Failed to fetch predictions',
  calculatePredictionsFailed: 'Failed to calculate predictions',
  updateMilestoneFailed: 'Failed to update milestone',
  loadSavedOpportunitiesFailed: 'Failed to load saved opportunities',
  deploymentFailed: 'Deployment failed',
  pipelineFailed: 'Pipeline failed',
  batchDeploymentFailed: 'Batch deployment failed',
  searchOpportunitiesFailed: 'Failed to search opportunities',
  fetchGoldminesFailed: 'Failed to fetch goldmines',

  wsConnectionLost: 'Connection lost',
  wsConnectionFailed: 'Connection failed',
  wsCreateFailed: 'Failed to create connection',
  socketConnectFailed: 'Failed to connect to server',
  socketConnectionFailed: 'Connection failed',
  socketReconnectionFailed: 'Reconnection failed',
  socketReconnectGaveUp: 'Failed to reconnect after multiple attempts',
  socketAuthFailed: 'Authentication failed',

  themeNotFound: 'Theme not found',
  invalidThemeData: 'Invalid theme data',
  loadCustomThemesFailed: 'Failed to load custom themes',
  themeRipperNotImplemented: 'Theme ripper not implemented yet',

  workflowLoadFailed: 'Failed to load workflow from localStorage',
  newWorkflowConfirm: 'You have unsaved changes. Are you sure you want to start a new workflow?',

  errorFallbackTitle: 'Something went wrong',
  errorFallbackText:
    'We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.',
  routerErrorTitle: 'Unexpected Application Error!',

  loadingAuth: 'Verifying authentication...',
  loading: 'Loading...',
} as const;
