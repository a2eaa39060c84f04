// The generic voice of a vertical that has no copy of its own yet (docs/product/rules.md#site-copy):
// about, why, prepare and seasonal advice per kind, with fact slots ({vertical}, {city}, ...). Lines
// tagged with when() only fit some sites (see lines.ts); copy written per vertical replaces all of it.
import { type Line, when } from './lines';

export const GENERIC_AUDIENCE = {
  emergency: 'homeowners',
  planned: 'homeowners',
  legal: 'clients',
  medical: 'patients',
  care: 'families',
  professional: 'clients',
} as const;

export const GENERIC_ABOUT: readonly Line[] = [
  when(
    '{Field} is work most homeowners in {city} only think about when something needs attention, which is exactly when clear advice matters.',
    'trade',
  ),
  when(
    'We help homeowners and businesses across {county} plan {vertical} jobs, compare options and understand the work before anything starts.',
    'trade',
  ),
  when(
    'Every request starts with a conversation about what you see, what you need and what you would like to spend.',
    'trade',
  ),
  when(
    'A written estimate lists the scope, the materials and the timeline, so there are no surprises halfway through.',
    'trade',
  ),
  when(
    'Good {vertical} work depends on an accurate assessment, because the cause of a problem is not always where it shows.',
    'trade',
  ),
  when(
    'We explain the options in plain language, including when a small repair is enough and when it is not.',
    'trade',
  ),
  when(
    'Buildings in {city} range from older houses to recent construction, and each needs a slightly different approach.',
    'trade',
  ),
  when(
    'Weather in {stateName} affects when {vertical} work is easiest to schedule and which materials hold up best.',
    'trade',
  ),
  when('A quote carries no obligation: you decide what happens next.', 'trade'),
  when(
    'If something fails suddenly, tell us what is happening and we will advise on the first steps to limit the damage.',
    'urgent',
  ),
  when(
    'Planned {vertical} projects go best when measurements, choices and dates are settled early.',
    'planned',
  ),
  when('Work that needs a permit in {county} is planned with the permit in mind from the start.', 'permits'),
  when(
    'Legal problems rarely arrive at a convenient time, and the first questions are usually the same: what happens next, and what are my options?',
    'legal',
  ),
  when(
    'Through {business}, people in {city} can ask for a consultation about {vertical} matters and have a lawyer review their situation.',
    'legal',
  ),
  when(
    'A first conversation covers what happened, the deadlines that may apply and the documents worth gathering.',
    'legal',
  ),
  when(
    'Court procedures and filing rules in {stateName} and the courts serving {county} shape how a matter moves forward.',
    'legal',
  ),
  when(
    'Fees are discussed before you commit to anything, and the arrangement is explained in writing.',
    'legal',
  ),
  when(
    'No lawyer can promise a particular result; what you can expect is honest advice about the options and the risks.',
    'legal',
  ),
  when('Acting early usually leaves more options open, because many legal deadlines are short.', 'legal'),
  when('Legal terms are explained in plain language as they come up.', 'legal'),
  when(
    'Choosing a {vertical} provider in {city} starts with knowing what kind of care you need and what to ask.',
    'medical',
  ),
  when(
    '{business} helps patients in {city} and {county} request an appointment and get clear information before the first visit.',
    'medical',
  ),
  when(
    'A first visit usually starts with your history, your concerns and what you hope to change.',
    'medical',
  ),
  when(
    'Treatment options are explained with their benefits, risks and alternatives, so you can decide with full information.',
    'medical',
  ),
  when('Results vary from person to person, and a good provider says so plainly.', 'medical'),
  when('Insurance coverage and payment options are worth checking before treatment starts.', 'medical'),
  when(
    'Practitioners in {stateName} are licensed by state boards, and you can check any license online.',
    'medical',
  ),
  when(
    'Looking for care for yourself or someone you love is a big step, and it deserves calm, clear information.',
    'care',
  ),
  when(
    '{business} helps families in {city} and {county} understand the options and ask the right questions.',
    'care',
  ),
  when(
    'Every person is different, so the right setting depends on health, needs, preferences and budget.',
    'care',
  ),
  when(
    'Visiting, asking about staffing and daily routines, and reading the paperwork carefully all help a decision.',
    'care',
  ),
  when(
    'Coverage through insurance, Medicare or Medicaid varies, so it is worth checking before deciding.',
    'care',
  ),
  when('Questions about cost, contracts and what happens if needs change are always welcome.', 'care'),
  when(
    'Financial decisions are easier with someone who explains the options in plain language.',
    'professional',
  ),
  when(
    '{business} helps clients in {city} and {county} compare options and understand the terms before committing.',
    'professional',
  ),
  when(
    'A first conversation covers your goals, your timeline and the documents that will be needed.',
    'professional',
  ),
  when(
    'Rates, fees and terms depend on your situation and the market, so every quote is specific to you.',
    'professional',
  ),
  when(
    'No one can promise a particular rate, approval or saving; what you can expect is a clear comparison.',
    'professional',
  ),
  when(
    'Professionals in this field are licensed in {stateName}, and you can ask for any license number.',
    'professional',
  ),
  when(
    'Local knowledge of {city} and {county} helps when timing, prices and paperwork matter.',
    'professional',
  ),
  when('There is no obligation to go ahead after a first conversation.', 'advice'),
];

