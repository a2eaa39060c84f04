// oidc-provider (used only by the test OpenID provider) ships no type declarations.
declare module 'oidc-provider' {
  // biome-ignore lint/suspicious/noExplicitAny: untyped third-party module, used in tests only
  const Provider: any;
  export default Provider;
}
