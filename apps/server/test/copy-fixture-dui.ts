// Test copy for a legal kind (see copy-fixtures.ts).
import type { VerticalCopy } from '../src/modules/sites/generator/content/copy';

export const DUI_LAWYER_COPY: VerticalCopy = {
  slug: 'dui-lawyer',
  kind: 'legal',
  audience: 'clients',
  about: [
    'A DUI arrest starts two cases at once: the criminal charge in court and a separate license action with the state.',
    'The license side often has a short deadline to request a hearing, so acting quickly matters.',
    'Through {business}, drivers charged in {city} and {county} can have a DUI lawyer review their situation.',
    'A lawyer looks at the stop, the field sobriety tests, the breath or blood test and the paperwork for problems.',
    'You hear your options in plain language, including what a plea, a diversion program or a trial could mean.',
    'No lawyer can promise an outcome, and every case depends on its own facts and the court in {stateName}.',
    'Fees and what they cover are explained before you decide anything.',
  ],
  services: [
    {
      name: 'DUI Defense',
      keyword: 'dui lawyer',
      what: [
        'DUI defense covers the criminal charge from arraignment through plea negotiations or trial.',
        'A lawyer reviews the reason for the stop, the officer reports, dashcam and bodycam video and the test results.',
        'Breath test machines need regular calibration and trained operators, and records can show gaps.',
        'Blood tests depend on how the sample was drawn, stored and analyzed.',
        'Depending on the facts, options can include challenging evidence, negotiating a reduced charge or going to trial.',
      ],
      signs: [
        'You were arrested or cited for driving under the influence',
        'You refused a breath or blood test',
        'You received a court date or a notice to appear',
        'You hold a commercial driver license',
      ],
      steps: [
        'Send a short description of the arrest and the date of your court appearance.',
        'A lawyer reviews your situation and explains the deadlines that apply.',
        'The lawyer requests the police reports, video and test records.',
        'You discuss the options and the likely steps, and decide how to proceed.',
        'The lawyer represents you at hearings and keeps you informed.',
      ],
      cost: [
        'Fees depend on whether it is a first or repeat charge, whether there was an accident and whether the case goes to trial.',
        'Ask what the fee includes, such as the license hearing, expert witnesses and trial.',
      ],
      timing: [
        'A first court date usually comes within weeks of the arrest.',
        'Many cases take a few months to resolve, longer if they go to trial.',
      ],
      faqs: [
        {
          q: 'Should I plead guilty at my first court date?',
          a: 'Talk with a lawyer before entering any plea. A guilty plea usually cannot be undone, and there may be options you do not know about.',
        },
        {
          q: 'Can a DUI be reduced to a lesser charge?',
          a: 'Sometimes, depending on the evidence, your record and local practice. A lawyer can tell you whether it is realistic in your case.',
        },
        {
          q: 'Will I go to jail for a first DUI?',
          a: 'It depends on the state, the facts and your record. Many first offenses end without jail time, but no lawyer can promise a result.',
        },
      ],
    },
    {
      name: 'License Suspension Hearing',
      keyword: 'dui license hearing',
      what: [
        'After a DUI arrest, the state can suspend your driver license separately from the criminal case.',
        'In many states you have only a short window after the arrest to request an administrative hearing.',
        'At the hearing, a lawyer can question the officer and challenge the basis for the suspension.',
        'Even when a suspension stands, you may qualify for a restricted license for work or school.',
      ],
      signs: [
        'An officer took your license or gave you a temporary permit',
        'You received a notice of suspension in the mail',
        'You need to drive for work, school or medical care',
        'You refused a chemical test at the time of arrest',
      ],
      steps: [
        'Check the date on your notice and send it with your request.',
        'A lawyer confirms the deadline and files the hearing request.',
        'The hearing is prepared with the officer report and test records.',
        'You learn the result and any options for a restricted license.',
      ],
      cost: [
        'Hearing fees depend on the state process and whether it is combined with the criminal defense.',
        'Ask whether the hearing is included in a flat fee or billed separately.',
      ],
      timing: [
        'Hearing request deadlines are often counted in days, so contact a lawyer right after the arrest.',
      ],
      faqs: [
        {
          q: 'Is the license hearing the same as the court case?',
          a: 'No. It is a separate administrative process with its own deadline and rules, and its outcome does not decide the criminal case.',
        },
        {
          q: 'Can I drive while my case is pending?',
          a: 'It depends on the temporary permit you received and the state rules. A lawyer can explain what applies to you.',
        },
      ],
    },
    {
      name: 'Underage DUI',
      keyword: 'underage dui lawyer',
      what: [
        'Drivers under 21 face lower alcohol limits and penalties that can affect school, scholarships and future jobs.',
        'Parents often have questions about insurance, license points and what goes on a record.',
        'A lawyer explains diversion or education programs that may be available for young drivers.',
        'The goal is to understand every option before any decision is made.',
      ],
      signs: [
        'A driver under 21 was cited after drinking any amount',
        'A college or school has opened its own process',
        'An insurer has asked about the arrest',
        'The family is unsure what the charge means for the future',
      ],
      steps: [
        'Send the citation details and the court date.',
        'A lawyer reviews the situation with the young driver and family.',
        'Records and any program options are looked into.',
        'The family decides how to proceed with a clear picture of the risks.',
      ],
      cost: ['Fees depend on the charge, any school proceedings and whether a program or trial is involved.'],
      timing: ['Underage cases often move quickly, so early advice keeps more options open.'],
      faqs: [
        {
          q: 'Can an underage DUI be sealed or expunged?',
          a: 'Some states allow records to be sealed after a program or waiting period. A lawyer can tell you what applies in your state.',
        },
        {
          q: 'Will the school find out?',
          a: 'Some schools learn of arrests through their own reporting rules. A lawyer can explain how the court case and school process interact.',
        },
      ],
    },
    {
      name: 'Commercial Driver DUI',
      keyword: 'cdl dui lawyer',
      what: [
        'Commercial drivers face stricter limits and longer disqualifications than other drivers.',
        'A DUI in a personal vehicle can still affect a CDL.',
        'A lawyer explains how the charge could affect your job and what your employer may need to know.',
        'The defense looks at the same evidence as any DUI: the stop, the tests and the procedures followed.',
      ],
      signs: [
        'You hold a CDL and were arrested for DUI in any vehicle',
        'Your employer has asked about the arrest',
        'You received a disqualification notice',
        'You refused a test while holding a CDL',
      ],
      steps: [
        'Send the arrest details and your license information.',
        'A lawyer reviews the criminal and license deadlines.',
        'Evidence and records are gathered for both.',
        'You decide on a strategy with the effect on your job in mind.',
      ],
      cost: ['Fees depend on the charge, the license proceedings and whether the case goes to trial.'],
      timing: ['CDL disqualification rules add deadlines of their own, so early advice matters.'],
      faqs: [
        {
          q: 'Can I keep driving commercially after a DUI arrest?',
          a: 'It depends on the license action and your employer. A lawyer can explain the rules that apply before your hearing.',
        },
        {
          q: 'Does a DUI in my own car affect my CDL?',
          a: 'Yes, in most cases it can. Commercial license rules apply to offenses in personal vehicles too.',
        },
      ],
    },
  ],
  why: [
    'A lawyer reviews your situation before any advice is given',
    'Deadlines for the license hearing explained right away',
    'Fees explained in writing before you commit',
    'Evidence reviewed, from the stop to the test results',
    'Plain answers about pleas, programs and trials',
    'Respect and no judgment',
  ],
  prepare: [
    'Your citation, bail paperwork and any notice of suspension',
    'The date and time of the arrest and your court date',
    'Notes on what happened, written while you remember',
    'Names of any witnesses who were with you',
  ],
  faqs: [
    {
      q: 'Do I really need a lawyer for a first DUI?',
      a: 'You are not required to have one, but the consequences can be serious and the deadlines short. A lawyer can explain options you may not know about.',
    },
    {
      q: 'What happens at the first consultation?',
      a: 'You explain what happened, and a lawyer explains the charges, the deadlines and the likely steps. You decide afterward whether to go ahead.',
    },
    {
      q: 'Is what I tell a lawyer confidential?',
      a: 'Communications with your lawyer for legal advice are generally protected. Ask the lawyer about confidentiality at the start of the conversation.',
    },
    {
      q: 'How long does a DUI stay on my record?',
      a: 'It depends on the state; some offenses stay for years or permanently. A lawyer can explain the rules on sealing or expungement where you live.',
    },
    {
      q: 'Can I refuse a breath test?',
      a: 'Refusing usually triggers its own license penalties under implied consent laws. What it means for your case depends on the state and the facts.',
    },
    {
      q: 'What if I was not driving when the officer arrived?',
      a: 'Many states also charge being in physical control of a vehicle. The details matter, so describe them to the lawyer.',
    },
  ],
  seasons: [
    {
      months: [10, 11, 0],
      advice: ['Holiday checkpoints are common in winter; know your rights before you drive.'],
    },
    { months: [1, 2, 3, 4], advice: ['If you have a court date coming up, gather your paperwork now.'] },
    {
      months: [5, 6, 7, 8, 9],
      advice: ['Summer holidays bring more traffic stops; plan a sober ride home.'],
    },
  ],
  disclaimer:
    'Attorney advertising. This website is general information, not legal advice, and does not create an attorney-client relationship. Past results do not predict the outcome of another case.',
  banned: ['we will win', 'get you off'],
};
