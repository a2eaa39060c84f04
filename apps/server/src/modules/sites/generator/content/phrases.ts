// Phrase banks around the copy: several wordings per sentence slot, filled with real facts (vars.ts).
// Lines tagged with when() are said only by sites that fit (lines.ts): a phone, hours, the kind.
import { type Line, when } from './lines';

export const INTRO: readonly Line[] = [
  when(
    '{business} helps homes and businesses in {city}, {stateName} with {vertical} work of every size.',
    'trade',
  ),
  'Looking for {vertical} in {city}? {business} takes requests from across {county}.',
  'In {city}, a community of about {pop} people in {county}, {business} is a local name for {vertical}.',
  '{business} brings {vertical} to {city} and its neighbors, from {n1} to {n2}.',
  when(
    'People in {city} turn to {business} when they need {vertical} done properly the first time.',
    'trade',
  ),
  'Need {vertical} near {zip} in {city}? {business} can help you take the next step.',
  when('{business} helps {audience} in {city} get clear {vertical} advice they can act on.', 'advice'),
  when('{business} helps {audience} in {city} and {county} find the {vertical} care that fits.', 'medical'),
];

/** The second intro sentence: how to reach the business, consistent with its phone and hours. */
export const INTRO2: readonly Line[] = [
  'Tell us what you need and we will get back to you with clear next steps.',
  'Every request from {city} gets a personal answer, not an automated one.',
  when('Send a short request below; we answer during our hours, {hours}.', 'hours'),
  when('Send a short request below at any hour: {business} answers around the clock.', 'open24h'),
  when(
    'Use the form on this page or call {phone}; either way the first conversation is free.',
    'phone',
    'trade',
  ),
  when('Use the form on this page or call {phone} to ask a first question.', 'phone', 'advice'),
  when('We keep the process simple: describe the job, compare options, decide in your own time.', 'planned'),
  when('If something has just gone wrong, call {phone} and describe what is happening.', 'urgent', 'phone'),
  when(
    'If something has just gone wrong, describe it in the form and we will advise on the first steps.',
    'urgent',
    'nophone',
  ),
];

export const SERVICE_INTRO: readonly Line[] = [
  when('{business} provides {service} for homes and businesses in {city}, {stateName}.', 'trade'),
  when('Need {service} in {city}? {business} handles it from first visit to final check.', 'trade'),
  'Our {service} work covers {city} and the rest of {county}.',
  'When {service} is what you need in {city}, {business} can help you plan the next step.',
  'From {zip} to the edges of {county}, {business} offers {service} for {audience}.',
  when('{business} helps {audience} in {city} with {service}, explained in plain language.', 'advice'),
];

/** Local facts: population, county, ZIP codes, neighbors with miles. */
export const LOCAL: readonly Line[] = [
  '{city} is home to roughly {pop} residents and sits in {county}, {stateName}.',
  'With a population near {pop}, {city} has people asking about {vertical} in every season.',
  'We cover the {zipCount} ZIP codes of {city}, including {zipList}.',
  'The nearest neighboring community, {n1}, is about {mi1} away, and {n2} about {mi2}.',
  'Besides {city} itself, we regularly take requests from {nearList}.',
  when(
    'Because {city} is part of {county}, local permit rules and inspection schedules follow the county.',
    'permits',
  ),
  'Requests from {city} and the rest of {county} reach the same people.',
  'Residents of {zipList} can send a request the same way as anyone else in {city}.',
  '{city} sits about {mi1} from {n1} and {mi2} from {n2}, both inside our service area.',
  'Much of {county} beyond {city}, including {nearList}, is covered too.',
  when(
    'A community of about {pop} people, {city} has a wide mix of homes, from older houses to new builds.',
    'trade',
  ),
];

export const SEASON: readonly Line[] = [
  'In {month}, schedules for {vertical} around {city} are usually {seasonBusy}.',
  'For {vertical} in {city}, {peakSentence}.',
  'Seasons matter for {vertical}: {peakSentence}.',
  'Right now, in {month}, appointments for {vertical} in {city} are {seasonBusy}.',
];

