// Criminal defense lawyer: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const criminalDefenseLawyer: VerticalCopy = {
  slug: 'criminal-defense-lawyer',
  kind: 'legal',
  audience: 'people facing criminal charges and their families',
  about: [
    'Being arrested, or learning that police want to talk to you, is frightening, and what you say in the first days can shape the whole case.',
    'We connect people charged with a crime in {city} with a local criminal defense lawyer who can explain the charges, the process and the choices ahead.',
    'A lawyer will review your situation, including the police report, the evidence and any problems with how the stop, search or questioning was handled.',
    'Criminal cases move through arraignment, pretrial hearings, negotiation and sometimes trial, and each stage has deadlines that matter.',
    'Everyone charged with a crime has the right to remain silent and the right to a lawyer; using both politely is not an admission of anything.',
    'Talking to a lawyer is confidential, and it is the first step toward understanding what you are facing in {county} courts.',
  ],
  services: [
    {
      name: 'Felony Defense',
      keyword: 'felony lawyer',
      what: [
        'Felonies are the most serious criminal charges, such as burglary, robbery, serious assault, weapons offenses and major drug cases, and a conviction can mean prison time and lasting consequences.',
        'A felony conviction can affect your right to own a firearm, vote in some states, hold certain professional licenses, rent an apartment or find work.',
        'Felony cases often begin with a preliminary hearing or a grand jury, where the prosecution must show enough evidence to go forward.',
        'A defense lawyer reviews every piece of evidence, including body camera footage, lab results, phone records and witness statements, and looks for constitutional problems.',
        'The lawyer explains possible outcomes honestly, from dismissal or reduced charges to trial, and helps you decide which path fits your goals.',
      ],
      signs: [
        'You were arrested or charged with a crime listed as a felony',
        'Detectives have asked you to come in for an interview',
        'You learned there is a warrant for your arrest',
        'A grand jury subpoena or target letter arrived',
        'You are on probation or parole and face a new charge',
      ],
      steps: [
        'A lawyer reviews the charge, your history and the circumstances of the arrest.',
        'The lawyer appears at early hearings and may ask the court to set or lower bail.',
        'Discovery is requested and studied: reports, recordings, lab work and witness statements.',
        'Motions may challenge an unlawful stop, search or statement.',
        'The lawyer negotiates with the prosecutor and prepares for trial if the case does not resolve.',
      ],
      cost: [
        'Felony defense is often billed as a flat fee for a stage of the case or as an hourly rate with a retainer, and the agreement should spell out which.',
        'Price depends on the seriousness of the charge, how much evidence must be reviewed, whether experts or investigators are needed, and whether the case goes to trial.',
        'If you cannot afford a lawyer, you may qualify for a public defender; ask the court at your first appearance.',
      ],
      timing: [
        'Call before you speak with investigators and as soon as possible after an arrest, because bail and early hearings come quickly.',
        'Felony cases commonly take months, and longer when there is a trial or complex evidence.',
      ],
      faqs: [
        {
          q: 'Should I talk to the police to clear things up?',
          a: 'It is usually wise to speak with a lawyer first. Statements made to explain yourself are often used as evidence, and you have the right to remain silent and to have a lawyer present.',
        },
        {
          q: 'Can a felony be reduced to a misdemeanor?',
          a: 'In some cases, depending on the charge, the evidence and the law in your state. A lawyer will review whether that is realistic in your case.',
        },
        {
          q: 'What happens at an arraignment?',
          a: 'You hear the formal charges, enter a plea, and the judge addresses bail or release conditions. Having a lawyer there helps you understand each step.',
        },
      ],
    },
    {
      name: 'Misdemeanor Defense',
      keyword: 'misdemeanor lawyer',
      what: [
        'Misdemeanors are lower-level charges such as petty theft, simple possession, trespassing, disorderly conduct, driving on a suspended license and minor assault.',
        'They may seem small, but a conviction can bring jail time, fines, probation and a record that shows up on background checks for jobs and apartments.',
        'Many courts offer diversion programs, deferred adjudication or community service options for first-time defendants, but eligibility rules vary.',
        "A lawyer reviews the evidence, the officer's report and your background to look for defenses or alternatives to a conviction.",
        'Often a lawyer can appear for you at some hearings, which saves time away from work.',
      ],
      signs: [
        'You received a citation or notice to appear in court',
        'You were booked and released with a court date',
        'The charge could affect your job, professional license or immigration status',
        'This is your first arrest and you want to protect your record',
        'You missed a court date and are worried about a warrant',
      ],
      steps: [
        'A lawyer reviews your citation or charging papers and your court date.',
        'The lawyer gets the police report and any video or witness information.',
        'Options such as dismissal, diversion or reduced charges are discussed with you.',
        'The lawyer negotiates with the prosecutor and represents you at hearings.',
        'If the case goes to trial, the lawyer prepares your defense and explains what to expect.',
      ],
      cost: [
        'Misdemeanor cases are often handled for a flat fee, which may change if the case goes to trial.',
        'The charge, the number of court appearances and the evidence to review are the main things that drive the price.',
      ],
      timing: [
        'Call as soon as you receive the citation or court date, so there is time to review evidence before the first hearing.',
        'Many misdemeanor cases resolve within a few court settings, though trials take longer.',
      ],
      faqs: [
        {
          q: 'Do I really need a lawyer for a misdemeanor?',
          a: 'It is your choice, but a conviction can follow you on background checks. A lawyer can spot defenses and alternatives, such as diversion, that people often miss on their own.',
        },
        {
          q: 'What is diversion?',
          a: 'Diversion lets some defendants complete conditions such as classes, community service or a period without new arrests in exchange for dismissal. Eligibility depends on the charge, your history and local court rules.',
        },
        {
          q: 'Will a misdemeanor affect my immigration status?',
          a: 'It can, even for lawful permanent residents. Tell your lawyer about your status so the defense can take it into account, and consider speaking with an immigration lawyer as well.',
        },
      ],
    },
    {
      name: 'Assault and Domestic Violence Charges',
      keyword: 'assault lawyer',
      what: [
        'Assault charges range from simple assault, such as a shove in an argument, to aggravated assault involving serious injury or a weapon.',
        'Domestic violence charges involve a partner, family member or household member, and they often come with a protective order that can keep you from your home or children.',
        'Self-defense, defense of others, mistaken identity and false or exaggerated accusations are common issues in these cases.',
        'A lawyer reviews 911 recordings, body camera video, medical records, photos and text messages to understand what really happened.',
        'Because a domestic violence conviction can affect firearm rights, custody and immigration, the defense looks beyond the criminal case alone.',
      ],
      signs: [
        'You were arrested after a fight, a bar incident or an argument at home',
        'A protective or no-contact order was issued against you',
        'You acted to defend yourself or someone else',
        'The alleged victim wants to drop the charges',
        'The charge involves a weapon or a serious injury',
      ],
      steps: [
        'A lawyer reviews the charge, any protective order and its conditions.',
        'The lawyer explains what contact is allowed so you do not face a new charge.',
        'Evidence is gathered, including recordings, photos, witness accounts and messages.',
        'Defenses such as self-defense are evaluated and developed.',
        'The lawyer negotiates or prepares for trial and represents you at every hearing.',
      ],
      cost: [
        'Fees depend on whether the charge is a misdemeanor or felony, whether a protective order hearing is needed, and how much evidence must be reviewed.',
        'Cases involving investigators, medical experts or a jury trial cost more to prepare than those resolved early.',
      ],
      timing: [
        'Call right away, especially if a protective order hearing is scheduled; those hearings can come quickly.',
        'Assault cases can take weeks to many months, depending on the charge and whether there is a trial.',
      ],
      faqs: [
        {
          q: 'Can the victim drop domestic violence charges?',
          a: "Usually not on their own. The prosecutor decides whether to pursue the case, though the alleged victim's wishes may be considered.",
        },
        {
          q: 'What if I was defending myself?',
          a: 'Self-defense can be a complete defense when the force used was reasonable for the threat. A lawyer will review the evidence to see how the facts support it.',
        },
        {
          q: 'Can I contact the other person while the case is open?',
          a: 'Not if a no-contact or protective order is in place, even if they reach out first. Breaking the order can lead to a new charge, so ask your lawyer before any contact.',
        },
      ],
    },
    {
      name: 'Drug Charges',
      keyword: 'drug charge lawyer',
      what: [
        'Drug charges include possession, possession with intent to distribute, manufacturing, trafficking and possession of paraphernalia.',
        'The type and amount of the substance, where it was found and whether there is evidence of sales all affect how serious the charge is.',
        'Many drug cases turn on the search: whether the stop was lawful, whether consent was given, and whether a warrant was valid.',
        'Lab testing, the chain of custody and who actually possessed the drugs in a shared car or home are other common questions.',
        'Some courts offer drug court or treatment-based programs that can lead to reduced charges or dismissal for eligible defendants.',
      ],
      signs: [
        'Drugs were found in your car, home, bag or on your person',
        'Police searched without a warrant or after you said no',
        'You were charged with intent to distribute based on packaging or cash',
        'You are struggling with substance use and want treatment options',
        'Federal agents are involved in the investigation',
      ],
      steps: [
        'A lawyer reviews how the stop or search happened and what was found.',
        'The lawyer requests lab reports, body camera footage and the search warrant, if any.',
        'Motions may ask the court to exclude evidence from an unlawful search.',
        'Treatment-based programs and other alternatives are explored where they fit.',
        'The lawyer negotiates with the prosecutor or prepares the case for trial.',
      ],
      cost: [
        'Simple possession cases generally cost less to defend than distribution or trafficking cases, which involve more evidence and higher stakes.',
        'Suppression hearings, independent lab testing and federal court involvement add to the work and the fee.',
      ],
      timing: [
        'Talk to a lawyer early, before any interview with detectives or agents.',
        'Possession cases may resolve in a few months; trafficking or federal cases often take much longer.',
      ],
      faqs: [
        {
          q: 'What if the drugs were not mine?',
          a: 'Possession requires more than being near the drugs; the prosecution usually must show knowledge and control. A lawyer will review the facts about who had access to the car or room.',
        },
        {
          q: 'Can evidence be thrown out if the search was illegal?',
          a: 'Evidence found through an unlawful stop or search may be excluded by the court. Whether that applies depends on the exact facts, which is why the details of the search matter.',
        },
        {
          q: 'Is marijuana still a crime?',
          a: 'It depends on the state and the amount, and it remains illegal under federal law. A lawyer can explain how the law in {stateName} applies to your charge.',
        },
      ],
    },
    {
      name: 'Expungement and Record Sealing',
      keyword: 'expungement lawyer',
      what: [
        'Expungement and record sealing limit who can see an old arrest or conviction, which can help with jobs, housing, loans and school applications.',
        'Each state sets its own rules on which records qualify, how long you must wait and whether all fines and probation must be finished.',
        'Arrests that did not lead to a conviction and dismissed cases often qualify more easily than convictions.',
        'A lawyer reviews your record, confirms what is eligible, prepares the petition and represents you at any hearing.',
        'Some records, such as certain violent or sex offenses, usually cannot be sealed, and a lawyer will tell you honestly when that is the case.',
      ],
      signs: [
        'An old arrest or conviction shows up on background checks',
        'You were turned down for a job or apartment because of your record',
        'Your case was dismissed but still appears online',
        'You finished probation and paid your fines some time ago',
        'You are applying for a professional license or school program',
      ],
      steps: [
        'A lawyer reviews your full criminal history, including every case and its outcome.',
        "Eligibility and waiting periods are checked under your state's law.",
        'The petition and supporting documents are prepared and filed with the court.',
        'The prosecutor may respond, and a hearing may be held.',
        'If granted, the order is sent to the agencies that hold the record.',
      ],
      cost: [
        'Record sealing is often offered for a flat fee per case, plus court filing fees.',
        'The number of cases on your record and whether a hearing is contested are the main drivers of price.',
      ],
      timing: [
        'The process often takes a few months from filing to decision, depending on the court.',
        'Start before a job or license application deadline so the order is in place in time.',
      ],
      faqs: [
        {
          q: 'Is expungement the same as sealing?',
          a: 'The terms differ by state. Generally, expungement treats the record as if it did not exist, while sealing hides it from most public view; a lawyer will explain which applies to you.',
        },
        {
          q: 'Will an expunged record show up on background checks?',
          a: 'Most private background checks should no longer show it once agencies update their records, though some government agencies may still see it. Ask your lawyer what to expect.',
        },
        {
          q: 'Can I seal a record if I still owe fines?',
          a: 'Many states require fines and restitution to be paid first. A lawyer can check the conditions in your state and help you plan.',
        },
      ],
    },
  ],
  why: [
    'A local lawyer reviews your situation and explains the charges in plain words',
    'Conversations with a lawyer are confidential',
    'The lawyer speaks with police and prosecutors so you do not have to',
    'Evidence is reviewed for problems with the stop, search or questioning',
    'Alternatives such as diversion are explored where they fit',
    'Fees are explained in writing before the work begins',
    'You are prepared for each hearing and know what to expect in court',
  ],
  prepare: [
    'Your citation, charging papers, bail papers or court date notice',
    'A written timeline of what happened, made while you remember it, for your lawyer only',
    'Names of any witnesses and where any video might exist',
    'Any protective order or release conditions you received',
    'Your prior record, if any, and your immigration status if you are not a citizen',
  ],
  faqs: [
    {
      q: 'What should I do if police want to question me?',
      a: 'Politely say that you wish to remain silent and want a lawyer. Do not try to explain, and do not consent to searches; then contact a lawyer.',
    },
    {
      q: 'Can a lawyer get my charges dropped?',
      a: 'No lawyer can promise that. A lawyer will review the evidence, look for weaknesses and explain realistic options, which may include dismissal, reduced charges, diversion or trial.',
    },
    {
      q: 'How are criminal defense fees charged?',
      a: 'Often as a flat fee per stage of the case or as an hourly rate with a retainer. Ask what is included, including trial, before you sign.',
    },
    {
      q: 'What if I cannot afford a private lawyer?',
      a: 'You may qualify for a court-appointed public defender. Ask the judge at your first appearance.',
    },
    {
      q: 'Will my case go to trial?',
      a: 'Many cases are resolved by dismissal or agreement, but every defendant has the right to a trial. Your lawyer explains the risks of each option, and the decision is yours.',
    },
    {
      q: 'Can I talk about my case with friends or online?',
      a: 'It is best not to. Posts, texts and calls, including calls from jail, can be used as evidence.',
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
        "After New Year's Eve arrests, early court dates arrive quickly; call a lawyer before your first appearance.",
        'If an old charge is holding back a new job this year, winter is a good time to ask about sealing your record.',
      ],
    },
    {
      months: [3, 4, 5],
      advice: [
        'Spring break trips and graduation parties lead to arrests away from home; a local lawyer can often appear for you in that court.',
        'Before summer job and school applications, check whether an old record can be sealed in time.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Summer holidays, festivals and crowded bars bring more fights and arrests; save any video and witness names right away.',
        'If police want to talk to you about something that happened over the summer, speak with a lawyer first.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Holiday gatherings can turn family arguments into domestic charges; learn the terms of any no-contact order before the holidays.',
        'Courts slow down around the holidays, so start on a pending case early in the fall.',
      ],
    },
  ],
  disclaimer:
    'Attorney advertising. This website gives general information, not legal advice, and sending a message does not create an attorney-client relationship. A local lawyer will review your situation; past results do not predict future outcomes and no lawyer can promise a particular result.',
  banned: ['guarantee', 'beat the charge', 'get you off', 'top rated', 'specialist', 'we will win'],
};
