// States that require every party's consent to record a phone call (docs/calls.md#recording).
// Bundled: the law does not change often, and the app must not call out to decide.

/**
 * All-party-consent states for telephone calls: California, Connecticut, Delaware, Florida,
 * Illinois, Maryland, Massachusetts, Michigan, Montana, Nevada, New Hampshire, Pennsylvania and
 * Washington.
 */
export const ALL_PARTY_CONSENT_STATES: readonly string[] = [
  'CA',
  'CT',
  'DE',
  'FL',
  'IL',
  'MD',
  'MA',
  'MI',
  'MT',
  'NV',
  'NH',
  'PA',
  'WA',
];

export const CONSENT_SOURCE =
  "Reporters Committee for Freedom of the Press, Reporter's Recording Guide (rcfp.org/reporters-recording-guide), and the Digital Media Law Project, Recording Phone Calls and Conversations (dmlp.org), as they stood when this list was compiled; check them before relying on it. A call between states may fall under the stricter state's law. This is not legal advice.";

export const allPartyConsent = (state: string | null | undefined): boolean =>
  !!state && ALL_PARTY_CONSENT_STATES.includes(state.toUpperCase());