export const GENERIC_WHY: readonly Line[] = [
  'Plain language, no jargon',
  'Local to {county}, with requests from across {city}',
  'Honest advice, including when something is not needed',
  'Requests from all {zipCount} ZIP codes of {city} welcome',
  'A personal answer to every request',
  when('Written quotes before any work starts', 'trade'),
  when('Repair and replacement compared side by side', 'trade'),
  when('Respect for your property, cleaned up on completion', 'trade'),
  when('Follow-up after the job to make sure everything is right', 'trade'),
  when('Work explained before, during and after the job', 'trade'),
  when('Answers around the clock, every day', 'open24h'),
  when('Clear hours: {hours}', 'hours'),
  when('A lawyer reviews your situation before any advice is given', 'legal'),
  when('Fees explained in writing before you commit', 'legal'),
  when('Deadlines and next steps explained plainly', 'legal'),
  when('Straight talk about risks as well as options', 'legal'),
  when('Treatment options explained with their risks and alternatives', 'medical'),
  when('Questions welcome before, during and after care', 'medical'),
  when('Coverage and costs discussed before treatment', 'medical'),
  when('No pressure to book more than you need', 'medical'),
  when('Unhurried conversations with families', 'care'),
  when('Help comparing settings, services and costs', 'care'),
  when('Respect for the person receiving care', 'care'),
  when('Plain answers about contracts and coverage', 'care'),
  when('Options compared side by side', 'professional'),
  when('Fees and terms explained before you commit', 'professional'),
  when('Plain answers about documents and timelines', 'professional'),
  when('No pressure to go ahead', 'professional'),
];

export const GENERIC_PREPARE: readonly Line[] = [
  when('Photos of the problem or the area you want worked on', 'trade'),
  when('Rough measurements, if you have them', 'trade'),
  when('When the problem started and anything that makes it worse', 'trade'),
  when('The age of the system or material, if you know it', 'trade'),
  when('Preferred dates and access notes (gates, pets, parking)', 'trade'),
  when('Any earlier quotes or reports you want to compare', 'trade'),
  when('A short timeline of what happened, with dates', 'legal'),
  when('Letters, notices, contracts or court papers you have received', 'legal'),
  when('Names of the other people or companies involved', 'legal'),
  when('Any deadlines you have been given', 'legal'),
  when('Your insurance card and a photo ID', 'medical'),
  when('A list of medications and allergies', 'medical'),
  when('Earlier records or test results, if you have them', 'medical'),
  when('What you hope treatment will change', 'medical'),
  when('A short summary of health needs and daily routines', 'care'),
  when('A list of medications and current providers', 'care'),
  when('Insurance, Medicare or Medicaid details', 'care'),
  when('Who else in the family should take part in the decision', 'care'),
  when('Recent statements or documents for the matter at hand', 'professional'),
  when('Your goals and the timeline you have in mind', 'professional'),
  when('Any earlier quotes or offers you want to compare', 'professional'),
  when('Contact details for anyone who decides with you', 'professional'),
  'Your questions, written down so none are forgotten',
];

/** Seasonal advice by how a month compares with the vertical's year (facts: peak months, factors). */
export const GENERIC_SEASON = {
  peak: [
    'In {month}, schedules for {vertical} around {city} fill quickly, so send your request early.',
    '{month} is one of the busiest months for {vertical}; asking early gives you more choice of dates.',
  ],
  before: [
    'Plan ahead of {nextPeak}, when schedules for {vertical} are fullest: asking now gives you the widest choice of dates.',
    'Book before the {nextPeak} rush: requests sent early are easier to fit in.',
  ],
  quiet: [
    'Quieter months like {month} are a good time to plan {vertical} and compare options without a wait.',
    '{month} is usually calmer for {vertical}, which makes it a good time to get advice and quotes.',
  ],
  even: [
    '{Field} needs come up all year, so the best time to ask is when you first notice a need.',
    'There is no wrong season to ask about {vertical}; the sooner you ask, the more options you keep.',
  ],
} as const;
