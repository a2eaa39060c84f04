// The generic service voice for verticals without copy (docs/product/rules.md#site-copy): what a
// service includes, signs, steps, cost, timing and questions, with a {service} slot. Trades and
// advice kinds (legal, medical, care, professional) get their own wording; tags as in lines.ts.
import { type Line, when } from './lines';

export const SERVICE_WHAT: readonly Line[] = [
  when(
    '{Service} covers the assessment, the work itself and a final check that everything is right.',
    'trade',
  ),
  when('Every {service} job starts with finding the cause, not just the symptom.', 'trade'),
  when(
    'We explain what {service} involves, how long it takes and what it costs before work begins.',
    'trade',
  ),
  when('A typical {service} visit includes an inspection, a written quote and a clear timeline.', 'trade'),
  when(
    'Materials for {service} are chosen for the job and for how long you want the result to last.',
    'trade',
  ),
  when('Where a smaller repair is enough, we say so; where it is not, we explain why.', 'trade'),
  when(
    '{Service} in older buildings around {city} can uncover wear hidden behind walls, floors or fixtures, and we point it out before going further.',
    'trade',
  ),
  when('The scope of {service} is agreed in writing, so both sides know what is included.', 'trade'),
  when(
    'Good {service} leaves the area clean and the work documented, with photos where that helps.',
    'trade',
  ),
  when('You will know who is coming, when, and what they will do during the {service} visit.', 'trade'),
  when('Where {service} needs a permit in {county}, the permit is part of the plan.', 'permits'),
  when('{Service} starts with understanding your situation and what you want to achieve.', 'advice'),
  when(
    'A first consultation about {service} covers the facts, the options and the likely next steps.',
    'advice',
  ),
  when('You will hear what {service} involves, what it may cost and how long it usually takes.', 'advice'),
  when('Every situation is different, so advice about {service} is specific to yours.', 'advice'),
  when('Documents and dates matter for {service}, and gathering them early saves time.', 'advice'),
  when('The options, risks and alternatives of {service} are explained before you decide.', 'advice'),
  when(
    'People in {city} often ask about {service} when something has changed and they need clear information.',
    'advice',
  ),
  when('Nothing about {service} is decided until you have the information you need.', 'advice'),
  when(
    'Results of {service} depend on individual circumstances, and no one can promise a particular outcome.',
    'advice',
  ),
  'Questions about {service} are welcome before, during and after.',
];

export const SERVICE_SIGNS: readonly Line[] = [
  when('Something that worked before no longer works as it should', 'trade'),
  when('Visible wear, cracks, stains or damage', 'trade'),
  when('Unusual noises, smells or leaks', 'trade'),
  when('Rising bills or repeated small repairs', 'trade'),
  when('An inspection or a buyer has flagged a problem', 'trade'),
  when('The system or material is near the end of its expected life', 'trade'),
  when('You are planning a renovation or a sale', 'trade'),
  when('A recent storm may have caused damage', 'trade'),
  when('A deadline or a court date is approaching', 'legal'),
  when("Someone else's insurer or lawyer has contacted you", 'legal'),
  when('You have received a letter or notice you do not understand', 'legal'),
  when('You are unsure what your rights are', 'legal'),
  when('A problem has lasted longer than expected', 'medical'),
  when('Everyday activities have become harder', 'medical'),
  when('Your own provider has suggested a specialist', 'medical'),
  when('You want a second opinion before treatment', 'medical'),
  when('Daily tasks have become harder to manage safely', 'care'),
  when('A recent hospital stay or diagnosis has changed needs', 'care'),
  when('Family caregivers need support', 'care'),
  when('You want to compare options before a crisis', 'care'),
  when('A big purchase, sale or deadline is coming up', 'professional'),
  when('Your situation has changed: a move, marriage, new job or business', 'professional'),
  when('You want to compare offers or terms', 'professional'),
  when('Paperwork or rules have become hard to follow', 'professional'),
];

/** Step sequences: a page takes one whole sequence. Each entry is one sequence joined by "|". */
export const SERVICE_STEPS: readonly Line[] = [
  when(
    'You describe the job in the form on this page.|We confirm the details and arrange a time to assess the work.|You receive a written quote with the scope, materials and timeline.|The work is done as agreed, with updates if anything changes.|We check the result with you and clean up.',
    'trade',
  ),
  when(
    'Tell us what you need and where in {city} the job is.|An assessment on site confirms the cause and the options.|You choose an option and a date that suits you.|The work is carried out and explained as it goes.|A final walk-through makes sure you are happy with the result.',
    'trade',
  ),
  when(
    'Send a short description of the matter in the form.|A lawyer reviews what you sent and arranges a consultation.|The consultation covers the facts, deadlines, options and fees.|If you go ahead, the fee arrangement is set out in writing.|You get updates as the matter moves forward.',
    'legal',
  ),
  when(
    'Request an appointment through the form.|The first visit covers your history, concerns and goals.|Any examination or tests are explained as they happen.|Treatment options are discussed with their benefits, risks and costs.|Follow-up visits check progress and adjust the plan.',
    'medical',
  ),
  when(
    'Tell us a little about the person who needs care.|A conversation covers needs, preferences, coverage and budget.|You visit or learn about the options that fit.|Contracts, costs and services are explained before any decision.|Support continues while care begins.',
    'care',
  ),
  when(
    'Send a short note about what you need and when.|A conversation covers your goals, documents and timeline.|Options, fees and terms are compared side by side.|You decide whether and how to go ahead.|Paperwork and next steps are handled with you, one at a time.',
    'professional',
  ),
];

