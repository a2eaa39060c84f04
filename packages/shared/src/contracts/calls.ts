import { z } from 'zod';
import { apiSuccess, okMessageSchema } from './api';
import { endpoint } from './endpoint';

// Call tracking through Twilio (docs/calls.md): the team's Twilio key, a tracking number per site,
// and the calls those numbers took. A call that lasts the renter's callMinSeconds is a lead.

/** Twilio's call statuses as its webhooks report them (anything else is stored as 'unknown'). */
export const CALL_STATUSES = [
  'queued',
  'ringing',
  'in-progress',
  'answered',
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
  'unknown',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

const ACCOUNT_SID = /^AC[0-9a-f]{32}$/;
const AUTH_TOKEN = /^[0-9a-f]{32}$/;
/** A US number in E.164, as Twilio writes it: +1 and ten digits, area code and exchange 2-9. */
const US_E164 = /^\+1[2-9][0-9]{2}[2-9][0-9]{6}$/;

/** PUT /api/calls/key: the Account SID and Auth Token of Twilio's console. */
export const twilioKeyRequestSchema = z.object({
  accountSid: z
    .string({ error: 'accountSid: give the Account SID as a string' })
    .trim()
    .max(64, 'accountSid: too long')
    .transform((s) => s.toLowerCase().replace(/^ac/, 'AC'))
    .refine((s) => ACCOUNT_SID.test(s), 'accountSid: must be AC followed by 32 hexadecimal characters'),
  authToken: z
    .string({ error: 'authToken: give the Auth Token as a string' })
    .trim()
    .max(64, 'authToken: too long')
    .transform((s) => s.toLowerCase())
    .refine((s) => AUTH_TOKEN.test(s), 'authToken: must be 32 hexadecimal characters'),
});

export const trackingNumberSchema = z.object({
  siteId: z.string(),
  siteName: z.string(),
  /** E.164, e.g. "+15125550142". */
  phoneNumber: z.string(),
  /** "(512) 555-0142". */
  display: z.string(),
  /** Bought for the site by the app (released back to Twilio on release) or an assigned account number. */
  bought: z.boolean(),
  recording: z.boolean(),
  /** The site's state (two letters), when known. */
  state: z.string().nullable(),
  /** The state requires every party's consent to record a call (see consent.source). */
  allPartyConsent: z.boolean(),
  createdAt: z.string(),
});
export type TrackingNumber = z.infer<typeof trackingNumberSchema>;

export const callSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  trackingNumber: z.string(),
  /** The caller, "(512) 555-0100" when a US number. */
  from: z.string(),
  /** Where the call was forwarded; null when there was no one to forward it to. */
  to: z.string().nullable(),
  status: z.enum(CALL_STATUSES),
  durationSeconds: z.number().int(),
  /** It lasted the renter's callMinSeconds and became a lead (leadId). */
  qualified: z.boolean(),
  leadId: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TrackedCall = z.infer<typeof callSchema>;

const priceSchema = z.object({
  numberPerMonth: z.number(),
  inboundPerMinute: z.number(),
  forwardPerMinute: z.number(),
  recordingPerMinute: z.number(),
  source: z.string(),
});

export const callTrackingSchema = z.object({
  key: z.object({
    configured: z.boolean(),
    /** "AC…1a2b": the last 4 characters of the Account SID; the token is never answered. */
    accountSidHint: z.string().nullable(),
    savedAt: z.string().nullable(),
  }),
  numbers: z.array(trackingNumberSchema),
  consent: z.object({
    /** Two-letter codes of the all-party-consent states. */
    states: z.array(z.string()),
    source: z.string(),
  }),
  /** List prices the meter uses for Twilio's costs (estimates of what Twilio bills). */
  prices: priceSchema,
});
export type CallTracking = z.infer<typeof callTrackingSchema>;

export const accountNumberSchema = z.object({
  sid: z.string(),
  phoneNumber: z.string(),
  display: z.string(),
  friendlyName: z.string(),
  /** The site of the team this number is assigned to, if any. */
  siteId: z.string().nullable(),
});
export type AccountNumber = z.infer<typeof accountNumberSchema>;

export const availableNumberSchema = z.object({
  phoneNumber: z.string(),
  display: z.string(),
  locality: z.string().nullable(),
  region: z.string().nullable(),
});
export type AvailableNumber = z.infer<typeof availableNumberSchema>;

export const availableNumbersSchema = z.object({
  /** What was searched: the area code of the site's phone, else its state. */
  searchedBy: z.string(),
  numbers: z.array(availableNumberSchema),
});

export const availableNumbersQuerySchema = z.object({
  siteId: z.uuid('siteId: not a site id'),
  areaCode: z
    .string()
    .trim()
    .regex(/^[2-9][0-9]{2}$/, 'areaCode: must be three digits, the first 2-9')
    .optional(),
});

export const callSiteParamsSchema = z.object({ siteId: z.uuid('siteId: not a site id') });

/** PUT /api/calls/sites/:siteId/number */
export const numberRequestSchema = z.object({
  phoneNumber: z
    .string({ error: 'phoneNumber: give the number as a string' })
    .trim()
    .max(20, 'phoneNumber: too long')
    .regex(US_E164, 'phoneNumber: must be a US number in E.164 form, like +15125550142'),
  /** 'buy': a number from the search, bought now; 'assign': a number the Twilio account already has. */
  mode: z.enum(['buy', 'assign'], { error: 'mode: must be buy or assign' }),
});

/** DELETE /api/calls/sites/:siteId/number: release=true also gives the number back to Twilio. */
export const releaseQuerySchema = z.object({
  release: z.enum(['true', 'false'], { error: 'release: must be true or false' }).optional(),
});

/** PATCH /api/calls/sites/:siteId */
export const recordingRequestSchema = z.object({
  recording: z.boolean({ error: 'recording: must be true or false' }),
});

export const siteCallsSchema = z.object({
  /** The team has a Twilio key. */
  configured: z.boolean(),
  trackingNumber: trackingNumberSchema.nullable(),
  /** The site's state and whether it requires all-party consent to record. */
  state: z.string().nullable(),
  allPartyConsent: z.boolean(),
  /** The renter's qualifying length (default 60 s without a renter). */
  callMinSeconds: z.number().int(),
  calls: z.array(callSchema),
  /** Taps on the pages' call buttons in the last 30 days (beacon call_click events). */
  callClicks30d: z.number().int(),
});
export type SiteCalls = z.infer<typeof siteCallsSchema>;

/** The call-tracking calls (docs/calls.md). */
export const callsApi = {
  tracking: endpoint({
    method: 'GET',
    path: '/api/calls/tracking',
    response: apiSuccess(callTrackingSchema),
  }),
  saveKey: endpoint({
    method: 'PUT',
    path: '/api/calls/key',
    body: twilioKeyRequestSchema,
    response: apiSuccess(callTrackingSchema),
  }),
  deleteKey: endpoint({ method: 'DELETE', path: '/api/calls/key', response: okMessageSchema }),
  accountNumbers: endpoint({
    method: 'GET',
    path: '/api/calls/account-numbers',
    response: apiSuccess(z.array(accountNumberSchema)),
  }),
  available: endpoint({
    method: 'GET',
    path: '/api/calls/available-numbers',
    query: availableNumbersQuerySchema,
    response: apiSuccess(availableNumbersSchema),
  }),
  site: endpoint({
    method: 'GET',
    path: '/api/calls/sites/:siteId',
    params: callSiteParamsSchema,
    response: apiSuccess(siteCallsSchema),
  }),
  setNumber: endpoint({
    method: 'PUT',
    path: '/api/calls/sites/:siteId/number',
    params: callSiteParamsSchema,
    body: numberRequestSchema,
    response: apiSuccess(trackingNumberSchema),
  }),
  removeNumber: endpoint({
    method: 'DELETE',
    path: '/api/calls/sites/:siteId/number',
    params: callSiteParamsSchema,
    query: releaseQuerySchema,
    response: okMessageSchema,
  }),
  setRecording: endpoint({
    method: 'PATCH',
    path: '/api/calls/sites/:siteId',
    params: callSiteParamsSchema,
    body: recordingRequestSchema,
    response: apiSuccess(trackingNumberSchema),
  }),
};
