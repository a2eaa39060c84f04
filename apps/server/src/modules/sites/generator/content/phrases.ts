// Phrase banks: several wordings per sentence slot, filled with real facts (see vars.ts).

export const INTRO = [
  '{business} helps homes and businesses in {city}, {stateName} with {vertical} work of every size.',
  'Looking for {vertical} in {city}? {business} answers requests from across {county} quickly.',
  'In {city}, a town of about {pop} people in {county}, {business} is a local name for {vertical}.',
  '{business} brings {vertical} to {city} and its neighbors, from {n1} to {n2}.',
  'People in {city} turn to {business} when they need {vertical} done properly the first time.',
  'Need {vertical} near {zip} in {city}? {business} can help you plan the job and get it booked.',
];

export const INTRO2 = [
  'Tell us what you need and we will get back to you with clear next steps.',
  'Send a short request below and expect a reply, usually the same working day.',
  'Every request from {city} gets a personal answer, not an automated one.',
  'Use the form on this page or call us; either way the first conversation is free.',
  'We keep the process simple: describe the job, compare options, decide in your own time.',
];

export const LOCAL = [
  '{city} is home to roughly {pop} residents and sits in {county}, {stateName}.',
  'With a population near {pop}, {city} has steady demand for {vertical} all year.',
  'We cover the {zipCount} ZIP codes of {city}, including {zipList}.',
  'Our nearest neighboring community is {n1}, about {mi1} away, so travel times stay short.',
  'Besides {city} itself, we regularly take requests from {nearList}.',
  'Because {city} is part of {county}, local permit rules and inspection schedules follow the county.',
];

export const SEASON = [
  'In {month}, {vertical} calendars around {city} are usually {seasonBusy}, so booking a few days ahead helps.',
  'For {vertical} in {city}, {peakSentence}; planning ahead of them helps.',
  'Seasons matter for {vertical}: {peakSentence}.',
  'Booking outside the busy season often means faster scheduling: {peakSentence}.',
  'Right now, in {month}, {vertical} schedules in {city} are {seasonBusy}.',
];

export const SERVICES_LEAD = [
  'Here is what {business} offers in {city}:',
  'Our {vertical} services for {city} and {county}:',
  'Pick the service closest to what you need in {city}:',
  'The work we handle most often around {zip}:',
];

export const WHY = [
  'Clear written quotes before any work starts',
  'Local to {county}, so we know {city} and its building stock',
  'Quick replies to requests from {city} and {n1}',
  'Straightforward scheduling that respects your time',
  'Work explained in plain language, no jargon',
  'Requests from all {zipCount} ZIP codes of {city} welcome',
  'Honest advice, including when a job is not needed',
  'Follow-up after the job to make sure everything is right',
  'Flexible appointments, including early mornings',
  'Respect for your property, cleaned up on completion',
];

export const AREAS = [
  'We serve {city} and nearby communities including {nearList}.',
  'Outside {city}, our team regularly works in {nearList}.',
  'Not in {city} itself? We also cover {nearList} and much of {county}.',
];

export const CTA = [
  'Ready to get started in {city}? Send the form and {business} will be in touch.',
  'Get a free, no-obligation quote for {vertical} in {city} today.',
  'Questions about {vertical} in {city}? Ask us; there is no charge for advice.',
  'Book your {vertical} consultation in {city} with a short message below.',
];

export const SERVICE_INTRO = [
  '{business} provides {service} for homes and businesses in {city}, {stateName}.',
  'Need {service} in {city}? {business} handles it from first visit to final check.',
  'Our {service} work covers {city} and {county}, with quick replies to every request.',
  'When {service} is what you need in {city}, {business} can help you plan and book it.',
  'From {zip} to the edges of {county}, {business} offers {service} on your schedule.',
];

export const SERVICE_WHAT = [
  'Every {service} job starts with understanding the problem and agreeing on a plan.',
  'We explain the options for {service} and what each one costs before work begins.',
  'A typical {service} visit includes an assessment, a written quote and a clear timeline.',
  'You will know what {service} involves, how long it takes and what it costs up front.',
];

export const SERVICE_COST = [
  'The cost of {service} in {city} depends on the size of the job, materials and access.',
  'Prices for {service} vary with scope; we quote in writing after seeing the details.',
  'For {service}, the main cost drivers are labor time, parts and any permits {county} requires.',
  'No two {service} jobs are alike, so we give each customer in {city} a specific quote.',
];

export const SERVICE_TIMING = [
  'Most {service} requests in {city} are scheduled within a few days.',
  'Timing for {service} depends on the season; {peakSentence}.',
  'In {month}, {service} appointments around {city} are usually {seasonBusy}.',
  'Urgent {service} needs in {city} get priority whenever the schedule allows.',
];

export const HEADINGS: Record<string, string[]> = {
  local: ['{Vertical} in {city}, {state}', 'Serving {city} and {county}', 'About {city}', 'Local to {city}'],
  season: ['{Vertical} in {month}', 'When to book', 'Seasonal demand in {city}', 'Timing your project'],
  services: ['Our services', 'What we do in {city}', '{Vertical} services', 'Services near {zip}'],
  why: ['Why {business}', 'What you can expect', 'Why people in {city} choose us', 'Our promise'],
  areas: ['Areas we serve', 'Nearby communities', 'Service area', 'Around {city}'],
  faq: ['Frequently asked questions', 'Questions from {city}', 'Common questions', 'Good to know'],
  what: ['What {service} includes', 'How {service} works', 'The {service} process', 'What to expect'],
  cost: ['{Service} cost in {city}', 'What {service} costs', 'Pricing', 'Cost factors'],
  timing: ['Scheduling {service}', 'How soon can you start?', 'Timing', 'Availability in {city}'],
  cta: ['Get a quote', 'Request a call back', 'Contact {business}', 'Start your request'],
};
