export { AuthRequestError, postAuth } from './auth-request';
export { readSignIn, type SignInResult } from './auth-service';
export { type Session, SessionProvider, useSession, useSessionUser } from './session-context';
export {
  displayName,
  mapTempUser,
  TEMP_USER_PLACEHOLDER_ID,
  type TempUserData,
  toUser,
  type User,
} from './user';