export const SERVICE_COST: readonly Line[] = [
  when('The cost of {service} in {city} depends on the size of the job, the materials and access.', 'trade'),
  when('Prices for {service} vary with scope; a written quote follows an assessment.', 'trade'),
  when(
    'For {service}, the main cost drivers are labor time, parts and any permits {county} requires.',
    'permits',
  ),
  when('No two {service} jobs are alike, so every quote is specific to the job.', 'trade'),
  when('Materials make a large difference: standard and premium options are compared side by side.', 'trade'),
  when('Hidden damage found once work starts is priced and agreed before it is fixed.', 'trade'),
  'Getting more than one written quote for {service} is a sensible way to compare.',
  when('The cost of {service} depends on the complexity of your situation and the time it needs.', 'advice'),
  when('Fees for {service} are explained before you commit to anything.', 'advice'),
  when('Ask what is included, what is billed separately and how payment works.', 'advice'),
  when('Insurance may cover part of {service}; coverage depends on your plan.', 'medical'),
  when(
    'Fee arrangements for {service} vary: some matters are billed by the hour, others by flat fee or contingency.',
    'legal',
  ),
  when('Coverage through insurance, Medicare or Medicaid varies, so check it before deciding.', 'care'),
  when(
    'Rates, fees and terms for {service} depend on your situation and the market on the day.',
    'professional',
  ),
];

export const SERVICE_TIMING: readonly Line[] = [
  when('Most {service} jobs in {city} are scheduled within a few days.', 'planned'),
  'Timing for {service} depends on the season: {peakSentence}.',
  'In {month}, {service} appointments around {city} are usually {seasonBusy}.',
  when('Urgent {service} needs get priority whenever the schedule allows.', 'urgent'),
  when('{business} answers {service} requests around the clock, weekends and holidays included.', 'open24h'),
  when('Requests for {service} are answered during our hours, {hours}.', 'hours'),
  when('The length of a {service} job depends on its size; the quote says how long it should take.', 'trade'),
  when('A first consultation about {service} is arranged once you send the form and pick a time.', 'advice'),
  when(
    'How long {service} takes depends on your situation; you will hear a realistic estimate early on.',
    'advice',
  ),
  when('Legal deadlines can be short, so it is wise to ask about {service} early.', 'legal'),
];

export const SERVICE_FAQS: readonly { q: Line; a: string }[] = [
  {
    q: when('How long does {service} take?', 'trade'),
    a: 'It depends on the size of the job. Small jobs often take a single visit; larger ones are scheduled in stages, and the quote says which applies.',
  },
  {
    q: when('Do I need to be home for {service}?', 'trade'),
    a: 'Someone should be there at the start to show the problem and at the end to check the result. In between, it depends on access.',
  },
  {
    q: 'How do I know if {service} is the right choice?',
    a: 'An assessment shows the situation and the options. They are compared side by side, including doing less, so you can choose.',
  },
  {
    q: when('What affects the price of {service}?', 'trade'),
    a: 'Mainly the size of the job, the materials, access and anything hidden that turns up. The written quote lists each part.',
  },
  {
    q: when('Can you quote {service} without a visit?', 'trade'),
    a: 'Photos and measurements give a rough idea, but a firm quote usually follows an assessment on site.',
  },
  {
    q: 'What should I ask before choosing a provider for {service}?',
    a: 'Ask for the scope, the price, the timeline and the license number where your state requires one, all in writing.',
  },
  {
    q: when('What happens at a first consultation about {service}?', 'advice'),
    a: 'You explain your situation and what you hope to achieve, and you hear the options, the likely steps and the costs. There is no obligation to go ahead.',
  },
  {
    q: when('What does {service} cost?', 'advice'),
    a: 'It depends on your situation and the work involved. Fees are explained before you commit, so you can compare.',
  },
  {
    q: when('What should I bring to a first appointment about {service}?', 'advice'),
    a: 'Any documents, records or letters related to the matter, a list of questions and the dates that matter to you.',
  },
];