/** When the business answers: its hours, around the clock, or neither named. */
export const REACH_WHEN: readonly Line[] = [
  when(
    '{business} answers requests around the clock, every day of the year, weekends and holidays included.',
    'open24h',
  ),
  when('Day or night, send the form and someone will answer.', 'open24h'),
  when(
    'Our hours are {hours}. Requests sent outside those hours are answered when we are next open.',
    'hours',
  ),
  when(
    'We are open {hours}. You can send the form whenever it suits you; replies follow during those hours.',
    'hours',
  ),
  when('Send the form with a few details and {business} replies with the next steps.', 'nohours'),
  when('Every request gets a personal reply with the next steps.', 'nohours'),
];

/** How to reach the business: by phone only when it has one. */
export const REACH_HOW: readonly Line[] = [
  when('The quickest way to reach us is {phone}; the form works too.', 'phone'),
  when('Prefer to talk? Call {phone}.', 'phone'),
  when(
    'The form on this page is the way to reach us: a few lines about what you need are enough.',
    'nophone',
  ),
  when('Send the form and include a good time to reach you.', 'nophone'),
];

export const SERVICES_LEAD: readonly Line[] = [
  'Here is what {business} offers in {city}:',
  'Our {vertical} services for {city} and {county}:',
  'Pick the service closest to what you need in {city}:',
  'The work we handle most often around {zip}:',
];

export const AREAS: readonly Line[] = [
  'We serve {city} and nearby communities including {nearList}.',
  'Outside {city}, we regularly take requests from {nearList}.',
  'Not in {city} itself? We also cover {nearList} and much of {county}.',
];

export const CTA: readonly Line[] = [
  'Ready to get started in {city}? Send the form and {business} will be in touch.',
  when('Get a free, no-obligation quote for {vertical} in {city} today.', 'trade'),
  when('Questions about {vertical} in {city}? Call {phone} or send the form.', 'phone'),
  when('Questions about {vertical} in {city}? Send the form and ask.', 'nophone'),
  when('Request a {vertical} consultation in {city} with a short message below.', 'advice'),
];

export const PREPARE_LEAD: readonly Line[] = [
  'A few things make the first conversation quicker:',
  'Before you send the form, it helps to have these ready:',
  'To get clear answers sooner, gather what you can of the following:',
];

export const HEADINGS: Record<string, readonly Line[]> = {
  local: ['{Vertical} in {city}, {state}', 'Serving {city} and {county}', 'About {city}', 'Local to {city}'],
  season: ['{Vertical} in {month}', 'When to book', 'The year in {city}', 'Timing your request'],
  services: ['Our services', 'What we do in {city}', '{Vertical} services', 'Services near {zip}'],
  why: ['Why {business}', 'What you can expect', 'Why people in {city} choose us', 'How we work'],
  areas: ['Areas we serve', 'Nearby communities', 'Service area', 'Around {city}'],
  what: ['What {service} includes', 'How {service} works', 'About {service}', 'What to expect'],
  signs: [
    'Signs you need {service}',
    'When to ask about {service}',
    'Is it time for {service}?',
    'Common signs',
  ],
  steps: ['How it works', 'Step by step', 'The {service} process', 'From request to result'],
  cost: ['{Service} cost in {city}', 'What {service} costs', 'Pricing', 'What drives the price'],
  timing: ['Scheduling {service}', 'How soon?', 'Timing', 'Availability in {city}'],
  about: ['About {vertical} in {city}', 'What we do', 'How we help', 'About our {vertical} work'],
  prepare: [
    'Before you reach out',
    'What to have ready',
    'Getting ready',
    'Preparing for the first conversation',
  ],
  reach: ['Hours and contact', 'How to reach us', 'When we answer', 'Getting in touch'],
  spotlight: [
    'Spotlight: {service}',
    '{Service} in {city}',
    'A closer look at {service}',
    'Often requested: {service}',
  ],
  related: ['Related services', 'Other services', 'More from {business}', 'Also available'],
  cta: [
    'Get started',
    when('Request a call back', 'phone'),
    'Contact {business}',
    'Start your request',
    when('Get a quote', 'trade'),
  ],
};
