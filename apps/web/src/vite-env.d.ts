/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Socket.IO server URL; empty means same origin. */
  readonly VITE_SOCKET_URL?: string;
}
