// oidc-provider (used only by the test OpenID provider, test-oidc-provider.ts) ships no type declarations.
declare module 'oidc-provider' {
  const Provider: any;
  export default Provider;
}
