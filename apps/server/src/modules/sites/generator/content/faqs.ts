// Generic questions for verticals without copy (cost, timing, area, consultations), and the
// licensing question every site answers from the business's own facts: its license number and
// insurance when given, otherwise what to ask any provider for. Nothing is claimed that is not known.
import type { BusinessInfo } from '../types';
import type { Tag } from './lines';

/** A question with alternative wordings; a page picks one question and one answer. */
export interface FaqChoice {
  q: readonly string[];
  a: readonly string[];
}

/** `local`: about this place and this business's hours, asked on every site, copy or not. */
export type FaqLine = FaqChoice & { when?: readonly Tag[]; local?: true };

export const GENERIC_FAQS: readonly FaqLine[] = [
  {
    q: ['How much does {vertical} cost in {city}?', 'What should I budget for {vertical} in {city}?'],
    a: [
      'It depends on the scope of the job. A written quote follows a short conversation, so you know the price before anything starts.',
      'Costs in {city} vary with the size of the job, materials and access. Ask for a free quote and compare it with others.',
    ],
    when: ['trade'],
  },
  {
    q: ['How are fees for {vertical} charged?', 'What will {vertical} cost me?'],
    a: [
      'It depends on the matter and the work involved. Fees are explained in writing before you commit to anything.',
      'You hear about fees before you commit, at the first consultation, and you can compare before deciding.',
    ],
    when: ['advice'],
  },
  {
    local: true,
    q: ['How quickly can you help in {city}?', 'How soon can I hear back?'],
    a: [
      '{business} answers requests around the clock, every day. Describe what is happening and you hear back with next steps.',
    ],
    when: ['open24h'],
  },
  {
    local: true,
    q: ['How quickly can you help in {city}?', 'How soon can I hear back?'],
    a: [
      'Requests are answered during our hours, {hours}. Send the form at any time and we reply when we are next open.',
    ],
    when: ['hours'],
  },
  {
    local: true,
    q: ['How quickly can you help in {city}?', 'How soon can someone help in {city}?'],
    a: [
      'It depends on the season: in {month} calendars are usually {seasonBusy}, which affects lead times. Send a request and we reply with a time.',
    ],
    when: ['nohours'],
  },
  {
    local: true,
    q: ['Which areas near {city} do you cover?', 'Do you work outside {city}?'],
    a: [
      'Besides {city}, we take requests from {nearList} and other parts of {county}.',
      'We serve {city} and neighboring communities such as {nearList}.',
    ],
  },
  {
    q: ['Is the first conversation free?', 'Do I pay anything for a quote?'],
    a: [
      'Asking questions and getting a quote is free, and you are under no obligation.',
      'A first conversation and a written estimate cost nothing.',
    ],
    when: ['trade'],
  },
  {
    q: ['Can I ask questions before deciding?', 'Do I have to commit after the first conversation?'],
    a: [
      'A first conversation is for your questions, and there is no obligation to go ahead.',
      'Questions are welcome, and nothing is decided until you have the information you need.',
    ],
    when: ['advice'],
  },
  {
    q: ['What if I have an urgent {vertical} problem?', 'What should I do if something fails suddenly?'],
    a: [
      'Describe what is happening in the form so we can advise on immediate steps, and make the area safe if you can.',
      'Tell us it is urgent in the form and we do our best to help quickly.',
    ],
    when: ['urgent'],
  },
  {
    q: ['What should I do before the first appointment?', 'What should I have ready?'],
    a: [
      'Write down your questions and gather any documents or records that relate to the matter. It makes the first conversation far more useful.',
    ],
    when: ['advice'],
  },
  {
    q: ['Do you accept insurance?', 'Can I use my insurance?'],
    a: [
      'Coverage depends on your plan. Tell us your insurer in the form and ask to have coverage confirmed before your visit.',
      'It depends on your plan; check coverage before booking and ask what is billed separately.',
    ],
    when: ['medical'],
  },
  {
    q: ['Can we visit before deciding?', 'How do we choose the right option in {city}?'],
    a: [
      'Visits and questions are welcome before any decision, and comparing more than one option near {city} is wise.',
      'Compare options near {city}, visit, and ask about costs, staffing and contracts before you decide.',
    ],
    when: ['care'],
  },
  {
    q: ['What will I need to get started?', 'Which documents should I gather?'],
    a: [
      'Recent statements, identification and any documents about the matter at hand. A first conversation confirms the rest.',
    ],
    when: ['professional'],
  },
];

/** The licensing question, answered from the business's own facts ({license} slot) or as what to check. */
export function licenseFaq(kind: string, business: BusinessInfo): FaqChoice {
  const lic = business.licenseNumber?.trim();
  const own = [
    lic ? 'Our license number is {license}; you can check it with the board that issued it.' : '',
    business.insured === true ? 'We carry insurance for our work and can show the certificate.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  switch (kind) {
    case 'legal':
      return {
        q: ['Is the lawyer licensed in {stateName}?', 'How can I check a lawyer in {stateName}?'],
        a: [
          `${own ? `${own} ` : ''}Every lawyer practicing in {stateName} must be admitted to the state bar, and you can confirm any lawyer's standing on the {stateName} bar website.`,
        ],
      };
    case 'medical':
    case 'care':
      return {
        q: ['Are practitioners licensed in {stateName}?', 'How do I check a license in {stateName}?'],
        a: [
          `${own ? `${own} ` : ''}Ask for the name and license of the professional who will care for you, and check it with the {stateName} board that issues it.`,
        ],
      };
    case 'professional':
      return {
        q: ['Are you licensed in {stateName}?', 'What license should I ask about?'],
        a: [
          `${own ? `${own} ` : ''}Professionals in this field need a {stateName} license; ask for the license number and check it with the state regulator.`,
        ],
      };
    default:
      return {
        q: [
          'Are you licensed and insured in {stateName}?',
          'What should I check before hiring for {vertical}?',
        ],
        a: [
          own
            ? `${own} Ask any provider for the same before work starts.`
            : 'Ask any {vertical} provider for their license number where {stateName} or {county} requires one, and for a certificate of insurance, before work starts.',
        ],
      };
  }
}
