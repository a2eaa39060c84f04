// FAQ banks per vertical group: cost, timing, licensing, emergencies, estimates, area.
import type { VerticalGroup } from './services';

type Bank = { q: string[]; a: string[] }[];

const COMMON: Bank = [
  {
    q: ['How much does {vertical} cost in {city}?', 'What should I budget for {vertical} in {city}?'],
    a: [
      'It depends on the scope of the job. We give a written quote after a short conversation, so you know the price before anything starts.',
      'Costs in {city} vary with the size of the job, materials and access. Ask for a free quote and compare it with others.',
    ],
  },
  {
    q: ['How quickly can you help in {city}?', 'How soon can someone come out to {city}?'],
    a: [
      'Most requests from {city} get a reply the same working day, and many jobs are booked within the week.',
      'It depends on the season: in {month} calendars are usually {seasonBusy}, which affects lead times. Send a request and we reply with a time.',
    ],
  },
  {
    q: ['Which areas near {city} do you cover?', 'Do you work outside {city}?'],
    a: [
      'Yes: besides {city} we cover {nearList} and other parts of {county}.',
      'We serve {city} and neighboring communities such as {nearList}.',
    ],
  },
  {
    q: ['Is the first consultation free?', 'Do I pay anything for a quote?'],
    a: [
      'Asking questions and getting a quote is free, and you are under no obligation.',
      'A first conversation and a written estimate cost nothing.',
    ],
  },
];

const BY_GROUP: Record<VerticalGroup, Bank> = {
  home: [
    {
      q: ['Are you licensed and insured in {stateName}?', 'Do your contractors carry a {stateName} license?'],
      a: [
        'Contractors we work with hold the licenses {stateName} and {county} require for {vertical}, and carry liability insurance. Ask to see proof before work starts.',
        'Yes. Ask for the license number and insurance certificate; you can check a license with the {stateName} licensing board.',
      ],
    },
    {
      q: ['Do you handle emergencies in {city}?', 'What if I have an urgent {vertical} problem?'],
      a: [
        'Urgent problems in {city} get priority. Call us and describe what is happening so we can advise on immediate steps.',
        'Yes, tell us it is urgent in the form or by phone and we will do our best to come out quickly.',
      ],
    },
  ],
  legal: [
    {
      q: [
        'Is the lawyer licensed in {stateName}?',
        'Can an attorney here represent me in {stateName} courts?',
      ],
      a: [
        'Attorneys we refer to are admitted to the {stateName} bar. You can confirm any lawyer on the state bar website.',
        'Yes, representation is by lawyers admitted in {stateName}, familiar with the courts serving {county}.',
      ],
    },
    {
      q: ['How are legal fees charged?', 'What will a {vertical} cost me?'],
      a: [
        'Fee arrangements depend on the case; many matters start with a free consultation where fees are explained in writing.',
        'You will hear about fees before you commit to anything, at the first consultation.',
      ],
    },
  ],
  health: [
    {
      q: ['Are practitioners licensed in {stateName}?', 'Who will treat me?'],
      a: [
        'Care is provided by practitioners licensed by the relevant {stateName} board.',
        'Licensed professionals in {stateName}; you can verify any license with the state board.',
      ],
    },
    {
      q: ['Do you accept insurance?', 'Can I use my insurance?'],
      a: [
        'Many plans are accepted. Tell us your insurer in the form and we will confirm coverage before your visit.',
        'Coverage depends on your plan; we check it with you before booking.',
      ],
    },
  ],
  finance: [
    {
      q: ['Are advisers licensed in {stateName}?', 'Who will I be talking to?'],
      a: [
        'You will speak with professionals holding the licenses {stateName} requires for this work.',
        'A licensed professional serving {county}; ask for their license number at any time.',
      ],
    },
  ],
  auto: [
    {
      q: ['Do you come to me in {city}?', 'Can you help if I am stuck near {city}?'],
      a: [
        'Yes, mobile help is available across {city} and nearby roads towards {n1}.',
        'Tell us where you are and we will send help or advise on the quickest option.',
      ],
    },
  ],
  care: [
    {
      q: ['Can we visit before deciding?', 'How do we choose the right option in {city}?'],
      a: [
        'Yes. Visits and conversations with families from {city} are welcome and free of charge.',
        'We help you compare options near {city} so you can decide calmly.',
      ],
    },
  ],
  service: [
    {
      q: ['Are you licensed in {stateName}?', 'What credentials do you hold?'],
      a: [
        'We follow the licensing rules of {stateName} for this work; ask us for details at any time.',
        'Professionals we work with meet {stateName} requirements.',
      ],
    },
  ],
};

export function faqBank(group: VerticalGroup): Bank {
  return [...COMMON, ...BY_GROUP[group]];
}
