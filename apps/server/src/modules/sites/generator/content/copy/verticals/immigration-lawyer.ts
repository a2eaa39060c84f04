// Immigration lawyer: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const immigrationLawyer: VerticalCopy = {
  slug: 'immigration-lawyer',
  kind: 'legal',
  audience: 'immigrants and their families',
  about: [
    'Immigration law decides whether you can live, work or stay with your family in the United States, and small mistakes on forms can cause long delays or denials.',
    'We connect people in {city} with a local immigration lawyer who can explain which path, if any, fits their situation.',
    'A lawyer will review your situation: how you entered, your family ties, your work, any past immigration or criminal history, and your goals.',
    'Immigration law is federal, so the same rules apply in every state, but the local immigration court and USCIS field office affect timing and practice.',
    'Only licensed attorneys and accredited representatives of recognized organizations may give immigration legal advice; notaries and consultants may not.',
    'Many offices can help in Spanish and other languages; ask about it when you reach out so the first conversation is clear.',
  ],
  services: [
    {
      name: 'Family-Based Green Cards',
      keyword: 'green card attorney',
      what: [
        'U.S. citizens and lawful permanent residents can petition for certain relatives to receive a green card, which gives permanent residence.',
        'Spouses, unmarried children under 21 and parents of adult U.S. citizens are immediate relatives and do not wait for a visa number, while other categories wait according to the Visa Bulletin.',
        'The process starts with a family petition and continues either by adjustment of status inside the United States or by consular processing at a U.S. consulate abroad.',
        'The sponsor must usually sign an affidavit of support showing enough income or assets, and the applicant goes through medical, biometric and background checks.',
        "A green card attorney checks eligibility first, including any past unlawful presence, and prepares a complete filing that anticipates the officer's questions.",
      ],
      signs: [
        'You married a U.S. citizen or permanent resident',
        'You want to bring a parent, child or sibling to the United States',
        'You received a request for evidence or an interview notice',
        'You entered without inspection or overstayed a visa',
        'Your conditional green card is about to expire',
      ],
      steps: [
        'A lawyer reviews your family relationship, immigration history and any criminal record.',
        'The family petition and supporting evidence of the relationship are prepared and filed.',
        'Depending on eligibility, the adjustment application or consular process follows.',
        'You attend biometrics, the medical exam and, in many cases, an interview.',
        'The lawyer answers requests for evidence and prepares you for the interview.',
      ],
      cost: [
        'Family green card cases are often handled for a flat fee per stage, separate from the government filing fees.',
        'Cases with past overstays, prior denials, waivers or criminal history take more work and cost more.',
      ],
      timing: [
        'Processing times vary widely by category, country and office, from many months to years for some family categories.',
        'Do not travel abroad while an adjustment application is pending without first asking your lawyer about travel permission.',
      ],
      faqs: [
        {
          q: 'Can I get a green card if I overstayed my visa?',
          a: 'Spouses, parents and minor children of U.S. citizens who entered legally can often adjust status despite an overstay. Other situations may require a waiver or consular processing, so a lawyer will review your history first.',
        },
        {
          q: 'What is a conditional green card?',
          a: 'If you received residence through a marriage of less than two years, the card is valid for two years. You must file to remove the conditions before it expires.',
        },
        {
          q: 'What happens at the marriage interview?',
          a: 'An officer asks about your relationship and reviews evidence such as shared leases, accounts and photos. Preparing with your lawyer helps you answer calmly and accurately.',
        },
      ],
    },
    {
      name: 'Work and Visitor Visas',
      keyword: 'visa lawyer',
      what: [
        'Temporary visas allow people to study, work, visit or join a fiance in the United States for a set purpose and period.',
        'Common categories include H-1B for specialty occupations, L-1 for intracompany transferees, O-1 for people with extraordinary ability, F-1 for students, and K-1 for fiances of U.S. citizens.',
        'Each category has its own requirements, evidence, cap or lottery rules and limits on changing jobs or status.',
        'Employment-based green cards, often through PERM labor certification, are a separate path from temporary work visas.',
        'A visa lawyer helps individuals and employers choose the right category, prepare petitions and keep status valid through extensions and changes.',
      ],
      signs: [
        'An employer wants to sponsor you or you want to hire a foreign worker',
        'You are engaged to a U.S. citizen living abroad',
        'Your status is about to expire and you need an extension or change',
        'Your visa was refused at a consulate',
        'You are a student planning to work after graduation',
      ],
      steps: [
        'A lawyer reviews your education, job offer, history and goals to identify the right visa.',
        'Eligibility evidence is collected, such as degrees, job descriptions or relationship proof.',
        'The petition is filed with USCIS or the application is prepared for a consulate.',
        'Requests for evidence are answered and consular interviews are prepared.',
        'Status is monitored so extensions or changes are filed on time.',
      ],
      cost: [
        'Fees depend on the visa category, who is paying (some employer costs cannot be passed to workers), and government filing fees.',
        'Premium processing, requests for evidence and consular refusals add cost and time.',
      ],
      timing: [
        'Some categories have annual caps with registration in the spring, so planning months ahead matters.',
        'Start extensions well before your status expires.',
      ],
      faqs: [
        {
          q: 'Can I change from a visitor visa to another status?',
          a: 'Sometimes, but it depends on your intent when you entered and the new category. A lawyer will review the risks before you file.',
        },
        {
          q: 'What is the H-1B lottery?',
          a: 'Because there are more applicants than H-1B numbers each year, employers register candidates and a selection is made. Selected registrations can then file full petitions.',
        },
        {
          q: 'What if my visa was refused at the consulate?',
          a: 'The refusal letter states the legal reason. Some refusals can be overcome with more evidence or a waiver, which a lawyer can assess.',
        },
      ],
    },
    {
      name: 'Deportation Defense',
      keyword: 'deportation lawyer',
      what: [
        "Deportation, called removal, is decided in immigration court, where a judge hears the government's case and any defenses or applications for relief.",
        'A case usually starts with a Notice to Appear, followed by short master calendar hearings and later an individual hearing where evidence and testimony are presented.',
        'Forms of relief may include cancellation of removal, asylum, withholding of removal, adjustment of status, or voluntary departure, depending on the facts.',
        'People detained by immigration authorities may be able to ask for a bond hearing to be released while the case continues.',
        'A deportation lawyer reviews the charges, files applications for relief, gathers evidence and represents you before the judge.',
      ],
      signs: [
        'You received a Notice to Appear in immigration court',
        'A family member was detained by immigration authorities',
        'You missed a hearing or have an old removal order',
        'You have a criminal charge and are not a U.S. citizen',
        'Your application was denied and referred to court',
      ],
      steps: [
        'A lawyer reviews your Notice to Appear, immigration history and any criminal records.',
        'The lawyer appears at the master calendar hearing and responds to the charges.',
        'Applications for relief and supporting evidence are prepared and filed.',
        'You are prepared to testify, and witnesses and documents are organized.',
        'The judge decides at the individual hearing, and appeal options are explained.',
      ],
      cost: [
        'Removal defense is usually billed per stage or as a flat fee for the case, and it generally costs more than a simple application because of the hearings involved.',
        'Detention, bond hearings, expert witnesses and appeals add to the cost.',
      ],
      timing: [
        'Never miss an immigration court hearing; a missed hearing can lead to a removal order.',
        "Court cases can take months or years, depending on the court's backlog and whether you are detained.",
      ],
      faqs: [
        {
          q: 'What should I do if I get a Notice to Appear?',
          a: 'Read the hearing date and location carefully, keep your address updated with the court, and speak with a lawyer right away. Missing a hearing has serious consequences.',
        },
        {
          q: 'Can a family member in detention be released?',
          a: 'Many people can request a bond hearing, though some are not eligible because of their history. A lawyer will review the detention and prepare the bond request.',
        },
        {
          q: 'Can a removal order be reopened?',
          a: 'Sometimes, for example when a person did not receive notice of the hearing or circumstances have changed. Deadlines and exceptions apply, so ask promptly.',
        },
      ],
    },
    {
      name: 'Citizenship and Naturalization',
      keyword: 'citizenship lawyer',
      what: [
        'Naturalization lets a lawful permanent resident become a U.S. citizen, with the right to vote, a U.S. passport and the ability to petition for more relatives.',
        'Applicants generally need a set period of permanent residence, continuous residence and physical presence, good moral character, and to pass English and civics tests.',
        'Some applicants qualify for exceptions to the English test based on age and years of residence, or for disability waivers.',
        'Past arrests, long trips abroad, unpaid taxes or child support, and false claims to citizenship can create problems, and some can even put residence at risk.',
        'A citizenship lawyer reviews your history before you file and prepares you for the interview.',
      ],
      signs: [
        'You have had a green card for several years',
        'You have an arrest or conviction in your past',
        'You spent long periods outside the United States',
        'You are unsure whether you already became a citizen through a parent',
        'You received a naturalization interview notice or a denial',
      ],
      steps: [
        'A lawyer reviews your residence dates, travel, taxes and any criminal history.',
        'The application is prepared with supporting documents.',
        'You attend biometrics and study for the English and civics tests.',
        'The lawyer prepares you for the interview and may attend it with you.',
        'After approval, you take the Oath of Allegiance at a ceremony.',
      ],
      cost: [
        'Simple naturalization cases are often handled for a modest flat fee plus the government filing fee, and fee reductions may be available for some applicants.',
        'Cases with arrests, long absences or prior denials take more work and cost more.',
      ],
      timing: [
        'Processing times vary by USCIS office, often several months from filing to interview.',
        'You can usually file a short time before you reach the residence requirement; a lawyer can check your earliest date.',
      ],
      faqs: [
        {
          q: 'Can an old arrest stop me from becoming a citizen?',
          a: 'It depends on the offense and when it happened, and some offenses can also raise removal concerns. Have a lawyer review the records before you file.',
        },
        {
          q: 'Did I become a citizen through my parents?',
          a: 'Some children of U.S. citizens acquired or derived citizenship automatically. The rules depend on the law in effect when you were born or when your parent naturalized.',
        },
        {
          q: 'What is on the citizenship test?',
          a: 'An English reading, writing and speaking test and a civics test on U.S. history and government. USCIS publishes the civics questions so you can study.',
        },
      ],
    },
    {
      name: 'Asylum and Humanitarian Protection',
      keyword: 'asylum lawyer',
      what: [
        'Asylum protects people who fear persecution in their home country because of race, religion, nationality, political opinion or membership in a particular social group.',
        'Asylum generally must be requested within one year of arrival, with limited exceptions, and it can be filed with USCIS or raised as a defense in immigration court.',
        'Other humanitarian options include U visas for crime victims who help law enforcement, T visas for trafficking survivors, VAWA petitions for abused family members, and Temporary Protected Status for certain countries.',
        'These cases depend on a detailed, consistent personal statement and evidence about conditions in the home country.',
        'An asylum lawyer helps you tell your story carefully, gathers supporting documents and prepares you for the interview or hearing.',
      ],
      signs: [
        'You fled your country because you were harmed or threatened',
        'You were the victim of a serious crime in the United States and helped police',
        'A spouse or parent who is a citizen or resident abused you',
        'Your country is designated for Temporary Protected Status',
        'You are approaching one year since you arrived',
      ],
      steps: [
        'A lawyer listens to your story in a private, confidential setting.',
        'Eligibility for asylum and other protections is reviewed.',
        'Your declaration, identity documents and country evidence are prepared.',
        'The application is filed with USCIS or the immigration court.',
        'You are prepared for the interview or hearing, and work permit eligibility is tracked.',
      ],
      cost: [
        'Humanitarian cases take considerable preparation, and fees reflect the time to write declarations and gather evidence.',
        'Nonprofit organizations with accredited representatives may offer low-cost help if a private lawyer is not affordable.',
      ],
      timing: [
        'Speak with a lawyer well before the one-year asylum deadline.',
        'Asylum and humanitarian cases often take a long time because of backlogs.',
      ],
      faqs: [
        {
          q: 'Can I work while my asylum case is pending?',
          a: 'Applicants may request a work permit after a waiting period set by regulation, if the case has not been delayed by the applicant. A lawyer will track your eligibility date.',
        },
        {
          q: 'What if I missed the one-year deadline?',
          a: 'Exceptions exist for changed or extraordinary circumstances, and other protections such as withholding of removal have no deadline. A lawyer will review what applies.',
        },
        {
          q: 'Is what I tell the lawyer private?',
          a: 'Yes. Conversations with your lawyer are confidential, and asylum information is also protected by federal confidentiality rules.',
        },
      ],
    },
  ],
  why: [
    'A local lawyer reviews your situation and explains every possible path honestly',
    'Past history is checked before filing so nothing surprises you at the interview',
    'Forms and evidence are prepared carefully and consistently',
    'Deadlines and hearing dates are tracked for you',
    'You are prepared for interviews and court hearings',
    'Fees are explained in writing, separate from government filing fees',
    'Conversations with a lawyer are confidential',
  ],
  prepare: [
    'Passports, visas, I-94 records and any immigration documents or notices',
    'Birth and marriage certificates, with translations if needed',
    'Any arrest records or court dispositions, even old ones',
    'A list of your entries to and exits from the United States',
    'Copies of anything you filed before with USCIS or the court',
  ],
  faqs: [
    {
      q: 'Can a notary or consultant help with my immigration papers?',
      a: 'In the United States, notaries and consultants are not allowed to give immigration legal advice or choose forms for you. Use a licensed attorney or an accredited representative of a recognized organization.',
    },
    {
      q: 'How long will my case take?',
      a: 'It depends on the type of case, your country and the office or court handling it. Processing times are published by USCIS and change often.',
    },
    {
      q: 'Will contacting a lawyer alert immigration authorities?',
      a: 'No. Lawyers keep your information confidential and do not report you for asking for help.',
    },
    {
      q: 'Can a lawyer promise my application will be approved?',
      a: 'No. USCIS, consulates and judges decide cases, and no lawyer can promise the result. A lawyer will review your situation and tell you honestly about risks.',
    },
    {
      q: 'What if I have a criminal case and I am not a citizen?',
      a: 'Tell your criminal defense lawyer and speak with an immigration lawyer before accepting any plea. Some convictions carry severe immigration consequences.',
    },
    {
      q: 'Should I travel outside the United States while my case is pending?',
      a: 'Ask your lawyer first. Travel can abandon some applications or trigger bars to returning.',
    },
    {
      q: 'Does contacting you create an attorney-client relationship?',
      a: 'No. Sending the form is free and does not commit you to anything; an attorney-client relationship begins only when you and a lawyer agree to it, usually in writing.',
    },
  ],
  seasons: [
    {
      months: [0, 1, 2],
      advice: [
        'Employers planning an H-1B filing should prepare in winter, since the annual registration usually opens in March.',
        'File your taxes on time; tax returns are evidence in green card and citizenship cases.',
      ],
    },
    {
      months: [3, 4, 5],
      advice: [
        'Planning summer travel abroad? Ask before you book if you have a pending application, an old overstay or a long absence history.',
        'Graduating students should look at work options before their program end date.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'If you want to vote as a citizen, start your naturalization application well ahead of election registration deadlines.',
        'Check the expiration dates on green cards, work permits and passports before the busy fall season.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'The diversity visa lottery entry period usually runs in the fall; enter only through the official State Department website.',
        'Holiday trips abroad can affect continuous residence or pending cases; ask your lawyer before leaving.',
      ],
    },
  ],
  disclaimer:
    'Attorney advertising. This website gives general information, not legal advice, and sending a message does not create an attorney-client relationship. A local lawyer will review your situation; past results do not predict future outcomes and no lawyer can promise a particular result.',
  banned: ['guarantee', 'illegal alien', 'fast approval', 'top rated', 'specialist', 'we will win'],
};
